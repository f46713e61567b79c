#!/usr/bin/env node
// The baseline for `mcpward run`: the least a client can do against the same server — spawn it,
// initialize, list tools, prompts and resources, and exit. Raw JSON-RPC, no validation, no checks.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'ignore'] });
const pending = new Map();
let nextId = 1;
createInterface({ input: child.stdout }).on('line', (line) => {
  let msg;
  try {
    msg = JSON.parse(line);
  } catch {
    return;
  }
  pending.get(msg.id)?.(msg);
});
const request = (method, params = {}) =>
  new Promise((resolve) => {
    const id = nextId++;
    pending.set(id, resolve);
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
  });

const init = await request('initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bare', version: '0' } });
child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
const caps = init.result?.capabilities ?? {};
for (const [cap, method] of [['tools', 'tools/list'], ['prompts', 'prompts/list'], ['resources', 'resources/list'], ['resources', 'resources/templates/list']]) {
  if (!caps[cap]) continue;
  let cursor;
  do {
    const res = await request(method, cursor === undefined ? {} : { cursor });
    cursor = res.result?.nextCursor ?? undefined;
  } while (cursor !== undefined);
}
child.stdin.end();
child.kill();
