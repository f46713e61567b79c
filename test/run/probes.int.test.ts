/**
 * The protocol probes against real servers: the project's fixtures in both eras, over stdio and
 * Streamable HTTP, and `noncompliant.mjs`, which gets every probe wrong (or, with --compliant,
 * right). The checks' verdicts on what the probes recorded are asserted here too.
 */
import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../../src/checks/compliance/index.js';
import type { Connection, HttpProbe, ServerTarget } from '../../src/client/types.js';
import { findingMessage, type Finding } from '../../src/rules/index.js';
import { plainQuote } from '../../src/report/common.js';
import { isLoopbackOrPrivate, runProtocolProbes } from '../../src/run/probes.js';
import { captureSnapshot, listPages } from '../../src/run/capture.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { connectForTest, fixtureStdio } from '../client/support.js';
import { startHttpFixture, type FixtureName } from '../helpers/servers.js';

const NONCOMPLIANT: FixtureName = 'noncompliant';

async function target(name: FixtureName, transport: 'stdio' | 'http', args: string[], headers: Record<string, string> = {}): Promise<ServerTarget> {
  if (transport === 'stdio') return fixtureStdio(name, ...args);
  return { transport: 'http', url: (await startHttpFixture(name, args)).url, headers };
}

async function probe(name: FixtureName, transport: 'stdio' | 'http', args: string[] = [], headers?: Record<string, string>) {
  const where = await target(name, transport, args, headers);
  const conn = await connectForTest(where);
  const snapshot = await captureSnapshot(conn, { maxPages: 50 });
  const probes = await runProtocolProbes(conn, snapshot, { callMs: 5000, target: where });
  const findings = checkCompliance(snapshot, probes);
  /** Status of the one finding of a rule (the first, for per-list rules). */
  const status = (rule: string) => findings.find((f) => f.rule === rule)?.status;
  return { conn, snapshot, probes, findings, status };
}

const statuses = (findings: Finding[], rules: string[]) => Object.fromEntries(rules.map((rule) => [rule, findings.find((f) => f.rule === rule)?.status ?? 'none']));

const PROBE_RULES = [
  'unknown_method',
  'invalid_cursor',
  'pagination_stable',
  'unsupported_version',
  'initialize_version_fallback',
  'ping',
  'origin_validation',
  'host_validation',
  'get_not_allowed',
  'notification_accepted',
];
const MODERN_RULES = ['result_type', 'cache_fields', 'discover_complete', 'reserved_error_code'];

describe('well-behaved servers', () => {
  it('legacy over stdio: the session-bound probes run, the HTTP ones are skipped with reasons', async () => {
    const { probes, findings } = await probe('legacy', 'stdio');
    expect(probes).toMatchObject({ era: 'legacy', transport: 'stdio', protocolVersion: '2025-11-25' });
    expect(probes.probes.unknown_method.sent).toEqual({ method: 'mcpward/does-not-exist', params: {} });
    expect(probes.probes.initialize_unknown_version.outcome).toEqual({ kind: 'skipped', reason: 'the stdio transport has no Streamable HTTP endpoint: a second initialize would re-initialize the live session' });
    expect(statuses(findings, PROBE_RULES)).toEqual({
      unknown_method: 'pass',
      // SDK 1.x McpServer ignores cursors it never issued and answers from the start.
      invalid_cursor: 'warn',
      pagination_stable: 'pass',
      unsupported_version: 'skip',
      initialize_version_fallback: 'skip',
      ping: 'pass',
      origin_validation: 'skip',
      host_validation: 'skip',
      get_not_allowed: 'skip',
      notification_accepted: 'skip',
    });
    for (const rule of MODERN_RULES) expect(findings.find((f) => f.rule === rule)).toMatchObject({ status: 'skip', args: { reason: 'not-applicable', version: '2025-11-25' } });
  });

  it('legacy over HTTP: a fresh initialize, DNS-rebinding probes with a control, a notification', async () => {
    const { probes, findings } = await probe('legacy', 'http');
    const init = probes.probes.initialize_unknown_version;
    expect(init.sent?.http?.headerNames).not.toContain('mcp-session-id');
    expect(init.sent?.params).toMatchObject({ protocolVersion: '1999-01-01' });
    expect(probes.probes.foreign_origin).toMatchObject({ sent: { http: { verb: 'POST', probeHeaders: { origin: 'http://evil.example' } } }, outcome: { kind: 'http', reply: { status: 403 }, control: { status: 200 } } });
    expect(statuses(findings, PROBE_RULES)).toEqual({
      unknown_method: 'pass',
      invalid_cursor: 'warn',
      pagination_stable: 'pass',
      unsupported_version: 'skip',
      initialize_version_fallback: 'pass',
      ping: 'pass',
      origin_validation: 'pass',
      // Every fixture checks Origin, none checks Host: defence in depth the spec does not require.
      host_validation: 'warn',
      get_not_allowed: 'skip',
      notification_accepted: 'pass',
    });
  });

  it('modern (SDK 2.x) over HTTP passes every modern rule', async () => {
    const { findings } = await probe('modern', 'http');
    expect(statuses(findings, [...PROBE_RULES, ...MODERN_RULES])).toEqual({
      unknown_method: 'pass',
      invalid_cursor: 'warn',
      pagination_stable: 'pass',
      unsupported_version: 'pass',
      initialize_version_fallback: 'skip',
      ping: 'skip',
      origin_validation: 'pass',
      host_validation: 'warn',
      get_not_allowed: 'pass',
      notification_accepted: 'pass',
      result_type: 'pass',
      cache_fields: 'pass',
      discover_complete: 'pass',
      reserved_error_code: 'pass',
    });
  });

  it('modern (SDK 2.x) over stdio: the SDK serves a request that declares an unknown version', async () => {
    const { probes, status, findings } = await probe('modern', 'stdio');
    // Recorded evidence, not a wish: @modelcontextprotocol/server 2.4 over stdio answers
    // server/discover with protocol version 1999-01-01 with a result instead of -32022.
    expect(probes.probes.unsupported_version.outcome).toMatchObject({ kind: 'exchange', exchange: { outcome: 'result' } });
    expect(status('unsupported_version')).toBe('fail');
    // Asked first thing on a fresh connection, the same SDK rejects it: it checks the first request only.
    expect(probes.probes.unsupported_version.firstRequest).toMatchObject({ kind: 'exchange', exchange: { outcome: 'error', error: { code: -32022 } } });
    const f = findings.find((x) => x.rule === 'unsupported_version');
    expect(f?.args).toMatchObject({ sdk: 'mcp-sdk-2' });
    expect(f?.args).toMatchObject({ actual: 'checked-first-only', live: { actual: 'result' }, fresh: { actual: 'error', errorCode: -32022 } });
    expect(findingMessage(f!, plainQuote)).toMatch(/got a result on the live session, though error -32022 .* as the first request of a fresh connection: the version is checked on the first request only/);
    expect(status('unknown_method')).toBe('pass');
    expect(status('result_type')).toBe('pass');
  });

  it.each(['stdio', 'http'] as const)('modern-raw over %s passes every rule it can, paginated over three pages', async (transport) => {
    const { findings, snapshot } = await probe('modern-raw', transport, ['--page-size', '3']);
    expect(snapshot.lists.tools.pages).toHaveLength(3);
    const problems = findings.filter((f) => f.status === 'fail' || f.status === 'warn');
    // Host validation is the one defence modern-raw leaves out.
    expect(problems.map((f) => f.rule)).toEqual(transport === 'http' ? ['host_validation'] : []);
    expect(statuses(findings, ['invalid_cursor', 'unsupported_version', 'cache_scope_consistent', 'pagination_duplicates', 'get_not_allowed'])).toEqual({
      invalid_cursor: 'pass',
      unsupported_version: 'pass',
      cache_scope_consistent: 'pass',
      pagination_duplicates: 'pass',
      get_not_allowed: transport === 'http' ? 'pass' : 'skip',
    });
  });

  it('never calls a tool', async () => {
    const { conn } = await probe('modern-raw', 'http');
    expect(conn.exchanges.map((e) => e.method)).not.toContain('tools/call');
  });

  it('records header names, never the values of configured headers', async () => {
    const secret = 'Bearer probe-secret-token';
    const { probes } = await probe('legacy', 'http', [], { Authorization: secret });
    const recorded = JSON.stringify(probes);
    expect(recorded).not.toContain('probe-secret-token');
    expect(probes.probes.foreign_host.sent?.http?.headerNames).toContain('authorization');
    const unknown = probes.probes.unknown_method.outcome;
    expect(unknown.kind === 'exchange' && unknown.exchange.http?.requestHeaders).toMatchObject({ authorization: '', 'mcp-protocol-version': '2025-11-25' });
  });
});

describe('noncompliant.mjs', () => {
  it.each(['stdio', 'http'] as const)('legacy over %s fails every legacy probe it can', async (transport) => {
    const { findings, status } = await probe(NONCOMPLIANT, transport, ['--era', 'legacy']);
    expect(status('unknown_method')).toBe('fail');
    expect(status('invalid_cursor')).toBe('warn');
    expect(status('ping')).toBe('fail');
    expect(findings.find((f) => f.rule === 'empty_cursor_followed')).toMatchObject({ status: 'fail', args: { reason: 'refused', errorCode: -32602, errorMessage: 'Invalid cursor' } });
    if (transport === 'http') {
      expect(statuses(findings, ['initialize_version_fallback', 'origin_validation', 'host_validation', 'notification_accepted'])).toEqual({
        initialize_version_fallback: 'fail',
        origin_validation: 'fail',
        host_validation: 'warn',
        notification_accepted: 'fail',
      });
    }
  });

  it.each(['stdio', 'http'] as const)('modern over %s fails every modern rule', async (transport) => {
    const { findings } = await probe(NONCOMPLIANT, transport, ['--era', 'modern']);
    expect(statuses(findings, ['unknown_method', 'unsupported_version', 'result_type', 'cache_fields', 'cache_scope_consistent', 'discover_complete', 'reserved_error_code'])).toEqual({
      unknown_method: 'fail',
      unsupported_version: 'fail',
      result_type: 'fail',
      cache_fields: 'fail',
      cache_scope_consistent: 'fail',
      discover_complete: 'fail',
      reserved_error_code: 'fail',
    });
    expect(findings.find((f) => f.rule === 'reserved_error_code')?.args).toMatchObject({ method: 'server/discover', code: -32050 });
    if (transport === 'http') {
      expect(statuses(findings, ['origin_validation', 'get_not_allowed', 'notification_accepted'])).toEqual({ origin_validation: 'fail', get_not_allowed: 'warn', notification_accepted: 'fail' });
    }
  });

  it.each(['legacy', 'modern'] as const)('--compliant %s over HTTP passes every probe, Host validation included', async (era) => {
    const { findings } = await probe(NONCOMPLIANT, 'http', ['--era', era, '--compliant']);
    expect(findings.filter((f) => f.status === 'fail' || f.status === 'warn')).toEqual([]);
    expect(statuses(findings, ['host_validation', 'origin_validation', 'invalid_cursor', 'pagination_stable', 'notification_accepted'])).toEqual({
      host_validation: 'pass',
      origin_validation: 'pass',
      invalid_cursor: 'pass',
      pagination_stable: 'pass',
      notification_accepted: 'pass',
    });
  });
});

describe('pagination robustness against paginated.mjs', () => {
  it('follows an empty-string cursor', async () => {
    const { findings } = await probe('paginated', 'stdio', ['--empty-cursor']);
    expect(findings.find((f) => f.rule === 'empty_cursor_followed')).toMatchObject({ status: 'pass', args: { list: 'tools', page: 1, next: 2 } });
  });

  it('fails a tool repeated on a later page', async () => {
    const { findings } = await probe('paginated', 'http', ['--dup-across-pages']);
    expect(findings.find((f) => f.rule === 'pagination_duplicates')).toMatchObject({ status: 'fail', args: { names: ['tool_01'] } });
  });

  it('warns about a second listing in another order', async () => {
    const { findings } = await probe('paginated', 'stdio', ['--unstable-order']);
    expect(findings.find((f) => f.rule === 'pagination_stable')).toMatchObject({ status: 'warn', args: { position: 1, first: 'tool_01', second: 'tool_07' } });
  });

  it('the second listing keeps only keys, and they match what a full listing names', async () => {
    const { conn, snapshot, probes } = await probe('paginated', 'stdio');
    const record = probes.probes.second_listing;
    expect(record.outcome).toMatchObject({ kind: 'listing', names: snapshot.tools.map((item) => item.key) });
    const keysOnly = await listPages(conn, 'tools', { maxPages: 50, keysOnly: true });
    expect(keysOnly.trace.stop).toBe('end');
    expect(keysOnly.items.map((item) => item.raw)).toEqual(snapshot.tools.map(() => undefined));
    expect(keysOnly.items.map(({ key, page }) => ({ key, page }))).toEqual(snapshot.tools.map(({ key, page }) => ({ key, page })));
  });

  it('warns about an invalid cursor answered with another code', async () => {
    const { findings } = await probe('paginated', 'stdio', ['--bad-cursor-code', '-32000']);
    expect(findings.find((f) => f.rule === 'invalid_cursor')).toMatchObject({ status: 'warn', args: { expected: 'error-32602', actual: 'error', errorCode: -32000 } });
  });
});

describe('probe safety without a server', () => {
  /** A connection whose HTTP probe records what would be sent; nothing listens anywhere. */
  function fakeConnection(url: string, post: HttpProbe['post']): Connection {
    const exchange = { seq: 1, method: 'x', outcome: 'error' as const, error: { code: -32601, message: 'nope' }, durationMs: 1, framingIssues: [] };
    return {
      transport: 'http',
      era: 'modern',
      protocolVersion: '2026-07-28',
      handshake: { ...exchange, method: 'server/discover', outcome: 'result', result: {} },
      exchanges: [],
      stdoutNoise: [],
      request: (method) => Promise.resolve({ ...exchange, method }),
      notify: () => Promise.resolve(),
      stderrTail: () => '',
      alive: () => true,
      http: { url, post, get: () => Promise.reject(new Error('cannot reach: ECONNREFUSED')), headersFor: () => ({ 'content-type': 'application/json' }) },
      close: () => Promise.resolve(),
    };
  }
  const emptySnapshot = { lists: { tools: { stop: 'not-advertised', pages: [] } } } as unknown as Snapshot;

  it('sends no foreign Origin or Host to a public address', async () => {
    const sent: string[] = [];
    const conn = fakeConnection('https://mcp.example.com/mcp', (body) => {
      sent.push(body);
      return Promise.resolve({ status: 202, headers: {}, body: '', messages: [] });
    });
    const probes = await runProtocolProbes(conn, emptySnapshot, { callMs: 100 });
    expect(probes.probes.foreign_origin.outcome).toEqual({ kind: 'skipped', reason: 'mcp.example.com is not a loopback or private address' });
    expect(probes.probes.foreign_host.outcome.kind).toBe('skipped');
    // Only the notification went out; the tools probes were skipped for want of a tools list.
    expect(sent).toHaveLength(1);
    expect(probes.probes.invalid_cursor.outcome).toEqual({ kind: 'skipped', reason: 'the server does not advertise tools' });
  });

  it('records a probe that throws as unreachable and goes on', async () => {
    const conn = fakeConnection('http://127.0.0.1:9/mcp', () => Promise.reject(new Error('cannot reach http://127.0.0.1:9/mcp: ECONNREFUSED')));
    const probes = await runProtocolProbes(conn, emptySnapshot, { callMs: 100 });
    expect(probes.probes.foreign_origin.outcome).toEqual({ kind: 'unreachable', reason: 'cannot reach http://127.0.0.1:9/mcp: ECONNREFUSED' });
    expect(probes.probes.http_get.outcome).toEqual({ kind: 'unreachable', reason: 'cannot reach: ECONNREFUSED' });
    expect(probes.probes.unknown_method.outcome.kind).toBe('exchange');
  });

  it.each([
    ['localhost', true],
    ['api.localhost', true],
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['172.32.0.1', false],
    ['192.168.1.10', true],
    ['169.254.169.254', true],
    ['[::1]', true],
    ['[fd12:3456::1]', true],
    ['[fe80::1]', true],
    ['[::ffff:127.0.0.1]', true],
    ['[2001:db8::1]', false],
    ['8.8.8.8', false],
    ['mcp.example.com', false],
  ])('isLoopbackOrPrivate(%s) is %s', (host, expected) => {
    expect(isLoopbackOrPrivate(host)).toBe(expected);
  });
});
