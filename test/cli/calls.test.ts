import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/types.js';
import { stdioServerConfig } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';

const suites = [
  {
    tool: 'divide',
    cases: [
      { name: 'divides', args: { a: 6, b: 3 }, expect: { tool_is_error: false, jsonpath: { '$.content[0].type': 'text' }, golden: 'golden/divide.json' } },
      { name: 'division by zero is a tool error', args: { a: 1, b: 0 }, expect: { tool_is_error: true } },
      { name: 'a wrong expectation fails', args: { a: 1, b: 1 }, expect: { tool_is_error: true } },
    ],
  },
];

describe('run makes only allowlisted or read-only no-argument calls, and checks them', () => {
  it('suites, output samples and latency run; write_note is never called; goldens are written on request', async () => {
    const server = stdioServerConfig('legacy', [], { FIXTURE_TRACE_FILE: 'trace.txt' });
    const checks = { drift: { output: { enabled: true, tools: [{ name: 'get_order', args: { id: 'demo-1' } }] } } };
    const p = project({ server, checks, suites });
    const r = await runCli(['run', '--reporter', 'json', '--update-golden'], { cwd: p.dir });
    const report = JSON.parse(r.stdout) as Report;
    expect(report.completed).toBe(true);
    expect(existsSync(join(p.dir, 'trace.txt'))).toBe(false);

    const cases = report.findings.filter((f) => f.rule === 'suite_case');
    expect(cases.map((f) => [f.subject?.name, f.status]).sort()).toEqual([
      ['divide › a wrong expectation fails', 'fail'],
      ['divide › divides', 'pass'],
      ['divide › division by zero is a tool error', 'pass'],
    ]);
    expect(r.code).toBe(1);
    expect(JSON.parse(readFileSync(join(p.dir, 'golden', 'divide.json'), 'utf8'))).toMatchObject({ isError: false });

    const refused = report.findings.filter((f) => f.rule === 'tool_call_refused').map((f) => f.subject?.name);
    expect(refused).toContain('write_note');
    expect(report.findings.some((f) => f.rule === 'latency_budget' && f.subject?.name === 'get_status')).toBe(true);
    expect(report.findings.find((f) => f.rule === 'inferred_output_matches_schema' && f.subject?.name === 'get_order')?.status).toBe('pass');
  });

  it('baseline pins inferred output shapes; an unchanged server shows no output drift', async () => {
    const checks = { drift: { fail_on: 'low', output: { enabled: true, tools: [{ name: 'get_order', args: { id: 'demo-1' } }] } } };
    const p = project({ server: stdioServerConfig('legacy'), checks });
    expect((await runCli(['baseline'], { cwd: p.dir })).code).toBe(0);
    const lock = JSON.parse(readFileSync(join(p.dir, 'mcpward.lock.json'), 'utf8')) as { outputShapes: Record<string, unknown> };
    expect(Object.keys(lock.outputShapes).sort()).toEqual(['get_order', 'get_status']);
    const r = await runCli(['diff', '--reporter', 'json'], { cwd: p.dir });
    const report = JSON.parse(r.stdout) as Report;
    expect(report.findings.filter((f) => f.status === 'fail')).toEqual([]);
    expect(r.code).toBe(0);
  });
});
