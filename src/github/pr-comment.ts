import { createHash } from 'node:crypto';
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
  /** Keeps one comment per key, so two configs (or two servers) keep two comments. */
  key?: CommentKey;
}

/** What a comment is about: the command, the workspace-relative config path and the server. */
export interface CommentKey {
  command: string;
  config: string;
  server?: string;
}

/** Longest marker key; a longer one keeps its start and a hash of the whole. */
const MAX_KEY = 200;
/** GitHub rejects comment bodies longer than this many characters. */
export const COMMENT_LIMIT = 65_536;
/** Pages of comments read before giving up on finding ours (100 comments a page). */
const MAX_PAGES = 50;
/**
 * Who posts with the Actions `GITHUB_TOKEN`: an installation token cannot read `GET /user` (403),
 * and its comments are written by this login.
 */
const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

/**
 * The key as it goes into the marker: the config path normalised (`./mcp/x`, `mcp//x` and
 * `mcp/x` are one path; an absolute path keeps only its file name, so no machine's layout ever
 * reaches the comment), then the server name.
 */
export function commentKeyText(key: CommentKey): string {
  return [key.command, normalizeConfigPath(key.config), key.server].filter((part) => part !== undefined && part !== '').join(' ');
}

function normalizeConfigPath(path: string): string {
  const parts: string[] = [];
  const absolute = /^(?:[A-Za-z]:)?[\\/]/.test(path);
  for (const part of path.split(/[\\/]+/)) {
    if (part === '' || part === '.' || /^[A-Za-z]:$/.test(part)) continue;
    if (part === '..' && parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop();
    else parts.push(part);
  }
  return absolute ? (parts[parts.length - 1] ?? '') : parts.join('/');
}

/** The first line of every comment mcpward owns; only a comment that starts with it is ever edited. */
export function commentMarker(key?: CommentKey | string): string {
  const text = typeof key === 'string' ? key : key && commentKeyText(key);
  // The key sits inside an HTML comment: nothing that could end it (`--`, `>`) survives.
  let safeKey = text?.replace(/[^\w./-]/g, '_').replace(/-{2,}/g, '-');
  // A server names itself: a huge name must not make a huge marker.
  if (safeKey !== undefined && safeKey.length > MAX_KEY) safeKey = `${safeKey.slice(0, MAX_KEY - 17)}_${createHash('sha256').update(safeKey).digest('hex').slice(0, 16)}`;
  return safeKey ? `<!-- mcpward:pr-comment key=${safeKey} -->` : '<!-- mcpward:pr-comment -->';
}

/**
 * Which marker lines belong to this key: its own, and those of the same command and config with
 * another server name or none. A config has one server, and a run that never connected does not
 * know its name: its report must replace the last one, not sit beside it.
 */
function ownsMarker(key: CommentKey | undefined): (line: string) => boolean {
  const exact = commentMarker(key);
  if (key === undefined) return (line) => line === exact;
  const base = commentMarker({ command: key.command, config: key.config });
  const withServer = `${base.slice(0, -' -->'.length)}_`;
  return (line) => line === exact || line === base || (line.startsWith(withServer) && line.endsWith(' -->') && !line.slice(withServer.length, -4).includes(' '));
}

/**
 * Posts the report on the pull request, or updates the comment an earlier run posted: the oldest
 * comment, through every page, that starts with this key's marker and was written by the identity
 * that posts now (the token's user, or the Actions bot). A comment anyone else wrote is never
 * edited, whatever it says. Outside a pull request it does nothing.
 *
 * Never throws: a network or API failure comes back as `failed` with GitHub's own reason (its
 * `errors[].message` for a 422, the reset time for a rate limit); on GitHub Actions it is also a
 * `::warning::` annotation, so a green job cannot hide a missing comment. The caller keeps the
 * exit code of the checks.
 */
export async function postPrComment(options: PrCommentOptions): Promise<PrCommentResult> {
  const readFile = options.readFile ?? ((path: string) => readFileFromDisk(path, 'utf8'));
  const actions = options.env.GITHUB_ACTIONS === 'true';
  let token: string | undefined;
  const finish = (status: PrCommentResult['status'], detail: string): PrCommentResult => {
    // Belt and braces: no message may carry the token, whatever GitHub or the network said.
    const clean = plainText(token ? detail.split(token).join('***') : detail);
    const line = `PR comment ${status}: ${clean}`;
    options.log(status === 'failed' && actions ? `::warning title=${escapeProperty('mcpward PR comment')}::${escapeData(line)}` : line);
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
    const login = await api.login();
    const existing = await api.findComment(ownsMarker(options.key), login);
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

/** A non-2xx answer, described by method, path, status and GitHub's own reason. */
class GitHubError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

class GitHubApi {
  constructor(
    private readonly ctx: PrContext,
    private readonly fetchFn: typeof fetch,
  ) {}

  /**
   * The login the token posts as. `GET /user` answers for a user's token; an installation token
   * (the Actions `GITHUB_TOKEN`) gets 403 there, and posts as the Actions bot.
   */
  async login(): Promise<string> {
    try {
      const user = (await (await this.send('GET', `${this.ctx.apiUrl}/user`)).json()) as { login?: unknown };
      if (typeof user.login === 'string' && user.login !== '') return user.login;
      throw new GitHubError('GET /user: the answer names no login.');
    } catch (error) {
      if (error instanceof GitHubError && error.status === 403 && !/rate limit/i.test(error.message)) return ACTIONS_BOT_LOGIN;
      throw error;
    }
  }

  /** Id of the oldest comment by `login` whose first line `isOurs`, following `Link: rel="next"`. */
  async findComment(isOurs: (firstLine: string) => boolean, login: string): Promise<number | undefined> {
    let url: string | undefined = `${this.ctx.apiUrl}/repos/${this.ctx.repository}/issues/${this.ctx.prNumber}/comments?per_page=100`;
    for (let page = 0; url !== undefined && page < MAX_PAGES; page++) {
      const response = await this.send('GET', url);
      const comments = (await response.json()) as unknown;
      if (!Array.isArray(comments)) throw new GitHubError(`GET ${pathOf(url)}: expected a list of comments.`);
      for (const c of comments as Array<{ id?: unknown; body?: unknown; user?: { login?: unknown } | null }>) {
        if (typeof c.id === 'number' && typeof c.body === 'string' && c.user?.login === login && isOurs(firstLine(c.body))) return c.id;
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
    if (!response.ok) throw new GitHubError(`${method} ${pathOf(url)} answered ${response.status}: ${await failureReason(response)}`, response.status);
    return response;
  }
}

/**
 * GitHub's reason for a failed request, in its own words: the message, a 422's `errors[]`, and
 * for a rate limit (429, or 403 with no requests left) when it resets.
 */
async function failureReason(response: Response): Promise<string> {
  const data = (await response.json().catch(() => undefined)) as { message?: unknown; errors?: unknown } | undefined;
  const message = typeof data?.message === 'string' ? data.message : response.statusText || 'no message';
  const details = Array.isArray(data?.errors) ? data.errors.map(errorText).filter((text) => text !== '') : [];
  const withDetails = details.length > 0 ? `${message} (${details.join('; ')})` : message;
  const remaining = response.headers.get('x-ratelimit-remaining');
  if (response.status === 429 || (response.status === 403 && (remaining === '0' || /rate limit/i.test(message)))) {
    return `rate limited${resetText(response.headers)}: ${withDetails}`;
  }
  const hint = response.status === 403 || response.status === 404 ? ' (does the token have pull-requests: write?)' : '';
  return `${withDetails}${hint}`;
}

/** One entry of a 422's `errors`: its message, or what GitHub says of the field. */
function errorText(entry: unknown): string {
  if (typeof entry === 'string') return entry;
  if (entry === null || typeof entry !== 'object') return '';
  const e = entry as { message?: unknown; resource?: unknown; field?: unknown; code?: unknown };
  if (typeof e.message === 'string') return e.message;
  return [e.resource, e.field, e.code].filter((part): part is string => typeof part === 'string').join(' ');
}

/** ` until <ISO time>` from `x-ratelimit-reset` (epoch seconds), or ` for <n> s` from `retry-after`. */
function resetText(headers: Headers): string {
  const reset = Number(headers.get('x-ratelimit-reset'));
  if (headers.get('x-ratelimit-reset') !== null && Number.isFinite(reset) && reset > 0) return ` until ${new Date(reset * 1000).toISOString()}`;
  const retry = Number(headers.get('retry-after'));
  if (headers.get('retry-after') !== null && Number.isFinite(retry) && retry >= 0) return ` for ${retry} s (retry-after)`;
  return '';
}

/** Workflow-command escaping: `%`, CR and LF in the message; also `:` and `,` in a property. */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * GitHub's message is remote text bound for the log: control, bidi and zero-width characters
 * become spaces, so it cannot move the cursor, reorder the line or start a workflow command.
 */
function plainText(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff]/g, ' ');
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
