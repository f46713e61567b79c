import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, loadFleet } from '../../src/config/load.js';
import { UserError } from '../../src/errors.js';
import { writeTempConfig } from './helpers.js';

const FLEET = `
checks:
  latency:
    p95_budget_ms: 500
  collision:
    threshold: 0.7
rules:
  parameter_description_missing: low
servers:
  github:
    command: npx
    args: ["-y", "github-mcp"]
    env:
      GITHUB_TOKEN: \${GITHUB_TOKEN}
    checks:
      latency:
        enabled: false
    rules:
      description_changed: off
  notes:
    transport: http
    url: http://127.0.0.1:9/mcp
    checks:
      drift:
        baseline: ./locks/notes.json
    suites:
      - tool: list
        cases: [{ name: all }]
`;

async function failure(promise: Promise<unknown>): Promise<UserError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UserError);
  return error as UserError;
}

describe('servers: a fleet in one config', () => {
  it('expands every server with its overrides merged over the top level', async () => {
    const path = writeTempConfig(FLEET);
    const fleet = await loadFleet(path, { GITHUB_TOKEN: 'ghp-secret-value' });
    expect(fleet.isFleet).toBe(true);
    expect(fleet.servers.map((s) => s.name)).toEqual(['github', 'notes']);
    const [github, notes] = fleet.servers;
    // Mappings merge key by key: the entry's `latency.enabled` keeps the top level's budget.
    expect(github!.config.checks.latency).toMatchObject({ enabled: false, p95_budget_ms: 500 });
    expect(notes!.config.checks.latency).toMatchObject({ enabled: true, p95_budget_ms: 500 });
    expect(github!.config.checks.collision.threshold).toBe(0.7);
    expect(github!.config.rules).toEqual({ parameter_description_missing: 'low', description_changed: 'off' });
    expect(notes!.config.rules).toEqual({ parameter_description_missing: 'low' });
    expect(notes!.config.server).toMatchObject({ transport: 'http', url: 'http://127.0.0.1:9/mcp' });
    expect(notes!.config.suites.map((s) => s.tool)).toEqual(['list']);
    expect(github!.config.suites).toEqual([]);
    // The default baseline is one file for the fleet; a server that names its own keeps it to itself.
    expect(github!.sharedBaseline).toBe(true);
    expect(github!.config.checks.drift.baseline).toBe(join(dirname(path), 'mcpward.lock.json'));
    expect(notes!.sharedBaseline).toBe(false);
    expect(notes!.config.checks.drift.baseline).toBe(join(dirname(path), 'locks', 'notes.json'));
    expect(fleet.secrets).toContain('ghp-secret-value');
    expect(github!.secrets).toContain('ghp-secret-value');
  });

  it('selects servers by name, and interpolates only the chosen ones', async () => {
    const path = writeTempConfig(FLEET);
    // GITHUB_TOKEN is unset: selecting `notes` alone must not need it.
    const fleet = await loadFleet(path, {}, ['notes']);
    expect(fleet.servers.map((s) => s.name)).toEqual(['notes']);
    const single = await loadConfig(path, {}, 'notes');
    expect(single.name).toBe('notes');
    const unset = await failure(loadFleet(path, {}));
    expect(unset.message).toContain('servers.github.env.GITHUB_TOKEN');
  });

  it('names an unknown server with a suggestion, and asks for --server when a one-server command gets a fleet', async () => {
    const path = writeTempConfig(FLEET);
    const unknown = await failure(loadFleet(path, {}, ['githb']));
    expect(unknown.code).toBe('usage');
    expect(unknown.message).toContain('did you mean `github`?');
    const many = await failure(loadConfig(path, { GITHUB_TOKEN: 'x' }));
    expect(many.message).toContain('pass --server NAME');
  });

  it('reports problems at the key the user wrote, once, with the line', async () => {
    const path = writeTempConfig(`
checks:
  latency:
    samples: 0
servers:
  a:
    comand: node
  b:
    command: node
    checks:
      collision:
        threshold: 7
`);
    const error = await failure(loadFleet(path, {}));
    expect(error.code).toBe('config');
    // A top-level problem is found in both servers' expansions but reported once, at the top level.
    expect(error.message.match(/checks\.latency\.samples/g)).toHaveLength(1);
    expect(error.message).toContain('servers.a.comand (line 7): unknown key; did you mean `command`?');
    expect(error.message).toContain('servers.b.checks.collision.threshold (line 12)');
  });

  it('rejects `server:` beside `servers:`, an empty fleet and a bad name', async () => {
    const both = await failure(loadFleet(writeTempConfig('server: { command: node }\nservers: { a: { command: node } }\n'), {}));
    expect(both.message).toContain('cannot be used together with `servers:`');
    const empty = await failure(loadFleet(writeTempConfig('servers: {}\n'), {}));
    expect(empty.message).toContain('at least one server');
    const badName = await failure(loadFleet(writeTempConfig('servers: { "a b": { command: node } }\n'), {}));
    expect(badName.message).toContain('servers["a b"]');
  });

  it('keeps `server:` as a fleet of one', async () => {
    const fleet = await loadFleet(writeTempConfig('server: { command: node }\n'), {});
    expect(fleet.isFleet).toBe(false);
    expect(fleet.servers).toHaveLength(1);
    expect(fleet.servers[0]!.name).toBeUndefined();
    expect(fleet.servers[0]!.sharedBaseline).toBe(false);
  });
});

describe('mcpward list', () => {
  const run = async (args: string[], cwd: string) => {
    const { main } = await import('../../src/cli/main.js');
    const stdout: string[] = [];
    const code = await main(args, { stdout: (t) => stdout.push(t), stderr: (t) => stdout.push(t), env: {}, cwd, stdoutIsTTY: false, stderrIsTTY: false });
    return { code, text: stdout.join('') };
  };

  it('prints the fleet as a GitHub Actions matrix without needing any secret', async () => {
    const path = writeTempConfig(FLEET);
    const { code, text } = await run(['list', '--json'], dirname(path));
    expect(code).toBe(0);
    expect(JSON.parse(text)).toEqual({ include: [{ server: 'github', transport: 'stdio' }, { server: 'notes', transport: 'http' }] });
  });

  it('calls the server of a one-server file `default`, which --server accepts', async () => {
    const path = writeTempConfig('server: { command: node }\n');
    const { text } = await run(['list', '--json'], dirname(path));
    expect(JSON.parse(text)).toEqual({ include: [{ server: 'default', transport: 'stdio' }] });
    expect((await loadFleet(path, {}, ['default'])).servers).toHaveLength(1);
  });
});
