/**
 * Value encoding for the headers that mirror body values on modern Streamable HTTP (`Mcp-Name`,
 * `Mcp-Param-{Name}`), per spec 2026-07-28 "Value Encoding". Pure: no I/O.
 */

const PREFIX = '=?base64?';
const SUFFIX = '?=';
/** ±(2^53 − 1): the spec's safe integer range for `x-mcp-header` integers. */
const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** Why a value cannot be encoded or decoded. */
export type HeaderValueErrorKind =
  | 'not-integer'
  | 'unsafe-integer'
  | 'lone-surrogate'
  | 'malformed-base64'
  | 'invalid-utf8'
  | 'invalid-characters'
  | 'empty';

export class HeaderValueError extends Error {
  constructor(
    readonly kind: HeaderValueErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'HeaderValueError';
  }
}

/**
 * The header text for one value: booleans `true`/`false`, integers in decimal, strings plain only
 * when they are non-empty visible ASCII (inner spaces allowed), have no leading or trailing
 * whitespace and do not start with `=?base64?`; otherwise `=?base64?{base64(UTF-8)}?=`.
 * Throws `HeaderValueError` for non-integers, unsafe integers and strings with lone surrogates.
 */
export function encodeHeaderValue(value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new HeaderValueError('not-integer', `${String(value)} is not an integer`);
    if (Math.abs(value) > MAX_SAFE) throw new HeaderValueError('unsafe-integer', `${String(value)} is outside ±${MAX_SAFE}`);
    // `Object.is(-0, value)` would print "0" anyway; String() never uses exponent notation in the safe range.
    return String(value);
  }
  if (isPlainSafe(value)) return value;
  // UTF-8 cannot carry a lone surrogate: Buffer would silently turn it into U+FFFD and the server
  // would then see a mismatch with the body, so refuse instead of sending something else.
  if (LONE_SURROGATE.test(value)) throw new HeaderValueError('lone-surrogate', 'string contains a lone UTF-16 surrogate');
  return `${PREFIX}${Buffer.from(value, 'utf8').toString('base64')}${SUFFIX}`;
}

/**
 * The original value of a header produced by `encodeHeaderValue` (or any spec-valid plain value).
 * Strict: a sentinel with malformed or non-canonical base64 or invalid UTF-8, an empty value, or a
 * plain value with characters a field value cannot carry throws `HeaderValueError`.
 */
export function decodeHeaderValue(text: string): string {
  if (text.startsWith(PREFIX) && text.endsWith(SUFFIX)) {
    if (text.length < PREFIX.length + SUFFIX.length) throw new HeaderValueError('malformed-base64', 'truncated sentinel');
    const payload = text.slice(PREFIX.length, text.length - SUFFIX.length);
    // Node's base64 decoder skips junk silently; the canonical re-encoding check rejects that and
    // non-zero padding bits, so one header text maps to exactly one value.
    if (!BASE64.test(payload)) throw new HeaderValueError('malformed-base64', 'sentinel payload is not padded base64');
    const bytes = Buffer.from(payload, 'base64');
    if (bytes.toString('base64') !== payload) throw new HeaderValueError('malformed-base64', 'sentinel payload is not canonical base64');
    try {
      return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    } catch {
      throw new HeaderValueError('invalid-utf8', 'sentinel payload is not valid UTF-8');
    }
  }
  if (text === '') throw new HeaderValueError('empty', 'empty header value');
  // The spec lets a plain value carry inner spaces and tabs (RFC 9110 field-value); accept what any
  // conforming client may send even though `encodeHeaderValue` itself encodes tabs.
  if (!/^[\x21-\x7e](?:[\x20-\x7e\t]*[\x21-\x7e])?$/.test(text)) {
    throw new HeaderValueError('invalid-characters', 'plain header value has characters outside visible ASCII, inner space and tab');
  }
  return text;
}

/** Whether `name` is an RFC 9110 token (`1*tchar`), i.e. usable as an HTTP field name. */
export function isValidHeaderName(name: string): boolean {
  return /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name);
}

function isPlainSafe(value: string): boolean {
  // Visible ASCII at both ends, visible ASCII or space inside. Tabs are encoded although RFC 9110
  // allows them: they are control characters, and intermediaries disagree about them.
  return /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/.test(value) && !value.startsWith(PREFIX);
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
