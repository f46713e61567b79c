import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../github/fake-github.js';
import { stdioServerConfig } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';

let github: FakeGitHub;
beforeEach(async () => {
  github = await startFakeGitHub();
});
afterEach(() => github.close());

describe('run --pr-comment', () => {
  it('posts the Markdown report once and updates it in place on the next run; the exit code is the checks’', async () => {
    const p = project({ server: stdioServerConfig('broken', ['--noise']) });
    writeFileSync(join(p.dir, 'event.json'), JSON.stringify({ pull_request: { number: 12 } }));
    const env = { GITHUB_TOKEN: 'ghs_cliCanary0987654321', GITHUB_REPOSITORY: 'octo/repo', GITHUB_API_URL: github.url, GITHUB_EVENT_PATH: join(p.dir, 'event.json') };
    const first = await runCli(['run', '--pr-comment'], { cwd: p.dir, env });
    expect(first.code).toBe(1);
    expect(first.stderr).toContain('PR comment created');
    const second = await runCli(['run', '--pr-comment'], { cwd: p.dir, env });
    expect(second.code).toBe(1);
    expect(second.stderr).toContain('PR comment updated');
    const comments = github.comments.get(12)!;
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain('stdout_noise');
    expect(first.stdout + first.stderr + second.stdout + second.stderr).not.toContain('ghs_cliCanary0987654321');
  });

  it('does nothing outside a pull request and says so', async () => {
    const p = project({ server: stdioServerConfig('legacy') });
    const r = await runCli(['run', '--pr-comment'], { cwd: p.dir, env: { GITHUB_API_URL: github.url } });
    expect(r.stderr).toContain('PR comment skipped');
    expect(github.requests).toHaveLength(0);
  });

  it('a permission failure is reported and does not change the exit code', async () => {
    const p = project({ server: stdioServerConfig('legacy'), checks: { latency: { enabled: false } } });
    const env = { GITHUB_TOKEN: 'x'.repeat(20), GITHUB_REPOSITORY: 'octo/repo', GITHUB_API_URL: 'http://127.0.0.1:9', MCPWARD_PR_NUMBER: '3' };
    const plain = await runCli(['run'], { cwd: p.dir });
    const r = await runCli(['run', '--pr-comment'], { cwd: p.dir, env });
    expect(r.stderr).toContain('PR comment failed');
    expect(r.code).toBe(plain.code);
  });
});
