#!/usr/bin/env node
// The floor for `mcpward run`: the least an official SDK client does against the same server —
// spawn it over stdio, initialize, read every page of tools/list (and of the prompt and resource
// lists the server declares), and exit. No validation beyond the SDK's own, no checks.
//
//   node bench/bare-client.mjs [--call-readonly] -- <command> [args…]
//
// --call-readonly also calls, once each, every tool annotated `readOnlyHint: true` whose input
// schema requires no argument: the calls mcpward's default run makes automatically.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const argv = process.argv.slice(2);
const callReadonly = argv[0] === '--call-readonly';
const [command, ...args] = argv.slice(argv.indexOf('--') + 1);
if (!command) {
  process.stderr.write('usage: bare-client.mjs [--call-readonly] -- <command> [args…]\n');
  process.exit(2);
}

const client = new Client({ name: 'bare', version: '0.0.0' });
await client.connect(new StdioClientTransport({ command, args, stderr: 'ignore' }));
const caps = client.getServerCapabilities() ?? {};

/** Every page of one list, following nextCursor until the server stops sending one. */
async function readAll(list, key) {
  const items = [];
  let cursor;
  do {
    const page = await list(cursor === undefined ? {} : { cursor });
    items.push(...page[key]);
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return items;
}

const tools = caps.tools ? await readAll((p) => client.listTools(p), 'tools') : [];
if (caps.prompts) await readAll((p) => client.listPrompts(p), 'prompts');
if (caps.resources) {
  await readAll((p) => client.listResources(p), 'resources');
  await readAll((p) => client.listResourceTemplates(p), 'resourceTemplates');
}
if (callReadonly) {
  const callable = tools.filter((t) => t.annotations?.readOnlyHint === true && !(Array.isArray(t.inputSchema?.required) && t.inputSchema.required.length > 0));
  for (const tool of callable) await client.callTool({ name: tool.name, arguments: {} }).catch(() => undefined);
}
await client.close();
