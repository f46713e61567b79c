/**
 * A small statistical reader of server text: logistic regression over hashed features of each
 * clause (character 3–5-grams, word uni- and bigrams, and two structural signals), trained offline
 * on the train split of the poisoning benchmark by bench/poisoning/train-model.mjs. Pure and
 * deterministic: the same text and weights give the same score; no network, no state.
 *
 * Character n-grams are the language-agnostic part (they read CJK, where words are not spaced,
 * and inflections the phrase lists never saw). Every score can be explained: the words whose
 * features carried it, so a finding shows the evidence, not just a number.
 *
 * Read by the security family as a second opinion beside the directive reader (the
 * `reads_like_poisoning` rule, a warning): its weights are generated into model-weights.ts, learnt
 * from the train split with the honest documentation of the dev dependencies as extra negatives
 * (bench/poisoning/README.md, "The statistical model, shipped").
 */
import { identifierWordBound, identifierWords, splitClauses } from './clauses.js';
import { decodeEncoded } from './decode.js';
import { MODEL_DATA } from './model-weights.js';
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

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu;
/**
 * Whether a clause is a sentence the model may judge: three words, or six letters of a script
 * written without spaces. An enum value or a one-word label ("partner") cannot order anything, and
 * on so few features a score says only which topic the word belongs to.
 */
export function isSentence(text: string): boolean {
  if (isList(text)) return false;
  let words = 0;
  WORD_AT.lastIndex = 0;
  while (WORD_AT.exec(text) !== null) if (++words >= 3) return true;
  let unspaced = 0;
  UNSPACED.lastIndex = 0;
  const head = text.slice(0, MAX_CLAUSE);
  while (UNSPACED.exec(head) !== null) if (++unspaced >= 6) return true;
  return false;
}
/**
 * A run of names separated by commas ("applepay, bankaccounts, bookings, cards, …"): an enumeration of
 * one-word items orders nothing, and its n-grams say only what the names look like (square's API list,
 * judged on thirty-five npm servers). Four commas or more, and no more words than items.
 */
function isList(text: string): boolean {
  const head = text.length > MAX_CLAUSE ? text.slice(0, MAX_CLAUSE) : text;
  let commas = 0;
  for (let i = 0; i < head.length; i++) if (head.charCodeAt(i) === 44) commas++;
  if (commas < 4) return false;
  let words = 0;
  WORD_AT.lastIndex = 0;
  while (WORD_AT.exec(head) !== null) if (++words > commas + 1) return false;
  return true;
}
// Global patterns walked with exec (no iterator, no copy): one per use, never shared with a caller.
const WORD_AT = /[\p{L}\p{N}_]+/gu;
const WORD_SCORE = /[\p{L}\p{N}_]+/gu;

/** The clauses of a text as a model reads them: the visible text, what Unicode Tags hide, and decoded runs. */
export function modelClauses(text: string): ModelClause[] {
  const { visible, smuggled } = normalize(text);
  const out: ModelClause[] = [];
  const add = (t: string, encoded: boolean) => {
    for (const c of splitClauses(t)) if (out.length < MAX_CLAUSES && isSentence(c.text)) out.push({ text: c.text, encoded });
  };
  add(visible, false);
  if (smuggled) add(smuggled, true);
  for (const d of decodeEncoded(visible)) add(d.text, true);
  return out;
}

const NO_CLAUSE: readonly ModelClause[] = [];
/**
 * A tool's name as the model reads it: one clause, when it is a sentence. A name of ASCII words with
 * fewer than five words is a label ("get_latest_pipeline_status"): an order needs an act, what it
 * acts on and when or where, and on four words a score says only which topic the name is about.
 * (The shortest poisoned name of the train split has six words.) Read up to 256 characters.
 */
export function nameClauses(name: string): readonly ModelClause[] {
  const head = name.length > 256 ? name.slice(0, 256) : name;
  const ascii = !/[^\x00-\x7f]/.test(head);
  // The bound is cheap and never below the count: most names stop here without being split.
  if (ascii && identifierWordBound(head) < 5) return NO_CLAUSE;
  const text = identifierWords(head);
  if (ascii && text.split(' ').filter(Boolean).length < 5) return NO_CLAUSE;
  return isSentence(text) ? [{ text, encoded: false }] : NO_CLAUSE;
}

/** FNV-1a over the UTF-16 units of `s`, seeded so that each feature kind has its own space. */
function hash(seed: number, s: string, from: number, to: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = from; i < to; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix(h);
}
const mix = (h: number) => (h ^ (h >>> 16)) & MASK;

/** What the features are read over: lower case, digits as 0, runs of space as one. */
export function fold(clause: string): string {
  let s = (clause.length > MAX_CLAUSE ? clause.slice(0, MAX_CLAUSE) : clause).toLowerCase();
  // Each replacement only where it changes something: every distinct text of a server is folded.
  if (DIGIT.test(s)) s = s.replace(/\d+/g, '0');
  if (UNEVEN_SPACE.test(s)) s = s.replace(/\s+/g, ' ');
  return s.trim();
}
const DIGIT = /\d/;
// Space that folding changes: a run of two, or any space but the plain one.
const UNEVEN_SPACE = /\s\s|[^\S ]/;

const WORD = /[\p{L}\p{N}_]+/gu;
const OTHER_TOOL = hash(21, 'other_tool', 0, 10);
const ENCODED = hash(21, 'encoded', 0, 7);
const SIGNALS = new Map([
  [OTHER_TOOL, '<names another tool>'],
  [ENCODED, '<decoded from an encoding>'],
]);

/**
 * Visits every feature of one clause (folded): its hash slot and the span of the folded text it
 * reads (-1 for a structural signal). One walk serves training, scoring and the explanation, so
 * the three cannot disagree. `tools` are the lower-case names of the server's tools, `carrier`
 * the tool that carries the text: naming another tool is a structural signal.
 */
function walk(s: string, encoded: boolean, tools: ReadonlySet<string>, carrier: string | undefined, visit: (slot: number, from: number, to: number) => void): void {
  // Character 3-, 4- and 5-grams of " s ", hashed incrementally from each start.
  const padded = ` ${s} `;
  for (let i = 0; i + 3 <= padded.length; i++) {
    let h = 0x811c9dc5;
    for (let k = 0; k < 5 && i + k < padded.length; k++) {
      h ^= padded.charCodeAt(i + k);
      h = Math.imul(h, 0x01000193);
      if (k >= 2) visit(mix(Math.imul(h ^ k, 0x9e3779b1)), Math.max(0, i - 1), Math.min(s.length, i + k));
    }
  }
  let prevFrom = -1;
  let prevHash = 0;
  let other = false;
  for (const m of s.matchAll(WORD)) {
    const word = m[0];
    const from = m.index!;
    const wh = hash(11, word, 0, word.length);
    visit(wh, from, from + word.length);
    if (prevFrom >= 0) visit(mix(Math.imul(prevHash ^ 0x5bd1e995, 31) ^ wh ^ 0x2545f491), prevFrom, from + word.length);
    prevFrom = from;
    prevHash = wh;
    if (!other && word !== carrier && word.length > 2 && tools.has(word)) other = true;
  }
  if (other) visit(OTHER_TOOL, -1, -1);
  if (encoded) visit(ENCODED, -1, -1);
}

/** The feature slots of one clause (what training reads). */
export function clauseSlots(clause: ModelClause, tools: ReadonlySet<string>, carrier?: string): number[] {
  const out: number[] = [];
  walk(fold(clause.text), clause.encoded, tools, carrier, (slot) => out.push(slot));
  return out;
}

/**
 * The score (0–1) of one clause under `model`. The same features as `walk`, summed in one loop
 * without a callback: the security family scores every prose text of a server, 10,000 tools and
 * more on generated ones (test/text/model.test.ts holds it equal to the walk). `named` learns the
 * server's tools the clause names; `memo` (one per server: its keys hold for one set of `tools`)
 * keeps each folded clause's features, which generated servers repeat with only numbers changed.
 */
export function scoreClause(clause: ModelClause, model: ModelWeights, tools: ReadonlySet<string>, carrier?: string, named?: Set<string>, memo?: Map<string, Tally>): number {
  const s = fold(clause.text);
  let t = memo?.get(s);
  if (!t) {
    t = tally(s, model.weights, tools);
    // Bounded: a hostile server's distinct clauses (up to 64 of 400 characters per text) stay transient past it.
    if (memo && memo.size < MEMO_LIMIT) memo.set(s, t);
  }
  let { sum, n } = t;
  let other = false;
  for (const word of t.named) {
    if (word !== carrier) other = true;
    // The caller learns which tools the clause names: only those carriers can score it otherwise.
    named?.add(word);
  }
  if (other) {
    sum += model.weights[OTHER_TOOL]!;
    n++;
  }
  if (clause.encoded) {
    sum += model.weights[ENCODED]!;
    n++;
  }
  if (n === 0) return 0;
  return 1 / (1 + Math.exp(-(model.bias + (sum * model.scale) / Math.sqrt(n))));
}

/** Most folded clauses a memo keeps: generated servers repeat a few hundred shapes. */
export const MEMO_LIMIT = 20_000;

/** What a folded clause's n-grams and words add up to, and the server's tools among its words. */
export interface Tally {
  sum: number;
  n: number;
  named: readonly string[];
}

function tally(s: string, w: ArrayLike<number>, tools: ReadonlySet<string>): Tally {
  let sum = 0;
  let n = 0;
  const padded = ` ${s} `;
  const len = padded.length;
  for (let i = 0; i + 3 <= len; i++) {
    let h = 0x811c9dc5;
    for (let k = 0; k < 5 && i + k < len; k++) {
      h ^= padded.charCodeAt(i + k);
      h = Math.imul(h, 0x01000193);
      if (k >= 2) {
        sum += w[mix(Math.imul(h ^ k, 0x9e3779b1))]!;
        n++;
      }
    }
  }
  let prevFrom = -1;
  let prevHash = 0;
  let named: string[] | undefined;
  WORD_SCORE.lastIndex = 0;
  for (let m = WORD_SCORE.exec(s); m !== null; m = WORD_SCORE.exec(s)) {
    const word = m[0];
    const wh = hash(11, word, 0, word.length);
    sum += w[wh]!;
    n++;
    if (prevFrom >= 0) {
      sum += w[mix(Math.imul(prevHash ^ 0x5bd1e995, 31) ^ wh ^ 0x2545f491)]!;
      n++;
    }
    prevFrom = m.index;
    prevHash = wh;
    if (word.length > 2 && tools.has(word)) (named ??= []).push(word);
  }
  return { sum, n, named: named ?? NONE };
}
const NONE: readonly string[] = [];

/** The score as `walk` visits it: what `scoreClause` must equal (tests only). */
export function scoreByWalk(clause: ModelClause, model: ModelWeights, tools: ReadonlySet<string>, carrier?: string): number {
  let sum = 0;
  let n = 0;
  walk(fold(clause.text), clause.encoded, tools, carrier, (slot) => {
    sum += model.weights[slot]!;
    n++;
  });
  if (n === 0) return 0;
  return 1 / (1 + Math.exp(-(model.bias + (sum * model.scale) / Math.sqrt(n))));
}

/**
 * The words of the clause that carried its score, best first: each feature's contribution shared
 * out over the words its span touches, only positive totals kept. Structural signals are named as such.
 */
export function explain(clause: ModelClause, model: ModelWeights, tools: ReadonlySet<string>, carrier?: string, max = 5): string[] {
  const s = fold(clause.text);
  const words = [...s.matchAll(WORD)].map((m) => ({ word: m[0], from: m.index!, to: m.index! + m[0].length, total: 0 }));
  const contributions: Array<[number, number, number]> = [];
  walk(s, clause.encoded, tools, carrier, (slot, from, to) => contributions.push([slot, from, to]));
  const norm = contributions.length > 0 ? model.scale / Math.sqrt(contributions.length) : 0;
  const signals = new Map<string, number>();
  for (const [slot, from, to] of contributions) {
    const c = model.weights[slot]! * norm;
    if (from < 0) {
      const name = SIGNALS.get(slot)!;
      signals.set(name, (signals.get(name) ?? 0) + c);
      continue;
    }
    const touched = words.filter((w) => w.from < to && from < w.to);
    for (const w of touched) w.total += c / touched.length;
  }
  const totals = new Map<string, number>();
  for (const w of words) totals.set(w.word, (totals.get(w.word) ?? 0) + w.total);
  return [...totals, ...signals]
    .filter(([, t]) => t > 0)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, max)
    .map(([w]) => w);
}

/** The shipped weights with the threshold a clause must pass to be reported. */
export interface ShippedModel extends ModelWeights {
  threshold: number;
}

let shipped: ShippedModel | undefined;
/** The model generated into model-weights.ts, decoded once per process on first use. */
export function shippedModel(): ShippedModel {
  if (!shipped) {
    const bytes = atob(MODEL_DATA.weights);
    const weights = new Int8Array(bytes.length);
    for (let i = 0; i < bytes.length; i++) weights[i] = (bytes.charCodeAt(i) << 24) >> 24;
    shipped = { weights, scale: MODEL_DATA.scale, bias: MODEL_DATA.bias, threshold: MODEL_DATA.threshold };
  }
  return shipped;
}
