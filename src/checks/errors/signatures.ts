/**
 * Known defaults of widely used SDKs and frameworks, recognised from what they answer: a finding
 * that is one of them says so, since its author can only change it by upgrading or configuring the
 * SDK. Each signature is the exact text the SDK produces (seen on real npm servers), never
 * `serverInfo` alone, which any server may set to anything.
 */

import type { SdkId } from '../../rules/errors.js';
import type { CallRecord } from '../../snapshot/calls.js';
import type { Snapshot } from '../../snapshot/types.js';
import { isRecord } from '../../snapshot/view.js';

export type { SdkId } from '../../rules/errors.js';

/** The text of the first text block of a result, when there is one. */
export function firstText(result: unknown): string | undefined {
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
 * - mcp-framework with JSON-RPC error -32603 `Unknown tool: X. Available tools: …`.
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
  if (code === -32601 && new RegExp(`^MCP error -32601: Unknown tool: ${tool}$`).test(message)) return 'fastmcp';
  if (code === -32603 && new RegExp(`^Unknown tool: ${tool}\\. Available tools: `).test(message)) return 'mcp-framework';
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
