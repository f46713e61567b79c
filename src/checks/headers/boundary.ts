import { HEADER_MISMATCH, INVALID_PARAMS, UNSUPPORTED_PROTOCOL_VERSION } from '../../protocol/codes.js';
import type { Finding, RulesAccepting, SkipArgs } from '../../rules/index.js';
import { findingFor } from '../../rules/index.js';

/** Every boundary rule accepts the probe's facts: a skip, or the status and code that came back. */
type BoundaryRule = RulesAccepting<SkipArgs> & RulesAccepting<{ status: number; code: string }>;
import type { BoundaryKind, BoundaryRecord } from '../../snapshot/review.js';

const RULE: Record<BoundaryKind, BoundaryRule> = {
  case: 'boundary_header_case',
  header: 'boundary_header_rejected',
  'meta-version': 'boundary_meta_version',
  'unsupported-version': 'boundary_unsupported_version',
  get: 'boundary_get',
};

/** What each kind of probe must get back. */
const EXPECTED: Record<BoundaryKind, (r: NonNullable<BoundaryRecord['response']>) => boolean> = {
  case: (r) => r.status >= 200 && r.status < 300 && r.message === 'result',
  header: (r) => r.status === 400 && r.code === HEADER_MISMATCH,
  'meta-version': (r) => r.status === 400 && r.code === INVALID_PARAMS,
  'unsupported-version': (r) => r.status === 400 && r.code === UNSUPPORTED_PROTOCOL_VERSION,
  get: (r) => r.status === 405,
};

/** Judges the HTTP boundary probes: one finding per probe, with what was sent and what came back. */
export function checkBoundary(records: readonly BoundaryRecord[]): Finding[] {
  return records.map((record) => {
    const rule = RULE[record.kind];
    const subject = record.tool === undefined ? { kind: 'server' as const, name: 'server' } : { kind: 'tool' as const, name: record.tool };
    const base: { header?: string; category?: string; tool?: string } = {
      ...(record.header === undefined ? {} : { header: record.header }),
      ...(record.category === undefined ? {} : { category: record.category }),
      ...(record.tool === undefined ? {} : { tool: record.tool }),
    };
    const evidence = {
      ...(record.sent ? { request: { verb: record.sent.verb, ...(record.sent.method ? { method: record.sent.method } : {}), headers: record.sent.headerNames } } : {}),
      ...(record.response ? { response: { status: record.response.status, code: record.response.code } } : {}),
    };
    if (record.skipped !== undefined || record.unreachable !== undefined || !record.response) {
      const why = record.skipped ?? { reason: 'unreachable', error: record.unreachable ?? 'unknown' };
      return findingFor(rule, 'skip', { subject, args: { ...base, skipped: true, ...why }, ...(record.sent ? { evidence } : {}) });
    }
    const r = record.response;
    const status = EXPECTED[record.kind](r) ? 'pass' : 'fail';
    return findingFor(rule, status, { subject, args: { ...base, status: r.status, code: codeText(r) }, evidence });
  });
}

function codeText(r: NonNullable<BoundaryRecord['response']>): string {
  if (r.code !== null) return `error ${r.code}`;
  return r.message === 'result' ? 'a result' : 'no JSON-RPC message';
}
