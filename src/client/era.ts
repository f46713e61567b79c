/**
 * The two protocol eras as data and pure functions: known versions, the modern per-request `_meta`,
 * the Streamable HTTP request-metadata headers, and how an era probe's answer is read.
 */

import { UNSUPPORTED_PROTOCOL_VERSION } from '../protocol/codes.js';
import { isRecord } from '../model.js';
import { encodeHeaderValue, isValidHeaderName } from '../protocol/header-encoding.js';
import { preview } from './jsonrpc.js';
import type { Era, Exchange } from '../snapshot/wire.js';

import { FIRST_MODERN, MODERN_VERSIONS } from '../protocol/versions.js';

export { LATEST_LEGACY, LATEST_MODERN, LEGACY_VERSIONS, MODERN_VERSIONS } from '../protocol/versions.js';

export const META_PROTOCOL_VERSION = 'io.modelcontextprotocol/protocolVersion';
export const META_CLIENT_CAPABILITIES = 'io.modelcontextprotocol/clientCapabilities';
export const META_CLIENT_INFO = 'io.modelcontextprotocol/clientInfo';

// The modern era's error codes are named in src/protocol/codes.ts (re-exported: callers read them here with the era's other names).
export { UNSUPPORTED_PROTOCOL_VERSION } from '../protocol/codes.js';

/** Methods whose `Mcp-Name` header mirrors a body field (spec 2026-07-28 "Standard Request Headers"). */
const NAME_SOURCE: Record<string, 'name' | 'uri'> = { 'tools/call': 'name', 'prompts/get': 'name', 'resources/read': 'uri' };

export function isVersion(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text);
}

/** Versions are dates, so the era is a date comparison; unknown future versions are modern. */
export function eraOfVersion(version: string): Era {
  return version >= FIRST_MODERN ? 'modern' : 'legacy';
}

/** The newest of `ours` that `theirs` lists, if any. */
export function newestCommon(ours: readonly string[], theirs: readonly string[]): string | undefined {
  return [...ours].sort().reverse().find((version) => theirs.includes(version));
}

/** Params with the modern per-request `_meta` added; keys the caller already put in `_meta` win. */
export function withRequestMeta(params: Record<string, unknown> | undefined, version: string, clientInfo: { name: string; version: string }): Record<string, unknown> {
  const given = isRecord(params?._meta) ? params._meta : {};
  return {
    ...params,
    _meta: { [META_PROTOCOL_VERSION]: version, [META_CLIENT_CAPABILITIES]: {}, [META_CLIENT_INFO]: clientInfo, ...given },
  };
}

/**
 * The era's HTTP headers for one message. Legacy: `MCP-Protocol-Version` once negotiated. Modern:
 * `MCP-Protocol-Version` equal to the body's `_meta` version, and on requests `Mcp-Method`,
 * `Mcp-Name` where the method mirrors a name, and `Mcp-Param-*` from the tool's input schema.
 */
export function eraHeaders(
  era: Era,
  version: string | undefined,
  message: { method?: string; params?: unknown; id?: unknown },
  inputSchema?: unknown,
): Record<string, string> {
  if (era === 'legacy') return version === undefined ? {} : { 'MCP-Protocol-Version': version };
  const params = isRecord(message.params) ? message.params : undefined;
  const meta = isRecord(params?._meta) ? params._meta : undefined;
  const bodyVersion = typeof meta?.[META_PROTOCOL_VERSION] === 'string' ? meta[META_PROTOCOL_VERSION] : version;
  const headers: Record<string, string> = bodyVersion === undefined ? {} : { 'MCP-Protocol-Version': bodyVersion };
  // Notifications and answers to server requests have no defined headers ("not defined by this revision").
  if (typeof message.method !== 'string' || message.method === '' || message.method.startsWith('notifications/')) return headers;
  headers['Mcp-Method'] = message.method;
  const source = NAME_SOURCE[message.method];
  const name = source === undefined ? undefined : params?.[source];
  if (typeof name === 'string') {
    const encoded = tryEncode(name);
    if (encoded !== undefined) headers['Mcp-Name'] = encoded;
  }
  if (message.method === 'tools/call' && inputSchema !== undefined) Object.assign(headers, paramHeaders(inputSchema, params?.arguments));
  return headers;
}

/** One `x-mcp-header` annotation: the header name part and the chain of `properties` keys to the value. */
export interface ParamHeaderDeclaration {
  name: string;
  path: string[];
}

/**
 * The `x-mcp-header` annotations the client acts on: those reached from the root through
 * `properties` keys only (the spec's static reachability). Annotations elsewhere, invalid names and
 * case-insensitive repeats are left out here; judging the descriptor is the checks' job.
 */
export function paramHeaderDeclarations(inputSchema: unknown): ParamHeaderDeclaration[] {
  const found: ParamHeaderDeclaration[] = [];
  const seen = new Set<string>();
  const visit = (schema: unknown, path: string[], depth: number) => {
    if (!isRecord(schema) || !isRecord(schema.properties) || depth > 32) return;
    for (const [key, property] of Object.entries(schema.properties)) {
      if (!isRecord(property)) continue;
      const name = property['x-mcp-header'];
      if (typeof name === 'string' && isValidHeaderName(name) && !seen.has(name.toLowerCase())) {
        seen.add(name.toLowerCase());
        found.push({ name, path: [...path, key] });
      }
      visit(property, [...path, key], depth + 1);
    }
  };
  visit(inputSchema, [], 0);
  return found;
}

/** `Mcp-Param-{Name}` headers for a call's arguments; absent, null or unencodable values send no header. */
export function paramHeaders(inputSchema: unknown, args: unknown): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { name, path } of paramHeaderDeclarations(inputSchema)) {
    let value: unknown = args;
    for (const key of path) value = isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue;
    const encoded = tryEncode(value);
    if (encoded !== undefined) headers[`Mcp-Param-${name}`] = encoded;
  }
  return headers;
}

function tryEncode(value: string | number | boolean): string | undefined {
  try {
    return encodeHeaderValue(value);
  } catch {
    // A value the header cannot carry (fraction, unsafe integer, lone surrogate) is left to the
    // body alone; a strict server then rejects the call, which is what a probe wants to see.
    return undefined;
  }
}

/** What an era probe (`server/discover`) established. */
export type ProbeVerdict =
  | { kind: 'modern'; version: string; supported: string[] }
  /** A recognised modern error named versions to retry with. */
  | { kind: 'retry'; version: string; supported: string[] }
  | { kind: 'legacy'; basis: 'non-modern-error' | 'probe-closed' }
  /** Modern, but no version in common. */
  | { kind: 'no-common-version'; supported: string[] }
  | { kind: 'unusable'; why: string };

/**
 * Reads a probe exchange the way spec 2026-07-28 "Backward Compatibility" says: a DiscoverResult or
 * an UnsupportedProtocolVersion error with a `supported` list means modern; any other error, or a
 * server that exits on the probe (stdio) or closes its stream (HTTP+SSE), means legacy. Silence is
 * no answer: a server still importing its modules is silent too, and a dual-era server commits a
 * stdio connection to the era of its first request, so a probe that timed out gives no verdict
 * (the connect budget is spent). On HTTP only a 4xx without a recognised modern error means
 * legacy; auth failures, 5xx and an unreachable URL mean no verdict.
 */
export function readProbe(exchange: Exchange, overHttp: boolean, alive: boolean, ours: readonly string[] = MODERN_VERSIONS): ProbeVerdict {
  const status = exchange.http?.status;
  if (overHttp && (status === 401 || status === 403)) return { kind: 'unusable', why: `the server requires authorization (HTTP ${status}); check server.headers` };
  if (overHttp && status !== undefined && status >= 500) return { kind: 'unusable', why: `the server answered HTTP ${status}${exchange.error ? ` with error ${preview(exchange.error.code)} ${preview(exchange.error.message)}` : ''}` };
  if (exchange.outcome === 'result') {
    const result = exchange.result;
    const supported = isRecord(result) && Array.isArray(result.supportedVersions) ? result.supportedVersions.filter((v): v is string => typeof v === 'string') : undefined;
    if (supported === undefined) return { kind: 'legacy', basis: 'non-modern-error' };
    const version = newestCommon(ours, supported);
    return version === undefined ? { kind: 'no-common-version', supported } : { kind: 'modern', version, supported };
  }
  if (exchange.outcome === 'error') {
    const supported = supportedFrom(exchange.error);
    if (exchange.error?.code === UNSUPPORTED_PROTOCOL_VERSION && supported !== undefined) {
      const version = newestCommon(ours, supported);
      if (version !== undefined) return { kind: 'retry', version, supported };
      if (supported.some((v) => eraOfVersion(v) === 'modern')) return { kind: 'no-common-version', supported };
    }
    return { kind: 'legacy', basis: 'non-modern-error' };
  }
  if (overHttp) {
    if (status !== undefined && status >= 400) return { kind: 'legacy', basis: 'non-modern-error' };
    if (exchange.outcome === 'timeout') return { kind: 'unusable', why: exchange.reason ?? 'timeout' };
    return { kind: 'unusable', why: exchange.reason ?? 'no usable reply' };
  }
  if (exchange.outcome === 'timeout') return { kind: 'unusable', why: exchange.reason ?? 'timeout' };
  // On stdio any unusable answer is "any other error"; a server that exits on the probe is legacy too.
  return { kind: 'legacy', basis: alive ? 'non-modern-error' : 'probe-closed' };
}

/** `data.supported` of an UnsupportedProtocolVersion error, when it is a list of strings. */
export function supportedFrom(error: Exchange['error']): string[] | undefined {
  const data = isRecord(error) ? error.data : undefined;
  if (!isRecord(data) || !Array.isArray(data.supported)) return undefined;
  const supported = data.supported.filter((v): v is string => typeof v === 'string');
  return supported.length > 0 ? supported : undefined;
}
