import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MARKDOWN_LIMIT, MAX_COMMENT_CHARS, renderMarkdown, renderReport } from '../../src/report/index.js';
import { summarize } from '../../src/policy/index.js';
import { finding, type Finding } from '../../src/rules/index.js';
import { fleetReportOf, type Report } from '../../src/report/types.js';
import { hostileReport } from './fixtures/hostile-report.js';
import { repoRoot } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';

const MiB = 1024 * 1024;

/** What a server of `tools` invalid tools reports: four failures per tool, and a few passes. */
function hugeReport(tools: number, name = 'huge'): Report {
  const findings: Finding[] = [];
  for (let i = 1; i <= tools; i++) {
    const subject = { kind: 'tool' as const, name: `bad tool ${i}` };
    findings.push(finding('tool_name_invalid', 'fail', { subject, args: { name: `bad tool ${i}`, issue: 'name-characters' } }));
    findings.push(finding('input_schema_invalid', 'fail', { subject, args: { issue: 'root-not-object', type: 'array' } }));
  }
  findings.push(finding('handshake', 'pass', { args: {} } as never), finding('ping', 'pass', { args: {} } as never));
  return { ...hostileReport, server: { name, transport: 'stdio' }, findings, summary: summarize(findings), exitCode: 1, completed: true, review: undefined } as Report;
}

describe('the Markdown report fits a job summary and a PR comment', () => {
  it('a small report is whole: nothing shortened', () => {
    expect(renderMarkdown(hostileReport)).not.toContain('Shortened');
  });

  it('10,000 tools: within the limit, repeats folded under their rule, and a note saying what was left out and where', () => {
    const report = hugeReport(10_000);
    const md = renderMarkdown(report, { jsonReportPath: 'reports/r.json' });
    expect(md.length).toBeLessThanOrEqual(MARKDOWN_LIMIT);
    expect(Buffer.byteLength(md)).toBeLessThan(MiB);
    // The head is whole: outcome and counts of every finding.
    expect(md).toContain('**✗ Failed** (exit 1) · 2 passed · 20000 failed');
    // Each failing rule shows its first findings and counts the rest.
    for (const rule of ['tool_name_invalid', 'input_schema_invalid']) {
      expect(md).toContain(`- … and 9995 more \`${rule}\` findings`);
    }
    expect(md).toContain('`bad tool 1`');
    expect(md).not.toContain('`bad tool 6`');
    expect(md).toMatch(/> \*\*Shortened\*\* .*2 passing checks shown as one count per rule; 19990 findings counted under their rule .*`reports\/r\.json`, has every finding/);
  });

  it('a report of findings each too long to list keeps their first lines and leaves the rest out from the end, saying how many', () => {
    const long = 'x'.repeat(5_000);
    const findings = Array.from({ length: 200 }, (_, i) => finding(`tool_name_invalid`, 'fail', { subject: { kind: 'tool', name: `t${i}` }, args: { name: `t${i}`, issue: 'compile-error', message: long } }));
    const rules = findings.map((f, i) => ({ ...f, rule: i % 2 === 0 ? f.rule : 'input_schema_invalid' }));
    const many = Array.from({ length: 40 }, (_, k) => rules.map((f) => ({ ...f, subject: { kind: 'tool' as const, name: `${f.subject!.name}-${k}` } }))).flat() as Finding[];
    const report = { ...hugeReport(0), findings: many, summary: summarize(many) };
    const md = renderMarkdown(report, { limit: 20_000 });
    expect(md.length).toBeLessThanOrEqual(20_000);
    expect(md).toContain('(details left out here; in the full report)');
    expect(md).toMatch(/findings? shown by their first line only/);
    expect(md).toContain('The JSON report (`--reporter json:PATH`) has every finding');
  });

  it('a fleet of huge servers keeps a section for every server, within the comment limit', () => {
    const fleet = fleetReportOf('run', '0.0.0-test', [hugeReport(10_000, 'a'), hugeReport(10_000, 'b'), hugeReport(10_000, 'c')].map((r, i) => ({ ...r, fleetName: ['a', 'b', 'c'][i]! })));
    const md = renderReport('markdown', fleet, { color: false, verbose: false });
    expect(md.length).toBeLessThanOrEqual(MAX_COMMENT_CHARS);
    expect(md).not.toContain('**Cut:**');
    for (const name of ['a', 'b', 'c']) expect(md).toContain(`### \`${name}\``);
  });

  it('the CLI on a 10,000-tool server writes a Markdown report within the limit that names the JSON report', async () => {
    const p = project({
      server: { transport: 'stdio', command: process.execPath, args: [join(repoRoot, 'fixtures', 'servers', 'hostile.mjs'), '--invalid-tools', '10000'] },
      checks: { latency: { enabled: false } },
    });
    const r = await runCli(['run', '-r', 'markdown:summary.md', '-r', 'json:out/full.json'], { cwd: p.dir, timeoutMs: 120_000 });
    expect(r.code, r.stderr).toBe(1);
    const md = readFileSync(join(p.dir, 'summary.md'), 'utf8');
    expect(md.length).toBeLessThanOrEqual(MARKDOWN_LIMIT);
    expect(md).toContain('`out/full.json`, has every finding');
    const json = JSON.parse(readFileSync(join(p.dir, 'out', 'full.json'), 'utf8')) as { summary: { failed: number } };
    expect(md).toContain(`${json.summary.failed} failed`);
  }, 150_000);
});
