import type { JsonValue } from '../model.js';
import type { FleetReport, Report } from './types.js';
import { escapeMarkdown, escapeXml } from './escape.js';

/** What every occurrence of a secret becomes. */
export const REDACTED = '***';

/**
 * Secrets shorter than this (ignoring surrounding whitespace) are not redacted: replacing every
 * "on" or "80" would destroy the report while protecting nothing a guess could not find.
 */
export const MIN_SECRET_LENGTH = 4;

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
  if (forms.length === 0) return data;
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

function redactForms(text: string, forms: readonly string[]): string {
  const spans: Array<[number, number]> = [];
  for (const form of forms) {
    // Step by one so overlapping occurrences of the same form ("aaaa" in "aaaaa") are all found.
    for (let at = text.indexOf(form); at !== -1; at = text.indexOf(form, at + 1)) spans.push([at, at + form.length]);
  }
  if (spans.length === 0) return text;
  spans.sort((a, b) => a[0] - b[0]);
  let out = '';
  let copied = 0;
  let [start, end] = spans[0]!;
  for (const [s, e] of spans.slice(1)) {
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

function secretForms(secrets: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (secret.trim().length < MIN_SECRET_LENGTH) continue;
    const json = jsonEscape(secret);
    for (const form of [secret, json, jsonEscape(json), escapeMarkdown(secret), escapeXml(secret), ...urlForms(secret)]) {
      forms.add(form);
    }
  }
  return [...forms];
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
