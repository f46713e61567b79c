/** Hand-built 2026-07-28 requests, for wire-level tests that must not go through any client. */

export const MODERN_VERSION = '2026-07-28';

/** The per-request `_meta` envelope (spec 2026-07-28 basic/index, Per-request protocol fields). */
export function modernMeta(version: string = MODERN_VERSION): Record<string, unknown> {
  return {
    'io.modelcontextprotocol/protocolVersion': version,
    'io.modelcontextprotocol/clientCapabilities': {},
    'io.modelcontextprotocol/clientInfo': { name: 'mcpward-tests', version: '0.0.0' },
  };
}

/** A JSON-RPC request whose params carry the modern envelope. */
export function modernRequest(id: number | string, method: string, params: Record<string, unknown> = {}, version?: string) {
  return { jsonrpc: '2.0' as const, id, method, params: { ...params, _meta: modernMeta(version) } };
}

/** Streamable HTTP headers for a modern request: MCP-Protocol-Version, Mcp-Method, Mcp-Name when required. */
export function modernHeaders(message: { method: string; params?: Record<string, unknown> }, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': MODERN_VERSION,
    'mcp-method': message.method,
  };
  const name = message.method === 'resources/read' ? message.params?.uri : message.params?.name;
  if (['tools/call', 'resources/read', 'prompts/get'].includes(message.method) && typeof name === 'string') headers['mcp-name'] = name;
  return { ...headers, ...extra };
}

export interface PostResult {
  status: number;
  headers: Headers;
  text: string;
  /** The JSON body, or the JSON in the first SSE `data:` line; undefined when neither parses. */
  json: Record<string, unknown> | undefined;
}

/** POSTs a body (object → JSON) to an MCP endpoint with exactly the given headers. */
export async function postMcp(url: string, body: unknown, headers: Record<string, string>): Promise<PostResult> {
  const response = await fetch(url, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: parseBody(text, response.headers.get('content-type') ?? '') };
}

function parseBody(text: string, contentType: string): Record<string, unknown> | undefined {
  const candidate = contentType.startsWith('text/event-stream') ? /^data: (.*)$/m.exec(text)?.[1] : text;
  if (candidate === undefined) return undefined;
  try {
    return JSON.parse(candidate) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
