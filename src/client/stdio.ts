/** stdio: the server as a child process in its own process group, newline-delimited JSON-RPC on its stdin/stdout. */

import { spawn, type ChildProcess } from 'node:child_process';
import { isUtf8 } from 'node:buffer';
import { existsSync } from 'node:fs';
import { delimiter, isAbsolute, resolve as resolvePath } from 'node:path';
import { randomUUID } from 'node:crypto';
import { StringDecoder } from 'node:string_decoder';
import { UserError } from '../errors.js';
import { MAX_MESSAGE_BYTES, classifyInbound, decodeMessages, idOfDropped, type OutgoingMessage } from './jsonrpc.js';
import { TREE_MARKER } from './descendants.js';
import { signalGroup, trackGroup, untrackGroup } from './process-groups.js';
import { resolveCommand } from './spawn.js';
import { TransportError, type Delivery, type Transport, type TransportSink } from './transport.js';

export interface StdioTarget {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd?: string;
}

/** Noise lines are evidence, not a log: keep the first ones, each cut to a readable size. */
const NOISE_LINE_LIMIT = 2048;
const NOISE_LINES_KEPT = 100;
const STDERR_TAIL_CHARS = 8192;
/** A line longer than this cannot be a sane message; it is dropped as it streams instead of exhausting memory. */
const MAX_LINE_BYTES = MAX_MESSAGE_BYTES;
/** After stdin closes, how long a well-behaved server gets to exit on its own. */
const STDIN_GRACE_MS = 500;
/** After SIGTERM, how long before SIGKILL. */
const TERM_GRACE_MS = 2000;

export class StdioTransport implements Transport {
  readonly kind = 'stdio' as const;
  readonly stdoutNoise: string[] = [];
  private child: ChildProcess | undefined;
  private stderr = '';
  /** Whether older stderr was dropped from the tail. */
  private stderrCut = false;
  /** Under --debug, the stderr line not yet ended. */
  private stderrPending = '';
  private exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  private exited: Promise<void> | undefined;
  private stdoutEnded = false;
  private closing: Promise<void> | undefined;

  constructor(
    private readonly target: StdioTarget,
    private readonly log?: (line: string) => void,
  ) {}

  async start(sink: TransportSink): Promise<void> {
    const { command, args, env, cwd } = this.target;
    if (cwd !== undefined && !existsSync(cwd)) {
      throw new UserError('connect', `could not start \`${command}\`: its working directory ${cwd} (server.cwd) does not exist.`);
    }
    // On Windows a `.cmd` shim such as `npx` is found on PATH and run through cmd.exe (src/client/spawn.ts).
    const resolved = resolveCommand(command, args, { platform: process.platform, env, ...(cwd === undefined ? {} : { cwd }) });
    // Some failures (E2BIG: arguments and environment over the system's limit) throw here rather than emit 'error'.
    let child: ReturnType<typeof spawn>;
    const marker = randomUUID();
    try {
      child = spawn(resolved.command, resolved.args, {
        // Exactly the environment the caller built: the server must not see mcpward's (CI secrets).
        // One variable is added: the marker that finds descendants that left the group (src/client/descendants.ts).
        env: { ...env, [TREE_MARKER]: marker },
        cwd,
        ...(resolved.windowsVerbatimArguments ? { windowsVerbatimArguments: true } : {}),
        stdio: ['pipe', 'pipe', 'pipe'],
        // Its own process group, so the whole tree can be signalled at once and a terminal's
        // Ctrl-C reaches mcpward first, which then reaps the group.
        detached: process.platform !== 'win32',
        windowsHide: true,
      });
    } catch (error) {
      throw startError(command, env, error as NodeJS.ErrnoException, cwd);
    }
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', (error: NodeJS.ErrnoException) => reject(startError(command, env, error, cwd)));
    });
    trackGroup(child, marker);
    this.log?.(`spawned ${command} ${args.join(' ')} (pid ${child.pid})`);

    child.on('error', () => undefined);
    // A server that exits while we write must surface as a dead server, not an EPIPE crash.
    child.stdin?.on('error', () => undefined);
    child.stdout?.on(
      'data',
      lineSplitter({
        line: (line, utf8) => {
          if (!utf8) sink.anomaly('invalid-utf8', line);
          this.onLine(line, sink);
        },
        overLong: (bytes, head, tail) => {
          this.log?.(`stdout: a line of ${bytes} bytes dropped`);
          sink.anomaly('over-long', `a line of ${bytes} bytes: ${head}`);
          // The answer it was is known by its id: that request ends now, saying why, instead of at its timeout.
          const id = idOfDropped(head, tail);
          if (id !== undefined) sink.unreadable?.(id, `its answer was a line of ${bytes} bytes, over the ${MAX_LINE_BYTES}-byte limit of one message, dropped unread`);
        },
      }),
    );
    child.stdout?.on('end', () => {
      this.stdoutEnded = true;
    });
    const decoder = new StringDecoder('utf8');
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = decoder.write(chunk);
      const joined = this.stderr + text;
      // The cut is marked: redaction masks a secret's fragment left next to a `…` (report/redact.ts).
      if (joined.length > STDERR_TAIL_CHARS) this.stderrCut = true;
      this.stderr = joined.slice(-STDERR_TAIL_CHARS);
      if (this.log) this.logStderr(text, false);
    });
    child.stderr?.once('end', () => this.logStderr(decoder.end(), true));
    const stderrDone = new Promise<void>((resolve) => child.stderr?.once('close', () => resolve()));
    this.exited = new Promise<void>((resolve) => {
      child.once('exit', (code, signal) => {
        this.exit = { code, signal };
        this.log?.(`server ${describeExit(code, signal)}`);
        // Let the last stderr bytes arrive so the dead-server message can quote them; a grandchild
        // holding stderr open must not delay that forever.
        // `within` clears its timer: a pending 200 ms timer kept every run alive that long after its server exited.
        void within(stderrDone, 200).then(() => {
          sink.closed(this.closing ? 'the connection was closed' : `the server process ${describeExit(code, signal)}`);
          resolve();
        });
      });
    });
  }

  send(message: OutgoingMessage): Promise<Delivery> {
    const stdin = this.child?.stdin;
    if (!this.alive() || !stdin || stdin.destroyed) {
      const why = () => new TransportError(this.exit ? `the server process ${describeExit(this.exit.code, this.exit.signal)}` : 'the server process is not running');
      // Its stdout can end before the exit is reported (on a busy machine, by a good while): wait for
      // the exit, briefly, so the reason names the exit code and the stderr tail is complete.
      if (this.child !== undefined && this.exit === undefined && this.closing === undefined) return within(this.exited, 1_000).then(() => Promise.reject(why()));
      return Promise.reject(why());
    }
    return new Promise((resolve, reject) => {
      stdin.write(`${JSON.stringify(message)}\n`, (error) => {
        if (!error) return resolve({ final: false });
        // EPIPE usually means the process is exiting: wait for that, so alive() and the reason tell the truth.
        void within(this.exited, 300).then(() =>
          reject(new TransportError(this.exit ? `the server process ${describeExit(this.exit.code, this.exit.signal)}` : `could not write to the server's stdin: ${error.message}`)),
        );
      });
    });
  }

  alive(): boolean {
    return this.child !== undefined && this.exit === undefined && !this.stdoutEnded && this.closing === undefined;
  }

  stderrTail(): string {
    return this.stderrCut ? `…${this.stderr}` : this.stderr;
  }

  /** Exit code and signal, once the process has exited. */
  exitStatus(): { code: number | null; signal: NodeJS.Signals | null } | undefined {
    return this.exit;
  }

  close(): Promise<void> {
    this.closing ??= this.reap();
    return this.closing;
  }

  /** Close stdin, give the server a moment, then SIGTERM and finally SIGKILL its whole group. */
  private async reap(): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.stdin?.end();
    const exitedOnItsOwn = await within(this.exited, STDIN_GRACE_MS);
    // Even when the leader left on its own, children it started may still be in its group.
    const anyoneLeft = signalGroup(child, 'SIGTERM');
    if (anyoneLeft) {
      if (exitedOnItsOwn) await delay(300);
      else await within(this.exited, TERM_GRACE_MS);
      signalGroup(child, 'SIGKILL');
    }
    await within(this.exited, 1000);
    untrackGroup(child);
    child.stdout?.destroy();
    child.stderr?.destroy();
  }

  /**
   * The debug log of stderr, a whole line at a time: a chunk boundary falls where the pipe puts it,
   * and a secret split across two chunks, logged as two lines, would be redacted in neither. The
   * partial last line is carried over to the next chunk; one longer than STDERR_TAIL_CHARS is
   * logged in parts marked `…` at the cut, which redaction masks (report/redact.ts).
   */
  private logStderr(text: string, last: boolean): void {
    if (!this.log) return;
    const lines = (this.stderrPending + text).split(/\r?\n/);
    this.stderrPending = last ? '' : (lines.pop() ?? '');
    for (const line of lines) if (line !== '') this.log(`stderr: ${line}`);
    if (this.stderrPending.length > STDERR_TAIL_CHARS) {
      this.log(`stderr: ${this.stderrPending}…`);
      this.stderrPending = '…';
    }
  }

  private onLine(line: string, sink: TransportSink): void {
    if (line.trim() === '') return;
    const messages = decodeMessages(line);
    if (messages === undefined || messages.length === 0 || messages.some(({ value }) => classifyInbound(value) === undefined)) {
      this.addNoise(line, sink);
      return;
    }
    for (const { value, rawId } of messages) sink.message(value, rawId === undefined ? {} : { rawId });
  }

  private addNoise(line: string, sink: TransportSink): void {
    this.log?.(`stdout noise: ${line}`);
    sink.anomaly('noise', line);
    // A cut is marked `…`, so redaction can mask a secret's fragment the cut leaves (report/redact.ts).
    if (this.stdoutNoise.length < NOISE_LINES_KEPT) this.stdoutNoise.push(line.length > NOISE_LINE_LIMIT ? `${line.slice(0, NOISE_LINE_LIMIT)}…` : line);
  }
}

/** What a line splitter reports: each whole line (and whether it was valid UTF-8), and each line too long to keep. */
export interface LineSink {
  line(line: string, utf8: boolean): void;
  /** A line passed `MAX_LINE_BYTES` and was dropped; `head` is its start and `tail` its end, decoded. */
  overLong(bytes: number, head: string, tail: string): void;
}

/**
 * Splits a byte stream into lines (LF, with an optional CR before it), decoding each as UTF-8 once
 * whole (bytes that are not UTF-8 become U+FFFD, and the line says so). A line longer than
 * `limit` is dropped as it streams, so it never holds more than `limit` bytes.
 */
export function lineSplitter(sink: LineSink, limit = MAX_LINE_BYTES): (chunk: Buffer) => void {
  let parts: Buffer[] = [];
  let size = 0;
  let head = '';
  let overflowed = false;
  /** The last bytes of a line being dropped (at most TAIL_BYTES). */
  let tail = Buffer.alloc(0);
  const TAIL_BYTES = 200;
  const keepTail = (bytes: Buffer) => {
    tail = bytes.length >= TAIL_BYTES ? Buffer.from(bytes.subarray(bytes.length - TAIL_BYTES)) : Buffer.concat([tail, bytes]).subarray(-TAIL_BYTES);
  };
  return (chunk) => {
    let start = 0;
    for (let newline = chunk.indexOf(0x0a, start); newline !== -1; newline = chunk.indexOf(0x0a, start)) {
      size += newline - start;
      if (overflowed) keepTail(chunk.subarray(start, newline));
      if (!overflowed && size <= limit) {
        parts.push(chunk.subarray(start, newline));
        const bytes = Buffer.concat(parts);
        let line = bytes.toString('utf8');
        if (line.endsWith('\r')) line = line.slice(0, -1);
        sink.line(line, isUtf8(bytes));
      } else {
        if (!overflowed) keepTail(Buffer.concat([...parts, chunk.subarray(start, newline)]).subarray(-TAIL_BYTES));
        sink.overLong(size, head || (parts[0] ?? chunk.subarray(start, newline)).subarray(0, 200).toString('utf8'), tail.toString('utf8').replace(/\r$/, ''));
      }
      parts = [];
      size = 0;
      head = '';
      tail = Buffer.alloc(0);
      overflowed = false;
      start = newline + 1;
    }
    if (start < chunk.length && !overflowed) {
      parts.push(chunk.subarray(start));
      size += chunk.length - start;
      if (size > limit) {
        overflowed = true;
        head = (parts[0]!.length >= 200 ? parts[0]! : Buffer.concat(parts)).subarray(0, 200).toString('utf8');
        keepTail(parts[parts.length - 1]!);
        parts = [];
      }
    } else if (start < chunk.length) {
      size += chunk.length - start;
      keepTail(chunk.subarray(start));
    }
  };
}

function startError(command: string, env: Record<string, string>, error: NodeJS.ErrnoException, cwd: string | undefined): UserError {
  if (error.code === 'ENOENT') {
    // A path is named as tried; a PATH lookup is summarised (the whole PATH is noise, and may name private folders).
    if (/[\\/]/.test(command)) {
      const tried = isAbsolute(command) ? command : resolvePath(cwd ?? '.', command);
      return new UserError('connect', `could not start \`${command}\`: ${tried} does not exist${isAbsolute(command) ? '' : ' (a relative server.command resolves against the server\'s working folder, server.cwd, which is the config file\'s folder unless set)'}. Check server.command.`);
    }
    const path = env.PATH ?? env.Path;
    const folders = path === undefined ? 0 : path.split(delimiter).filter(Boolean).length;
    return new UserError(
      'connect',
      `could not start \`${command}\`: not found on PATH${path === undefined ? ' (the server environment has no PATH)' : ` (${folders} folder${folders === 1 ? '' : 's'} of the server environment's PATH searched)`}. Check server.command, install the server, or give its path.`,
    );
  }
  if (error.code === 'E2BIG') {
    return new UserError('connect', `could not start \`${command}\`: its arguments and environment together are larger than the system allows (E2BIG). Shorten server.args and server.env.`);
  }
  if (error.code === 'EACCES') return new UserError('connect', `could not start \`${command}\`: permission denied (is it executable?).`);
  return new UserError('connect', `could not start \`${command}\`: ${error.message}`);
}

function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `was killed by ${signal}` : `exited with code ${code ?? 'unknown'}`;
}

// Not unref'd: during a reap nothing else may hold the event loop open, and an unref'd timer would
// let the process end (exit 13, an unsettled await) before the group got its SIGKILL.
function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Whether `promise` settled within `ms`. */
async function within(promise: Promise<void> | undefined, ms: number): Promise<boolean> {
  if (!promise) return true;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = await Promise.race([promise.then(() => true), timeout]);
  clearTimeout(timer);
  return settled;
}
