import type { CaseBook, RuleCase } from '../tester.js';
import type { CallLayer } from '../../../src/snapshot/calls.js';
import { argTool, record } from '../../support/calls.js';
import { snapshot } from '../../support/snapshot.js';

type Expect = Record<string, unknown>;

const orderSchema = { type: 'object', properties: { id: { type: 'string' }, status: { type: 'string' }, total: { type: 'number' } }, required: ['id', 'status'] };
const getOrder = argTool('get_order', { outputSchema: orderSchema });
const surface = snapshot([getOrder]);

const shipped = { id: 'ord_1042', status: 'shipped', total: 18.5 };
const shippedResult = { content: [{ type: 'text', text: JSON.stringify(shipped) }], structuredContent: shipped };
const notFound = { content: [{ type: 'text', text: 'Order ord_9 not found' }], isError: true };

const GOLDEN = '/repo/goldens/get_order.shipped.json';

/** One suite case of `get_order` with `expect`, answered on `layer`. */
function suiteCase(name: string, expect: Expect, layer: CallLayer, answer: { result?: unknown; code?: number; reason?: string } = {}, extra: Partial<RuleCase> = {}): RuleCase {
  return {
    name,
    config: { suites: [{ tool: 'get_order', cases: [{ name: 'lookup', args: { id: 'ord_1042' }, expect }] }] },
    ...extra,
    evidence: {
      snapshot: surface,
      records: [record({ tool: 'get_order', arguments: { id: 'ord_1042' }, case: { suite: 0, index: 0, name: 'lookup' } }, layer, answer)],
      ...extra.evidence,
    },
  };
}

export const behavioralCases: CaseBook = {
  suite_case: {
    valid: [
      suiteCase('jsonpath and outputSchema expectations hold', { output_matches_schema: true, jsonpath: { '$.structuredContent.status': 'shipped', '$.structuredContent.total': { gt: 0 } } }, 'ok', { result: shippedResult }),
      suiteCase('an expected business failure', { tool_is_error: true, jsonpath: { '$.content[0].text': { contains: 'not found' } } }, 'tool', { result: notFound }),
      suiteCase('the result equals its golden file', { golden: GOLDEN }, 'ok', { result: shippedResult }, { evidence: { goldens: { [GOLDEN]: { state: 'ok', value: { content: shippedResult.content, structuredContent: shipped, isError: false } } } } }),
      suiteCase('a missing golden file while --update-golden rewrites it', { golden: GOLDEN }, 'ok', { result: shippedResult }, { updateGolden: true }),
    ],
    invalid: [
      suiteCase('a jsonpath value differs', { jsonpath: { '$.structuredContent.status': 'delivered' } }, 'ok', { result: shippedResult }),
      suiteCase('expected a business failure, got a successful result', { tool_is_error: true }, 'ok', { result: shippedResult }),
      suiteCase('a JSON-RPC error where the case expects a result', {}, 'protocol', { code: -32603 }),
      suiteCase('the result differs from its golden file', { golden: GOLDEN }, 'ok', { result: shippedResult }, {
        evidence: { goldens: { [GOLDEN]: { state: 'ok', value: { content: [{ type: 'text', text: '{"id":"ord_1042","status":"packed","total":18.5}' }], structuredContent: { ...shipped, status: 'packed' }, isError: false } } } },
      }),
      suiteCase('the golden file is missing (it is written now)', { golden: GOLDEN }, 'ok', { result: shippedResult }),
      suiteCase('no answer within the call timeout', { jsonpath: { '$.structuredContent.status': 'shipped' } }, 'timeout', { reason: 'timed out' }),
    ],
  },
  // Only ever a skip (`reports: 'skip'`): a refusal is information, never a failure.
  tool_call_refused: {
    valid: [{ name: 'nothing refused', evidence: { snapshot: surface } }],
    invalid: [
      {
        name: 'a tool that is not read-only is refused and reported',
        evidence: { snapshot: snapshot([argTool('delete_order')]), plan: { refusals: [{ tool: 'delete_order', reason: 'not-read-only', areas: ['latency', 'output-shape'] }] } },
      },
    ],
  },
};
