import { finding } from '../../rules/index.js';
import type { Finding } from '../../model.js';
import { serializeCanonical, type Lockfile, type LockedTool } from '../../snapshot/lockfile.js';

/** Compares the pinned contract with the current one. Pure: both sides are lockfile data. */
export function checkDrift(baseline: Lockfile, current: Lockfile): Finding[] {
  const before = new Map(baseline.tools.map((t) => [t.name, t]));
  const after = new Map(current.tools.map((t) => [t.name, t]));
  const out: Finding[] = [];
  for (const [name] of before) {
    if (!after.has(name)) out.push(finding('tool_removed', 'fail', { subject: { kind: 'tool', name }, args: { tool: name } }));
  }
  for (const [name, tool] of after) {
    const old = before.get(name);
    if (!old) {
      out.push(finding('tool_added', 'fail', { subject: { kind: 'tool', name }, args: { tool: name } }));
      continue;
    }
    if (sameTool(old, tool)) out.push(finding('tool_unchanged', 'pass', { subject: { kind: 'tool', name }, args: { tool: name } }));
  }
  return out;
}

/** Compared canonically and by description hash, so key order and `full_text` never count as drift. */
function sameTool(a: LockedTool, b: LockedTool): boolean {
  const strip = (key: string, value: unknown) => (key === 'text' ? undefined : value);
  return serializeCanonical(JSON.parse(JSON.stringify(a, strip))) === serializeCanonical(JSON.parse(JSON.stringify(b, strip)));
}
