import type { CallLayer, CallPlan, CallRecord, PlannedCall } from '../../src/snapshot/calls.js';
import { configSchema, type Config } from '../../src/config/schema.js';

/** A full config with every default applied, from just the parts a test cares about. */
export function config(partial: { checks?: Record<string, unknown>; suites?: unknown[]; timeouts?: Record<string, unknown>; calls?: Record<string, unknown> } = {}): Config {
  return configSchema.parse({ server: { transport: 'stdio', command: 'node' }, ...partial });
}

export const roTool = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: `The ${name} tool.`,
  inputSchema: { type: 'object', properties: {} },
  annotations: { readOnlyHint: true },
  ...extra,
});

export const argTool = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: `The ${name} tool.`,
  inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
  ...extra,
});

let index = 0;

/** A recorded call, answered on `layer`. */
export function record(partial: Partial<PlannedCall> & { tool: string }, layer: CallLayer, answer: { result?: unknown; code?: number; durationMs?: number; sent?: boolean; reason?: string } = {}): CallRecord {
  const call: PlannedCall = { index: index++, purpose: 'suite-case', arguments: {}, basis: 'allowlisted', group: `g${index}`, ...partial };
  const result = answer.result ?? (layer === 'ok' ? { content: [{ type: 'text', text: 'ok' }] } : layer === 'tool' ? { content: [{ type: 'text', text: 'failed' }], isError: true } : undefined);
  return {
    call,
    layer,
    sent: answer.sent ?? true,
    ...(result !== undefined && (layer === 'ok' || layer === 'tool') ? { result } : {}),
    ...(layer === 'protocol' ? { error: { code: answer.code ?? -32602, message: 'error' } } : {}),
    ...(answer.reason !== undefined ? { reason: answer.reason } : {}),
    durationMs: answer.durationMs ?? 5,
  };
}

export const emptyPlan = (partial: Partial<CallPlan> = {}): CallPlan => ({ calls: [], refusals: [], unprobed: [], inputSchemas: {}, ...partial });
