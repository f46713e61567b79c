import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../github/fake-github.js';
import { repoRoot } from '../helpers/servers.js';
import { rawHttpServer, resultFor, sendJson } from '../client/servers/raw-http.js';
import { project, runCli } from '../support/cli.js';

/**
 * A server chooses where mcpward's own shortening cuts its echo of a secret: a stderr tail, an
 * HTTP error body, a stdout-noise line. Whatever the cut leaves must be masked in every output.
 */
const SECRET = 'Qk7vR2xLp9Wm4TzN8cYbHjDf';
const REPORTERS = ['console', 'json', 'markdown', 'junit', 'sarif'];

/** Every four-character piece of the secret found in `text`. */
function fragments(text: string): string[] {
  const found: string[] = [];
  for (let i = 0; i + 4 <= SECRET.length; i++) if (text.includes(SECRET.slice(i, i + 4))) found.push(SECRET.slice(i, i + 4));
  return found;
}

let github: FakeGitHub;
beforeEach(async () => {
  github = await startFakeGitHub();
});
afterEach(() => github.close());

/** Every reporter to a file, plus a PR comment; everything written, as one text. */
async function everyOutput(dir: string, env: Record<string, string>, pr: number): Promise<{ text: string; codes: Array<number | null> }> {
  const texts: string[] = [];
  const codes: Array<number | null> = [];
  for (const reporter of REPORTERS) {
    const r = await runCli(['run', '--reporter', `${reporter}:report.${reporter}`, '--reporter', reporter, '--debug'], { cwd: dir, env });
    codes.push(r.code);
    texts.push(r.stdout, r.stderr);
    try {
      texts.push(readFileSync(join(dir, `report.${reporter}`), 'utf8'));
    } catch {
      // a run that failed before reporting writes no file: its stderr is what it wrote
    }
  }
  const prEnv = { ...env, GITHUB_TOKEN: 'ghs_cliCanary0987654321', GITHUB_REPOSITORY: 'octo/repo', GITHUB_API_URL: github.url, MCPWARD_PR_NUMBER: String(pr) };
  const r = await runCli(['run', '--pr-comment'], { cwd: dir, env: prEnv });
  codes.push(r.code);
  texts.push(r.stdout, r.stderr, ...(github.comments.get(pr) ?? []).map((comment) => comment.body));
  return { text: texts.join('\n'), codes };
}

describe('a secret cut by mcpward’s shortening leaves no fragment in any output', () => {
  it('a stderr tail that starts inside the secret (a server that fails to start)', async () => {
    const script = "process.stderr.write(process.argv[1] + 'z'.repeat(1990) + '\\n'); process.exit(1);";
    const p = project({ server: { transport: 'stdio', command: process.execPath, args: ['-e', script, '${MCP_SECRET}'] } });
    const { text, codes } = await everyOutput(p.dir, { MCP_SECRET: SECRET }, 21);
    expect(codes.every((code) => code === 2)).toBe(true);
    expect(text).toContain('zzzz'); // the tail was quoted
    expect(fragments(text)).toEqual([]);
  });

  it('stdout-noise lines cut inside the secret (the 200-character message and the 2048-character evidence)', async () => {
    const p = project({
      server: { transport: 'stdio', command: process.execPath, args: [join(repoRoot, 'fixtures', 'servers', 'hostile.mjs'), '--replay', 'noise.txt'], env: { SERVICE_KEY: '${MCP_SECRET}' } },
      checks: { latency: { enabled: false } },
    });
    writeFileSync(join(p.dir, 'noise.txt'), `${'n'.repeat(190)}${SECRET} tail\n${'m'.repeat(2040)}${SECRET} tail\n`);
    const { text, codes } = await everyOutput(p.dir, { MCP_SECRET: SECRET }, 22);
    expect(codes.every((code) => code === 1)).toBe(true);
    expect(text).toContain('stdout_noise');
    expect(text).toContain('nnnn');
    expect(fragments(text)).toEqual([]);
  });

  it('an HTTP error body that echoes the bearer token across the snippet cut', async () => {
    // A legacy server that lists one tool and answers every call with HTTP 500 echoing the request's
    // Authorization, placed so the 300-character snippet cuts twelve characters into the token.
    const server = await rawHttpServer((received, response) => {
      const method = received.json?.method;
      if (method === 'server/discover') return sendJson(response, 200, { jsonrpc: '2.0', id: received.json?.id, error: { code: -32601, message: 'Method not found' } });
      if (method === 'initialize') return sendJson(response, 200, resultFor(received, { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'echoer', version: '1' } }));
      if (received.json?.id === undefined) return void response.writeHead(202).end();
      if (method === 'tools/list') {
        return sendJson(response, 200, resultFor(received, { tools: [{ name: 'echo', description: 'Echoes its input.', inputSchema: { type: 'object', properties: { message: { type: 'string' } } } }] }));
      }
      const echoed = received.headers.authorization ?? '';
      response.writeHead(500, { 'content-type': 'text/plain' }).end(`${'e'.repeat(281)}${echoed} tail`);
    });
    const p = project({ server: { transport: 'http', url: server.url, headers: { Authorization: 'Bearer ${MCP_SECRET}' } } });
    const { text } = await everyOutput(p.dir, { MCP_SECRET: SECRET }, 23);
    expect(text).toContain('eeee'); // the body was quoted
    expect(fragments(text)).toEqual([]);
  });
});
