import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readPrContext, type Env } from '../../src/github/context.js';
import { COMMENT_LIMIT, commentKeyText, commentMarker, postPrComment, truncateMarkdown, type CommentKey } from '../../src/github/pr-comment.js';
import { startFakeGitHub, type FakeGitHub } from './fake-github.js';

const TOKEN = 'ghs_canaryToken1234567890';
const MARKER = '<!-- mcpward:pr-comment -->';

let github: FakeGitHub;
let logs: string[];

beforeEach(async () => {
  github = await startFakeGitHub();
  logs = [];
});
afterEach(() => github.close());

/** An Actions `pull_request` run: the event file is served by a fake readFile. */
function prEnv(overrides: Env = {}): Env {
  return { GITHUB_TOKEN: TOKEN, GITHUB_REPOSITORY: 'octo/repo', GITHUB_API_URL: github.url, GITHUB_EVENT_PATH: '/event.json', GITHUB_EVENT_NAME: 'pull_request', ...overrides };
}
const pullRequestEvent = async () => JSON.stringify({ action: 'synchronize', pull_request: { number: 7 } });

function post(markdown: string, env: Env = prEnv(), extra: { key?: CommentKey; readFile?: (path: string) => Promise<string> } = {}) {
  return postPrComment({ markdown, env, fetch, log: (line) => logs.push(line), readFile: extra.readFile ?? pullRequestEvent, ...(extra.key ? { key: extra.key } : {}) });
}

function everythingSaid(results: unknown[]): string {
  return JSON.stringify([logs, results]);
}

describe('postPrComment', () => {
  it('creates the comment on the first run and updates the same one on the next', async () => {
    const first = await post('## mcpward run\n\nfirst');
    expect(first).toEqual({ status: 'created', detail: 'posted the report on octo/repo#7.' });
    const [comment] = github.comments.get(7)!;
    expect(comment!.body).toBe(`${MARKER}\n## mcpward run\n\nfirst`);

    const second = await post('## mcpward run\n\nsecond');
    expect(second).toEqual({ status: 'updated', detail: `updated comment ${comment!.id} on octo/repo#7.` });
    expect(github.comments.get(7)).toHaveLength(1);
    expect(github.comments.get(7)![0]!.body).toBe(`${MARKER}\n## mcpward run\n\nsecond`);
    expect(github.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /user',
      'GET /repos/octo/repo/issues/7/comments?per_page=100',
      'POST /repos/octo/repo/issues/7/comments',
      'GET /user',
      'GET /repos/octo/repo/issues/7/comments?per_page=100',
      `PATCH /repos/octo/repo/issues/comments/${comment!.id}`,
    ]);
  });

  it('sends the token as a bearer Authorization header, with GitHub’s media type', async () => {
    await post('report');
    for (const request of github.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(request.headers.accept).toBe('application/vnd.github+json');
      expect(request.headers['x-github-api-version']).toBe('2022-11-28');
    }
  });

  it('follows Link pagination to find its comment on page 2, and edits no other comment', async () => {
    github.pageSize = 2;
    github.comments.set(7, [
      { id: 1, body: 'LGTM', user: { login: 'alice', type: 'User' } },
      { id: 2, body: `quoting the bot:\n${MARKER}`, user: { login: 'bob', type: 'User' } },
      { id: 3, body: ` ${MARKER}x\nlooks like ours, is not`, user: { login: 'mallory', type: 'User' } },
      { id: 4, body: `${MARKER}\nold report`, user: { login: 'github-actions[bot]', type: 'Bot' } },
    ]);
    const result = await post('new report');
    expect(result.status).toBe('updated');
    expect(github.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /user',
      'GET /repos/octo/repo/issues/7/comments?per_page=100',
      'GET /repos/octo/repo/issues/7/comments?per_page=100&page=2',
      'PATCH /repos/octo/repo/issues/comments/4',
    ]);
    expect(github.comments.get(7)!.map((c) => c.body)).toEqual(['LGTM', `quoting the bot:\n${MARKER}`, ` ${MARKER}x\nlooks like ours, is not`, `${MARKER}\nnew report`]);
  });

  it('keeps one comment per key, so two configs keep two comments', async () => {
    await post('api report', prEnv(), { key: { command: 'run', config: 'api/mcpward.yaml' } });
    await post('db report', prEnv(), { key: { command: 'run', config: 'db/mcpward.yaml' } });
    const second = await post('api report, again', prEnv(), { key: { command: 'run', config: 'api/mcpward.yaml' } });
    expect(second.status).toBe('updated');
    expect(github.comments.get(7)!.map((c) => c.body)).toEqual([
      '<!-- mcpward:pr-comment key=run_api/mcpward.yaml -->\napi report, again',
      '<!-- mcpward:pr-comment key=run_db/mcpward.yaml -->\ndb report',
    ]);
  });

  it('keys on the normalised config path: `mcp/x`, `./mcp/x`, `mcp//x` and `mcp/sub/../x` are one comment', async () => {
    for (const config of ['mcp/x.yaml', './mcp/x.yaml', 'mcp//x.yaml', 'mcp/sub/../x.yaml']) {
      await post(`report for ${config}`, prEnv(), { key: { command: 'run', config, server: 'api' } });
    }
    await post('other config', prEnv(), { key: { command: 'run', config: 'mcp/y.yaml', server: 'api' } });
    expect(github.comments.get(7)!.map((c) => c.body)).toEqual([
      '<!-- mcpward:pr-comment key=run_mcp/x.yaml_api -->\nreport for mcp/sub/../x.yaml',
      '<!-- mcpward:pr-comment key=run_mcp/y.yaml_api -->\nother config',
    ]);
  });

  it('a run that never connected (no server name) replaces the report of the same config, and the next one replaces it back', async () => {
    await post('connected', prEnv(), { key: { command: 'run', config: 'mcp/x.yaml', server: 'api' } });
    await post('could not connect', prEnv(), { key: { command: 'run', config: 'mcp/x.yaml' } });
    expect(github.comments.get(7)!.map((c) => c.body)).toEqual(['<!-- mcpward:pr-comment key=run_mcp/x.yaml -->\ncould not connect']);
    await post('connected again', prEnv(), { key: { command: 'run', config: 'mcp/x.yaml', server: 'api' } });
    await post('diff, not run', prEnv(), { key: { command: 'diff', config: 'mcp/x.yaml', server: 'api' } });
    expect(github.comments.get(7)!.map((c) => c.body)).toEqual([
      '<!-- mcpward:pr-comment key=run_mcp/x.yaml_api -->\nconnected again',
      '<!-- mcpward:pr-comment key=diff_mcp/x.yaml_api -->\ndiff, not run',
    ]);
  });

  it('keeps the marker short whatever the server calls itself', () => {
    const marker = commentMarker({ command: 'run', config: 'mcpward.yaml', server: 'x'.repeat(10_000) });
    expect(marker.length).toBeLessThan(250);
    expect(marker).not.toBe(commentMarker({ command: 'run', config: 'mcpward.yaml', server: `${'x'.repeat(9_999)}y` }));
  });

  it('never puts an absolute path in the comment', () => {
    expect(commentKeyText({ command: 'run', config: '/home/runner/work/repo/mcp/x.yaml' })).toBe('run x.yaml');
    expect(commentKeyText({ command: 'run', config: 'C:\\Users\\me\\repo\\x.yaml' })).toBe('run x.yaml');
  });

  it('never adopts a comment someone else wrote, even one that starts with its marker', async () => {
    github.comments.set(7, [{ id: 1, body: `${MARKER}\nplanted: click here`, user: { login: 'mallory', type: 'User' } }]);
    const result = await post('real report');
    expect(result.status).toBe('created');
    expect(github.comments.get(7)!.map((c) => [c.user.login, c.body])).toEqual([
      ['mallory', `${MARKER}\nplanted: click here`],
      ['github-actions[bot]', `${MARKER}\nreal report`],
    ]);
    expect(github.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
  });

  it('with a personal token, adopts only the comments of the token’s user (GET /user), not the bot’s', async () => {
    github.login = 'octocat';
    github.comments.set(7, [
      { id: 1, body: `${MARKER}\nbot's old report`, user: { login: 'github-actions[bot]', type: 'Bot' } },
      { id: 2, body: `${MARKER}\noctocat's old report`, user: { login: 'octocat', type: 'User' } },
    ]);
    expect(await post('new report')).toEqual({ status: 'updated', detail: 'updated comment 2 on octo/repo#7.' });
    expect(github.comments.get(7)!.map((c) => c.body)).toEqual([`${MARKER}\nbot's old report`, `${MARKER}\nnew report`]);
  });

  it('reports a 403 as failed with the status and GitHub’s message, and never throws', async () => {
    github.failWith = { status: 403, message: 'Resource not accessible by integration' };
    const result = await post('report');
    // GET /user is 403 for an installation token too; the listing's 403 is the failure.
    expect(result).toEqual({
      status: 'failed',
      detail: 'GET /repos/octo/repo/issues/7/comments answered 403: Resource not accessible by integration (does the token have pull-requests: write?)',
    });
    expect(logs).toEqual([`PR comment failed: ${result.detail}`]);
  });

  it('reports a 422 with GitHub’s errors[].message', async () => {
    github.failWith = { status: 422, message: 'Validation Failed', errors: [{ resource: 'IssueComment', code: 'custom', field: 'body', message: 'body is too long (maximum is 65536 characters)' }, { resource: 'IssueComment', field: 'body', code: 'invalid' }] };
    github.failOnly = /^POST /;
    expect(await post('report')).toEqual({
      status: 'failed',
      detail: 'POST /repos/octo/repo/issues/7/comments answered 422: Validation Failed (body is too long (maximum is 65536 characters); IssueComment body invalid)',
    });
  });

  it.each<[string, number, Record<string, string>, string]>([
    ['a 429 with its reset time', 429, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1893456000' }, 'rate limited until 2030-01-01T00:00:00.000Z: API rate limit exceeded'],
    ['a 403 with no requests left', 403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1893456000' }, 'rate limited until 2030-01-01T00:00:00.000Z: API rate limit exceeded'],
    ['a secondary limit with retry-after', 403, { 'retry-after': '60' }, 'rate limited for 60 s (retry-after): API rate limit exceeded'],
  ])('names a rate limit as one, not as a permission problem: %s', async (_name, status, headers, reason) => {
    github.failWith = { status, message: 'API rate limit exceeded', headers };
    github.failOnly = /comments$/;
    const result = await post('report');
    expect(result).toEqual({ status: 'failed', detail: `GET /repos/octo/repo/issues/7/comments answered ${status}: ${reason}` });
    expect(result.detail).not.toContain('pull-requests: write');
  });

  it('reports a 404 with the permission hint', async () => {
    github.failWith = { status: 404, message: 'Not Found' };
    github.failOnly = /comments$/;
    expect((await post('report')).detail).toBe('GET /repos/octo/repo/issues/7/comments answered 404: Not Found (does the token have pull-requests: write?)');
  });

  it('on GitHub Actions, a failure is a ::warning:: annotation carrying GitHub’s reason, escaped', async () => {
    github.failWith = { status: 422, message: 'Validation Failed: 100%\nreally', errors: [{ message: 'a, b: c' }] };
    github.failOnly = /^POST /;
    const result = await post('report', prEnv({ GITHUB_ACTIONS: 'true' }));
    expect(result.status).toBe('failed');
    expect(logs).toEqual([
      '::warning title=mcpward PR comment::PR comment failed: POST /repos/octo/repo/issues/7/comments answered 422: Validation Failed: 100%25 really (a, b: c)',
    ]);
    // Not a failure, not a warning: a skip stays a plain line.
    logs = [];
    await post('report', { GITHUB_ACTIONS: 'true', GITHUB_TOKEN: TOKEN, GITHUB_REPOSITORY: 'octo/repo' });
    expect(logs).toEqual(['PR comment skipped: not running in a pull request (no GITHUB_EVENT_PATH or MCPWARD_PR_NUMBER).']);
  });

  it('reports an unreachable API as failed', async () => {
    await github.close();
    const result = await post('report');
    expect(result.status).toBe('failed');
    expect(result.detail).toMatch(/^could not reach the GitHub API: /);
  });

  it('skips outside a pull request, saying why, without a request', async () => {
    const push = async () => JSON.stringify({ ref: 'refs/heads/main', commits: [] });
    const results = [
      await post('report', prEnv({ GITHUB_EVENT_NAME: 'push' }), { readFile: push }),
      await post('report', { GITHUB_TOKEN: TOKEN, GITHUB_REPOSITORY: 'octo/repo' }),
    ];
    expect(results).toEqual([
      { status: 'skipped', detail: 'not running in a pull request (the push event has no pull request).' },
      { status: 'skipped', detail: 'not running in a pull request (no GITHUB_EVENT_PATH or MCPWARD_PR_NUMBER).' },
    ]);
    expect(github.requests).toEqual([]);
  });

  it('never puts the token in a detail or a log line, even when GitHub echoes it', async () => {
    github.failWith = { status: 401, message: `Bad credentials: ${TOKEN}` };
    const results = [await post('report')];
    github.failWith = undefined;
    results.push(await post('report'), await post('report'));
    results.push(await post('report', prEnv({ GITHUB_API_URL: 'http://127.0.0.1:9' })));
    expect(everythingSaid(results)).not.toContain(TOKEN);
    expect(everythingSaid(results)).toContain('Bad credentials: ***');
  });

  it('truncates a report over GitHub’s limit, with a note', async () => {
    const line = `${'x'.repeat(99)}\n`;
    await post(`## mcpward run\n\n${line.repeat(1000)}`);
    const body = github.comments.get(7)![0]!.body;
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(body.startsWith(`${MARKER}\n## mcpward run`)).toBe(true);
    expect(body).toMatch(/Report truncated to fit GitHub's 65,536-character comment limit: \d+ characters left out/);
  });
});

describe('readPrContext', () => {
  const read = (event: unknown) => async () => JSON.stringify(event);

  it.each<[string, Env, unknown, number]>([
    ['pull_request event', { GITHUB_EVENT_PATH: '/e' }, { pull_request: { number: 12 } }, 12],
    ['issue_comment on a pull request', { GITHUB_EVENT_PATH: '/e' }, { issue: { number: 13, pull_request: { url: 'x' } } }, 13],
    ['MCPWARD_PR_NUMBER over the event', { GITHUB_EVENT_PATH: '/e', MCPWARD_PR_NUMBER: '14' }, { pull_request: { number: 12 } }, 14],
    ['MCPWARD_PR_NUMBER without an event', { MCPWARD_PR_NUMBER: '15' }, null, 15],
  ])('finds the PR number: %s', async (_name, env, event, number) => {
    const result = await readPrContext({ GITHUB_TOKEN: 't', GITHUB_REPOSITORY: 'o/r', ...env }, read(event));
    expect(result).toEqual({ kind: 'ok', context: { apiUrl: 'https://api.github.com', repository: 'o/r', prNumber: number, token: 't' } });
  });

  it('skips an issue_comment on a plain issue', async () => {
    const result = await readPrContext({ GITHUB_TOKEN: 't', GITHUB_REPOSITORY: 'o/r', GITHUB_EVENT_PATH: '/e', GITHUB_EVENT_NAME: 'issue_comment' }, read({ issue: { number: 3 } }));
    expect(result).toEqual({ kind: 'skip', reason: 'not running in a pull request (the issue_comment event has no pull request).' });
  });

  it('prefers MCPWARD_GITHUB_TOKEN and trims the API root', async () => {
    const result = await readPrContext(
      { GITHUB_TOKEN: 'ambient', MCPWARD_GITHUB_TOKEN: 'chosen', GITHUB_REPOSITORY: 'o/r', MCPWARD_PR_NUMBER: '1', GITHUB_API_URL: 'https://ghe.example/api/v3/' },
      read(null),
    );
    expect(result).toMatchObject({ kind: 'ok', context: { token: 'chosen', apiUrl: 'https://ghe.example/api/v3' } });
  });

  it.each<[string, Env, string]>([
    ['no token', { GITHUB_REPOSITORY: 'o/r', MCPWARD_PR_NUMBER: '1' }, 'no token'],
    ['no repository', { GITHUB_TOKEN: 't', MCPWARD_PR_NUMBER: '1' }, 'GITHUB_REPOSITORY'],
    ['a PR number that is not one', { GITHUB_TOKEN: 't', GITHUB_REPOSITORY: 'o/r', MCPWARD_PR_NUMBER: '7; rm -rf' }, 'MCPWARD_PR_NUMBER'],
    ['an unreadable event file', { GITHUB_TOKEN: 't', GITHUB_REPOSITORY: 'o/r', GITHUB_EVENT_PATH: '/missing' }, 'could not read the event payload at /missing'],
  ])('fails clearly with %s', async (_name, env, reason) => {
    const result = await readPrContext(env, async () => {
      throw new Error('ENOENT');
    });
    expect(result.kind).toBe('error');
    expect((result as { reason: string }).reason).toContain(reason);
  });
});

describe('commentMarker', () => {
  it('cannot be ended early by its key', () => {
    const marker = commentMarker({ command: 'run', config: 'a --> b<!--' });
    expect(marker).toBe('<!-- mcpward:pr-comment key=run_a_-__b__- -->');
    expect(marker.slice(4, -3)).not.toMatch(/--|>/);
  });
});

describe('truncateMarkdown', () => {
  it('leaves a short report alone', () => {
    expect(truncateMarkdown('short\n', 100)).toBe('short\n');
  });

  it('cuts at a line boundary and closes an open code fence and <details>', () => {
    const markdown = ['# Report', '<details><summary>Before and after</summary>', '', '````diff', ...Array.from({ length: 200 }, (_, i) => `+ line ${i}`), '````', '</details>', ''].join('\n');
    const cut = truncateMarkdown(markdown, 1000);
    expect(cut.length).toBeLessThanOrEqual(1000);
    const [kept, note] = cut.split('\n\n> [!NOTE]\n');
    expect(kept!.endsWith('\n````\n</details>\n')).toBe(true);
    expect(kept!.split('\n').slice(4, -3).every((line) => /^\+ line \d+$/.test(line))).toBe(true);
    expect(note).toMatch(/characters left out/);
  });
});
