import { describe, expect, it } from 'vitest';
import { DRIFT_CLASSES } from '../../src/rules/index.js';
import { configSchema } from '../../src/config/schema.js';

const minimal = { server: { command: 'my-server' } };

function at(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value);
}

/** Paths of the issues zod reports for `input`, dotted. */
function issuePaths(input: unknown): string[] {
  const result = configSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('configSchema defaults', () => {
  const config = configSchema.parse(minimal);

  it.each<[string, unknown]>([
    ['server.transport', 'stdio'],
    ['server.args', []],
    ['server.env', {}],
    ['server.cwd', undefined],
    ['server.inherit_env', false],
    ['server.url', undefined],
    ['server.headers', {}],
    ['server.protocol', 'auto'],
    ['timeouts.connect_ms', 60_000],
    ['timeouts.call_ms', 30_000],
    ['timeouts.run_ms', 300_000],
    ['checks.compliance', true],
    ['checks.schema', true],
    ['checks.security', true],
    ['checks.errors', true],
    ['checks.drift.baseline', './mcpward.lock.json'],
    ['checks.drift.fail_on', 'medium'],
    ['checks.drift.severity', {}],
    ['checks.drift.full_text', true],
    ['checks.drift.output.enabled', false],
    ['checks.drift.output.shape_samples', 3],
    ['checks.drift.output.call_readonly', true],
    ['checks.drift.output.tools', []],
    ['checks.collision.enabled', true],
    ['checks.collision.threshold', 0.8],
    ['checks.collision.max_tools', 10000],
    ['checks.collision.fail', false],
    ['checks.latency.enabled', true],
    ['checks.latency.samples', 5],
    ['checks.latency.p95_budget_ms', undefined],
    ['checks.latency.tools', []],
    ['checks.results.max_result_bytes', 1048576],
    ['checks.results.max_media_bytes', 5242880],
    ['checks.results.error_output_contract', true],
    ['suites', []],
    ['review.header_placement', 'policy'],
    ['review.tools', []],
    ['review.boundary_probes', true],
    ['review.contexts', []],
  ])('%s defaults to %j', (path, expected) => {
    expect(at(config, path.split('.'))).toEqual(expected);
  });

  it('defaults tool args, case args and expect to empty objects', () => {
    const parsed = configSchema.parse({
      ...minimal,
      checks: { drift: { output: { tools: [{ name: 'a' }] } }, latency: { tools: [{ name: 'b' }] } },
      suites: [{ tool: 't', cases: [{ name: 'c' }] }],
    });
    expect(parsed.checks.drift.output.tools).toEqual([{ name: 'a', args: {} }]);
    expect(parsed.checks.latency.tools).toEqual([{ name: 'b', args: {} }]);
    expect(parsed.suites[0]!.cases[0]).toEqual({ name: 'c', args: {}, expect: {} });
  });
});

describe('drift classes come from the registry', () => {
  it('fail_on and severity accept every drift rule that can fail, and nothing else', () => {
    const base = { server: { command: 'x' } };
    for (const id of DRIFT_CLASSES) {
      expect(configSchema.safeParse({ ...base, checks: { drift: { fail_on: [id], severity: { [id]: 'low' } } } }).success, id).toBe(true);
    }
    // tool_unchanged only states a pass; a rule of another family is no drift class.
    for (const id of ['tool_unchanged', 'injection_pattern', 'tool_remove']) {
      expect(configSchema.safeParse({ ...base, checks: { drift: { fail_on: [id] } } }).success, id).toBe(false);
    }
    expect(DRIFT_CLASSES).toHaveLength(13);
  });
});

describe('configSchema accepts', () => {
  it.each<[string, unknown]>([
    ['an http server', { server: { transport: 'http', url: 'https://example.com/mcp', headers: { 'X-Api-Key': 'k' } } }],
    ['an sse server', { server: { transport: 'sse', url: 'http://127.0.0.1:3001/sse' } }],
    ['protocol legacy', { server: { command: 'x', protocol: 'legacy' } }],
    ['protocol modern', { server: { command: 'x', protocol: 'modern' } }],
    ['a pinned protocol version', { server: { command: 'x', protocol: '2025-11-25' } }],
    ['fail_on medium', { ...minimal, checks: { drift: { fail_on: 'medium' } } }],
    ['fail_on low', { ...minimal, checks: { drift: { fail_on: 'low' } } }],
    ['fail_on with every class', { ...minimal, checks: { drift: { fail_on: [...DRIFT_CLASSES] } } }],
    ['severity overrides including info', { ...minimal, checks: { drift: { severity: { tool_added: 'info', tool_removed: 'high' } } } }],
    ['threshold 0 and 1', { ...minimal, checks: { collision: { threshold: 0 } } }],
    ['spec header placement', { ...minimal, review: { header_placement: 'spec', tools: ['query'], boundary_probes: false } }],
    [
      'review contexts',
      {
        ...minimal,
        review: {
          contexts: [
            { name: 'admin', headers: { Authorization: 'Bearer a' } },
            { name: 'viewer', headers: { Authorization: 'Bearer v' }, env: { ROLE: 'viewer' }, hidden: ['purge', 'globex'], isolated_from: 'admin' },
          ],
        },
      },
    ],
    [
      'every expectation',
      {
        ...minimal,
        suites: [
          {
            tool: 't',
            cases: [
              {
                name: 'all',
                args: { nested: { list: [1, 'two', null] } },
                expect: {
                  tool_is_error: false,
                  protocol_error_code: -32602,
                  output_matches_schema: true,
                  golden: 'golden/all.json',
                  jsonpath: {
                    '$.a': 'text',
                    '$.b': 3,
                    '$.c': null,
                    '$.d': [1, 2],
                    '$.e': { equals: { deep: true } },
                    '$.f': { exists: true, matches: '^a+$', contains: 'a', length: 2, type: 'string', gt: 0, lt: 10 },
                  },
                },
              },
            ],
          },
        ],
      },
    ],
  ])('%s', (_, input) => {
    expect(issuePaths(input)).toEqual([]);
  });
});

describe('configSchema rejects', () => {
  it.each<[string, unknown, string[]]>([
    ['a stdio server without command', { server: {} }, ['server.command']],
    ['an http server without url', { server: { transport: 'http' } }, ['server.url']],
    ['an sse server without url', { server: { transport: 'sse', command: 'x' } }, ['server.url']],
    ['a non-http url', { server: { transport: 'http', url: 'ftp://example.com' } }, ['server.url']],
    ['an unknown transport', { server: { transport: 'websocket', url: 'https://x' } }, ['server.transport']],
    ['a malformed protocol version', { server: { command: 'x', protocol: '2025-13-01' } }, ['server.protocol']],
    ['a non-string env value', { server: { command: 'x', env: { A: 1 } } }, ['server.env.A']],
    ['an invalid header name', { server: { transport: 'http', url: 'https://x', headers: { 'Bad Header': 'v' } } }, ['server.headers.Bad Header']],
    ['a zero timeout', { ...minimal, timeouts: { connect_ms: 0 } }, ['timeouts.connect_ms']],
    ['a fractional timeout', { ...minimal, timeouts: { call_ms: 1.5 } }, ['timeouts.call_ms']],
    ['a threshold above 1', { ...minimal, checks: { collision: { threshold: 1.01 } } }, ['checks.collision.threshold']],
    ['a negative threshold', { ...minimal, checks: { collision: { threshold: -0.1 } } }, ['checks.collision.threshold']],
    ['fail_on info', { ...minimal, checks: { drift: { fail_on: 'info' } } }, ['checks.drift.fail_on']],
    ['an empty fail_on list', { ...minimal, checks: { drift: { fail_on: [] } } }, ['checks.drift.fail_on']],
    ['an unknown class in fail_on', { ...minimal, checks: { drift: { fail_on: ['tool_removed', 'tool_deleted'] } } }, ['checks.drift.fail_on']],
    ['an unknown class in severity', { ...minimal, checks: { drift: { severity: { tool_deleted: 'high' } } } }, ['checks.drift.severity']],
    ['an unknown severity', { ...minimal, checks: { drift: { severity: { tool_removed: 'critical' } } } }, ['checks.drift.severity.tool_removed']],
    ['an unknown top-level key', { ...minimal, reporter: 'junit' }, ['']],
    ['an unknown nested key', { ...minimal, checks: { collision: { treshold: 0.5 } } }, ['checks.collision']],
    ['an output tool without name', { ...minimal, checks: { drift: { output: { tools: [{ args: {} }] } } } }, ['checks.drift.output.tools.0.name']],
    ['a suite without cases', { ...minimal, suites: [{ tool: 't' }] }, ['suites.0.cases']],
    ['a suite with no cases', { ...minimal, suites: [{ tool: 't', cases: [] }] }, ['suites.0.cases']],
    [
      'duplicate case names',
      { ...minimal, suites: [{ tool: 't', cases: [{ name: 'a' }, { name: 'a' }] }] },
      ['suites.0.cases.1.name'],
    ],
    ['a jsonpath not starting with $', { ...minimal, suites: [{ tool: 't', cases: [{ name: 'a', expect: { jsonpath: { 'a.b': 1 } } }] }] }, ['suites.0.cases.0.expect.jsonpath.a.b']],
    ['an empty operator object', { ...minimal, suites: [{ tool: 't', cases: [{ name: 'a', expect: { jsonpath: { $: {} } } }] }] }, ['suites.0.cases.0.expect.jsonpath.$']],
    ['a misspelt operator', { ...minimal, suites: [{ tool: 't', cases: [{ name: 'a', expect: { jsonpath: { $: { equal: 1 } } } }] }] }, ['suites.0.cases.0.expect.jsonpath.$']],
    ['an invalid regex', { ...minimal, suites: [{ tool: 't', cases: [{ name: 'a', expect: { jsonpath: { $: { matches: '(' } } } }] }] }, ['suites.0.cases.0.expect.jsonpath.$.matches']],
    ['an unknown json type', { ...minimal, suites: [{ tool: 't', cases: [{ name: 'a', expect: { jsonpath: { $: { type: 'float' } } } }] }] }, ['suites.0.cases.0.expect.jsonpath.$']],
    ['an unknown header placement', { ...minimal, review: { header_placement: 'loose' } }, ['review.header_placement']],
    ['a context without name', { ...minimal, review: { contexts: [{ hidden: ['x'] }] } }, ['review.contexts.0.name']],
    ['an invalid context header name', { ...minimal, review: { contexts: [{ name: 'a', headers: { 'Bad Header': 'v' } }] } }, ['review.contexts.0.headers.Bad Header']],
    ['duplicate context names', { ...minimal, review: { contexts: [{ name: 'a' }, { name: 'a' }] } }, ['review.contexts.1.name']],
    ['isolated_from naming no context', { ...minimal, review: { contexts: [{ name: 'a', isolated_from: 'b' }] } }, ['review.contexts.0.isolated_from']],
    ['isolated_from naming itself', { ...minimal, review: { contexts: [{ name: 'a', isolated_from: 'a' }] } }, ['review.contexts.0.isolated_from']],
    ['an unknown review key', { ...minimal, review: { contexts: [], placement: 'spec' } }, ['review']],
    ['a fractional error code', { ...minimal, suites: [{ tool: 't', cases: [{ name: 'a', expect: { protocol_error_code: 1.5 } }] }] }, ['suites.0.cases.0.expect.protocol_error_code']],
  ])('%s', (_, input, paths) => {
    expect(issuePaths(input)).toEqual(paths);
  });
});
