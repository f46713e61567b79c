import type { Confidence, Status } from '../../model.js';

const RANK: Record<Confidence, number> = { low: 0, medium: 1, high: 2 };

/** A low-confidence heuristic is reported but never fails a run on its own (zizmor's stance). */
export function statusFor(confidence: Confidence): Status {
  return confidence === 'low' ? 'warn' : 'fail';
}

/** The most confident of several matches; the first wins a tie so results stay deterministic. */
export function strongest<T extends { confidence: Confidence }>(hits: readonly T[]): T {
  return hits.reduce((best, h) => (RANK[h.confidence] > RANK[best.confidence] ? h : best));
}
