import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import type { CliIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { stdioServerConfig } from '../helpers/servers.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

async function cli(args: string[], files: Record<string, string>, env: Record<string, string> = {}, stderrIsTTY = false) {
  const dir = mkdtempSync(join(tmpdir(), 'mcpward-print-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  let stdout = '';
  let stderr = '';
  const io: CliIO = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: { PATH: process.env.PATH, ...env }, cwd: dir, stdoutIsTTY: false, stderrIsTTY };
  const code = await main(args, io);
  return { code, stdout, stderr, dir };
}

describe('mcpward --print-config', () => {
  const http = 'server:\n  transport: http\n  url: https://${HOST}/mcp\n  headers:\n    Authorization: "Bearer ${TOKEN}"\n    X-Api-Key: literal-key-0123456789\n';
  const env = { HOST: 'internal.example.com', TOKEN: 'canary-token-4711' };

  it('prints the resolved config with every default, environment values as ${VAR}, other secrets as ***', async () => {
    const r = await cli(['--print-config'], { 'mcpward.yaml': http }, env);
    expect(r.code, r.stderr).toBe(0);
    const printed = parse(r.stdout) as { server: { url: string; headers: Record<string, string> }; timeouts: { call_ms: number }; checks: { drift: { baseline: string } } };
    expect(printed.server.url).toBe('https://${HOST}/mcp');
    expect(printed.server.headers).toEqual({ Authorization: 'Bearer ${TOKEN}', 'X-Api-Key': '***' });
    expect(printed.timeouts.call_ms).toBe(30000);
    expect(printed.checks.drift.baseline).toBe(join(r.dir, 'mcpward.lock.json'));
    for (const secret of ['internal.example.com', 'canary-token-4711', 'literal-key-0123456789']) expect(r.stdout).not.toContain(secret);
  });

  it('takes a file and --server for a fleet; a config error is exit 2 on stderr', async () => {
    const fleet = stringify({ servers: { a: stdioServerConfig('legacy'), b: stdioServerConfig('modern') } });
    const r = await cli(['--print-config', 'fleet.yaml', '--server', 'b'], { 'fleet.yaml': fleet });
    expect(r.code, r.stderr).toBe(0);
    expect(Object.keys((parse(r.stdout) as { servers: object }).servers)).toEqual(['b']);
    const bad = await cli(['--print-config'], { 'mcpward.yaml': 'server:\n  transport: stdio\n  command: node\ntimeouts:\n  cal_ms: 5\n' });
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain('timeouts.cal_ms');
  });

  it('an unset variable is the same error a run gives', async () => {
    const r = await cli(['--print-config'], { 'mcpward.yaml': http }, { HOST: 'h' });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('TOKEN is not set');
  });

  it('a word that is no command is still an unknown command', async () => {
    const r = await cli(['rnu'], {});
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("unknown command 'rnu'");
  });
});

describe('--quiet', () => {
  it('the console report lists only failures, and stderr has no progress, notes or "Report written"', async () => {
    const config = stringify({ server: stdioServerConfig('noncompliant'), checks: { latency: { enabled: false } } });
    const loud = await cli(['run', '-r', 'console', '-r', 'json:r.json'], { 'mcpward.yaml': config }, {}, true);
    const quiet = await cli(['run', '-q', '-r', 'console', '-r', 'json:r.json'], { 'mcpward.yaml': config }, {}, true);
    expect(quiet.code).toBe(loud.code);
    expect(loud.stdout).toMatch(/^\s*⚠ /m);
    expect(quiet.stdout).not.toMatch(/^\s*[⚠-] /m);
    expect(quiet.stdout).toMatch(/^\s*✗ /m);
    // The summary still counts every finding.
    const summary = (text: string) => text.split('\n').find((line) => line.startsWith('Summary:'));
    expect(summary(quiet.stdout)).toMatch(/\d+ passed/);
    expect(summary(quiet.stdout)).toBe(summary(loud.stdout));
    expect(loud.stderr).toContain('Report written to r.json');
    expect(quiet.stderr).toBe('');
  });
});
