import { readFile as readFileFromDisk } from 'node:fs/promises';
import { readPrContext, type Env, type PrContext } from './context.js';

/** What happened to the comment; `detail` is one sentence for the log and never holds the token. */
export interface PrCommentResult {
  status: 'created' | 'updated' | 'skipped' | 'failed';
  detail: string;
}

export interface PrCommentOptions {
  /** The Markdown report (`renderMarkdown`), already redacted. */
  markdown: string;
  env: Env;
  fetch: typeof fetch;
  log: (line: string) => void;
  /** Reads the event payload; defaults to the file system. */
  readFile?: (path: string) => Promise<string>;
  /** Keeps one comment per key (e.g. the config path), so two configs keep two comments. */
  key?: string;
}

/** GitHub rejects comment bodies longer than this many characters. */
export const COMMENT_LIMIT = 65_536;
/** Pages of comments read before giving up on finding ours (100 comments a page). */
const MAX_PAGES = 50;

/** The first line of every comment mcpward owns; only a comment that starts with it is ever edited. */
export function commentMarker(key?: string): string {
  // The key sits inside an HTML comment: nothing that could end it (`--`, `>`) survives.
  const safeKey = key?.replace(/[^\w./-]/g, '_').replace(/-{2,}/g, '-');
  return safeKey ? `<!-- mcpward:pr-comment key=${safeKey} -->` : '<!-- mcpward:pr-comment -->';
}

/**
 * Posts the report on the pull request, or updates the comment an earlier run posted (found by
 * its marker line, through every page of comments). Outside a pull request it does nothing.
 * Never throws: a network or permission failure comes back as `failed` with GitHub's status and
 * message, and the caller keeps the exit code of the checks.
 */
export async function postPrComment(options: PrCommentOptions): Promise<PrCommentResult> {
  const readFile = options.readFile ?? ((path: string) => readFileFromDisk(path, 'utf8'));
  let token: string | undefined;
  const finish = (status: PrCommentResult['status'], detail: string): PrCommentResult => {
    // Belt and braces: no message may carry the token, whatever GitHub or the network said.
    const clean = token ? detail.split(token).join('***') : detail;
    options.log(`PR comment ${status}: ${clean}`);
    return { status, detail: clean };
  };
  try {
    const found = await readPrContext(options.env, readFile);
    if (found.kind === 'skip') return finish('skipped', found.reason);
    if (found.kind === 'error') return finish('failed', found.reason);
    const ctx = found.context;
    token = ctx.token;
    const marker = commentMarker(options.key);
    const body = `${marker}\n${truncateMarkdown(options.markdown, COMMENT_LIMIT - marker.length - 1)}`;
    const api = new GitHubApi(ctx, options.fetch);
    const existing = await api.findComment(marker);
    const where = `${ctx.repository}#${ctx.prNumber}`;
    if (existing === undefined) {
      await api.request('POST', `/repos/${ctx.repository}/issues/${ctx.prNumber}/comments`, { body });
      return finish('created', `posted the report on ${where}.`);
    }
    await api.request('PATCH', `/repos/${ctx.repository}/issues/comments/${existing}`, { body });
    return finish('updated', `updated comment ${existing} on ${where}.`);
  } catch (error) {
    return finish('failed', error instanceof GitHubError ? error.message : `could not reach the GitHub API: ${describeError(error)}`);
  }
}

/** A non-2xx answer, described by method, path, status and GitHub's own message. */
class GitHubError extends Error {}

class GitHubApi {
  constructor(
    private readonly ctx: PrContext,
    private readonly fetchFn: typeof fetch,
  ) {}

  /** Id of the oldest comment whose first line is exactly `marker`, following `Link: rel="next"`. */
  async findComment(marker: string): Promise<number | undefined> {
    let url: string | undefined = `${this.ctx.apiUrl}/repos/${this.ctx.repository}/issues/${this.ctx.prNumber}/comments?per_page=100`;
    for (let page = 0; url !== undefined && page < MAX_PAGES; page++) {
      const response = await this.send('GET', url);
      const comments = (await response.json()) as unknown;
      if (!Array.isArray(comments)) throw new GitHubError(`GET ${pathOf(url)}: expected a list of comments.`);
      for (const c of comments as Array<{ id?: unknown; body?: unknown }>) {
        if (typeof c.id === 'number' && typeof c.body === 'string' && firstLine(c.body) === marker) return c.id;
      }
      url = nextLink(response.headers.get('link'), this.ctx.apiUrl);
    }
    return undefined;
  }

  async request(method: 'POST' | 'PATCH', path: string, payload: unknown): Promise<void> {
    await this.send(method, `${this.ctx.apiUrl}${path}`, payload);
  }

  private async send(method: string, url: string, payload?: unknown): Promise<Response> {
    const response = await this.fetchFn(url, {
      method,
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${this.ctx.token}`,
        'user-agent': 'mcpward',
        'x-github-api-version': '2022-11-28',
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) {
      const message = await response
        .json()
        .then((data: unknown) => (typeof (data as { message?: unknown })?.message === 'string' ? (data as { message: string }).message : undefined))
        .catch(() => undefined);
      const hint = response.status === 403 || response.status === 404 ? ' (does the token have pull-requests: write?)' : '';
      throw new GitHubError(`${method} ${pathOf(url)} answered ${response.status}${message ? `: ${message}` : ''}${hint}`);
    }
    return response;
  }
}

/**
 * The next page from a `Link` header, only when it stays on the API's origin: the token is sent
 * with every request, so a header must not be able to send it elsewhere.
 */
function nextLink(header: string | null, apiUrl: string): string | undefined {
  const match = header?.split(',').map((part) => /<([^>]+)>\s*;\s*rel="?next"?/.exec(part)).find(Boolean);
  if (!match) return undefined;
  try {
    return new URL(match[1]!).origin === new URL(apiUrl).origin ? match[1] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Cuts Markdown to `limit` characters at a line boundary, closes a code fence or `<details>`
 * left open, and says how much was left out and where to find the full report.
 */
export function truncateMarkdown(markdown: string, limit: number): string {
  if (markdown.length <= limit) return markdown;
  const note = (omitted: number) =>
    `\n\n> [!NOTE]\n> Report truncated to fit GitHub's ${COMMENT_LIMIT.toLocaleString('en-US')}-character comment limit: ${omitted} characters left out. Run \`mcpward run --reporter markdown --out report.md\` for the full report.\n`;
  // Room for the note and any closers; both are short.
  const budget = limit - note(markdown.length).length - 200;
  let kept = markdown.slice(0, Math.max(0, budget));
  kept = kept.slice(0, kept.lastIndexOf('\n') + 1);
  let fence: string | undefined;
  let openDetails = 0;
  for (const line of kept.split('\n')) {
    const marker = /^\s*(`{3,})/.exec(line)?.[1];
    if (marker !== undefined && (fence === undefined || (marker.length >= fence.length && line.trim() === marker))) fence = fence === undefined ? marker : undefined;
    else if (fence === undefined) openDetails += (line.match(/<details>/g) ?? []).length - (line.match(/<\/details>/g) ?? []).length;
  }
  const closers = `${fence !== undefined ? `${fence}\n` : ''}${'</details>\n'.repeat(Math.max(0, openDetails))}`;
  return `${kept}${closers}${note(markdown.length - kept.length)}`;
}

function firstLine(text: string): string {
  return text.split(/\r?\n/, 1)[0]!.trim();
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
}
