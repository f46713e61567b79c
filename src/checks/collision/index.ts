import type { Confidence } from '../../model.js';
import type { Finding } from '../../rules/index.js';
import { finding } from '../../rules/index.js';
import type { Snapshot } from '../../snapshot/types.js';
import { isRecord, itemLabel } from '../../snapshot/view.js';
import { createLexicalScorer, type PairVisitor, type Scorer } from './scorer.js';
import { DIVERGENT_BELOW, shapeFeatures, shapeSimilarity } from './shape.js';
import { defineFamily } from '../family.js';

export { createLexicalScorer, prefixFilterCandidates, type Scorer } from './scorer.js';
export { shapeFeatures } from './shape.js';

/** `checks.collision` from the config. */
export interface CollisionOptions {
  enabled: boolean;
  /** Description similarity (0–1) at which a pair counts as near-identical. */
  threshold: number;
  /** Above this many tools the lint is skipped with a warning. */
  max_tools: number;
  /** Collisions fail the run instead of warning. */
  fail: boolean;
}

/** At most this many colliding pairs become findings; the rest are counted. */
export const MAX_REPORTED = 200;
/**
 * Bounds the work of an indexed scorer when thousands of tools share one boilerplate description
 * (then every pair is a genuine candidate). A scorer without an index is bounded by max_tools alone.
 */
export const MAX_COMPARED = 500_000;
const MAX_LISTED_FEATURES = 6;

/**
 * Flags pairs of tools whose descriptions are near-identical while their input schemas differ in
 * shape. Candidate pairs come from the scorer's index when it has one, so the cost follows the
 * number of similar pairs rather than n².
 */
export function checkCollisions(snapshot: Snapshot, options: CollisionOptions, given?: Scorer): Finding[] {
  if (!options.enabled) return [];
  const total = snapshot.tools.length;
  if (total > options.max_tools) {
    return [finding('collision_lint_incomplete', 'warn', { args: { reason: 'max_tools', tools: total, max_tools: options.max_tools } })];
  }

  const tools = snapshot.tools.flatMap((item) => {
    const raw = isRecord(item.raw) ? item.raw : {};
    return typeof raw.description === 'string' && raw.description.trim() !== ''
      ? [{ name: itemLabel(item), description: raw.description, schema: raw.inputSchema }]
      : [];
  });
  const texts = tools.map((t) => t.description);
  // Words are weighed by how rare they are among this server's own descriptions.
  const scorer = given ?? createLexicalScorer(texts);
  const shapes = new Map<number, Set<string>>();
  const shapeOf = (i: number) => {
    let s = shapes.get(i);
    if (!s) shapes.set(i, (s = shapeFeatures(tools[i]!.schema)));
    return s;
  };

  const limit = scorer.candidates ? MAX_COMPARED : Number.POSITIVE_INFINITY;
  let compared = 0;
  let stopped = false;
  const hits: Array<{ i: number; j: number; similarity: number; shape: number }> = [];
  const visit = (i: number, j: number, similarity: number): boolean => {
    if (compared === limit) {
      stopped = true;
      return false;
    }
    compared++;
    if (similarity < options.threshold) return true;
    const shape = shapeSimilarity(shapeOf(i), shapeOf(j));
    if (shape < DIVERGENT_BELOW) hits.push({ i, j, similarity, shape });
    return true;
  };
  if (scorer.candidates) scorer.candidates(texts, options.threshold, visit);
  else allPairs(texts, scorer, visit);

  // Name order for each pair and across pairs, so the report (and which pairs survive the cap)
  // does not depend on listing order or on the order a scorer yields candidates.
  const oriented = hits.map((h) => (tools[h.i]!.name <= tools[h.j]!.name ? h : { ...h, i: h.j, j: h.i }));
  oriented.sort((x, y) => compare(tools[x.i]!.name, tools[y.i]!.name) || compare(tools[x.j]!.name, tools[y.j]!.name));
  const status = options.fail ? 'fail' : 'warn';
  const out: Finding[] = oriented.slice(0, MAX_REPORTED).map(({ i, j, similarity, shape }) => {
    const confidence: Confidence = similarity >= 0.9 ? 'high' : 'medium';
    return finding('description_collision', status, {
      confidence,
      subject: { kind: 'tool', name: tools[i]!.name },
      path: 'description',
      args: {
        tool: tools[i]!.name,
        other: tools[j]!.name,
        similarity: round(similarity),
        shape_similarity: round(shape),
        only_tool: difference(shapeOf(i), shapeOf(j)),
        only_other: difference(shapeOf(j), shapeOf(i)),
      },
    });
  });
  if (out.length === 0) out.push(finding('description_collision', 'pass', { args: { tools: tools.length, compared } }));
  if (stopped) out.push(finding('collision_lint_incomplete', 'warn', { args: { reason: 'max_compared', compared } }));
  else if (oriented.length > MAX_REPORTED) {
    out.push(finding('collision_lint_incomplete', 'warn', { args: { reason: 'max_pairs', reported: MAX_REPORTED, found: oriented.length } }));
  }
  return out;
}

function allPairs(texts: readonly string[], scorer: Scorer, visit: PairVisitor): void {
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) if (visit(i, j, scorer.score(texts[i]!, texts[j]!)) === false) return;
}

function difference(a: ReadonlySet<string>, b: ReadonlySet<string>): string[] {
  return [...a].filter((f) => !b.has(f)).sort().slice(0, MAX_LISTED_FEATURES);
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}

function compare(a: unknown, b: unknown): number {
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

/** Near-identical descriptions over divergent input schemas. */
export const collisionFamily = defineFamily({
  family: 'collision',
  run: ({ evidence, config }) => checkCollisions(evidence.snapshot, config.checks.collision),
});
