import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readAccepted } from '../../src/edge/accepted-io.js';
import { codeFence } from '../../src/report/escape.js';
import { renderReport, REPORTERS, type ReporterName } from '../../src/report/index.js';
import { fatalReport } from './fixtures/hostile-report.js';

/** More lines than a call's arguments can hold: spreading them into one overflows the stack. */
const MANY = 300_000;

describe('large inputs never overflow the stack', () => {
  it.each(Object.keys(REPORTERS) as ReporterName[])('%s renders a fatal message of 300,000 lines', (name) => {
    const message = `Invalid file (${MANY} problems):\n${Array.from({ length: MANY }, (_, i) => `- problem ${i}.`).join('\n')}`;
    const text = renderReport(name, { ...fatalReport, fatal: { code: 'config', message } }, { color: false, verbose: false });
    expect(text).toContain('Invalid file');
  });

  it('a code fence around 300,000 lines', () => {
    expect(codeFence([...Array.from({ length: MANY }, () => 'x'), '````'])).toBe('`````');
  });

  const dir = mkdtempSync(join(tmpdir(), 'mcpward-large-accepted-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('an accepted-findings file of 50,000 bad entries is an error naming the first twenty and a count', async () => {
    const path = join(dir, 'accepted.yaml');
    writeFileSync(path, `accepted:\n${'  - fingerprint: nope\n    rule: stdout_noise\n    subject: server\n    reason: known\n'.repeat(50_000)}`);
    const error = await readAccepted(path).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(error?.message).toContain('(50000 problems)');
    expect(error?.message).toContain('… and 49980 more.');
    expect(error?.message.split('\n').length).toBeLessThan(30);
  });
});
