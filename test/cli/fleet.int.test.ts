import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/types.js';
import { stdioServerConfig } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';

/** Two real fixture servers as a fleet, one of them with a secret in its environment. */
const SECRET = 'fleet-secret-value-0123456789';
const fleet = () =>
  project({
    servers: {
      notes: { ...stdioServerConfig('modern'), env: { API_TOKEN: '${API_TOKEN}' } },
      tools: { ...stdioServerConfig('calls'), checks: { latency: { enabled: false } } },
    },
  });

describe('a fleet in mcpward.yaml, one server per command (--server)', () => {
  it('lists the fleet as a matrix, pins every server in one lockfile and diffs each clean', async () => {
    const { dir } = fleet();
    const env = { API_TOKEN: SECRET };
    const list = await runCli(['list', '--json'], { cwd: dir });
    expect(JSON.parse(list.stdout)).toEqual({ include: [{ server: 'notes', transport: 'stdio' }, { server: 'tools', transport: 'stdio' }] });

    for (const server of ['notes', 'tools']) expect((await runCli(['baseline', '--server', server], { cwd: dir, env })).code).toBe(0);
    const lockfile = JSON.parse(readFileSync(join(dir, 'mcpward.lock.json'), 'utf8')) as { fleetLockfileVersion: number; servers: Record<string, { tools: unknown[] }> };
    expect(lockfile.fleetLockfileVersion).toBe(1);
    expect(Object.keys(lockfile.servers)).toEqual(['notes', 'tools']);
    expect(readFileSync(join(dir, 'mcpward.lock.json'), 'utf8')).not.toContain(SECRET);

    for (const server of ['notes', 'tools']) {
      const diff = await runCli(['diff', '--server', server, '--reporter', 'json'], { cwd: dir, env });
      const report = JSON.parse(diff.stdout) as Report;
      expect(report.exitCode, diff.stderr).toBe(0);
      expect(report.findings.filter((f) => f.status === 'fail')).toEqual([]);
    }
  }, 120_000);

  it('a one-server command (show) without --server names the servers; an unknown one suggests the closest', async () => {
    const { dir } = fleet();
    const many = await runCli(['show'], { cwd: dir, env: { API_TOKEN: SECRET } });
    expect(many.code).toBe(2);
    expect(many.stdout + many.stderr).toContain('defines 2 servers (notes, tools)');
    expect(many.stdout + many.stderr).toContain('--server NAME');
    const typo = await runCli(['run', '--server', 'note'], { cwd: dir });
    expect(typo.code).toBe(2);
    expect(typo.stdout + typo.stderr).toContain('did you mean `notes`?');
    // `tools` needs no variable: selecting it works without API_TOKEN set.
    const one = await runCli(['run', '--server', 'tools', '--reporter', 'json'], { cwd: dir });
    expect(one.code, one.stderr).not.toBe(2);
    expect((JSON.parse(one.stdout) as Report).completed).toBe(true);
  }, 120_000);
});
