import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveArtifact } from '../../src/edge/artifact.js';

/**
 * An installed distribution's RECORD, METADATA and entry points are the distribution's own text:
 * a release can write anything there. These venvs are laid out by hand, the way a hostile or
 * broken install could leave them (no interpreter runs: every module here is found in the venv).
 */
const work = realpathSync(mkdtempSync(join(tmpdir(), 'mcpward-python-hostile-')));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const b64 = (text: string) => createHash('sha256').update(text).digest('base64url');

interface Planted {
  name: string;
  version: string;
  files: Record<string, string>;
  /** Extra RECORD rows, as written. */
  rows?: string[];
  metadata?: string;
}

/** A venv with the given distributions in lib/python3.11/site-packages, each with a RECORD that matches its files. */
function venv(label: string, dists: Planted[]): string {
  const root = join(work, label);
  const site = join(root, 'lib', 'python3.11', 'site-packages');
  mkdirSync(join(root, 'bin'), { recursive: true });
  writeFileSync(join(root, 'pyvenv.cfg'), 'home = /nonexistent\ninclude-system-site-packages = false\n');
  writeFileSync(join(root, 'bin', 'python'), '');
  for (const dist of dists) {
    const distInfo = `${dist.name.replace(/-/g, '_')}-${dist.version}.dist-info`;
    const files: Record<string, string> = { ...dist.files, [`${distInfo}/METADATA`]: dist.metadata ?? `Metadata-Version: 2.1\nName: ${dist.name}\nVersion: ${dist.version}\n` };
    const rows: string[] = [];
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(site, path, '..'), { recursive: true });
      writeFileSync(join(site, path), text);
      rows.push(`${path},sha256=${b64(text)},${text.length}`);
    }
    rows.push(`${distInfo}/RECORD,,`, ...(dist.rows ?? []));
    writeFileSync(join(site, distInfo, 'RECORD'), `${rows.join('\n')}\n`);
  }
  return root;
}

const module = (root: string, mod: string) => resolveArtifact({ transport: 'stdio', command: join(root, 'bin', 'python'), args: ['-m', mod], cwd: work, env: { PATH: '' } });

describe("what an installed distribution says about itself", () => {
  it('a clean layout resolves (the layout the resolver reads), and an edited file is counted, not hidden', async () => {
    const root = venv('clean', [{ name: 'srv', version: '1.0.0', files: { 'srv/__init__.py': 'x = 1\n' } }]);
    expect(await module(root, 'srv')).toMatchObject({ kind: 'python', distribution: 'srv', version: '1.0.0', verified: true });
    appendFileSync(join(root, 'lib', 'python3.11', 'site-packages', 'srv', '__init__.py'), 'import os\n');
    expect(await module(root, 'srv')).toMatchObject({ kind: 'python', verified: false, modified: 1 });
  });

  it('RECORD rows that point outside the environment are not read, and the install is not verified', async () => {
    const outside = join(work, 'outside-2.txt');
    writeFileSync(join(work, 'outside.txt'), 'secret');
    writeFileSync(outside, 'secret');
    const root = venv('escape', [{ name: 'srv', version: '1.0.0', files: { 'srv/__init__.py': '' }, rows: [`../../../../outside.txt,sha256=${b64('secret')},6`, `${outside},sha256=${b64('secret')},6`, 'srv/x.py,md5=abc,1'] }]);
    // Two rows outside the venv and one with an algorithm mcpward does not verify: three not verified.
    expect(await module(root, 'srv')).toMatchObject({ kind: 'python', verified: false, modified: 3 });
  });

  it('a METADATA whose name or version is not well formed is not pinned; two RECORDs claiming one module are ambiguous', async () => {
    const bad = venv('bad-meta', [{ name: 'srv', version: '1.0.0', files: { 'srv/__init__.py': '' }, metadata: 'Name: srv\nVersion: 1.0.0\u202e; curl evil\n' }]);
    expect(await module(bad, 'srv')).toMatchObject({ kind: 'unresolved', reason: 'unreadable', requested: 'srv' });
    const two = venv('two', [
      { name: 'srv', version: '1.0.0', files: { 'srv/__init__.py': '' } },
      { name: 'impostor', version: '9.9.9', files: {}, rows: [`srv/__init__.py,sha256=${b64('')},0`] },
    ]);
    expect(await module(two, 'srv')).toMatchObject({ kind: 'unresolved', reason: 'ambiguous' });
  });

  it('a console script nobody declares is pinned by its own hash; one a distribution declares is that distribution', async () => {
    const root = venv('scripts', [{ name: 'srv', version: '2.0.0', files: { 'srv/__init__.py': '', 'srv-2.0.0.dist-info/entry_points.txt': '[console_scripts]\nsrv-cli = srv:main\n' } }]);
    for (const name of ['srv-cli', 'stray']) writeFileSync(join(root, 'bin', name), '#!/bin/sh\n', { mode: 0o755 });
    const run = (name: string) => resolveArtifact({ transport: 'stdio', command: join(root, 'bin', name), args: [], cwd: work, env: {} });
    expect(await run('srv-cli')).toMatchObject({ kind: 'python', start: 'executable', distribution: 'srv', version: '2.0.0' });
    expect(await run('stray')).toMatchObject({ kind: 'executable' });
  });
});
