import { charClassPattern, formatCodePoint, isEscaped } from '../text/classes.js';

/**
 * Sanitisers for server-supplied text, one per output medium. Pure string functions: every
 * reporter passes each piece of server text through exactly one of them.
 *
 * Shared conventions:
 * - A character no reader should receive raw is rendered as its code point, `<U+200B>` (uppercase
 *   hex, at least four digits). Which characters those are is decided once, by the `escaped`
 *   classes of text/classes.ts: C0/C1 controls and DEL (so ANSI/OSC escape sequences lose their
 *   ESC/BEL and print as inert text), bidi controls, zero-width and other default-ignorable
 *   characters, Unicode Tags, variation selectors, blank look-alikes (Hangul fillers, braille
 *   blank), private use, unusual spaces (no-break, ideographic …), line/paragraph separators, the
 *   other format characters, lone surrogates and noncharacters. Everything the security family
 *   flags as hidden is among them.
 * - In single-line contexts a newline (LF or CRLF) is rendered as `⏎`: newlines in descriptions
 *   are common and harmless, so they get a readable mark instead of a suspicious-looking label.
 *   A lone CR (which can overwrite a terminal line) is labelled `<U+000D>`. A literal `⏎` or
 *   `<U+…>` in the server's text looks the same as the mark; that ambiguity is accepted.
 */

/** Characters never written raw, as a regex character class source (for patterns with the `u` flag). */
const HIDDEN_SOURCE = charClassPattern((cls) => cls.escaped);

/** The single-line newline mark. */
const NEWLINE_MARK = '⏎';

/** True when `char` (one code point) is never written raw: the `escaped` predicate of text/classes.ts. */
export function isHidden(char: string): boolean {
  return isEscaped(char);
}

/** `<U+200B>` for one code point. */
export function codePointLabel(char: string): string {
  return `<${formatCodePoint(char.codePointAt(0)!)}>`;
}

const NEWLINE_OR_HIDDEN = new RegExp(`\\r\\n|${HIDDEN_SOURCE}`, 'gu');

/** Labels hidden characters and marks newlines; `style` decorates each label (colour in a terminal). */
function markHidden(text: string, style: (mark: string) => string): string {
  return text.replace(NEWLINE_OR_HIDDEN, (c) => style(c === '\n' || c === '\r\n' ? NEWLINE_MARK : codePointLabel(c)));
}

/**
 * Single-line terminal text: no escape sequence, control or invisible character survives, and no
 * newline. `style` may highlight the labels (the console reporter colours them); it receives
 * only ASCII labels or `⏎`.
 */
export function sanitizeTerminal(text: string, style: (mark: string) => string = (m) => m): string {
  return markHidden(text, style);
}

/** Multi-line text (code blocks): split on LF/CRLF, each line sanitised like `sanitizeTerminal`. */
export function sanitizeLines(text: string): string[] {
  return text.split(/\r?\n/).map((line) => sanitizeTerminal(line));
}

/**
 * Text GitHub would turn into a link or a notification: URLs with a scheme, `www.` autolinks,
 * @-mentions (and e-mail addresses through their `@` part), issue references. These are put in
 * code spans, where GitHub links and notifies nothing. Entity tricks like `&#64;` or `https&#58;//`
 * are not relied on: GitHub's mention and reference filters run on the rendered text, after
 * entities are decoded. The runs stop at whitespace, `|`, `<`, `>` and backticks so that the
 * code span never contains a table-breaking pipe.
 */
const LINKABLE = /[a-z][a-z0-9+.-]*:\/\/[^\s|<>`]*|\bwww\.[^\s|<>`]*|@[\w./-]+|(?:[\w.-]+\/[\w.-]+)?#\d+|\bGH-\d+/giu;

/** Backslash-escaped everywhere: emphasis, code, links and images, tables, headings, quotes, math. */
const MARKDOWN_PUNCTUATION = /[\\`*_[\]()!|~#$]/;

function escapeMarkdownChar(c: string): string {
  if (c === '\n' || c === '\r\n') return NEWLINE_MARK;
  if (c === '&') return '&amp;';
  if (c === '<') return '&lt;';
  if (c === '>') return '&gt;';
  // An entity, not `\``: an escaped backtick next to a code span reads as one longer fence to naive
  // renderers, and an entity can never open or close a code span.
  if (c === '`') return '&#96;';
  if (MARKDOWN_PUNCTUATION.test(c)) return `\\${c}`;
  // Labels contain `<` and `>`, so they are entity-escaped like any other text.
  return `&lt;${codePointLabel(c).slice(1, -1)}&gt;`;
}

const MARKDOWN_SPECIAL = new RegExp(`\\r\\n|[\\n&<>\\\\\`*_[\\]()!|~#$]|${HIDDEN_SOURCE}`, 'gu');

/**
 * Inline GitHub-flavoured Markdown for prose and table cells: renders as the literal text, with no
 * link, image, HTML, @-mention, autolink, table break, heading or list marker. Hidden characters
 * show as `<U+200B>`, newlines as `⏎`. `<`, `>`, `&` become entities, other Markdown punctuation is
 * backslash-escaped, and linkable runs become code spans (see LINKABLE).
 */
export function escapeMarkdown(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(LINKABLE)) {
    out += text.slice(last, match.index).replace(MARKDOWN_SPECIAL, escapeMarkdownChar);
    out += codeSpan(match[0]);
    last = match.index + match[0].length;
  }
  out += text.slice(last).replace(MARKDOWN_SPECIAL, escapeMarkdownChar);
  // `#` and `>` are escaped everywhere; list and setext markers only matter at the start.
  return out.replace(/^[-+=]/, '\\$&').replace(/^(\d+)\./, '$1\\.');
}

/**
 * Inline code: the fence is one backtick longer than any backtick run inside, and content that
 * starts or ends with a backtick or space is padded (CommonMark strips one space from each side).
 * Hidden characters are labelled and newlines marked. Not for table cells: a `|` inside still
 * splits the cell there (use `escapeMarkdown`).
 */
export function codeSpan(text: string): string {
  const body = sanitizeTerminal(text);
  if (body === '') return '` `';
  const fence = '`'.repeat(longestRun(body, '`') + 1);
  const pad = /^[` ]|[` ]$/.test(body) ? ' ' : '';
  return `${fence}${pad}${body}${pad}${fence}`;
}

/** A fence for a fenced code block around `lines`: at least three backticks, longer than any run inside. */
export function codeFence(lines: readonly string[]): string {
  // A loop, not Math.max(...lines): a text of some hundred thousand lines would overflow the stack.
  let longest = 3;
  for (const line of lines) longest = Math.max(longest, longestRun(line, '`') + 1);
  return '`'.repeat(longest);
}

function longestRun(text: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === char ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // Character references keep whitespace intact inside attributes, which normalise raw ones.
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

const XML_SPECIAL = new RegExp(`[&<>"'\\t\\n\\r]|${HIDDEN_SOURCE}`, 'gu');

/**
 * XML 1.0 text and attribute values. Characters XML forbids (most C0 controls, lone surrogates,
 * U+FFFE/U+FFFF) and the hidden characters above become the text `<U+0001>` (escaped); `>` is
 * always escaped, so `]]>` can never appear raw.
 */
export function escapeXml(text: string): string {
  return text.replace(XML_SPECIAL, (c) => XML_ENTITIES[c] ?? `&lt;${codePointLabel(c).slice(1, -1)}&gt;`);
}

/**
 * JSON text with every unpaired UTF-16 surrogate written as U+FFFD. JSON.stringify writes a lone
 * surrogate (which server text may hold) as a `\udXXX` escape: the bytes are UTF-8, but the string
 * they decode to is not Unicode, and strict consumers (Rust's serde_json, most UTF-8 validators
 * after decoding) reject the whole report. Escapes are read left to right, so an escaped
 * backslash followed by `u` is never taken for one; a surrogate pair stays as it is.
 */
export function wellFormedJson(json: string): string {
  if (!/\\u[dD][89a-fA-F]/.test(json)) return json;
  return json.replace(/\\u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}|\\u([dD][89a-fA-F][0-9a-fA-F]{2})|\\[^u]|\\u[0-9a-fA-F]{4}/g, (match, lone: string | undefined) =>
    lone === undefined ? match : '\\ufffd',
  );
}
