import type { JsonValue } from '../model.js';
import { type Quote, rule, term } from './types.js';

/** SDKs and frameworks whose known defaults a finding names (recognised by src/checks/errors/signatures.ts). */
export type SdkId =
  | 'mcp-sdk-1'
  | 'speakeasy'
  | 'fastmcp'
  | 'mcp-framework'
  | 'tmcp'
  | 'mcp-sdk-2'
  | 'python-mcp-1'
  | 'python-mcp-2'
  | 'sdk-lowlevel'
  | 'python-fastmcp';

/** Each SDK in words, as a finding's message names it. */
export const SDK_NAMES: Readonly<Record<SdkId, string>> = {
  'mcp-sdk-1': '`McpServer` in @modelcontextprotocol/sdk 1.x',
  speakeasy: 'a Speakeasy-generated server (built on `McpServer` in @modelcontextprotocol/sdk 1.x)',
  fastmcp: 'fastmcp (TypeScript)',
  'mcp-framework': 'mcp-framework',
  tmcp: 'tmcp',
  'mcp-sdk-2': '@modelcontextprotocol/server 2.x',
  'python-mcp-1': 'the Python `mcp` SDK 1.x (low-level `Server` and `FastMCP`)',
  'python-mcp-2': 'the Python `mcp` SDK 2.x',
  'sdk-lowlevel': 'the low-level `Server` of the official TypeScript and Python SDKs (`@modelcontextprotocol/sdk` 1.x, `mcp` 1.x and 2.x)',
  'python-fastmcp': 'the Python `fastmcp` framework',
};

/** The SDK whose uncaught handler exception the error is, in words, or nothing. */
function handlerException(sdk: JsonValue | undefined, q: Quote): string {
  return sdk === undefined ? '' : ` (an uncaught exception in a tool handler becomes this error in ${term(sdk, SDK_NAMES, q)})`;
}

// Layers, as findings name them: `protocol` (JSON-RPC error), `tool` (result with isError: true),
// `ok` (successful result), `timeout` and `transport` (no answer).
const LAYERS = 'Layers: `protocol` is a JSON-RPC error, `tool` a result with `isError: true`, `ok` any other result.';

/** Registry entries of the errors family: protocol errors versus tool errors. */
export const errorsRules = {
  unknown_tool_error: rule<{ tool: string; expected: string; actual: string; expectedCode: number; code?: number; skipped?: boolean; reason?: string; sdk?: SdkId }>()({
    family: 'errors',
    severity: 'medium',
    variants: { 'tool-layer': 'low', 'other-code': 'info' },
    identity: ['tool'],
    title: 'Unknown tool is a JSON-RPC error',
    description: `Calling a tool the server does not list is a protocol error: the spec answers it with a JSON-RPC error, and shows -32602 (Invalid params) as the example. The layer is judged. A successful result claims the tool exists and ran, so a client may show or act on a result of nothing (medium, the default). An \`isError: true\` result still reads as a failure; its worst case is an error message on another layer than the spec's (\`tool-layer\`, low; it is what \`McpServer\` in @modelcontextprotocol/sdk 1.x does, and what the Python \`mcp\` SDK 1.x and \`fastmcp\` do, turning the exception a handler raises for an unknown name into an \`isError\` result). Another JSON-RPC error code, such as -32601, breaks no MUST of the spec, so it is advice (\`other-code\`, info; fastmcp answers -32601, mcp-framework -32603, and the Python \`mcp\` SDK 2.x code 0 on legacy revisions, its uncaught handler exception). Grades follow what the client suffers, whichever SDK produced the answer. When the answer is the known default of an SDK or framework (its exact error text), the finding names it. Medium: a successful answer for a tool that does not exist lets a client act on a result of nothing. ${LAYERS}`,
    remediation:
      'Answer `tools/call` for an unknown name with a JSON-RPC error, code -32602. The 1.x TypeScript SDK’s `McpServer` returns an `isError` result instead; upgrade to @modelcontextprotocol/server 2.x, or register a low-level `tools/call` handler that throws for unknown names.',
    message: (a, q) => {
      const sdk = a.sdk === undefined ? '' : ` (this is what ${term(a.sdk, SDK_NAMES, q)} does by default)`;
      return a.skipped
        ? `Unknown-tool probe got no answer: ${q(a.reason)}`
        : a.actual === 'protocol'
          ? `Unknown tool ${q(a.tool)} got JSON-RPC error ${q(a.code)}; the spec's example is ${q(a.expectedCode)}${sdk}`
          : `Unknown tool ${q(a.tool)} came back on layer ${q(a.actual)}, expected ${q(a.expected)}${sdk}`;
    },
    passMessage: (a, q) => `Unknown tool ${q(a.tool)} got JSON-RPC error ${q(a.code)}`,
  }),
  invalid_arguments_error: rule<{ tool: string; violation?: string; protocolVersion?: string; expected?: string; actual?: string; skipped?: boolean; reason?: string; code?: number; sdk?: SdkId }>()({
    family: 'errors',
    severity: 'medium',
    variants: { 'protocol-layer': 'low', 'internal-error': 'low', 'other-code': 'info' },
    identity: ['tool'],
    title: 'Invalid arguments are reported on the layer the protocol version asks for',
    description: `mcpward calls an allowlisted or read-only tool with arguments its input schema rejects. From 2025-11-25 on the spec lists input-validation failures as tool execution errors: a result with \`isError: true\` the model can read and correct itself from; a JSON-RPC error fails. Older revisions accept either that or JSON-RPC error -32602. Graded by what the client suffers, whichever SDK answered. A successful result means the server ran the tool on invalid input (medium, the default): the tool acted on input its own schema forbids. -32603 (Internal error) says the handler broke on the input, so it was not validated first, yet the client still learns the call failed and nothing is reported as done (\`internal-error\`, low, in every revision; an uncaught handler exception becomes -32603 in the Python \`mcp\` SDK 2.x on 2026-07-28, and code 0 on legacy revisions, which the finding names). Any other JSON-RPC error where 2025-11-25 wants a tool error is \`protocol-layer\` (low): the client still learns the call failed, only the model reads a less helpful message. Before 2025-11-25 another code than -32602 is advice (\`other-code\`, info). Medium: the tool acted on input its own schema forbids. ${LAYERS}`,
    remediation:
      'Validate arguments against the input schema and return a result with `isError: true` and a message that names the bad field (2025-11-25 and later); keep -32602 only for requests that do not fit the `tools/call` shape.',
    message: (a, q) =>
      a.skipped
        ? `Tool ${q(a.tool)} was not probed with invalid arguments: ${q(a.reason)}`
        : a.actual === 'protocol'
          ? `Invalid arguments (${q(a.violation)}) got JSON-RPC error ${q(a.code)}; protocol ${q(a.protocolVersion)} expects layer ${q(a.expected)}${handlerException(a.sdk, q)}`
          : `Invalid arguments (${q(a.violation)}) came back on layer ${q(a.actual)}; protocol ${q(a.protocolVersion)} expects layer ${q(a.expected)}`,
    passMessage: (a, q) => `Invalid arguments (${q(a.violation)}) came back on layer ${q(a.actual)}`,
  }),
  tool_error_layer: rule<{ tool: string; case: string; expected?: string; actual?: string; code?: number; skipped?: boolean; reason?: string; sdk?: SdkId }>()({
    family: 'errors',
    severity: 'medium',
    variants: { 'protocol-layer': 'low' },
    identity: ['tool', 'case'],
    title: 'Business failures are tool errors, not protocol errors',
    description: `A suite case that expects the tool to fail at its job (\`tool_is_error: true\`) must get a result with \`isError: true\`: the model sees that message and can react. Graded by what the client suffers, whichever SDK answered. A successful result reports the failure as a success (medium, the default): the client and the model take a failed action for a done one. Any JSON-RPC error, -32603 Internal error included, still reads as a failure, only with the message out of the model's sight (\`protocol-layer\`, low; an uncaught handler exception becomes -32603 in the Python \`mcp\` SDK 2.x on 2026-07-28 and code 0 on legacy revisions, which the finding names). Medium: a business failure reported as a success hides what went wrong from the model and reads as done. ${LAYERS}`,
    remediation: 'Catch failures inside the tool handler and return `{ content: [{ type: "text", text: "what went wrong" }], isError: true }` instead of throwing.',
    message: (a, q) =>
      a.skipped
        ? `Business failure of case ${q(a.case)} got no answer: ${q(a.reason)}`
        : a.actual === 'protocol'
          ? `Business failure of case ${q(a.case)} got JSON-RPC error ${q(a.code)}, expected layer ${q(a.expected)}${handlerException(a.sdk, q)}`
          : `Business failure of case ${q(a.case)} came back on layer ${q(a.actual)}, expected ${q(a.expected)}`,
    passMessage: (a, q) => `Business failure of case ${q(a.case)} is a tool error`,
  }),
  calls_completed: rule<{ total: number; tool?: string; reason?: string; unanswered?: number }>()({
    family: 'errors',
    severity: 'high',
    identity: ['tool'],
    title: 'The server survives the calls',
    description:
      'Every tool call mcpward planned got an answer. When the connection is lost mid-run (the server crashed or exited), the calls after it were not made and the checks that needed them could not run. High: one call takes the server down for every client of the process.',
    remediation: 'Read the server’s stderr around the failing call; a tool must never take the whole process down.',
    message: (a, q) => `The connection was lost during tool ${q(a.tool)}: ${q(a.reason)}; ${q(a.unanswered)} of ${q(a.total)} call(s) got no answer`,
    passMessage: (a, q) => `All ${q(a.total)} tool call(s) got an answer`,
  }),
};
