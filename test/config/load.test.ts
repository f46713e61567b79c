import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, MAX_CONFIG_FILE_BYTES, MAX_CONFIG_VALUE_BYTES } from '../../src/config/load.js';
import { UserError } from '../../src/errors.js';
import { configError, EXAMPLES_DIR, writeTempConfig } from './helpers.js';

describe('loadConfig: the product examples', () => {
  it.each(readdirSync(EXAMPLES_DIR))('%s loads', async (name) => {
    const loaded = await loadConfig(join(EXAMPLES_DIR, name), { MCP_TOKEN: 'token-123' });
    expect(loaded.path).toBe(join(EXAMPLES_DIR, name));
    expect(loaded.dir).toBe(EXAMPLES_DIR);
  });

  it('reads the configuration example as written', async () => {
    const { config } = await loadConfig(join(EXAMPLES_DIR, 'configuration.yaml'), {});
    expect(config.server.args).toEqual(['-y', '@modelcontextprotocol/server-filesystem', '/tmp/sandbox']);
    expect(config.suites[0]!.cases.map((testCase) => testCase.expect)).toEqual([
      { tool_is_error: false, jsonpath: { '$.content[0].type': 'text' } },
      { tool_is_error: true },
    ]);
  });

  it('reads the policy examples as written', async () => {
    const threshold = await loadConfig(join(EXAMPLES_DIR, 'policy-threshold.yaml'), {});
    expect(threshold.config.checks.drift.severity).toEqual({ tool_removed: 'high' });
    const classes = await loadConfig(join(EXAMPLES_DIR, 'policy-classes.yaml'), {});
    expect(classes.config.checks.drift.fail_on).toEqual(['tool_removed', 'description_changed', 'breaking_schema_change', 'annotation_changed']);
  });
});

describe('loadConfig: file and YAML errors', () => {
  it('names a missing file and suggests mcpward init', async () => {
    const missing = join(dirname(writeTempConfig('')), 'nope.yaml');
    const error = await loadConfig(missing, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).code).toBe('config');
    expect((error as UserError).message).toContain(missing);
    expect((error as UserError).message).toContain('mcpward init');
  });

  it.each<[string, string, RegExp]>([
    ['an unclosed flow mapping', 'server:\n  command: x\n  headers: { A: "b"\n', /mcpward\.yaml:\d+:\d+: invalid YAML: Flow map/],
    ['a duplicate key', 'server:\n  command: x\n  command: y\n', /mcpward\.yaml:3:3: invalid YAML: .*unique/],
    ['a tab indentation', 'server:\n\tcommand: x\n', /mcpward\.yaml:2:\d+: invalid YAML: /],
  ])('reports %s as file:line:col', async (_, text, pattern) => {
    expect(await configError(text)).toMatch(pattern);
  });
});

describe('loadConfig: validation messages', () => {
  // Each row: YAML, then lines the message must contain (key path, line, expectation, suggestion).
  it.each<[string, string, string[]]>([
    [
      'a number out of range',
      'server:\n  command: x\nchecks:\n  collision:\n    threshold: 1.5\n',
      ['- checks.collision.threshold (line 5): expected a number of at most 1, got `1.5`.'],
    ],
    [
      'a wrong type',
      'server:\n  command: x\ntimeouts:\n  call_ms: soon\n',
      ['- timeouts.call_ms (line 4): expected a number, got a string.'],
    ],
    [
      'an unquoted number where a string belongs',
      'server:\n  command: x\n  env:\n    DEBUG: 1\n',
      ['- server.env.DEBUG (line 4): expected a string, got `1` (quote it to make it a string).'],
    ],
    [
      'an unknown key close to a valid one',
      'server:\n  command: x\nchecks:\n  collision:\n    treshold: 0.5\n',
      ['- checks.collision.treshold (line 5): unknown key; did you mean `threshold`?'],
    ],
    [
      'an unknown key far from every valid one',
      'server:\n  command: x\ntimeouts:\n  forever: true\n',
      ['- timeouts.forever (line 4): unknown key; valid keys here: `connect_ms`, `call_ms`, `run_ms`.'],
    ],
    [
      'an unknown top-level key',
      'server:\n  command: x\nsuite: []\n',
      ['- suite (line 3): unknown key; did you mean `suites`?'],
    ],
    [
      'a misspelt transport',
      'server:\n  transport: stido\n  command: x\n',
      ['- server.transport (line 2): expected one of `stdio`, `http`, `sse`; did you mean `stdio`?'],
    ],
    [
      'a stdio server without command',
      'server:\n  args: [a]\n',
      ['- server.command (line 1): is required when `transport` is `stdio` (or `bundle`).'],
    ],
    [
      'a url with the default transport',
      'server:\n  url: https://example.com/mcp\n',
      ['- server.command (line 1): is required when `transport` is `stdio`; to test the server at `server.url`, set `server.transport: http`.'],
    ],
    ['a missing server', 'timeouts: {}\n', ['- server: is required.']],
    ['an empty file', '', ['- server: is required.']],
    ['a list at the top level', '- server\n', ['- (top level): expected a mapping, got a list.']],
    [
      'an unknown drift class in fail_on',
      'server:\n  command: x\nchecks:\n  drift:\n    fail_on: [tool_removed, tool_remvoed]\n',
      ['- checks.drift.fail_on[1] (line 5): expected one of `tool_removed`, `tool_added`, ', '`version_not_bumped`; did you mean `tool_removed`?'],
    ],
    [
      'a single drift class as fail_on',
      'server:\n  command: x\nchecks:\n  drift:\n    fail_on: tool_removed\n',
      ['- checks.drift.fail_on (line 5): expected `high`, `medium`, `low` or a non-empty list of drift classes (tool_removed, tool_added,'],
    ],
    [
      'an unknown drift class in severity',
      'server:\n  command: x\nchecks:\n  drift:\n    severity:\n      description_change: high\n',
      ['- checks.drift.severity.description_change (line 6): unknown key; did you mean `description_changed`?'],
    ],
    [
      'a misspelt jsonpath operator',
      'server:\n  command: x\nsuites:\n  - tool: t\n    cases:\n      - name: a\n        expect:\n          jsonpath:\n            "$.a": { equal: 1 }\n',
      ['- suites[0].cases[0].expect.jsonpath["$.a"].equal (line 9): unknown key; did you mean `equals`?'],
    ],
    [
      'an unknown jsonpath type',
      'server:\n  command: x\nsuites:\n  - tool: t\n    cases:\n      - name: a\n        expect:\n          jsonpath:\n            "$.a":\n              type: float\n',
      ['- suites[0].cases[0].expect.jsonpath["$.a"].type (line 10): expected one of `string`, `number`, `integer`,'],
    ],
    [
      'a missing case name',
      'server:\n  command: x\nsuites:\n  - tool: t\n    cases:\n      - args: {}\n',
      ['- suites[0].cases[0].name (line 6): is required.'],
    ],
  ])('%s', async (_, text, expected) => {
    const message = await configError(text);
    expect(message).toMatch(/^Invalid config .*mcpward\.yaml \(1 problem\):\n/);
    for (const line of expected) expect(message).toContain(line);
  });

  it('reports every problem in one error, ordered by line', async () => {
    const message = await configError('server:\n  command: x\nchecks:\n  latency:\n    samples: 0\n  collision:\n    fail: maybe\n');
    expect(message.split('\n')).toEqual([
      expect.stringMatching(/^Invalid config .*mcpward\.yaml \(2 problems\):$/),
      '- checks.latency.samples (line 5): expected a number greater than 0, got `0`.',
      '- checks.collision.fail (line 7): expected `true` or `false`, got a string.',
    ]);
  });
});

describe('loadConfig: ${VAR} interpolation', () => {
  const env = { TOKEN: 'tok-secret', HOST: 'example.com', EMPTY: '', A: 'alpha', B: 'beta' };

  it.each<[string, string, (config: Awaited<ReturnType<typeof loadConfig>>['config']) => unknown, unknown]>([
    ['a header value', 'server:\n  transport: http\n  url: https://${HOST}/mcp\n  headers:\n    Authorization: "Bearer ${TOKEN}"\n', (c) => c.server.headers, { Authorization: 'Bearer tok-secret' }],
    ['the url', 'server:\n  transport: http\n  url: https://${HOST}/mcp\n', (c) => c.server.url, 'https://example.com/mcp'],
    ['several references in one string', 'server:\n  command: x\n  args: ["${A}-${B}", "${A}"]\n', (c) => c.server.args, ['alpha-beta', 'alpha']],
    ['an env value', 'server:\n  command: x\n  env: { KEY: "${TOKEN}" }\n', (c) => c.server.env, { KEY: 'tok-secret' }],
    [
      'nested tool arguments',
      'server:\n  command: x\nsuites:\n  - tool: t\n    cases:\n      - name: c\n        args: { deep: { list: ["${A}", 1] } }\n',
      (c) => c.suites[0]!.cases[0]!.args,
      { deep: { list: ['alpha', 1] } },
    ],
    ['an empty variable', 'server:\n  command: x\n  args: ["[${EMPTY}]"]\n', (c) => c.server.args, ['[]']],
    ['an escaped literal', 'server:\n  command: x\n  args: ["$${A}", "cost: $5", "$$"]\n', (c) => c.server.args, ['${A}', 'cost: $5', '$$']],
    ['nothing in keys', 'server:\n  command: x\n  env: { "${A}": v }\n', (c) => c.server.env, { '${A}': 'v' }],
  ])('substitutes in %s', async (_, text, pick, expected) => {
    const { config } = await loadConfig(writeTempConfig(text), env);
    expect(pick(config)).toEqual(expected);
  });

  it('names an unset variable and its key, with the line', async () => {
    const message = await configError('server:\n  transport: http\n  url: https://example.com/mcp\n  headers:\n    Authorization: "Bearer ${MCP_TOKEN}"\n');
    expect(message).toContain('- server.headers.Authorization (line 5): uses ${MCP_TOKEN}, but MCP_TOKEN is not set;');
    expect(message).toContain('$${');
  });

  it('does not mistake inherited object properties for variables', async () => {
    expect(await configError('server:\n  command: "${constructor}"\n')).toContain('constructor is not set');
  });

  it.each(['${}', '${1A}', '${A-B}', '${A'])('rejects the malformed reference %s', async (reference) => {
    expect(await configError(`server:\n  command: x\n  args: ["${reference}"]\n`, { A: 'a' })).toContain('- server.args[0] (line 3): has a malformed `${…}` reference');
  });
});

describe('loadConfig: secrets', () => {
  it('collects interpolated values, header values and URL credentials', async () => {
    const text = [
      'server:',
      '  transport: http',
      '  url: https://user:p%40ss@example.com/mcp?api_key=k3y%2Bz&page=2&access_token=abc',
      '  headers:',
      '    Authorization: "Bearer ${TOKEN}"',
      '    X-Static: literal-header',
      'suites:',
      '  - tool: t',
      '    cases:',
      '      - name: c',
      '        args: { q: "${QUERY}", e: "${EMPTY}" }',
    ].join('\n');
    const { secrets } = await loadConfig(writeTempConfig(text), { TOKEN: 'tok-secret', QUERY: 'query-value', EMPTY: '' });
    expect(new Set(secrets)).toEqual(
      new Set(['tok-secret', 'query-value', 'Bearer tok-secret', 'literal-header', 'p%40ss', 'p@ss', 'k3y%2Bz', 'k3y+z', 'abc']),
    );
    expect(secrets).toEqual([...secrets].sort((a, b) => b.length - a.length));
  });

  it('interpolates review context headers and keeps their values as secrets', async () => {
    const text = [
      'server:',
      '  transport: http',
      '  url: https://example.com/mcp',
      'review:',
      '  contexts:',
      '    - name: viewer',
      '      headers: { Authorization: "Bearer ${VIEWER_TOKEN}" }',
      '      hidden: [purge]',
    ].join('\n');
    const { config, secrets } = await loadConfig(writeTempConfig(text), { VIEWER_TOKEN: 'viewer-secret' });
    expect(config.review.contexts[0]!.headers.Authorization).toBe('Bearer viewer-secret');
    expect(secrets).toContain('viewer-secret');
  });

  it('keeps literal review context header values as secrets, like server.headers', async () => {
    const text = ['server:', '  transport: http', '  url: https://example.com/mcp', 'review:', '  contexts:', '    - name: admin', '      headers: { Authorization: "Bearer literal-admin-token" }'].join('\n');
    const { secrets } = await loadConfig(writeTempConfig(text), {});
    expect(secrets).toEqual(expect.arrayContaining(['Bearer literal-admin-token', 'literal-admin-token']));
  });

  it.each<[string, string]>([
    ['an invalid enum', 'server:\n  transport: "${TOKEN}"\n  command: x\n'],
    ['an invalid url', 'server:\n  transport: http\n  url: "${TOKEN}"\n'],
    ['a string where a number belongs', 'server:\n  command: x\ntimeouts:\n  call_ms: "${TOKEN}"\n'],
    ['an invalid protocol', 'server:\n  command: x\n  protocol: "${TOKEN}"\n'],
    ['an invalid regex', 'server:\n  command: x\nsuites:\n  - tool: t\n    cases:\n      - name: c\n        expect: { jsonpath: { "$": { matches: "(${TOKEN}" } } }\n'],
    ['an unset variable next to a set one', 'server:\n  command: "${TOKEN}"\n  args: ["${UNSET}"]\n'],
    ['a YAML error on the line of a literal secret', 'server:\n  transport: http\n  headers: { Authorization: "Bearer tok-secret"\n'],
  ])('never echoes a secret in %s', async (_, text) => {
    expect(await configError(text, { TOKEN: 'tok-secret' })).not.toContain('tok-secret');
  });
});

describe('loadConfig: paths', () => {
  it('resolves cwd, baseline and golden files against the config folder, and nothing else', async () => {
    const path = writeTempConfig(
      [
        'server:',
        '  command: ./bin/server',
        '  args: [./data, ../other]',
        '  cwd: ./work',
        'checks:',
        '  drift:',
        '    baseline: locks/contract.lock.json',
        'suites:',
        '  - tool: t',
        '    cases:',
        '      - name: relative',
        '        expect: { golden: golden/a.json }',
        '      - name: absolute',
        '        expect: { golden: /abs/b.json }',
        '      - name: none',
      ].join('\n'),
    );
    const { config, dir } = await loadConfig(path, {});
    expect(dir).toBe(dirname(path));
    expect(config.server.command).toBe('./bin/server');
    expect(config.server.args).toEqual(['./data', '../other']);
    expect(config.server.cwd).toBe(join(dir, 'work'));
    expect(config.checks.drift.baseline).toBe(join(dir, 'locks', 'contract.lock.json'));
    expect(config.suites[0]!.cases.map((testCase) => testCase.expect.golden)).toEqual([join(dir, 'golden', 'a.json'), '/abs/b.json', undefined]);
  });

  it('resolves the default baseline next to the config, whatever the working directory', async () => {
    const path = writeTempConfig('server:\n  command: x\n', 'custom.yaml');
    mkdirSync(join(dirname(path), 'sub'));
    const { config } = await loadConfig(path, {});
    expect(config.checks.drift.baseline).toBe(join(dirname(path), 'mcpward.lock.json'));
  });
});

describe('loadConfig: lineOf', () => {
  const text = ['server:', '  command: x', 'suites:', '  - tool: t', '    cases:', '      - name: a', '      - name: b', '        args: { q: 1 }'].join('\n');

  it.each<[(string | number)[], number | undefined]>([
    [['server'], 1],
    [['server', 'command'], 2],
    [['suites', 0], 4],
    [['suites', 0, 'cases', 1], 7],
    [['suites', 0, 'cases', 1, 'args', 'q'], 8],
    [['suites', 0, 'cases', 1, 'expect', 'golden'], 7],
    [['server', 'args'], 1],
    [['timeouts'], undefined],
  ])('%j is on line %s', async (keyPath, line) => {
    const { lineOf } = await loadConfig(writeTempConfig(text), {});
    expect(lineOf(keyPath)).toBe(line);
  });
});

describe('loadConfig: oversized values are refused before anything starts', () => {
  const server = (env: string) => `server:\n  transport: stdio\n  command: node\n  args: [server.mjs]\n  env:\n${env}`;

  it('a literal value over the limit is a config error naming its key and line', async () => {
    const message = await configError(server(`    BIG: "${'x'.repeat(MAX_CONFIG_VALUE_BYTES + 1)}"\n    SMALL: ok\n`));
    expect(message).toContain('server.env.BIG (line 6)');
    expect(message).toContain(`is ${(MAX_CONFIG_VALUE_BYTES + 1).toLocaleString('en-US')} bytes long`);
    expect(message).not.toContain('SMALL');
  });

  it('a value made too long by ${VAR} substitution is refused too, in bytes (multi-byte text counts as such)', async () => {
    const message = await configError(server('    TOKEN: "${HUGE}"\n'), { HUGE: 'é'.repeat(MAX_CONFIG_VALUE_BYTES / 2 + 1) });
    expect(message).toContain('server.env.TOKEN');
    expect(message).toContain(`is ${(MAX_CONFIG_VALUE_BYTES + 2).toLocaleString('en-US')} bytes long`);
  });

  it('a value at the limit loads', async () => {
    const loaded = await loadConfig(writeTempConfig(server(`    OK: "${'x'.repeat(MAX_CONFIG_VALUE_BYTES)}"\n`)), {});
    expect(loaded.config.server.env?.OK).toHaveLength(MAX_CONFIG_VALUE_BYTES);
  });

  it('a config file over the size limit is refused by its size, unparsed', async () => {
    const message = await configError(`# ${'x'.repeat(MAX_CONFIG_FILE_BYTES)}\n`);
    expect(message).toContain(`is ${(MAX_CONFIG_FILE_BYTES + 3).toLocaleString('en-US')} bytes`);
    expect(message).toContain(`at most ${MAX_CONFIG_FILE_BYTES.toLocaleString('en-US')} bytes`);
  });
});
