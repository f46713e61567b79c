import { contentTokens } from '../../text/tokens.js';

/**
 * Similarity of two tool descriptions in [0, 1]. The lexical scorer is the offline default; a
 * semantic scorer (local embeddings) can implement the same interface later.
 */
export interface Scorer {
  score(a: string, b: string): number;
  /**
   * Index pairs `[i, j]` (i < j) that could score at least `threshold`. Optional: a scorer without
   * it has every pair scored, which is right for scorers no lexical index can prune.
   */
  candidates?(texts: readonly string[], threshold: number): Iterable<[number, number]>;
}

/** Descriptions shorter than this say too little to collide: that is a missing-description problem. */
export const MIN_TOKENS = 2;

/**
 * Jaccard similarity of the sets of content words (stop words dropped, stemmed): |A∩B| / |A∪B|.
 * At 0.8, two descriptions may differ in about one content word in ten: near-identical, while
 * `Delete entities and their relations …` / `Delete relations …` (a superset) stays below.
 */
export function createLexicalScorer(): Scorer & { tokens(text: string): readonly string[] } {
  // Per-run cache: each description is tokenised once however many pairs it is in.
  const cache = new Map<string, readonly string[]>();
  const tokens = (text: string): readonly string[] => {
    let t = cache.get(text);
    if (!t) cache.set(text, (t = contentTokens(text)));
    return t;
  };
  const sets = new Map<string, ReadonlySet<string>>();
  const tokenSet = (text: string): ReadonlySet<string> => {
    let s = sets.get(text);
    if (!s) sets.set(text, (s = new Set(tokens(text))));
    return s;
  };

  return {
    tokens,
    score(a, b) {
      const ta = tokens(a);
      const tb = tokens(b);
      if (ta.length < MIN_TOKENS || tb.length < MIN_TOKENS) return 0;
      const sb = tokenSet(b);
      let shared = 0;
      for (const w of ta) if (sb.has(w)) shared++;
      return shared / (ta.length + tb.length - shared);
    },
    candidates(texts, threshold) {
      return prefixFilterCandidates(texts.map(tokens), threshold);
    },
  };
}

/**
 * Candidate pairs by prefix filtering (AllPairs, Bayardo et al. 2007; PPJoin, Xiao et al. 2008),
 * exact for Jaccard ≥ t. A qualifying pair needs overlap α = t/(1+t)·(|x|+|y|). Sets are visited
 * shortest first, so an indexed y is never longer than the probing x; then α ≥ t·|x| and
 * α ≥ 2t/(1+t)·|y|, and with every set's words ordered rarest first the two must share a word
 * within x's first |x| − ⌈t·|x|⌉ + 1 words (probed) and y's first |y| − ⌈2t/(1+t)·|y|⌉ + 1 (indexed).
 * Common words sit at the end of every set, so boilerplate shared by thousands of generated tools
 * ("list", "records", "workspace") is never indexed and never makes a candidate by itself.
 * Pairs are yielded lazily, so a caller can stop early.
 */
export function* prefixFilterCandidates(sets: ReadonlyArray<readonly string[]>, threshold: number): Generator<[number, number]> {
  const t = Math.min(Math.max(threshold, 0), 1);
  const df = new Map<string, number>();
  for (const set of sets) for (const w of set) df.set(w, (df.get(w) ?? 0) + 1);
  const rarestFirst = (a: string, b: string) => df.get(a)! - df.get(b)! || (a < b ? -1 : a > b ? 1 : 0);

  const order = sets
    .map((set, i) => ({ i, words: [...set].sort(rarestFirst) }))
    .filter((r) => r.words.length >= MIN_TOKENS)
    .sort((a, b) => a.words.length - b.words.length || a.i - b.i);

  // Prefix length when at least `fraction`·|X| words must be shared (never empty, never past the end).
  const prefix = (size: number, fraction: number) => Math.min(size, Math.max(1, size - Math.ceil(fraction * size - 1e-9) + 1));
  const index = new Map<string, number[]>();
  const size = new Int32Array(sets.length);
  const seenBy = new Int32Array(sets.length).fill(-1);

  for (const { i, words } of order) {
    size[i] = words.length;
    // Length filter: J ≤ |y|/|x| when y is the shorter set.
    const minSize = t * words.length - 1e-9;
    const probe = prefix(words.length, t);
    for (let k = 0; k < probe; k++) {
      const posting = index.get(words[k]!);
      if (!posting) continue;
      for (const j of posting) {
        if (seenBy[j] === i || size[j]! < minSize) continue;
        seenBy[j] = i;
        yield j < i ? [j, i] : [i, j];
      }
    }
    const indexed = prefix(words.length, (2 * t) / (1 + t));
    for (let k = 0; k < indexed; k++) {
      const posting = index.get(words[k]!);
      if (posting) posting.push(i);
      else index.set(words[k]!, [i]);
    }
  }
}
