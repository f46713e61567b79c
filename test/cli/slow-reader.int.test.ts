import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stdioServerConfig } from '../helpers/servers.js';
import { binPath, project } from '../support/cli.js';

/**
 * A report on stdout arrives whole however slowly the reader takes it. Writes to a pipe are
 * asynchronous: what the reader has not taken waits in the CLI's memory, and the CLI once exited
 * two seconds after the run, dropping all but the pipe's 64 KiB.
 *
 * The reader is its own process, as in `mcpward run | (sleep 25; wc -c)`. It starts reading only
 * after the CLI has finished the run (the Markdown report, written to a file after the JSON report
 * went to stdout, exists) and then three seconds more, so a CLI that exits on a timer after the
 * run would have exited by then: the test does not depend on how fast the machine is.
 */
const config = { server: stdioServerConfig('many-tools', ['--tools', '2000']), checks: { latency: { enabled: false } } };
const ARGS = ['run', '--no-calls', '--include-surface', '--reporter', 'json', '--reporter', 'markdown:done.md'];

interface Piped {
  cliCode: number | null;
  cliStderr: string;
  received: string;
}

/** Runs the CLI with its stdout piped into a separate reader process running `readerScript`. */
function pipeInto(readerScript: string, dir: string): Promise<Piped> {
  const reader = spawn(process.execPath, ['-e', readerScript, join(dir, 'done.md')], { stdio: ['pipe', 'pipe', 'inherit'] });
  const cli = spawn(process.execPath, [binPath, ...ARGS], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', HOME: dir },
    stdio: ['ignore', reader.stdin, 'pipe'],
  });
  // The CLI has its own copy of the pipe's write end; the test's copy must not keep it open.
  reader.stdin.destroy();
  let received = '';
  let cliStderr = '';
  reader.stdout.on('data', (d: Buffer) => (received += d.toString()));
  cli.stderr.on('data', (d: Buffer) => (cliStderr += d.toString()));
  const cliDone = new Promise<number | null>((resolve) => cli.on('close', resolve));
  const readerDone = new Promise<void>((resolve) => reader.on('close', () => resolve()));
  return Promise.all([cliDone, readerDone]).then(([cliCode]) => ({ cliCode, cliStderr, received }));
}

/** Waits for the file named by argv[1], then three seconds, then does `then` (source text). */
const afterRun = (then: string) =>
  `const { existsSync } = require('node:fs');
   const poll = setInterval(() => {
     if (!existsSync(process.argv[1])) return;
     clearInterval(poll);
     setTimeout(() => { ${then} }, 3000);
   }, 50);`;

describe('a report piped to a slow reader', () => {
  const p = project(config);

  it('arrives whole, parses as JSON, and the run keeps its exit code', async () => {
    const r = await pipeInto(afterRun('process.stdin.pipe(process.stdout);'), p.dir);
    expect(r.cliStderr).not.toMatch(/EPIPE|internal error/);
    expect(r.cliCode).toBe(0);
    // Far beyond one pipe buffer (64 KiB), so the reader's wait mattered.
    expect(r.received.length).toBeGreaterThan(1_000_000);
    const report = JSON.parse(r.received) as { completed?: boolean; surface?: { tools?: unknown[] } };
    expect(report.surface?.tools).toHaveLength(2000);
  }, 120_000);

  it('a reader that closes early ends the run with exit 2 and one line, not a crash', async () => {
    // Reads one chunk and closes its end of the pipe, as `| head -c 100` does.
    const r = await pipeInto(afterRun("process.stdin.once('data', () => process.exit(0));"), p.dir);
    expect(r.cliCode).toBe(2);
    expect(r.cliStderr).toMatch(/^mcpward: stdout was closed before the report was written whole \(EPIPE\); the run did not complete\.$/m);
    expect(r.cliStderr).not.toMatch(/internal error|\n\s+at /);
  }, 120_000);
});
