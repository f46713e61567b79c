import type { JsonValue } from '../model.js';
import type { FleetReport, Report } from './types.js';
import { escapeMarkdown, escapeXml } from './escape.js';

/** What every occurrence of a secret becomes. */
export const REDACTED = '***';

/**
 * Secrets shorter than this (ignoring surrounding whitespace) are not redacted: replacing every
 * "on" or "80" would destroy the report while protecting nothing a guess could not find.
 */
const MIN_SECRET_LENGTH = 4;

/**
 * Replaces every occurrence of every secret with `***`, in the forms a secret takes on its way
 * into output: raw, URL-encoded (upper- and lower-case hex, `+` for space, `encodeURI`),
 * JSON-escaped (once, and twice for JSON text held inside a JSON string) and escaped for
 * Markdown and XML. All matches are found first and overlapping or touching ones are merged, so
 * two overlapping secrets never leave a fragment of either behind (replacing one at a time,
 * even longest first, would).
 */
export function redact(text: string, secrets: readonly string[]): string {
  return redactForms(text, secretForms(secrets));
}

/** The report with `redact` applied to every string in it (keys included), so escaping downstream cannot disguise a secret. */
export function redactReport<R extends Report | FleetReport>(report: R, secrets: readonly string[]): R {
  // A Report (and a fleet of them) is JSON data by construction; absent optional fields stay absent.
  return redactJson(report as unknown as JsonValue, secrets) as unknown as R;
}

/** Any JSON data with `redact` applied to every string in it, keys included. */
export function redactJson(data: JsonValue, secrets: readonly string[]): JsonValue {
  const forms = secretForms(secrets);
  // Nothing to redact: the data as it is, not a copy of it (tens of thousands of findings).
  if (forms.whole.length === 0) return data;
  const walk = (value: JsonValue): JsonValue => {
    if (typeof value === 'string') return redactForms(value, forms);
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [redactForms(k, forms), walk(v)]));
    }
    return value;
  };
  return walk(data);
}

/**
 * A secret's fragment shorter than this, left at a cut, is kept: three characters of a token tell
 * a guesser nothing, while masking every short prefix would eat ordinary words at every cut.
 */
const MIN_FRAGMENT_LENGTH = 4;

/**
 * What mcpward writes where it shortens text (`…`, and `...` in diffs). A secret cut in two by a
 * shortening is no longer found whole, so the fragment next to a cut is masked too.
 */
const CUT_MARKERS = ['…', '...'];

/** The secret forms, and what is needed to find their fragments at a cut quickly. */
interface Forms {
  whole: string[];
  /** Every prefix (for text before a cut) and suffix (after a cut) of MIN_FRAGMENT_LENGTH or more. */
  prefixes: Set<string>;
  suffixes: Set<string>;
  /** Every MIN_FRAGMENT_LENGTH-character piece of any form: a cut next to none of them has no fragment, in O(1). */
  grams: Set<string>;
  /** Every MIN_PIECE_LENGTH-character piece of any form, and a filter of their first two characters. */
  pieces: Set<string>;
  pairs: Uint8Array;
  longest: number;
}

function prepare(whole: string[]): Forms {
  const forms: Forms = { whole, prefixes: new Set(), suffixes: new Set(), grams: new Set(), pieces: new Set(), pairs: new Uint8Array(0x10000), longest: 0 };
  for (const form of whole) {
    forms.longest = Math.max(forms.longest, form.length);
    for (let k = MIN_FRAGMENT_LENGTH; k < form.length; k++) {
      forms.prefixes.add(form.slice(0, k));
      forms.suffixes.add(form.slice(form.length - k));
    }
    for (let i = 0; i + MIN_FRAGMENT_LENGTH <= form.length; i++) forms.grams.add(form.slice(i, i + MIN_FRAGMENT_LENGTH));
    for (let i = 0; i + MIN_PIECE_LENGTH <= form.length; i++) {
      forms.pieces.add(form.slice(i, i + MIN_PIECE_LENGTH));
      forms.pairs[pairIndex(form.charCodeAt(i), form.charCodeAt(i + 1))] = 1;
    }
  }
  return forms;
}

function redactForms(text: string, forms: Forms): string {
  return maskPieces(maskCutFragments(redactWhole(text, forms.whole), forms), forms);
}

/**
 * A piece of a secret this long is masked wherever it stands, not only at a cut: a server can
 * split its echo of a secret across two messages, two stderr lines or two SSE events, and each
 * half, written on its own, is not the whole secret. Eight characters: long enough that ordinary
 * words rarely match a piece of a token, short enough that no half of a 16-character secret survives.
 */
const MIN_PIECE_LENGTH = 8;

/** Masks every run of text made of MIN_PIECE_LENGTH-character pieces of a secret form, in one pass. */
function maskPieces(text: string, forms: Forms): string {
  if (forms.pieces.size === 0 || text.length < MIN_PIECE_LENGTH) return text;
  const spans: Array<[number, number]> = [];
  for (let i = 0; i + MIN_PIECE_LENGTH <= text.length; i++) {
    // A two-character filter first: most positions of ordinary text start no piece, and are not sliced.
    if (forms.pairs[pairIndex(text.charCodeAt(i), text.charCodeAt(i + 1))] === 0) continue;
    const piece = text.slice(i, i + MIN_PIECE_LENGTH);
    if (!forms.pieces.has(piece)) continue;
    const last = spans[spans.length - 1];
    if (last && last[1] >= i) last[1] = i + MIN_PIECE_LENGTH;
    else spans.push([i, i + MIN_PIECE_LENGTH]);
  }
  return spans.length === 0 ? text : replaceSpans(text, spans);
}

function pairIndex(a: number, b: number): number {
  return ((a * 31) ^ b) & 0xffff;
}

/**
 * Masks the longest fragment of a secret form that a cut left behind: a prefix of one just before
 * a cut marker, a suffix of one just after it. Every place mcpward shortens server text marks the
 * cut with `…` for this reason.
 * Text is shortened in many places before it reaches a report (stderr tails, HTTP error bodies,
 * noise lines, evidence clips) and the server chooses where its secret echo falls, so whole-form
 * matching alone would leave up to all but one character of a secret in clear.
 */
function maskCutFragments(text: string, forms: Forms): string {
  if (forms.prefixes.size === 0 || text.length < MIN_FRAGMENT_LENGTH) return text;
  // [start, end) spans to mask; a fragment ending at `end` is a prefix of a form, one starting at `start` a suffix.
  const spans: Array<[number, number]> = [];
  const before = (end: number) => {
    if (end < MIN_FRAGMENT_LENGTH || !forms.grams.has(text.slice(end - MIN_FRAGMENT_LENGTH, end))) return;
    for (let k = Math.min(forms.longest - 1, end); k >= MIN_FRAGMENT_LENGTH; k--) {
      if (forms.prefixes.has(text.slice(end - k, end))) return void spans.push([end - k, end]);
    }
  };
  const after = (start: number) => {
    if (start + MIN_FRAGMENT_LENGTH > text.length || !forms.grams.has(text.slice(start, start + MIN_FRAGMENT_LENGTH))) return;
    for (let k = Math.min(forms.longest - 1, text.length - start); k >= MIN_FRAGMENT_LENGTH; k--) {
      if (forms.suffixes.has(text.slice(start, start + k))) return void spans.push([start, start + k]);
    }
  };
  // Only at a marker: a string that merely starts or ends like a piece of a secret (a rule id such
  // as `secret_solicitation` when a secret ends in "secret") is not a cut, and is kept.
  for (const marker of CUT_MARKERS) {
    for (let at = text.indexOf(marker); at !== -1; at = text.indexOf(marker, at + marker.length)) {
      before(at);
      after(at + marker.length);
    }
  }
  return spans.length === 0 ? text : replaceSpans(text, spans);
}

function redactWhole(text: string, forms: readonly string[]): string {
  const spans: Array<[number, number]> = [];
  for (const form of forms) {
    // Step by one so overlapping occurrences of the same form ("aaaa" in "aaaaa") are all found.
    for (let at = text.indexOf(form); at !== -1; at = text.indexOf(form, at + 1)) spans.push([at, at + form.length]);
  }
  if (spans.length === 0) return text;
  return replaceSpans(text, spans);
}

/** `text` with each span, overlapping and touching ones merged, replaced by `***`. */
function replaceSpans(text: string, spans: Array<[number, number]>): string {
  spans.sort((a, b) => a[0] - b[0]);
  let out = '';
  let copied = 0;
  let [start, end] = spans[0]!;
  for (let i = 1; i < spans.length; i++) {
    const [s, e] = spans[i]!;
    if (s <= end) {
      end = Math.max(end, e);
      continue;
    }
    out += text.slice(copied, start) + REDACTED;
    copied = end;
    [start, end] = [s, e];
  }
  return out + text.slice(copied, start) + REDACTED + text.slice(end);
}

function secretForms(secrets: readonly string[]): Forms {
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (secret.trim().length < MIN_SECRET_LENGTH) continue;
    const json = jsonEscape(secret);
    for (const form of [secret, json, jsonEscape(json), escapeMarkdown(secret), escapeXml(secret), ...urlForms(secret)]) {
      forms.add(form);
    }
  }
  return prepare([...forms]);
}

function jsonEscape(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

function urlForms(secret: string): string[] {
  try {
    const component = encodeURIComponent(secret);
    return [
      component,
      component.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()),
      component.replace(/%20/g, '+'),
      encodeURI(secret),
    ];
  } catch {
    return []; // a lone surrogate cannot be URL-encoded, so it cannot appear URL-encoded either
  }
}
