import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { buildLockfile, type LockedArtifact } from '../../src/snapshot/lockfile.js';
import { repoRoot } from '../helpers/servers.js';
import { snapshot } from '../support/snapshot.js';

const validate = new Ajv2020({ strict: false }).compile(JSON.parse(readFileSync(join(repoRoot, 'schemas', 'lockfile.schema.json'), 'utf8')) as object);
const sha = `sha256:${'0'.repeat(64)}`;
const withArtifact = (artifact: unknown) => JSON.parse(JSON.stringify({ ...buildLockfile(snapshot([]), { fullText: false }), artifact })) as unknown;

const KINDS: LockedArtifact[] = [
  { kind: 'npm', start: 'npx', floating: true, requested: 'srv', name: 'srv', version: '1.0.0', integrity: 'sha512-abc==', source: 'npx-cache', pinned: 'npx -y srv@1.0.0' },
  { kind: 'node-script', start: 'node', floating: false, entry: '<cwd>/server.js', sha256: sha, package: { name: 'srv', version: '1.0.0' } },
  { kind: 'python-script', start: 'python', floating: false, entry: '<cwd>/server.py', sha256: sha, project: { name: 'srv', version: '1.0.0' } },
  { kind: 'executable', start: 'executable', floating: false, path: '/usr/bin/srv', sha256: sha },
  { kind: 'image', start: 'docker', floating: true, requested: 'srv:1', digest: sha, pinned: `docker run -i srv@${sha}` },
  { kind: 'url', url: 'https://mcp.example/mcp', serverInfo: { name: 'srv', version: '1.0.0' } },
  { kind: 'unresolved', start: 'uvx', floating: true, reason: 'not-implemented', requested: 'srv' },
  { kind: 'python', start: 'uvx', floating: true, requested: 'srv', distribution: 'srv', version: '1.0.0', record: sha, verified: true, installer: 'uv', source: 'uv-cache', pinned: 'uvx srv@1.0.0' },
  { kind: 'python', start: 'executable', floating: false, distribution: 'my-srv', version: '2.0.0.dev1', record: sha, verified: false, modified: 2, origin: 'editable', source: 'site-packages' },
  { kind: 'unresolved', start: 'python', floating: false, reason: 'not-distribution', requested: 'http.server' },
];

describe('the artifact block in the published lockfile schema', () => {
  it('accepts every kind the resolver writes, and a lockfile without the block', () => {
    for (const artifact of KINDS) expect(validate(withArtifact(artifact)), `${artifact.kind}: ${JSON.stringify(validate.errors)}`).toBe(true);
    expect(validate(JSON.parse(JSON.stringify(buildLockfile(snapshot([]), { fullText: false }))))).toBe(true);
  });

  it('rejects an unknown kind or reason, a malformed hash, and any key it does not define (an env value cannot ride along)', () => {
    expect(validate(withArtifact({ ...KINDS[5], reason: 'guessed' }))).toBe(false);
    expect(validate(withArtifact({ ...KINDS[2], sha256: 'abc' }))).toBe(false);
    expect(validate(withArtifact({ ...KINDS[0], env: { TOKEN: 'x' } }))).toBe(false);
    expect(validate(withArtifact({ kind: 'tarball' }))).toBe(false);
    // A Python distribution names itself normalised, and `modified` only counts files that differ.
    expect(validate(withArtifact({ ...KINDS[6], distribution: 'My_Srv' }))).toBe(false);
    expect(validate(withArtifact({ ...KINDS[6], modified: 0 }))).toBe(false);
  });
});
