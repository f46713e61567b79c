import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeForCmd, killTree, quoteArgument, resolveCommand } from '../../src/client/spawn.js';

/** A Windows machine as resolveCommand sees it: these files exist, nothing else. */
function windows(files: string[], env: Record<string, string> = {}) {
  const existing = new Set(files.map((f) => f.toLowerCase()));
  return {
    platform: 'win32' as const,
    env: { PATH: 'C:\\Program Files\\nodejs;C:\\Windows\\System32', PATHEXT: '.COM;.EXE;.BAT;.CMD', COMSPEC: 'C:\\Windows\\System32\\cmd.exe', ...env },
    cwd: 'C:\\project',
    exists: (path: string) => existing.has(path.toLowerCase()),
  };
}

/**
 * One cmd.exe parsing pass over a line in which every quote is escaped, as ours are: a caret makes
 * the next character literal; any other metacharacter would act (run a second command, redirect,
 * expand a variable), which `live` counts.
 */
function cmdPass(line: string): { text: string; live: number } {
  let text = '';
  let live = 0;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (char === '^') {
      text += line[++i] ?? '';
      continue;
    }
    if ('&|<>()%!"'.includes(char)) live += 1;
    text += char;
  }
  return { text, live };
}

/** How the Microsoft C runtime splits a command line into argv (the rules quoteArgument targets). */
function parseMsvcrt(line: string): string[] {
  const args: string[] = [];
  let current = '';
  let inQuotes = false;
  let started = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (char === '\\') {
      let count = 0;
      while (line[i] === '\\') {
        count++;
        i++;
      }
      if (line[i] === '"') {
        current += '\\'.repeat(Math.floor(count / 2));
        if (count % 2 === 1) current += '"';
        else {
          inQuotes = !inQuotes;
        }
        started = true;
      } else {
        current += '\\'.repeat(count);
        i--;
        started = true;
      }
    } else if (char === '"') {
      inQuotes = !inQuotes;
      started = true;
    } else if ((char === ' ' || char === '\t') && !inQuotes) {
      if (started) args.push(current);
      current = '';
      started = false;
    } else {
      current += char;
      started = true;
    }
  }
  if (started) args.push(current);
  return args;
}

describe('resolveCommand', () => {
  it('hands the command to spawn unchanged outside Windows', () => {
    expect(resolveCommand('npx', ['-y', 'a&b'], { platform: 'linux', env: { PATH: '/usr/bin' }, exists: () => true })).toEqual({ command: 'npx', args: ['-y', 'a&b'] });
    expect(resolveCommand('npx', [], { platform: 'darwin', env: {} })).toEqual({ command: 'npx', args: [] });
  });

  it('runs an .exe found on PATH directly, without cmd.exe', () => {
    const machine = windows(['C:\\Program Files\\nodejs\\node.exe']);
    expect(resolveCommand('node', ['server.js', 'a b'], machine)).toEqual({ command: 'C:\\Program Files\\nodejs\\node.exe', args: ['server.js', 'a b'] });
  });

  it('runs the npx.cmd shim through cmd.exe /d /s /c with every argument escaped', () => {
    const machine = windows(['C:\\Program Files\\nodejs\\npx.cmd']);
    const resolved = resolveCommand('npx', ['-y', '@scope/server'], machine);
    expect(resolved).toEqual({
      command: 'C:\\Windows\\System32\\cmd.exe',
      args: ['/d', '/s', '/c', '"C:\\Program^ Files\\nodejs\\npx.cmd ^^^"-y^^^" ^^^"@scope/server^^^""'],
      windowsVerbatimArguments: true,
    });
  });

  it('tries PATHEXT in its order and PATH in its order', () => {
    const both = windows(['C:\\Program Files\\nodejs\\tool.cmd', 'C:\\Program Files\\nodejs\\tool.exe', 'C:\\Windows\\System32\\tool.com']);
    expect(resolveCommand('tool', [], both).command).toBe('C:\\Program Files\\nodejs\\tool.exe');
    const cmdFirst = windows(['C:\\Program Files\\nodejs\\tool.cmd', 'C:\\Program Files\\nodejs\\tool.exe'], { PATHEXT: '.CMD;.EXE' });
    expect(resolveCommand('tool', [], cmdFirst).args.at(-1)).toBe('"C:\\Program^ Files\\nodejs\\tool.cmd"');
    const later = windows(['C:\\Windows\\System32\\tool.exe']);
    expect(resolveCommand('tool', [], later).command).toBe('C:\\Windows\\System32\\tool.exe');
  });

  it('reads PATH and PATHEXT in any case, as Windows does, and skips quoted or empty PATH entries', () => {
    const machine = windows(['D:\\tools bin\\srv.bat']);
    const env = { Path: ';"D:\\tools bin";', PathExt: '.bat' };
    const resolved = resolveCommand('srv', [], { ...machine, env });
    expect(resolved.command).toBe('cmd.exe');
    expect(resolved.args.at(-1)).toBe('"D:\\tools^ bin\\srv.bat"');
  });

  it('keeps a command that already has its extension, and resolves a relative path against the server cwd', () => {
    const machine = windows(['C:\\Program Files\\nodejs\\npx.cmd', 'C:\\project\\bin\\server.cmd', 'C:\\project\\server.exe']);
    expect(resolveCommand('npx.cmd', [], machine).args.at(-1)).toBe('"C:\\Program^ Files\\nodejs\\npx.cmd"');
    expect(resolveCommand('.\\bin\\server', [], machine).args.at(-1)).toBe('"C:\\project\\bin\\server.cmd"');
    expect(resolveCommand('./server.exe', ['x'], machine)).toEqual({ command: 'C:\\project\\server.exe', args: ['x'] });
  });

  it('does not look in the current directory for a bare name, and leaves an unknown command to fail in spawn', () => {
    const machine = windows(['C:\\project\\npx.cmd']);
    expect(resolveCommand('npx', ['-y'], machine)).toEqual({ command: 'npx', args: ['-y'] });
  });

  it('turns hostile arguments into exactly themselves after both cmd passes, with no metacharacter left live', () => {
    const machine = windows(['C:\\Program Files\\nodejs\\npx.cmd']);
    const hostile = ['a & calc.exe', '"quoted" | more', '%PATH% !x!', '^caret^', '(x) <in >out', 'back\\slash\\', 'tab\there', ''];
    const line = resolveCommand('npx', hostile, machine).args.at(-1)!;
    // /s: cmd removes the first and the last quote of the line and parses the rest.
    expect(line.startsWith('"') && line.endsWith('"')).toBe(true);
    const first = cmdPass(line.slice(1, -1));
    expect(first.live).toBe(0);
    const shim = 'C:\\Program Files\\nodejs\\npx.cmd ';
    expect(first.text.startsWith(shim)).toBe(true);
    // The batch file's `%*` is the rest of the first pass's output, which cmd parses again.
    const forwarded = first.text.slice(shim.length);
    const second = cmdPass(forwarded);
    expect(second.live).toBe(0);
    expect(parseMsvcrt(second.text)).toEqual(hostile);
  });
});

describe('quoteArgument', () => {
  it.each([
    ['plain', '"plain"'],
    ['a b', '"a b"'],
    ['', '""'],
    ['say "hi"', '"say \\"hi\\""'],
    ['C:\\dir\\', '"C:\\dir\\\\"'],
    ['a\\"b', '"a\\\\\\"b"'],
    ['a\\b', '"a\\b"'],
  ])('quotes %j as %s', (arg, quoted) => {
    expect(quoteArgument(arg)).toBe(quoted);
  });

  it('round-trips any string through the C runtime parser', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '\t', '"', '\\', '&', '%', '^', 'é') }), (arg) => {
        expect(parseMsvcrt(quoteArgument(arg))).toEqual([arg]);
      }),
    );
  });
});

describe('escapeForCmd', () => {
  it('puts a caret before every cmd metacharacter and nothing else', () => {
    expect(escapeForCmd('a&b|c<d>e(f)g%h!i^j"k l,m;n=o')).toBe('a^&b^|c^<d^>e^(f^)g^%h^!i^^j^"k^ l^,m^;n^=o');
    expect(escapeForCmd('plain-text_1.2/x:y\\z')).toBe('plain-text_1.2/x:y\\z');
  });

  it('is undone by one cmd pass for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const pass = cmdPass(escapeForCmd(text));
        expect(pass).toEqual({ text, live: 0 });
      }),
    );
  });
});

describe.runIf(process.platform !== 'win32')('killTree (POSIX)', () => {
  /** Running, not a zombie: an orphan killed in a container may wait for a PID 1 that never reaps it. */
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
    } catch {
      return false;
    }
    if (!existsSync(`/proc/${pid}/stat`)) return true;
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  };

  it('says when there was nothing to signal', () => {
    // No process group has a pid this large (Linux caps pids at 2^22).
    expect(killTree(2 ** 30, 'SIGKILL', 'linux')).toBe(false);
  });

  it('ends the process group: the server and the child it started', async () => {
    const child = spawn('sh', ['-c', 'sleep 30 & echo $!; wait'], { detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
    const grandchild = Number(await new Promise<string>((resolve) => child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()))));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    expect(alive(grandchild)).toBe(true);
    expect(killTree(child.pid!, 'SIGKILL', 'linux')).toBe(true);
    await exited;
    await expect.poll(() => alive(grandchild)).toBe(false);
  });
});
