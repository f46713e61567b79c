import { describe, expect, it } from 'vitest';
import { checkModern } from '../../../src/checks/compliance/modern.js';
import type { ListPage, Snapshot } from '../../../src/snapshot/types.js';
import { exchange, snapshot } from '../../support/snapshot.js';
import { ofRule, only, probes, reply } from './support.js';
import { argsOf } from '../../support/findings.js';
import { findingMessage, plainQuote } from '../../../src/report/common.js';

const INFO = { 'io.modelcontextprotocol/serverInfo': { name: 'm', version: '1' } };
const cacheable = { resultType: 'complete', ttlMs: 60000, cacheScope: 'public' };
const page = (extra: Partial<ListPage> = {}): ListPage => ({ cursorSent: null, nextCursor: undefined, itemCount: 1, exchangeSeq: 1, ...cacheable, ...extra });

/** A well-behaved 2026-07-28 snapshot; override anything. */
function modern(overrides: Partial<Snapshot> = {}): Snapshot {
  const s = snapshot([], { era: 'modern', protocolVersion: '2026-07-28', handshake: { supportedVersions: ['2026-07-28'], capabilities: { tools: {} }, _meta: INFO, ...cacheable } });
  s.lists.tools = { stop: 'end', pages: [page()] };
  s.exchanges = [exchange({ seq: 0, method: 'server/discover', result: s.handshake }), exchange({ seq: 1, method: 'tools/list', result: { tools: [], ...cacheable } })];
  return Object.assign(s, overrides);
}

describe('modern-era rules', () => {
  it('pass on a well-behaved modern server', () => {
    const findings = checkModern(modern(), probes('modern', 'http'));
    expect(findings.filter((f) => f.status !== 'pass')).toEqual([]);
    expect(new Set(findings.map((f) => f.rule))).toEqual(new Set(['result_type', 'cache_fields', 'discover_complete', 'reserved_error_code']));
  });

  it('are skips on a legacy server, never passes', () => {
    const findings = checkModern(snapshot());
    expect(findings.map((f) => [f.rule, f.status, argsOf(f).reason, argsOf(f).version])).toEqual(
      ['result_type', 'cache_fields', 'cache_scope_consistent', 'discover_complete', 'reserved_error_code'].map((rule) => [rule, 'skip', 'not-applicable', '2025-11-25']),
    );
    // The registry words the code; the server's version is quoted on its own.
    expect(findings.map((f) => findingMessage(f, plainQuote))).toEqual([
      'resultType not checked: not applicable to "2025-11-25"',
      'Cache fields not checked: not applicable to "2025-11-25"',
      'cacheScope consistency not checked: not applicable to "2025-11-25"',
      'server/discover not checked: not applicable to "2025-11-25"',
      'Reserved error codes not checked: not applicable to "2025-11-25"',
    ]);
    const hostile = checkModern(snapshot([], { protocolVersion: '2025-11-25" \\' }))[0]!;
    expect(findingMessage(hostile, plainQuote)).toBe('resultType not checked: not applicable to "2025-11-25\\" \\\\"');
  });
});

describe('result_type', () => {
  it.each([
    [undefined, { issue: 'missing' }, 'no resultType'],
    [1, { issue: 'not-string', value: 1 }, 'a resultType that is not a string (1)'],
    ['done', { issue: 'unknown', value: 'done' }, 'an unknown resultType "done" and no advertised extension'],
  ])('fails %j once per method', (value, facts, words) => {
    const s = modern();
    s.exchanges = [1, 2].map((seq) => exchange({ seq, method: 'tools/list', result: { tools: [], resultType: value } }));
    const findings = ofRule(checkModern(s), 'result_type');
    expect(findings).toEqual([expect.objectContaining({ status: 'fail', args: { method: 'tools/list', ...facts } })]);
    expect(findingMessage(findings[0]!, plainQuote)).toBe(`"tools/list" result has ${words}`);
  });

  it('accepts input_required, and an extension value when the server advertises extensions', () => {
    const s = modern({ capabilities: { tools: {}, extensions: { 'com.example/x': {} } } });
    s.exchanges = [exchange({ method: 'tools/list', result: { resultType: 'input_required' } }), exchange({ seq: 2, method: 'tools/call', result: { resultType: 'com.example/deferred' } })];
    expect(only(checkModern(s), 'result_type')).toMatchObject({ status: 'pass', args: { count: 2 } });
  });

  it('checks the probes’ results and the second listing too, but not errors', () => {
    const p = probes('modern', 'stdio', {
      unknown_method: { kind: 'exchange', exchange: exchange({ seq: 9, method: 'mcpward/does-not-exist', result: {} }) },
      second_listing: { kind: 'listing', trace: { stop: 'end', pages: [page({ resultType: undefined })] }, names: [] },
    });
    expect(ofRule(checkModern(modern(), p), 'result_type').map((f) => f.args.method)).toEqual(['mcpward/does-not-exist', 'tools/list']);
  });
});

describe('cache_fields and cache_scope_consistent', () => {
  it.each<[string, Partial<ListPage>, Record<string, unknown>, string]>([
    ['no ttlMs', { ttlMs: undefined }, { issues: ['ttl-missing'] }, 'ttlMs is missing'],
    ['a negative ttlMs', { ttlMs: -1 }, { issues: ['ttl-invalid'], ttlMs: -1 }, 'ttlMs is -1, not a number ≥ 0'],
    ['a string ttlMs', { ttlMs: '60' }, { issues: ['ttl-invalid'], ttlMs: '60' }, 'ttlMs is "60", not a number ≥ 0'],
    ['no cacheScope', { cacheScope: undefined }, { issues: ['scope-missing'] }, 'cacheScope is missing'],
    ['two defects', { cacheScope: 'shared', ttlMs: undefined }, { issues: ['ttl-missing', 'scope-invalid'], cacheScope: 'shared' }, 'ttlMs is missing, cacheScope is "shared", not "public" or "private"'],
  ])('fails the first page with %s', (_, extra, facts, words) => {
    const s = modern();
    s.lists.tools.pages = [page(), page(extra)];
    const f = only(checkModern(s), 'cache_fields');
    expect(f).toMatchObject({ status: 'fail', args: { list: 'tools', page: 2, ...facts } });
    expect(findingMessage(f, plainQuote)).toBe(`"tools" page 2: ${words}`);
  });

  it('accepts ttlMs 0', () => {
    const s = modern();
    s.lists.tools.pages = [page({ ttlMs: 0 })];
    expect(only(checkModern(s), 'cache_fields').status).toBe('pass');
  });

  it('fails pages that disagree on cacheScope, passes pages that agree, and says nothing for one page', () => {
    const s = modern();
    s.lists.tools.pages = [page(), page({ cacheScope: 'private' }), page({ cacheScope: 'private' })];
    expect(only(checkModern(s), 'cache_scope_consistent')).toMatchObject({ status: 'fail', args: { list: 'tools', scopes: [{ scope: 'public', page: 1 }, { scope: 'private', page: 2 }] } });
    expect(findingMessage(only(checkModern(s), 'cache_scope_consistent'), plainQuote)).toBe('"tools" pages disagree on cacheScope: "public" (page 1), "private" (page 2)');
    s.lists.tools.pages = [page(), page()];
    expect(only(checkModern(s), 'cache_scope_consistent')).toMatchObject({ status: 'pass', args: { pages: 2, scope: 'public' } });
    s.lists.tools.pages = [page()];
    expect(ofRule(checkModern(s), 'cache_scope_consistent')).toEqual([]);
  });
});

describe('discover_complete', () => {
  it('lists every missing field', () => {
    const s = modern({ handshake: { supportedVersions: [], resultType: 'complete' } });
    const f = only(checkModern(s), 'discover_complete');
    expect(f.args.missing).toEqual(['supported-versions', 'capabilities', 'server-info', 'ttl-missing', 'scope-missing']);
    expect(findingMessage(f, plainQuote)).toBe(
      'server/discover is incomplete: supportedVersions (a non-empty list of versions), capabilities, _meta["io.modelcontextprotocol/serverInfo"] with name and version, ttlMs is missing, cacheScope is missing',
    );
  });

  it('fails a version list without the version in use', () => {
    const s = modern();
    (s.handshake as Record<string, unknown>).supportedVersions = ['2027-01-01'];
    const f = only(checkModern(s), 'discover_complete');
    expect(f.args).toEqual({ missing: ['version-not-listed'], version: '2026-07-28' });
    expect(findingMessage(f, plainQuote)).toBe('server/discover is incomplete: supportedVersions does not list "2026-07-28", the version in use');
  });
});

describe('reserved_error_code', () => {
  it('fails an undefined code from -32020…-32099 and a retired one, once per method and code', () => {
    const s = modern();
    s.exchanges.push(
      ...[2, 3].map((seq) => exchange({ seq, method: 'tools/call', outcome: 'error', error: { code: -32050, message: 'x' } })),
      exchange({ seq: 4, method: 'resources/read', outcome: 'error', error: { code: -32002, message: 'Resource not found' } }),
      exchange({ seq: 5, method: 'tools/call', outcome: 'error', error: { code: -32021, message: 'needs elicitation' } }),
      exchange({ seq: 6, method: 'tools/call', outcome: 'error', error: { code: -32001, message: 'legacy sub-range' } }),
    );
    expect(ofRule(checkModern(s), 'reserved_error_code').map((f) => f.args)).toEqual([
      { method: 'tools/call', issue: 'undefined-reserved', code: -32050 },
      { method: 'resources/read', issue: 'retired', code: -32002 },
    ]);
    expect(ofRule(checkModern(s), 'reserved_error_code').map((f) => findingMessage(f, plainQuote))).toEqual([
      '"tools/call" answered with the undefined reserved code -32050',
      '"resources/read" answered with the retired code -32002',
    ]);
  });

  it('reads the error codes of raw HTTP probe replies too', () => {
    const p = probes('modern', 'http', { foreign_origin: { kind: 'http', reply: reply(403, [{ jsonrpc: '2.0', error: { code: -32099, message: 'forbidden' } }]), control: reply(200) } });
    expect(only(checkModern(modern(), p), 'reserved_error_code')).toMatchObject({ status: 'fail', args: { method: 'foreign_origin (foreign_origin probe)', code: -32099 } });
  });

  it('passes the defined codes and counts every error it read', () => {
    const s = modern();
    s.exchanges.push(exchange({ seq: 2, method: 'server/discover', outcome: 'error', error: { code: -32022, message: 'u' } }));
    expect(only(checkModern(s, probes('modern', 'http')), 'reserved_error_code')).toMatchObject({ status: 'pass', args: { count: 4 } });
  });
});
