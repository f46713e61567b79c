import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type { CliIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { stdioServerConfig } from '../helpers/servers.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

async function run(stderrIsTTY: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'mcpward-progress-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'mcpward.yaml'), stringify({ server: stdioServerConfig('legacy'), checks: { latency: { enabled: false } } }));
  let stdout = '';
  let stderr = '';
  const io: CliIO = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: { PATH: process.env.PATH }, cwd: dir, stdoutIsTTY: false, stderrIsTTY };
  const code = await main(['run', '--reporter', 'json'], io);
  return { code, stdout, stderr };
}

describe('progress on long runs', () => {
  it('shows a live line on a TTY stderr and clears it; the report stream never sees it', async () => {
    const r = await run(true);
    expect(r.stderr).toContain('listing tools, page 1');
    expect(r.stderr).toContain('\r\u001b[2K');
    expect(r.stderr.endsWith('\r\u001b[2K')).toBe(true);
    expect(() => JSON.parse(r.stdout)).not.toThrow();
    expect(r.stdout).not.toContain('listing');
  });

  it('is silent when stderr is not a TTY', async () => {
    const r = await run(false);
    expect(r.stderr).toBe('');
  });
});

describe('the progress line fits the terminal', () => {
  it('is cut to one column less than the terminal width (fallback 80), so it never wraps', async () => {
    const { Output } = await import('../../src/cli/output.js');
    const line = (columns: number | undefined) => {
      let stderr = '';
      const io: CliIO = { stdout: () => undefined, stderr: (t) => void (stderr += t), env: {}, cwd: '/', stdoutIsTTY: false, stderrIsTTY: true, stderrColumns: () => columns };
      new Output(io, { config: 'mcpward.yaml', verbose: false, debug: false, color: false }).progress(`listing tools, page 1 ${'x'.repeat(300)}`);
      return Array.from(stderr.replace('\r\u001b[2K', ''));
    };
    expect(line(40)).toHaveLength(39);
    expect(line(40).at(-1)).toBe('…');
    expect(line(undefined)).toHaveLength(79);
    expect(line(200)).toHaveLength(199);
  });
});

describe('streams: diagnostics on stderr, reports on stdout', () => {
  it('a run that cannot start writes its error to stderr under the console reporter, and nothing to stdout', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcpward-streams-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'mcpward.yaml'), stringify({ server: { transport: 'stdio', command: 'mcpward-no-such-command-xyz' } }));
    let stdout = '';
    let stderr = '';
    const io: CliIO = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: { PATH: process.env.PATH }, cwd: dir, stdoutIsTTY: false, stderrIsTTY: false };
    expect(await main(['run'], io)).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('mcpward-no-such-command-xyz');
    expect(stderr).toContain('Run did not complete (exit 2)');
    // Under the JSON reporter the report (with its fatal) is on stdout and the message on stderr.
    stdout = '';
    stderr = '';
    expect(await main(['run', '-r', 'json'], io)).toBe(2);
    expect(JSON.parse(stdout)).toMatchObject({ exitCode: 2, fatal: { message: expect.stringContaining('mcpward-no-such-command-xyz') } });
    expect(stderr).toContain('mcpward-no-such-command-xyz');
  });
});
