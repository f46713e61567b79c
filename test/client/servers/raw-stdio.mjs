#!/usr/bin/env node
// A hand-written stdio MCP server whose wire quirks are chosen by flags, for mcpward's client tests.
// Legacy (2025-11-25) unless --modern. Every flag is independent:
//   --crlf               end every line with CRLF
//   --split              write each message in three chunks, a few ms apart
//   --long N             tools/list carries a description of N characters (a very long line)
//   --json-noise         print JSON lines that are not JSON-RPC messages ({"hello":…}, 42, [1,2])
//   --server-requests    before answering tools/list, ask the client ping, roots/list,
//                        sampling/createMessage and elicitation/create, send a notification, and
//                        report the client's answers in the tools/list result (`answers`)
//   --exit-on-probe      exit with code 4 when the first message is server/discover (some legacy
//                        servers do that before initialize)
//   --modern[=V,…]       a modern server: server/discover answers supportedVersions V (default
//                        2026-07-28); a request with another _meta version gets -32022
//   --hang-method M      never answer method M
//   --late-ms N          answer tools/call only after N ms
//   --stderr-kb N        write N KiB to stderr at start (ends with the line "stderr-end")
//   --framing            tools/list answers with both result and error; prompts/list echoes the id
//                        as a string; resources/list sends an error whose code is a string
//   --stubborn           ignore SIGTERM and stay alive when stdin closes (only SIGKILL ends it)
//   test/notifications   (a method) answers with every notification received so far
// Every request's params are echoed back in results as `echo`, so tests see exactly what arrived.
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`) || args.some((a) => a.startsWith(`--${name}=`));
const value = (name) => {
  const inline = args.find((a) => a.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  const at = args.indexOf(`--${name}`);
  const next = at === -1 ? undefined : args[at + 1];
  return next === undefined || next.startsWith('--') ? undefined : next;
};

const eol = flag('crlf') ? '\r\n' : '\n';
const modernVersions = flag('modern') ? (value('modern') ?? '2026-07-28').split(',') : undefined;
const hangMethod = value('hang-method');
const lateMs = Number(value('late-ms') ?? 0);
const longChars = Number(value('long') ?? 0);

function write(message) {
  const text = (typeof message === 'string' ? message : JSON.stringify(message)) + eol;
  if (!flag('split')) {
    process.stdout.write(text);
    return;
  }
  const third = Math.ceil(text.length / 3);
  const parts = [text.slice(0, third), text.slice(third, 2 * third), text.slice(2 * third)];
  parts.forEach((part, i) => setTimeout(() => process.stdout.write(part), i * 5));
}

if (value('stderr-kb')) {
  process.stderr.write(`${'e'.repeat(1023)}\n`.repeat(Number(value('stderr-kb'))));
  process.stderr.write('stderr-end\n');
}

if (flag('json-noise')) {
  write('{"hello":"world"}');
  write('42');
  write('[1,2]');
  write('plain text banner');
}

let first = true;
const notifications = [];
const waitingForAnswers = new Map();
const answers = {};

function result(id, body) {
  write({ jsonrpc: '2.0', id, result: { ...(modernVersions ? { resultType: 'complete' } : {}), ...body } });
}

function error(id, code, message, data) {
  write({ jsonrpc: '2.0', id, error: { code, message, ...(data === undefined ? {} : { data }) } });
}

function handle(message) {
  const isFirst = first;
  first = false;
  if (message.id !== undefined && message.method === undefined) {
    // An answer to one of our server→client requests.
    answers[waitingForAnswers.get(message.id)] = message;
    waitingForAnswers.delete(message.id);
    if (waitingForAnswers.size === 0 && pendingList) {
      result(pendingList, { tools: [], answers });
      pendingList = undefined;
    }
    return;
  }
  const { id, method, params } = message;
  if (id === undefined) {
    notifications.push(message);
    return;
  }
  if (isFirst && method === 'server/discover' && flag('exit-on-probe')) {
    process.stderr.write('raw-stdio: request before initialize, exiting\n');
    process.exit(4);
  }
  if (method === hangMethod) return;
  if (modernVersions) {
    const version = params?._meta?.['io.modelcontextprotocol/protocolVersion'];
    if (!modernVersions.includes(version)) return error(id, -32022, 'Unsupported protocol version', { supported: modernVersions, requested: version ?? null });
  }
  switch (method) {
    case 'server/discover':
      if (!modernVersions) return error(id, -32601, 'Method not found');
      return result(id, {
        supportedVersions: modernVersions,
        capabilities: { tools: {} },
        ttlMs: 0,
        cacheScope: 'public',
        _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'raw-stdio', version: '1.0.0' } },
      });
    case 'initialize':
      if (modernVersions) return error(id, -32601, 'Method not found: this server is modern-only (2026-07-28)');
      return result(id, { protocolVersion: '2025-11-25', capabilities: { tools: {} }, serverInfo: { name: 'raw-stdio', version: '1.0.0' } });
    case 'tools/list':
      if (flag('framing')) return write({ jsonrpc: '2.0', id, result: { tools: [] }, error: { code: -32603, message: 'both' } });
      if (flag('server-requests')) {
        pendingList = id;
        const asks = { s1: 'ping', s2: 'roots/list', s3: 'sampling/createMessage', s4: 'elicitation/create' };
        write({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'about to ask' } });
        for (const [askId, askMethod] of Object.entries(asks)) {
          waitingForAnswers.set(askId, askMethod);
          write({ jsonrpc: '2.0', id: askId, method: askMethod, params: {} });
        }
        return;
      }
      return result(id, { tools: [{ name: 'echo', description: 'd'.repeat(longChars), inputSchema: { type: 'object' } }], echo: params ?? null });
    case 'prompts/list':
      if (flag('framing')) return write({ jsonrpc: '2.0', id: String(id), result: { prompts: [] } });
      return result(id, { prompts: [], echo: params ?? null });
    case 'resources/list':
      if (flag('framing')) return write({ jsonrpc: '2.0', id, error: { code: 'oops', message: 42 } });
      return result(id, { resources: [], echo: params ?? null });
    case 'test/notifications':
      return result(id, { notifications });
    case 'tools/call':
      if (lateMs > 0) return void setTimeout(() => result(id, { content: [], echo: params ?? null }), lateMs);
      return result(id, { content: [{ type: 'text', text: 'ok' }], echo: params ?? null });
    default:
      return result(id, { echo: params ?? null });
  }
}

let pendingList;
const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
lines.on('line', (line) => {
  if (line.trim() === '') return;
  handle(JSON.parse(line));
});
// The spec's graceful shutdown: stdin closed means exit — unless the test wants a stubborn server.
if (flag('stubborn')) {
  // The test checks the process is gone after close(): only a SIGKILL can have ended it.
  process.stderr.write(`raw-stdio: pid ${process.pid}\n`);
  process.on('SIGTERM', () => process.stderr.write('raw-stdio: ignoring SIGTERM\n'));
  setInterval(() => {}, 1e9);
} else {
  lines.on('close', () => process.exit(0));
}
