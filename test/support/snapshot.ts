import type { Exchange } from '../../src/snapshot/wire.js';
import type { CapturedItem, ListKind, Snapshot } from '../../src/snapshot/types.js';

/** Builds a captured item the way capture does, for checks tested without a server. */
export function item(raw: unknown, index = 0, page = 0): CapturedItem {
  const r = raw as Record<string, unknown> | null;
  const key = r && typeof r === 'object' ? (r.name ?? r.uri ?? r.uriTemplate) : undefined;
  return { index, page, raw, key: typeof key === 'string' ? key : undefined, sdkIssues: [] };
}

export function exchange(partial: Partial<Exchange> & { method: string }): Exchange {
  return { seq: 0, outcome: 'result', result: {}, durationMs: 1, framingIssues: [], ...partial };
}

/** A well-behaved legacy snapshot with the given tools; override anything. */
export function snapshot(tools: unknown[] = [], overrides: Partial<Snapshot> = {}): Snapshot {
  const lists = Object.fromEntries(
    (['tools', 'prompts', 'resources', 'resourceTemplates'] as ListKind[]).map((k) => [
      k,
      k === 'tools' ? { stop: 'end', pages: [{ cursorSent: null, nextCursor: undefined, itemCount: tools.length, exchangeSeq: 1 }] } : { stop: 'not-advertised', pages: [] },
    ]),
  ) as Snapshot['lists'];
  return {
    transport: 'stdio',
    era: 'legacy',
    protocolVersion: '2025-11-25',
    serverInfo: { name: 'test-server', version: '1.0.0' },
    capabilities: { tools: {} },
    handshake: {},
    handshakeIssues: [],
    tools: tools.map((t, i) => item(t, i)),
    prompts: [],
    resources: [],
    resourceTemplates: [],
    lists,
    exchanges: [exchange({ seq: 0, method: 'initialize' }), exchange({ seq: 1, method: 'tools/list' })],
    stdoutNoise: [],
    ...overrides,
  };
}

export const okTool = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: `The ${name} tool.`,
  inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'query' } } },
  ...extra,
});
