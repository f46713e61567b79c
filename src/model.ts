/** Plain data shared by checks, policy and reporters. Nothing here does I/O. */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A plain object (not null, not an array): the shape test every layer that reads raw JSON needs. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Blast radius of a finding; `info` never fails a run. */
export type Severity = 'high' | 'medium' | 'low' | 'info';
export const SEVERITIES: readonly Severity[] = ['high', 'medium', 'low', 'info'];

/** How sure a heuristic is; only heuristic rules set it. */
export type Confidence = 'high' | 'medium' | 'low';

/** The check families, in the order reporters group them. */
export const FAMILIES = [
  'compliance',
  'schema',
  'security',
  'collision',
  'drift',
  'errors',
  'results',
  'behavioral',
  'latency',
  'headers',
  'completion',
  'review',
  'fleet',
  'policy',
] as const;
export type Family = (typeof FAMILIES)[number];

/**
 * `fail` fails the run, `warn` is reported without failing it (policy turns a fail below the
 * threshold into a warn), `skip` means the check could not or must not run, with a reason.
 */
export type Status = 'pass' | 'fail' | 'warn' | 'skip';

export type SubjectKind = 'server' | 'tool' | 'prompt' | 'resource' | 'resource_template' | 'case';

export type Command = 'run' | 'diff' | 'baseline' | 'review';

/**
 * The server's surface as captured: every listed item and the handshake's parts exactly as the
 * server sent them (key order included), for `mcpward show` and `--include-surface`; `mcpward merge` rebuilds a snapshot from it
 * (src/snapshot/surface.ts), so it lives here, below both layers.
 */
export interface Surface {
  transport: 'stdio' | 'http' | 'sse';
  era: 'legacy' | 'modern';
  protocolVersion: string;
  serverInfo?: JsonValue;
  capabilities?: JsonValue;
  instructions?: JsonValue;
  tools: JsonValue[];
  prompts: JsonValue[];
  resources: JsonValue[];
  resourceTemplates: JsonValue[];
}
