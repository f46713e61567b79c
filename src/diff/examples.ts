import type { Direction } from '../rules/schema-kinds.js';

/** One fixture case as the docs table needs it. */
export interface ClassificationExample {
  name: string;
  direction: Direction;
  changes: Array<{ kind: string; path: string; breaking: boolean }>;
}

/** Keeps a table cell one cell: pipes escaped, line breaks flattened, backticks kept out of code spans. */
function cell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/[\r\n]+/g, ' ');
}

function code(text: string): string {
  return `\`${cell(text).replace(/`/g, "'")}\``;
}

/**
 * The "Classification examples" table of docs/rules.md, one row per change of each case (a case
 * with no change gets one row saying so), in the order given.
 */
export function renderClassificationExamples(cases: readonly ClassificationExample[]): string {
  const rows = ['| Case | Direction | Change | Path | Breaking? |', '| --- | --- | --- | --- | --- |'];
  for (const example of cases) {
    const name = cell(example.name);
    if (example.changes.length === 0) rows.push(`| ${name} | ${example.direction} | (no change) | | no |`);
    for (const change of example.changes) {
      rows.push(`| ${name} | ${example.direction} | ${code(change.kind)} | ${code(change.path)} | ${change.breaking ? 'yes' : 'no'} |`);
    }
  }
  return `${rows.join('\n')}\n`;
}
