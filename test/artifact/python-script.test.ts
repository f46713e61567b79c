import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveArtifact } from '../../src/edge/artifact.js';

// `python path/to/server.py`: the script on disk and the project around it, read offline.
const work = mkdtempSync(join(tmpdir(), 'mcpward-pyscript-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const SERVER = 'from mcp.server import Server\n';
const at = (dir: string, args: string[], command = 'python3') => resolveArtifact({ transport: 'stdio', command, args, cwd: dir, env: {} });

describe('python path/to/server.py', () => {
  it('pins the script’s real path and SHA-256 with the pyproject.toml project around it, server arguments ignored', async () => {
    const dir = join(work, 'proj');
    mkdirSync(join(dir, 'src'), { recursive: true });
    writeFileSync(join(dir, 'src', 'server.py'), SERVER);
    writeFileSync(join(dir, 'pyproject.toml'), '[build-system]\nrequires = ["hatchling"]\n\n[project]\nname = "weather-mcp"\nversion = "2.1.0"\ndependencies = ["mcp==2.3.0"]\n\n[tool.x]\nname = "other"\n');
    const a = await at(dir, ['-u', 'src/server.py', '--port', '1']);
    expect(a).toEqual({
      kind: 'python-script', start: 'python', floating: false, entry: join(dir, 'src', 'server.py'),
      sha256: `sha256:${createHash('sha256').update(SERVER).digest('hex')}`, project: { name: 'weather-mcp', version: '2.1.0' },
    });
    // A venv's interpreter by path is the same start.
    expect(await at(dir, ['src/server.py'], join(dir, '.venv', 'bin', 'python3.11'))).toMatchObject({ kind: 'python-script' });
  });

  it('keeps only a well-formed name and version from the project’s own text, and nothing without a [project] table', async () => {
    const dir = join(work, 'hostile');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'server.py'), SERVER);
    writeFileSync(join(dir, 'pyproject.toml'), '[project]\nname = "x; rm -rf /"\nversion = "1.0.0"\n');
    expect(await at(dir, ['server.py'])).toMatchObject({ project: { version: '1.0.0' } });
    expect(((await at(dir, ['server.py'])) as { project?: { name?: string } }).project?.name).toBeUndefined();
    writeFileSync(join(dir, 'pyproject.toml'), '[tool.poetry]\nname = "poetry-only"\n');
    expect(await at(dir, ['server.py'])).not.toHaveProperty('project');
  });

  it('says what it cannot pin: a missing script, inline code', async () => {
    expect(await at(work, ['missing.py'])).toMatchObject({ kind: 'unresolved', start: 'python', reason: 'not-found', requested: 'missing.py' });
    expect(await at(work, ['-c', 'import os'])).toMatchObject({ kind: 'unresolved', start: 'python', reason: 'unparsed-arguments' });
  });
});
