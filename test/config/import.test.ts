import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importClientConfig, renderImportedConfig, stripJsonComments } from '../../src/config/import.js';
import { loadFleet } from '../../src/config/load.js';
import { main } from '../../src/cli/main.js';
import { tempDir } from '../support/temp.js';

const GITHUB_PAT = 'ghp_abcdefghijklmnopqrstuvwxyz0123456789';
const OPENAI = 'sk-proj-0123456789abcdefABCDEF';
const SLACK = 'xoxb-1234-5678-abcdefghijkl';

/** Writes the imported fleet, then loads it with the variables set, as a user would. */
async function roundTrip(text: string, file: string, env: Record<string, string>) {
  const result = importClientConfig(text, file);
  const yaml = renderImportedConfig(result, file, '# schema');
  const dir = tempDir('mcpward-import-');
  writeFileSync(join(dir, 'mcpward.yaml'), yaml);
  const fleet = await loadFleet(join(dir, 'mcpward.yaml'), env);
  return { result, yaml, fleet };
}

describe('init --from: the agent configs users already have', () => {
  it('Claude Desktop: stdio servers, literal secrets in env become variables', async () => {
    const text = JSON.stringify({
      mcpServers: {
        github: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-github'], env: { GITHUB_PERSONAL_ACCESS_TOKEN: GITHUB_PAT, LOG_LEVEL: 'debug' } },
        'my files': { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '/Users/me/Desktop'] },
      },
    });
    const { result, yaml, fleet } = await roundTrip(text, '/Users/me/Library/Application Support/Claude/claude_desktop_config.json', {
      GITHUB_PERSONAL_ACCESS_TOKEN: GITHUB_PAT,
    });
    expect(result.format).toBe('claude-desktop');
    expect(yaml).not.toContain(GITHUB_PAT);
    expect(result.variables).toEqual([{ name: 'GITHUB_PERSONAL_ACCESS_TOKEN', usedAt: ['servers.github.env.GITHUB_PERSONAL_ACCESS_TOKEN'], reason: 'literal-secret' }]);
    expect(fleet.servers.map((s) => s.name)).toEqual(['github', 'my-files']);
    const github = fleet.servers[0]!.config.server;
    expect(github).toMatchObject({ transport: 'stdio', command: 'npx', args: ['-y', '@modelcontextprotocol/server-github'] });
    // The variable reads back to the secret, and a harmless value is copied as it is.
    expect(github.env).toEqual({ GITHUB_PERSONAL_ACCESS_TOKEN: GITHUB_PAT, LOG_LEVEL: 'debug' });
    expect(fleet.secrets).toContain(GITHUB_PAT);
  });

  it('Claude Code .mcp.json: ${VAR} and ${VAR:-default} stay references, http servers with headers', async () => {
    const text = JSON.stringify({
      mcpServers: {
        api: { type: 'http', url: 'https://api.example.com/mcp', headers: { Authorization: 'Bearer ${API_KEY}' } },
        sentry: { type: 'sse', url: 'https://mcp.sentry.dev/sse', headers: { 'X-Org': '${ORG:-acme}' } },
        local: { type: 'stdio', command: 'node', args: ['server.js', '--token', OPENAI] },
      },
    });
    const { result, yaml, fleet } = await roundTrip(text, '.mcp.json', { API_KEY: 'k', ORG: 'acme', LOCAL_TOKEN: OPENAI });
    expect(result.format).toBe('claude-code');
    expect(yaml).not.toContain(OPENAI);
    const [api, sentry, local] = fleet.servers.map((s) => s.config.server);
    expect(api).toMatchObject({ transport: 'http', url: 'https://api.example.com/mcp', headers: { Authorization: 'Bearer k' } });
    expect(sentry).toMatchObject({ transport: 'sse', headers: { 'X-Org': 'acme' } });
    expect(local!.args).toEqual(['server.js', '--token', OPENAI]);
    expect(result.variables.map((v) => [v.name, v.reason])).toEqual([
      ['API_KEY', 'client-variable'],
      ['ORG', 'client-variable'],
      ['LOCAL_TOKEN', 'literal-secret'],
    ]);
    expect(result.notes.join(' ')).toContain('mcpward has no defaults: set ORG');
  });

  it('Cursor: ${env:X}, a bare url, literal header secrets and query-string keys', async () => {
    const text = JSON.stringify({
      mcpServers: {
        linear: { url: 'https://mcp.linear.app/mcp', headers: { Authorization: `Bearer ${GITHUB_PAT}` } },
        search: { url: `https://search.example.com/sse?api_key=${OPENAI}&region=eu` },
        db: { command: 'uvx', args: ['db-mcp', '--api-key=${env:DB_KEY}'], env: { DB_URL: '${env:DATABASE_URL}' } },
      },
    });
    const { result, yaml, fleet } = await roundTrip(text, '/repo/.cursor/mcp.json', { LINEAR_TOKEN: GITHUB_PAT, SEARCH_API_KEY: OPENAI, DB_KEY: 'd', DATABASE_URL: 'postgres://x' });
    expect(result.format).toBe('cursor');
    expect(yaml).not.toContain(GITHUB_PAT);
    expect(yaml).not.toContain(OPENAI);
    const [linear, search, db] = fleet.servers.map((s) => s.config.server);
    expect(linear).toMatchObject({ transport: 'http', headers: { Authorization: `Bearer ${GITHUB_PAT}` } });
    expect(search).toMatchObject({ transport: 'sse', url: `https://search.example.com/sse?api_key=${OPENAI}&region=eu` });
    expect(db).toMatchObject({ command: 'uvx', args: ['db-mcp', '--api-key=d'], env: { DB_URL: 'postgres://x' } });
  });

  it('VS Code mcp.json: comments, trailing commas, inputs and ${workspaceFolder}', async () => {
    const text = `{
      // prompted by VS Code
      "inputs": [{ "type": "promptString", "id": "perplexity-key", "password": true }],
      "servers": {
        "perplexity": { "type": "stdio", "command": "npx", "args": ["-y", "server-perplexity-ask"], "env": { "PERPLEXITY_API_KEY": "\${input:perplexity-key}" } },
        "fs": { "command": "node", "args": ["\${workspaceFolder}/mcp/fs.js"], /* local */ "envFile": "\${workspaceFolder}/.env", },
        "slack": { "command": "slack-mcp", "env": { "SLACK_BOT_TOKEN": "${SLACK}" } },
      },
    }`;
    const { result, yaml, fleet } = await roundTrip(text, '.vscode/mcp.json', { PERPLEXITY_KEY: 'p', SLACK_BOT_TOKEN: SLACK });
    expect(result.format).toBe('vscode');
    expect(yaml).not.toContain(SLACK);
    const [perplexity, fs, slack] = fleet.servers.map((s) => s.config.server);
    expect(perplexity!.env).toEqual({ PERPLEXITY_API_KEY: 'p' });
    expect(fs!.args).toEqual(['./mcp/fs.js']);
    expect(fs!.cwd).toBe(fleet.dir);
    expect(slack!.env).toEqual({ SLACK_BOT_TOKEN: SLACK });
    expect(result.variables.find((v) => v.name === 'PERPLEXITY_KEY')?.reason).toBe('client-input');
    expect(result.notes.join(' ')).toContain('envFile');
  });

  it('finds secrets by shape: URL passwords in args and env, --header pairs, token-shaped env values under any name', async () => {
    const text = JSON.stringify({
      mcpServers: {
        db: { command: 'npx', args: ['-y', 'server-postgres', 'postgres://admin:hunter2-Pw@db.local:5432/app'], env: { DATABASE_URL: 'postgresql://app:S3cr%40tPw@h/db?ssl=1', MODE: 'fast', BLOB: OPENAI } },
        github: {
          command: 'npx',
          args: ['mcp-remote', 'https://api.example.com/mcp', '--header', `Authorization: Bearer ${GITHUB_PAT}`, `--header=X-Api-Key: ${SLACK}`, '-H', 'X-Org:${ORG_ID}'],
        },
      },
    });
    const { result, yaml, fleet } = await roundTrip(text, '/repo/.mcp.json', {
      DB_PASSWORD: 'hunter2-Pw',
      DATABASE_URL_PASSWORD: 'S3cr%40tPw',
      BLOB: OPENAI,
      GITHUB_SERVER_TOKEN: GITHUB_PAT,
      GITHUB_X_API_KEY: SLACK,
      ORG_ID: 'o',
    });
    for (const secret of ['hunter2-Pw', 'S3cr%40tPw', 'S3cr@tPw', OPENAI, GITHUB_PAT, SLACK]) expect(yaml).not.toContain(secret);
    expect(result.variables.filter((v) => v.reason === 'literal-secret').map((v) => v.name)).toEqual(['DB_PASSWORD', 'DATABASE_URL_PASSWORD', 'BLOB', 'GITHUB_SERVER_TOKEN', 'GITHUB_X_API_KEY']);
    expect(result.variables.some((v) => v.name === 'GITHUB_TOKEN')).toBe(false);
    // The variables read back to what the client had.
    const [db, github] = fleet.servers.map((s) => s.config.server);
    expect(db).toMatchObject({ args: ['-y', 'server-postgres', 'postgres://admin:hunter2-Pw@db.local:5432/app'], env: { DATABASE_URL: 'postgresql://app:S3cr%40tPw@h/db?ssl=1', MODE: 'fast', BLOB: OPENAI } });
    expect(github!.args).toEqual(['mcp-remote', 'https://api.example.com/mcp', '--header', `Authorization: Bearer ${GITHUB_PAT}`, `--header=X-Api-Key: ${SLACK}`, '-H', 'X-Org:o']);
  });

  it('a literal ${ the client does not expand stays literal', async () => {
    const text = JSON.stringify({ mcpServers: { x: { command: 'echo', args: ['${not-a-var}', 'cost: ${5}'] } } });
    const { fleet } = await roundTrip(text, 'claude_desktop_config.json', {});
    expect(fleet.servers[0]!.config.server.args).toEqual(['${not-a-var}', 'cost: ${5}']);
  });

  it('says what it reads when the file is not an agent config', () => {
    expect(() => importClientConfig('{"name": "x"}', 'package.json')).toThrow(/no `mcpServers` or `servers` map/);
    expect(() => importClientConfig('{oops', 'x.json')).toThrow(/not JSON/);
  });

  it('strips comments but never inside strings', () => {
    expect(JSON.parse(stripJsonComments('{"a": "http://x//y /* z */", // c\n "b": [1,],}'))).toEqual({ a: 'http://x//y /* z */', b: [1] });
  });
});

describe('mcpward init --from', () => {
  it('writes the fleet, names the variables to set and never prints a secret', async () => {
    const dir = tempDir('mcpward-import-cli-');
    mkdirSync(join(dir, '.cursor'));
    writeFileSync(join(dir, '.cursor', 'mcp.json'), JSON.stringify({ mcpServers: { gh: { command: 'npx', args: ['gh-mcp'], env: { GITHUB_TOKEN: GITHUB_PAT } } } }));
    const stdout: string[] = [];
    const stderr: string[] = [];
    const io = { stdout: (t: string) => stdout.push(t), stderr: (t: string) => stderr.push(t), env: {}, cwd: dir, stdoutIsTTY: false, stderrIsTTY: false };
    expect(await main(['init', '--from', '.cursor/mcp.json'], io)).toBe(0);
    const written = readFileSync(join(dir, 'mcpward.yaml'), 'utf8');
    // Never ${GITHUB_TOKEN}: mcpward reads that one for the PR comment, and CI's would reach the server.
    expect(written).toContain('GITHUB_TOKEN: ${GH_GITHUB_TOKEN}');
    expect(written + stdout.join('') + stderr.join('')).not.toContain(GITHUB_PAT);
    expect(stdout.join('')).toContain('GH_GITHUB_TOKEN  (servers.gh.env.GITHUB_TOKEN)');
    expect(stdout.join('')).toContain('1 literal secret(s) were not copied: GH_GITHUB_TOKEN.');
    // An existing file is not replaced without --force.
    expect(await main(['init', '--from', '.cursor/mcp.json'], io)).toBe(2);
    expect(stderr.join('')).toContain('already exists');
    expect(await main(['init', '--from', 'missing.json', '-c', 'other.yaml'], io)).toBe(2);
    expect(existsSync(join(dir, 'other.yaml'))).toBe(false);
  });
});
