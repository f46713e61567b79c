import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake GitHub received it. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeComment {
  id: number;
  body: string;
  user: { login: string; type: string };
}

export interface FakeGitHub {
  url: string;
  /** Issue comments by PR number; tests seed and inspect them. */
  comments: Map<number, FakeComment[]>;
  requests: RecordedRequest[];
  /** Comments per page of the list endpoint (GitHub's real `per_page` is honoured up to this). */
  pageSize: number;
  /**
   * The token's user: `GET /user` answers with this login, and comments are posted as it. Unset, the
   * token behaves like the Actions `GITHUB_TOKEN`: `GET /user` is 403 and comments are the bot's.
   */
  login?: string;
  /** When set, every request gets this status and message (and `errors`, and headers). */
  failWith?: Failure;
  /** When set, only requests this matches (`"<METHOD> <path>"`) fail with `failWith`. */
  failOnly?: RegExp;
  close(): Promise<void>;
}

export interface Failure {
  status: number;
  message: string;
  errors?: unknown[];
  headers?: Record<string, string>;
}

/**
 * The REST endpoints the PR comment uses, on 127.0.0.1: who the token is (`GET /user`), list issue
 * comments (paginated with a `Link` header like GitHub's), create one, update one. Records every
 * request; a test can make any of them fail with GitHub's status, body and headers.
 */
export async function startFakeGitHub(): Promise<FakeGitHub> {
  let nextId = 1000;
  const fake: FakeGitHub = {
    url: '',
    comments: new Map(),
    requests: [],
    pageSize: 100,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = raw === '' ? undefined : (JSON.parse(raw) as unknown);
      fake.requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const send = (status: number, data: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(data));
      };
      const url = new URL(req.url ?? '/', fake.url);
      const failure = fake.failWith;
      if (failure && (!fake.failOnly || fake.failOnly.test(`${req.method} ${url.pathname}`))) {
        return send(failure.status, { message: failure.message, ...(failure.errors ? { errors: failure.errors } : {}), documentation_url: 'https://docs.github.com/rest' }, failure.headers);
      }
      if (url.pathname === '/user' && req.method === 'GET') {
        if (fake.login === undefined) return send(403, { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest' });
        return send(200, { login: fake.login, type: 'User' });
      }
      const list = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(url.pathname);
      const one = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(url.pathname);
      if (list && req.method === 'GET') {
        const all = fake.comments.get(Number(list[3])) ?? [];
        const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30), fake.pageSize);
        const page = Number(url.searchParams.get('page') ?? 1);
        const pages = Math.max(1, Math.ceil(all.length / perPage));
        const links: string[] = [];
        if (page < pages) links.push(`<${fake.url}${url.pathname}?per_page=${url.searchParams.get('per_page') ?? 30}&page=${page + 1}>; rel="next"`);
        links.push(`<${fake.url}${url.pathname}?per_page=${url.searchParams.get('per_page') ?? 30}&page=${pages}>; rel="last"`);
        return send(200, all.slice((page - 1) * perPage, page * perPage), { link: links.join(', ') });
      }
      if (list && req.method === 'POST') {
        const user = fake.login === undefined ? { login: 'github-actions[bot]', type: 'Bot' } : { login: fake.login, type: 'User' };
        const comment = { id: nextId++, body: (body as { body: string }).body, user };
        const pr = Number(list[3]);
        fake.comments.set(pr, [...(fake.comments.get(pr) ?? []), comment]);
        return send(201, comment);
      }
      if (one && req.method === 'PATCH') {
        const comment = [...fake.comments.values()].flat().find((c) => c.id === Number(one[3]));
        if (!comment) return send(404, { message: 'Not Found' });
        comment.body = (body as { body: string }).body;
        return send(200, comment);
      }
      return send(404, { message: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
