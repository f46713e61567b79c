import { describe, expect, it } from 'vitest';
import { renderClassificationExamples } from '../../src/diff/examples.js';

describe('renderClassificationExamples', () => {
  it('renders one row per change, a no-change row for empty cases, in the given order', () => {
    const table = renderClassificationExamples([
      { name: 'enum-value-removed-input', direction: 'input', changes: [{ kind: 'enum_value_removed', path: 'inputSchema.properties.status.enum', breaking: true }] },
      { name: 'key-order-only', direction: 'output', changes: [] },
      {
        name: 'two-changes',
        direction: 'input',
        changes: [
          { kind: 'null_added', path: 'inputSchema.properties.q.type', breaking: false },
          { kind: 'bound_tightened', path: 'inputSchema.properties.q.maxLength', breaking: true },
        ],
      },
    ]);
    expect(table).toBe(
      [
        '| Case | Direction | Change | Path | Breaking? |',
        '| --- | --- | --- | --- | --- |',
        '| enum-value-removed-input | input | `enum_value_removed` | `inputSchema.properties.status.enum` | yes |',
        '| key-order-only | output | (no change) | | no |',
        '| two-changes | input | `null_added` | `inputSchema.properties.q.type` | no |',
        '| two-changes | input | `bound_tightened` | `inputSchema.properties.q.maxLength` | yes |',
        '',
      ].join('\n'),
    );
  });

  it('keeps hostile names and paths inside their cells', () => {
    const table = renderClassificationExamples([
      { name: 'a|b\nc', direction: 'input', changes: [{ kind: 'type_changed', path: 'inputSchema.properties.x|`y`\r\n.type', breaking: true }] },
    ]);
    const row = table.split('\n')[2]!;
    expect(row).toBe('| a\\|b c | input | `type_changed` | `inputSchema.properties.x\\|\'y\' .type` | yes |');
    expect(row.split(/(?<!\\)\|/).length).toBe(7);
  });
});
