import { isUtf8 } from 'node:buffer';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ATTACKS,
  cli,
  filesUnder,
  GRACE_MS,
  livePids,
  RUN_MS,
  sandbox,
  secretFragments,
  serverBlock,
  STACK_FRAME,
  startNet,
  writeConfig,
  type Attack,
  type Transport,
} from './support.js';

/**
 * The hostile suite (issue 23): the built CLI against a server that attacks it, over stdio,
 * Streamable HTTP and legacy SSE, alone and in a fleet. Whatever the attack, every run keeps the
 * promises: no stack trace, exit 0, 1 or 2 by the run deadline (plus a generous grace: the
 * deadline is the promise, the grace absorbs a busy machine), no piece of eight characters of a
 * configured secret in any byte written, no server process left behind, nothing written outside
 * the working folder.
 *
 * The generated runs also draw a signal (Ctrl-C or SIGTERM at a moment of the run) and a crafted
 * lockfile or accepted-findings file (garbage, 20,000-deep nesting, `__proto__` keys, YAML alias
 * bombs). They use a fixed seed in CI; MCPWARD_HOSTILE_SEED and MCPWARD_HOSTILE_RUNS widen them locally.
 */
const SEED = Number(process.env.MCPWARD_HOSTILE_SEED ?? 20261204);
const RUNS = Number(process.env.MCPWARD_HOSTILE_RUNS ?? 20);

type Command = 'run' | 'baseline' | 'accept';
interface Attempt {
  transport: Transport;
  attack: Attack;
  command: Command;
  debug: boolean;
  /** The attack's --size, when not its default. */
  size?: number;
  /** A signal sent to mcpward this long after it started. */
  interrupt?: { signal: 'SIGINT' | 'SIGTERM'; afterMs: number };
  /** A crafted file mcpward reads, in place before the run. */
  file?: CraftedFile;
}

/** Files mcpward reads that an attacker (a malicious PR) can shape: the lockfile and the accepted-findings file. */
const CRAFTED = {
  'lockfile-garbage': ['mcpward.lock.json', '{"lockfileVersion": 1, "tools": [' + '{"a":'.repeat(50) + '\u0000\ud800'],
  'lockfile-deep': ['mcpward.lock.json', '['.repeat(20_000) + ']'.repeat(20_000)],
  'lockfile-proto': ['mcpward.lock.json', '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}'],
  'accepted-garbage': ['mcpward.accepted.yaml', '- fingerprint: &a [*a, *a]\n  rule: "\u001b[31m"\n' + '- x: y\n'.repeat(5000)],
} as const;
type CraftedFile = keyof typeof CRAFTED;

const REPORTERS = ['json', 'sarif', 'junit', 'markdown', 'console'];

function argsFor(command: Command, debug: boolean): string[] {
  const shown = debug ? ['--debug'] : [];
  if (command === 'baseline') return ['baseline', ...shown];
  if (command === 'accept') return ['accept', '--reason', 'hostile suite', ...shown];
  return ['run', ...REPORTERS.flatMap((r) => ['--reporter', `${r}:report.${r}`]), '--reporter', 'console', ...shown];
}

/** One attempt, in its own sandbox; asserts every promise and returns what it saw for extra checks. */
async function attempt({ transport, attack, command, debug, size, interrupt, file }: Attempt): Promise<{ code: number | null; stdout: string; stderr: string; files: Map<string, string> }> {
  const box = sandbox();
  const pidFile = join(box.pids, 'server.pids');
  const net = transport === 'stdio' ? undefined : await startNet(transport, attack, join(box.pids, 'net.pids'), size);
  try {
    writeConfig(box.work, {
      server: serverBlock(transport, attack, pidFile, net?.url, size),
      timeouts: { run_ms: RUN_MS },
      // A suite whose golden the echo-secret server fills with its secrets: goldens are written bytes too.
      suites: [{ tool: 'echo', cases: [{ name: 'echo', args: { message: 'hello' }, expect: { golden: 'goldens/echo.json' } }] }],
    });
    if (file) writeFileSync(join(box.work, CRAFTED[file][0]), CRAFTED[file][1]);
    const before = box.outside();
    const r = await cli(argsFor(command, debug), box.work, box.env, undefined, interrupt);
    const label = `${transport} ${attack} ${command}${debug ? ' --debug' : ''}${interrupt ? ` ${interrupt.signal}@${interrupt.afterMs}ms` : ''}${file ? ` ${file}` : ''}`;
    expect(r.killed, `${label}: still running ${RUN_MS + GRACE_MS} ms after start\n${r.stderr.slice(-2000)}`).toBe(false);
    // Interrupted, mcpward ends the way the signal asks (killed by it, or 128+n), or as a run that did not complete.
    const ended = interrupt && r.signal === interrupt.signal ? 'signal' : r.code;
    expect(interrupt ? ['signal', 0, 1, 2, 130, 143] : [0, 1, 2], `${label}: exit ${r.code} ${r.signal ?? ''}\n${r.stderr.slice(-2000)}`).toContain(ended);
    expect(STACK_FRAME.test(r.stdout) || STACK_FRAME.test(r.stderr), `${label}: a stack trace\n${r.stderr.slice(-2000)}`).toBe(false);
    const files = filesUnder(box.work);
    const written = [r.stdout, r.stderr, ...[...files].filter(([name]) => name !== 'mcpward.yaml').map(([name, text]) => `${name}\n${text}`)].join('\n');
    expect(secretFragments(written), `${label}: a secret's fragment in the output`).toEqual([]);
    // Every file written is valid UTF-8 (no lone surrogate reaches a strict consumer), and the JSON ones parse.
    for (const [name] of files) {
      const bytes = readFileSync(join(box.work, name));
      // The crafted file as the test wrote it is the attack, not output; rewritten, it is held to the promise.
      if (file && name === CRAFTED[file][0] && bytes.equals(Buffer.from(CRAFTED[file][1], 'utf8'))) continue;
      expect(isUtf8(bytes), `${label}: ${name} is not UTF-8`).toBe(true);
      if (/\.(json|sarif)$/.test(name)) expect(() => JSON.parse(bytes.toString('utf8')), `${label}: ${name}`).not.toThrow();
    }
    if (transport === 'stdio') expect(await livePids(pidFile), `${label}: server processes left running`).toEqual([]);
    expect(box.outside(), `${label}: a file written outside the working folder`).toEqual(before);
    return { code: r.code, stdout: r.stdout, stderr: r.stderr, files };
  } finally {
    await net?.stop();
    box.remove();
  }
}

describe('hostile suite: fixed attacks over the built CLI', () => {
  it.each(['stdio', 'http', 'sse'] as const)('a server echoing the configured secrets (whole, split, JSON-escaped, URL-encoded) over %s: no fragment in any output', async (transport) => {
    for (const command of ['run', 'baseline', 'accept'] as const) {
      const { files, code } = await attempt({ transport, attack: 'echo-secret', command, debug: true });
      if (command === 'run') {
        expect(code, 'the echo run completes').not.toBe(2);
        for (const r of REPORTERS.filter((x) => x !== 'console')) expect(files.has(`report.${r}`), `report.${r} written`).toBe(true);
        expect(files.has('goldens/echo.json'), 'the golden was written').toBe(true);
      }
      if (command === 'baseline') expect(files.has('mcpward.lock.json')).toBe(true);
    }
  }, 300_000);

  it('a server that never answers ends as an incomplete run (exit 2) by its deadline, on every transport', async () => {
    for (const transport of ['stdio', 'http', 'sse'] as const) {
      const { code } = await attempt({ transport, attack: 'mute', command: 'run', debug: false });
      expect(code, transport).toBe(2);
    }
  }, 300_000);

  it('a message over the wire limit (16 MiB) ends its request at once with the reason, on stdio and HTTP', async () => {
    for (const transport of ['stdio', 'http'] as const) {
      const { code, stdout } = await attempt({ transport, attack: 'huge-string', size: 17 * 1024, command: 'run', debug: false });
      expect(code, transport).toBe(2);
      expect(stdout, transport).toMatch(/tools\/list failed: .*over the 16777216-byte limit of one message, dropped unread/);
    }
  }, 300_000);

  it('a fleet with a hostile member loses no lockfile entry, even with baselines run concurrently', async () => {
    const box = sandbox();
    try {
      const healthy = (name: string) => serverBlock('stdio', 'none', join(box.pids, `${name}.pids`));
      const fleet = (attack: Attack) => ({
        servers: { a: healthy('a'), b: healthy('b'), h: serverBlock('stdio', attack, join(box.pids, 'h.pids')) },
        timeouts: { run_ms: RUN_MS },
      });
      writeConfig(box.work, fleet('none'));
      const first = await cli(['baseline'], box.work, box.env);
      expect(first.code, first.stderr).toBe(0);
      const lockfile = join(box.work, 'mcpward.lock.json');
      const names = () => Object.keys((JSON.parse(readFileSync(lockfile, 'utf8')) as { servers: Record<string, unknown> }).servers).sort();
      expect(names()).toEqual(['a', 'b', 'h']);
      for (const attack of ['many-tools', 'echo-secret', 'mute', 'proto'] as const) {
        writeConfig(box.work, fleet(attack));
        const runs = await Promise.all([cli(['baseline'], box.work, box.env), cli(['baseline', '--server', 'a'], box.work, box.env), cli(['baseline', '--server', 'h'], box.work, box.env)]);
        for (const r of runs) {
          expect([0, 2], `${attack}: ${r.stderr}`).toContain(r.code);
          expect(STACK_FRAME.test(r.stdout + r.stderr), attack).toBe(false);
          expect(secretFragments(r.stdout + r.stderr), attack).toEqual([]);
        }
        expect(names(), attack).toEqual(['a', 'b', 'h']);
        expect(secretFragments(readFileSync(lockfile, 'latin1')), attack).toEqual([]);
        for (const name of ['a', 'b', 'h']) expect(await livePids(join(box.pids, `${name}.pids`)), `${attack}: ${name}`).toEqual([]);
      }
      expect(existsSync(join(box.work, 'mcpward.lock.json.lock')), 'the lock is released').toBe(false);
    } finally {
      box.remove();
    }
  }, 300_000);
});

describe('hostile suite: generated attacks', () => {
  it(`keeps every promise over ${RUNS} generated attacks (seed ${SEED})`, async () => {
    const arbitrary = fc.record({
      transport: fc.constantFrom<Transport>('stdio', 'http', 'sse'),
      attack: fc.constantFrom<Attack>(...ATTACKS),
      command: fc.constantFrom<Command>('run', 'run', 'baseline', 'accept'),
      debug: fc.boolean(),
      interrupt: fc.option(fc.record({ signal: fc.constantFrom<'SIGINT' | 'SIGTERM'>('SIGINT', 'SIGTERM'), afterMs: fc.integer({ min: 0, max: 3000 }) }), { nil: undefined, freq: 2 }),
      file: fc.option(fc.constantFrom<CraftedFile>(...(Object.keys(CRAFTED) as CraftedFile[])), { nil: undefined, freq: 2 }),
    });
    await fc.assert(
      fc.asyncProperty(arbitrary, async (a) => {
        await attempt(a);
      }),
      // A failing run is reported as drawn: shrinking would rerun the CLI dozens of times.
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 900_000);
});
