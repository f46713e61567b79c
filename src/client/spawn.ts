/**
 * Starting a server command the way cross-platform CLIs do, without a shell. On Windows,
 * `CreateProcess` finds only `.exe` files, so `command: npx` (really `npx.cmd`) would not start:
 * the command is looked up on PATH with PATHEXT here, and a batch file is run through `cmd.exe`
 * with every argument quoted and escaped so that none of it is read as cmd syntax. Elsewhere the
 * command is handed to `spawn` unchanged. Pure apart from `exists`, so it is unit-tested on Linux.
 */

import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { win32 } from 'node:path';

export interface Resolved {
  command: string;
  args: string[];
  /** The arguments are already quoted for `cmd.exe`: Node must pass them through as they are. */
  windowsVerbatimArguments?: boolean;
}

export interface ResolveOptions {
  platform: NodeJS.Platform;
  /** The environment the server gets: its PATH and PATHEXT are searched (any case, as on Windows). */
  env: Record<string, string | undefined>;
  /** The server's working directory, against which a relative command path resolves. */
  cwd?: string;
  exists?: (path: string) => boolean;
}

const DEFAULT_PATHEXT = '.COM;.EXE;.BAT;.CMD';

/** How `spawn` should start `command args` on `platform`; unchanged outside Windows. */
export function resolveCommand(command: string, args: readonly string[], options: ResolveOptions): Resolved {
  if (options.platform !== 'win32') return { command, args: [...args] };
  const found = findOnWindows(command, options);
  if (found === undefined) return { command, args: [...args] };
  if (!/\.(cmd|bat)$/i.test(found)) return { command: found, args: [...args] };
  // A batch file that forwards its arguments (`%*`, as every npm shim does) makes cmd parse them a
  // second time, so each metacharacter is escaped once for each pass.
  const line = [escapeForCmd(found), ...args.map((arg) => escapeForCmd(escapeForCmd(quoteArgument(arg))))].join(' ');
  const shell = envValue(options.env, 'COMSPEC') ?? 'cmd.exe';
  // /d: no AutoRun commands; /s /c "…": cmd strips exactly the outer quotes and runs the rest.
  return { command: shell, args: ['/d', '/s', '/c', `"${line}"`], windowsVerbatimArguments: true };
}

/**
 * The file Windows would run for `command`: as written when it names an existing file with an
 * extension, else with each PATHEXT extension in turn; a bare name is searched on PATH (not in
 * the current directory, which `CreateProcess` would search first).
 */
function findOnWindows(command: string, options: ResolveOptions): string | undefined {
  const exists = options.exists ?? isFile;
  const extensions = (envValue(options.env, 'PATHEXT') ?? DEFAULT_PATHEXT)
    .split(';')
    .map((ext) => ext.trim().toLowerCase())
    .filter((ext) => ext.startsWith('.'));
  const candidates = (base: string) => [...(win32.extname(base) === '' ? [] : [base]), ...extensions.map((ext) => base + ext)];
  if (/[\\/]/.test(command)) {
    const base = win32.isAbsolute(command) ? command : win32.resolve(options.cwd ?? '.', command);
    return candidates(base).find(exists);
  }
  const dirs = (envValue(options.env, 'PATH') ?? '').split(';').map((dir) => dir.replace(/^"(.*)"$/, '$1')).filter((dir) => dir !== '');
  for (const dir of dirs) {
    const found = candidates(win32.join(dir, command)).find(exists);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * One argument as the Microsoft C runtime parses a command line back into argv: in double
 * quotes, a quote escaped with a backslash, and the backslashes before a quote (or before the
 * closing quote) doubled.
 */
export function quoteArgument(arg: string): string {
  let quoted = '"';
  let backslashes = 0;
  for (const char of arg) {
    if (char === '\\') {
      backslashes += 1;
      continue;
    }
    if (char === '"') quoted += `${'\\'.repeat(backslashes * 2 + 1)}"`;
    else quoted += `${'\\'.repeat(backslashes)}${char}`;
    backslashes = 0;
  }
  return `${quoted}${'\\'.repeat(backslashes * 2)}"`;
}

/** Characters cmd.exe gives a meaning to (operators, grouping, variables, quoting, separators). */
const CMD_METACHARACTERS = /[()[\]%!^"`<>&|;, *?=\t]/g;

/** Makes every cmd.exe metacharacter literal for one parsing pass, with a caret before it. */
export function escapeForCmd(text: string): string {
  return text.replace(CMD_METACHARACTERS, '^$&');
}

function envValue(env: Record<string, string | undefined>, name: string): string | undefined {
  const key = Object.keys(env).find((k) => k.toUpperCase() === name);
  return key === undefined ? undefined : env[key];
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * Signals a server and everything it started. POSIX: the process group the server leads (it was
 * spawned detached). Windows has no process groups to signal: `taskkill /T /F` ends the process
 * and its descendants, synchronously, so it also works inside an 'exit' handler. Returns whether
 * anything was there to signal; never throws.
 */
export function killTree(pid: number, signal: NodeJS.Signals, platform: NodeJS.Platform = process.platform): boolean {
  if (platform === 'win32') {
    const result = spawnSync('taskkill', ['/T', '/F', '/PID', String(pid)], { stdio: 'ignore', windowsHide: true });
    return result.status === 0;
  }
  try {
    // Negative pid: the group the child leads.
    process.kill(-pid, signal);
    return true;
  } catch {
    // ESRCH: nothing left in the group.
    return false;
  }
}
