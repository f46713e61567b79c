import type { JsonValue } from '../model.js';
import { isRecord } from '../model.js';
import type { Surface } from '../report/types.js';
import type { Snapshot } from '../snapshot/types.js';

/** The surface exactly as the server sent it, from the captured snapshot (the raw listed items and handshake). */
export function surfaceOf(s: Snapshot): Surface {
  const handshake = isRecord(s.handshake) ? s.handshake : {};
  // Where serverInfo sits in each era's handshake (as in run/capture.ts handshakeFacts), kept whole.
  const meta = isRecord(handshake._meta) ? handshake._meta : {};
  const serverInfo = s.era === 'modern' ? meta['io.modelcontextprotocol/serverInfo'] : handshake.serverInfo;
  const raw = (items: Snapshot['tools']) => items.map((item) => item.raw as JsonValue);
  return {
    transport: s.transport,
    era: s.era,
    protocolVersion: s.protocolVersion,
    ...(serverInfo === undefined ? {} : { serverInfo: serverInfo as JsonValue }),
    ...(handshake.capabilities === undefined ? {} : { capabilities: handshake.capabilities as JsonValue }),
    ...(handshake.instructions === undefined ? {} : { instructions: handshake.instructions as JsonValue }),
    tools: raw(s.tools),
    prompts: raw(s.prompts),
    resources: raw(s.resources),
    resourceTemplates: raw(s.resourceTemplates),
  };
}
