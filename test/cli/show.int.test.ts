import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturePath, startHttpFixture, stdioServerConfig } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';
import { surfaceAsSent } from './surface-fixture.js';

const CANARY = 'canary-show-Qv93-secret';

function stdioProject(env: Record<string, string> = {}) {
  const p = project({});
  const starts = join(p.dir, 'starts');
  p.write({ server: { transport: 'stdio', command: process.execPath, args: [fixturePath('surface')], env: { FIXTURE_START_FILE: starts, ...env } } });
  return { ...p, starts };
}

describe('mcpward show', () => {
  it('prints the surface as JSON exactly as the server sent it, runs no checks, exit 0', async () => {
    const p = stdioProject();
    const r = await runCli(['show'], { cwd: p.dir });
    expect(r.code, r.stderr).toBe(0);
    const sent = await surfaceAsSent();
    expect(JSON.stringify(JSON.parse(r.stdout))).toBe(JSON.stringify(sent));
    // No checks: no summary, and the one start is the capture (no calls, no probes restart it).
    expect(r.stdout + r.stderr).not.toContain('Summary');
    expect(readFileSync(p.starts, 'utf8').trim().split('\n')).toHaveLength(1);
  });

  it('escapes a bidi override as \\u202e, so it never reaches the terminal raw', async () => {
    const p = stdioProject();
    const r = await runCli(['show'], { cwd: p.dir });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('report\\u202egnp.exe');
    expect(r.stdout).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/u);
  });

  it('redacts a config secret the server echoes from its env (stdio)', async () => {
    const p = stdioProject({ FIXTURE_ECHO: '${SHOW_TOKEN}' });
    const r = await runCli(['show', '--debug'], { cwd: p.dir, env: { SHOW_TOKEN: CANARY } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout + r.stderr).not.toContain(CANARY);
    const whoami = (JSON.parse(r.stdout) as { tools: Array<{ name: string; description: string }> }).tools.find((t) => t.name === 'whoami')!;
    expect(whoami.description).toBe('Says who is calling: ***.');
  });

  it('--out into a missing folder creates it; a path that is a folder is exit 2 before the server starts', async () => {
    const p = stdioProject();
    const made = await runCli(['show', '--out', 'out/deeper/surface.json'], { cwd: p.dir });
    expect(made.code, made.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(p.dir, 'out/deeper/surface.json'), 'utf8'))).toHaveProperty('tools');
    const refused = await runCli(['show', '--out', 'out'], { cwd: p.dir });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Cannot write the surface to out (--out): it is a folder');
    // The first run started the server once; the refused one never did.
    expect(readFileSync(p.starts, 'utf8').trim().split('\n')).toHaveLength(1);
  });

  it('redacts a config secret the server echoes from a header (HTTP), --out writes the file', async () => {
    const http = await startHttpFixture('surface');
    const p = project({ server: { transport: 'http', url: http.url, headers: { Authorization: 'Bearer ${SHOW_TOKEN}' } } });
    const r = await runCli(['show', '--debug', '--out', 'surface.json'], { cwd: p.dir, env: { SHOW_TOKEN: CANARY } });
    expect(r.code, r.stderr).toBe(0);
    const written = readFileSync(join(p.dir, 'surface.json'), 'utf8');
    expect(written + r.stdout + r.stderr).not.toContain(CANARY);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('Surface written to surface.json');
    expect(r.stderr).toContain('[debug]');
    const surface = JSON.parse(written) as { transport: string; tools: Array<{ name: string; description: string }> };
    expect(surface.transport).toBe('http');
    expect(surface.tools.find((t) => t.name === 'whoami')!.description).toBe('Says who is calling: ***.');
  });

  it('says on stderr when a list did not complete, and still prints what arrived', async () => {
    const p = project({ server: stdioServerConfig('paginated', ['--cursor-loop']) });
    const r = await runCli(['show'], { cwd: p.dir });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/⚠ The tools list did not complete \(cursor-loop\)/);
    expect((JSON.parse(r.stdout) as { tools: unknown[] }).tools.length).toBeGreaterThan(0);
  });

  it('exits 2 with the reason when it cannot connect, and prints no JSON', async () => {
    const p = project({ server: { transport: 'stdio', command: join('/nonexistent', 'mcp-server') } });
    const r = await runCli(['show', '--out', 'surface.json'], { cwd: p.dir });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/✗ .*mcp-server/);
    expect(existsSync(join(p.dir, 'surface.json'))).toBe(false);
  });

  it('exits 2 naming the file when the config is missing', async () => {
    const p = project({});
    const r = await runCli(['show', '-c', 'other.yaml'], { cwd: p.dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('other.yaml');
  });
});
