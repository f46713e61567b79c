/** Verdicts on the protocol probes: each finding states what was expected and what came back. */

import type { Era } from '../../model.js';
import { INVALID_PARAMS, METHOD_NOT_FOUND, UNSUPPORTED_PROTOCOL_VERSION } from '../../protocol/codes.js';
import type { Exchange } from '../../snapshot/wire.js';
import type { JsonValue, Status } from '../../model.js';
import type { Finding } from '../../rules/index.js';
import { PROBE_VALUES, type HttpReply, type ProbeName, type ProbeRecord, type ProtocolProbes } from '../../snapshot/probes.js';
import { finding, findingFor, type RulesAccepting, type SkipArgs } from '../../rules/index.js';
import type { SdkId } from '../../rules/errors.js';
import type { NotApplicableArgs, ProbeAnswer, ProbeArgs } from '../../rules/compliance.js';
import { isRecord } from '../../snapshot/view.js';
import { notApplicable } from './modern.js';
import { unknownMethodSdk } from '../errors/signatures.js';

const server = { kind: 'server', name: 'server' } as const;

/**
 * A probe's verdict as data: `expected` and `actual` are codes, `facts` the server's parts of the
 * answer (status, error code and message, keys, versions…); src/rules/compliance.ts words them.
 * A skip carries its reason code in `actual`.
 */
type Verdict = { status: Status; expected: string; actual: string; facts?: ProbeArgs; evidence?: Record<string, JsonValue>; sdk?: SdkId; variant?: 'other-error' };
type Judge = (record: ProbeRecord, probes: ProtocolProbes) => Verdict;

/** A probe's rule says what was expected and what came back, or why it was skipped. */
type ProbeRule = RulesAccepting<SkipArgs> & RulesAccepting<NotApplicableArgs> & RulesAccepting<ProbeArgs>;

/** Rule, probe, the era it belongs to (if only one), and how its answer is judged. */
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
    if (verdict.status === 'skip') return [findingFor(rule, 'skip', { subject: server, args: { skipped: true, reason: verdict.actual, ...verdict.facts } })];
    const args: ProbeArgs = { expected: verdict.expected, actual: verdict.actual, ...verdict.facts, ...(verdict.sdk ? { sdk: verdict.sdk } : {}) };
    if (rule === 'unknown_method' && verdict.status === 'fail' && verdict.variant === 'other-error') {
      // Still an error, so the client still learns the method is not served: low, whatever SDK made it.
      return [finding(rule, 'fail', { variant: 'other-error', subject: server, args })];
    }
    if (rule === 'unsupported_version' && verdict.sdk !== undefined) {
      // Checked on the first request of a connection: negotiation works, only a client that changes version mid-connection is served.
      return [finding(rule, verdict.status, { variant: 'first-request-only', subject: server, args, ...(verdict.evidence ? { evidence: verdict.evidence } : {}) })];
    }
    return [findingFor(rule, verdict.status, { subject: server, args, ...(verdict.evidence ? { evidence: verdict.evidence } : {}) })];
  });
}

function exchangeOf(record: ProbeRecord): Exchange | undefined {
  return record.outcome.kind === 'exchange' ? record.outcome.exchange : undefined;
}

function replyOf(record: ProbeRecord): HttpReply | undefined {
  return record.outcome.kind === 'http' ? record.outcome.reply : undefined;
}

/** An exchange as facts: what came back (`result`, `error`, `no-answer`), with the server's parts as they were. */
function answerOf(ex: Exchange | undefined): ProbeAnswer {
  if (!ex) return { actual: 'nothing-recorded' };
  const status = ex.http ? { status: ex.http.status } : {};
  if (ex.outcome === 'result') return { actual: 'result', ...status };
  if (ex.outcome === 'error') return { actual: 'error', errorCode: ex.error?.code ?? null, errorMessage: clip(String(ex.error?.message)), ...status };
  return { actual: 'no-answer', cause: ex.reason ?? ex.outcome, ...status };
}

/** A verdict on an exchange: its answer's code is `actual`, the rest are facts. */
function answered(status: Status, expected: string, ex: Exchange | undefined, extra: Partial<Verdict> = {}): Verdict {
  const { actual = 'nothing-recorded', ...facts } = answerOf(ex);
  return { status, expected, actual, facts, ...extra };
}

function clip(text: string): string {
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

function judgeUnknownMethod(record: ProbeRecord, probes: ProtocolProbes): Verdict {
  const ex = exchangeOf(record);
  const needs404 = probes.era === 'modern' && probes.transport === 'http';
  const expected = needs404 ? 'error-32601-http-404' : 'error-32601';
  const ok = ex?.outcome === 'error' && ex.error?.code === METHOD_NOT_FOUND && (!needs404 || ex.http?.status === 404);
  if (ok) return answered('pass', expected, ex);
  // An error all the same (another code, or -32601 without the 404): the client is told no.
  if (ex?.outcome === 'error') {
    const sdk = unknownMethodSdk(ex);
    return answered('fail', expected, ex, { variant: 'other-error', ...(sdk ? { sdk } : {}) });
  }
  return answered('fail', expected, ex);
}

function judgeInvalidCursor(record: ProbeRecord): Verdict {
  const ex = exchangeOf(record);
  const expected = 'error-32602';
  if (ex?.outcome === 'error' && ex.error?.code === INVALID_PARAMS) return answered('pass', expected, ex);
  if (ex?.outcome === 'result') {
    const tools = isRecord(ex.result) && Array.isArray(ex.result.tools) ? ex.result.tools.length : 0;
    return { status: 'warn', expected, actual: 'cursor-ignored', facts: { tools } };
  }
  return answered('warn', expected, ex);
}

function judgeUnsupportedVersion(record: ProbeRecord, probes: ProtocolProbes): Verdict {
  const ex = exchangeOf(record);
  const overHttp = probes.transport === 'http';
  const expected = overHttp ? 'error-32022-http-400' : 'error-32022';
  if (ex?.outcome === 'result' && record.firstRequest) {
    // The same request, first thing on a fresh connection: a server that rejects it there checks the first request only.
    const first = record.firstRequest.kind === 'exchange' ? record.firstRequest.exchange : undefined;
    const rejected = first?.outcome === 'error' && first.error?.code === UNSUPPORTED_PROTOCOL_VERSION;
    const fresh: ProbeAnswer = first ? answerOf(first) : record.firstRequest.kind === 'unreachable' ? { actual: 'no-answer', cause: record.firstRequest.reason } : { actual: 'nothing-recorded' };
    const facts = { live: answerOf(ex), fresh };
    return { status: 'fail', expected, actual: rejected ? 'checked-first-only' : 'live-served', facts, ...(rejected ? { sdk: 'mcp-sdk-2' as const } : {}) };
  }
  if (ex?.outcome !== 'error' || ex.error?.code !== UNSUPPORTED_PROTOCOL_VERSION) return answered('fail', expected, ex);
  const data = isRecord(ex.error.data) ? ex.error.data : {};
  const supported = Array.isArray(data.supported) ? data.supported.filter((v): v is string => typeof v === 'string') : [];
  const problems = [
    ...(supported.length === 0 ? ['no-supported'] : []),
    ...(data.requested !== PROBE_VALUES.unknownVersion ? ['requested'] : []),
    ...(overHttp && ex.http?.status !== 400 ? ['http-status'] : []),
  ];
  if (problems.length > 0) {
    const facts: ProbeArgs = { problems, requested: (data.requested ?? null) as JsonValue, ...(ex.http ? { status: ex.http.status } : {}) };
    return { status: 'fail', expected, actual: 'error-incomplete', facts };
  }
  return { status: 'pass', expected, actual: 'error-complete', facts: { supported } };
}

function judgeInitialize(record: ProbeRecord): Verdict {
  const reply = replyOf(record);
  const expected = 'supported-version';
  const response = reply?.messages.find((m) => isRecord(m) && m.id === 'mcpward-probe-initialize');
  if (!reply || !isRecord(response)) return { status: 'fail', expected, actual: 'no-response', facts: reply ? { status: reply.status } : {} };
  if (isRecord(response.error)) {
    return { status: 'fail', expected, actual: 'error', facts: { errorCode: (response.error.code ?? null) as JsonValue, errorMessage: clip(String(response.error.message)) } };
  }
  const version = isRecord(response.result) ? response.result.protocolVersion : undefined;
  if (typeof version !== 'string') return { status: 'fail', expected, actual: 'no-protocol-version' };
  if (version === PROBE_VALUES.unknownVersion) return { status: 'fail', expected, actual: 'echoed', facts: { version } };
  return { status: 'pass', expected, actual: 'version', facts: { version } };
}

function judgePing(record: ProbeRecord): Verdict {
  const ex = exchangeOf(record);
  const expected = 'empty-result';
  if (ex?.outcome !== 'result') return answered('fail', expected, ex);
  const keys = isRecord(ex.result) ? Object.keys(ex.result).filter((k) => k !== '_meta') : undefined;
  if (keys === undefined) return { status: 'fail', expected, actual: 'not-object' };
  if (keys.length > 0) return { status: 'fail', expected, actual: 'keys', facts: { keys } };
  return { status: 'pass', expected, actual: 'empty-result' };
}

/** Origin must get 403 (spec MUST); Host is defence in depth, so accepting it only warns. */
function judgeForeign(record: ProbeRecord, header: 'origin' | 'host'): Verdict {
  const outcome = record.outcome;
  if (outcome.kind !== 'http') return { status: 'skip', expected: '', actual: 'no-http-reply' };
  const control = outcome.control;
  if (!control || control.status < 200 || control.status > 299) {
    return { status: 'skip', expected: '', actual: 'control-failed', facts: { header, ...(control ? { status: control.status } : {}) } };
  }
  const status = outcome.reply.status;
  const served = status >= 200 && status < 300;
  if (header === 'origin') {
    const expected = 'http-403';
    if (status === 403) return { status: 'pass', expected, actual: 'http', facts: { status } };
    if (served) return { status: 'fail', expected, actual: 'served', facts: { status } };
    return { status: 'warn', expected, actual: 'http', facts: { status } };
  }
  const expected = 'http-4xx';
  if (status >= 400 && status < 500) return { status: 'pass', expected, actual: 'http', facts: { status } };
  return { status: 'warn', expected, actual: served ? 'served' : 'http', facts: { status } };
}

function judgeGet(record: ProbeRecord): Verdict {
  const reply = replyOf(record);
  const expected = 'http-405';
  if (reply?.status === 405) return { status: 'pass', expected, actual: 'http', facts: { status: 405 } };
  const facts: ProbeArgs = { ...(reply ? { status: reply.status } : {}), ...(reply?.contentType ? { contentType: reply.contentType } : {}) };
  return { status: 'warn', expected, actual: 'http', facts };
}

function judgeNotification(record: ProbeRecord): Verdict {
  const reply = replyOf(record);
  const expected = 'http-202-empty';
  if (!reply) return { status: 'fail', expected, actual: 'no-reply' };
  const body = reply.bodySnippet.trim();
  const status = reply.status;
  if (status === 202 && body === '') return { status: 'pass', expected, actual: 'accepted', facts: { status } };
  if (status >= 400 && status < 500) return { status: 'pass', expected, actual: 'refused', facts: { status } };
  return { status: 'fail', expected, actual: body === '' ? 'http' : 'with-body', facts: { status }, evidence: { body: reply.bodySnippet } };
}
