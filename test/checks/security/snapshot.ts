import type { CapturedItem, Snapshot } from '../../../src/snapshot/types.js';

/** Raw lists in, a Snapshot out: what capture would have produced for a well-behaved legacy server. */
export interface RawLists {
  tools?: unknown[];
  prompts?: unknown[];
  resources?: unknown[];
  resourceTemplates?: unknown[];
  instructions?: string | undefined;
  serverInfo?: Snapshot['serverInfo'];
}

function captured(items: unknown[] | undefined, keyOf: (raw: Record<string, unknown>) => unknown): CapturedItem[] {
  return (items ?? []).map((raw, index) => {
    const key = typeof raw === 'object' && raw !== null ? keyOf(raw as Record<string, unknown>) : undefined;
    return { index, page: 0, raw, key: typeof key === 'string' ? key : undefined, sdkIssues: [] };
  });
}

export function snapshotOf(lists: RawLists): Snapshot {
  const trace = { stop: 'end' as const, pages: [] };
  return {
    transport: 'stdio',
    era: 'legacy',
    protocolVersion: '2025-11-25',
    serverInfo: lists.serverInfo ?? { name: 'fixture', version: '1.0.0' },
    capabilities: {},
    ...(lists.instructions !== undefined ? { instructions: lists.instructions } : {}),
    handshake: {},
    handshakeIssues: [],
    tools: captured(lists.tools, (r) => r.name),
    prompts: captured(lists.prompts, (r) => r.name),
    resources: captured(lists.resources, (r) => r.uri),
    resourceTemplates: captured(lists.resourceTemplates, (r) => r.uriTemplate),
    lists: { tools: trace, prompts: trace, resources: trace, resourceTemplates: trace },
    exchanges: [],
    stdoutNoise: [],
  };
}

/** A tool with an object input schema built from `properties`. */
export function tool(name: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { name, description: `Does ${name}.`, inputSchema: { type: 'object', properties: {} }, ...extra };
}
