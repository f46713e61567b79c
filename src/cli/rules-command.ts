import { FAMILIES } from '../model.js';
import { RULES, ruleHelpUri } from '../rules/index.js';
import type { RuleMeta } from '../rules/types.js';

/** `mcpward rules`: the registry as a table or as JSON. */
export function renderRules(json: boolean): string {
  const entries = (Object.entries(RULES) as Array<[string, RuleMeta]>).sort(
    ([a, x], [b, y]) => FAMILIES.indexOf(x.family) - FAMILIES.indexOf(y.family) || (a < b ? -1 : 1),
  );
  if (json) {
    const data = entries.map(([id, m]) => ({ id, family: m.family, severity: m.severity, title: m.title, helpUri: ruleHelpUri(id) }));
    return `${JSON.stringify(data, null, 2)}\n`;
  }
  const width = Math.max(...entries.map(([id]) => id.length));
  const lines: string[] = [];
  let family = '';
  for (const [id, meta] of entries) {
    if (meta.family !== family) {
      family = meta.family;
      lines.push(`${lines.length ? '\n' : ''}${family.toUpperCase()}`);
    }
    lines.push(`  ${id.padEnd(width)}  ${meta.severity.padEnd(6)}  ${meta.title}`);
  }
  return `${lines.join('\n')}\n`;
}
