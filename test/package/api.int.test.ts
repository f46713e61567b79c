import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { capture, check, connect, diff, McpwardError, render, RequestError, type Finding, type FleetReport, type Report } from '../../src/index.js';
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
    // diff() judges a snapshot, which holds no artifact (nothing was started by it): the CLI it is
    // compared with leaves the artifact family out too.
    const p = project({ server: stdioServerConfig('drift', ['--variant', 'v1']), checks: { drift, artifact: false } });
    expect((await cli(['baseline'], p.dir)).code).toBe(0);
    const lockfile = join(p.dir, 'mcpward.lock.json');
    expect(existsSync(lockfile)).toBe(true);

    const same = await diff(lockfile, await capture('mcpward.yaml', { cwd: p.dir, env }));
    expect(same).toMatchObject({ command: 'diff', exitCode: 0 });

    p.write({ server: stdioServerConfig('drift', ['--variant', 'v2']), checks: { drift, artifact: false } });
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
      // `request` resolves to the result itself; `exchange` to the record.
      const listed = await conn.request<{ tools: Array<{ name: string }> }>('tools/list', {});
      expect(listed.tools.length).toBeGreaterThan(0);
      expect(conn.exchanges.at(-1)?.method).toBe('tools/list');
      const record = await conn.exchange('tools/list', {});
      expect(record).toMatchObject({ method: 'tools/list', outcome: 'result', result: listed });
      // A JSON-RPC error rejects with the code and the exchange.
      const failed = await conn.request('no/such/method', {}).catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(RequestError);
      expect((failed as RequestError).rpcCode).toBe(-32601);
      expect((failed as RequestError).exchange.outcome).toBe('error');
    } finally {
      await conn.close();
    }
    expect(conn.alive()).toBe(false);
  });

  it('rejects an invalid server section with McpwardError naming the key', async () => {
    await expect(connect({ transport: 'http' } as never, { env })).rejects.toThrow(/server\.url|url/);
  });
});

describe('fleets', () => {
  const fleetConfig = () => ({
    servers: {
      notes: stdioServerConfig('modern'),
      tools: { ...stdioServerConfig('calls'), checks: { latency: { enabled: false } } },
    },
  });

  it('checks a fleet as `mcpward run` does, one server of it as `run --server`, and names the choice when none is made', async () => {
    const { dir } = project(fleetConfig());
    const fromCli = JSON.parse((await cli(['run', '--reporter', 'json'], dir)).stdout) as FleetReport;
    const fleet = await check('mcpward.yaml', { cwd: dir, env, servers: 'all', jobs: 2 });
    expect(fleet).toMatchObject({ kind: 'fleet', exitCode: fromCli.exitCode, completed: fromCli.completed });
    expect(fleet.servers.map((s) => s.fleetName)).toEqual(['notes', 'tools']);
    for (const [i, server] of fleet.servers.entries()) expect(gist(server.findings)).toEqual(gist(fromCli.servers[i]!.findings));

    const one = await check('mcpward.yaml', { cwd: dir, env, server: 'tools' });
    const oneCli = JSON.parse((await cli(['run', '--server', 'tools', '--reporter', 'json'], dir)).stdout) as Report;
    expect(one).toMatchObject({ fleetName: 'tools', exitCode: oneCli.exitCode });
    expect(gist(one.findings)).toEqual(gist(oneCli.findings));

    const unchosen = await check(fleetConfig(), { cwd: dir, env });
    expect(unchosen).toMatchObject({ completed: false, exitCode: 2, fatal: { code: 'usage' } });
    expect(unchosen.fatal!.message).toContain("{ server: 'NAME' }");
    const unknown = await check(fleetConfig(), { cwd: dir, env, servers: ['nope'] });
    expect(unknown).toMatchObject({ kind: 'fleet', exitCode: 2 });
    expect(unknown.servers[0]!.fatal!.message).toContain('nope');
  });

  it('captures one server or several, with typed tools beside the raw items', async () => {
    const { dir } = project(fleetConfig());
    const all = await capture('mcpward.yaml', { cwd: dir, env, servers: 'all' });
    expect(Object.keys(all)).toEqual(['notes', 'tools']);
    const notes = await capture('mcpward.yaml', { cwd: dir, env, server: 'notes' });
    const tool = notes.tools[0]!;
    // Typed fields, no cast: what the server sent, with the protocol's types.
    const name: string | undefined = tool.name;
    expect(name).toBe((tool.raw as { name: string }).name);
    expect(tool.inputSchema).toEqual((tool.raw as { inputSchema: unknown }).inputSchema);
    expect(all.notes!.tools.map((t) => t.name)).toEqual(notes.tools.map((t) => t.name));
  });
});

describe('render with locations', () => {
  it('gives SARIF results the locations of the CLI’s SARIF: the lockfile entry of each drifted tool', async () => {
    const drift = { baseline: './mcpward.lock.json', fail_on: 'low' };
    const p = project({ server: stdioServerConfig('drift', ['--variant', 'v1']), checks: { drift } });
    expect((await cli(['baseline'], p.dir)).code).toBe(0);
    p.write({ server: stdioServerConfig('drift', ['--variant', 'v2']), checks: { drift } });
    type Sarif = { runs: Array<{ results: Array<{ ruleId: string; locations?: unknown[] }> }> };
    const fromCli = JSON.parse((await cli(['diff', '--reporter', 'sarif'], p.dir)).stdout) as Sarif;
    const report = await check('mcpward.yaml', { cwd: p.dir, env, command: 'diff' });
    const sarif = JSON.parse(await render(report, 'sarif', { cwd: p.dir, root: p.dir })) as Sarif;
    const located = (log: Sarif) => log.runs[0]!.results.map((r) => ({ rule: r.ruleId, locations: r.locations }));
    expect(sarif.runs[0]!.results.length).toBeGreaterThan(0);
    expect(sarif.runs[0]!.results.every((r) => (r.locations?.length ?? 0) > 0)).toBe(true);
    expect(located(sarif)).toEqual(located(fromCli));
    expect(JSON.stringify(sarif)).toContain('mcpward.lock.json');
  });
});
