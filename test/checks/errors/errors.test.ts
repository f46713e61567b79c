import { describe, expect, it } from 'vitest';
import type { CallLayer } from '../../../src/snapshot/calls.js';
import { checkErrorContract, wantsToolErrorForInvalidArguments } from '../../../src/checks/errors/index.js';
import { snapshot } from '../../support/snapshot.js';
import { config, emptyPlan, record } from '../../support/calls.js';
import { findingMessage, isRule, type Finding, type RuleId } from '../../../src/rules/index.js';

const unknown = (layer: CallLayer, code?: number) => record({ tool: 'mcpward-probe-no-such-tool', purpose: 'probe-unknown-tool', basis: 'nonexistent-tool' }, layer, code === undefined ? {} : { code });
const invalid = (layer: CallLayer, code?: number) => record({ tool: 'divide', purpose: 'probe-invalid-args', violation: 'required property "b" is missing' }, layer, code === undefined ? {} : { code });
const text = (f: Finding | undefined) => (f ? findingMessage(f, (v) => (typeof v === 'string' ? JSON.stringify(v) : String(v))) : '');
const only = <R extends RuleId>(rule: R, findings: ReturnType<typeof checkErrorContract>) => findings.filter(isRule(rule));

describe('unknown_tool_error', () => {
  it.each([
    ['protocol', -32602, 'pass'],
    ['protocol', -32601, 'warn'],
    ['tool', undefined, 'fail'],
    ['ok', undefined, 'fail'],
    ['timeout', undefined, 'fail'],
    ['transport', undefined, 'skip'],
  ] as const)('layer %s (code %s) is a %s', (layer, code, status) => {
    const [f] = only('unknown_tool_error', checkErrorContract(snapshot(), [unknown(layer, code)], emptyPlan(), []));
    expect(f?.status).toBe(status);
    expect(f?.args).toMatchObject({ expected: 'protocol', actual: layer });
  });

  it.each([
    ['a successful result', 'ok', undefined, 'medium'],
    ['an isError result: the wrong layer, still an error', 'tool', undefined, 'low'],
    ['another JSON-RPC code: advice', 'protocol', -32601, 'info'],
    ['-32603 from a JSON-RPC error: advice', 'protocol', -32603, 'info'],
  ] as const)('%s is %s', (_, layer, code, severity) => {
    const [f] = only('unknown_tool_error', checkErrorContract(snapshot(), [unknown(layer, code)], emptyPlan(), []));
    expect(f?.severity).toBe(severity);
  });

  // Answers seen from real servers (test/corpus captures): each SDK's exact text.
  const PROBE = 'mcpward-probe-no-such-tool';
  const asTool = (text: string) => record({ tool: PROBE, purpose: 'probe-unknown-tool', basis: 'nonexistent-tool' }, 'tool', { result: { content: [{ type: 'text', text }], isError: true } });
  const asError = (code: number, message: string) => ({ ...record({ tool: PROBE, purpose: 'probe-unknown-tool', basis: 'nonexistent-tool' }, 'protocol', { code }), error: { code, message } });
  const requestTool = (name: string) => ({ name, inputSchema: { type: 'object', properties: { request: { type: 'object' } }, required: ['request'] } });
  it.each([
    ['McpServer of the 1.x SDK', snapshot(), asTool(`MCP error -32602: Tool ${PROBE} not found`), 'mcp-sdk-1', /this is what `McpServer` in @modelcontextprotocol\/sdk 1\.x does by default/],
    ['a Speakeasy-generated server', snapshot([requestTool('get-flags'), requestTool('list-projects')]), asTool(`MCP error -32602: Tool ${PROBE} not found`), 'speakeasy', /Speakeasy-generated/],
    ['tmcp', snapshot(), asTool(`Tool ${PROBE} not found`), 'tmcp', /this is what tmcp does/],
    ['fastmcp', snapshot(), asError(-32601, `MCP error -32601: Unknown tool: ${PROBE}`), 'fastmcp', /got JSON-RPC error -32601; the spec's example is -32602 \(this is what fastmcp/],
    ['mcp-framework', snapshot(), asError(-32603, `Unknown tool: ${PROBE}. Available tools: list_notes, echo`), 'mcp-framework', /mcp-framework does by default/],
    ['the Python mcp SDK 2.x (legacy revision, code 0)', snapshot(), asError(0, `Unknown tool: ${PROBE}`), 'python-mcp-2', /this is what the Python `mcp` SDK 2\.x does by default/],
  ] as const)('names %s by its exact answer', (_, s, r, sdk, message) => {
    const [f] = only('unknown_tool_error', checkErrorContract(s, [r], emptyPlan(), []));
    expect(f?.args.sdk).toBe(sdk);
    expect(text(f)).toMatch(message);
  });

  it('names no SDK for an answer in words of its own', () => {
    for (const r of [asTool('Error: Unknown tool: mcpward-probe-no-such-tool'), asTool('{"error":{"name":"Error","message":"tool not found"}}'), asError(-32603, 'Tool not found: mcpward-probe-no-such-tool')]) {
      const [f] = only('unknown_tool_error', checkErrorContract(snapshot(), [r], emptyPlan(), []));
      expect(f?.args.sdk).toBeUndefined();
      expect(text(f)).not.toMatch(/by default/);
    }
  });
});

describe('invalid_arguments_error', () => {
  it.each([
    ['2025-11-25', 'tool', undefined, 'pass'],
    ['2025-11-25', 'protocol', -32602, 'fail'],
    ['2026-07-28', 'protocol', -32602, 'fail'],
    ['2025-11-25', 'ok', undefined, 'fail'],
    ['2025-06-18', 'tool', undefined, 'pass'],
    ['2025-06-18', 'protocol', -32602, 'pass'],
    ['2024-11-05', 'protocol', -32602, 'pass'],
    ['2025-06-18', 'protocol', -32603, 'fail'],
    ['2025-06-18', 'protocol', -32000, 'warn'],
    ['2025-06-18', 'ok', undefined, 'fail'],
  ] as const)('protocol %s, layer %s (code %s) is a %s', (version, layer, code, status) => {
    const [f] = only('invalid_arguments_error', checkErrorContract(snapshot([], { protocolVersion: version }), [invalid(layer, code)], emptyPlan(), []));
    expect(f?.status).toBe(status);
    expect(f?.args).toMatchObject({ tool: 'divide', actual: layer, expected: wantsToolErrorForInvalidArguments(version) ? 'tool' : 'tool or protocol', violation: 'required property "b" is missing' });
  });

  it.each([
    ['the tool ran on invalid input', '2025-11-25', 'ok', undefined, 'medium'],
    ['-32603: it broke on the input, yet the client is told no', '2025-11-25', 'protocol', -32603, 'low'],
    ['-32603 before 2025-11-25: still an error', '2025-06-18', 'protocol', -32603, 'low'],
    ['-32602 where a tool error is wanted: only the layer differs', '2025-11-25', 'protocol', -32602, 'low'],
    ['another code before 2025-11-25: advice', '2025-06-18', 'protocol', -32000, 'info'],
  ] as const)('%s is %s', (_, version, layer, code, severity) => {
    const [f] = only('invalid_arguments_error', checkErrorContract(snapshot([], { protocolVersion: version }), [invalid(layer, code)], emptyPlan(), []));
    expect(f?.severity).toBe(severity);
  });

  it('reports each eligible tool it could not probe', () => {
    const plan = emptyPlan({ unprobed: [{ tool: 'get_env', reason: 'the input schema accepts every argument mcpward could construct' }] });
    const [f] = only('invalid_arguments_error', checkErrorContract(snapshot(), [unknown('protocol')], plan, []));
    expect(f).toMatchObject({ status: 'skip', subject: { kind: 'tool', name: 'get_env' } });
  });

  it('names the Python mcp SDK 2.x for code 0 on a legacy revision (its uncaught handler exception), and no one for -32603', () => {
    const zero = { ...invalid('protocol', 0), error: { code: 0, message: "KeyError: 'b'" } };
    const [f] = only('invalid_arguments_error', checkErrorContract(snapshot(), [zero], emptyPlan(), []));
    expect(f).toMatchObject({ severity: 'low', args: { code: 0, sdk: 'python-mcp-2' } });
    expect(text(f)).toMatch(/an uncaught exception in a tool handler becomes this error in the Python `mcp` SDK 2\.x/);
    const modern = snapshot([], { era: 'modern', protocolVersion: '2026-07-28' });
    const [g] = only('invalid_arguments_error', checkErrorContract(modern, [{ ...invalid('protocol', 0), error: { code: 0, message: 'x' } }], emptyPlan(), []));
    expect(g?.args.sdk).toBeUndefined();
    const [h] = only('invalid_arguments_error', checkErrorContract(snapshot(), [invalid('protocol', -32603)], emptyPlan(), []));
    expect(h?.args.sdk).toBeUndefined();
  });

  it('says so when no tool could be probed at all', () => {
    const [f] = only('invalid_arguments_error', checkErrorContract(snapshot(), [unknown('protocol')], emptyPlan(), []));
    expect(f?.status).toBe('skip');
  });
});

describe('tool_error_layer', () => {
  const suites = config({ suites: [{ tool: 'divide', cases: [{ name: 'by zero', args: { a: 1, b: 0 }, expect: { tool_is_error: true } }, { name: 'ok', args: { a: 1, b: 1 }, expect: {} }] }] }).suites;
  const byZero = (layer: CallLayer, code?: number) => record({ tool: 'divide', case: { suite: 0, index: 0, name: 'by zero' } }, layer, code === undefined ? {} : { code });

  it.each([
    ['tool', undefined, 'pass'],
    ['protocol', -32603, 'fail'],
    ['protocol', -32602, 'fail'],
    ['ok', undefined, 'fail'],
  ] as const)('a business failure on layer %s (code %s) is a %s', (layer, code, status) => {
    const [f] = only('tool_error_layer', checkErrorContract(snapshot(), [byZero(layer, code)], emptyPlan(), suites));
    expect(f).toMatchObject({ status, subject: { kind: 'case', name: 'divide › by zero' }, args: { expected: 'tool', actual: layer } });
    if (code !== undefined) expect(f?.args.code).toBe(code);
  });

  it.each([
    ['-32603: still an error, only on another layer', 'protocol', -32603, 'low'],
    ['a success for a failure', 'ok', undefined, 'medium'],
    ['another JSON-RPC error: the message is out of the model’s sight, the failure is not', 'protocol', -32602, 'low'],
  ] as const)('%s is %s', (_, layer, code, severity) => {
    const [f] = only('tool_error_layer', checkErrorContract(snapshot(), [byZero(layer, code)], emptyPlan(), suites));
    expect(f?.severity).toBe(severity);
  });

  it('judges only cases that expect a business failure', () => {
    const other = record({ tool: 'divide', case: { suite: 0, index: 1, name: 'ok' } }, 'protocol', { code: -32603 });
    expect(only('tool_error_layer', checkErrorContract(snapshot(), [other], emptyPlan(), suites))).toEqual([]);
  });
});

describe('calls_completed', () => {
  it('passes when every call got an answer, timeouts included', () => {
    const [f] = only('calls_completed', checkErrorContract(snapshot(), [unknown('protocol'), invalid('timeout')], emptyPlan(), []));
    expect(f).toMatchObject({ status: 'pass', args: { total: 2 } });
  });

  it('names the call on which the connection was lost and counts the unanswered ones', () => {
    const records = [
      unknown('protocol'),
      record({ tool: 'crash' }, 'transport', { reason: 'the server exited (code 3)' }),
      record({ tool: 'later' }, 'transport', { sent: false, reason: 'not sent: the connection was lost' }),
    ];
    const [f] = only('calls_completed', checkErrorContract(snapshot(), records, emptyPlan(), []));
    expect(f).toMatchObject({ status: 'fail', args: { tool: 'crash', reason: 'the server exited (code 3)', unanswered: 2, total: 3 } });
  });
});
