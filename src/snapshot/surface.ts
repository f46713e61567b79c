import { isRecord, type Surface } from '../model.js';
import type { CapturedItem, ListKind, ListTrace, Snapshot } from './types.js';

/**
 * A snapshot rebuilt from a report's surface (`--include-surface`), as far as the static checks
 * need it: the items raw (key from `name`, or `uri`/`uriTemplate`), the handshake's parts where
 * each era puts them, every list read to its end, no exchanges. `mcpward merge` judges matrix
 * runs' surfaces across the fleet with it. Pure; a report is a user file, so any shape is taken
 * and nothing here walks a value deeper than its top level.
 */
export function snapshotOfSurface(surface: Surface): Snapshot {
  const era = surface.era === 'modern' ? 'modern' : 'legacy';
  const capabilities = isRecord(surface.capabilities) ? surface.capabilities : {};
  const handshake: Record<string, unknown> = { protocolVersion: surface.protocolVersion };
  if (surface.capabilities !== undefined) handshake.capabilities = surface.capabilities;
  if (surface.instructions !== undefined) handshake.instructions = surface.instructions;
  if (surface.serverInfo !== undefined) {
    if (era === 'modern') handshake._meta = { 'io.modelcontextprotocol/serverInfo': surface.serverInfo };
    else handshake.serverInfo = surface.serverInfo;
  }
  const items = (list: unknown, keys: readonly string[]): CapturedItem[] =>
    (Array.isArray(list) ? list : []).map((raw: unknown, index) => {
      const key = isRecord(raw) ? keys.map((k) => raw[k]).find((v): v is string => typeof v === 'string') : undefined;
      return { index, page: 0, raw, key, sdkIssues: [] };
    });
  const tools = items(surface.tools, ['name']);
  const prompts = items(surface.prompts, ['name']);
  const resources = items(surface.resources, ['uri']);
  const resourceTemplates = items(surface.resourceTemplates, ['uriTemplate']);
  const trace = (n: number): ListTrace => ({ stop: 'end', pages: [{ cursorSent: null, nextCursor: undefined, itemCount: n, exchangeSeq: 0 }] });
  const lists: Record<ListKind, ListTrace> = {
    tools: trace(tools.length),
    prompts: trace(prompts.length),
    resources: trace(resources.length),
    resourceTemplates: trace(resourceTemplates.length),
  };
  const info = isRecord(surface.serverInfo) ? surface.serverInfo : undefined;
  return {
    transport: surface.transport === 'http' || surface.transport === 'sse' ? surface.transport : 'stdio',
    era,
    protocolVersion: typeof surface.protocolVersion === 'string' ? surface.protocolVersion : '',
    ...(info ? { serverInfo: { name: info.name, version: info.version, title: info.title } } : {}),
    capabilities,
    ...(typeof surface.instructions === 'string' ? { instructions: surface.instructions } : {}),
    handshake,
    handshakeIssues: [],
    tools,
    prompts,
    resources,
    resourceTemplates,
    lists,
    exchanges: [],
    stdoutNoise: [],
  };
}
