#!/usr/bin/env node
// A stdio MCP server (SDK 1.x low-level Server, legacy era) that sends one benchmark item's
// surface exactly as written: its instructions, tools, prompts and resources. bench/poisoning.mjs
// --via-cli runs the built CLI against it, to hold the in-process judgement to the real one.
//   node bench/poisoning/serve-surface.mjs <items.jsonl> <id>
import { readFileSync } from 'node:fs';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';

const [file, id] = process.argv.slice(2);
const item = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).find((i) => i.id === id);
if (!item) {
  console.error(`no item ${id} in ${file}`);
  process.exit(2);
}
const s = item.surface;
const server = new Server(s.serverInfo ?? { name: 'bench-server', version: '1.0.0' }, {
  capabilities: { tools: {}, ...(s.prompts ? { prompts: {} } : {}), ...(s.resources ? { resources: {} } : {}) },
  ...(s.instructions !== undefined ? { instructions: s.instructions } : {}),
});
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: s.tools ?? [] }));
// Nothing is called under --no-calls; a call that comes anyway is refused as a tool error.
server.setRequestHandler(CallToolRequestSchema, async () => ({ content: [{ type: 'text', text: 'not available offline' }], isError: true }));
if (s.prompts) {
  server.setRequestHandler(ListPromptsRequestSchema, async () => ({ prompts: s.prompts }));
  server.setRequestHandler(GetPromptRequestSchema, async () => {
    throw new McpError(ErrorCode.InvalidParams, 'not available offline');
  });
}
if (s.resources) {
  server.setRequestHandler(ListResourcesRequestSchema, async () => ({ resources: s.resources }));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({ resourceTemplates: s.resourceTemplates ?? [] }));
  server.setRequestHandler(ReadResourceRequestSchema, async () => {
    throw new McpError(ErrorCode.InvalidParams, 'not available offline');
  });
}
process.stdin.on('end', () => process.exit(0));
await server.connect(new StdioServerTransport());
