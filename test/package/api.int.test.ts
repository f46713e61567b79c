import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { capture, check, connect, diff, McpwardError, render, type Finding, type Report } from '../../src/index.js';
import { REDACTED } from '../../src/report/redact.js';
import { project } from '../support/cli.js';
import { stdioServerConfig } from '../helpers/servers.js';

const env = { PATH: process.env.PATH ?? '' };

/** The CLI in-process, in `dir`: its exit code and stdout. */
async function cli(argv: string[], dir: string): Promise<{ code: number; stdout: string }> {
  let stdout = '';
  const io: CliIO = { stdout: (t) => void (stdout += t), stderr: () => undefined, env, cwd: dir, stdoutIsTTY: false, stderrIsTTY: false };
  return { code: await main(argv, io), stdout };
}

/** What a finding says, without the timings a second run measures differently. */
const gist = (findings: readonly Finding[]) => findings.map((f) => `${f.rule} ${f.status} ${f.severity} ${f.subject?.kind ?? ''}:${f.subject?.name ?? ''} ${f.path ?? ''}`);

describe('check', () => {
  it('returns the report `mcpward run --reporter json` prints, from the same pipeline', async () => {
    const config = { server: stdioServerConfig('calls') };
    const { dir } = project(config);
    const fromCli = await cli(['run', '--reporter', 'json'], dir);
    const cliReport = JSON.parse(fromCli.stdout) as Report;
    const report = await check('mcpward.yaml', { cwd: dir, env });
    expect(report).toMatchObject({ command: 'run', completed: true, exitCode: fromCli.code, server: cliReport.server, summary: cliReport.summary });
    expect(gist(report.findings)).toEqual(gist(cliReport.findings));
    // A config object judges exactly like the file holding it.
    expect(gist((await check(config, { cwd: dir, env })).findings)).toEqual(gist(report.findings));
  });

  it('reports a run that could not complete instead of rejecting: exit 2 with the reason', async () => {
    const invalid = await check({ server: { transport: 'stdio' } } as never, { env });
    expect(invalid).toMatchObject({ completed: false, exitCode: 2, fatal: { code: 'config' } });
    expect(invalid.fatal!.message).toContain('server.command');
    const missing = await check('nowhere/mcpward.yaml', { cwd: '/', env });
    expect(missing).toMatchObject({ completed: false, exitCode: 2, fatal: { code: 'config' } });
    const dead = await check({ server: { command: process.execPath, args: ['-e', 'process.exit(3)'] } }, { env });
    expect(dead).toMatchObject({ command: 'run', completed: false, exitCode: 2, server: { transport: 'stdio' } });
  });

  it('redacts the config’s secrets from the report', async () => {
    const secret = 'canary-secret-5150';
    // The server prints its token and dies: the report quotes its stderr, with the token redacted.
    const server = { command: process.execPath, args: ['-e', 'console.error("token:", process.env.TOKEN); process.exit(3)'], env: { TOKEN: '${TOKEN}' } };
    const report = await check({ server }, { env: { ...env, TOKEN: secret } });
    expect(report.exitCode).toBe(2);
    expect(report.fatal!.message).toContain(`token: ${REDACTED}`);
    expect(JSON.stringify(report)).not.toContain(secret);
  });
});

describe('capture and diff', () => {
  it('diffs a snapshot against the baseline exactly as `mcpward diff` does', async () => {
    const drift = { baseline: './mcpward.lock.json', fail_on: 'low' };
    const p = project({ server: stdioServerConfig('drift', ['--variant', 'v1']), checks: { drift } });
    expect((await cli(['baseline'], p.dir)).code).toBe(0);
    const lockfile = join(p.dir, 'mcpward.lock.json');
    expect(existsSync(lockfile)).toBe(true);

    const same = await diff(lockfile, await capture('mcpward.yaml', { cwd: p.dir, env }));
    expect(same).toMatchObject({ command: 'diff', exitCode: 0 });

    p.write({ server: stdioServerConfig('drift', ['--variant', 'v2']), checks: { drift } });
    const snapshot = await capture('mcpward.yaml', { cwd: p.dir, env });
    expect(snapshot.tools.length).toBeGreaterThan(0);
    const changed = await diff(lockfile, snapshot, { config: 'mcpward.yaml', cwd: p.dir });
    const fromCli = JSON.parse((await cli(['diff', '--reporter', 'json'], p.dir)).stdout) as Report;
    expect(changed.exitCode).toBe(1);
    expect(changed.exitCode).toBe(fromCli.exitCode);
    expect(gist(changed.findings)).toEqual(gist(fromCli.findings));
    expect(changed.findings.map((f) => f.rule)).toContain('tool_removed');
    expect(gist((await check('mcpward.yaml', { cwd: p.dir, env, command: 'diff' })).findings)).toEqual(gist(fromCli.findings));
  });

  it('rejects an unreachable server and an unreadable lockfile with McpwardError', async () => {
    await expect(capture({ server: { command: process.execPath, args: ['-e', 'process.exit(3)'] } }, { env })).rejects.toBeInstanceOf(McpwardError);
    const snapshot = await capture({ server: stdioServerConfig('modern') }, { env });
    await expect(diff('/nonexistent/mcpward.lock.json', snapshot)).rejects.toThrow(/No baseline at/);
  });
});

describe('render', () => {
  it('renders every CLI format from a report, and refuses an unknown one', async () => {
    const report = await check({ server: stdioServerConfig('modern') }, { env });
    const json = JSON.parse(await render(report, 'json')) as Omit<typeof report, 'findings'> & { findings: Array<Record<string, unknown> & { message: unknown }> };
    // The JSON reporter adds each finding's rendered message beside its rule and arguments.
    expect({ ...json, findings: json.findings.map(({ message: _message, ...f }) => f) }).toEqual(report);
    expect(json.findings.every((f) => typeof f.message === 'string' && f.message !== '')).toBe(true);
    expect(await render(report, 'junit')).toMatch(/^<\?xml/);
    expect(JSON.parse(await render(report, 'sarif'))).toMatchObject({ version: '2.1.0' });
    expect(await render(report, 'markdown')).toContain('mcpward');
    const plain = await render(report, 'console');
    expect(plain).not.toContain('\u001b[');
    expect(await render(report, 'console', { color: true })).toContain('\u001b[');
    await expect(render(report, 'yaml' as never)).rejects.toThrow(/Unknown report format "yaml"/);
  });
});

describe('connect', () => {
  it('opens a session that records exchanges, and close() reaps the server', async () => {
    const conn = await connect(stdioServerConfig('modern'), { env });
    try {
      expect(conn.transport).toBe('stdio');
      const listed = await conn.request('tools/list', {});
      expect(listed.outcome).toBe('result');
      expect(conn.exchanges.at(-1)?.method).toBe('tools/list');
    } finally {
      await conn.close();
    }
    expect(conn.alive()).toBe(false);
  });

  it('rejects an invalid server section with McpwardError naming the key', async () => {
    await expect(connect({ transport: 'http' } as never, { env })).rejects.toThrow(/server\.url|url/);
  });
});
