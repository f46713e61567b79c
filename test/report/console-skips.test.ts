import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/types.js';
import { renderConsole } from '../../src/report/console.js';
import { finding } from '../../src/rules/index.js';

const report = (findings: Report['findings']): Report => ({
  schemaVersion: 1,
  tool: { name: 'mcpward', version: '0.0.0' },
  command: 'run',
  completed: true,
  findings,
  summary: { passed: 0, failed: 0, warnings: 0, skipped: findings.length },
  exitCode: 0,
});

describe('console skips', () => {
  const notApplicable = finding('result_type', 'skip', { subject: { kind: 'server', name: 'server' }, args: { reason: 'not applicable to 2025-11-25', skipped: true } });
  const refused = finding('tool_call_refused', 'skip', { subject: { kind: 'tool', name: 'write_note' }, args: { tool: 'write_note', areas: 'latency', reason: 'not read-only' } });

  it('lists a skip about one tool, counts a server-wide one', () => {
    const out = renderConsole(report([notApplicable, refused]), { color: false, verbose: false });
    expect(out).toContain('write_note');
    expect(out).not.toContain('not applicable');
    expect(out).toContain('2 skipped');
  });

  it('lists every skip with --verbose', () => {
    expect(renderConsole(report([notApplicable, refused]), { color: false, verbose: true })).toContain('not applicable to 2025-11-25');
  });
});

describe('console advice', () => {
  it('lists a few info-level warnings; --verbose adds their docs', () => {
    const advice = finding('parameter_description_missing', 'warn', { subject: { kind: 'tool', name: 't' }, path: 'inputSchema.properties', args: { count: 1, parameters: ['q'] } });
    const r = { ...report([advice]), summary: { passed: 0, failed: 0, warnings: 1, skipped: 0 } };
    expect(renderConsole(r, { color: false, verbose: false })).toContain('without a description: "q" [info]');
    expect(renderConsole(r, { color: false, verbose: false })).toContain('1 warning');
    expect(renderConsole(r, { color: false, verbose: true })).toContain('docs: ');
  });
});
