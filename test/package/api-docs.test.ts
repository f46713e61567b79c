import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/servers.js';

/** The examples that test/package/install.int.test.ts runs against the installed tarball are the ones docs/api.md shows. */
describe('docs/api.md', () => {
  const doc = readFileSync(join(repoRoot, 'docs', 'api.md'), 'utf8');
  it.each([
    ['examples/node-test/mcpward.test.mjs', 'js'],
    ['examples/vitest/mcpward.test.ts', 'ts'],
  ])('shows %s verbatim', (file, lang) => {
    const example = readFileSync(join(repoRoot, file), 'utf8');
    expect(doc).toContain(`\`${file}\`:\n\n\`\`\`${lang}\n${example}\`\`\``);
  });

  it('documents every function the package exports', async () => {
    const api = await import('../../src/index.js');
    const functions = Object.entries(api).filter(([, value]) => typeof value === 'function' && !/^[A-Z]/.test(value.name)).map(([name]) => name);
    expect(functions.length).toBeGreaterThan(0);
    for (const name of functions) expect(doc, name).toContain(`## ${name}`);
  });
});
