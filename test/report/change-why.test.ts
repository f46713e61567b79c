import { describe, expect, it } from 'vitest';
import { checkToolDrift } from '../../src/checks/drift/tool.js';
import { buildReport } from '../../src/pipeline/report.js';
import { renderReport } from '../../src/report/index.js';
import type { LockedTool } from '../../src/snapshot/lockfile.js';
import type { Finding } from '../../src/rules/index.js';

const tool = (inputSchema: object): LockedTool => ({ name: 'compute', description: null, parameters: {}, inputSchema: inputSchema as LockedTool['inputSchema'] });
const render = (findings: Finding[], reporter: 'console' | 'markdown' | 'json') => renderReport(reporter, buildReport('diff', undefined, findings), { color: false, verbose: false });

describe('a drift change\'s reason', () => {
  const findings = checkToolDrift(tool({ type: 'object', properties: {} }), tool({ type: 'object', properties: { multiplier: { type: 'number' } }, required: ['multiplier'] }), ['compute']);
  const change = findings.find((f) => f.rule === 'breaking_schema_change')!;

  it('is data in the finding: the change kind as its code, with the facts', () => {
    expect(change.evidence?.change).toMatchObject({ code: 'property_added_required', subject: "'multiplier'", direction: 'input', breaking: true });
    expect(change.evidence).not.toHaveProperty('why');
  });

  it('is written as a sentence by every reporter, and kept next to the data in the JSON report', () => {
    expect(render(findings, 'console')).toContain(`why: "calls without 'multiplier' now fail"`);
    expect(render(findings, 'markdown')).toContain("- why: `calls without 'multiplier' now fail`");
    const json = JSON.parse(render(findings, 'json')) as { findings: Array<{ rule: string; evidence?: Record<string, unknown> }> };
    const evidence = json.findings.find((f) => f.rule === 'breaking_schema_change')!.evidence!;
    expect(evidence.why).toBe("calls without 'multiplier' now fail");
    expect(evidence.change).toMatchObject({ code: 'property_added_required' });
  });

  it('shows a reason this version has no words for as the data it is', () => {
    const foreign = { ...change, evidence: { change: { code: 'from_a_later_version', detail: 'x' } } } as Finding;
    const text = render([foreign], 'console');
    expect(text).toContain('change: {"code":"from_a_later_version","detail":"x"}');
    expect(text).not.toContain('why:');
  });
});
