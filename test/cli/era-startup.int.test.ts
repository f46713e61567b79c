import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, stdioServerConfig, type FixtureName } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';

// The built CLI against servers that start slowly (they read nothing for seconds, as a Python SDK
// server importing on a busy runner does): the era, the exit code and the findings are the ones
// the same server gets when it starts at once, no finding is about mcpward's own probe, and a
// server that dies on the probe is restarted in the legacy era with a note on stderr. Every delay
// is a lower bound and every budget generous, so the verdicts hold with both cores busy.

interface JsonReport {
  exitCode: number;
  server?: { name?: string; era?: string; protocolVersion?: string };
  fatal?: { code: string; message: string };
  findings: Array<{ rule: string; status: string; args?: Record<string, unknown> }>;
}

const DELAY = '3000';

async function run(server: object, extra: object = {}) {
  const p = project({ server, ...extra });
  const r = await runCli(['run', '--reporter', 'json'], { cwd: p.dir, timeoutMs: 180_000 });
  return { code: r.code, stderr: r.stderr, report: JSON.parse(r.stdout) as JsonReport };
}

/** Every finding that is not a pass, as `rule:status`, sorted: the verdict a user acts on. */
const verdicts = (report: JsonReport) =>
  report.findings
    .filter((f) => f.status !== 'pass' && f.status !== 'skip')
    .map((f) => `${f.rule}:${f.status}`)
    .sort();

const aboutTheStream = (report: JsonReport) => report.findings.filter((f) => f.rule === 'jsonrpc_stream' && f.status !== 'pass');

describe('a slow start changes nothing: the same era, exit code and findings as a quick one', () => {
  it.each<[FixtureName, string]>([
    ['modern', 'modern'],
    ['legacy', 'legacy'],
  ])('%s fixture with a 3 s start-up delay', async (name, era) => {
    const quick = await run(stdioServerConfig(name));
    const slow = await run(stdioServerConfig(name, ['--start-delay-ms', DELAY]));
    expect(slow.report.fatal).toBeUndefined();
    expect(slow.report.server?.era).toBe(era);
    expect(slow.report.server?.protocolVersion).toBe(quick.report.server?.protocolVersion);
    expect(slow.code).toBe(quick.code);
    expect(slow.code).toBe(0);
    // No finding about a late answer to mcpward's own era probe, or any other stream anomaly.
    expect(aboutTheStream(slow.report)).toEqual([]);
    expect(verdicts(slow.report)).toEqual(verdicts(quick.report));
  }, 400_000);
});

describe('an older Python SDK server that dies on the era probe', () => {
  it('is restarted in the legacy era, exit 0, with a note on stderr and no finding about it', async () => {
    // `unknown_method` is off: the fixture answers an unknown method with the mcp 1.x -32602, whose
    // grade is not what this test is about.
    const { code, stderr, report } = await run(stdioServerConfig('old-python-sdk', ['--start-delay-ms', DELAY]), { rules: { unknown_method: 'off' } });
    expect(report.fatal).toBeUndefined();
    expect(code).toBe(0);
    expect(report.server).toMatchObject({ name: 'old-python-sdk-fixture', era: 'legacy' });
    expect(stderr).toMatch(/Note: the server stopped on the `server\/discover` era probe .*started it again and opened with `initialize`/);
    expect(aboutTheStream(report)).toEqual([]);
    expect(report.findings.find((f) => f.rule === 'handshake')?.status).toBe('pass');
  }, 400_000);
});

describe('timeouts.connect_ms bounds the wait for the probe', () => {
  it('a server that never answers server/discover fails at the budget (exit 2), naming it and server.protocol', async () => {
    const hostile = { transport: 'stdio', command: process.execPath, args: [join(repoRoot, 'fixtures', 'servers', 'hostile.mjs'), '--hold', 'server/discover'] };
    const { code, report } = await run(hostile, { timeouts: { connect_ms: 2000 } });
    expect(code).toBe(2);
    expect(report.fatal?.code).toBe('timeout');
    expect(report.fatal?.message).toContain('timeouts.connect_ms = 2000 ms');
    expect(report.fatal?.message).toContain('server.protocol: legacy');
    expect(report.findings).toEqual([]);
  }, 400_000);
});
