import { describe, expect, it } from 'vitest';
import { eraHeaders, eraOfVersion, newestCommon, paramHeaderDeclarations, paramHeaders, readProbe, withRequestMeta } from '../../src/client/era.js';
import type { Exchange } from '../../src/snapshot/wire.js';

const clientInfo = { name: 'mcpward', version: '1.2.3' };

describe('eras and versions', () => {
  it.each([
    ['2024-11-05', 'legacy'],
    ['2025-11-25', 'legacy'],
    ['2026-07-27', 'legacy'],
    ['2026-07-28', 'modern'],
    ['2027-01-01', 'modern'],
  ])('%s is %s', (version, era) => {
    expect(eraOfVersion(version)).toBe(era);
  });

  it('picks the newest version both sides know', () => {
    expect(newestCommon(['2025-06-18', '2025-11-25'], ['2024-11-05', '2025-06-18', '2025-11-25', '2026-07-28'])).toBe('2025-11-25');
    expect(newestCommon(['2026-07-28'], ['2027-01-01'])).toBeUndefined();
  });
});

describe('withRequestMeta', () => {
  it('adds protocolVersion, clientCapabilities and clientInfo, keeping the params and any _meta the caller set', () => {
    expect(withRequestMeta({ cursor: '', _meta: { progressToken: 7 } }, '2026-07-28', clientInfo)).toEqual({
      cursor: '',
      _meta: {
        'io.modelcontextprotocol/protocolVersion': '2026-07-28',
        'io.modelcontextprotocol/clientCapabilities': {},
        'io.modelcontextprotocol/clientInfo': clientInfo,
        progressToken: 7,
      },
    });
    expect(withRequestMeta(undefined, '2026-07-28', clientInfo)).toHaveProperty(['_meta', 'io.modelcontextprotocol/protocolVersion'], '2026-07-28');
  });
});

describe('eraHeaders', () => {
  it('legacy: only MCP-Protocol-Version, once negotiated', () => {
    expect(eraHeaders('legacy', undefined, { method: 'initialize', id: 1 })).toEqual({});
    expect(eraHeaders('legacy', '2025-11-25', { method: 'tools/call', id: 1, params: { name: 'x' } })).toEqual({ 'MCP-Protocol-Version': '2025-11-25' });
  });

  it('modern: version from the body, Mcp-Method, and Mcp-Name for tools/call, prompts/get and resources/read', () => {
    const meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' };
    expect(eraHeaders('modern', '2026-07-28', { method: 'tools/list', id: 1, params: { _meta: meta } })).toEqual({ 'MCP-Protocol-Version': '2026-07-28', 'Mcp-Method': 'tools/list' });
    expect(eraHeaders('modern', '2026-07-28', { method: 'tools/call', id: 1, params: { name: 'get_weather', _meta: meta } })).toEqual({
      'MCP-Protocol-Version': '2026-07-28',
      'Mcp-Method': 'tools/call',
      'Mcp-Name': 'get_weather',
    });
    expect(eraHeaders('modern', '2026-07-28', { method: 'prompts/get', id: 1, params: { name: 'greet' } })['Mcp-Name']).toBe('greet');
    expect(eraHeaders('modern', '2026-07-28', { method: 'resources/read', id: 1, params: { uri: 'file:///a b/ü' } })['Mcp-Name']).toBe(
      `=?base64?${Buffer.from('file:///a b/ü').toString('base64')}?=`,
    );
    // A probe that puts another version in the body gets the matching header to alter.
    expect(eraHeaders('modern', '2026-07-28', { method: 'tools/list', id: 1, params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '1900-01-01' } } })['MCP-Protocol-Version']).toBe('1900-01-01');
  });

  it('modern notifications and answers carry only the version', () => {
    expect(eraHeaders('modern', '2026-07-28', { method: 'notifications/cancelled', params: { requestId: 1 } })).toEqual({ 'MCP-Protocol-Version': '2026-07-28' });
    expect(eraHeaders('modern', '2026-07-28', { id: 's1' })).toEqual({ 'MCP-Protocol-Version': '2026-07-28' });
  });

  it('adds Mcp-Param-* on tools/call when given the input schema', () => {
    const schema = { type: 'object', properties: { region: { type: 'string', 'x-mcp-header': 'Region' }, query: { type: 'string' } } };
    expect(eraHeaders('modern', '2026-07-28', { method: 'tools/call', id: 1, params: { name: 'q', arguments: { region: 'us-west1', query: 'x' } } }, schema)).toMatchObject({
      'Mcp-Param-Region': 'us-west1',
    });
    expect(eraHeaders('modern', '2026-07-28', { method: 'prompts/get', id: 1, params: { name: 'q', arguments: { region: 'us-west1' } } }, schema)).not.toHaveProperty('Mcp-Param-Region');
  });
});

describe('x-mcp-header parameters', () => {
  const schema = {
    type: 'object',
    properties: {
      region: { type: 'string', 'x-mcp-header': 'Region' },
      limit: { type: 'integer', 'x-mcp-header': 'Limit' },
      dry: { type: 'boolean', 'x-mcp-header': 'Dry-Run' },
      nested: { type: 'object', properties: { tenant: { type: 'string', 'x-mcp-header': 'Tenant' } } },
      again: { type: 'string', 'x-mcp-header': 'REGION' },
      bad: { type: 'string', 'x-mcp-header': 'Bad Name' },
      list: { type: 'array', items: { type: 'object', properties: { x: { type: 'string', 'x-mcp-header': 'InItems' } } } },
      choice: { oneOf: [{ type: 'object', properties: { y: { type: 'string', 'x-mcp-header': 'InOneOf' } } }] },
    },
    $defs: { d: { type: 'object', properties: { z: { type: 'string', 'x-mcp-header': 'InDefs' } } } },
  };

  it('acts only on annotations reached through properties keys, with valid, case-unique names', () => {
    expect(paramHeaderDeclarations(schema)).toEqual([
      { name: 'Region', path: ['region'] },
      { name: 'Limit', path: ['limit'] },
      { name: 'Dry-Run', path: ['dry'] },
      { name: 'Tenant', path: ['nested', 'tenant'] },
    ]);
  });

  it('encodes present values and omits absent, null and unencodable ones', () => {
    expect(paramHeaders(schema, { region: 'Hello, 世界', limit: 9007199254740991, dry: false, nested: { tenant: 'acme' } })).toEqual({
      'Mcp-Param-Region': '=?base64?SGVsbG8sIOS4lueVjA==?=',
      'Mcp-Param-Limit': '9007199254740991',
      'Mcp-Param-Dry-Run': 'false',
      'Mcp-Param-Tenant': 'acme',
    });
    expect(paramHeaders(schema, { region: null, limit: 9007199254740992, dry: 'yes', nested: 'flat' })).toEqual({ 'Mcp-Param-Dry-Run': 'yes' });
    expect(paramHeaders(schema, { limit: 2.5 })).toEqual({});
    expect(paramHeaders(schema, undefined)).toEqual({});
    expect(paramHeaders({ type: 'object', properties: { a: { 'x-mcp-header': 'A' } } }, { a: '' })).toEqual({ 'Mcp-Param-A': '=?base64??=' });
  });
});

function exchange(fields: Partial<Exchange>): Exchange {
  return { seq: 1, method: 'server/discover', outcome: 'result', durationMs: 1, framingIssues: [], ...fields };
}
const http = (status: number) => ({ status, headers: {}, requestHeaders: {} });

describe('readProbe', () => {
  it.each<[string, Partial<Exchange>, boolean, unknown]>([
    ['a DiscoverResult', { result: { supportedVersions: ['2026-07-28'], capabilities: {} } }, false, { kind: 'modern', version: '2026-07-28' }],
    ['a result without supportedVersions', { result: {} }, false, { kind: 'legacy', basis: 'non-modern-error' }],
    ['a DiscoverResult with no common version', { result: { supportedVersions: ['2027-01-01'] } }, false, { kind: 'no-common-version', supported: ['2027-01-01'] }],
    ['-32022 naming a version we speak', { outcome: 'error', error: { code: -32022, message: 'x', data: { supported: ['2026-07-28'] } } }, false, { kind: 'retry', version: '2026-07-28' }],
    ['-32022 naming only unknown modern versions', { outcome: 'error', error: { code: -32022, message: 'x', data: { supported: ['2027-01-01'] } } }, false, { kind: 'no-common-version' }],
    ['-32022 without data', { outcome: 'error', error: { code: -32022, message: 'x' } }, false, { kind: 'legacy', basis: 'non-modern-error' }],
    ['-32601', { outcome: 'error', error: { code: -32601, message: 'x' } }, false, { kind: 'legacy', basis: 'non-modern-error' }],
    ['-32602', { outcome: 'error', error: { code: -32602, message: 'x' } }, false, { kind: 'legacy', basis: 'non-modern-error' }],
    ['-32020 (not era evidence)', { outcome: 'error', error: { code: -32020, message: 'x' } }, false, { kind: 'legacy', basis: 'non-modern-error' }],
    // Silence is no answer: a server still importing is silent too, and the wait was the whole connect budget.
    ['silence on stdio until the connect budget ran out', { outcome: 'timeout', reason: 'no response' }, false, { kind: 'unusable', why: 'no response' }],
    ['HTTP 400 with a legacy error body', { outcome: 'error', error: { code: -32000, message: 'Server not initialized' }, http: http(400) }, true, { kind: 'legacy', basis: 'non-modern-error' }],
    ['HTTP 404 without a body', { outcome: 'transport-error', reason: 'HTTP 404', http: http(404) }, true, { kind: 'legacy', basis: 'non-modern-error' }],
    ['HTTP 405', { outcome: 'transport-error', reason: 'HTTP 405', http: http(405) }, true, { kind: 'legacy', basis: 'non-modern-error' }],
    ['HTTP 400 with -32022', { outcome: 'error', error: { code: -32022, message: 'x', data: { supported: ['2026-07-28'] } }, http: http(400) }, true, { kind: 'retry' }],
    ['HTTP 401', { outcome: 'transport-error', reason: 'HTTP 401', http: http(401) }, true, { kind: 'unusable' }],
    ['HTTP 403 with an error body', { outcome: 'error', error: { code: -32600, message: 'no' }, http: http(403) }, true, { kind: 'unusable' }],
    ['HTTP 500', { outcome: 'transport-error', reason: 'HTTP 500', http: http(500) }, true, { kind: 'unusable' }],
    ['an unreachable URL', { outcome: 'transport-error', reason: 'cannot reach' }, true, { kind: 'unusable' }],
    ['a timeout on HTTP', { outcome: 'timeout', reason: 'no response' }, true, { kind: 'unusable' }],
  ])('%s', (_, fields, overHttp, verdict) => {
    expect(readProbe(exchange(fields), overHttp, true)).toMatchObject(verdict as object);
  });

  it('a stdio server that exits on the probe is legacy (it will be restarted)', () => {
    expect(readProbe(exchange({ outcome: 'transport-error', reason: 'exited' }), false, false)).toEqual({ kind: 'legacy', basis: 'probe-closed' });
  });
});
