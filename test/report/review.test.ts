import { describe, expect, it } from 'vitest';
import type { ReviewData } from '../../src/checks/review/index.js';
import { completionTargets, templateVariables } from '../../src/run/completions.js';
import { renderReviewConsole, renderReviewMarkdown } from '../../src/report/review.js';
import { targetFor } from '../../src/run/collector.js';
import { item } from '../support/snapshot.js';

// Hostile server text in every place the review shows it.
const HOSTILE = 'evil\u001b[31m|red</td><script>x</script>](javascript:alert(1)) @admin\u200b\u{E0041}\nline';

function review(overrides: Partial<ReviewData> = {}): ReviewData {
  return {
    protocolVersion: '2026-07-28',
    era: 'modern',
    transport: 'http',
    verdict: { value: 'reject', causes: [{ code: 'findings_failed', count: 1, rules: [HOSTILE] }] },
    admission: [
      {
        tool: HOSTILE,
        verdict: 'REJECT',
        reason: `x-mcp-header ${JSON.stringify(HOSTILE)} at inputSchema.properties.a: the name has characters outside HTTP token characters (tchar)`,
        dialect: '2020-12',
        hints: { title: HOSTILE, readOnlyHint: true },
      },
    ],
    resultLimits: { maxResultBytes: 1048576, maxMediaBytes: 5242880, errorOutputContract: true },
    results: [{ tool: HOSTILE, reviewed: true, successes: 1, failures: 0, rules: [{ rule: 'content_blocks_valid', status: 'fail' }] }],
    headers: {
      placement: 'policy',
      applicable: true,
      tools: [{ tool: HOSTILE, verdict: 'REJECT', reason: HOSTILE, declarations: [] }],
      boundary: [{ probe: `missing Mcp-Param-${HOSTILE}`, tool: HOSTILE, expected: 'HTTP 400, -32020', observed: 'HTTP 200, result', headers: ['authorization', 'Mcp-Method'], status: 'fail' }],
    },
    pagination: [
      {
        list: 'tools',
        stop: 'end',
        pages: [
          { page: 1, cursorSent: null, nextCursor: '', items: 2 },
          { page: 2, cursorSent: '', nextCursor: HOSTILE, items: 1 },
          { page: 3, cursorSent: HOSTILE, items: 0 },
        ],
        duplicates: [HOSTILE],
      },
    ],
    completion: {
      advertised: true,
      requests: [{ kind: 'prompt', ref: HOSTILE, argument: 'tenant', outcome: 'result', values: 2, total: 2, hasMore: false, examples: [HOSTILE, 'acme'] }],
      unknownReference: 'result',
      capped: 0,
      debounce: 'one request at a time',
      rateLimited: 0,
      contexts: [{ name: 'viewer', status: 'ok', visible: 1, missing: [HOSTILE], extra: [], hidden: ['globex'], leakedTools: [], leakedSuggestions: ['globex'] }],
    },
    matrix: [{ check: 'Completion isolation', fixture: 'low-privilege caller', expected: 'no privileged suggestion returned', observations: [{ code: 'leaked', leaks: [{ context: HOSTILE, kind: 'suggestion', names: [HOSTILE, 'globex'] }] }], status: 'fail' }],
    evidence: { discovery: { complete: true, pages: 3, stop: 'end' }, tools: [{ tool: HOSTILE, successes: 1, failures: 0, sufficient: false }] },
    ...overrides,
  };
}

describe('renderReviewConsole', () => {
  const text = renderReviewConsole(review(), { color: false });

  it('shows every section', () => {
    for (const heading of ['CONTRACT REVIEW', 'Descriptor admission', 'Result contract', 'Parameter headers (policy placement)', 'Pagination trace', 'Completion', 'Verification matrix', 'Evidence']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('Verdict: REJECT');
    expect(text).toContain('limits: result ≤ 1048576 bytes of JSON');
    expect(text).toContain('dialect 2020-12; hints (untrusted): title=');
  });

  it('never writes an escape, control or invisible character raw', () => {
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u200b]|\u{E0041}/u);
    expect(text).toContain('<U+001B>');
    expect(text).toContain('<U+200B>');
  });

  it('writes a matrix row from its observations, each server value quoted', () => {
    expect(text).toMatch(/observed: leaked: "evil<U\+001B>\[31m\|red.*" got suggestion\(s\) ".*", "globex"/);
  });

  it('prints every cursor exactly, keeping "" and absence apart', () => {
    expect(text).toContain('page 1: cursor sent null, nextCursor "", 2 item(s)');
    expect(text).toContain('page 2: cursor sent "", nextCursor ');
    expect(text).toMatch(/page 3: cursor sent .*, nextCursor \(absent\), 0 item\(s\)/);
  });
});

describe('renderReviewMarkdown', () => {
  const md = renderReviewMarkdown(review());

  it('has a section per part of the review, and the matrix with every column', () => {
    for (const heading of ['## Contract review · REJECT', '### Descriptor admission', '### Result contract', '### Parameter headers', '### Pagination trace', '### Completion', '### Verification matrix', '### Evidence']) {
      expect(md).toContain(heading);
    }
    expect(md).toContain('| Check | Fixture | Expected | Observed | Status |');
    expect(md).toContain('| Page | Cursor sent | nextCursor | Items |');
  });

  it('lets no server text become HTML, a link, a mention or a new table cell', () => {
    expect(md).not.toContain('<script>');
    expect(md).not.toContain('</td>');
    expect(md).not.toContain('](javascript:');
    expect(md).not.toMatch(/(^|[^`])@admin/m);
    // Every table row keeps its column count: a pipe from the server is escaped.
    for (const line of md.split('\n').filter((l) => l.startsWith('| Completion isolation'))) expect(line.split(/(?<!\\)\|/).length).toBe(7);
  });

  it('marks a legacy server headers section as not applicable', () => {
    const legacy = renderReviewMarkdown(review({ era: 'legacy', headers: { placement: 'policy', applicable: false, note: 'not applicable to 2025-11-25', tools: [], boundary: [] } }));
    expect(legacy).toContain('not applicable to 2025-11-25');
  });
});

describe('completion targets', () => {
  it.each<[string, string[]]>([
    ['tenant://{tenant}/report', ['tenant']],
    ['file:///{+path}', ['path']],
    ['search{?q,page}', ['q', 'page']],
    ['x://{name:3}/{list*}/{#frag}/{name}', ['name', 'list', 'frag']],
    ['no-variables', []],
  ])('%s has variables %j', (template, names) => {
    expect(templateVariables(template)).toEqual(names);
  });

  it('asks for every prompt argument and every template variable, with an empty prefix', () => {
    const targets = completionTargets({
      prompts: [item({ name: 'p', arguments: [{ name: 'a' }, { name: 'b' }] }), item({ name: 'no-args' })],
      resourceTemplates: [item({ uriTemplate: 'r://{x}' })],
    });
    expect(targets.map((t) => [t.kind, t.ref, t.argument])).toEqual([
      ['prompt', 'p', 'a'],
      ['prompt', 'p', 'b'],
      ['resource_template', 'r://{x}', 'x'],
    ]);
    expect(targets[2]!.params).toEqual({ ref: { type: 'ref/resource', uri: 'r://{x}' }, argument: { name: 'x', value: '' } });
  });
});

describe('targetFor (authorization contexts)', () => {
  const context = { name: 'viewer', headers: {} as Record<string, string>, env: {} as Record<string, string>, hidden: [] };

  it('gives a stdio context its own environment, and needs one', () => {
    const stdio = { transport: 'stdio' as const, command: 'node', args: [], env: { PATH: '/bin', ROLE: 'admin' } };
    expect(targetFor(stdio, { ...context, headers: { Authorization: 'x' } })).toBe('over stdio a context needs `env` (its `headers` apply to HTTP only)');
    expect(targetFor(stdio, { ...context, env: { ROLE: 'viewer' } })).toEqual({ ...stdio, env: { PATH: '/bin', ROLE: 'viewer' } });
  });

  it('puts an http context\'s headers over the server headers, ignoring case', () => {
    const http = { transport: 'http' as const, url: 'http://127.0.0.1/mcp', headers: { authorization: 'Bearer admin', 'X-Tenant': 't' } };
    expect(targetFor(http, { ...context, env: { ROLE: 'x' } })).toBe('over http a context needs `headers` (its `env` applies to a server mcpward starts)');
    expect(targetFor(http, { ...context, headers: { Authorization: 'Bearer viewer' } })).toEqual({ ...http, headers: { 'X-Tenant': 't', Authorization: 'Bearer viewer' } });
  });
});
