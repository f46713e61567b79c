/**
 * A small statistical reader of server text: logistic regression over hashed features of each
 * clause (character 3–5-grams, word uni- and bigrams, and two structural signals), trained offline
 * on the train split of the poisoning benchmark by bench/poisoning/train-model.mjs. Pure and
 * deterministic: the same text and weights give the same score; no network, no state.
 *
 * Character n-grams are the language-agnostic part (they read CJK, where words are not spaced,
 * and inflections the phrase lists never saw). Every score can be explained: the words whose
 * features carried it, so a finding shows the evidence, not just a number.
 */
import { splitClauses } from './clauses.js';
import { decodeEncoded } from './decode.js';
import { normalize } from './normalize.js';

/** Hash space of the features (a power of two). The weights are one signed byte per slot. */
export const MODEL_BITS = 16;
const MASK = (1 << MODEL_BITS) - 1;
/** Past this many characters a clause is not read further: hostile input stays bounded. */
const MAX_CLAUSE = 400;
const MAX_CLAUSES = 64;

export interface ModelWeights {
  /** One signed weight per hash slot, as a Float32Array or Int8Array scaled by `scale`. */
  weights: ArrayLike<number>;
  scale: number;
  bias: number;
}

/** One text the model reads: the clause as a model reads it, and whether it came out of an encoding. */
export interface ModelClause {
  text: string;
  encoded: boolean;
}

/** Where the features of one clause came from, for the explanation. */
export interface Feature {
  slot: number;
  /** Character span in the folded clause (for n-grams and words), or -1 for a structural signal. */
  from: number;
  to: number;
  name: string;
}

/** The clauses of a text as a model reads them: the visible text, what Unicode Tags hide, and decoded runs. */
export function modelClauses(text: string): ModelClause[] {
  const { visible, smuggled } = normalize(text);
  const out: ModelClause[] = [];
  const add = (t: string, encoded: boolean) => {
    for (const c of splitClauses(t)) if (out.length < MAX_CLAUSES) out.push({ text: c.text, encoded });
  };
  add(visible, false);
  if (smuggled) add(smuggled, true);
  for (const d of decodeEncoded(visible)) add(d.text, true);
  return out;
}

/** FNV-1a over the UTF-16 units of `s`, seeded so that each feature kind has its own space. */
function hash(seed: number, s: string, from: number, to: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = from; i < to; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h ^ (h >>> 16)) & MASK;
}

/** What the features are read over: lower case, digits as 0, runs of space as one. */
export function fold(clause: string): string {
  return clause.slice(0, MAX_CLAUSE).toLowerCase().replace(/\d/g, '0').replace(/\s+/g, ' ').trim();
}

const WORD = /[\p{L}\p{N}_]+/gu;

/**
 * The features of one clause. `tools` are the lower-case names of the server's tools, `carrier`
 * the tool that carries the text: naming another tool is a structural signal.
 */
export function clauseFeatures(clause: ModelClause, tools: ReadonlySet<string>, carrier?: string): Feature[] {
  const s = fold(clause.text);
  const out: Feature[] = [];
  const padded = ` ${s} `;
  for (let n = 3; n <= 5; n++) {
    for (let i = 0; i + n <= padded.length; i++) {
      // Spans are kept in `s` coordinates (the padding shifts by one).
      out.push({ slot: hash(n, padded, i, i + n), from: Math.max(0, i - 1), to: Math.min(s.length, i + n - 1), name: padded.slice(i, i + n) });
    }
  }
  let prev: { word: string; from: number } | undefined;
  let other = false;
  for (const m of s.matchAll(WORD)) {
    const word = m[0];
    const from = m.index!;
    out.push({ slot: hash(11, word, 0, word.length), from, to: from + word.length, name: word });
    if (prev) {
      const pair = `${prev.word} ${word}`;
      out.push({ slot: hash(12, pair, 0, pair.length), from: prev.from, to: from + word.length, name: pair });
    }
    prev = { word, from };
    if (!other && word !== carrier && word.length > 2 && tools.has(word)) other = true;
  }
  if (other) out.push({ slot: hash(21, 'other_tool', 0, 10), from: -1, to: -1, name: '<names another tool>' });
  if (clause.encoded) out.push({ slot: hash(21, 'encoded', 0, 7), from: -1, to: -1, name: '<decoded from an encoding>' });
  return out;
}

/** The probability-like score (0–1) of one clause's features under `model`. */
export function scoreFeatures(features: readonly Feature[], model: ModelWeights): number {
  if (features.length === 0) return 0;
  const norm = 1 / Math.sqrt(features.length);
  let z = model.bias;
  for (const f of features) z += model.weights[f.slot]! * model.scale * norm;
  return 1 / (1 + Math.exp(-z));
}

/**
 * The words of the clause that carried its score, best first: each feature's contribution shared
 * out over the words its span touches, only positive totals kept. Structural signals are named as such.
 */
export function explain(clause: ModelClause, features: readonly Feature[], model: ModelWeights, max = 5): string[] {
  const s = fold(clause.text);
  const words = [...s.matchAll(WORD)].map((m) => ({ word: m[0], from: m.index!, to: m.index! + m[0].length, total: 0 }));
  const signals = new Map<string, number>();
  const norm = features.length > 0 ? 1 / Math.sqrt(features.length) : 0;
  for (const f of features) {
    const c = model.weights[f.slot]! * model.scale * norm;
    if (f.from < 0) {
      signals.set(f.name, (signals.get(f.name) ?? 0) + c);
      continue;
    }
    const touched = words.filter((w) => w.from < f.to && f.from < w.to);
    for (const w of touched) w.total += c / touched.length;
  }
  const ranked = [...words.map((w) => [w.word, w.total] as const), ...signals].filter(([, t]) => t > 0).sort((a, b) => b[1] - a[1]);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const [w] of ranked) {
    if (seen.has(w)) continue;
    seen.add(w);
    out.push(w);
    if (out.length >= max) break;
  }
  return out;
}
