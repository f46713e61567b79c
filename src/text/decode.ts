/**
 * Text an attacker encoded so that no reviewer (and no phrase list) reads it, decoded so the
 * directive reader can judge what the model would read: base64 runs, percent-encoded runs and the
 * insides of HTML comments (which Markdown renderers hide). Unicode Tags and zero-width characters
 * are undone by `normalize`. Every decoder is a single linear scan with bounded output.
 */

export type EncodingKind = 'base64' | 'url' | 'html_comment';

export interface Decoded {
  kind: EncodingKind;
  /** The decoded text (bounded). */
  text: string;
  /** Where the encoded run sits in the input. */
  index: number;
}

/** Past this many characters a text is not read further: hostile input stays bounded. */
const MAX_DECODED = 8192;
const MAX_RUNS = 16;

// A base64 run long enough to carry a sentence; `=` padding at most twice. No nested quantifier.
const BASE64_RUN = /[A-Za-z0-9+/]{24,}={0,2}/g;
// A run of %XX escapes (one UTF-8 character may take several).
const ESCAPES = /(?:%[0-9A-Fa-f]{2})+/g;
// "%XX+%XX" or "word+%XX": a form-encoded run, where "+" stands for a space.
const FORM_SPACE = /%[0-9A-Fa-f]{2}\+(?:%[0-9A-Fa-f]{2}|[\p{L}\d])|[\p{L}\d]\+%[0-9A-Fa-f]{2}/u;
const FORM_JOIN = /[\p{L}\d]\+[\p{L}%]/gu;
const COMMENT = /<!--([^]{0,4000}?)-->/g;

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** True when `text` reads as prose: mostly letters and spaces, at least three words. */
export function looksLikeProse(text: string): boolean {
  if (text.length < 12) return false;
  let letters = 0;
  let spaces = 0;
  let bad = 0;
  let unspaced = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp === 0x20) spaces++;
    else if (/\p{L}/u.test(ch)) {
      letters++;
      if (UNSPACED.test(ch)) unspaced++;
    }
    else if (cp < 0x20 && cp !== 0x0a && cp !== 0x09) bad++;
    else if (cp === 0xfffd) bad++;
  }
  const n = [...text].length;
  // Scripts written without spaces (CJK) make prose of letters alone.
  return bad === 0 && (spaces >= 2 || unspaced >= 6) && (letters + spaces) / n >= 0.7;
}

function utf8(bytes: Buffer): string | undefined {
  const text = bytes.toString('utf8');
  return text.includes('\ufffd') ? undefined : text;
}

/** Whether `text` holds 24 base64 letters in a row (what BASE64_RUN needs), in one pass without a pattern. */
function hasBase64Run(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // A–Z, a–z, 0–9, + and /.
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47) {
      if (++run >= 24) return true;
    } else run = 0;
  }
  return false;
}

/** Every encoded run of `text` that decodes to prose, in order of appearance. */
export function decodeEncoded(input: string): Decoded[] {
  const text = input.length > MAX_DECODED * 4 ? input.slice(0, MAX_DECODED * 4) : input;
  const out: Decoded[] = [];
  // One look for a run first: matchAll copies its pattern, and most texts hold no run at all.
  if (text.length >= 24 && hasBase64Run(text)) {
    for (const m of text.matchAll(BASE64_RUN)) {
      if (out.length >= MAX_RUNS) break;
      const run = m[0].slice(0, MAX_DECODED);
      // Identifiers and hex digests are base64 alphabet too; a payload has mixed case and digits or +/.
      if (!/[a-z]/.test(run) || !/[A-Z]/.test(run)) continue;
      const decoded = utf8(Buffer.from(run, 'base64'));
      if (decoded && looksLikeProse(decoded)) out.push({ kind: 'base64', text: decoded.slice(0, MAX_DECODED), index: m.index! });
    }
  }
  if (text.includes('%')) {
    // Every run of escapes decoded in place, so the words between them (and before the first) stay.
    // What the escapes hide must itself be words: an encoded "é" in a query string is not a payload.
    // Form encoding writes spaces as "+": between words of an escaped run they are spaces too.
    let hidden = '';
    const form = FORM_SPACE.test(text) || (text.match(FORM_JOIN)?.length ?? 0) >= 3;
    const decoded = (form ? text.replace(/\+(?=%[0-9A-Fa-f]{2}|[\p{L}\d])/gu, ' ') : text).replace(ESCAPES, (seq) => {
      try {
        const plain = decodeURIComponent(seq);
        if (hidden.length < MAX_DECODED) hidden += plain;
        return plain;
      } catch {
        return seq;
      }
    });
    // Words escaped one by one ("the %61%73%73%69%73%74%61%6E%74 calls …") hide letters, not spaces.
    const letters = hidden.replace(/[^\p{L}]/gu, '').length;
    // Form-encoded prose ("The+brief+is+forwarded+to+a%40b.io") hides its spaces as "+".
    if (((form && /\s/.test(decoded) && /%[0-9A-Fa-f]{2}/.test(text)) || (/\s/.test(hidden) && hidden.replace(/[^\p{L}\s]/gu, '').length >= 6) || letters >= 12) && looksLikeProse(decoded)) out.push({ kind: 'url', text: decoded.slice(0, MAX_DECODED), index: text.indexOf('%') });
  }
  if (text.includes('<!--')) {
    for (const m of text.matchAll(COMMENT)) {
      if (out.length >= MAX_RUNS) break;
      const inner = m[1]!.trim();
      if (looksLikeProse(inner)) out.push({ kind: 'html_comment', text: inner, index: m.index! });
    }
  }
  return out;
}
