// Testing an MCP server with mcpward from Node's own test runner.
//
//   npm install --save-dev mcpward
//   npx mcpward init            # then point `server:` in mcpward.yaml at your server
//   node --test                 # runs this file with the rest of your tests
//
// `check` runs what `mcpward run` runs and returns its report; every server it starts is reaped
// before it resolves. MCPWARD_CONFIG names another config file.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { capture, check, render } from 'mcpward';

const config = process.env.MCPWARD_CONFIG ?? 'mcpward.yaml';

test('the MCP server passes every mcpward check', async () => {
  const report = await check(config);
  // The console report, uncoloured, says which check failed and why.
  assert.equal(report.exitCode, 0, await render(report, 'console'));
});

test('the MCP server lists tools, each with a description', async () => {
  const snapshot = await capture(config);
  assert.ok(snapshot.tools.length > 0, 'the server lists no tools');
  // Each tool's fields are typed (`name`, `description`, `inputSchema`, …); `raw` is the item as sent.
  for (const tool of snapshot.tools) assert.equal(typeof tool.description, 'string', `tool ${tool.name} has no description`);
});
