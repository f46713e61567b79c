import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { repoRoot } from '../helpers/servers.js';
import { runCli } from '../support/cli.js';

// A property over the wire: random and adversarial byte streams, from a stdio server (before,
// after or instead of a valid handshake) and as Streamable HTTP bodies (JSON and SSE), never crash
// mcpward, nor on a legacy HTTP+SSE stream. Every run exits 0, 1 or 2, leaves no server process behind, and writes a well-formed
// report; the reporter rotates over every format. A fixed seed and a few runs here; the bench
// (bench/wire-property.mjs) sets WIRE_PROPERTY_RUNS for a larger budget.

const RUNS = Number(process.env.WIRE_PROPERTY_RUNS ?? 0) || 5;
const SEED = Number(process.env.WIRE_PROPERTY_SEED ?? 20261203);
const REPORTERS = ['json', 'sarif', 'junit', 'markdown', 'console'] as const;
const hostile = join(repoRoot, 'fixtures', 'servers', 'hostile.mjs');
const hasXmllint = spawnSync('xmllint', ['--version']).status === 0;
const dir = mkdtempSync(join(tmpdir(), 'mcpward-wire-property-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// ------------------------------------------------------------------ the streams

const enc = (text: string) => Buffer.from(text, 'utf8');
/** Ids the client uses (1…6), ids it never does, and ids no JavaScript number holds exactly. */
const idText = fc.constantFrom('1', '2', '3', '4', '5', '6', '"1"', 'null', '1e400', '123456789012345678901234567890', '2.0000000000000000001', '-0', '{}', '[1]', '"x"');
const response = fc
  .tuple(idText, fc.constantFrom('{"tools":[]}', '{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"","version":""}}', '{}', '"text"'), fc.boolean())
  .map(([id, result, error]) => enc(error ? `{"jsonrpc":"2.0","id":${id},"error":{"code":-32603,"message":"x"}}` : `{"jsonrpc":"2.0","id":${id},"result":${result}}`));
const fragment: fc.Arbitrary<Buffer> = fc.oneof(
  response,
  fc.constant(enc('{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"hi"}}')),
  fc.constant(enc('{"jsonrpc":"2.0","id":"srv","method":"sampling/createMessage","params":{}}')),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc.string({ maxLength: 40 }).map(enc),
  fc.constantFrom(Buffer.from([0xff, 0xfe, 0xc3, 0x28]), enc('\r'), enc(''), enc('[]'), enc('[1,2]'), enc('{"jsonrpc":"2.0"}'), enc('{"id":1')),
  fc.integer({ min: 1000, max: 20_000 }).map((depth) => enc(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
  fc.integer({ min: 1000, max: 20_000 }).map((depth) => enc(`{"jsonrpc":"2.0","id":2,"result":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`)),
  fc.integer({ min: 1, max: 4 }).map((mb) => enc(`{"jsonrpc":"2.0","id":"${'s'.repeat(mb << 18)}","result":{}}`)),
  fc.array(response, { minLength: 1, maxLength: 3 }).map((parts) => Buffer.concat([enc('['), ...parts.flatMap((p, i) => (i ? [enc(','), p] : [p])), enc(']')])),
);
/** Fragments, each ended by LF, CRLF or nothing (so lines run into each other). */
const stream = fc
  .array(fc.tuple(fragment, fc.constantFrom('\n', '\r\n', '')), { maxLength: 12 })
  .map((parts) => Buffer.concat(parts.flatMap(([bytes, end]) => [bytes, enc(end)])));

/** Server-Sent Events whose data are the same fragments, ended properly or not. */
const sseBody = fc
  .array(fc.tuple(fc.constantFrom('data: ', 'event: message\ndata: ', ': comment\ndata: ', 'id: 1\ndata: ', 'data:'), fragment, fc.constantFrom('\n\n', '\r\n\r\n', '\n', '')), { maxLength: 8 })
  .map((events) => Buffer.concat(events.flatMap(([head, data, end]) => [enc(head), data, enc(end)])));

// ------------------------------------------------------------------ the checks

let sample = 0;

function writeProject(name: string, server: object): string {
  const project = mkdtempSync(join(dir, `${name}-`));
  // Short timeouts: a stream that answers nothing must end the run quickly, as a timeout.
  writeFileSync(join(project, 'mcpward.yaml'), stringify({ server, timeouts: { connect_ms: 2500, call_ms: 250, run_ms: 20_000 } }));
  return project;
}

/** Runs the built CLI with the next reporter (and, every other time, --debug); asserts the exit code and that the report is well-formed. */
async function runAndCheck(project: string): Promise<void> {
  const reporter = REPORTERS[sample % REPORTERS.length]!;
  // Every other run with --debug: the wire log prints every message, hostile ones included.
  const debug = sample++ % 2 === 1 ? ['--debug'] : [];
  const out = join(project, `report.${reporter}`);
  const r = await runCli(['run', '--reporter', reporter, '--out', out, ...debug], { cwd: project, timeoutMs: 60_000 });
  expect([0, 1, 2], r.stderr).toContain(r.code);
  expect(r.stderr, 'no crash').not.toMatch(/internal error|Maximum call stack|FATAL ERROR/);
  const text = readFileSync(out, 'utf8');
  if (reporter === 'json' || reporter === 'sarif') expect(() => JSON.parse(text) as unknown, reporter).not.toThrow();
  else if (reporter === 'junit') {
    expect(text.startsWith('<?xml')).toBe(true);
    if (hasXmllint) expect(spawnSync('xmllint', ['--noout', out]).status, `xmllint ${out}`).toBe(0);
  } else expect(text.length, reporter).toBeGreaterThan(0);
}

function gone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

describe('a property over the wire: no byte stream crashes mcpward', () => {
  it('stdio: streams before, after or instead of a valid handshake', async () => {
    await fc.assert(
      fc.asyncProperty(stream, fc.constantFrom('before', 'after', 'instead'), async (bytes, when) => {
        const project = writeProject('stdio', { transport: 'stdio', command: process.execPath, args: [] });
        const replay = join(project, 'stream.bin');
        const pidFile = join(project, 'server.pid');
        writeFileSync(replay, bytes);
        const flags = ['--replay', replay, ...(when === 'after' ? ['--after-handshake'] : []), ...(when === 'instead' ? ['--mute'] : [])];
        writeFileSync(
          join(project, 'mcpward.yaml'),
          stringify({
            server: { transport: 'stdio', command: process.execPath, args: [hostile, ...flags], env: { FIXTURE_PID_FILE: pidFile } },
            timeouts: { connect_ms: 2500, call_ms: 250, run_ms: 20_000 },
          }),
        );
        await runAndCheck(project);
        // The server mcpward started is gone once mcpward is (the protocol probes may start it again: each writes its pid).
        const pid = Number(readFileSync(pidFile, 'utf8'));
        expect(gone(pid), `server ${pid} left running`).toBe(true);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);

  describe('Streamable HTTP: generated bodies, as JSON or as an event stream', () => {
    /** What the server answers the POST after the handshake: the generated plan. */
    let plan: { handshake: boolean; status: number; type: string; body: Buffer } = { handshake: true, status: 200, type: 'application/json', body: Buffer.alloc(0) };
    let server: Server;
    let url = '';
    beforeAll(async () => {
      server = createServer((req: IncomingMessage, res: ServerResponse) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          let method = '';
          let id: unknown;
          try {
            ({ method, id } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { method: string; id: unknown });
          } catch {
            // A probe with a body that is not JSON: answered from the plan like anything else.
          }
          if (plan.handshake && method === 'initialize') {
            res.writeHead(200, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ jsonrpc: '2.0', id, result: { protocolVersion: '2025-11-25', capabilities: { tools: {} }, serverInfo: { name: 'generated', version: '1' } } }));
            return;
          }
          if (id === undefined && method.startsWith('notifications/')) {
            res.writeHead(202).end();
            return;
          }
          res.writeHead(plan.status, { 'content-type': plan.type });
          res.end(plan.body);
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as { port: number }).port}/mcp`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it('never crashes, whatever the body', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.boolean(),
          fc.constantFrom(200, 200, 202, 400, 404, 500),
          fc.oneof(
            fc.tuple(fc.constant('application/json'), stream),
            fc.tuple(fc.constant('text/event-stream'), sseBody),
            fc.tuple(fc.constantFrom('text/plain', 'text/html'), stream),
          ),
          async (handshake, status, [type, body]) => {
            plan = { handshake, status, type, body };
            await runAndCheck(writeProject('http', { transport: 'http', url }));
          },
        ),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }, 600_000);
  });

  describe('legacy HTTP+SSE: generated events on the stream, after the endpoint event', () => {
    let events: { handshake: boolean; body: Buffer } = { handshake: true, body: Buffer.alloc(0) };
    let server: Server;
    let url = '';
    beforeAll(async () => {
      const streams = new Set<ServerResponse>();
      server = createServer((req: IncomingMessage, res: ServerResponse) => {
        if (req.method === 'GET') {
          res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
          res.write('event: endpoint\ndata: /messages\n\n');
          streams.add(res);
          res.on('close', () => streams.delete(res));
          if (!events.handshake) res.write(events.body);
          return;
        }
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          res.writeHead(202).end();
          let message: { method?: string; id?: unknown } = {};
          try {
            message = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof message;
          } catch {
            return;
          }
          for (const stream of streams) {
            if (events.handshake && message.method === 'initialize') {
              const answer = { jsonrpc: '2.0', id: message.id, result: { protocolVersion: '2024-11-05', capabilities: { tools: {} }, serverInfo: { name: 'generated', version: '1' } } };
              stream.write(`event: message\ndata: ${JSON.stringify(answer)}\n\n`);
            } else if (events.handshake && message.method === 'server/discover') {
              // A legacy server says so at once, rather than costing the era probe's wait.
              stream.write(`event: message\ndata: ${JSON.stringify({ jsonrpc: '2.0', id: message.id, error: { code: -32601, message: 'Method not found' } })}\n\n`);
            } else if (events.handshake && message.method === 'notifications/initialized') stream.write(events.body);
          }
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as { port: number }).port}/sse`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it('never crashes, whatever the stream carries', async () => {
      await fc.assert(
        fc.asyncProperty(fc.boolean(), sseBody, async (handshake, body) => {
          events = { handshake, body };
          await runAndCheck(writeProject('sse', { transport: 'sse', url }));
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }, 600_000);
  });
});
