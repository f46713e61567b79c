import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderInitConfig, schemaReference, writeInitConfig } from '../../src/config/init.js';
import { loadConfig, validateConfig } from '../../src/config/load.js';
import { isRuleId } from '../../src/rules/index.js';
import { parse } from 'yaml';
import { configSchema } from '../../src/config/schema.js';
import { UserError } from '../../src/errors.js';
import { writeTempConfig } from './helpers.js';
import { tempDir } from '../support/temp.js';

const VERSION = '1.2.3';
const URL_REFERENCE = 'https://unpkg.com/mcpward@1.2.3/schemas/config.schema.json';

describe('schemaReference', () => {
  /** A project folder with mcpward installed in `node_modules`, and a config folder nested in it. */
  function project(): { root: string; nested: string } {
    const root = tempDir('mcpward-init-');
    mkdirSync(join(root, 'node_modules', 'mcpward', 'schemas'), { recursive: true });
    writeFileSync(join(root, 'node_modules', 'mcpward', 'schemas', 'config.schema.json'), '{}');
    mkdirSync(join(root, 'config', 'mcp'), { recursive: true });
    return { root, nested: join(root, 'config', 'mcp') };
  }

  it('points at the installed schema, relative and offline, in the config folder', () => {
    expect(schemaReference(project().root, VERSION)).toBe('./node_modules/mcpward/schemas/config.schema.json');
  });

  it('walks up to the nearest node_modules, as Node resolves packages', () => {
    expect(schemaReference(project().nested, VERSION)).toBe('../../node_modules/mcpward/schemas/config.schema.json');
  });

  it('prefers the install nearest to the config', () => {
    const { root, nested } = project();
    mkdirSync(join(nested, 'node_modules', 'mcpward', 'schemas'), { recursive: true });
    writeFileSync(join(nested, 'node_modules', 'mcpward', 'schemas', 'config.schema.json'), '{}');
    expect(schemaReference(nested, VERSION)).toBe('./node_modules/mcpward/schemas/config.schema.json');
    expect(schemaReference(join(root, 'config'), VERSION)).toBe('../node_modules/mcpward/schemas/config.schema.json');
  });

  it('uses the URL of this version when no install is found up to the root', () => {
    const seen: string[] = [];
    const reference = schemaReference(join('/', 'a', 'b'), VERSION, (path) => (seen.push(path), false));
    expect(reference).toBe(URL_REFERENCE);
    expect(seen).toEqual([join('/a/b', 'node_modules/mcpward/schemas/config.schema.json'), join('/a', 'node_modules/mcpward/schemas/config.schema.json'), join('/', 'node_modules/mcpward/schemas/config.schema.json')]);
  });
});

describe('renderInitConfig', () => {
  const template = renderInitConfig(URL_REFERENCE);

  it('starts with the yaml-language-server schema comment', () => {
    expect(template.split('\n')[0]).toBe(`# yaml-language-server: $schema=${URL_REFERENCE}`);
  });

  it('parses, and spells out exactly the schema defaults', async () => {
    const loaded = await loadConfig(writeTempConfig(template), {});
    const defaults = configSchema.parse({ server: { command: 'node', args: ['./build/index.js'] } });
    // Resolved paths: the lockfile and accepted file, and the stdio server's working folder, beside the config.
    expect(loaded.config).toEqual({ ...defaults, server: { ...defaults.server, cwd: loaded.dir }, checks: { ...defaults.checks, drift: { ...defaults.checks.drift, baseline: join(loaded.dir, 'mcpward.lock.json') } },
      policy: { ...defaults.policy, accepted: join(loaded.dir, 'mcpward.accepted.yaml') },
    });
  });

  it('writes every key of every section', () => {
    const shape = (schema: unknown, prefix: string): string[] => {
      const inner = (schema as { unwrap?: () => unknown }).unwrap?.() ?? schema;
      const keys = (inner as { shape?: Record<string, unknown> }).shape;
      if (!keys) return [];
      return Object.entries(keys).flatMap(([key, child]) => [`${prefix}${key}`, ...shape(child, `${prefix}${key}.`)]);
    };
    for (const path of shape(configSchema, '')) {
      const key = path.split('.').at(-1)!;
      expect(template, path).toMatch(new RegExp(`^ *(# *)?${key}:`, 'm'));
    }
  });

  it('has a commented suites example that parses once uncommented', async () => {
    const [head, example] = template.split(/^suites: \[\].*\n/m);
    const uncommented = example!.replace(/^# ?/gm, '');
    const { config } = await loadConfig(writeTempConfig(head + uncommented), {});
    expect(config.suites[0]!.cases.map((testCase) => testCase.name)).toEqual(['reads an existing file', 'returns an error for a missing file']);
  });
});

describe('the init template\'s examples', () => {
  const template = renderInitConfig(URL_REFERENCE);
  /** A commented line that is YAML (`key:` or a list item), not prose: what a user uncomments. */
  const EXAMPLE = /^(\s*)# ?(?=\s*(?:(?:[A-Za-z_]\w*|"[^"]*"):(?:\s|$)|- ))/;

  it('every example, uncommented, is a valid config: each replaces the default it sits under', () => {
    const lines = template.split('\n');
    const uncommented = lines.map((line, i) => (i > 0 && EXAMPLE.test(line) ? line.replace(EXAMPLE, '$1') : line));
    expect(uncommented.filter((line, i) => line !== lines[i]).length).toBeGreaterThan(20);
    // An example repeats a key the template already set (`rules: {}`, then the example's `rules:`): the example wins.
    const raw = parse(uncommented.join('\n'), { uniqueKeys: false }) as unknown;
    const env = { MCP_TOKEN: 't', ADMIN_TOKEN: 'a', VIEWER_TOKEN: 'v', API_KEY: 'k' };
    const { config } = validateConfig(raw, { source: 'mcpward.yaml', path: join(tmpdir(), 'mcpward.yaml'), env });
    expect(config.server).toMatchObject({ transport: 'http', url: 'https://example.com/mcp' });
    expect(Object.keys(config.rules)).toEqual(['parameter_description_missing', 'description_changed', 'result_size_limit']);
    expect(config.review.contexts.map((c) => c.name)).toEqual(['admin', 'viewer']);
    expect(config.suites).toHaveLength(1);
    expect(config.checks.latency.p95_budget_ms).toBe(1000);
  });

  it('names only real rules, in examples and in comments', () => {
    const named = [...template.matchAll(/#.*?\b([a-z][a-z0-9]*(?:_[a-z0-9]+)+): (?:off|info|low|medium|high)\b/g)].map((m) => m[1]!);
    expect(named).toContain('tool_removed');
    for (const id of named) expect(isRuleId(id), id).toBe(true);
  });
});

describe('writeInitConfig', () => {
  it('writes the template to a new file, with the versioned schema URL when mcpward is not installed there', async () => {
    const path = join(dirname(writeTempConfig('')), 'new.yaml');
    await writeInitConfig(path, { force: false, version: VERSION });
    expect(readFileSync(path, 'utf8')).toBe(renderInitConfig(URL_REFERENCE));
  });

  it('writes the offline reference next to a local install', async () => {
    const dir = tempDir('mcpward-init-');
    mkdirSync(join(dir, 'node_modules', 'mcpward', 'schemas'), { recursive: true });
    writeFileSync(join(dir, 'node_modules', 'mcpward', 'schemas', 'config.schema.json'), '{}');
    await writeInitConfig(join(dir, 'mcpward.yaml'), { force: false, version: VERSION });
    expect(readFileSync(join(dir, 'mcpward.yaml'), 'utf8').split('\n')[0]).toBe('# yaml-language-server: $schema=./node_modules/mcpward/schemas/config.schema.json');
  });

  it('refuses to overwrite an existing file without force', async () => {
    const path = writeTempConfig('server: { command: mine }\n');
    const error = await writeInitConfig(path, { force: false, version: VERSION }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).code).toBe('usage');
    expect((error as UserError).message).toContain(path);
    expect((error as UserError).message).toContain('--force');
    expect(readFileSync(path, 'utf8')).toBe('server: { command: mine }\n');
  });

  it('overwrites with force', async () => {
    const path = writeTempConfig('old');
    await writeInitConfig(path, { force: true, version: VERSION });
    expect(readFileSync(path, 'utf8')).toBe(renderInitConfig(URL_REFERENCE));
  });

  it('reports a folder that does not exist as an io error', async () => {
    const path = join(dirname(writeTempConfig('')), 'missing', 'mcpward.yaml');
    const error = await writeInitConfig(path, { force: false, version: VERSION }).catch((caught: unknown) => caught);
    expect((error as UserError).code).toBe('io');
  });
});
