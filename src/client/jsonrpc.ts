/** JSON-RPC 2.0 message shapes and the framing rules mcpward holds every server response to. Pure. */

import type { JsonRpcError } from '../snapshot/wire.js';

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
  if (!isObject(value)) return undefined;
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

/** Framing defects of a response to the request sent with `sentId`, as short factual phrases. */
export function framingIssues(response: unknown, sentId: RequestId): string[] {
  if (!isObject(response)) return ['response is not a JSON object'];
  const issues: string[] = [];
  if (!('jsonrpc' in response)) issues.push('missing "jsonrpc": "2.0"');
  else if (response.jsonrpc !== '2.0') issues.push(`"jsonrpc" is ${JSON.stringify(response.jsonrpc)}, not "2.0"`);
  if (!('id' in response)) issues.push(`id missing (sent ${JSON.stringify(sentId)})`);
  else if (response.id !== sentId) issues.push(`id not echoed: sent ${JSON.stringify(sentId)}, got ${JSON.stringify(response.id)}`);
  const hasResult = 'result' in response;
  const hasError = 'error' in response;
  if (hasResult && hasError) issues.push('both "result" and "error"');
  if (!hasResult && !hasError) issues.push('neither "result" nor "error"');
  if (hasError) {
    const error = response.error;
    if (!isObject(error)) issues.push('"error" is not an object');
    else {
      if (typeof error.code !== 'number' || !Number.isInteger(error.code)) issues.push('"error.code" is not an integer');
      if (typeof error.message !== 'string') issues.push('"error.message" is not a string');
    }
  }
  return issues;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
