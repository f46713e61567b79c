import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { acceptedEntryOf } from '../../src/policy/accepted.js';
import { applyPolicy, exitCodeOf, staleAccepted, summarize } from '../../src/policy/index.js';
import { FINGERPRINT_KEY, renderReport } from '../../src/report/index.js';
import type { Report } from '../../src/report/types.js';
import { finding } from '../../src/rules/index.js';
import { sarifErrors } from './sarif-schema.js';

// A reason a reviewer typed, with markup and a terminal escape: reporters treat it like server text.
const REASON = 'vendor bug [see](javascript:x) <b>\u001b[31m';
const failing = finding('jsonrpc_framing', 'fail', { args: { method: 'tools/list', issue: 'id mismatch' } });
const lowFailing = finding('required_unknown_property', 'fail', { subject: { kind: 'tool', name: 'lookup' }, path: 'inputSchema.required', args: { names: ['ghost'] } });
const gone = finding('injection_pattern', 'fail', { subject: { kind: 'tool', name: 'search' }, args: { field: 'description', pattern: 'x' } });

function reportOf(findings: ReturnType<typeof applyPolicy>): Report {
  return { schemaVersion: 1, tool: { name: 'mcpward', version: '0.0.0' }, command: 'run', completed: true, findings, summary: summarize(findings), exitCode: exitCodeOf({ completed: true, findings }) };
}

const policy = { driftFailOn: 'high' as const, severity: {}, today: '2026-12-03', accepted: [acceptedEntryOf(failing, REASON, '2027-01-31'), acceptedEntryOf(gone, 'fixed?')] };
const policed = applyPolicy([failing, lowFailing], policy);
const report = reportOf([...policed, ...staleAccepted(policed, policy)]);

describe('accepted and policy-warned findings in every reporter', () => {
  it('the exit code is 0: the accepted failure and the low failure are warnings', () => {
    expect(report.exitCode).toBe(0);
    expect(report.findings.map((f) => [f.rule, f.status])).toEqual([
      ['jsonrpc_framing', 'warn'],
      ['required_unknown_property', 'warn'],
      ['accepted_finding_stale', 'warn'],
    ]);
  });

  it('SARIF: a suppression with the justification, never an error level, and a valid log', () => {
    const log = JSON.parse(renderReport('sarif', report, { color: false, verbose: false })) as { runs: Array<{ results: Array<Record<string, unknown>> }> };
    expect(sarifErrors(log)).toEqual([]);
    const [accepted, low, stale] = log.runs[0]!.results as Array<{ level: string; suppressions?: Array<{ kind: string; justification: string }>; partialFingerprints: Record<string, string> }>;
    expect(accepted!.level).toBe('warning');
    expect(accepted!.suppressions).toHaveLength(1);
    expect(accepted!.suppressions![0]!.kind).toBe('external');
    expect(accepted!.suppressions![0]!.justification).not.toMatch(/\u001b|(?<!\\)\[see\]/);
    expect(accepted!.partialFingerprints[FINGERPRINT_KEY]).toBe(`${policy.accepted[0]!.fingerprint}:1`);
    expect(low!.level).toBe('note');
    expect(low!.suppressions).toBeUndefined();
    expect(stale!.level).toBe('note');
  });

  it('JUnit: no failure; the accepted one says Accepted with the reason, escaped', () => {
    const xml = renderReport('junit', report, { color: false, verbose: false });
    expect(xml).not.toContain('<failure');
    expect(xml).toContain('Accepted (did not fail the run)');
    expect(xml).toContain('accepted: vendor bug [see](javascript:x) &lt;b&gt;');
    expect(xml).not.toContain('\u001b');
  });

  it('console and Markdown: "accepted: reason", with the reason escaped', () => {
    const text = renderReport('console', report, { color: false, verbose: false });
    expect(text).toMatch(/⚠ .*\n(?:.*\n)*? {4}accepted: vendor bug/);
    expect(text).not.toContain('\u001b');
    const markdown = renderReport('markdown', report, { color: false, verbose: false });
    expect(markdown).toContain('- accepted: vendor bug');
    expect(markdown).not.toContain('<b>');
    expect(markdown).not.toContain('](javascript:x)');
  });

  it('JSON: the finding carries accepted, and the report matches schemas/report.schema.json', () => {
    const json = JSON.parse(renderReport('json', report, { color: false, verbose: false })) as Report;
    expect(json.findings[0]!.accepted).toEqual({ reason: REASON, expires: '2027-01-31' });
    const schema = JSON.parse(readFileSync(fileURLToPath(new URL('../../schemas/report.schema.json', import.meta.url)), 'utf8')) as object;
    const ajv = new Ajv2020({ allErrors: true, strict: true });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
  });
});
