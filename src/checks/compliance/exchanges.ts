import type { ProtocolProbes } from '../../snapshot/probes.js';
import type { Snapshot } from '../../snapshot/types.js';
import type { Exchange } from '../../snapshot/wire.js';

/**
 * Every exchange of the main connection the checks may judge: the collector's record (capture,
 * probes, tool calls, completions), the capture's own where the collector recorded none, and the
 * probes' copies; one per request (`seq` and method: a probe keeps a copy of its exchange), in
 * order, without the era probe a legacy server answered.
 */
export function allExchanges(snapshot: Snapshot, exchanges: readonly Exchange[] = [], probes?: ProtocolProbes): Exchange[] {
  const seen = new Map<string, Exchange>();
  const probed = probes ? Object.values(probes.probes).flatMap((r) => (r.outcome.kind === 'exchange' ? [r.outcome.exchange] : [])) : [];
  for (const ex of [...snapshot.exchanges, ...probed, ...exchanges]) {
    const key = `${ex.seq}\u0000${ex.method}`;
    if (ex.seq !== snapshot.legacyProbeSeq && !seen.has(key)) seen.set(key, ex);
  }
  return [...seen.values()].sort((a, b) => a.seq - b.seq);
}
