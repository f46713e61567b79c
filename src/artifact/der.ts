/**
 * Just enough DER to read a PKCS#7 SignedData and an X.509 certificate's issuer and serial: a
 * bundle's signature is bytes a stranger wrote, so every read is bounds-checked and a malformed
 * encoding throws `DerError` (the caller turns it into "the signature block is malformed"), never
 * reads past its parent or recurses without limit.
 */

export class DerError extends Error {}

/** One DER element: its tag byte and where its header and contents lie in `bytes`. */
export interface Der {
  readonly bytes: Uint8Array;
  readonly tag: number;
  /** Offset of the tag byte. */
  readonly start: number;
  /** Offset of the first content byte. */
  readonly contentStart: number;
  /** Offset one past the last content byte. */
  readonly end: number;
}

export const TAG = {
  integer: 0x02,
  octetString: 0x04,
  oid: 0x06,
  utcTime: 0x17,
  generalizedTime: 0x18,
  sequence: 0x30,
  set: 0x31,
  /** `[0]` constructed: an explicit or implicit context tag 0. */
  context0: 0xa0,
  context1: 0xa1,
} as const;

/** Reads the element at `offset`, which must end at or before `limit`. */
export function readDer(bytes: Uint8Array, offset = 0, limit = bytes.length): Der {
  if (offset + 2 > limit) throw new DerError('truncated header');
  const tag = bytes[offset]!;
  // High-tag-number form (tag & 0x1f === 0x1f) does not occur in the structures read here.
  if ((tag & 0x1f) === 0x1f) throw new DerError('multi-byte tag');
  let at = offset + 1;
  const first = bytes[at++]!;
  let length = first;
  if (first & 0x80) {
    const count = first & 0x7f;
    // DER forbids the indefinite form (0x80); four length bytes already exceed any bundle we read.
    if (count === 0 || count > 4) throw new DerError('unsupported length');
    if (at + count > limit) throw new DerError('truncated length');
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + bytes[at++]!;
  }
  const end = at + length;
  if (end > limit) throw new DerError('element runs past its parent');
  return { bytes, tag, start: offset, contentStart: at, end };
}

/** The elements inside a constructed element, in order. */
export function children(node: Der): Der[] {
  if ((node.tag & 0x20) === 0) throw new DerError('not a constructed element');
  const out: Der[] = [];
  let at = node.contentStart;
  while (at < node.end) {
    const child = readDer(node.bytes, at, node.end);
    out.push(child);
    at = child.end;
  }
  return out;
}

/** `children`, checked to hold the expected tag at each required position. */
export function expect(node: Der, tag: number): Der {
  if (node.tag !== tag) throw new DerError(`expected tag 0x${tag.toString(16)}, found 0x${node.tag.toString(16)}`);
  return node;
}

export function content(node: Der): Uint8Array {
  return node.bytes.subarray(node.contentStart, node.end);
}

/** The whole encoding of the element, header included. */
export function encoded(node: Der): Uint8Array {
  return node.bytes.subarray(node.start, node.end);
}

/** Dotted form of an OBJECT IDENTIFIER. */
export function oid(node: Der): string {
  const body = content(expect(node, TAG.oid));
  if (body.length === 0 || body.length > 64) throw new DerError('bad object identifier');
  const parts: number[] = [];
  let value = 0;
  for (const byte of body) {
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) {
      if (parts.length === 0) parts.push(value < 80 ? Math.floor(value / 40) : 2, value < 80 ? value % 40 : value - 80);
      else parts.push(value);
      value = 0;
    }
  }
  return parts.join('.');
}

/** A UTCTime or GeneralizedTime as a Date; undefined when it is neither or does not parse. */
export function time(node: Der): Date | undefined {
  const text = Buffer.from(content(node)).toString('latin1');
  const m = node.tag === TAG.utcTime
    ? /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(text)
    : node.tag === TAG.generalizedTime
      ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(text)
      : null;
  if (!m) return undefined;
  let year = Number(m[1]);
  // RFC 5280: a two-digit year below 50 is 20xx.
  if (node.tag === TAG.utcTime) year += year < 50 ? 2000 : 1900;
  const date = new Date(Date.UTC(year, Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])));
  return Number.isNaN(date.getTime()) ? undefined : date;
}
