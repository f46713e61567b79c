import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveArtifact } from '../../src/edge/artifact.js';

/**
 * An installed package's package.json and lockfile are the package's own text: a release can put
 * anything there. Only a well-formed version and integrity are pinned; the rest is never read.
 */
const work = mkdtempSync(join(tmpdir(), 'mcpward-artifact-hostile-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** An npx cache folder as npm lays it out for `npx <spec>`, with what the package claims. */
function plant(spec: string, name: string, version: string, lock: Record<string, unknown>): string {
  const cache = join(work, spec.replace(/\W/g, '_'));
  const folder = join(cache, '_npx', createHash('sha512').update(spec).digest('hex').slice(0, 16));
  mkdirSync(join(folder, 'node_modules', name), { recursive: true });
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ dependencies: { [name]: `^${version}` }, _npx: { packages: [spec] } }));
  writeFileSync(join(folder, 'node_modules', name, 'package.json'), JSON.stringify({ name, version }));
  writeFileSync(join(folder, 'package-lock.json'), JSON.stringify({ lockfileVersion: 3, packages: { [`node_modules/${name}`]: { version, ...lock } } }));
  return cache;
}

const start = (spec: string, cache: string) => resolveArtifact({ transport: 'stdio', command: 'npx', args: ['-y', spec], cwd: work, env: { npm_config_cache: cache } });

describe('what an installed package says about itself', () => {
  it('reads a well-formed version and integrity from a planted cache folder (the layout the resolver expects)', async () => {
    const integrity = `sha512-${Buffer.alloc(64, 1).toString('base64')}`;
    expect(await start('good', plant('good', 'good', '1.2.3', { integrity }))).toMatchObject({ kind: 'npm', version: '1.2.3', integrity });
  });

  it('a version with control characters or shell text is not pinned: unresolved, and no pinned command is built from it', async () => {
    for (const version of ['1.0.0\u001b[31m', '1.0.0; rm -rf ~', 'latest']) {
      const artifact = await start('evil', plant('evil', 'evil', version, { integrity: 'sha512-AAAA' }));
      expect(artifact, JSON.stringify(version)).toMatchObject({ kind: 'unresolved', reason: 'not-installed' });
    }
  });

  it('an integrity that is not one is left out rather than written into the lockfile', async () => {
    const artifact = await start('odd', plant('odd', 'odd', '2.0.0', { integrity: 'sha512-\u001b]8;;http://x\u0007' }));
    expect(artifact).toMatchObject({ kind: 'npm', version: '2.0.0' });
    expect(artifact).not.toHaveProperty('integrity');
  });

  it('a cache folder recorded for other specs is ambiguous, not read', async () => {
    const cache = plant('mine', 'mine', '1.0.0', {});
    const folder = join(cache, '_npx', createHash('sha512').update('mine').digest('hex').slice(0, 16));
    writeFileSync(join(folder, 'package.json'), JSON.stringify({ _npx: { packages: ['other'] } }));
    expect(await start('mine', cache)).toMatchObject({ kind: 'unresolved', reason: 'ambiguous' });
  });
});
