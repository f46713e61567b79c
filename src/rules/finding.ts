import type { Confidence, JsonValue, Severity, Status, SubjectKind } from '../model.js';

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
