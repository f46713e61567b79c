export interface KeyedFinding<F> {
  key: string;
  finding: F;
}

interface FindingLike {
  rule: string;
  status: string;
  subject?: { kind: string; name: string } | undefined;
  path?: string | undefined;
  args?: unknown;
}

export function judged(finding: FindingLike): boolean;
export function findingKey(finding: FindingLike, identityOf: (rule: string) => readonly string[]): string;
export function keyFindings<F extends FindingLike>(findings: readonly F[], identityOf: (rule: string) => readonly string[]): Array<KeyedFinding<F>>;
