/** Plain data shared by checks, policy and reporters. Nothing here does I/O. */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A plain object (not null, not an array): the shape test every layer that reads raw JSON needs. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Blast radius of a finding; `info` never fails a run. */
export type Severity = 'high' | 'medium' | 'low' | 'info';
export const SEVERITIES: readonly Severity[] = ['high', 'medium', 'low', 'info'];
/** The one severity order: a higher rank is a wider blast radius (policy thresholds, sorting, the review verdict). */
export const SEVERITY_RANK: Readonly<Record<Severity, number>> = { info: 0, low: 1, medium: 2, high: 3 };

/** How sure a heuristic is; only heuristic rules set it. */
export type Confidence = 'high' | 'medium' | 'low';

/** The check families, in the order reporters group them. */
export const FAMILIES = [
  'compliance',
  'schema',
  'security',
  'collision',
  'drift',
  'artifact',
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

/** Counts per status, named like the report summary (`Summary`). */
export interface StatusCounts {
  passed: number;
  failed: number;
  warnings: number;
  skipped: number;
}

const COUNT_KEY: Record<Status, keyof StatusCounts> = { pass: 'passed', fail: 'failed', warn: 'warnings', skip: 'skipped' };

/** The one status count: a report's summary, a family's heading, a JUnit suite's totals. */
export function countStatuses(findings: readonly { status: Status }[]): StatusCounts {
  const counts: StatusCounts = { passed: 0, failed: 0, warnings: 0, skipped: 0 };
  for (const f of findings) counts[COUNT_KEY[f.status]]++;
  return counts;
}

/**
 * The protocol's vocabulary, named once. It lives here, not in src/protocol/, because every layer
 * (reports and rules included, which may not import src/protocol/) speaks of eras and transports.
 */
/** The two protocol eras: handshake-based (`initialize`, up to 2025-11-25) and 2026-07-28's stateless one. */
export type Era = 'legacy' | 'modern';
/** How mcpward reaches a server. */
export type TransportKind = 'stdio' | 'http' | 'sse';
/** The paginated lists of a server's surface. */
export type ListKind = 'tools' | 'prompts' | 'resources' | 'resourceTemplates';

export type SubjectKind = 'server' | 'tool' | 'prompt' | 'resource' | 'resource_template' | 'case';

export type Command = 'run' | 'diff' | 'baseline' | 'review';

/** The commands that judge a server (baseline only captures). */
export type CheckCommand = Exclude<Command, 'baseline'>;

/**
 * The server's surface as captured: every listed item and the handshake's parts exactly as the
 * server sent them (key order included), for `mcpward show` and `--include-surface`; `mcpward merge` rebuilds a snapshot from it
 * (src/snapshot/surface.ts), so it lives here, below both layers.
 */
export interface Surface {
  transport: TransportKind;
  era: Era;
  protocolVersion: string;
  serverInfo?: JsonValue;
  capabilities?: JsonValue;
  instructions?: JsonValue;
  tools: JsonValue[];
  prompts: JsonValue[];
  resources: JsonValue[];
  resourceTemplates: JsonValue[];
}

/** The latency budget when the config sets none: exceeding it warns, since nobody chose it for this server. */
export const DEFAULT_LATENCY_BUDGET_MS = 1000;

/** The latency budget in force (`checks.latency.p95_budget_ms`), and whether the user set it: exceeding a budget the user set fails. */
export function latencyBudgetOf(latency: { p95_budget_ms?: number | undefined }): { ms: number; userSet: boolean } {
  return latency.p95_budget_ms === undefined ? { ms: DEFAULT_LATENCY_BUDGET_MS, userSet: false } : { ms: latency.p95_budget_ms, userSet: true };
}
