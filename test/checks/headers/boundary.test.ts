import { describe, expect, it } from 'vitest';
import { checkBoundary } from '../../../src/checks/headers/index.js';
import type { BoundaryRecord } from '../../../src/snapshot/review.js';

const sent = { verb: 'POST' as const, method: 'tools/call', headerNames: ['content-type', 'authorization', 'MCP-Protocol-Version', 'Mcp-Method', 'Mcp-Name'] };
const reply = (status: number, code: number | null, message: 'result' | 'error' | 'none' = code === null ? 'result' : 'error') => ({ status, code, message });

describe('checkBoundary', () => {
  it.each<[string, BoundaryRecord, string, string]>([
    ['case variant accepted', { kind: 'case', sent, response: reply(200, null) }, 'boundary_header_case', 'pass'],
    ['case variant refused', { kind: 'case', sent, response: reply(400, -32020) }, 'boundary_header_case', 'fail'],
    ['case variant without a message', { kind: 'case', sent, response: reply(200, null, 'none') }, 'boundary_header_case', 'fail'],
    ['missing copy rejected', { kind: 'header', header: 'Mcp-Name', category: 'missing', tool: 'echo', sent, response: reply(400, -32020) }, 'boundary_header_rejected', 'pass'],
    ['mismatch served', { kind: 'header', header: 'Mcp-Param-Region', category: 'mismatched', tool: 'q', sent, response: reply(200, null) }, 'boundary_header_rejected', 'fail'],
    ['duplicate with the wrong code', { kind: 'header', header: 'Mcp-Method', category: 'duplicated', sent, response: reply(400, -32600) }, 'boundary_header_rejected', 'fail'],
    ['malformed with -32020 but HTTP 200', { kind: 'header', header: 'Mcp-Name', category: 'malformed', sent, response: reply(200, -32020) }, 'boundary_header_rejected', 'fail'],
    ['missing _meta version', { kind: 'meta-version', sent, response: reply(400, -32602) }, 'boundary_meta_version', 'pass'],
    ['missing _meta version served', { kind: 'meta-version', sent, response: reply(200, null) }, 'boundary_meta_version', 'fail'],
    ['unsupported version', { kind: 'unsupported-version', sent, response: reply(400, -32022) }, 'boundary_unsupported_version', 'pass'],
    ['unsupported version as -32602', { kind: 'unsupported-version', sent, response: reply(400, -32602) }, 'boundary_unsupported_version', 'fail'],
    ['GET 405', { kind: 'get', sent: { verb: 'GET', headerNames: ['accept'] }, response: reply(405, null, 'none') }, 'boundary_get', 'pass'],
    ['GET 200', { kind: 'get', sent: { verb: 'GET', headerNames: ['accept'] }, response: reply(200, null, 'none') }, 'boundary_get', 'fail'],
    ['not sent', { kind: 'header', header: 'Mcp-Param-*', skipped: { reason: 'no-header-parameter' } }, 'boundary_header_rejected', 'skip'],
    ['unreachable', { kind: 'get', sent: { verb: 'GET', headerNames: [] }, unreachable: 'ECONNRESET' }, 'boundary_get', 'skip'],
  ])('%s', (_, record, rule, status) => {
    const [f] = checkBoundary([record]);
    expect(f).toMatchObject({ rule, status });
  });

  it('records header names, the category and the reply, never a value', () => {
    const [f] = checkBoundary([{ kind: 'header', header: 'Mcp-Param-Region', category: 'mismatched', tool: 'q', sent, response: reply(200, null) }]);
    expect(f).toMatchObject({
      subject: { kind: 'tool', name: 'q' },
      args: { header: 'Mcp-Param-Region', category: 'mismatched', tool: 'q', status: 200, code: 'a result' },
      evidence: { request: { verb: 'POST', method: 'tools/call', headers: sent.headerNames }, response: { status: 200, code: null } },
    });
  });
});
