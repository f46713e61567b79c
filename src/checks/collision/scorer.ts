import { contentTokens } from '../../text/tokens.js';

/** Two indices (i < j) and their similarity. */
export type ScoredPair = readonly [i: number, j: number, similarity: number];
/** Called with each candidate pair; false stops the walk. A callback, not a generator: at 10,000 tools there are 10⁵ pairs. */
export type PairVisitor = (i: number, j: number, similarity: number) => boolean | void;

/**
 * Similarity of two tool descriptions in [0, 1]. The lexical scorer is the offline default; a
 * semantic scorer (local embeddings) can implement the same interface later.
 */
export interface Scorer {
  score(a: string, b: string): number;
  /**
   * Visits the index pairs (i < j) that could score at least `threshold`, each with its score (an
   * index that has the words at hand scores a pair far cheaper than `score` can); `visit` returns
   * false to stop. Optional: a scorer without it has every pair scored, which is right for scorers
   * no lexical index can prune.
   */
  candidates?(texts: readonly string[], threshold: number, visit: PairVisitor): void;
}

/** Descriptions shorter than this say too little to collide: that is a missing-description problem. */
const MIN_TOKENS = 2;

/**
 * How much a word weighs when it occurs in `df` of the `n` descriptions of one server: ln((n+2)/max(df,2)).
 * Rare words carry the meaning and weigh the most; a word every description shares (a product
 * prefix, error-response boilerplate) weighs ln((n+2)/n), next to nothing once a server has a few
 * dozen tools. A word in one description weighs like one in two, since a pair is two descriptions:
 * a server of two tools is therefore scored by plain Jaccard (every weight equal).
 */
function rarityWeight(df: number, n: number): number {
  return Math.log((n + 2) / Math.max(df, 2));
}

/** At least this many descriptions of one server repeating a sentence make it boilerplate. */
const BOILERPLATE_DESCRIPTIONS = 3;

// Sentences as written, lower case; generated boilerplate repeats them character for character.
const sentencesOf = (text: string): string[] => {
  const out: string[] = [];
  for (const part of text.toLowerCase().split(/[.!?;:,]*(?:[.!?;:]\s|\n)\s*/)) {
    const s = part.trim();
    if (s.length > 0) out.push(s);
  }
  return out;
};

/** Each distinct text with how often it occurs: generated servers repeat whole descriptions. */
function multiplicity(texts: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const text of texts) out.set(text, (out.get(text) ?? 0) + 1);
  return out;
}

/** Sentences repeated verbatim (case and spacing aside) in BOILERPLATE_DESCRIPTIONS or more descriptions. */
function sharedSentences(corpus: readonly string[], split: (text: string) => readonly string[] = sentencesOf): Set<string> {
  const count = new Map<string, number>();
  for (const [text, times] of multiplicity(corpus)) {
    const sentences = split(text);
    // Most generated descriptions are one sentence: no set to build to count it once.
    for (const s of sentences.length < 2 ? sentences : new Set(sentences)) count.set(s, (count.get(s) ?? 0) + times);
  }
  const out = new Set<string>();
  for (const [s, c] of count) if (c >= BOILERPLATE_DESCRIPTIONS) out.add(s);
  return out;
}

/**
 * The content words of a description without the server's boilerplate sentences: what the tool
 * says about itself. A description that is nothing but boilerplate keeps all its words, so tools
 * sharing one whole description still collide.
 */
function ownWords(text: string, boilerplate: ReadonlySet<string>, split: (text: string) => readonly string[] = sentencesOf): string[] {
  const all = () => [...new Set(contentTokens(text))];
  if (boilerplate.size === 0) return all();
  const sentences = split(text);
  const own = sentences.filter((s) => !boilerplate.has(s));
  if (own.length === sentences.length) return all();
  const words = [...new Set(contentTokens(own.join('. ')))];
  return words.length >= MIN_TOKENS ? words : all();
}

/**
 * Jaccard similarity of the sets of content words (stop words dropped, stemmed). With `corpus`
 * (the server's own descriptions), sentences that three or more of them repeat verbatim are left
 * out (see sharedSentences) and each word is weighted
 * by how rare it is among `corpus` — the server's own descriptions (see rarityWeight): Σ w(A∩B) / Σ w(A∪B).
 * Without a corpus every word weighs the same (plain |A∩B| / |A∪B|, as drift's rename detection
 * wants for two texts). With it, generated tools that share their boilerplate and differ only in
 * the verb that carries the meaning ("Create a data source" / "Retrieve a data source") are not
 * near-identical, while two descriptions that say the same rare things still are.
 * At 0.8, two descriptions may differ in about one content word in ten: near-identical, while
 * `Delete entities and their relations …` / `Delete relations …` (a superset) stays below.
 */
export function createLexicalScorer(corpus?: readonly string[]): Scorer & { tokens(text: string): readonly string[]; weight(word: string): number } {
  // Sentences are split once per distinct text, for counting and for leaving boilerplate out.
  const split = new Map<string, readonly string[]>();
  const sentences = (text: string): readonly string[] => {
    let out = split.get(text);
    if (!out) split.set(text, (out = sentencesOf(text)));
    return out;
  };
  const shared = corpus ? sharedSentences(corpus, sentences) : new Set<string>();
  // Per-run cache: each description is tokenised once however many pairs it is in.
  const sets = new Map<string, readonly string[]>();
  const tokens = (text: string): readonly string[] => {
    let t = sets.get(text);
    if (!t) sets.set(text, (t = ownWords(text, shared, sentences)));
    return t;
  };
  const df = new Map<string, number>();
  const n = corpus?.length ?? 0;
  if (corpus) for (const [text, times] of multiplicity(corpus)) for (const w of tokens(text)) df.set(w, (df.get(w) ?? 0) + times);
  const weights = new Map<string, number>();
  for (const [w, count] of df) weights.set(w, rarityWeight(count, n));
  // A word outside the corpus (or no corpus at all) weighs as a word of one description.
  const unit = corpus ? rarityWeight(1, n) : 1;
  const weight = (w: string): number => weights.get(w) ?? unit;
  // Per text, once: its words, their weights, the set to probe and the total weight.
  interface Bag {
    words: readonly string[];
    weights: Float64Array;
    set: ReadonlySet<string>;
    total: number;
  }
  const bags = new Map<string, Bag>();
  const bag = (text: string): Bag => {
    let b = bags.get(text);
    if (!b) {
      const words = tokens(text);
      // Plain loops: Float64Array.from with a map function and reduce cost more than the scoring itself at 10,000 tools.
      const weights = new Float64Array(words.length);
      let total = 0;
      for (let k = 0; k < words.length; k++) total += weights[k] = weight(words[k]!);
      bags.set(text, (b = { words, weights, set: new Set(words), total }));
    }
    return b;
  };

  return {
    tokens,
    weight,
    score(a, b) {
      const x = bag(a);
      const y = bag(b);
      if (x.words.length < MIN_TOKENS || y.words.length < MIN_TOKENS) return 0;
      let shared = 0;
      for (let k = 0; k < x.words.length; k++) if (y.set.has(x.words[k]!)) shared += x.weights[k]!;
      const union = x.total + y.total - shared;
      return union > 0 ? shared / union : 0;
    },
    candidates(texts, threshold, visit) {
      forEachCandidate(texts.map(tokens), threshold, weight, visit);
    },
  };
}

/**
 * Candidate pairs by prefix filtering (AllPairs, Bayardo et al. 2007; PPJoin, Xiao et al. 2008),
 * exact for weighted Jaccard ≥ t (plain Jaccard when every weight is 1). Words are put in one
 * global order, heaviest (rarest) first. A qualifying pair shares overlap O ≥ t·max(W(x), W(y)),
 * since J = O / (W(x) + W(y) − O) and the denominator is at least the larger set. Take each set's
 * prefix up to where the rest of it weighs less than t·W: the first word the two share (in the
 * global order) is in both prefixes, or all they share would lie in a suffix lighter than O. So
 * each set indexes its prefix and probes with it, and the length filter W(y) ≥ t·W(x) prunes the
 * rest. Common words sit at the end of every set, so boilerplate shared by thousands of generated
 * tools ("list", "records", "workspace") is never indexed and never makes a candidate by itself.
 * Each pair is visited as it is found, so a caller can stop early, with its weighted Jaccard
 * similarity computed here on the ranks (a merge of two sorted arrays), not by looking words up
 * again: at 10,000 generated tools there are a hundred thousand candidates or more.
 */
function forEachCandidate(sets: ReadonlyArray<readonly string[]>, threshold: number, weight: (word: string) => number, visit: PairVisitor): void {
  const t = Math.min(Math.max(threshold, 0), 1);
  const df = new Map<string, number>();
  const unique = sets.map((set) => {
    const words = [...new Set(set)];
    for (const word of words) df.set(word, (df.get(word) ?? 0) + 1);
    return words;
  });
  // One global order, heaviest first (then rarer, then by spelling): each word becomes its rank,
  // so every set sorts as numbers and the index is an array.
  const vocabulary = [...df.keys()].map((word) => ({ word, weight: weight(word), df: df.get(word)! }));
  vocabulary.sort((a, b) => b.weight - a.weight || a.df - b.df || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  const rank = new Map<string, number>();
  const weightOf = new Float64Array(vocabulary.length);
  vocabulary.forEach((v, r) => {
    rank.set(v.word, r);
    weightOf[r] = v.weight;
  });

  const order = unique
    .map((set, i) => {
      const words = new Int32Array(set.length);
      for (let k = 0; k < set.length; k++) words[k] = rank.get(set[k]!)!;
      words.sort();
      let total = 0;
      for (const r of words) total += weightOf[r]!;
      return { i, words, total };
    })
    .filter((r) => r.words.length >= MIN_TOKENS)
    .sort((a, b) => a.total - b.total || a.i - b.i);

  // Shortest prefix whose remaining suffix weighs less than t·W (rounding leans longer).
  const prefix = (words: Int32Array, total: number): number => {
    let rest = total;
    let k = 0;
    while (k < words.length && rest >= t * total - 1e-9 * Math.max(1, total)) rest -= weightOf[words[k++]!]!;
    return Math.max(1, k);
  };
  const index: Array<number[] | undefined> = new Array<number[] | undefined>(vocabulary.length);
  const mass = new Float64Array(sets.length);
  const ranks: Array<Int32Array | undefined> = new Array<Int32Array | undefined>(sets.length);
  const similarity = (x: Int32Array, wx: number, y: Int32Array, wy: number): number => {
    let shared = 0;
    for (let a = 0, b = 0; a < x.length && b < y.length; ) {
      if (x[a] === y[b]) {
        shared += weightOf[x[a]!]!;
        a++;
        b++;
      } else if (x[a]! < y[b]!) a++;
      else b++;
    }
    const union = wx + wy - shared;
    return union > 0 ? shared / union : 0;
  };
  const seenBy = new Int32Array(sets.length).fill(-1);

  for (const { i, words, total } of order) {
    mass[i] = total;
    ranks[i] = words;
    // Length filter: J ≤ W(y)/W(x) when y is the lighter set (sets are visited lightest first).
    const minMass = t * total - 1e-9 * Math.max(1, total);
    const k = prefix(words, total);
    for (let p = 0; p < k; p++) {
      const posting = index[words[p]!];
      if (!posting) continue;
      for (const j of posting) {
        if (seenBy[j] === i || mass[j]! < minMass) continue;
        seenBy[j] = i;
        const s = similarity(words, total, ranks[j]!, mass[j]!);
        if ((j < i ? visit(j, i, s) : visit(i, j, s)) === false) return;
      }
    }
    for (let p = 0; p < k; p++) {
      const r = words[p]!;
      const posting = index[r];
      if (posting) posting.push(i);
      else index[r] = [i];
    }
  }
}

/** Every candidate pair of forEachCandidate, in the order it finds them. */
export function prefixFilterCandidates(sets: ReadonlyArray<readonly string[]>, threshold: number, weight: (word: string) => number = () => 1): ScoredPair[] {
  const out: ScoredPair[] = [];
  forEachCandidate(sets, threshold, weight, (i, j, similarity) => {
    out.push([i, j, similarity]);
  });
  return out;
}
