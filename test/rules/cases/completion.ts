import type { CaseBook, CaseEvidence } from '../tester.js';
import type { CompletionEvidence, CompletionRecord, ContextRecord } from '../../../src/snapshot/review.js';
import { okTool, snapshot } from '../../support/snapshot.js';

/** What the server lists on the default connection: reports per tenant, and an admin tool. */
const TOOLS = ['get_report', 'list_tenants', 'delete_tenant'];
const surface = () => snapshot(TOOLS.map((name) => okTool(name)), { capabilities: { tools: {}, prompts: {}, resources: {}, completions: {} } });

/** One `completion/complete` answer as the server sent it. */
const answer = (completion: Record<string, unknown>, at: Partial<CompletionRecord> = {}): CompletionRecord => ({
  context: 'default',
  kind: 'prompt',
  ref: 'summarize_tenant',
  argument: 'tenant',
  outcome: 'result',
  result: { completion },
  ...at,
});

const failure = (code: number, message: string, at: Partial<CompletionRecord> = {}): CompletionRecord => ({
  context: 'default',
  kind: 'prompt',
  ref: 'summarize_tenant',
  argument: 'tenant',
  outcome: 'error',
  error: { code, message },
  ...at,
});

const REJECTED: CompletionEvidence['unknownReference'] = { outcome: 'error', error: { code: -32602, message: 'Prompt mcpward-no-such-prompt not found' } };

/** Completions on the default connection; the unknown reference is rejected as it should be unless given. */
const completions = (requests: CompletionRecord[], unknownReference: CompletionEvidence['unknownReference'] = REJECTED): CaseEvidence => ({
  snapshot: surface(),
  completions: { advertised: true, requests, ...(unknownReference ? { unknownReference } : {}), capped: 0 },
});

const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${String(i).padStart(3, '0')}`);

/** A well-behaved answer for the prompt argument and both variables of a resource template. */
const WELL_FORMED = [
  answer({ values: ['acme', 'initech'], total: 2, hasMore: false }),
  answer({ values: ['q1-revenue', 'q2-revenue'] }, { kind: 'resource_template', ref: 'reports://{tenant}/{report}', argument: 'report' }),
  answer({ values: ['acme', 'initech'], total: 2, hasMore: false }, { kind: 'resource_template', ref: 'reports://{tenant}/{report}', argument: 'tenant' }),
];

/** A caller context as `mcpward review` records it; it sees the default tools unless told otherwise. */
const context = (name: string, extra: Partial<ContextRecord> = {}): ContextRecord => ({ name, hidden: [], tools: [...TOOLS], listComplete: true, ...extra });
const contextCompletions = (name: string, values: string[]): CompletionEvidence => ({ advertised: true, requests: [answer({ values }, { context: name })], capped: 0 });
const contexts = (...list: ContextRecord[]): CaseEvidence => ({ snapshot: surface(), completions: { advertised: true, requests: WELL_FORMED, unknownReference: REJECTED, capped: 0 }, contexts: list });

/** The viewer must never see the admin tool nor the other tenant's name. */
const viewer = (extra: Partial<ContextRecord> = {}) =>
  context('viewer', { hidden: ['delete_tenant', 'globex'], tools: ['get_report', 'list_tenants'], completions: contextCompletions('viewer', ['acme', 'initech']), ...extra });

export const completionCases: CaseBook = {
  completion_answers: {
    valid: [
      { name: 'every prompt argument and template variable answers', evidence: completions(WELL_FORMED) },
      { name: 'an empty values array is an answer', evidence: completions([answer({ values: [] })]) },
      { name: 'completions not advertised: not checked', evidence: { snapshot: snapshot([okTool('get_report')]), completions: { advertised: false, requests: [], capped: 0 } } },
    ],
    invalid: [
      { name: 'an internal error for an advertised argument', evidence: completions([WELL_FORMED[0]!, failure(-32603, 'Internal error', { kind: 'resource_template', ref: 'reports://{tenant}/{report}', argument: 'report' })]) },
      { name: 'a result without a completion object', evidence: completions([{ ...answer({}), result: { values: ['acme'] } }]) },
      { name: 'a value that is not a string', evidence: completions([answer({ values: ['acme', 42] })]) },
      { name: 'no answer in time', evidence: completions([{ context: 'default', kind: 'prompt', ref: 'summarize_tenant', argument: 'tenant', outcome: 'timeout' }]) },
    ],
  },

  completion_values_limit: {
    valid: [{ name: '100 values with hasMore and a total', evidence: completions([answer({ values: names('tenant', 100), total: 340, hasMore: true })]) }],
    invalid: [
      { name: '150 values, even with hasMore and a total', evidence: completions([answer({ values: names('tenant', 150), total: 340, hasMore: true })]) },
      { name: '101 values without hasMore', evidence: completions([answer({ values: names('tenant', 101) })]), also: ['completion_total_consistent'] },
    ],
  },

  completion_total_consistent: {
    valid: [
      { name: 'total equals the values and hasMore is false', evidence: completions([answer({ values: ['acme', 'initech', 'globex'], total: 3, hasMore: false })]) },
      { name: 'hasMore true with a larger total', evidence: completions([answer({ values: names('tenant', 100), total: 340, hasMore: true })]) },
    ],
    invalid: [
      { name: 'total smaller than the values returned', evidence: completions([answer({ values: ['acme', 'initech', 'globex'], total: 1 })]) },
      { name: 'hasMore false but total larger', evidence: completions([answer({ values: ['acme', 'initech'], total: 5, hasMore: false })]) },
      { name: 'hasMore true but total equal to the values', evidence: completions([answer({ values: ['acme', 'initech'], total: 2, hasMore: true })]) },
      { name: 'hasMore as the string "false"', evidence: completions([answer({ values: ['acme'], hasMore: 'false' })]) },
      { name: 'a fractional total', evidence: completions([answer({ values: ['acme'], total: 1.5 })]) },
    ],
  },

  completion_unknown_reference: {
    valid: [{ name: 'an unknown prompt gets -32602', evidence: completions(WELL_FORMED) }],
    invalid: [
      { name: 'an empty list for an unknown prompt', evidence: completions(WELL_FORMED, { outcome: 'result', result: { completion: { values: [] } } }) },
      { name: 'an internal error instead of -32602', evidence: completions(WELL_FORMED, { outcome: 'error', error: { code: -32603, message: 'Cannot read properties of undefined' } }) },
      { name: 'no answer in time', evidence: completions(WELL_FORMED, { outcome: 'timeout' }) },
    ],
  },

  // Information only (`reports: 'pass'`): it fires by stating what a context sees.
  context_tool_visibility: {
    valid: [
      { name: 'no context configured', evidence: contexts() },
      { name: 'a context not attempted over stdio', evidence: contexts(context('viewer', { tools: [], listComplete: false, skipped: 'only headers are configured and the server is reached over stdio' })) },
    ],
    invalid: [
      { name: 'a viewer that sees fewer tools than the default', evidence: contexts(viewer()) },
      { name: 'a context the server refused sees nothing', evidence: contexts(context('anonymous', { tools: [], refused: 'HTTP 401' })) },
    ],
  },

  context_hidden_tool: {
    valid: [
      { name: 'the viewer does not list the admin tool', evidence: contexts(viewer()) },
      { name: 'an incomplete listing is not judged', evidence: contexts(viewer({ tools: ['get_report'], listComplete: false })) },
    ],
    invalid: [
      { name: 'the viewer lists the admin tool', evidence: contexts(viewer({ tools: [...TOOLS] })) },
      { name: 'the admin tool listed next to a viewer-only tool', evidence: contexts(viewer({ tools: ['get_report', 'list_tenants', 'export_report', 'delete_tenant'] })) },
    ],
  },

  context_hidden_suggestion: {
    valid: [
      { name: 'the viewer is suggested only its own tenants', evidence: contexts(viewer()) },
      {
        name: 'an isolated tenant is not suggested the other tenant’s tool',
        evidence: contexts(
          context('tenant-a', { tools: ['get_report'], isolatedFrom: 'tenant-b', completions: contextCompletions('tenant-a', ['acme']) }),
          context('tenant-b', { tools: ['get_report', 'globex_billing'], completions: contextCompletions('tenant-b', ['globex']) }),
        ),
      },
    ],
    invalid: [
      { name: 'a hidden tenant suggested verbatim', evidence: contexts(viewer({ completions: contextCompletions('viewer', ['acme', 'globex', 'initech']) })) },
      { name: 'a suggestion that contains a hidden name', evidence: contexts(viewer({ completions: contextCompletions('viewer', ['acme', 'globex-prod']) })) },
      {
        name: 'an isolated tenant suggested the other tenant’s tool',
        evidence: contexts(
          context('tenant-a', { tools: ['get_report'], isolatedFrom: 'tenant-b', completions: contextCompletions('tenant-a', ['acme', 'globex_billing']) }),
          context('tenant-b', { tools: ['get_report', 'globex_billing'], completions: contextCompletions('tenant-b', ['globex']) }),
        ),
      },
    ],
  },
};
