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
