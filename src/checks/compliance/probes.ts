/** Verdicts on the protocol probes: each finding states what was expected and what came back. */

import type { Era } from '../../model.js';
import { INVALID_PARAMS, METHOD_NOT_FOUND, UNSUPPORTED_PROTOCOL_VERSION } from '../../protocol/codes.js';
import type { Exchange } from '../../snapshot/wire.js';
import type { JsonValue, Status } from '../../model.js';
import type { Finding } from '../../rules/index.js';
import { PROBE_VALUES, type HttpReply, type ProbeName, type ProbeRecord, type ProtocolProbes } from '../../snapshot/probes.js';
import { finding, findingFor, type RulesAccepting, type SkipArgs } from '../../rules/index.js';
import type { SdkId } from '../../rules/errors.js';
import type { NotApplicableArgs } from '../../rules/compliance.js';
import { isRecord } from '../../snapshot/view.js';
import { notApplicable } from './modern.js';
import { unknownMethodSdk } from '../errors/signatures.js';

const server = { kind: 'server', name: 'server' } as const;

type Verdict = { status: Status; expected: string; actual: string; evidence?: Record<string, JsonValue>; sdk?: SdkId; variant?: 'other-error' };
type Judge = (record: ProbeRecord, probes: ProtocolProbes) => Verdict;

/** Rule, probe, the era it belongs to (if only one), and how its answer is judged. */
/** A probe's rule says what was expected and what came back, or why it was skipped. */
type ProbeRule = RulesAccepting<SkipArgs> & RulesAccepting<NotApplicableArgs> & RulesAccepting<{ expected: string; actual: string }>;

const PROBE_RULES: Array<{ rule: ProbeRule; probe: ProbeName; era?: Era; judge: Judge }> = [
  { rule: 'unknown_method', probe: 'unknown_method', judge: judgeUnknownMethod },
  { rule: 'invalid_cursor', probe: 'invalid_cursor', judge: judgeInvalidCursor },
  { rule: 'unsupported_version', probe: 'unsupported_version', era: 'modern', judge: judgeUnsupportedVersion },
  { rule: 'initialize_version_fallback', probe: 'initialize_unknown_version', era: 'legacy', judge: judgeInitialize },
  { rule: 'ping', probe: 'ping', era: 'legacy', judge: judgePing },
  { rule: 'origin_validation', probe: 'foreign_origin', judge: (r) => judgeForeign(r, 'origin') },
  { rule: 'host_validation', probe: 'foreign_host', judge: (r) => judgeForeign(r, 'host') },
  { rule: 'get_not_allowed', probe: 'http_get', era: 'modern', judge: judgeGet },
  { rule: 'notification_accepted', probe: 'notification_post', judge: judgeNotification },
];

export function checkProbes(probes: ProtocolProbes): Finding[] {
  return PROBE_RULES.flatMap(({ rule, probe, era, judge }): Finding[] => {
    if (era !== undefined && probes.era !== era) return [notApplicable(rule, probes.protocolVersion)];
    const record = probes.probes[probe];
    const outcome = record.outcome;
    // A probe the tools list could not take (no tools advertised) has nothing to report.
    if (outcome.kind === 'skipped' && probe === 'invalid_cursor') return [];
    if (outcome.kind === 'skipped' || outcome.kind === 'unreachable') {
      return [findingFor(rule, 'skip', { subject: server, args: { skipped: true, reason: outcome.reason } })];
    }
    const verdict = judge(record, probes);
    if (verdict.status === 'skip') return [findingFor(rule, 'skip', { subject: server, args: { skipped: true, reason: verdict.actual } })];
    if (rule === 'unknown_method' && verdict.status === 'fail' && verdict.variant === 'other-error') {
      // Still an error, so the client still learns the method is not served: low, whatever SDK made it.
      const args = { expected: verdict.expected, actual: verdict.actual, ...(verdict.sdk ? { sdk: verdict.sdk } : {}) };
      return [finding(rule, 'fail', { variant: 'other-error', subject: server, args })];
    }
    if (rule === 'unsupported_version' && verdict.sdk !== undefined) {
      // Checked on the first request of a connection: negotiation works, only a client that changes version mid-connection is served.
      return [finding(rule, verdict.status, { variant: 'first-request-only', subject: server, args: { expected: verdict.expected, actual: verdict.actual, sdk: verdict.sdk }, ...(verdict.evidence ? { evidence: verdict.evidence } : {}) })];
    }
    return [
      findingFor(rule, verdict.status, {
        subject: server,
        args: { expected: verdict.expected, actual: verdict.actual },
        ...(verdict.evidence ? { evidence: verdict.evidence } : {}),
      }),
    ];
  });
}

function exchangeOf(record: ProbeRecord): Exchange | undefined {
  return record.outcome.kind === 'exchange' ? record.outcome.exchange : undefined;
}

function replyOf(record: ProbeRecord): HttpReply | undefined {
  return record.outcome.kind === 'http' ? record.outcome.reply : undefined;
}

/** An exchange in words: `error -32601 "Method not found" (HTTP 404)`, `a result`, `no answer: …`. */
function describe(ex: Exchange | undefined): string {
  if (!ex) return 'nothing recorded';
  const status = ex.http ? ` (HTTP ${ex.http.status})` : '';
  if (ex.outcome === 'result') return `a result${status}`;
  if (ex.outcome === 'error') return `error ${String(ex.error?.code)} ${JSON.stringify(clip(String(ex.error?.message)))}${status}`;
  return `no answer: ${ex.reason ?? ex.outcome}${status}`;
}

function clip(text: string): string {
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

function judgeUnknownMethod(record: ProbeRecord, probes: ProtocolProbes): Verdict {
  const ex = exchangeOf(record);
  const needs404 = probes.era === 'modern' && probes.transport === 'http';
  const expected = needs404 ? 'error -32601 with HTTP 404' : 'error -32601';
  const ok = ex?.outcome === 'error' && ex.error?.code === METHOD_NOT_FOUND && (!needs404 || ex.http?.status === 404);
  if (ok) return { status: 'pass', expected, actual: describe(ex) };
  // An error all the same (another code, or -32601 without the 404): the client is told no.
  if (ex?.outcome === 'error') {
    const sdk = unknownMethodSdk(ex);
    return { status: 'fail', expected, actual: describe(ex), variant: 'other-error', ...(sdk ? { sdk } : {}) };
  }
  return { status: 'fail', expected, actual: describe(ex) };
}

function judgeInvalidCursor(record: ProbeRecord): Verdict {
  const ex = exchangeOf(record);
  const expected = 'error -32602';
  if (ex?.outcome === 'error' && ex.error?.code === INVALID_PARAMS) return { status: 'pass', expected, actual: describe(ex) };
  if (ex?.outcome === 'result') {
    const tools = isRecord(ex.result) && Array.isArray(ex.result.tools) ? ex.result.tools.length : 0;
    return { status: 'warn', expected, actual: `a result with ${tools} tool(s): the cursor was ignored` };
  }
  return { status: 'warn', expected, actual: describe(ex) };
}

function judgeUnsupportedVersion(record: ProbeRecord, probes: ProtocolProbes): Verdict {
  const ex = exchangeOf(record);
  const overHttp = probes.transport === 'http';
  const expected = `error -32022 with data.supported and data.requested${overHttp ? ', HTTP 400' : ''}`;
  if (ex?.outcome === 'result' && record.firstRequest) {
    // The same request, first thing on a fresh connection: a server that rejects it there checks the first request only.
    const first = record.firstRequest.kind === 'exchange' ? record.firstRequest.exchange : undefined;
    const rejected = first?.outcome === 'error' && first.error?.code === UNSUPPORTED_PROTOCOL_VERSION;
    const fresh = first ? describe(first) : record.firstRequest.kind === 'unreachable' ? `no answer: ${record.firstRequest.reason}` : 'nothing recorded';
    const actual = rejected
      ? `${describe(ex)} on the live session, though ${fresh} as the first request of a fresh connection: the version is checked on the first request only`
      : `${describe(ex)} on the live session, and ${fresh} as the first request of a fresh connection`;
    return { status: 'fail', expected, actual, ...(rejected ? { sdk: 'mcp-sdk-2' as const } : {}) };
  }
  if (ex?.outcome !== 'error' || ex.error?.code !== UNSUPPORTED_PROTOCOL_VERSION) return { status: 'fail', expected, actual: describe(ex) };
  const data = isRecord(ex.error.data) ? ex.error.data : {};
  const supported = Array.isArray(data.supported) ? data.supported.filter((v): v is string => typeof v === 'string') : [];
  const problems = [
    ...(supported.length === 0 ? ['no data.supported list of versions'] : []),
    ...(data.requested !== PROBE_VALUES.unknownVersion ? [`data.requested is ${JSON.stringify(data.requested ?? null)}`] : []),
    ...(overHttp && ex.http?.status !== 400 ? [`HTTP ${String(ex.http?.status)}`] : []),
  ];
  if (problems.length > 0) return { status: 'fail', expected, actual: `error -32022 with ${problems.join(', ')}` };
  return { status: 'pass', expected, actual: `error -32022, supported ${supported.join(', ')}` };
}

function judgeInitialize(record: ProbeRecord): Verdict {
  const reply = replyOf(record);
  const expected = `a result naming a supported version, not ${PROBE_VALUES.unknownVersion}`;
  const response = reply?.messages.find((m) => isRecord(m) && m.id === 'mcpward-probe-initialize');
  if (!reply || !isRecord(response)) return { status: 'fail', expected, actual: `HTTP ${String(reply?.status)} with no JSON-RPC response` };
  if (isRecord(response.error)) return { status: 'fail', expected, actual: `error ${String(response.error.code)} ${JSON.stringify(clip(String(response.error.message)))}` };
  const version = isRecord(response.result) ? response.result.protocolVersion : undefined;
  if (typeof version !== 'string') return { status: 'fail', expected, actual: 'a result without protocolVersion' };
  if (version === PROBE_VALUES.unknownVersion) return { status: 'fail', expected, actual: `the unknown version ${version} echoed back` };
  return { status: 'pass', expected, actual: `version ${version}` };
}

function judgePing(record: ProbeRecord): Verdict {
  const ex = exchangeOf(record);
  const expected = 'an empty result';
  if (ex?.outcome !== 'result') return { status: 'fail', expected, actual: describe(ex) };
  const keys = isRecord(ex.result) ? Object.keys(ex.result).filter((k) => k !== '_meta') : undefined;
  if (keys === undefined) return { status: 'fail', expected, actual: `a result that is not an object` };
  if (keys.length > 0) return { status: 'fail', expected, actual: `a result with ${keys.join(', ')}` };
  return { status: 'pass', expected, actual: 'an empty result' };
}

/** Origin must get 403 (spec MUST); Host is defence in depth, so accepting it only warns. */
function judgeForeign(record: ProbeRecord, header: 'origin' | 'host'): Verdict {
  const outcome = record.outcome;
  if (outcome.kind !== 'http') return { status: 'skip', expected: '', actual: 'no HTTP reply recorded' };
  const control = outcome.control;
  if (!control || control.status < 200 || control.status > 299) {
    return { status: 'skip', expected: '', actual: `the same request without a foreign ${header} got HTTP ${String(control?.status)}` };
  }
  const status = outcome.reply.status;
  if (header === 'origin') {
    const expected = 'HTTP 403';
    if (status === 403) return { status: 'pass', expected, actual: 'HTTP 403' };
    if (status >= 200 && status < 300) return { status: 'fail', expected, actual: `HTTP ${status}: the request was served` };
    return { status: 'warn', expected, actual: `HTTP ${status}` };
  }
  const expected = 'an HTTP 4xx status';
  if (status >= 400 && status < 500) return { status: 'pass', expected, actual: `HTTP ${status}` };
  return { status: 'warn', expected, actual: status >= 200 && status < 300 ? `HTTP ${status}: the request was served` : `HTTP ${status}` };
}

function judgeGet(record: ProbeRecord): Verdict {
  const reply = replyOf(record);
  const expected = 'HTTP 405';
  if (reply?.status === 405) return { status: 'pass', expected, actual: 'HTTP 405' };
  return { status: 'warn', expected, actual: `HTTP ${String(reply?.status)}${reply?.contentType ? ` (${reply.contentType})` : ''}` };
}

function judgeNotification(record: ProbeRecord): Verdict {
  const reply = replyOf(record);
  const expected = 'HTTP 202 with no body (or a 4xx refusal)';
  if (!reply) return { status: 'fail', expected, actual: 'no HTTP reply' };
  const body = reply.bodySnippet.trim();
  if (reply.status === 202 && body === '') return { status: 'pass', expected, actual: 'HTTP 202 with no body' };
  if (reply.status >= 400 && reply.status < 500) return { status: 'pass', expected, actual: `HTTP ${reply.status} (a refusal the spec allows)` };
  return { status: 'fail', expected, actual: `HTTP ${reply.status}${body === '' ? '' : ' with a body'}`, evidence: { body: reply.bodySnippet } };
}
