import { isRecord } from '../model.js';

/** Environment variables as the CLI receives them. */
export type Env = Readonly<Record<string, string | undefined>>;

/** Everything needed to comment on one pull request. */
export interface PrContext {
  /** REST API root without a trailing slash, e.g. `https://api.github.com`. */
  apiUrl: string;
  /** `owner/name`. */
  repository: string;
  prNumber: number;
  token: string;
}

/**
 * `ok`: comment with this context. `skip`: not a pull request, nothing to do. `error`: a pull
 * request, but something needed is missing or unreadable. Reasons never contain the token.
 */
export type PrContextResult = { kind: 'ok'; context: PrContext } | { kind: 'skip'; reason: string } | { kind: 'error'; reason: string };

const DEFAULT_API_URL = 'https://api.github.com';

/**
 * Finds the pull request from the environment. `MCPWARD_PR_NUMBER` wins when set (for events
 * that carry no PR, e.g. `workflow_run`); otherwise the event payload at `GITHUB_EVENT_PATH`:
 * `pull_request.number`, or `issue.number` when the issue is a pull request (`issue_comment`).
 * `readFile` is the only I/O, so tests pass a fake.
 */
export async function readPrContext(env: Env, readFile: (path: string) => Promise<string>): Promise<PrContextResult> {
  let prNumber: number | undefined;
  const override = nonEmpty(env.MCPWARD_PR_NUMBER);
  if (override !== undefined) {
    if (!/^[1-9]\d*$/.test(override)) return { kind: 'error', reason: `MCPWARD_PR_NUMBER must be a pull request number, not ${JSON.stringify(override)}.` };
    prNumber = Number(override);
  } else {
    const eventPath = nonEmpty(env.GITHUB_EVENT_PATH);
    if (eventPath === undefined) return { kind: 'skip', reason: 'not running in a pull request (no GITHUB_EVENT_PATH or MCPWARD_PR_NUMBER).' };
    let event: unknown;
    try {
      event = JSON.parse(await readFile(eventPath));
    } catch (error) {
      return { kind: 'error', reason: `could not read the event payload at ${eventPath}: ${(error as Error).message}` };
    }
    prNumber = prNumberOf(event);
    if (prNumber === undefined) return { kind: 'skip', reason: `not running in a pull request (the ${nonEmpty(env.GITHUB_EVENT_NAME) ?? 'workflow'} event has no pull request).` };
  }

  const repository = nonEmpty(env.GITHUB_REPOSITORY);
  if (repository === undefined || !/^[\w.-]+\/[\w.-]+$/.test(repository)) {
    return { kind: 'error', reason: 'GITHUB_REPOSITORY must name the repository as owner/name.' };
  }
  // MCPWARD_ first: a personal token set on purpose beats the ambient workflow token.
  const token = nonEmpty(env.MCPWARD_GITHUB_TOKEN) ?? nonEmpty(env.GITHUB_TOKEN);
  if (token === undefined) {
    return { kind: 'error', reason: 'no token: set GITHUB_TOKEN (e.g. `GITHUB_TOKEN: ${{ github.token }}`) or MCPWARD_GITHUB_TOKEN, with pull-requests: write.' };
  }
  const apiUrl = (nonEmpty(env.GITHUB_API_URL) ?? DEFAULT_API_URL).replace(/\/+$/, '');
  return { kind: 'ok', context: { apiUrl, repository, prNumber, token } };
}

function prNumberOf(event: unknown): number | undefined {
  if (!isRecord(event)) return undefined;
  const pr = event.pull_request;
  if (isRecord(pr) && isPositiveInteger(pr.number)) return pr.number;
  const issue = event.issue;
  if (isRecord(issue) && issue.pull_request !== undefined && isPositiveInteger(issue.number)) return issue.number;
  return undefined;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}


function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}
