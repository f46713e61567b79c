import { ToolSchema } from '@modelcontextprotocol/core';
import { describe, expect, it } from 'vitest';
import type { Connection } from '../../src/client/types.js';
import { captureSnapshot } from '../../src/run/capture.js';
import type { Exchange } from '../../src/snapshot/wire.js';

/** The SDK's own verdict on one tool, worded as the capture words it. */
function reference(raw: unknown): string[] {
  const parsed = ToolSchema.safeParse(raw);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`);
}

/** A legacy connection whose tools/list answers `tools` in one page. */
function serving(tools: unknown[]): Connection {
  const exchange = (method: string, result: unknown): Exchange => ({ seq: 1, method, outcome: 'result', result, durationMs: 0, framingIssues: [] });
  return {
    transport: 'stdio',
    era: 'legacy',
    protocolVersion: '2025-06-18',
    handshake: exchange('initialize', { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 's', version: '1' } }),
    exchanges: [],
    stdoutNoise: [],
    request: (method: string) => Promise.resolve(exchange(method, { tools })),
  } as unknown as Connection;
}

describe('captureSnapshot: the SDK schema verdict per tool', () => {
  it('is the SDK verdict of each tool, where tools differ only in name and description and where they differ elsewhere', async () => {
    const schema = { type: 'object', properties: { limit: { type: 'integer' } } };
    const tools = [
      ...Array.from({ length: 5 }, (_, i) => ({ name: `t${i}`, description: `Tool number ${i}.`, inputSchema: { ...schema } })),
      { name: 'no_type', description: 'Tool number 5.', inputSchema: { properties: {} } },
      { name: 'no_type_2', description: 'Another description.', inputSchema: { properties: {} } },
      { name: 7, description: 'A number for a name.', inputSchema: { ...schema } },
      { name: 'numbered_title', title: 5, inputSchema: { ...schema } },
      { name: 'numbered_description', description: 9, inputSchema: { ...schema } },
      { name: 'titled', title: 'A title', inputSchema: { ...schema }, annotations: { readOnlyHint: 'yes' } },
      { description: 'No name at all.', inputSchema: { ...schema } },
      JSON.parse('{"name": "proto", "__proto__": {"x": 1}, "inputSchema": {"type": "object"}}') as unknown,
      'not an object',
    ];
    const snapshot = await captureSnapshot(serving(tools), { maxPages: 5 });
    const issues = snapshot.tools.map((t) => t.sdkIssues);
    expect(issues).toEqual(tools.map(reference));
    // The cases above are not all clean: the comparison means something.
    expect(issues.filter((i) => i.length > 0).length).toBeGreaterThanOrEqual(6);
    // Tools that share a verdict do not share the array holding it.
    expect(issues[5]).not.toBe(issues[6]);
  });
});
