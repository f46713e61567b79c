import type { Exchange } from '../../../src/snapshot/wire.js';
import type { Finding } from '../../../src/rules/index.js';
import { PROBE_NAMES, type HttpReply, type ProbeName, type ProbeOutcome, type ProtocolProbes } from '../../../src/snapshot/probes.js';
import { exchange } from '../../support/snapshot.js';
import { isRule, type RuleId } from '../../../src/rules/index.js';

/** Probes as a well-behaved server over the given era and transport would leave them; override any. */
export function probes(era: 'legacy' | 'modern', transport: 'stdio' | 'http', outcomes: Partial<Record<ProbeName, ProbeOutcome>> = {}): ProtocolProbes {
  const version = era === 'modern' ? '2026-07-28' : '2025-11-25';
  const http = transport === 'http';
  const status = (s: number) => (http ? { http: { status: s, headers: {}, requestHeaders: {} } } : {});
  const ex = (partial: Partial<Exchange> & { method: string }): ProbeOutcome => ({ kind: 'exchange', exchange: exchange({ seq: 100, ...partial }) });
  const noHttp: ProbeOutcome = { kind: 'skipped', reason: 'the stdio transport has no Streamable HTTP endpoint' };
  const defaults: Record<ProbeName, ProbeOutcome> = {
    second_listing: {
      kind: 'listing',
      trace: { stop: 'end', pages: [{ cursorSent: null, nextCursor: undefined, itemCount: 0, exchangeSeq: 101, ...(era === 'modern' ? { resultType: 'complete', ttlMs: 0, cacheScope: 'public' } : {}) }] },
      names: [],
    },
    unknown_method: ex({ method: 'mcpward/does-not-exist', outcome: 'error', error: { code: -32601, message: 'Method not found' }, ...status(era === 'modern' ? 404 : 200) }),
    invalid_cursor: ex({ method: 'tools/list', outcome: 'error', error: { code: -32602, message: 'Invalid cursor' }, ...status(200) }),
    unsupported_version:
      era === 'modern'
        ? ex({ method: 'server/discover', outcome: 'error', error: { code: -32022, message: 'Unsupported', data: { supported: ['2026-07-28'], requested: '1999-01-01' } }, ...status(400) })
        : { kind: 'skipped', reason: 'legacy' },
    initialize_unknown_version:
      era === 'legacy' && http
        ? { kind: 'http', reply: reply(200, [{ jsonrpc: '2.0', id: 'mcpward-probe-initialize', result: { protocolVersion: '2025-11-25' } }]) }
        : { kind: 'skipped', reason: 'not here' },
    ping: era === 'legacy' ? ex({ method: 'ping', outcome: 'result', result: {} }) : { kind: 'skipped', reason: 'modern' },
    foreign_origin: http ? { kind: 'http', reply: reply(403), control: reply(200) } : noHttp,
    foreign_host: http ? { kind: 'http', reply: reply(403), control: reply(200) } : noHttp,
    http_get: http && era === 'modern' ? { kind: 'http', reply: reply(405) } : noHttp,
    notification_post: http ? { kind: 'http', reply: reply(202) } : noHttp,
  };
  const all = { ...defaults, ...outcomes };
  return {
    era,
    transport,
    protocolVersion: version,
    probes: Object.fromEntries(PROBE_NAMES.map((name) => [name, { name, outcome: all[name] }])) as ProtocolProbes['probes'],
  };
}

export function reply(status: number, messages: unknown[] = [], body = ''): HttpReply {
  return { status, messages, bodySnippet: body };
}

export const ofRule = <R extends RuleId>(findings: Finding[], rule: R) => findings.filter(isRule(rule));
export const only = <R extends RuleId>(findings: Finding[], rule: R) => {
  const found = ofRule(findings, rule);
  if (found.length !== 1) throw new Error(`expected one ${rule} finding, got ${found.length}`);
  return found[0]!;
};
