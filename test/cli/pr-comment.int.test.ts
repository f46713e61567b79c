import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
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

  it('a fleet run posts one comment for the whole fleet, naming every server, and updates it in place', async () => {
    const p = project({ servers: { alpha: stdioServerConfig('broken', ['--noise']), beta: stdioServerConfig('broken') } });
    writeFileSync(join(p.dir, 'event.json'), JSON.stringify({ pull_request: { number: 15 } }));
    const env = { GITHUB_TOKEN: 'ghs_cliCanary0987654321', GITHUB_REPOSITORY: 'octo/repo', GITHUB_API_URL: github.url, GITHUB_EVENT_PATH: join(p.dir, 'event.json') };
    const first = await runCli(['run', '--pr-comment'], { cwd: p.dir, env });
    expect(first.stderr).toContain('PR comment created');
    const second = await runCli(['run', '--pr-comment'], { cwd: p.dir, env });
    expect(second.code).toBe(first.code);
    expect(second.stderr).toContain('PR comment updated');
    const comments = github.comments.get(15)!;
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain('alpha');
    expect(comments[0]!.body).toContain('beta');
    expect(comments[0]!.body).toContain('stdout_noise');
  });

  it('keys the comment on the workspace-relative config path: `mcp/x`, `./mcp/x` and the absolute path are one comment, and no absolute path is shown', async () => {
    const p = project({ server: stdioServerConfig('legacy'), checks: { latency: { enabled: false } } });
    mkdirSync(join(p.dir, 'mcp'));
    renameSync(join(p.dir, 'mcpward.yaml'), join(p.dir, 'mcp', 'x.yaml'));
    const env = { GITHUB_TOKEN: 'ghs_cliCanary0987654321', GITHUB_REPOSITORY: 'octo/repo', GITHUB_API_URL: github.url, MCPWARD_PR_NUMBER: '5', GITHUB_WORKSPACE: p.dir };
    for (const config of ['mcp/x.yaml', './mcp/x.yaml', join(p.dir, 'mcp', 'x.yaml')]) {
      const r = await runCli(['run', '--pr-comment', '--config', config], { cwd: p.dir, env });
      expect(r.stderr).toMatch(/PR comment (created|updated)/);
    }
    const comments = github.comments.get(5)!;
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body.split('\n')[0]).toMatch(/^<!-- mcpward:pr-comment key=run_mcp\/x.yaml_[^ ]+ -->$/);
    expect(comments[0]!.body).not.toContain(p.dir);
  });

  it('does not adopt a planted comment, and on GitHub Actions a failed post is a ::warning:: with GitHub’s reason', async () => {
    const p = project({ server: stdioServerConfig('legacy'), checks: { latency: { enabled: false } } });
    const env = { GITHUB_TOKEN: 'ghs_cliCanary0987654321', GITHUB_REPOSITORY: 'octo/repo', GITHUB_API_URL: github.url, MCPWARD_PR_NUMBER: '6', GITHUB_WORKSPACE: p.dir };
    const first = await runCli(['run', '--pr-comment'], { cwd: p.dir, env });
    const [ours] = github.comments.get(6)!;
    // Someone else copies the marker into a comment of their own.
    github.comments.set(6, [{ id: 1, body: ours!.body.replace(/\n[\s\S]*/, '\nplanted'), user: { login: 'mallory', type: 'User' } }, ours!]);
    const second = await runCli(['run', '--pr-comment'], { cwd: p.dir, env });
    expect(second.stderr).toContain(`PR comment updated: updated comment ${ours!.id}`);
    expect(github.comments.get(6)![0]!.body).toMatch(/\nplanted$/);
    github.failWith = { status: 429, message: 'API rate limit exceeded', headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1893456000' } };
    const limited = await runCli(['run', '--pr-comment'], { cwd: p.dir, env: { ...env, GITHUB_ACTIONS: 'true' } });
    expect(limited.stderr).toContain('::warning title=mcpward PR comment::PR comment failed: GET /user answered 429: rate limited until 2030-01-01T00:00:00.000Z: API rate limit exceeded');
    expect(limited.code).toBe(first.code);
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
