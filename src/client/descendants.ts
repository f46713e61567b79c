/**
 * Processes a stdio server started that left its process group (a daemon that calls `setsid`, a
 * double fork re-parented to init). Killing the group reaches everything else; these are found on
 * Linux through /proc, three ways, because each alone misses a case:
 *
 * - a marker in the environment (`MCPWARD_SERVER_TREE`), which every descendant inherits unless it
 *   clears its environment: found whenever it is still running, however it detached and however
 *   fast its parent exited;
 * - the parent chain and the session, sampled while the server runs: a descendant that cleared its
 *   environment is found if it was seen while still attached;
 * - a process remembered by pid is only signalled while its start time is the one seen, so a pid
 *   the system has reused for someone else's process is never signalled.
 *
 * macOS has no /proc: the same three ways read `ps` instead (`ps -A -o pid=,ppid=,pgid=,sess=,lstart=`
 * for the table, `ps -A -E -ww -o pid=,command=` for the marker, which shows the environment of the
 * user's own processes). Untested on a Mac: the parsers are unit-tested on text in ps(1)'s documented format, and the
 * table path runs on Linux against procps `ps` (test/client/descendants.int.test.ts).
 *
 * Other platforms: nothing beyond the group (BSD) or the tree `taskkill /T` walks (Windows);
 * docs/security.md says what that leaves. Every function here is synchronous: the `exit` hook that
 * reaps on the way out can run nothing else (`spawnSync` of `ps` included).
 */

import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** The variable that marks a server's tree; its value is unique per server start. */
export const TREE_MARKER = 'MCPWARD_SERVER_TREE';

interface ProcEntry {
  pid: number;
  ppid: number;
  session: number;
  /** Clock ticks since boot at which the process started: with the pid, a process's identity. */
  start: string;
}

/** A process's identity from /proc/PID/stat; undefined when it is gone or unreadable. */
function statOf(pid: number): ProcEntry | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'latin1');
  } catch {
    return undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces or ')': fields start after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state): ppid is field 4, session field 6, starttime field 22.
  if (fields[0] === 'Z' || fields[0] === 'X') return undefined; // a zombie holds nothing to kill
  const ppid = Number(fields[1]);
  const session = Number(fields[3]);
  const start = fields[19];
  return Number.isInteger(ppid) && Number.isInteger(session) && start !== undefined ? { pid, ppid, session, start } : undefined;
}

function allPids(): number[] {
  try {
    return readdirSync('/proc').flatMap((name) => (/^\d+$/.test(name) ? [Number(name)] : []));
  } catch {
    return [];
  }
}

/**
 * The process table from `ps -A -o pid=,ppid=,pgid=,sess=,lstart=` (macOS). `lstart` is last because
 * it holds spaces (`Fri Dec  4 20:23:25 2026`): with the pid, it is the process's identity. A session
 * that is not a number (some systems print a kernel address, or 0 for all) matches no server.
 */
export function parsePsTable(text: string): Map<number, ProcEntry> {
  const table = new Map<number, ProcEntry>();
  for (const line of text.split('\n')) {
    const match = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(\S+)\s+(\S.*?)\s*$/.exec(line);
    if (!match) continue;
    const session = /^\d+$/.test(match[4]!) ? Number(match[4]) : -1;
    table.set(Number(match[1]), { pid: Number(match[1]), ppid: Number(match[2]), session, start: match[5]! });
  }
  return table;
}

/**
 * The pids whose environment, as `ps -A -E -ww -o pid=,command=` prints it after the arguments,
 * holds the marker (macOS). The value is a fresh UUID, so an argument that merely looks like it is
 * not a concern; the match is bounded by whitespace or the line's end.
 */
export function pidsWithMarkerInPs(text: string, marker: string): number[] {
  const escaped = `${TREE_MARKER}=${marker}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^\\s*(\\d+)\\s.*\\s${escaped}(?=\\s|$)`);
  return text.split('\n').flatMap((line) => {
    const match = pattern.exec(line);
    return match ? [Number(match[1])] : [];
  });
}

function runPs(args: string[]): string {
  // A bounded wait: a hung `ps` must not hang teardown. Failure reads as "nothing found".
  const result = spawnSync('ps', args, { encoding: 'latin1', timeout: 5000, maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
  return result.status === 0 ? result.stdout : '';
}

/**
 * The direct children of one process, from every thread's `children` file (Linux 3.5+ with
 * CONFIG_PROC_CHILDREN, which distributions enable); undefined where the kernel has no such file.
 */
function childrenOf(pid: number): number[] | undefined {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const out: number[] = [];
  for (const task of tasks) {
    let text: string;
    try {
      text = readFileSync(`/proc/${pid}/task/${task}/children`, 'latin1');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && task === String(pid)) return undefined;
      continue;
    }
    for (const word of text.split(' ')) if (/^\d+$/.test(word)) out.push(Number(word));
  }
  return out;
}

function procTable(): Map<number, ProcEntry> {
  const table = new Map<number, ProcEntry>();
  for (const pid of allPids()) {
    const entry = statOf(pid);
    if (entry) table.set(pid, entry);
  }
  return table;
}

function carriesMarker(pid: number, marker: string): boolean {
  try {
    // Only processes of the same user are readable: exactly the ones mcpward could signal anyway.
    return `\0${readFileSync(`/proc/${pid}/environ`, 'latin1')}`.includes(`\0${TREE_MARKER}=${marker}\0`);
  } catch {
    return false;
  }
}

/** The descendants of one server: remembered across samples, signalled at teardown. */
export class Descendants {
  private readonly known = new Map<number, string>();
  private readonly source: 'proc' | 'ps' | undefined;
  /** The table of the last sample: on macOS, where a start time is looked up (no per-pid file). */
  private last = new Map<number, ProcEntry>();
  /** Samples taken: on Linux most of them walk the server's own tree, every fifth reads every process. */
  private samples = 0;

  constructor(
    private readonly root: number,
    private readonly marker: string,
    platform: NodeJS.Platform = process.platform,
  ) {
    this.source = platform === 'linux' ? 'proc' : platform === 'darwin' ? 'ps' : undefined;
  }

  /** How often to sample while the server runs: a /proc scan is about a millisecond, a `ps` start tens. */
  get intervalMs(): number | undefined {
    return this.source === 'proc' ? 200 : this.source === 'ps' ? 1000 : undefined;
  }

  /**
   * Looks for descendants now and remembers them: the parent chain and the session always; the
   * marker (one read of every process's environment) only when `thorough`, at teardown.
   */
  sample(thorough = false): void {
    if (this.source === undefined) return;
    // Reading every process's stat five times a second cost a busy machine up to half a second of
    // CPU per run: in between full scans (the session, once a second, and at teardown with the
    // marker), following the server's children finds what is still attached, which is what a
    // daemon is until it detaches.
    if (this.source === 'proc' && !thorough && this.samples++ % 5 !== 0 && this.walkTree()) return;
    const table = this.source === 'proc' ? procTable() : parsePsTable(runPs(['-A', '-o', 'pid=,ppid=,pgid=,sess=,lstart=']));
    table.delete(process.pid);
    this.last = table;
    const marked = thorough && this.source === 'ps' ? new Set(pidsWithMarkerInPs(runPs(['-A', '-E', '-ww', '-o', 'pid=,command=']), this.marker)) : undefined;
    const children = new Map<number, number[]>();
    for (const entry of table.values()) children.set(entry.ppid, [...(children.get(entry.ppid) ?? []), entry.pid]);
    const found = new Set<number>();
    const queue = [this.root];
    while (queue.length > 0) {
      for (const child of children.get(queue.pop()!) ?? []) {
        if (found.has(child) || child === this.root) continue;
        found.add(child);
        queue.push(child);
      }
    }
    for (const entry of table.values()) {
      // The server leads its own session (spawned detached): whoever is in it came from it.
      if (entry.session === this.root && entry.pid !== this.root) found.add(entry.pid);
      else if (thorough && !found.has(entry.pid) && entry.pid !== this.root && (marked ? marked.has(entry.pid) : carriesMarker(entry.pid, this.marker))) found.add(entry.pid);
    }
    for (const pid of found) this.known.set(pid, table.get(pid)!.start);
  }

  /** Remembers every process below the server by following `children` files; false where the kernel has none. */
  private walkTree(): boolean {
    const queue = [this.root];
    const seen = new Set(queue);
    while (queue.length > 0) {
      const children = childrenOf(queue.pop()!);
      if (children === undefined) return false;
      for (const child of children) {
        if (seen.has(child) || child === process.pid) continue;
        seen.add(child);
        const entry = statOf(child);
        if (entry === undefined) continue;
        this.known.set(child, entry.start);
        queue.push(child);
      }
    }
    return true;
  }

  /**
   * Signals every descendant seen (after a last look) that is still the same process; returns
   * whether any was. The group kill has reached those that stayed in it already: this is for the rest.
   */
  signal(signal: NodeJS.Signals): boolean {
    if (this.source === undefined) return false;
    this.sample(true);
    let any = false;
    for (const [pid, start] of this.known) {
      // Linux re-reads the start time just before the signal; macOS has the table `ps` just printed.
      const now = this.source === 'proc' ? statOf(pid) : this.last.get(pid);
      if (now?.start !== start) {
        this.known.delete(pid);
        continue;
      }
      try {
        process.kill(pid, signal);
        any = true;
      } catch {
        this.known.delete(pid);
      }
    }
    return any;
  }
}
