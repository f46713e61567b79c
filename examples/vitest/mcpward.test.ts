// Testing an MCP server with mcpward from a vitest suite.
//
//   npm install --save-dev mcpward vitest
//   npx mcpward init          # then point `server:` in mcpward.yaml at your server
//   npx mcpward baseline      # pins the contract in mcpward.lock.json; commit it
//   npx vitest run
//
// A run starts the server once per `check`; every server is reaped before the promise resolves.
import { describe, expect, it } from 'vitest';
import { capture, check, render, type Report } from 'mcpward';

const config = process.env.MCPWARD_CONFIG ?? 'mcpward.yaml';

/** Failing rules, one line each: a readable assertion diff. */
const failures = (report: Report) => report.findings.filter((f) => f.status === 'fail').map((f) => `${f.rule} ${f.subject?.name ?? ''}`);

describe('MCP server contract', () => {
  it('passes every mcpward check', async () => {
    const report = await check(config);
    expect(report.completed, report.fatal?.message).toBe(true);
    expect(failures(report), await render(report, 'console')).toEqual([]);
  }, 120_000);

  it('has not drifted from mcpward.lock.json', async () => {
    const report = await check(config, { command: 'diff' });
    expect(report.exitCode, await render(report, 'console')).toBe(0);
  }, 120_000);

  it('describes every tool it lists', async () => {
    const snapshot = await capture(config);
    // Typed fields beside `raw` (the item as sent): no cast needed.
    const undescribed = snapshot.tools.filter((t) => (t.description ?? '').trim() === '').map((t) => t.name);
    expect(undescribed).toEqual([]);
  }, 120_000);
});
