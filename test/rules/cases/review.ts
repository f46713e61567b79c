import type { CaseBook, CaseEvidence } from '../tester.js';
import type { CallRecord } from '../../../src/snapshot/calls.js';
import type { BoundaryRecord } from '../../../src/snapshot/review.js';
import type { ListTrace, Snapshot } from '../../../src/snapshot/types.js';
import { record } from '../../support/calls.js';
import { exchange, okTool, snapshot } from '../../support/snapshot.js';

const lookupOrder = {
  name: 'lookup_order',
  description: 'Look up an order by its id.',
  inputSchema: { type: 'object', properties: { order_id: { type: 'string', description: 'The order id' } }, required: ['order_id'] },
};
const text = (t: string) => [{ type: 'text', text: t }];

/** The suite's two cases for a tool: one that succeeds and one the tool reports as failed. */
const succeeded = (tool: string) => record({ tool, case: { suite: 0, index: 0, name: 'a known order' }, arguments: { order_id: 'A-1001' } }, 'ok', { result: { content: text('{"status":"shipped"}') } });
const failedCase = (tool: string) =>
  record({ tool, case: { suite: 0, index: 1, name: 'an unknown order' }, arguments: { order_id: 'Z-0000' } }, 'tool', { result: { content: text('Order Z-0000 not found'), isError: true } });
/** The invalid-arguments probe, answered with a JSON-RPC error. */
const invalidArgs = (tool: string) => record({ tool, purpose: 'probe-invalid-args', arguments: {}, violation: 'missing required property order_id' }, 'protocol', { code: -32602 });
/** The unknown-tool probe, answered with -32602 as it should be. */
const unknownTool = (layer: CallRecord['layer'] = 'protocol', result?: unknown) =>
  record({ tool: 'mcpward-probe-no-such-tool', purpose: 'probe-unknown-tool', basis: 'nonexistent-tool', group: 'probe-unknown-tool' }, layer, { code: -32602, ...(result ? { result } : {}) });

/** Everything a review needs of one tool: the listing, a success, a failure and the probes. */
const sufficient = (overrides: Partial<Snapshot> = {}): CaseEvidence => ({
  snapshot: snapshot([lookupOrder], overrides),
  records: [unknownTool(), succeeded('lookup_order'), failedCase('lookup_order')],
});

const MODERN = { era: 'modern', protocolVersion: '2026-07-28', transport: 'http' } as const;
const queryRegion = {
  name: 'query_region',
  description: 'Run a read-only query against one region.',
  inputSchema: { type: 'object', properties: { region: { type: 'string', description: 'Region id', 'x-mcp-header': 'Region' }, query: { type: 'string', description: 'SQL' } }, required: ['region', 'query'] },
};
const SENT = { verb: 'POST' as const, method: 'tools/call', headerNames: ['content-type', 'accept', 'mcp-protocol-version', 'mcp-method', 'mcp-name', 'mcp-param-region'] };
const probe = (kind: BoundaryRecord['kind'], status: number, code: number | null, header?: string, category?: BoundaryRecord['category']): BoundaryRecord => ({
  kind,
  tool: 'query_region',
  ...(header ? { header } : {}),
  ...(category ? { category } : {}),
  sent: SENT,
  response: { status, code, message: code === null ? 'result' : 'error' },
});
/** A Streamable HTTP server on 2026-07-28 with one header-mapped tool and its boundary probes. */
const modern = (boundary: BoundaryRecord[]): CaseEvidence => ({
  snapshot: snapshot([queryRegion], MODERN),
  records: [unknownTool(), succeeded('query_region'), failedCase('query_region')],
  boundary,
});
const PARITY_HELD = [probe('case', 200, null), probe('header', 400, -32020, 'Mcp-Param-Region', 'missing'), probe('header', 400, -32020, 'Mcp-Param-Region', 'mismatched'), probe('header', 400, -32020, 'Mcp-Name', 'duplicated')];

const PAGE_2 = 'cGFnZTI=';

/**
 * `lookup_order` on page 1, then how the listing went on: `end` lists `list_orders` on page 2 and
 * stops; `error` fails page 2; `cursor-loop` lists page 2 and hands back page 1's cursor again;
 * `page-cap` keeps answering empty pages with a fresh cursor until mcpward's 1000-page limit.
 */
function listed(how: 'end' | 'error' | 'cursor-loop' | 'page-cap'): CaseEvidence {
  const tools = how === 'error' ? [lookupOrder] : [lookupOrder, okTool('list_orders')];
  const base = snapshot(tools);
  const pages: ListTrace['pages'] = [{ cursorSent: null, nextCursor: PAGE_2, itemCount: 1, exchangeSeq: 1 }];
  if (how === 'end') pages.push({ cursorSent: PAGE_2, nextCursor: undefined, itemCount: 1, exchangeSeq: 2 });
  if (how === 'cursor-loop') pages.push({ cursorSent: PAGE_2, nextCursor: PAGE_2, itemCount: 1, exchangeSeq: 2 });
  if (how === 'page-cap') {
    pages.push({ cursorSent: PAGE_2, nextCursor: 'c3', itemCount: 1, exchangeSeq: 2 });
    for (let n = 3; n <= 1000; n++) pages.push({ cursorSent: `c${n}`, nextCursor: `c${n + 1}`, itemCount: 0, exchangeSeq: n });
  }
  const trace: ListTrace = how === 'error' ? { stop: 'error', pages, errorSeq: 2 } : { stop: how, pages };
  const s: Snapshot = {
    ...base,
    tools: base.tools.map((t, i) => ({ ...t, page: i })),
    lists: { ...base.lists, tools: trace },
    exchanges: [
      ...base.exchanges,
      ...(how === 'error' ? [exchange({ seq: 2, method: 'tools/list', params: { cursor: PAGE_2 }, outcome: 'error', error: { code: -32603, message: 'Internal error' } })] : []),
    ],
  };
  const records = [unknownTool(), ...tools.flatMap((t) => [succeeded(t.name), failedCase(t.name)])];
  return { snapshot: s, records };
}

export const reviewCases: CaseBook = {
  review_matrix: {
    valid: [
      { name: 'unknown tool as a JSON-RPC error, a business failure as isError (legacy)', evidence: sufficient() },
      { name: 'header parity held on a 2026-07-28 server', evidence: modern(PARITY_HELD) },
    ],
    invalid: [
      {
        name: 'the unknown tool answered with an isError result',
        evidence: { ...sufficient(), records: [unknownTool('tool', { content: text('Unknown tool: mcpward-probe-no-such-tool'), isError: true }), succeeded('lookup_order'), failedCase('lookup_order')] },
        also: ['review_verdict'],
        findings: [{ status: 'fail', severity: 'high', args: { check: 'Error layering' } }, { rule: 'review_verdict', args: { verdict: 'reject' } }],
      },
      {
        name: 'the unknown tool answered with a successful result',
        evidence: { ...sufficient(), records: [unknownTool('ok', { content: text('[]') }), succeeded('lookup_order'), failedCase('lookup_order')] },
        also: ['review_verdict'],
        findings: [{ status: 'fail', severity: 'high', args: { check: 'Error layering' } }, { rule: 'review_verdict', args: { verdict: 'reject' } }],
      },
      {
        name: 'a mismatched Mcp-Param-Region copy served with HTTP 200',
        evidence: modern([probe('case', 200, null), probe('header', 400, -32020, 'Mcp-Param-Region', 'missing'), probe('header', 200, null, 'Mcp-Param-Region', 'mismatched')]),
        also: ['review_verdict'],
        findings: [{ status: 'fail', severity: 'high', args: { check: 'Header and body parity' } }, { rule: 'review_verdict', args: { verdict: 'reject' } }],
      },
      {
        name: 'header names in another case refused',
        evidence: modern([probe('case', 400, -32600), ...PARITY_HELD.slice(1)]),
        also: ['review_verdict'],
        findings: [{ status: 'fail', severity: 'high', args: { check: 'Header and body parity' } }, { rule: 'review_verdict', args: { verdict: 'reject' } }],
      },
      {
        name: 'a duplicated Mcp-Name rejected with the wrong code',
        evidence: modern([...PARITY_HELD.slice(0, 3), probe('header', 400, -32600, 'Mcp-Name', 'duplicated')]),
        also: ['review_verdict'],
        findings: [{ status: 'fail', severity: 'high', args: { check: 'Header and body parity' } }, { rule: 'review_verdict', args: { verdict: 'reject' } }],
      },
    ],
  },

  review_discovery: {
    valid: [{ name: 'both pages followed to the end', evidence: listed('end') }],
    invalid: [
      { name: 'the second page failed', evidence: listed('error'), also: ['review_verdict'] },
      { name: 'page 2 hands back the cursor of page 1', evidence: listed('cursor-loop'), also: ['review_verdict'] },
      { name: 'a fresh cursor on every empty page, up to the page limit', evidence: listed('page-cap'), also: ['review_verdict'] },
      {
        name: 'the server does not advertise tools',
        evidence: { snapshot: { ...snapshot([], { capabilities: { prompts: {} } }), lists: { ...snapshot().lists, tools: { stop: 'not-advertised', pages: [] } } } },
        also: ['review_verdict'],
      },
    ],
  },

  review_evidence: {
    valid: [
      { name: 'a success and an isError failure', evidence: sufficient() },
      { name: 'a success and a JSON-RPC error from the invalid-arguments probe', evidence: { ...sufficient(), records: [unknownTool(), succeeded('lookup_order'), invalidArgs('lookup_order')] } },
    ],
    invalid: [
      { name: 'only successes', evidence: { ...sufficient(), records: [unknownTool(), succeeded('lookup_order'), succeeded('lookup_order')] }, also: ['review_verdict'] },
      { name: 'only failures', evidence: { ...sufficient(), records: [unknownTool(), failedCase('lookup_order'), invalidArgs('lookup_order')] }, also: ['review_verdict'] },
      {
        name: 'the failing case timed out, and the next one was never sent',
        evidence: {
          ...sufficient(),
          records: [
            unknownTool(),
            succeeded('lookup_order'),
            record({ tool: 'lookup_order', arguments: { order_id: 'Z-0000' } }, 'timeout', { durationMs: 30_000, reason: 'timed out' }),
            { ...failedCase('lookup_order'), sent: false },
          ],
        },
        also: ['review_verdict'],
      },
      {
        name: 'a second listed tool with no calls at all',
        evidence: { snapshot: snapshot([lookupOrder, okTool('cancel_order')]), records: [unknownTool(), succeeded('lookup_order'), failedCase('lookup_order')] },
        also: ['review_verdict'],
      },
    ],
  },

  review_verdict: {
    valid: [
      { name: 'approve: complete listing, a success and a failure, nothing failed', evidence: sufficient() },
      { name: 'approve on a 2026-07-28 server with header parity held', evidence: modern(PARITY_HELD) },
    ],
    invalid: [
      { name: 'insufficient evidence: the server lists no tools', evidence: { snapshot: snapshot([]), records: [unknownTool()] } },
      { name: 'insufficient evidence: a tool without a failure', evidence: { ...sufficient(), records: [unknownTool(), succeeded('lookup_order')] }, also: ['review_evidence'] },
      {
        name: 'reject: a matrix row failed',
        evidence: { ...sufficient(), records: [unknownTool('tool', { content: text('Unknown tool'), isError: true }), succeeded('lookup_order'), failedCase('lookup_order')] },
        also: ['review_matrix'],
      },
    ],
  },
};
