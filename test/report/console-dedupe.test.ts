import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/types.js';
import { REPEAT_LIMIT, renderConsole } from '../../src/report/console.js';
import { summarize } from '../../src/policy/index.js';
import { finding } from '../../src/rules/index.js';

const report = (findings: Report['findings']): Report => ({
  schemaVersion: 1,
  tool: { name: 'mcpward', version: '0.0.0' },
  command: 'run',
  completed: true,
  findings,
  summary: summarize(findings),
  exitCode: 0,
});

const unprobed = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    finding('invalid_arguments_error', 'skip', { subject: { kind: 'tool', name: `tool_${i}` }, args: { tool: `tool_${i}`, skipped: true, reason: 'no argument to get wrong' } }),
  );
const advice = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    finding('parameter_description_missing', 'warn', { subject: { kind: 'tool', name: `tool_${i}` }, path: 'inputSchema.properties', args: { count: 1, parameters: [`p${i}`] } }),
  );
const plain = { color: false, verbose: false };
const lines = (out: string, needle: string) => out.split('\n').filter((l) => l.includes(needle));

describe('console deduplication', () => {
  it('prints repeated notes of one rule as one line with the count and the first example', () => {
    const out = renderConsole(report(unprobed(10_000)), plain);
    const noted = lines(out, 'was not probed');
    expect(noted).toEqual(['  - 10000 × invalid_arguments_error, first: Tool "tool_0" was not probed with invalid arguments: "no argument to get wrong" (--verbose lists all 10000)']);
    expect(out).toContain('ERRORS (10000 skipped)');
    expect(Buffer.byteLength(out)).toBeLessThan(1000);
  });

  it('lists every one of them with --verbose', () => {
    const out = renderConsole(report(unprobed(10_000)), { color: false, verbose: true });
    expect(lines(out, 'was not probed')).toHaveLength(10_000);
    expect(out).not.toContain('×');
  });

  it(`still lists up to ${REPEAT_LIMIT} notes of one rule one by one`, () => {
    const out = renderConsole(report(unprobed(REPEAT_LIMIT)), plain);
    expect(lines(out, 'was not probed')).toHaveLength(REPEAT_LIMIT);
    expect(out).not.toContain('×');
  });

  it('counts each rule on its own line', () => {
    const refused = Array.from({ length: 5 }, (_, i) =>
      finding('tool_call_refused', 'skip', { subject: { kind: 'tool', name: `w_${i}` }, args: { tool: `w_${i}`, areas: 'latency', reason: 'not read-only' } }),
    );
    const out = renderConsole(report([...unprobed(5), ...refused]), plain);
    expect(lines(out, '5 × invalid_arguments_error')).toHaveLength(1);
    expect(lines(out, '5 × tool_call_refused')).toHaveLength(1);
  });

  it('says how to list the advice it counts (the warnings in the heading are never silently hidden)', () => {
    const out = renderConsole(report(advice(12)), plain);
    expect(out).toContain('SCHEMA (12 warnings)');
    expect(lines(out, 'parameter_description_missing')).toEqual([
      '  ⚠ 12 × parameter_description_missing [info], first: 1 parameter(s) without a description: "p0" (--verbose lists all 12)',
    ]);
    expect(lines(renderConsole(report(advice(12)), { color: false, verbose: true }), 'without a description')).toHaveLength(12);
  });

  it('never folds failures or warnings above info', () => {
    const broken = Array.from({ length: 10 }, (_, i) =>
      finding('tool_name_invalid', 'fail', { subject: { kind: 'tool', name: `t ${i}` }, path: 'name', args: { name: `t ${i}`, issue: 'name-characters' } }),
    );
    const out = renderConsole(report(broken), plain);
    expect(out.split('\n').filter((l) => l.startsWith('  ✗'))).toHaveLength(10);
    expect(out).not.toContain('×');
  });

  it('sanitises the example line like any other', () => {
    const hostile = Array.from({ length: 5 }, (_, i) =>
      finding('invalid_arguments_error', 'skip', { subject: { kind: 'tool', name: `t${i}` }, args: { tool: `\u001b[31mred${i}`, skipped: true, reason: 'x' } }),
    );
    expect(renderConsole(report(hostile), plain)).not.toContain('\u001b');
  });
});
