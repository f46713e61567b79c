import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturePath, startHttpFixture } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';

const CANARY = 'canary-Zx81-secret-value';
const REPORTERS = ['console', 'json', 'markdown', 'junit', 'sarif'];

// Each test runs the CLI five or six times in a row, which the default 30 s per test did not cover
// on a busy machine (it timed out there while every run was on its way): no verdict depends on it.
describe('secrets from the config never reach any output', { timeout: 120_000 }, () => {
  it('a secret in the server command reaches a failing server’s stderr, and every reporter and --debug redact it', async () => {
    // The fixture rejects the unknown flag and echoes it on stderr, which mcpward quotes when it fails.
    const server = { transport: 'stdio', command: process.execPath, args: [fixturePath('legacy'), '--token=${MCP_TOKEN}'] };
    const p = project({ server });
    for (const reporter of REPORTERS) {
      const r = await runCli(['run', '--reporter', reporter, '--debug', '--out', `report.${reporter}`], { cwd: p.dir, env: { MCP_TOKEN: CANARY } });
      expect(r.code).toBe(2);
      const written = readFileSync(join(p.dir, `report.${reporter}`), 'utf8');
      expect(written + r.stdout + r.stderr).not.toContain(CANARY);
      expect(written + r.stdout + r.stderr).toContain('***');
    }
  });

  it('header secrets are absent from reports, the lockfile and the --debug wire log', async () => {
    const http = await startHttpFixture('legacy');
    try {
      const p = project({ server: { transport: 'http', url: http.url, headers: { Authorization: 'Bearer ${MCP_TOKEN}', 'X-Api-Key': '${MCP_TOKEN}' } } });
      const env = { MCP_TOKEN: CANARY };
      const outputs: string[] = [];
      for (const reporter of REPORTERS) {
        const r = await runCli(['run', '--reporter', reporter, '--debug'], { cwd: p.dir, env });
        expect(r.code === 0 || r.code === 1, r.stderr).toBe(true);
        outputs.push(r.stdout, r.stderr);
      }
      const b = await runCli(['baseline', '--debug'], { cwd: p.dir, env });
      expect(b.code).toBe(0);
      outputs.push(b.stdout, b.stderr, ...readdirSync(p.dir).filter((f) => f.endsWith('.json')).map((f) => readFileSync(join(p.dir, f), 'utf8')));
      expect(outputs.join('\n')).not.toContain(CANARY);
      expect(outputs.join('\n')).toContain('[debug]');
    } finally {
      await http.stop();
    }
  });
});
