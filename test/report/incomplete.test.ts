import { describe, expect, it } from 'vitest';
import { renderReport } from '../../src/report/index.js';
import { hostileReport, partialReport } from './fixtures/hostile-report.js';

// A partial report (connected, then a list failed and the deadline passed) says so in every
// reporter, keeps its findings, and escapes the server's error text like any other server text.

describe('a partial report is marked in every reporter', () => {
  it('JSON: completed false, no fatal, the reasons, and every finding kept', () => {
    const json = JSON.parse(renderReport('json', partialReport, { color: false, verbose: false })) as Record<string, unknown>;
    expect(json).toMatchObject({ completed: false, exitCode: 2, incomplete: { reasons: [{ code: 'list-error', list: 'tools' }, { code: 'deadline' }] } });
    expect(json.fatal).toBeUndefined();
    expect((json.findings as unknown[]).length).toBe(hostileReport.findings.length);
  });

  it('a complete report has no incomplete key', () => {
    expect(JSON.parse(renderReport('json', hostileReport, { color: false, verbose: false }))).not.toHaveProperty('incomplete');
  });

  it('console: the findings, then the incomplete line and each reason, sanitised', () => {
    const text = renderReport('console', partialReport, { color: false, verbose: false });
    expect(text).toContain('Run incomplete (exit 2)');
    expect(text).toContain('tools: tools/list failed on page 2');
    expect(text).toContain('timeouts.run_ms');
    expect(text).not.toContain('\u001b');
    expect(text.indexOf('Summary:')).toBeLessThan(text.indexOf('Run incomplete'));
  });

  it('Markdown: the outcome says incomplete and each reason is escaped', () => {
    const md = renderReport('markdown', partialReport, { color: false, verbose: false });
    expect(md).toContain('**✗ Incomplete** (exit 2)');
    const block = md.split('\n').filter((line) => line.startsWith('> '));
    expect(block[0]).toBe('> **Incomplete:** the findings below are only what could be checked.');
    expect(block[1]).toContain('&lt;script&gt;');
    expect(block[1]).toContain('`@octocat`');
    expect(block[1]).not.toContain('\u001b');
    // The error's second line stays inside its list item.
    expect(block[1]).toContain('⏎second line');
    expect(block).toHaveLength(3);
  });

  it('JUnit: a run suite whose one testcase errors with every reason', () => {
    const xml = renderReport('junit', partialReport, { color: false, verbose: false });
    expect(xml).toMatch(/<testsuite name="run" tests="1" failures="0" errors="1" skipped="0" time="0">\s*<properties>[\s\S]*?<\/properties>\s*<testcase classname="mcpward\.[\w-]+\.run" name="run completed" time="0"[^>]*>\s*<error type="incomplete"/);
    expect(xml).toContain('list-error (tools): tools/list failed on page 2');
    expect(xml).not.toContain('<script>');
  });

  it('SARIF: executionSuccessful false and one error notification per reason', () => {
    const sarif = JSON.parse(renderReport('sarif', partialReport, { color: false, verbose: false })) as {
      runs: Array<{ invocations: Array<{ executionSuccessful: boolean; toolExecutionNotifications: Array<{ level: string; descriptor?: { id: string }; message: { text: string } }> }> }>;
    };
    const [invocation] = sarif.runs[0]!.invocations;
    expect(invocation!.executionSuccessful).toBe(false);
    const incomplete = invocation!.toolExecutionNotifications.filter((n) => n.descriptor?.id.startsWith('incomplete/'));
    expect(incomplete.map((n) => [n.level, n.descriptor!.id])).toEqual([
      ['error', 'incomplete/list-error'],
      ['error', 'incomplete/deadline'],
    ]);
    expect(incomplete[0]!.message.text).not.toContain('\u001b');
  });
});
