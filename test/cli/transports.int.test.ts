import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/types.js';
import type { Finding } from '../../src/rules/index.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { repoRoot, startEverythingHttp, startHttpFixture, stdioServerConfig, type FixtureName } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';

/**
 * Transport-specific rules: stdout exists only on stdio; the Origin/Host, GET, notification and
 * re-initialize probes exist only on Streamable HTTP; what runs is a file on disk for a stdio start
 * (`floating_start` passes) and a URL over HTTP (nothing to pin). Everything else must be identical.
 */
const TRANSPORT_ONLY = new Set(['stdout_noise', 'origin_validation', 'host_validation', 'get_not_allowed', 'notification_accepted', 'initialize_version_fallback', 'floating_start']);

/**
 * Compared on verdict only: timings differ between any two runs, the probes' texts name the HTTP
 * status where there is one, and HTTP-only probes add exchanges to the counted ones.
 */
const VERDICT_ONLY = new Set(['latency_budget', 'unknown_method', 'invalid_cursor', 'unsupported_version', 'reserved_error_code', 'result_type']);

const key = (f: Finding) =>
  `${f.rule} ${f.status} ${f.subject?.kind ?? ''}:${f.subject?.name ?? ''} ${f.path ?? ''} ${VERDICT_ONLY.has(f.rule) ? '' : JSON.stringify(f.args)}`;

const reportSchema = new Ajv2020({ strict: false }).compile(JSON.parse(readFileSync(join(repoRoot, 'schemas', 'report.schema.json'), 'utf8')) as object);

async function runOver(server: object, checks: object = {}): Promise<Report> {
  const p = project({ server, checks });
  const r = await runCli(['run', '--reporter', 'json'], { cwd: p.dir });
  const report = JSON.parse(r.stdout) as Report;
  // Every real report validates against the published schema.
  expect(reportSchema(report), JSON.stringify(reportSchema.errors)).toBe(true);
  expect(report.completed, r.stdout + r.stderr).toBe(true);
  expect(r.code).toBe(report.exitCode);
  return report;
}

const parityView = (r: Report, differs: string[] = []) =>
  r.findings.filter((f) => !TRANSPORT_ONLY.has(f.rule) && !differs.includes(f.rule)).map(key).sort();

const cases: Array<{ name: FixtureName; transports: Array<'http' | 'sse'>; era: 'legacy' | 'modern'; version: string; differs?: string[] }> = [
  { name: 'legacy', transports: ['http', 'sse'], era: 'legacy', version: '2025-11-25' },
  // A real server bug, not a parity gap: the official 2.4 server checks the protocol version of only
  // the first request on stdio, so it serves an unsupported version there and refuses it over HTTP.
  { name: 'modern', transports: ['http'], era: 'modern', version: '2026-07-28', differs: ['unsupported_version'] },
  { name: 'modern-raw', transports: ['http'], era: 'modern', version: '2026-07-28' },
];

describe.each(cases)('$name fixture ($era era)', ({ name, transports, era, version, differs }) => {
  it(`negotiates ${version} and reports the same findings over stdio and ${transports.join(', ')}`, async () => {
    const viaStdio = await runOver(stdioServerConfig(name));
    expect(viaStdio.server).toMatchObject({ transport: 'stdio', era, protocolVersion: version });
    expect(viaStdio.findings.some((f) => f.rule === 'handshake' && f.status === 'pass')).toBe(true);
    for (const transport of transports) {
      const server = await startHttpFixture(name, ['--transport', transport]);
      try {
        const viaHttp = await runOver({ transport, url: server.url });
        expect(viaHttp.server).toMatchObject({ transport, era, protocolVersion: version });
        expect(parityView(viaHttp, differs)).toEqual(parityView(viaStdio, differs));
      } finally {
        await server.stop();
      }
    }
    if (differs?.includes('unsupported_version')) {
      // The 2.x stdio entry checks the version on the first request only: low, so a warning under the default threshold.
      expect(viaStdio.findings.find((f) => f.rule === 'unsupported_version')).toMatchObject({ status: 'warn', severity: 'low', args: { sdk: 'mcp-sdk-2' } });
    }
  });
});

describe('protocol pinning', () => {
  it('protocol: legacy talks initialize to a dual-era server', async () => {
    const report = await runOver({ ...stdioServerConfig('modern'), protocol: 'legacy' });
    expect(report.server).toMatchObject({ era: 'legacy' });
  });
  it('a pinned modern version against a legacy server is exit 2 suggesting auto or legacy', async () => {
    const p = project({ server: { ...stdioServerConfig('legacy'), protocol: '2026-07-28' } });
    const r = await runCli(['run'], { cwd: p.dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('-32601');
    expect(r.stderr).toContain('server.protocol: auto or legacy');
  });
});

describe('@modelcontextprotocol/server-everything from npm', () => {
  it('runs over stdio and Streamable HTTP with identical findings', async () => {
    const bin = join(repoRoot, 'node_modules', '@modelcontextprotocol', 'server-everything', 'dist', 'index.js');
    // Its read-only "long running operation" takes 10 s a call; latency sampling is tested elsewhere.
    const checks = { latency: { enabled: false } };
    const viaStdio = await runOver({ transport: 'stdio', command: process.execPath, args: [bin] }, checks);
    expect(viaStdio.server?.name).toBeTruthy();
    expect(viaStdio.findings.length).toBeGreaterThan(10);
    const server = await startEverythingHttp();
    try {
      const viaHttp = await runOver({ transport: 'http', url: server.url }, checks);
      expect(parityView(viaHttp)).toEqual(parityView(viaStdio));
    } finally {
      await server.stop();
    }
  }, 120_000);
});
