import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { CliIO } from '../../src/cli/io.js';
import { RULES } from '../../src/rules/index.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcpward-main-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function run(argv: string[], env: Record<string, string> = {}) {
  let stdout = '';
  let stderr = '';
  const io: CliIO = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env, cwd: dir, stdoutIsTTY: false, stderrIsTTY: false };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}

describe('main(argv, io)', () => {
  it('prints the package.json version', async () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as { version: string };
    const r = await run(['--version']);
    expect(r).toMatchObject({ code: 0 });
    expect(r.stdout.trim()).toBe(pkg.version);
  });

  it('exits 2 on an unknown command or option', async () => {
    expect((await run(['frobnicate'])).code).toBe(2);
    expect((await run(['run', '--frobnicate'])).code).toBe(2);
  });

  it('rejects an unknown reporter before connecting, naming the choices', async () => {
    const r = await run(['run', '--reporter', 'yaml']);
    expect(r.code).toBe(2);
    expect(r.stdout + r.stderr).toMatch(/Unknown reporter "yaml".*console, json/s);
  });

  it('exits 2 with a clear message when the config is missing', async () => {
    const r = await run(['run']);
    expect(r.code).toBe(2);
    expect(r.stdout + r.stderr).toContain('mcpward.yaml');
    expect(r.stdout + r.stderr).toContain('mcpward init');
  });

  it('reports a config error with the key path and exits 2 without a stack trace', async () => {
    writeFileSync(join(dir, 'mcpward.yaml'), 'server:\n  transport: stdio\n  command: node\nchecks:\n  collision:\n    treshold: 0.5\n');
    const r = await run(['run']);
    expect(r.code).toBe(2);
    // A fatal message is a diagnostic: stderr, even under the console reporter.
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('checks.collision.treshold');
    expect(r.stderr).toContain('threshold');
    expect(r.stdout + r.stderr).not.toMatch(/\n\s+at /);
  });

  it('names an unset environment variable and never prints a secret', async () => {
    writeFileSync(join(dir, 'mcpward.yaml'), 'server:\n  transport: http\n  url: http://127.0.0.1:1/mcp\n  headers:\n    Authorization: "Bearer ${TOKEN}"\n    X-Other: "${MISSING}"\n');
    const r = await run(['run', '--reporter', 'json'], { TOKEN: 'canary-secret-4711' });
    expect(r.code).toBe(2);
    expect(r.stdout + r.stderr).toContain('MISSING');
    expect(r.stdout + r.stderr).not.toContain('canary-secret-4711');
  });

  it('init writes a config that starts with the schema comment and refuses to overwrite', async () => {
    expect((await run(['init'])).code).toBe(0);
    const text = readFileSync(join(dir, 'mcpward.yaml'), 'utf8');
    expect(text.split('\n')[0]).toMatch(/^# yaml-language-server: \$schema=/);
    const again = await run(['init']);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('--force');
    expect((await run(['init', '--force'])).code).toBe(0);
  });

  it('diff without a baseline exits 2 naming the file', async () => {
    writeFileSync(join(dir, 'mcpward.yaml'), 'server:\n  transport: stdio\n  command: node\n  args: ["-e", "0"]\n');
    const r = await run(['diff']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('mcpward.lock.json');
    expect(r.stderr).toContain('mcpward baseline');
    expect(existsSync(join(dir, 'mcpward.lock.json'))).toBe(false);
  });

  it('rules lists every registry entry', async () => {
    const r = await run(['rules', '--json']);
    expect(r.code).toBe(0);
    const ids = (JSON.parse(r.stdout) as Array<{ id: string }>).map((x) => x.id);
    expect(new Set(ids)).toEqual(new Set(Object.keys(RULES)));
    expect((await run(['rules'])).stdout).toContain('COMPLIANCE');
  });
});

describe('the built bin', () => {
  // `--version` alone is answered before commander loads; it must say exactly what commander says.
  it('answers --version and -V like commander does, and --version with more arguments through commander', async () => {
    const { runCli } = await import('../support/cli.js');
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as { version: string };
    for (const flag of ['--version', '-V']) {
      const r = await runCli([flag], { cwd: dir });
      expect(r, flag).toMatchObject({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
    }
    const inProcess = await run(['--version']);
    expect(inProcess.stdout).toBe(`${pkg.version}\n`);
    const more = await runCli(['--version', '--no-color'], { cwd: dir });
    expect(more.code).toBe(0);
    expect(more.stdout).toBe(`${pkg.version}\n`);
  });
});
