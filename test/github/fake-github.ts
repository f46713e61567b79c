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
  /** When set, every request gets this status and message. */
  failWith?: { status: number; message: string };
  close(): Promise<void>;
}

/**
 * The three REST endpoints the PR comment uses, on 127.0.0.1: list issue comments (paginated with
 * a `Link` header like GitHub's), create one, update one. Records every request.
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
      if (fake.failWith) return send(fake.failWith.status, { message: fake.failWith.message, documentation_url: 'https://docs.github.com/rest' });

      const url = new URL(req.url ?? '/', fake.url);
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
        const comment = { id: nextId++, body: (body as { body: string }).body, user: { login: 'github-actions[bot]', type: 'Bot' } };
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
