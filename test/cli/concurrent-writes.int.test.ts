import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot, stdioServerConfig } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';

/**
 * A fleet's one lockfile written by several `baseline --server` runs at once (CI jobs of a matrix
 * on one checkout, a developer's parallel shell): each run re-reads the file under a lock and
 * merges only its own server, so no run's entry is lost to another run's write.
 */
const NAMES = ['alpha', 'bravo', 'charlie', 'delta'];
const ROUNDS = 3;

describe('concurrent writes to a shared file', () => {
  it('keeps every server of concurrent `baseline --server` runs in the fleet lockfile, round after round', async () => {
    const { dir } = project({ servers: Object.fromEntries(NAMES.map((name) => [name, { ...stdioServerConfig('modern'), checks: { latency: { enabled: false } } }])) });
    for (let round = 0; round < ROUNDS; round++) {
      // --force: every round writes every entry again, over a file the previous round wrote.
      const results = await Promise.all(NAMES.map((name) => runCli(['baseline', '--server', name, '--force'], { cwd: dir, timeoutMs: 120_000 })));
      for (const r of results) expect(r.code, r.stderr).toBe(0);
      const lockfile = JSON.parse(readFileSync(join(dir, 'mcpward.lock.json'), 'utf8')) as { servers: Record<string, unknown> };
      expect(Object.keys(lockfile.servers).sort(), `round ${round + 1}`).toEqual(NAMES);
    }
    // No lock or temp file is left behind.
    expect(readdirSync(dir).sort()).toEqual(['mcpward.lock.json', 'mcpward.yaml']);
  }, 600_000);

  it('keeps every finding of concurrent `accept --rule` runs in the accepted-findings file', async () => {
    // The noncompliant fixture fails several rules under fail_on: low; each run accepts one of them.
    const rules = ['cache_fields', 'reserved_error_code', 'server_info', 'unknown_method'];
    const server = { transport: 'stdio', command: process.execPath, args: [join(repoRoot, 'fixtures', 'servers', 'noncompliant.mjs')] };
    const { dir } = project({ server, policy: { fail_on: 'low' }, checks: { latency: { enabled: false } } });
    for (let round = 0; round < ROUNDS; round++) {
      const results = await Promise.all(rules.map((rule) => runCli(['accept', '--rule', rule, '--reason', `round ${round}`], { cwd: dir, timeoutMs: 120_000 })));
      for (const r of results) expect(r.code, r.stderr).toBe(0);
      const file = parse(readFileSync(join(dir, 'mcpward.accepted.yaml'), 'utf8')) as { accepted: Array<{ rule: string; reason: string }> };
      // Every run's entry, each replaced by this round's accept (same fingerprint, new reason).
      expect(file.accepted.map((e) => e.rule).sort(), `round ${round + 1}`).toEqual(rules);
      expect(file.accepted.every((e) => e.reason === `round ${round}`)).toBe(true);
    }
    expect(readdirSync(dir).sort()).toEqual(['mcpward.accepted.yaml', 'mcpward.yaml']);
  }, 600_000);
});
