import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPipeline } from '../../src/edge/check.js';
import { loadConfig } from '../../src/config/load.js';
import { isAlive, repoRoot } from '../helpers/servers.js';
import { project } from '../support/cli.js';

describe('the check pipeline and the server it started', () => {
  // The server's close runs while the checks judge (collector `closeLater`); the pipeline still
  // returns only once the server is gone, in-process, where no exit hook would reap it for us. The
  // server lingers 400 ms after stdin closes (within the 500 ms grace), longer than the judging takes.
  it('has reaped the server when it returns, although the close overlapped the judging', async () => {
    const { dir, write } = project({});
    const pidFile = join(dir, 'pids.txt');
    write({ server: { transport: 'stdio', command: process.execPath, args: [join(repoRoot, 'fixtures', 'servers', 'fleet-files.mjs')], env: { FIXTURE_PID_FILE: pidFile, FIXTURE_EXIT_DELAY_MS: '400' } } });
    const loaded = await loadConfig(join(dir, 'mcpward.yaml'), process.env);
    const report = await checkPipeline('run', loaded, { env: process.env, progress: () => {}, today: '2026-12-03', updateGolden: false });
    expect(report.completed).toBe(true);
    const pids = readFileSync(pidFile, 'utf8').trim().split('\n').map(Number);
    expect(pids.length).toBeGreaterThan(0);
    expect(pids.filter(isAlive)).toEqual([]);
  }, 60_000);
});
