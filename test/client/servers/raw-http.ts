/** In-process HTTP servers on 127.0.0.1 for wire edge cases; each records exactly what it received. */

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';

export interface Received {
  method: string;
  url: string;
  /** Header names in the case they were sent, duplicates kept. */
  rawHeaders: Array<[string, string]>;
  headers: IncomingMessage['headers'];
  body: string;
  json: Record<string, unknown> | undefined;
}

export type Handler = (request: Received, response: ServerResponse) => void | Promise<void>;

export interface RawServer {
  url: string;
  received: Received[];
}

/** Starts a loopback server for the current test; it is closed (sockets and all) when the test ends. */
export async function rawHttpServer(handler: Handler, path = '/mcp'): Promise<RawServer> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const rawHeaders: Array<[string, string]> = [];
      for (let i = 0; i < request.rawHeaders.length; i += 2) rawHeaders.push([request.rawHeaders[i]!, request.rawHeaders[i + 1]!]);
      let json: Record<string, unknown> | undefined;
      try {
        json = JSON.parse(body) as Record<string, unknown>;
      } catch {
        json = undefined;
      }
      const entry = { method: request.method ?? '', url: request.url ?? '', rawHeaders, headers: request.headers, body, json };
      received.push(entry);
      void Promise.resolve(handler(entry, response)).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, received };
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** A JSON-RPC result for the request `received`. */
export function resultFor(received: Received, result: Record<string, unknown>): Record<string, unknown> {
  return { jsonrpc: '2.0', id: received.json?.id, result };
}

export const discoverResult = {
  resultType: 'complete',
  supportedVersions: ['2026-07-28'],
  capabilities: { tools: {} },
  ttlMs: 0,
  cacheScope: 'public',
  _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'raw-http', version: '1.0.0' } },
};
