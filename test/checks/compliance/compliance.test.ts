import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../../../src/checks/compliance/index.js';
import type { Finding } from '../../../src/rules/index.js';
import { exchange, snapshot } from '../../support/snapshot.js';
import { findingMessage, isRule, type RuleId } from '../../../src/rules/index.js';
import { plainQuote } from '../../../src/report/common.js';

const failures = <R extends RuleId>(findings: Finding[], rule: R) => findings.filter(isRule(rule)).filter((f) => f.status === 'fail');
const passes = (findings: Finding[], rule: string) => findings.filter((f) => f.rule === rule && f.status === 'pass');

describe('checkCompliance', () => {
  it('passes every rule on a well-behaved server, and skips the modern-only ones on a legacy server', () => {
    const findings = checkCompliance(snapshot());
    const modernOnly = ['result_type', 'cache_fields', 'cache_scope_consistent', 'discover_complete', 'reserved_error_code'];
    expect(findings.filter((f) => f.status !== 'pass' && !(f.status === 'skip' && modernOnly.includes(f.rule)))).toEqual([]);
    expect(new Set(findings.filter((f) => f.status === 'pass').map((f) => f.rule))).toEqual(
      new Set(['handshake', 'protocol_version_known', 'server_info', 'capabilities_consistent', 'jsonrpc_framing', 'pagination_terminates', 'stdout_noise']),
    );
  });

  it('flags a malformed handshake result with the SDK issues', () => {
    const [f] = failures(checkCompliance(snapshot([], { handshakeIssues: ['serverInfo: Required'] })), 'handshake');
    expect(f?.args).toMatchObject({ method: 'initialize', reason: 'serverInfo: Required' });
  });

  it('names the discover method in the modern era', () => {
    const [f] = passes(checkCompliance(snapshot([], { era: 'modern', protocolVersion: '2026-07-28' })), 'handshake');
    expect(f?.args).toMatchObject({ method: 'server/discover', version: '2026-07-28' });
  });

  it('flags an unknown protocol version', () => {
    expect(failures(checkCompliance(snapshot([], { protocolVersion: '2099-01-01' })), 'protocol_version_known')).toHaveLength(1);
  });

  it.each([
    [undefined, ['info'], 'server info is absent'],
    [{ name: 'x' }, ['version'], 'version is missing or empty'],
    [{ name: '', version: '1' }, ['name'], 'name is missing or empty'],
    [{}, ['name', 'version'], 'name is missing or empty, version is missing or empty'],
  ])('flags incomplete server info %j', (serverInfo, missing, words) => {
    const s = snapshot([]);
    if (serverInfo) s.serverInfo = serverInfo as { name: string; version: string };
    else delete s.serverInfo;
    const f = failures(checkCompliance(s), 'server_info')[0]!;
    expect(f.args).toEqual({ missing });
    expect(findingMessage(f, plainQuote)).toBe(`Server info is incomplete: ${words}`);
  });

  it('flags an advertised capability whose list fails, naming the error', () => {
    const s = snapshot([]);
    s.lists.prompts = { stop: 'error', pages: [], errorSeq: 7 };
    s.exchanges.push(exchange({ seq: 7, method: 'prompts/list', outcome: 'error', error: { code: -32601, message: 'Method not found' } }));
    const [f] = failures(checkCompliance(s), 'capabilities_consistent');
    expect(f?.args).toEqual({ capability: 'prompts', method: 'prompts/list', code: -32601, reason: 'Method not found' });
    // Method not found hides nothing: low.
    expect(f?.severity).toBe('low');
  });

  it('reports each framing defect once per method', () => {
    const s = snapshot([]);
    s.exchanges = [1, 2, 3].map((seq) => exchange({ seq, method: 'tools/list', framingIssues: [{ code: 'jsonrpc-missing' }] }));
    expect(failures(checkCompliance(s), 'jsonrpc_framing')).toHaveLength(1);
  });

  it('two framing defects of one method are two findings, and the server’s id is quoted on its own', () => {
    const s = snapshot([]);
    s.exchanges = [exchange({ seq: 1, method: 'tools/list', framingIssues: [{ code: 'jsonrpc-missing' }, { code: 'id-not-echoed', sent: 1, got: 'x"1' }] })];
    const found = failures(checkCompliance(s), 'jsonrpc_framing');
    expect(found.map((f) => f.args.issue)).toEqual(['jsonrpc-missing', 'id-not-echoed']);
    expect(findingMessage(found[1]!, plainQuote)).toBe('Response to "tools/list" is mis-framed: id not echoed: sent 1, got "x\\"1"');
  });

  it('fails pagination that loops', () => {
    const s = snapshot([]);
    s.lists.tools = { stop: 'cursor-loop', pages: [{ cursorSent: null, nextCursor: 'a', itemCount: 1, exchangeSeq: 1 }] };
    expect(failures(checkCompliance(s), 'pagination_terminates')[0]?.args).toMatchObject({ list: 'tools', stop: 'cursor-loop' });
  });

  it("skips pagination stopped at mcpward's page limit: the list may still end, so it is not the server's fault", () => {
    const s = snapshot([]);
    s.lists.tools = { stop: 'page-cap', pages: [{ cursorSent: null, nextCursor: 'a', itemCount: 1, exchangeSeq: 1 }] };
    const found = checkCompliance(s).filter((f) => f.rule === 'pagination_terminates');
    expect(found.map((f) => [f.status, f.args])).toEqual([['skip', { list: 'tools', stop: 'page-cap', pages: 1 }]]);
  });

  it('judges neither the capability nor the pagination of a list the run deadline cut short', () => {
    const s = snapshot([]);
    s.lists.tools = { stop: 'deadline', pages: [{ cursorSent: null, nextCursor: '', itemCount: 1, exchangeSeq: 1 }] };
    const rules = checkCompliance(s).map((f) => f.rule);
    expect(rules).not.toContain('capabilities_consistent');
    expect(rules).not.toContain('pagination_terminates');
    expect(rules).not.toContain('empty_cursor_followed');
  });

  it('flags non-JSON stdout lines on stdio only', () => {
    const noisy = snapshot([], { stdoutNoise: ['Server started on stdio'] });
    expect(failures(checkCompliance(noisy), 'stdout_noise')[0]?.args).toEqual({ count: 1, first: 'Server started on stdio' });
    expect(checkCompliance({ ...noisy, transport: 'http' }).some((f) => f.rule === 'stdout_noise')).toBe(false);
  });
});

describe('era probe', () => {
  it('does not judge the framing of the discover probe a legacy server rejected', () => {
    const s = snapshot([], { legacyProbeSeq: 0 });
    s.exchanges = [
      exchange({ seq: 0, method: 'server/discover', outcome: 'error', framingIssues: [{ code: 'id-not-echoed', sent: 1, got: null }] }),
      exchange({ seq: 1, method: 'initialize' }),
    ];
    const [f] = checkCompliance(s).filter((x) => x.rule === 'jsonrpc_framing');
    expect(f).toMatchObject({ status: 'pass', args: { count: 1 } });
  });
});
