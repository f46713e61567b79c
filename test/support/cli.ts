import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { repoRoot } from '../helpers/servers.js';
import { tempDir } from './temp.js';

export const binPath = join(repoRoot, 'dist', 'bin.js');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built CLI as a user would: a separate process, no TTY, a clean environment. */
export function runCli(args: string[], options: { cwd: string; env?: Record<string, string>; timeoutMs?: number }): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [binPath, ...args], {
      cwd: options.cwd,
      env: { PATH: process.env.PATH ?? '', HOME: options.cwd, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`mcpward ${args.join(' ')} did not finish\nstdout: ${stdout}\nstderr: ${stderr}`));
    }, options.timeoutMs ?? 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** A temporary project folder with an mcpward.yaml; removed after the test file. */
export function project(config: object): { dir: string; write(config: object): void } {
  const dir = tempDir('mcpward-test-');
  const write = (c: object) => writeFileSync(join(dir, 'mcpward.yaml'), stringify(c));
  write(config);
  return { dir, write };
}
