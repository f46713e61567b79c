import { describe, expect, it } from 'vitest';
import { ruleMeta } from '../../src/rules/index.js';
import { stdioServerConfig } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';
import { CONFORMING_SUITES, QUICK, byRule, reviewHttp, reviewJson, reviewStdio, row, statuses } from '../support/review.js';
import type { RuleId } from '../../src/rules/index.js';

const ruleFamily = (id: string) => ruleMeta(id).family;
const MODERN_ONLY = ['Non-object structured output', 'Unsafe header', 'Nested header annotation', 'Encoded header values', 'Integer header values', 'Header and body parity'];
const REVIEWED = ['get_report', 'list_regions', 'query_region'];

describe('mcpward review: a conforming 2026-07-28 server', () => {
  it('over stdio: approves with full evidence; the viewer context (env) sees no admin tool and no hidden suggestion', async () => {
    const { code, report, review } = await reviewJson({
      server: reviewStdio('review'),
      suites: CONFORMING_SUITES,
      review: { tools: REVIEWED, contexts: [{ name: 'viewer', env: { REVIEW_ROLE: 'viewer' }, hidden: ['admin_purge', 'globex', 'initech'] }] },
    });
    expect(review.verdict.value, JSON.stringify(review.verdict)).toBe('approve');
    expect(code).toBe(0);
    expect(statuses(report, 'review_verdict')).toEqual(['pass']);
    expect(statuses(report, 'review_discovery')).toEqual(['pass']);
    expect(byRule(report, 'review_evidence').map((f) => [f.subject?.name, f.status])).toEqual(REVIEWED.map((t) => [t, 'pass']));

    expect(review.admission.map((a) => [a.tool, a.verdict])).toEqual([
      ['query_region', 'ADMIT'],
      ['list_regions', 'ADMIT'],
      ['get_report', 'ADMIT'],
      ['admin_purge', 'ADMIT'],
    ]);
    expect(review.headers.tools).toEqual([
      {
        tool: 'query_region',
        verdict: 'ADMIT',
        declarations: [
          { header: 'Limit', at: 'inputSchema.properties.limit', type: 'integer' },
          { header: 'Region', at: 'inputSchema.properties.region', type: 'string' },
        ],
      },
    ]);
    // Completions as every caller sees them: the default (admin) gets every tenant, the viewer only its own.
    expect(review.completion.requests.map((r) => [r.kind, r.ref, r.argument, r.values])).toEqual([
      ['prompt', 'summarize_tenant', 'tenant', 3],
      ['resource_template', 'tenant://{tenant}/report', 'tenant', 3],
    ]);
    expect(review.completion.unknownReference).toBe('error -32602');
    expect(review.completion.contexts).toEqual([
      { name: 'viewer', status: 'ok', visible: 3, missing: ['admin_purge'], extra: [], hidden: ['admin_purge', 'globex', 'initech'], leakedTools: [], leakedSuggestions: [] },
    ]);
    expect(statuses(report, 'context_hidden_tool')).toEqual(['pass']);
    expect(statuses(report, 'context_hidden_suggestion')).toEqual(['pass']);
    expect(statuses(report, 'context_tool_visibility')).toEqual(['pass']);
    expect(byRule(report, 'completion_answers').every((f) => f.status === 'pass')).toBe(true);
    expect(statuses(report, 'completion_values_limit')).toEqual(['pass', 'pass']);
    expect(statuses(report, 'completion_total_consistent')).toEqual(['pass', 'pass']);
    expect(statuses(report, 'completion_unknown_reference')).toEqual(['pass']);

    // stdio has no HTTP boundary: those rows and probes say so instead of passing.
    expect(row(review, 'Header and body parity')).toMatchObject({ status: 'not-applicable', observed: '"Streamable HTTP only (the server is reached over stdio)"' });
    expect(byRule(report, 'boundary_header_rejected').every((f) => f.status === 'skip')).toBe(true);
    for (const check of ['Non-object structured output', 'Output mismatch', 'Error output mismatch', 'Unsafe header', 'Nested header annotation', 'Encoded header values', 'Integer header values', 'Mixed content', 'Completion isolation', 'Error layering']) {
      expect(row(review, check).status, check).toBe('pass');
    }
    expect(row(review, 'Mixed content').observed).toContain('"image" ×1, "resource_link" ×1, "resource" ×1');
    expect(row(review, 'Error layering').observed).toBe('unknown tool: JSON-RPC error -32602; isError results from: "get_report", "list_regions", "query_region"');
    expect(row(review, 'Empty cursor').status).toBe('not-applicable');
    expect(review.admission[1]).toEqual({ tool: 'list_regions', verdict: 'ADMIT', reason: 'well-formed (JSON Schema 2020-12, the default)', dialect: '2020-12', hints: { readOnlyHint: true, openWorldHint: false } });
    expect(review.resultLimits).toEqual({ maxResultBytes: 1048576, maxMediaBytes: 5242880, errorOutputContract: true });
    expect(review.pagination[0]?.secondListing).toBe('the same 4 tool(s) in the same order');
    expect(report.findings.filter((f) => f.status === 'fail')).toEqual([]);
    expect(review.pagination.map((l) => [l.list, l.stop, l.pages.map((p) => [p.cursorSent, p.nextCursor])])).toEqual([
      ['tools', 'end', [[null, undefined]]],
      ['prompts', 'end', [[null, undefined]]],
      ['resources', 'end', [[null, undefined]]],
      ['resourceTemplates', 'end', [[null, undefined]]],
    ]);
  });

  it('over HTTP: every boundary probe gets its answer, contexts by header, no secret or argument value in the output', async () => {
    const server = await reviewHttp('review');
    const { code, report, review, stdout } = await reviewJson(
      {
        server: { transport: 'http', url: server.url, headers: { Authorization: 'Bearer ${ADMIN_TOKEN}' } },
        suites: CONFORMING_SUITES,
        review: {
          tools: REVIEWED,
          contexts: [
            { name: 'viewer', headers: { Authorization: 'Bearer viewer-token' }, hidden: ['admin_purge', 'globex', 'initech'] },
            { name: 'isolated', headers: { Authorization: 'Bearer viewer-token' }, isolated_from: 'admin' },
            { name: 'admin', headers: { Authorization: 'Bearer ${ADMIN_TOKEN}' } },
            { name: 'stranger', headers: { Authorization: 'Bearer unknown-token' }, hidden: ['admin_purge'] },
          ],
        },
      },
      { ADMIN_TOKEN: 'admin-token' },
    );
    expect(review.verdict.value, JSON.stringify(review.verdict)).toBe('approve');
    expect(code).toBe(0);

    const boundary = review.headers.boundary.map((b) => [b.probe, b.tool ?? '', b.observed, b.status]);
    expect(boundary).toEqual([
      ['header names in another case', '', 'HTTP 200, result', 'pass'],
      ['missing MCP-Protocol-Version', '', 'HTTP 400, -32020', 'pass'],
      ['duplicated MCP-Protocol-Version', '', 'HTTP 400, -32020', 'pass'],
      ['mismatched MCP-Protocol-Version', '', 'HTTP 400, -32020', 'pass'],
      ['missing Mcp-Method', '', 'HTTP 400, -32020', 'pass'],
      ['duplicated Mcp-Method', '', 'HTTP 400, -32020', 'pass'],
      ['mismatched Mcp-Method', '', 'HTTP 400, -32020', 'pass'],
      ['_meta protocol version missing', '', 'HTTP 400, -32602', 'pass'],
      ['unsupported protocol version', '', 'HTTP 400, -32022', 'pass'],
      ['GET on the MCP endpoint', '', expect.stringMatching(/^HTTP 405/), 'pass'],
      ['header names in another case (Mcp-Name)', 'get_report', 'HTTP 200, result', 'pass'],
      ['missing Mcp-Name', 'get_report', 'HTTP 400, -32020', 'pass'],
      ['duplicated Mcp-Name', 'get_report', 'HTTP 400, -32020', 'pass'],
      ['malformed Mcp-Name', 'get_report', 'HTTP 400, -32020', 'pass'],
      ['mismatched Mcp-Name', 'get_report', 'HTTP 400, -32020', 'pass'],
      ['header names in another case (Mcp-Param-Region)', 'query_region', 'HTTP 200, result', 'pass'],
      ['missing Mcp-Param-Region', 'query_region', 'HTTP 400, -32020', 'pass'],
      ['duplicated Mcp-Param-Region', 'query_region', 'HTTP 400, -32020', 'pass'],
      ['malformed Mcp-Param-Region', 'query_region', 'HTTP 400, -32020', 'pass'],
      ['mismatched Mcp-Param-Region', 'query_region', 'HTTP 400, -32020', 'pass'],
    ]);
    expect(statuses(report, 'boundary_header_case')).toEqual(['pass', 'pass', 'pass']);
    expect(statuses(report, 'boundary_meta_version')).toEqual(['pass']);
    expect(statuses(report, 'boundary_unsupported_version')).toEqual(['pass']);
    expect(statuses(report, 'boundary_get')).toEqual(['pass']);
    expect(row(review, 'Header and body parity')).toMatchObject({ status: 'pass' });
    // The non-ASCII region travelled as a sentinel-encoded header and the SDK server accepted it.
    expect(row(review, 'Encoded header values').observed).toMatch(/server accepted [1-9]\d* call\(s\) carrying a sentinel-encoded header/);

    // Header names and categories only: the Authorization value, argument values and encoded payloads never appear.
    expect(stdout).not.toContain('admin-token');
    expect(stdout).not.toContain('viewer-token');
    expect(stdout).not.toContain('unknown-token');
    const probes = JSON.stringify([review.headers.boundary, ...byRule(report, 'boundary_header_rejected'), ...byRule(report, 'boundary_header_case')]);
    for (const value of ['us-west1', 'select 1', 'acme', '=?base64?', 'mcpward-mismatch', 'Bearer']) expect(probes).not.toContain(value);
    expect(review.headers.boundary.find((b) => b.probe === 'missing Mcp-Name')?.headers).toEqual(['content-type', 'accept', 'authorization', 'MCP-Protocol-Version', 'Mcp-Method']);

    expect(review.completion.contexts.map((c) => [c.name, c.status, c.visible, c.missing, c.leakedTools, c.leakedSuggestions])).toEqual([
      ['viewer', 'ok', 3, ['admin_purge'], [], []],
      ['isolated', 'ok', 3, ['admin_purge'], [], []],
      ['admin', 'ok', 4, [], [], []],
      ['stranger', 'refused', 0, ['query_region', 'list_regions', 'get_report', 'admin_purge'], [], []],
    ]);
    // isolated_from: admin makes admin_purge (only admin sees it) a hidden name for `isolated`.
    expect(review.completion.contexts.find((c) => c.name === 'isolated')?.hidden).toEqual(['admin_purge']);
    expect(row(review, 'Completion isolation')).toMatchObject({ status: 'pass' });
  });

  it('refuses approval on successful calls alone: insufficient evidence, exit 1', async () => {
    const { code, report, review } = await reviewJson({ server: reviewStdio('review') });
    expect(review.verdict.value).toBe('insufficient-evidence');
    expect(code).toBe(1);
    expect(statuses(report, 'review_verdict')).toEqual(['fail']);
    const evidence = Object.fromEntries(byRule(report, 'review_evidence').map((f) => [f.subject?.name, [f.status, f.args.missing ?? null]]));
    // list_regions is read-only without arguments: sampled for latency, and probed with an undeclared argument.
    expect(evidence).toEqual({
      admin_purge: ['fail', 'both'],
      get_report: ['fail', 'both'],
      list_regions: ['pass', null],
      query_region: ['fail', 'both'],
    });
  });

  it('runs the families of run with their config: security included, a family switched off is absent', async () => {
    const on = await reviewJson({ server: reviewStdio('review'), suites: CONFORMING_SUITES });
    const families = (report: typeof on.report) => new Set(report.findings.map((f) => ruleFamily(f.rule)));
    expect(families(on.report)).toEqual(new Set(['compliance', 'schema', 'headers', 'security', 'errors', 'results', 'behavioral', 'latency', 'completion', 'review']));
    const off = await reviewJson({ server: reviewStdio('review'), suites: CONFORMING_SUITES, checks: { ...QUICK.checks, compliance: false, schema: false, headers: false, security: false } });
    expect([...families(off.report)].sort()).toEqual(['behavioral', 'completion', 'errors', 'latency', 'results', 'review']);
  });

  it('renders the review after the normal report in console and Markdown', async () => {
    const p = project({ ...QUICK, server: reviewStdio('review'), suites: CONFORMING_SUITES, review: { tools: REVIEWED } });
    const consoleRun = await runCli(['review'], { cwd: p.dir, timeoutMs: 90_000 });
    expect(consoleRun.code).toBe(0);
    const reviewAt = consoleRun.stdout.indexOf('CONTRACT REVIEW (protocol 2026-07-28, modern era, stdio)');
    expect(reviewAt).toBeGreaterThan(consoleRun.stdout.indexOf('Summary:'));
    expect(consoleRun.stdout).toContain('Verdict: APPROVE');
    for (const heading of ['Descriptor admission', 'Result contract', 'Parameter headers (policy placement)', 'Pagination trace', 'Completion', 'Verification matrix', 'Evidence']) {
      expect(consoleRun.stdout.slice(reviewAt)).toContain(heading);
    }
    const md = await runCli(['review', '--reporter', 'markdown'], { cwd: p.dir, timeoutMs: 90_000 });
    expect(md.code).toBe(0);
    expect(md.stdout).toMatch(/^## mcpward review/);
    expect(md.stdout).toContain('## Contract review · APPROVE');
    expect(md.stdout).toContain('| Check | Fixture | Expected | Observed | Status |');
    expect(md.stdout).toContain('| Empty cursor | nextCursor: "" | follow-up request sends the exact cursor |');
  });
});

describe('mcpward review: a server that gets every rule wrong', () => {
  const brokenConfig = (server: object, review: object = {}) => ({
    server,
    suites: [
      {
        tool: 'lookup',
        cases: [
          { name: 'known region', args: { region: 'us-west1', query: 'q' }, expect: { tool_is_error: false } },
          { name: 'unknown region', args: { region: 'mars', query: 'q' }, expect: { tool_is_error: true } },
        ],
      },
    ],
    review: { tools: ['lookup'], ...review },
  });

  it('over HTTP: rejects, with one precise reason per rejected descriptor and every boundary failure', async () => {
    const server = await reviewHttp('review-broken');
    const { code, report, review } = await reviewJson(
      brokenConfig({ transport: 'http', url: server.url }, { contexts: [{ name: 'viewer', headers: { Authorization: 'Bearer viewer-token' }, hidden: ['admin_purge', 'globex', 'initech'] }] }),
    );
    expect(review.verdict.value).toBe('reject');
    expect(code).toBe(1);

    expect(Object.fromEntries(review.admission.map((a) => [a.tool, a.verdict]))).toEqual({
      lookup: 'ADMIT',
      nested_region: 'REJECT',
      items_region: 'REJECT',
      oneof_region: 'REJECT',
      ref_region: 'REJECT',
      bad_name: 'REJECT',
      dup_names: 'REJECT',
      number_header: 'REJECT',
      unsafe_limit: 'REJECT',
      secret_header: 'REJECT',
      email_header: 'REJECT',
      output_header: 'REJECT',
      admin_purge: 'ADMIT',
    });
    const failedRule = (rule: RuleId) => byRule(report, rule).filter((f) => f.status === 'fail').map((f) => f.subject?.name).sort();
    expect(failedRule('header_placement')).toEqual(['items_region', 'nested_region', 'oneof_region', 'output_header', 'ref_region']);
    expect(failedRule('header_name_valid')).toEqual(['bad_name']);
    expect(failedRule('header_name_unique')).toEqual(['dup_names']);
    expect(failedRule('header_type_allowed')).toEqual(['number_header']);
    expect(failedRule('header_integer_range')).toEqual(['unsafe_limit']);
    expect(failedRule('header_sensitive_field')).toEqual(['email_header', 'secret_header']);

    // No header is ever compared with the body: every broken copy is served.
    expect(byRule(report, 'boundary_header_rejected').every((f) => f.status === 'fail')).toBe(true);
    expect(byRule(report, 'boundary_header_rejected').map((f) => `${f.args.category} ${f.args.header}`)).toEqual(
      expect.arrayContaining(['missing Mcp-Param-Region', 'mismatched Mcp-Param-Region', 'malformed Mcp-Name', 'duplicated Mcp-Method', 'missing MCP-Protocol-Version']),
    );
    expect(statuses(report, 'boundary_header_case')).toEqual(['pass', 'pass']);
    expect(statuses(report, 'boundary_meta_version')).toEqual(['fail']);
    expect(statuses(report, 'boundary_unsupported_version')).toEqual(['fail']);
    // boundary_get is low: under the default policy.fail_on (medium) it is reported as a warning.
    expect(statuses(report, 'boundary_get')).toEqual(['warn']);
    expect(row(review, 'Header and body parity').status).toBe('fail');

    // Results: structuredContent breaks the schema, an isError result drops it, the unknown tool is an isError result.
    expect(failedRule('structured_content_matches_schema')).toEqual(['lookup']);
    // error_result_output_contract is low: a warning under the default policy.fail_on (medium).
    expect(byRule(report, 'error_result_output_contract').filter((f) => f.status === 'warn').map((f) => f.subject?.name)).toEqual(['lookup']);
    expect(row(review, 'Output mismatch')).toMatchObject({ status: 'pass', observed: expect.stringContaining('server results rejected: "lookup"') });
    expect(row(review, 'Error output mismatch')).toMatchObject({ status: 'pass', observed: expect.stringContaining('server error results rejected: "lookup"') });
    expect(row(review, 'Error layering')).toMatchObject({ status: 'fail', severity: 'low', observed: expect.stringContaining('unknown tool: a result with isError: true') });

    // Pagination: the empty cursor is followed with exactly "".
    expect(review.pagination[0]).toMatchObject({ list: 'tools', stop: 'end', pages: [{ cursorSent: null, nextCursor: '' }, { cursorSent: '' }] });
    expect(row(review, 'Empty cursor')).toMatchObject({ status: 'pass', observed: expect.stringContaining('tools page 1 → page 2 sent cursor ""') });

    // Completions: too many values, totals that disagree, an unknown prompt answered, and leaks to the viewer.
    expect(failedRule('completion_values_limit')).toEqual(['summarize_tenant']);
    // completion_total_consistent is low: a warning under the default threshold.
    expect(byRule(report, 'completion_total_consistent').filter((f) => f.status === 'warn').map((f) => f.subject?.name).sort()).toEqual(['summarize_tenant', 'tenant://{tenant}/report']);
    expect(statuses(report, 'completion_unknown_reference')).toEqual(['warn']);
    expect(review.completion.unknownReference).toBe('a result with 0 value(s)');
    expect(byRule(report, 'context_hidden_tool')[0]).toMatchObject({ status: 'fail', args: { context: 'viewer', names: ['admin_purge'] } });
    expect(byRule(report, 'context_hidden_suggestion')[0]).toMatchObject({ status: 'fail', args: { context: 'viewer', names: ['globex', 'initech'] } });
    expect(row(review, 'Completion isolation').status).toBe('fail');
    expect(byRule(report, 'review_matrix').filter((f) => f.status === 'fail').map((f) => f.args.check).sort()).toEqual(['Completion isolation', 'Header and body parity']);
    // The unknown tool as an isError result is low in run (unknown_tool_error), so its row is low too: a warning.
    expect(byRule(report, 'review_matrix').filter((f) => f.status === 'warn').map((f) => [f.args.check, f.severity])).toEqual([['Error layering', 'low']]);
  });

  it('over stdio in spec placement: a nested properties chain is admitted, every other misplacement still rejected', async () => {
    const { code, review } = await reviewJson(brokenConfig(reviewStdio('review-broken'), { header_placement: 'spec' }));
    expect(code).toBe(1);
    const verdicts = Object.fromEntries(review.admission.map((a) => [a.tool, a.verdict]));
    expect(verdicts).toMatchObject({ nested_region: 'ADMIT', items_region: 'REJECT', oneof_region: 'REJECT', ref_region: 'REJECT', output_header: 'REJECT' });
    expect(review.admission.find((a) => a.tool === 'oneof_region')?.reason).toBe(
      'x-mcp-header "Region" at "inputSchema.properties.filter.oneOf.0.properties.region": not reached through a chain of properties keys (spec placement)',
    );
    expect(row(review, 'Header and body parity').status).toBe('not-applicable');
  });
});

describe('mcpward review: a review that cannot run', () => {
  it('exits 2 with the reason when the server cannot be reached', async () => {
    const p = project({ ...QUICK, server: { transport: 'http', url: 'http://127.0.0.1:9/mcp' }, timeouts: { connect_ms: 2000 } });
    const r = await runCli(['review', '--reporter', 'json'], { cwd: p.dir, timeoutMs: 30_000 });
    expect(r.code).toBe(2);
    const report = JSON.parse(r.stdout) as { completed: boolean; command: string; fatal?: { code: string }; review?: unknown };
    expect(report).toMatchObject({ completed: false, command: 'review', fatal: { code: 'connect' } });
    expect(report.review).toBeUndefined();
  });
});

describe('mcpward review: a legacy server', () => {
  const legacyChecks = (review: { era: string; matrix: Array<{ check: string; status: string; observed: string }> }) => {
    expect(review.era).toBe('legacy');
    for (const check of MODERN_ONLY) expect(review.matrix.find((r) => r.check === check), check).toMatchObject({ status: 'not-applicable', observed: 'not applicable to "2025-11-25"' });
  };

  it('over stdio: modern-only rows and rules are not applicable, never passes', async () => {
    const { report, review } = await reviewJson({ server: stdioServerConfig('legacy') });
    legacyChecks(review);
    for (const rule of ['header_name_valid', 'header_placement', 'header_sensitive_field', 'boundary_header_rejected', 'boundary_get'] as const) {
      expect(statuses(report, rule).every((s) => s === 'skip'), rule).toBe(true);
    }
    expect(review.headers).toMatchObject({ applicable: false, note: 'not applicable to 2025-11-25' });
  });

  it('over HTTP: the boundary probes are not sent to a legacy server', async () => {
    const server = await reviewHttp('legacy');
    const { report, review } = await reviewJson({ server: { transport: 'http', url: server.url } });
    legacyChecks(review);
    expect(byRule(report, 'boundary_header_rejected')).toMatchObject([{ status: 'skip', args: { reason: 'not-applicable', version: '2025-11-25' }, message: expect.stringContaining('not applicable to 2025-11-25') }]);
  });
});
