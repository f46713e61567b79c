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
  /** What happened, when it did not go as expected. */
  detail?: string;
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
      if (encoded !== header) return { label, ok: false, detail: `encoded to ${JSON.stringify(encoded)}, expected ${JSON.stringify(header)}` };
      const decoded = decodeHeaderValue(encoded);
      return decoded === value ? { label, ok: true } : { label, ok: false, detail: 'did not decode to the original value' };
    } catch (error) {
      return { label, ok: false, detail: (error as Error).message };
    }
  });
}

/** Both safe bounds encode as decimal text; one value beyond each bound is refused. Booleans are lowercase. */
export function runIntegerVectors(): VectorResult[] {
  const accepts = (label: string, value: number | boolean, text: string): VectorResult => {
    try {
      const encoded = encodeHeaderValue(value);
      return encoded === text ? { label, ok: true } : { label, ok: false, detail: `encoded to ${encoded}` };
    } catch (error) {
      return { label, ok: false, detail: (error as Error).message };
    }
  };
  const refuses = (label: string, value: number): VectorResult => {
    try {
      return { label, ok: false, detail: `encoded to ${encodeHeaderValue(value)}` };
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
