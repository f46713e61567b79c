/**
 * `completion/complete` for every prompt argument and resource-template variable a connection
 * lists. One request at a time (mcpward's own debounce), capped per connection, empty prefix.
 */

import type { Connection } from '../client/types.js';
import type { CapturedItem, Snapshot } from '../snapshot/types.js';
import { isRecord } from '../snapshot/view.js';
import type { CompletionEvidence, CompletionRecord } from '../snapshot/review.js';

/** Most completion requests one connection makes; the rest are counted as capped. */
const MAX_COMPLETION_REQUESTS = 50;
const UNKNOWN_PROMPT = 'mcpward-no-such-prompt';

interface Target {
  kind: CompletionRecord['kind'];
  ref: string;
  argument: string;
  params: Record<string, unknown>;
}

/** Runs the completions of one connection; `probeUnknown` adds the request for a prompt that does not exist. */
export async function runCompletions(conn: Connection, snapshot: Snapshot, context: string, options: { callMs: number; probeUnknown: boolean }): Promise<CompletionEvidence> {
  const advertised = isRecord(snapshot.capabilities.completions);
  if (!advertised) return { advertised, requests: [], capped: 0 };
  const targets = completionTargets(snapshot);
  const requests: CompletionRecord[] = [];
  for (const target of targets.slice(0, MAX_COMPLETION_REQUESTS)) {
    requests.push({ context, kind: target.kind, ref: target.ref, argument: target.argument, ...(await complete(conn, target.params, options.callMs)) });
  }
  const evidence: CompletionEvidence = { advertised, requests, capped: Math.max(0, targets.length - MAX_COMPLETION_REQUESTS) };
  if (options.probeUnknown) {
    const taken = new Set(snapshot.prompts.map((p) => p.key));
    let name = UNKNOWN_PROMPT;
    for (let n = 2; taken.has(name); n++) name = `${UNKNOWN_PROMPT}-${n}`;
    evidence.unknownReference = await complete(conn, { ref: { type: 'ref/prompt', name }, argument: { name: 'value', value: '' } }, options.callMs);
  }
  return evidence;
}

/** Every (reference, argument) pair the snapshot advertises, prompts first, in listing order. */
export function completionTargets(snapshot: Pick<Snapshot, 'prompts' | 'resourceTemplates'>): Target[] {
  const targets: Target[] = [];
  for (const prompt of snapshot.prompts) {
    const raw = rawOf(prompt);
    if (typeof raw.name !== 'string' || !Array.isArray(raw.arguments)) continue;
    for (const argument of raw.arguments) {
      if (!isRecord(argument) || typeof argument.name !== 'string') continue;
      targets.push({ kind: 'prompt', ref: raw.name, argument: argument.name, params: { ref: { type: 'ref/prompt', name: raw.name }, argument: { name: argument.name, value: '' } } });
    }
  }
  for (const template of snapshot.resourceTemplates) {
    const raw = rawOf(template);
    if (typeof raw.uriTemplate !== 'string') continue;
    for (const variable of templateVariables(raw.uriTemplate)) {
      targets.push({
        kind: 'resource_template',
        ref: raw.uriTemplate,
        argument: variable,
        params: { ref: { type: 'ref/resource', uri: raw.uriTemplate }, argument: { name: variable, value: '' } },
      });
    }
  }
  return targets;
}

/** Variable names of an RFC 6570 URI template: `{id}`, `{+path}`, `{?q,page}`, `{name:3}`, `{list*}`. */
export function templateVariables(template: string): string[] {
  const names: string[] = [];
  for (const match of template.matchAll(/\{([+#./;?&=,!@|]?)([^}]*)\}/g)) {
    for (const spec of match[2]!.split(',')) {
      const name = spec.replace(/\*$/, '').replace(/:\d+$/, '').trim();
      if (name !== '' && !names.includes(name)) names.push(name);
    }
  }
  return names;
}

async function complete(conn: Connection, params: Record<string, unknown>, callMs: number): Promise<Omit<CompletionRecord, 'context' | 'kind' | 'ref' | 'argument'>> {
  const exchange = await conn.request('completion/complete', params, { timeoutMs: callMs });
  const httpStatus = exchange.http?.status;
  const base = httpStatus === undefined ? {} : { httpStatus };
  if (exchange.outcome === 'result') return { outcome: 'result', result: exchange.result, ...base };
  if (exchange.outcome === 'error') return { outcome: 'error', ...(exchange.error ? { error: { code: exchange.error.code, message: exchange.error.message } } : {}), ...base };
  return { outcome: exchange.outcome, ...base };
}

function rawOf(item: CapturedItem): Record<string, unknown> {
  return isRecord(item.raw) ? item.raw : {};
}
