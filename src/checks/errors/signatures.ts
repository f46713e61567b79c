/**
 * Known defaults of widely used SDKs and frameworks, recognised from what they answer: a finding
 * that is one of them says so, since its author can only change it by upgrading or configuring the
 * SDK. Each signature is the exact text the SDK produces (seen on real npm servers), never
 * `serverInfo` alone, which any server may set to anything.
 */

import { INTERNAL_ERROR, INVALID_PARAMS, METHOD_NOT_FOUND } from '../../protocol/codes.js';
import type { SdkId } from '../../rules/errors.js';
import type { CallRecord } from '../../snapshot/calls.js';
import type { ListKind, ListRefusal, Snapshot } from '../../snapshot/types.js';
import type { Exchange } from '../../snapshot/wire.js';
import { isRecord } from '../../snapshot/view.js';

export type { SdkId } from '../../rules/errors.js';

/** The text of the first text block of a result, when there is one. */
function firstText(result: unknown): string | undefined {
  if (!isRecord(result) || !Array.isArray(result.content)) return undefined;
  const block = result.content.find((b) => isRecord(b) && b.type === 'text' && typeof b.text === 'string');
  return isRecord(block) ? (block.text as string) : undefined;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Which SDK answered the unknown-tool probe the way it did, when the answer is a known default:
 * - `McpServer` of @modelcontextprotocol/sdk 1.x wraps its own McpError in an `isError` result:
 *   `MCP error -32602: Tool X not found` (a Speakeasy-generated server is built on it, and its
 *   tools each take one `request` argument);
 * - tmcp answers with an `isError` result `Tool X not found`;
 * - fastmcp (TypeScript) with JSON-RPC error -32601 `MCP error -32601: Unknown tool: X`;
 * - mcp-framework with JSON-RPC error -32603 `Unknown tool: X. Available tools: …`;
 * - the Python `mcp` SDK 2.x with code 0 on legacy revisions (its uncaught handler exception).
 */
export function unknownToolSdk(record: CallRecord, snapshot: Snapshot): SdkId | undefined {
  const tool = escape(record.call.tool);
  if (record.layer === 'tool') {
    const text = firstText(record.result)?.trim() ?? '';
    if (new RegExp(`^MCP error -32602: Tool ${tool} not found$`).test(text)) return speakeasy(snapshot) ? 'speakeasy' : 'mcp-sdk-1';
    if (new RegExp(`^Tool ${tool} not found$`).test(text)) return 'tmcp';
    return undefined;
  }
  if (record.layer !== 'protocol' || !record.error) return undefined;
  const { code, message } = record.error;
  const python = handlerExceptionSdk(record, snapshot.era);
  if (python) return python;
  if (code === METHOD_NOT_FOUND && new RegExp(`^MCP error -32601: Unknown tool: ${tool}$`).test(message)) return 'fastmcp';
  if (code === INTERNAL_ERROR && new RegExp(`^Unknown tool: ${tool}\\. Available tools: `).test(message)) return 'mcp-framework';
  return undefined;
}

/**
 * The 2.x SDK's answer to arguments its own validation rejects: an `isError` result
 * `Input validation error: Invalid arguments for tool X: …` with no `structuredContent`, also for
 * a tool that declares an `outputSchema` (the 1.x SDK prefixes the same text with `MCP error -32602: `).
 */
export function inputValidationSdk(record: CallRecord): SdkId | undefined {
  if (record.layer !== 'tool' || (isRecord(record.result) && record.result.structuredContent !== undefined)) return undefined;
  const text = firstText(record.result) ?? '';
  const tool = escape(record.call.tool);
  if (new RegExp(`^Input validation error: Invalid arguments for tool ${tool}: `).test(text)) return 'mcp-sdk-2';
  if (new RegExp(`^MCP error -32602: Input validation error: Invalid arguments for tool ${tool}: `).test(text)) return 'mcp-sdk-1';
  return undefined;
}


// ----- Python SDK and framework defaults (PROTOCOL.md, "What Python SDK servers do by default") -----

/**
 * Which SDK answered the unknown-method probe the way it did: the Python `mcp` SDK 1.x validates
 * the request union before dispatching, so a method it does not know gets -32602 with its own text
 * `Invalid request parameters`, not -32601 (the client still gets an error).
 */
export function unknownMethodSdk(ex: Exchange | undefined): SdkId | undefined {
  if (ex?.outcome !== 'error' || !ex.error) return undefined;
  if (ex.error.code === INVALID_PARAMS && ex.error.message === 'Invalid request parameters') return 'python-mcp-1';
  return undefined;
}

/**
 * Which SDK refuses a list the way it did: the low-level `Server` of the Python `mcp` SDK
 * advertises `resources` once a resources handler is registered and answers
 * `resources/templates/list` with -32601 when no templates handler is; the TypeScript SDK's
 * low-level `Server` does the same for a server that declares `resources` and registers only the
 * resources handlers (mcp-server-kubernetes 4.1.7, judged after calibration), so the finding names both. Recognised from that whole
 * pattern (resources listed, templates refused with -32601), never from one message, since other
 * servers may say "Method not found" too; the finding says it is the SDK's default, not that the
 * server is built on it.
 */
export function listRefusalSdk(snapshot: Pick<Snapshot, 'lists'>, list: ListKind, refusal: ListRefusal): SdkId | undefined {
  if (list !== 'resourceTemplates' || refusal.code !== METHOD_NOT_FOUND) return undefined;
  return snapshot.lists.resources.stop === 'end' ? 'sdk-lowlevel' : undefined;
}

/**
 * The Python `mcp` SDK 2.x turns an uncaught exception in a handler into a JSON-RPC error with
 * code 0 on legacy revisions (-32603 on 2026-07-28, too common a code to name anyone by). Code 0 is
 * outside every range JSON-RPC and MCP define, so it names the SDK's default.
 */
export function handlerExceptionSdk(record: Pick<CallRecord, 'layer' | 'error'>, era: Snapshot['era']): SdkId | undefined {
  return record.layer === 'protocol' && record.error?.code === 0 && era === 'legacy' ? 'python-mcp-2' : undefined;
}

/**
 * A structured result the way the Python `fastmcp` framework shapes a `list[...]` return value:
 * `structuredContent` is `{"result": [...]}` and a text block holds the bare list.
 */
function fastmcpWrappedList(result: unknown): boolean {
  if (!isRecord(result) || !isRecord(result.structuredContent)) return false;
  const structured = result.structuredContent;
  if (Object.keys(structured).length !== 1 || !Array.isArray(structured.result)) return false;
  const bare = JSON.stringify(structured.result);
  const texts = Array.isArray(result.content) ? result.content.filter((b) => isRecord(b) && b.type === 'text' && typeof b.text === 'string') : [];
  return texts.some((b) => {
    try {
      return JSON.stringify(JSON.parse((b as { text: string }).text)) === bare;
    } catch {
      return false;
    }
  });
}

/**
 * Which framework left `structuredContent` out of an error result of a tool with an outputSchema:
 * the Python `fastmcp` framework never adds it there. Recognised only together with its other
 * default on the same tool, a successful `list[...]` result wrapped as `{"result": [...]}` beside
 * the bare list in text, never from the missing field alone (many servers omit it).
 */
export function errorWithoutStructuredSdk(toolRecords: readonly CallRecord[]): SdkId | undefined {
  return toolRecords.some((r) => r.layer === 'ok' && fastmcpWrappedList(r.result)) ? 'python-fastmcp' : undefined;
}

/** A Speakeasy-generated server: every tool takes exactly one argument, `request` (the operation's request object). */
function speakeasy(snapshot: Snapshot): boolean {
  return (
    snapshot.tools.length > 0 &&
    snapshot.tools.every((t) => {
      const schema = isRecord(t.raw) ? t.raw.inputSchema : undefined;
      const properties = isRecord(schema) && isRecord(schema.properties) ? Object.keys(schema.properties) : [];
      return properties.length === 1 && properties[0] === 'request';
    })
  );
}
