import { finding } from '../../rules/index.js';
import type { Finding } from '../../rules/index.js';
import type { ProtocolProbes } from '../../snapshot/probes.js';
import { KNOWN_VERSIONS } from '../../protocol/versions.js';
import type { ListKind, Snapshot } from '../../snapshot/types.js';
import type { Exchange, WireAnomaly } from '../../snapshot/wire.js';
import { allExchanges } from './exchanges.js';
import { checkModern } from './modern.js';
import { checkEmptyCursor, checkPageOverlap, checkSecondListing } from './pagination.js';
import { checkProbes } from './probes.js';
import { defineFamily } from '../family.js';
import { listRefusalOf } from '../../snapshot/completeness.js';
import { listRefusalSdk } from '../errors/signatures.js';
import { METHOD_NOT_FOUND } from '../../protocol/codes.js';

const LIST_METHOD: Record<ListKind, { method: string; capability: string }> = {
  tools: { method: 'tools/list', capability: 'tools' },
  prompts: { method: 'prompts/list', capability: 'prompts' },
  resources: { method: 'resources/list', capability: 'resources' },
  resourceTemplates: { method: 'resources/templates/list', capability: 'resources' },
};

/**
 * Protocol compliance from the captured snapshot, every exchange of the main connection and, when
 * given, the protocol probes made after the capture (`runProtocolProbes`). Without probes, the
 * rules that need them are left out.
 */
export function checkCompliance(snapshot: Snapshot, probes?: ProtocolProbes, exchanges: readonly Exchange[] = [], wire?: readonly WireAnomaly[]): Finding[] {
  const all = allExchanges(snapshot, exchanges, probes);
  return [
    ...checkHandshake(snapshot),
    ...checkVersion(snapshot),
    ...checkServerInfo(snapshot),
    ...checkCapabilities(snapshot),
    ...checkFraming(all),
    ...checkPagination(snapshot),
    ...checkPageOverlap(snapshot),
    ...checkEmptyCursor(snapshot),
    ...checkStdoutNoise(snapshot, wire),
    ...(wire ? checkStream(snapshot, wire) : []),
    ...checkModern(snapshot, probes, all),
    ...(probes ? [...checkSecondListing(snapshot, probes), ...checkProbes(probes)] : []),
  ];
}

const server = { kind: 'server', name: 'server' } as const;

function checkHandshake(s: Snapshot): Finding[] {
  const method = s.era === 'modern' ? 'server/discover' : 'initialize';
  if (s.handshakeIssues.length > 0) {
    return [finding('handshake', 'fail', { subject: server, args: { method, reason: s.handshakeIssues.join('; ') } })];
  }
  return [finding('handshake', 'pass', { subject: server, args: { method, version: s.protocolVersion, era: s.era } })];
}

function checkVersion(s: Snapshot): Finding[] {
  const known = KNOWN_VERSIONS.includes(s.protocolVersion);
  return [finding('protocol_version_known', known ? 'pass' : 'fail', { subject: server, args: { version: s.protocolVersion } })];
}

function checkServerInfo(s: Snapshot): Finding[] {
  const info = s.serverInfo;
  // Codes: `info` (no server info at all), or the fields missing or empty; src/rules/compliance.ts words them.
  const missing = !info ? ['info'] : (['name', 'version'] as const).filter((k) => typeof info[k] !== 'string' || info[k] === '');
  if (missing.length > 0) return [finding('server_info', 'fail', { subject: server, args: { missing } })];
  return [finding('server_info', 'pass', { subject: server, args: { name: String(info!.name), version: String(info!.version) } })];
}

function checkCapabilities(s: Snapshot): Finding[] {
  const out: Finding[] = [];
  for (const [kind, trace] of Object.entries(s.lists) as Array<[ListKind, Snapshot['lists'][ListKind]]>) {
    // A list the run deadline cut short says nothing about whether the capability is served.
    if (trace.stop === 'not-advertised' || trace.stop === 'deadline') continue;
    const { method, capability } = LIST_METHOD[kind];
    if (trace.stop === 'error') {
      const ex = s.exchanges.find((e) => e.seq === trace.errorSeq);
      const refusal = listRefusalOf(ex, trace.pages.length === 0);
      if (refusal) {
        // A definitive answer, graded by what the client loses: -32601 hides nothing (low), another error hides the list (high).
        const sdk = listRefusalSdk(s, kind, refusal);
        const args = { capability, method, code: refusal.code, reason: refusal.message, ...(sdk ? { sdk } : {}) };
        out.push(
          refusal.code === METHOD_NOT_FOUND
            ? finding('capabilities_consistent', 'fail', { subject: server, args, variant: 'method-not-found' })
            : finding('capabilities_consistent', 'fail', { subject: server, args }),
        );
        continue;
      }
      const reason = ex?.error ? `${ex.error.code} ${ex.error.message}` : (ex?.reason ?? ex?.outcome ?? 'no answer');
      out.push(finding('capabilities_consistent', 'fail', { subject: server, args: { capability, method, reason } }));
    } else {
      out.push(finding('capabilities_consistent', 'pass', { subject: server, args: { capability, method } }));
    }
  }
  return out;
}

function checkFraming(exchanges: readonly Exchange[]): Finding[] {
  const out: Finding[] = [];
  const seen = new Set<string>();
  let answered = 0;
  for (const ex of exchanges) {
    if (ex.outcome === 'result' || ex.outcome === 'error') answered++;
    for (const issue of ex.framingIssues) {
      // One finding per defect and method: the same bug repeated on every response is one bug.
      const key = `${ex.method}\u0000${issue.code}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(finding('jsonrpc_framing', 'fail', {
        subject: server,
        args: { method: ex.method, issue: issue.code, ...(issue.sent === undefined ? {} : { sent: issue.sent }), ...(issue.got === undefined ? {} : { got: issue.got }) },
      }));
    }
  }
  return out.length > 0 ? out : [finding('jsonrpc_framing', 'pass', { subject: server, args: { count: answered } })];
}

function checkPagination(s: Snapshot): Finding[] {
  const out: Finding[] = [];
  for (const [kind, trace] of Object.entries(s.lists) as Array<[ListKind, Snapshot['lists'][ListKind]]>) {
    if (trace.stop === 'not-advertised' || trace.stop === 'error' || trace.stop === 'deadline') continue;
    // mcpward's own page limit is not the server's fault: a list that long may still end, so it is
    // not judged (the run is incomplete); a repeated cursor is a loop for certain.
    const status = trace.stop === 'cursor-loop' ? 'fail' : trace.stop === 'page-cap' ? 'skip' : 'pass';
    out.push(finding('pagination_terminates', status, { subject: server, args: { list: kind, stop: trace.stop, pages: trace.pages.length } }));
  }
  return out;
}

/** Server text shown in a message, cut at 200 characters; the cut is marked, so redaction can mask a secret's fragment at it. */
function clip(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

function checkStdoutNoise(s: Snapshot, wire?: readonly WireAnomaly[]): Finding[] {
  if (s.transport !== 'stdio') return [];
  if (s.stdoutNoise.length === 0) return [finding('stdout_noise', 'pass', { subject: server })];
  // The snapshot keeps the first lines only; the wire record counts them all.
  const count = Math.max(s.stdoutNoise.length, wire?.find((a) => a.kind === 'noise')?.count ?? 0);
  return [
    finding('stdout_noise', 'fail', {
      subject: server,
      args: { count, first: clip(s.stdoutNoise[0]!) },
      evidence: { lines: s.stdoutNoise.slice(0, 5) },
    }),
  ];
}

/** How each wire anomaly counts: a fail or a warning, and which severity variant. */
const STREAM_VERDICT: Record<WireAnomaly['kind'], { status: 'fail' | 'warn' | 'pass'; variant?: 'late' | 'unreadable' }> = {
  'unknown-id': { status: 'fail' },
  duplicate: { status: 'fail' },
  late: { status: 'warn', variant: 'late' },
  // JSON-RPC allows it: stated as a fact (a pass with its count), never a warning.
  'out-of-order': { status: 'pass' },
  noise: { status: 'fail', variant: 'unreadable' },
  'invalid-utf8': { status: 'fail', variant: 'unreadable' },
  'over-long': { status: 'fail', variant: 'unreadable' },
  'too-deep': { status: 'fail', variant: 'unreadable' },
};

function checkStream(s: Snapshot, wire: readonly WireAnomaly[]): Finding[] {
  // On stdio, noise is `stdout_noise`'s to report.
  const judged = wire.filter((a) => !(a.kind === 'noise' && s.transport === 'stdio'));
  if (judged.length === 0) return [finding('jsonrpc_stream', 'pass', { subject: server })];
  return judged.map((a) => {
    const { status, variant } = STREAM_VERDICT[a.kind];
    const fields = { subject: server, args: { kind: a.kind, count: a.count, first: clip(a.first), transport: s.transport } };
    return variant === undefined ? finding('jsonrpc_stream', status, fields) : finding('jsonrpc_stream', status, { ...fields, variant });
  });
}

/** Protocol compliance: the handshake, framing, capabilities and pagination, and the protocol probes' answers. */
export const complianceFamily = defineFamily({
  family: 'compliance',
  run: ({ evidence }) => checkCompliance(evidence.snapshot, evidence.probes, evidence.exchanges, evidence.wire),
});
