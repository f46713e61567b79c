/**
 * Fixed header-encoding vectors the review runs through mcpward's own encoder and decoder, so the
 * matrix rows "Encoded header values" and "Integer header values" rest on observed round trips.
 * Pure. The string vectors are the spec's examples (2026-07-28 streamable-http "Value Encoding").
 */

import { decodeHeaderValue, encodeHeaderValue } from '../../protocol/header-encoding.js';

export interface VectorResult {
  /** What the vector exercises, in mcpward's words. */
  label: string;
  ok: boolean;
  /**
   * What happened, when it did not go as expected, as data (the matrix's words write it): the
   * header text it encoded to (and the one expected), a decode that lost the original, or the
   * encoder's error.
   */
  failure?: { encoded: string; expected?: string } | { decoded: 'different' } | { error: string };
}

const STRING_VECTORS: ReadonlyArray<{ label: string; value: string; header: string }> = [
  { label: 'plain ASCII', value: 'us-west1', header: 'us-west1' },
  { label: 'Unicode', value: 'Hello, 世界', header: '=?base64?SGVsbG8sIOS4lueVjA==?=' },
  { label: 'padding', value: ' padded ', header: '=?base64?IHBhZGRlZCA=?=' },
  { label: 'newline', value: 'line1\nline2', header: '=?base64?bGluZTEKbGluZTI=?=' },
  { label: 'sentinel-looking', value: '=?base64?literal?=', header: '=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?=' },
  { label: 'empty', value: '', header: '=?base64??=' },
  { label: 'CR LF', value: 'a\r\nX-Injected: 1', header: '=?base64?YQ0KWC1JbmplY3RlZDogMQ==?=' },
];

const MAX = 9007199254740991;

/** Every string vector encodes to exactly the expected header text and decodes back to the exact original. */
export function runStringVectors(): VectorResult[] {
  return STRING_VECTORS.map(({ label, value, header }) => {
    try {
      const encoded = encodeHeaderValue(value);
      if (encoded !== header) return { label, ok: false, failure: { encoded, expected: header } };
      const decoded = decodeHeaderValue(encoded);
      return decoded === value ? { label, ok: true } : { label, ok: false, failure: { decoded: 'different' } };
    } catch (error) {
      return { label, ok: false, failure: { error: (error as Error).message } };
    }
  });
}

/** Both safe bounds encode as decimal text; one value beyond each bound is refused. Booleans are lowercase. */
export function runIntegerVectors(): VectorResult[] {
  const accepts = (label: string, value: number | boolean, text: string): VectorResult => {
    try {
      const encoded = encodeHeaderValue(value);
      return encoded === text ? { label, ok: true } : { label, ok: false, failure: { encoded, expected: text } };
    } catch (error) {
      return { label, ok: false, failure: { error: (error as Error).message } };
    }
  };
  const refuses = (label: string, value: number): VectorResult => {
    try {
      return { label, ok: false, failure: { encoded: encodeHeaderValue(value) } };
    } catch {
      return { label, ok: true };
    }
  };
  return [
    accepts(`${MAX}`, MAX, String(MAX)),
    accepts(`-${MAX}`, -MAX, `-${MAX}`),
    refuses(`${MAX + 1}`, MAX + 1),
    refuses(`-${MAX + 1}`, -(MAX + 1)),
    accepts('true', true, 'true'),
    accepts('false', false, 'false'),
  ];
}
