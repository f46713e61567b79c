import { describe, expect, it } from 'vitest';
import { stdioServerConfig } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';

// 3,000 read-only tools without arguments, in 60 pages: none can be probed with invalid arguments,
// so each gets the same note. Latency sampling is off only to keep the test short (no calls).
const TOOLS = 3000;
const config = {
  server: stdioServerConfig('many-tools', ['--tools', String(TOOLS), '--page-size', '50']),
  checks: { latency: { enabled: false } },
};

describe('the console report of a server with thousands of tools', () => {
  it('stays a few kilobytes: one line per repeated note, with the count', async () => {
    const p = project(config);
    const r = await runCli(['run', '--no-color'], { cwd: p.dir, timeoutMs: 120_000 });
    expect(r.code).toBe(0);
    // A size, not a time: 3,000 listed notes would be well over 300 kB.
    expect(Buffer.byteLength(r.stdout)).toBeLessThan(8 * 1024);
    const notes = r.stdout.split('\n').filter((line) => line.includes('was not probed with invalid arguments'));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(new RegExp(`^  - ${TOOLS} × invalid_arguments_error, first: Tool "\\w+" was not probed .*\\(--verbose lists all ${TOOLS}\\)$`));
  }, 130_000);

  it('lists every note with --verbose', async () => {
    const p = project(config);
    const r = await runCli(['run', '--no-color', '--verbose'], { cwd: p.dir, timeoutMs: 120_000 });
    expect(r.stdout.split('\n').filter((line) => line.includes('was not probed with invalid arguments'))).toHaveLength(TOOLS);
  }, 130_000);
});
