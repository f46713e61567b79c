/** JSON-RPC 2.0 message shapes and the framing rules mcpward holds every server response to. Pure. */

import { isRecord } from '../model.js';
import type { FramingIssue, JsonRpcError } from '../snapshot/wire.js';

export type RequestId = string | number;

export interface OutgoingRequest {
  jsonrpc: '2.0';
  id: RequestId;
  method: string;
  params?: Record<string, unknown>;
}

export interface OutgoingNotification {
  jsonrpc: '2.0';
  method: string;
  params?: Record<string, unknown>;
}

export interface OutgoingResponse {
  jsonrpc: '2.0';
  id: RequestId;
  result?: Record<string, unknown>;
  error?: JsonRpcError;
}

export type OutgoingMessage = OutgoingRequest | OutgoingNotification | OutgoingResponse;

/** What an inbound JSON value claims to be, read leniently so malformed responses still reach their exchange. */
export type InboundKind =
  | { kind: 'request'; id: RequestId; method: string }
  | { kind: 'notification'; method: string }
  | { kind: 'response'; id: unknown };

/** `undefined` when the value is not a JSON-RPC message at all (stdout noise). */
export function classifyInbound(value: unknown): InboundKind | undefined {
  if (!isRecord(value)) return undefined;
  if (typeof value.method === 'string') {
    if (typeof value.id === 'string' || typeof value.id === 'number') return { kind: 'request', id: value.id, method: value.method };
    if (!('id' in value)) return { kind: 'notification', method: value.method };
  }
  if ('id' in value || 'result' in value || 'error' in value) return { kind: 'response', id: value.id };
  return undefined;
}

/** The JSON-RPC values carried by one decoded JSON text; a batch array is unpacked. */
export function messagesIn(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

/** Nesting levels of one message mcpward keeps; deeper parts become a marker string (see `clipDepth`). */
export const MAX_MESSAGE_DEPTH = 512;

/**
 * `value` with every object or array `max` levels down replaced by a string that says so, and
 * whether anything was. JSON.parse reads any depth, but JSON.stringify and every recursive walker
 * after the wire give up some thousands of levels down: nothing deeper passes the wire. Iterative,
 * and a value within the bound is returned as it is, uncopied.
 */
export function clipDepth(value: unknown, max = MAX_MESSAGE_DEPTH): { value: unknown; clipped: boolean } {
  if (depthWithin(value, max)) return { value, clipped: false };
  const root: Record<string, unknown> = {};
  const work: Array<[source: unknown, target: Record<string, unknown> | unknown[], key: string | number, depth: number]> = [[value, root, 'value', 0]];
  while (work.length > 0) {
    const [source, target, key, depth] = work.pop()!;
    let copy: unknown = source;
    if (source !== null && typeof source === 'object') {
      if (depth >= max) copy = `[nested deeper than ${max} levels]`;
      else if (Array.isArray(source)) {
        const list: unknown[] = new Array<unknown>(source.length);
        source.forEach((child, index) => work.push([child, list, index, depth + 1]));
        copy = list;
      } else {
        const object: Record<string, unknown> = {};
        // defineProperty keeps a server-supplied `__proto__` key as data; keys are made now, in order.
        for (const [name, child] of Object.entries(source)) {
          Object.defineProperty(object, name, { value: undefined, enumerable: true, writable: true, configurable: true });
          work.push([child, object, name, depth + 1]);
        }
        copy = object;
      }
    }
    if (Array.isArray(target)) target[key as number] = copy;
    else Object.defineProperty(target, key, { value: copy, enumerable: true, writable: true, configurable: true });
  }
  return { value: root.value, clipped: true };
}

function depthWithin(value: unknown, max: number): boolean {
  const work: Array<[unknown, number]> = [[value, 0]];
  while (work.length > 0) {
    const [node, depth] = work.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= max) return false;
    for (const child of Array.isArray(node) ? node : Object.values(node)) if (child !== null && typeof child === 'object') work.push([child, depth + 1]);
  }
  return true;
}

/**
 * The most bytes one message may take on the wire: a stdio line, an HTTP body, an SSE event line.
 * A message over it is dropped as it streams (never held whole) and counted as an `over-long`
 * wire finding; the request it answered ends as a timeout. Sixteen MiB: the largest real
 * tools/list seen is a few MB, and holding one message costs about four times its size while it
 * is decoded (bytes, joined bytes, text, parsed value).
 */
export const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

/**
 * The most of any one string in a message (a description, a title, a key, an argument's echo)
 * that is kept, in UTF-16 code units; the rest is cut and the cut marked `…`. Every later step
 * (the snapshot, the lockfile, the reports) copies what the wire kept: a 60 MB description kept
 * whole cost over half a gigabyte. A drift past the first MiB of one string is not seen; the checks
 * read less still (text/bounds.ts, MAX_JUDGED_TEXT). A message's id is never cut: it must match.
 */
export const MAX_WIRE_STRING = 1024 * 1024;

/**
 * The number id of a message too long to read, from its first and last bytes: `{"jsonrpc":"2.0","id":7,…`
 * or `…,"id":7}` (the TypeScript SDK writes the id last). The tail's `"id"` counts only when the
 * brace after it ends the text: that brace closes the message itself, not an object inside it.
 */
export function idOfDropped(head: string, tail: string): number | undefined {
  const match = /^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:\s*(\d{1,15})\s*[,}]/.exec(head) ?? /[,{]\s*"id"\s*:\s*(\d{1,15})\s*\}\s*$/.exec(tail);
  return match ? Number(match[1]) : undefined;
}

/** `text` cut at `max` code units (never between the halves of a surrogate pair), the cut marked `…`. */
export function cutString(text: string, max = MAX_WIRE_STRING): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? max - 1 : max;
  return `${text.slice(0, end)}…`;
}

/**
 * `value` (fresh from JSON.parse, so changed in place) with every string and key longer than
 * `max` cut (`cutString`), except a message's own `id`. Iterative: the value may be deep. Only
 * called on a text longer than `max`, where such a string can be.
 */
function cutStrings(messages: unknown[], max: number): void {
  const work: Array<[holder: Record<string, unknown> | unknown[], top: boolean]> = [];
  messages.forEach((message, index) => {
    if (typeof message === 'string') messages[index] = cutString(message, max);
    else if (message !== null && typeof message === 'object') work.push([message as Record<string, unknown>, true]);
  });
  while (work.length > 0) {
    const [holder, top] = work.pop()!;
    if (Array.isArray(holder)) {
      for (let i = 0; i < holder.length; i++) {
        const child = holder[i];
        if (typeof child === 'string') holder[i] = cutString(child, max);
        else if (child !== null && typeof child === 'object') work.push([child as Record<string, unknown>, false]);
      }
      continue;
    }
    for (const key of Object.keys(holder)) {
      const child = holder[key];
      let name = key;
      if (key.length > max) {
        name = cutString(key, max);
        delete holder[key];
        // defineProperty keeps a server-supplied `__proto__` key as data.
        Object.defineProperty(holder, name, { value: child, enumerable: true, writable: true, configurable: true });
      }
      if (typeof child === 'string' && !(top && key === 'id')) {
        Object.defineProperty(holder, name, { value: cutString(child, max), enumerable: true, writable: true, configurable: true });
      }
      else if (child !== null && typeof child === 'object') work.push([child as Record<string, unknown>, false]);
    }
  }
}

/** One decoded JSON-RPC value and, when its id is a number, that id's source text. */
export interface Decoded {
  value: unknown;
  rawId?: string;
}

/** The JSON-RPC values of one JSON text (a batch unpacked), each with its raw number id; undefined when it is not JSON. */
export function decodeMessages(text: string): Decoded[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const messages = messagesIn(parsed);
  if (text.length > MAX_WIRE_STRING) cutStrings(messages, MAX_WIRE_STRING);
  // Only a number id can have been rounded by JSON.parse: skip the scan for everything else.
  const numbered = messages.some((message) => isRecord(message) && typeof message.id === 'number');
  const raw = !numbered ? [] : (isRecord(parsed) && trailingId(text)) || rawIds(text);
  return messages.map((value, index) => (raw[index] === undefined ? { value } : { value, rawId: raw[index] }));
}

/**
 * A server value as short JSON text, for messages and logs. Never throws: JSON.stringify gives up
 * (stack overflow) on a value nested some thousands of levels deep, and a megabyte string is cut
 * before it is quoted.
 */
export function preview(value: unknown, limit = 200): string {
  let text: string | undefined;
  try {
    text = typeof value === 'string' && value.length > limit ? JSON.stringify(value.slice(0, limit)) : JSON.stringify(value);
  } catch {
    return Array.isArray(value) ? '[an array nested too deeply to print]' : '{an object nested too deeply to print}';
  }
  if (text === undefined) return String(value);
  return text.length > limit ? `${text.slice(0, limit)}… (${text.length} chars)` : text;
}

/** Framing defects of a response to the request sent with `sentId`, as short factual phrases. */
export function framingIssues(response: unknown, sentId: RequestId): FramingIssue[] {
  if (!isRecord(response)) return [{ code: 'not-object' }];
  const issues: FramingIssue[] = [];
  if (!('jsonrpc' in response)) issues.push({ code: 'jsonrpc-missing' });
  else if (response.jsonrpc !== '2.0') issues.push({ code: 'jsonrpc-wrong', got: factOf(response.jsonrpc) });
  if (!('id' in response)) issues.push({ code: 'id-missing', sent: sentId });
  else if (response.id !== sentId) issues.push({ code: 'id-not-echoed', sent: sentId, got: factOf(response.id) });
  const hasResult = 'result' in response;
  const hasError = 'error' in response;
  if (hasResult && hasError) issues.push({ code: 'result-and-error' });
  if (!hasResult && !hasError) issues.push({ code: 'no-result-or-error' });
  if (hasError) {
    const error = response.error;
    if (!isRecord(error)) issues.push({ code: 'error-not-object' });
    else {
      if (typeof error.code !== 'number' || !Number.isInteger(error.code)) issues.push({ code: 'error-code-not-integer' });
      if (typeof error.message !== 'string') issues.push({ code: 'error-message-not-string' });
    }
  }
  return issues;
}

/** A value the server sent, kept as a small fact: primitives as they are (a string cut to 200 characters), anything else as its JSON preview. */
function factOf(value: unknown): string | number | boolean | null {
  if (typeof value === 'string') return value.length > 200 ? `${value.slice(0, 200)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  return preview(value);
}


// `"id": <number> }` at the very end of the text, after a quote no backslash escapes.
const TRAILING_ID = /[^\\](\\*)"id"\s*:\s*(-?\d[\d.eE+-]*)\s*\}\s*$/;

/**
 * The id's source text when the text (one JSON object that parsed) ends with it, as the SDKs
 * write their responses: the member before the closing brace of the outermost object is one of
 * its own, and the last `id` is the one JSON.parse kept. Saves scanning a 15 kB page of tools for
 * its id; undefined sends the caller to the full scan.
 */
function trailingId(text: string): [string] | undefined {
  const match = TRAILING_ID.exec(text.slice(-96));
  return match && match[1]!.length % 2 === 0 ? [match[2]!] : undefined;
}

/**
 * The source text of the `id` member of each message in a JSON text that parsed (one entry per
 * message; a batch has one per element), undefined where a message has none. JSON.parse loses what
 * a number id was: `1e400`, a 30-digit integer and `1.0000000000000000001` all come out as numbers
 * that may equal an id mcpward sent, so exact matching needs the text. One linear pass.
 */
export function rawIds(text: string): Array<string | undefined> {
  const ids: Array<string | undefined> = [];
  // Per open container: whether it is an object, and whether its next string is a key.
  const stack: Array<{ object: boolean; key: boolean }> = [];
  let messageDepth = 1;
  let wantId = false;
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
  };
  skipSpace();
  if (text[i] === '[') messageDepth = 2;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      let end = i + 1;
      for (;;) {
        end = text.indexOf('"', end);
        if (end === -1) return ids;
        let slashes = 0;
        while (text[end - 1 - slashes] === '\\') slashes++;
        if (slashes % 2 === 0) break;
        end++;
      }
      const top = stack[stack.length - 1];
      if (top?.object && top.key) {
        top.key = false;
        wantId = stack.length === messageDepth && end - i === 3 && text[i + 1] === 'i' && text[i + 2] === 'd';
      } else {
        if (stack.length === messageDepth - 1) ids.push(undefined);
        if (wantId) ids[ids.length - 1] = text.slice(i, end + 1);
        wantId = false;
      }
      i = end + 1;
    } else if (c === '{' || c === '[') {
      if (stack.length === messageDepth - 1) ids.push(undefined);
      if (wantId) ids[ids.length - 1] = c === '{' ? '{…}' : '[…]';
      wantId = false;
      stack.push({ object: c === '{', key: c === '{' });
      i++;
    } else if (c === '}' || c === ']') {
      stack.pop();
      i++;
    } else if (c === ',') {
      const top = stack[stack.length - 1];
      if (top?.object) top.key = true;
      i++;
    } else if (c === ':' || c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
    } else {
      // A number or a literal: up to the next delimiter.
      let end = i;
      while (end < text.length && !',}] \t\n\r'.includes(text[end]!)) end++;
      if (stack.length === messageDepth - 1) ids.push(undefined);
      if (wantId) ids[ids.length - 1] = text.slice(i, end);
      wantId = false;
      i = end;
    }
  }
  return ids;
}
