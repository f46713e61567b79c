// Testing every MCP server of a fleet with mcpward from Node's own test runner.
//
//   npm install --save-dev mcpward
//   npx mcpward init --from .mcp.json   # writes a `servers:` config, one entry per server
//   node --test                         # runs this file with the rest of your tests
//
// `check(config, { servers: 'all' })` runs what `mcpward run` runs on a fleet and resolves to the
// fleet report: one report per server (`fleetName`), and the worst exit code. `jobs` bounds how
// many servers run at once. MCPWARD_CONFIG names another config file.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { capture, check, render } from 'mcpward';

const config = process.env.MCPWARD_CONFIG ?? 'mcpward.yaml';

test('every server of the fleet passes every mcpward check', async () => {
  const fleet = await check(config, { servers: 'all', jobs: 2 });
  for (const server of fleet.servers) {
    // One subtest line per server would hide the others' results: the message names the server and its report.
    assert.equal(server.exitCode, 0, `${server.fleetName}:\n${await render(server, 'console')}`);
  }
  assert.equal(fleet.exitCode, 0);
});

test('every server of the fleet lists tools', async () => {
  const snapshots = await capture(config, { servers: 'all' });
  assert.ok(Object.keys(snapshots).length > 1, 'the config names one server: use capture(config) instead');
  for (const [name, snapshot] of Object.entries(snapshots)) assert.ok(snapshot.tools.length > 0, `${name} lists no tools`);
});
