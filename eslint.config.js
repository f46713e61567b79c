import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import ts from 'typescript';
import tseslint from 'typescript-eslint';

const ROOT = dirname(fileURLToPath(import.meta.url));

// ---------------------------------------------------------------------------------------------
// Layering of src/ (docs/architecture.md, "Layers"). Each entry: a folder or top-level file of
// src/ and what it may import besides itself. bin.ts, index.ts and cli/ are the entry points and
// may import anything but each other (index.ts, the library, never imports cli/); no other layer
// lists cli/, so nothing else can import it.
// ---------------------------------------------------------------------------------------------
const LAYERS = {
  'model.ts': [],
  'errors.ts': [],
  'version.ts': [],
  protocol: ['model.ts'],
  text: ['model.ts'],
  rules: ['model.ts', 'text'],
  snapshot: ['model.ts', 'protocol'],
  // Reads a server's start (launcher, package, script, image) from its arguments; pure.
  artifact: ['model.ts', 'snapshot'],
  // rules/schema-kinds.ts: the vocabulary of schema change kinds, owned by the registry.
  diff: ['model.ts', 'protocol', 'text', 'snapshot', 'rules/schema-kinds.ts'],
  // rules/: rule ids and drift classes are validated against the registry.
  config: ['model.ts', 'errors.ts', 'rules'],
  // config/schema.ts and report/types.ts: type imports only (enforced below).
  checks: ['model.ts', 'protocol', 'text', 'snapshot', 'rules', 'diff', 'config/schema.ts', 'report/types.ts'],
  policy: ['model.ts', 'rules', 'report/types.ts'],
  report: ['model.ts', 'version.ts', 'text', 'rules'],
  // snapshot/: type imports only (enforced below).
  client: ['model.ts', 'errors.ts', 'protocol', 'snapshot'],
  // text/: the planner reads a description before it calls a tool the server calls read-only.
  run: ['model.ts', 'errors.ts', 'version.ts', 'protocol', 'text', 'snapshot', 'client', 'config', 'artifact'],
  github: ['model.ts', 'errors.ts'],
  // Judging: families → policy → review → report, pure. report/redact.ts redacts golden values;
  // run/calls.ts summarises the calls the collector made (pure over its records).
  pipeline: ['model.ts', 'errors.ts', 'version.ts', 'protocol', 'text', 'rules', 'snapshot', 'diff', 'config/schema.ts', 'checks', 'policy', 'report/types.ts', 'report/redact.ts', 'run/calls.ts'],
  // The I/O around the pipeline that cli/ and index.ts share: the project's files, the collector, the clock.
  edge: ['model.ts', 'errors.ts', 'version.ts', 'protocol', 'text', 'rules', 'snapshot', 'artifact', 'diff', 'config', 'checks', 'policy', 'report', 'run', 'pipeline'],
};

/** One import-x zone per layer: everything in src/ is off limits except the layer itself and what it may use. */
function layerZones(extraExcept = {}) {
  return [
    ...Object.entries(LAYERS).map(([layer, allowed]) => ({
      target: `./src/${layer}`,
      from: './src',
      except: [layer, ...allowed, ...(extraExcept[layer] ?? [])].map((p) => `./${p}`),
      message: `src/${layer} may import ${allowed.length > 0 ? `only ${allowed.map((a) => `src/${a}`).join(', ')}` : 'nothing else in src/'} (docs/architecture.md, Layers).`,
    })),
    // checks/shared/: walkers and scorers several families use; a family's folder is its own.
    { target: './src/checks/shared', from: './src/checks', except: ['./shared'], message: 'src/checks/shared may not import a family: what several families use lives here, below them (docs/architecture.md, checks/).' },
    { target: './src/index.ts', from: './src/cli', message: 'The library (src/index.ts) may not import the CLI: what both need lives in src/pipeline or src/edge (docs/architecture.md, Layers).' },
  ];
}

// ---------------------------------------------------------------------------------------------
// layers/no-cycle: import cycles in which type-only imports count too. import-x/no-cycle always
// skips `import type` edges (it only cares about runtime cycles), but a type cycle between two
// layers is a layering bug all the same. Edges are every module specifier TypeScript sees
// (static, type-only, re-exports, `import()` and `import('…')` types), resolved like import-x does.
// ---------------------------------------------------------------------------------------------
const tsResolver = createTypeScriptImportResolver({ project: resolve(ROOT, 'tsconfig.json') });
const SOURCE_FILE = /\.(?:[cm]?ts|tsx|[cm]?js|jsx)$/;

/** Resolves a relative specifier to a source file of this repository, or undefined. */
function resolveLocal(specifier, fromFile) {
  if (!specifier.startsWith('.')) return undefined; // packages cannot lead back into src/
  const found = tsResolver.resolve(specifier, fromFile);
  if (!found.found || !found.path || found.path.split(sep).includes('node_modules')) return undefined;
  return resolve(found.path);
}

/** file -> { stamp, deps }, re-read when the file changes (the ESLint Node API may run many lints in one process). */
const edgeCache = new Map();
function depsOf(file) {
  let stat;
  try {
    stat = statSync(file);
  } catch {
    return [];
  }
  const stamp = `${stat.mtimeMs}:${stat.size}`;
  const cached = edgeCache.get(file);
  if (cached && cached.stamp === stamp) return cached.deps;
  const deps = SOURCE_FILE.test(file)
    ? [...new Set(ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((f) => resolveLocal(f.fileName, file)).filter(Boolean))]
    : [];
  edgeCache.set(file, { stamp, deps });
  return deps;
}

/** Shortest import path from `start` back to `goal` (both included), or undefined. */
function pathBack(start, goal) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const dep of depsOf(file)) {
      if (previous.has(dep)) continue;
      previous.set(dep, file);
      if (dep === goal) {
        const chain = [dep];
        for (let at = file; at !== undefined; at = previous.get(at)) chain.unshift(at);
        return chain;
      }
      queue.push(dep);
    }
  }
  return undefined;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle (type-only imports count): {{chain}}' },
  },
  create(context) {
    const filename = resolve(context.physicalFilename);
    if (!SOURCE_FILE.test(filename)) return {};
    function check(node, source) {
      if (!source || typeof source.value !== 'string') return;
      const target = resolveLocal(source.value, filename);
      if (!target || target === filename) return;
      const chain = pathBack(target, filename);
      if (!chain) return;
      const shown = [filename, ...chain].map((f) => relative(ROOT, f).split(sep).join('/'));
      context.report({ node: source, messageId: 'cycle', data: { chain: shown.join(' -> ') } });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) => check(node, node.source ?? node.argument?.literal),
      TSImportEqualsDeclaration: (node) => check(node, node.moduleReference?.expression),
    };
  },
};

const layersPlugin = { meta: { name: 'layers' }, rules: { 'no-cycle': noCycle } };

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '**/*.d.ts', 'tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', TextEncoder: 'readonly', TextDecoder: 'readonly', AbortController: 'readonly', fetch: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
      'no-misleading-character-class': 'off',
      // Checks, diff, reporters and judging must stay pure: no I/O, no clock, no process.
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['src/artifact/**/*.ts', 'src/checks/**/*.ts', 'src/diff/**/*.ts', 'src/report/**/*.ts', 'src/rules/**/*.ts', 'src/pipeline/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:fs*', 'node:child_process', 'node:net', 'node:http*', 'fs', 'child_process'] }],
      'no-restricted-globals': ['error', 'process', 'fetch'],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now' }],
    },
  },
  // Layering: which folder of src/ may import which, and no cycles.
  {
    files: ['src/**/*.ts'],
    plugins: { 'import-x': importX, layers: layersPlugin },
    settings: {
      // import-x's TypeScript settings (extensions, parser), with the TypeScript resolver, which maps
      // the `.js` specifiers of src/ to their `.ts` files.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/external-module-folders': importX.flatConfigs.typescript.settings['import-x/external-module-folders'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [tsResolver],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: layerZones() }],
      // Every cycle, runtime and type-only, with the route in the message. (import-x/no-cycle found
      // only the runtime ones, a subset of these, and took most of the lint time.)
      'layers/no-cycle': 'error',
    },
  },
  // Type-aware promise rules: a forgotten await in async code loses errors and ordering silently.
  // A deliberate fire-and-forget is written `void promise` with a comment saying why.
  {
    files: ['src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: ROOT } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['src/checks/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/config/*', '**/report/*'], allowTypeImports: true, message: 'checks/ may use config/ and report/ for types only: use `import type`.' }] },
      ],
      'no-restricted-syntax': ['error', { selector: 'ImportExpression[source.value=/(^|\\/)(config|report)\\//]', message: 'checks/ may use config/ and report/ for types only.' }],
    },
  },
  {
    files: ['src/client/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/snapshot/*'], allowTypeImports: true, message: 'client/ may use snapshot/ for types only: use `import type`.' }] },
      ],
      'no-restricted-syntax': ['error', { selector: 'ImportExpression[source.value=/(^|\\/)snapshot\\//]', message: 'client/ may use snapshot/ for types only.' }],
    },
  },

);
