import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/servers.js';

/** What `npm publish` would upload, from npm itself (the build is made by the global setup). */
const packed = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: repoRoot, encoding: 'utf8' })) as Array<{
  files: Array<{ path: string }>;
}>;
const files = packed[0]!.files.map((f) => f.path).sort();
const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { bin: Record<string, string> };

describe('npm package', () => {
  it.each([
    'schemas/config.schema.json',
    'schemas/report.schema.json',
    'schemas/lockfile.schema.json',
    'dist/bin.js',
    'dist/index.js',
    'LICENSE',
    'docs/rules.md',
    'docs/stability.md',
  ])('ships %s', (path) => {
    expect(files).toContain(path);
  });

  it('ships README.md and CHANGELOG.md', () => {
    const missing = ['README.md', 'CHANGELOG.md'].filter((path) => !files.includes(path));
    expect(missing, `${missing.join(' and ')} must exist at the repository root to be packed`).toEqual([]);
  });

  it('ships the file its bin points at', () => {
    expect(files).toContain(pkg.bin.mcpward!.replace(/^\.\//, ''));
  });

  it('declares the library entry and its types, and points exports at shipped files', () => {
    const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      main: string;
      types: string;
      exports: { '.': { types: string; import: string } };
      scripts: Record<string, string>;
      repository: { url: string };
      homepage: string;
      bugs: { url: string };
    };
    expect(manifest.exports['.']).toMatchObject({ types: './dist/index.d.ts', import: './dist/index.js' });
    // `types` first: TypeScript takes the first condition that matches.
    expect(Object.keys(manifest.exports['.'])[0]).toBe('types');
    expect(manifest.main).toBe(manifest.exports['.'].import);
    expect(manifest.types).toBe(manifest.exports['.'].types);
    expect(files).toContain(manifest.exports['.'].import.replace(/^\.\//, ''));
    // The declarations exist only after `prepack` (test/package/install.int.test.ts installs them).
    expect(manifest.scripts.prepack).toMatch(/tsup --dts/);
    expect(manifest.repository.url).toMatch(/github\.com\/mcpward\/mcpward/);
    expect(manifest.homepage).toMatch(/^https:\/\//);
    expect(manifest.bugs.url).toMatch(/\/issues$/);
  });

  it('ships no source, test, fixture, benchmark or CI file', () => {
    const unwanted = files.filter((path) => /^(src|test|fixtures|bench|scripts|tmp|action|examples|\.ci|\.github)\//.test(path) || /\.test\.|__golden__|\.env/.test(path));
    expect(unwanted).toEqual([]);
  });

  it('ships the schemas as valid JSON Schema documents', () => {
    for (const name of ['config', 'report', 'lockfile']) {
      const schema = JSON.parse(readFileSync(join(repoRoot, 'schemas', `${name}.schema.json`), 'utf8')) as { $schema?: string };
      expect(schema.$schema, `${name}.schema.json declares its dialect`).toMatch(/^https?:\/\/json-schema\.org\//);
    }
  });
});
