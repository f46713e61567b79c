import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../../../src/checks/compliance/index.js';
import { checkProbes } from '../../../src/checks/compliance/probes.js';
import type { ProbeOutcome } from '../../../src/snapshot/probes.js';
import { exchange, snapshot } from '../../support/snapshot.js';
import { findingMessage } from '../../../src/rules/index.js';
import { plainQuote } from '../../../src/report/common.js';
import type { Finding } from '../../../src/rules/index.js';
import { only, probes, reply } from './support.js';

const ex = (partial: Parameters<typeof exchange>[0]): ProbeOutcome => ({ kind: 'exchange', exchange: exchange({ seq: 100, ...partial }) });
/** The console's sentence: mcpward's words bare, each server value quoted on its own. */
const said = (f: Finding | undefined) => (f ? findingMessage(f, plainQuote) : undefined);
const http = (status: number) => ({ http: { status, headers: {}, requestHeaders: {} } });

describe('probe verdicts on well-behaved servers', () => {
  it.each([
    ['legacy', 'stdio'],
    ['legacy', 'http'],
    ['modern', 'stdio'],
    ['modern', 'http'],
  ] as const)('%s over %s: every probe rule passes or is skipped with a reason', (era, transport) => {
    const findings = checkProbes(probes(era, transport));
    expect(findings.filter((f) => f.status === 'fail' || f.status === 'warn')).toEqual([]);
    for (const f of findings.filter((x) => x.status === 'skip')) expect(f.args).toMatchObject({ skipped: true, reason: expect.any(String) });
  });

  it('skips modern-only rules on a legacy server and legacy-only rules on a modern one, saying so', () => {
    const legacy = checkProbes(probes('legacy', 'http'));
    for (const rule of ['unsupported_version', 'get_not_allowed'] as const) {
      expect(only(legacy, rule)).toMatchObject({ status: 'skip', args: { skipped: true, reason: 'not-applicable', version: '2025-11-25' } });
    }
    const modern = checkProbes(probes('modern', 'http'));
    for (const rule of ['initialize_version_fallback', 'ping'] as const) {
      expect(only(modern, rule)).toMatchObject({ status: 'skip', args: { skipped: true, reason: 'not-applicable', version: '2026-07-28' } });
    }
  });

  it('skips the HTTP boundary rules on stdio with the probe’s reason', () => {
    const findings = checkProbes(probes('modern', 'stdio'));
    expect(only(findings, 'origin_validation')).toMatchObject({ status: 'skip', args: { reason: 'the stdio transport has no Streamable HTTP endpoint' } });
  });

  it('leaves out the invalid-cursor rule when there is no tools list to probe', () => {
    expect(checkProbes(probes('legacy', 'stdio', { invalid_cursor: { kind: 'skipped', reason: 'the server does not advertise tools' } })).some((f) => f.rule === 'invalid_cursor')).toBe(false);
  });

  it('checkCompliance adds the probe rules only when probes are given', () => {
    expect(checkCompliance(snapshot()).some((f) => f.rule === 'unknown_method')).toBe(false);
    expect(only(checkCompliance(snapshot(), probes('legacy', 'stdio')), 'unknown_method').status).toBe('pass');
  });
});

describe('unknown_method', () => {
  it('fails a result', () => {
    const f = only(checkProbes(probes('legacy', 'stdio', { unknown_method: ex({ method: 'x', outcome: 'result', result: {} }) })), 'unknown_method');
    expect(f).toMatchObject({ status: 'fail', args: { expected: 'error-32601', actual: 'result' } });
    expect(said(f)).toBe('Unknown method: expected error -32601, got a result');
  });

  it('fails another error code, quoting the message', () => {
    const f = only(checkProbes(probes('legacy', 'stdio', { unknown_method: ex({ method: 'x', outcome: 'error', error: { code: -32603, message: 'boom' } }) })), 'unknown_method');
    expect(f.args).toMatchObject({ actual: 'error', errorCode: -32603, errorMessage: 'boom' });
    expect(said(f)).toBe('Unknown method: expected error -32601, got error -32603 "boom"');
  });

  it('requires HTTP 404 on modern Streamable HTTP', () => {
    const f = only(
      checkProbes(probes('modern', 'http', { unknown_method: ex({ method: 'x', outcome: 'error', error: { code: -32601, message: 'nope' }, ...http(200) }) })),
      'unknown_method',
    );
    expect(f).toMatchObject({ status: 'fail', args: { expected: 'error-32601-http-404', actual: 'error', errorCode: -32601, errorMessage: 'nope', status: 200 } });
    expect(said(f)).toBe('Unknown method: expected error -32601 with HTTP 404, got error -32601 "nope" (HTTP 200)');
  });

  it('fails a server that never answers', () => {
    const f = only(checkProbes(probes('legacy', 'stdio', { unknown_method: ex({ method: 'x', outcome: 'timeout', reason: 'no response within 10 ms' }) })), 'unknown_method');
    expect(f).toMatchObject({ status: 'fail', args: { actual: 'no-answer', cause: 'no response within 10 ms' } });
    expect(said(f)).toBe('Unknown method: expected error -32601, got no answer: "no response within 10 ms"');
  });
});

describe('invalid_cursor (SHOULD: warns)', () => {
  it('warns when the cursor is ignored', () => {
    const f = only(checkProbes(probes('legacy', 'stdio', { invalid_cursor: ex({ method: 'tools/list', outcome: 'result', result: { tools: [{}, {}] } }) })), 'invalid_cursor');
    expect(f).toMatchObject({ status: 'warn', args: { expected: 'error-32602', actual: 'cursor-ignored', tools: 2 } });
    expect(said(f)).toBe('Invalid cursor: expected error -32602, got a result with 2 tool(s): the cursor was ignored');
  });

  it('warns on another error code', () => {
    const f = only(checkProbes(probes('legacy', 'stdio', { invalid_cursor: ex({ method: 'tools/list', outcome: 'error', error: { code: -32000, message: 'bad' } }) })), 'invalid_cursor');
    expect(f.status).toBe('warn');
  });
});

describe('unsupported_version', () => {
  it.each<[string, ProbeOutcome, string]>([
    ['a result', ex({ method: 'server/discover', outcome: 'result', result: {}, ...http(200) }), 'a result (HTTP 200)'],
    ['another code', ex({ method: 'server/discover', outcome: 'error', error: { code: -32602, message: 'bad' }, ...http(400) }), 'error -32602 "bad" (HTTP 400)'],
    ['no supported list', ex({ method: 'server/discover', outcome: 'error', error: { code: -32022, message: 'u', data: { requested: '1999-01-01' } }, ...http(400) }), 'error -32022 with no data.supported list of versions'],
    ['no requested echo', ex({ method: 'server/discover', outcome: 'error', error: { code: -32022, message: 'u', data: { supported: ['2026-07-28'] } }, ...http(400) }), 'error -32022 with data.requested is null'],
    ['HTTP 200', ex({ method: 'server/discover', outcome: 'error', error: { code: -32022, message: 'u', data: { supported: ['2026-07-28'], requested: '1999-01-01' } }, ...http(200) }), 'error -32022 with HTTP 200'],
  ])('fails %s', (_, outcome, actual) => {
    const f = only(checkProbes(probes('modern', 'http', { unsupported_version: outcome })), 'unsupported_version');
    expect(f).toMatchObject({ status: 'fail', args: { expected: 'error-32022-http-400' } });
    expect(said(f)).toBe(`Unsupported protocol version: expected error -32022 with data.supported and data.requested, HTTP 400, got ${actual}`);
  });

  it('passes a complete error and names the supported versions', () => {
    expect(only(checkProbes(probes('modern', 'stdio')), 'unsupported_version')).toMatchObject({ status: 'pass', args: { actual: 'error-complete', supported: ['2026-07-28'] } });
  });
});

describe('initialize_version_fallback', () => {
  const init = (messages: unknown[], status = 200): ProbeOutcome => ({ kind: 'http', reply: reply(status, messages) });
  const id = 'mcpward-probe-initialize';

  it.each<[string, ProbeOutcome, string]>([
    ['an echo of the unknown version', init([{ id, result: { protocolVersion: '1999-01-01' } }]), 'the unknown version "1999-01-01" echoed back'],
    ['an error', init([{ id, error: { code: -32602, message: 'Unsupported protocol version' } }], 400), 'error -32602 "Unsupported protocol version"'],
    ['no version', init([{ id, result: {} }]), 'a result without protocolVersion'],
    ['no response', init([], 500), 'HTTP 500 with no JSON-RPC response'],
  ])('fails %s', (_, outcome, actual) => {
    expect(only(checkProbes(probes('legacy', 'http', { initialize_unknown_version: outcome })), 'initialize_version_fallback')).toMatchObject({ status: 'fail', args: { expected: 'supported-version' } });
    expect(said(only(checkProbes(probes('legacy', 'http', { initialize_unknown_version: outcome })), 'initialize_version_fallback'))).toBe(
      `initialize with an unknown version: expected a result naming a supported version, not 1999-01-01, got ${actual}`,
    );
  });

  it('passes another version and skips stdio with the reason', () => {
    expect(only(checkProbes(probes('legacy', 'http')), 'initialize_version_fallback')).toMatchObject({ status: 'pass', args: { actual: 'version', version: '2025-11-25' } });
    const stdio = probes('legacy', 'stdio', { initialize_unknown_version: { kind: 'skipped', reason: 'a second initialize would re-initialize the live session' } });
    expect(only(checkProbes(stdio), 'initialize_version_fallback')).toMatchObject({ status: 'skip', args: { reason: 'a second initialize would re-initialize the live session' } });
  });
});

describe('ping', () => {
  it('fails a non-empty result and an error; passes {} and a bare _meta', () => {
    const run = (outcome: ProbeOutcome) => only(checkProbes(probes('legacy', 'stdio', { ping: outcome })), 'ping');
    expect(run(ex({ method: 'ping', outcome: 'result', result: { status: 'ok' } }))).toMatchObject({ status: 'fail', args: { actual: 'keys', keys: ['status'] } });
    expect(run(ex({ method: 'ping', outcome: 'error', error: { code: -32601, message: 'no' } })).status).toBe('fail');
    expect(run(ex({ method: 'ping', outcome: 'result', result: { _meta: {} } })).status).toBe('pass');
  });
});

describe('origin_validation and host_validation', () => {
  const foreign = (status: number, control = 200): ProbeOutcome => ({ kind: 'http', reply: reply(status), control: reply(control) });

  it('fails a served foreign Origin, warns on a refusal without 403, passes 403', () => {
    const run = (status: number) => only(checkProbes(probes('legacy', 'http', { foreign_origin: foreign(status) })), 'origin_validation');
    expect(run(200)).toMatchObject({ status: 'fail', severity: 'high', args: { expected: 'http-403', actual: 'served', status: 200 } });
    expect(said(run(200))).toBe('Foreign Origin: expected HTTP 403, got HTTP 200: the request was served');
    expect(run(400)).toMatchObject({ status: 'warn', args: { actual: 'http', status: 400 } });
    expect(run(403).status).toBe('pass');
  });

  it('only warns about a served foreign Host (the spec requires the Origin check only)', () => {
    const run = (status: number) => only(checkProbes(probes('modern', 'http', { foreign_host: foreign(status) })), 'host_validation');
    expect(run(200)).toMatchObject({ status: 'warn', args: { expected: 'http-4xx', actual: 'served', status: 200 } });
    expect(run(421)).toMatchObject({ status: 'pass', args: { actual: 'http', status: 421 } });
  });

  it('skips when the same request without the foreign header failed too', () => {
    const f = only(checkProbes(probes('modern', 'http', { foreign_origin: foreign(401, 401) })), 'origin_validation');
    expect(f).toMatchObject({ status: 'skip', args: { reason: 'control-failed', header: 'origin', status: 401 } });
    expect(said(f)).toBe('Foreign Origin not checked: the same request without a foreign origin got HTTP 401');
  });

  it('skips a non-private address with the probe’s reason', () => {
    const f = only(checkProbes(probes('modern', 'http', { foreign_origin: { kind: 'skipped', reason: 'mcp.example.com is not a loopback or private address' } })), 'origin_validation');
    expect(f.args.reason).toBe('mcp.example.com is not a loopback or private address');
  });
});

describe('get_not_allowed and notification_accepted', () => {
  it('warns when a modern server answers GET with anything but 405', () => {
    const f = only(checkProbes(probes('modern', 'http', { http_get: { kind: 'http', reply: { status: 200, contentType: 'text/event-stream', messages: [], bodySnippet: '' } } })), 'get_not_allowed');
    expect(f).toMatchObject({ status: 'warn', args: { expected: 'http-405', actual: 'http', status: 200, contentType: 'text/event-stream' } });
    expect(said(f)).toBe('GET on the MCP endpoint: expected HTTP 405, got HTTP 200 ("text/event-stream")');
  });

  it('fails a notification answered 200 with a body, passes 202 and a 4xx refusal', () => {
    const run = (status: number, body = '') => only(checkProbes(probes('legacy', 'http', { notification_post: { kind: 'http', reply: reply(status, [], body) } })), 'notification_accepted');
    expect(run(200, '{"jsonrpc":"2.0","result":{}}')).toMatchObject({ status: 'fail', args: { actual: 'with-body', status: 200 }, evidence: { body: '{"jsonrpc":"2.0","result":{}}' } });
    expect(run(202, 'accepted')).toMatchObject({ status: 'fail', args: { actual: 'with-body', status: 202 } });
    expect(run(202).status).toBe('pass');
    expect(run(400)).toMatchObject({ status: 'pass', args: { actual: 'refused', status: 400 } });
  });

  it('skips a probe that could not reach the server', () => {
    const f = only(checkProbes(probes('modern', 'http', { notification_post: { kind: 'unreachable', reason: 'cannot reach http://127.0.0.1:1/mcp: ECONNREFUSED' } })), 'notification_accepted');
    expect(f).toMatchObject({ status: 'skip', args: { reason: 'cannot reach http://127.0.0.1:1/mcp: ECONNREFUSED' } });
  });
});

describe('unsupported_version repeated as the first request of a fresh connection', () => {
  const served = ex({ method: 'server/discover', result: { supportedVersions: ['2026-07-28'] } });
  const rejected = ex({ method: 'server/discover', outcome: 'error', result: undefined, error: { code: -32022, message: 'Unsupported protocol version', data: { supported: ['2026-07-28'], requested: '1999-01-01' } } });
  const judged = (firstRequest: ProbeOutcome) => {
    const p = probes('modern', 'stdio', { unsupported_version: served });
    p.probes.unsupported_version.firstRequest = firstRequest;
    return only(checkProbes(p), 'unsupported_version');
  };

  it('names the 2.x SDK stdio entry when only the first request is checked', () => {
    const f = judged(rejected);
    expect(f).toMatchObject({ status: 'fail', args: { sdk: 'mcp-sdk-2' } });
    expect(f?.args).toMatchObject({ actual: 'checked-first-only', live: { actual: 'result' }, fresh: { actual: 'error', errorCode: -32022 } });
    expect(said(f)).toBe(
      'Unsupported protocol version: expected error -32022 with data.supported and data.requested, got a result on the live session, though error -32022 "Unsupported protocol version" as the first request of a fresh connection: the version is checked on the first request only (this is what the stdio entry of @modelcontextprotocol/server 2.x does by default)',
    );
  });

  it('names no SDK when the fresh connection served it too, or gave no answer', () => {
    for (const first of [served, { kind: 'unreachable', reason: 'a fresh server did not start within 5000 ms' } as const]) {
      const f = judged(first);
      expect(f?.status).toBe('fail');
      expect(f?.args).not.toHaveProperty('sdk');
      expect(f?.args.actual).toBe('live-served');
      expect(said(f)).toMatch(/got a result on the live session, and .* as the first request of a fresh connection$/);
    }
  });
});
