/** Plain data shared by checks, policy and reporters. Nothing here does I/O. */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

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
] as const;
export type Family = (typeof FAMILIES)[number];

/**
 * `fail` fails the run, `warn` is reported without failing it (policy turns a fail below the
 * threshold into a warn), `skip` means the check could not or must not run, with a reason.
 */
export type Status = 'pass' | 'fail' | 'warn' | 'skip';

export type SubjectKind = 'server' | 'tool' | 'prompt' | 'resource' | 'resource_template' | 'case';

/** One result of one rule about one subject. Checks emit data; reporters write the prose. */
export interface Finding {
  rule: string;
  status: Status;
  severity: Severity;
  confidence?: Confidence;
  subject?: { kind: SubjectKind; name: string };
  /** JSON path inside the subject, e.g. `inputSchema.properties.filter`. */
  path?: string;
  /** Structured facts the rule's message is rendered from. Server text stays raw here. */
  args: Record<string, JsonValue>;
  evidence?: { before?: JsonValue; after?: JsonValue; [key: string]: JsonValue | undefined };
}

export type Command = 'run' | 'diff' | 'baseline' | 'review';

export interface ServerSummary {
  name?: string;
  version?: string;
  transport: 'stdio' | 'http' | 'sse';
  era?: 'legacy' | 'modern';
  protocolVersion?: string;
}

export interface Summary {
  passed: number;
  failed: number;
  warnings: number;
  skipped: number;
}

/** A run that did not complete: why, in one paragraph. */
export interface Fatal {
  code: string;
  message: string;
}

/** Everything a reporter may render. */
export interface Report {
  schemaVersion: 1;
  tool: { name: 'mcpward'; version: string };
  command: Command;
  server?: ServerSummary;
  completed: boolean;
  fatal?: Fatal;
  findings: Finding[];
  summary: Summary;
  exitCode: 0 | 1 | 2;
  /** Free-form sections some commands add (e.g. the review verdict). */
  extra?: Record<string, JsonValue>;
}
