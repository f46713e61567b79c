import type { CaseBook } from '../tester.js';
import type { CallLayer } from '../../../src/snapshot/calls.js';
import { record } from '../../support/calls.js';
import { snapshot } from '../../support/snapshot.js';

const PROBE = 'mcpward-probe-no-such-tool';

/** The unknown-tool probe, answered on `layer` (with `code` for a JSON-RPC error). */
const unknownTool = (layer: CallLayer, code?: number) =>
  record({ tool: PROBE, purpose: 'probe-unknown-tool', basis: 'nonexistent-tool' }, layer, code === undefined ? {} : { code });

/** The invalid-arguments probe of `divide`, which requires `a` and `b`. */
const invalidArgs = (layer: CallLayer, code?: number) =>
  record(
    { tool: 'divide', purpose: 'probe-invalid-args', arguments: { a: 1 }, violation: 'required property "b" is missing' },
    layer,
    code === undefined ? {} : { code },
  );

/** A suite of `divide` with one case that expects a business failure. */
const divideSuite = {
  suites: [
    {
      tool: 'divide',
      cases: [
        { name: 'by zero', args: { a: 1, b: 0 }, expect: { tool_is_error: true } },
        { name: 'one by one', args: { a: 1, b: 1 }, expect: {} },
      ],
    },
  ],
};

const byZero = (layer: CallLayer, answer: { code?: number; result?: unknown } = {}) =>
  record({ tool: 'divide', arguments: { a: 1, b: 0 }, case: { suite: 0, index: 0, name: 'by zero' } }, layer, answer);

const divisionByZero = { content: [{ type: 'text', text: 'Cannot divide by zero' }], isError: true };

export const errorsCases: CaseBook = {
  unknown_tool_error: {
    valid: [{ name: 'JSON-RPC error -32602 for a tool the server does not list', evidence: { records: [unknownTool('protocol', -32602)] } }],
    invalid: [
      { name: 'an isError result (low: still an error, on another layer)', evidence: { records: [unknownTool('tool')] } },
      {
        name: 'the isError result of McpServer in the 1.x SDK, named as its default',
        evidence: {
          records: [record({ tool: PROBE, purpose: 'probe-unknown-tool', basis: 'nonexistent-tool' }, 'tool', { result: { content: [{ type: 'text', text: `MCP error -32602: Tool ${PROBE} not found` }], isError: true } })],
        },
      },
      {
        name: 'a successful result for a tool that does not exist',
        evidence: { records: [record({ tool: PROBE, purpose: 'probe-unknown-tool', basis: 'nonexistent-tool' }, 'ok', { result: { content: [{ type: 'text', text: 'done' }] } })] },
      },
      { name: 'JSON-RPC error -32601 (Method not found) instead of -32602: advice (info)', evidence: { records: [unknownTool('protocol', -32601)] } },
      { name: 'no answer within the call timeout', evidence: { records: [record({ tool: PROBE, purpose: 'probe-unknown-tool', basis: 'nonexistent-tool' }, 'timeout', { reason: 'timed out' })] } },
    ],
  },
  invalid_arguments_error: {
    valid: [
      { name: 'an isError result on 2025-11-25', evidence: { records: [invalidArgs('tool')] } },
      { name: 'JSON-RPC error -32602 on 2025-06-18, which still allows it', evidence: { snapshot: snapshot([], { protocolVersion: '2025-06-18' }), records: [invalidArgs('protocol', -32602)] } },
    ],
    invalid: [
      { name: 'JSON-RPC error -32602 on 2025-11-25, which wants a tool error', evidence: { records: [invalidArgs('protocol', -32602)] } },
      { name: 'the tool ran on invalid input and succeeded', evidence: { records: [invalidArgs('ok')] } },
      { name: 'JSON-RPC error -32603: the server crashed on the input (2025-06-18)', evidence: { snapshot: snapshot([], { protocolVersion: '2025-06-18' }), records: [invalidArgs('protocol', -32603)] } },
      { name: 'an unexpected error code on 2025-06-18', evidence: { snapshot: snapshot([], { protocolVersion: '2025-06-18' }), records: [invalidArgs('protocol', -32000)] } },
    ],
  },
  tool_error_layer: {
    valid: [
      { name: 'division by zero comes back as an isError result', config: divideSuite, evidence: { records: [byZero('tool', { result: divisionByZero })] } },
      {
        name: 'a -32603 on a case that does not expect a business failure is not judged',
        config: divideSuite,
        evidence: { records: [record({ tool: 'divide', arguments: { a: 1, b: 1 }, case: { suite: 0, index: 1, name: 'one by one' } }, 'protocol', { code: -32603 })] },
      },
    ],
    invalid: [
      { name: 'division by zero thrown as JSON-RPC error -32603', config: divideSuite, evidence: { records: [byZero('protocol', { code: -32603 })] } },
      { name: 'division by zero answered with a successful result', config: divideSuite, evidence: { records: [byZero('ok', { result: { content: [{ type: 'text', text: 'Infinity' }] } })] } },
    ],
  },
  calls_completed: {
    valid: [
      { name: 'every call answered, a timeout included', evidence: { records: [unknownTool('protocol', -32602), record({ tool: 'slow_report' }, 'timeout', { reason: 'timed out' })] } },
    ],
    invalid: [
      {
        name: 'the server exited during a call and the next one was never sent',
        evidence: {
          records: [
            unknownTool('protocol', -32602),
            record({ tool: 'crash' }, 'transport', { reason: 'the server exited (code 1)' }),
            record({ tool: 'later' }, 'transport', { sent: false, reason: 'not sent: the connection was lost' }),
          ],
        },
      },
    ],
  },
};
