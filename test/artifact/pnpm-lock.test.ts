/**
 * The integrity of a script that belongs to a package pnpm installed, read from the project's
 * pnpm-lock.yaml: only the package's own entry is parsed (a real lockfile runs to megabytes).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveArtifact } from '../../src/edge/artifact.js';

const root = mkdtempSync(join(tmpdir(), 'mcpward-pnpm-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const INTEGRITY = `sha512-${'Q'.repeat(86)}==`;
const OTHER = `sha512-${'R'.repeat(86)}==`;

function project(name: string, lock: string): string {
  const dir = join(root, name);
  const pkg = join(dir, 'node_modules', '.pnpm', 'srv@1.2.3', 'node_modules', 'srv');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'srv', version: '1.2.3' }));
  writeFileSync(join(pkg, 'index.js'), '');
  writeFileSync(join(dir, 'pnpm-lock.yaml'), lock);
  return dir;
}
const resolveIn = async (dir: string) => (await resolveArtifact({ transport: 'stdio', command: 'node', args: ['node_modules/.pnpm/srv@1.2.3/node_modules/srv/index.js'], env: {}, cwd: dir })) as { kind: string; package?: Record<string, unknown> };

describe('pnpm-lock.yaml', () => {
  it('v9 keys, with a peer suffix on a neighbour and the entry amid others', async () => {
    const lock = `lockfileVersion: '9.0'\n\nimporters:\n\n  .:\n    dependencies:\n      srv:\n        specifier: 1.2.3\n        version: 1.2.3\n\npackages:\n\n  srv-extra@1.2.3:\n    resolution: {integrity: ${OTHER}}\n\n  srv@1.2.3:\n    resolution: {integrity: ${INTEGRITY}}\n    hasBin: true\n\n  zod@3.0.0(x@1.0.0):\n    resolution: {integrity: ${OTHER}}\n\nsnapshots:\n\n  srv@1.2.3: {}\n`;
    expect(await resolveIn(project('v9', lock))).toMatchObject({ kind: 'node-script', package: { name: 'srv', version: '1.2.3', integrity: INTEGRITY } });
  });

  it('v6 keys, quoted', async () => {
    const lock = `lockfileVersion: '6.0'\n\npackages:\n\n  '/srv@1.2.3':\n    resolution: {integrity: ${INTEGRITY}}\n    dev: false\n`;
    expect(await resolveIn(project('v6', lock))).toMatchObject({ package: { integrity: INTEGRITY } });
  });

  it('an entry that is not there, or a lockfile that is not YAML, pins no integrity', async () => {
    expect((await resolveIn(project('absent', `packages:\n\n  other@1.0.0:\n    resolution: {integrity: ${OTHER}}\n`))).package).not.toHaveProperty('integrity');
    expect((await resolveIn(project('garbage', 'packages:\n  srv@1.2.3: [unclosed\n'))).package).not.toHaveProperty('integrity');
  });
});
