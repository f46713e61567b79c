import { expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Report } from '../../src/report/types.js';
import type { ReviewData } from '../../src/checks/review/index.js';
import { startHttpFixture, stdioServerConfig, type FixtureName, type RunningServer } from '../helpers/servers.js';
import { project, runCli } from './cli.js';
import { isRule, type RuleId } from '../../src/rules/index.js';

export function reviewStdio(name: FixtureName, env?: Record<string, string>) {
  return stdioServerConfig(name, [], env);
}

export function reviewHttp(name: FixtureName): Promise<RunningServer> {
  return startHttpFixture(name);
}

/** Suites giving every reviewed tool of the conforming fixture a success and a failure. */
export const CONFORMING_SUITES = [
  {
    tool: 'query_region',
    cases: [
      { name: 'known region', args: { region: 'us-west1', query: 'select 1', limit: 10 }, expect: { tool_is_error: false, output_matches_schema: true } },
      { name: 'non-ASCII region', args: { region: 'São Paulo', query: 'select 1' }, expect: { tool_is_error: false } },
      { name: 'unknown region', args: { region: 'mars-1', query: 'select 1' }, expect: { tool_is_error: true, output_matches_schema: true } },
    ],
  },
  {
    tool: 'get_report',
    cases: [
      { name: 'a visible tenant', args: { tenant: 'acme' }, expect: { tool_is_error: false } },
      { name: 'an unknown tenant', args: { tenant: 'nobody' }, expect: { tool_is_error: true } },
    ],
  },
];

/** Fast runs: one latency sample, short call timeout. */
export const QUICK = { timeouts: { call_ms: 10_000 }, checks: { latency: { samples: 1 } } };

export interface ReviewRun {
  code: number | null;
  stdout: string;
  stderr: string;
  report: Report;
  review: ReportedReview;
}

/** The review as the JSON report writes it: each matrix row also carries its sentence, `observed`. */
export type ReportedReview = Omit<ReviewData, 'matrix'> & { matrix: Array<ReviewData['matrix'][number] & { observed: string }> };

const reportSchema = JSON.parse(readFileSync(new URL('../../schemas/report.schema.json', import.meta.url), 'utf8')) as object;
const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv);
const validateReport = ajv.compile(reportSchema);

/** Runs `mcpward review --reporter json` on a fresh project and parses the report. */
export async function reviewJson(config: object, env: Record<string, string> = {}): Promise<ReviewRun> {
  const p = project({ ...QUICK, ...config });
  const r = await runCli(['review', '--reporter', 'json'], { cwd: p.dir, env, timeoutMs: 90_000 });
  let report: Report;
  try {
    report = JSON.parse(r.stdout) as Report;
  } catch {
    throw new Error(`not JSON (exit ${r.code}):\n${r.stdout}\n${r.stderr}`);
  }
  // Every review report the tests read also holds to the published report schema.
  expect(validateReport(report), JSON.stringify(validateReport.errors)).toBe(true);
  return { ...r, report, review: report.review! as ReportedReview };
}

export const byRule = <R extends RuleId>(report: Report, rule: R) => report.findings.filter(isRule(rule));
export const statuses = (report: Report, rule: RuleId) => byRule(report, rule).map((f) => f.status);
export const row = (review: ReportedReview, check: string) => review.matrix.find((r) => r.check === check)!;
