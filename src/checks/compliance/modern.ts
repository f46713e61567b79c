/** Rules of the 2026-07-28 era read from the snapshot (and the probes' own exchanges). */

import { DEFINED_MCP_CODES, MCP_RESERVED, RETIRED_MCP_CODES } from '../../protocol/codes.js';
import type { Exchange } from '../../snapshot/wire.js';
import type { JsonValue } from '../../model.js';
import type { Finding } from '../../rules/index.js';
import type { ProtocolProbes } from '../../snapshot/probes.js';
import { finding, findingFor, type RuleId, type RulesAccepting } from '../../rules/index.js';
import type { NotApplicableArgs } from '../../rules/compliance.js';
import type { ListKind, Snapshot } from '../../snapshot/types.js';
import { isRecord } from '../../snapshot/view.js';
import { allExchanges } from './exchanges.js';

const server = { kind: 'server', name: 'server' } as const;
const LISTS: ListKind[] = ['tools', 'prompts', 'resources', 'resourceTemplates'];
const CORE_RESULT_TYPES = new Set(['complete', 'input_required']);
const CACHE_SCOPES = new Set(['public', 'private']);
/** Codes 2026-07-28 defines in its reserved range, and the ones earlier revisions used and it retired. */
const SERVER_INFO_KEY = 'io.modelcontextprotocol/serverInfo';

const MODERN_RULES = ['result_type', 'cache_fields', 'cache_scope_consistent', 'discover_complete', 'reserved_error_code'] as const satisfies readonly RuleId[];

/** A modern-only rule on a legacy server: a skip that says so, never a pass. */
export function notApplicable(rule: RulesAccepting<NotApplicableArgs>, version: string): Finding {
  const args: NotApplicableArgs = { skipped: true, reason: 'not-applicable', version };
  return findingFor(rule, 'skip', { subject: server, args });
}

/** `exchanges`: every exchange of the main connection (capture, probes, tool calls, completions), one per seq. */
export function checkModern(s: Snapshot, probes?: ProtocolProbes, exchanges: readonly Exchange[] = allExchanges(s, [], probes)): Finding[] {
  if (s.era !== 'modern') return MODERN_RULES.map((rule) => notApplicable(rule, s.protocolVersion));
  return [...checkResultType(s, exchanges, probes), ...checkCacheFields(s), ...checkCacheScopes(s), ...checkDiscover(s), ...checkReservedCodes(exchanges, probes)];
}

function checkResultType(s: Snapshot, exchanges: readonly Exchange[], probes?: ProtocolProbes): Finding[] {
  const extensions = isRecord(s.capabilities.extensions) && Object.keys(s.capabilities.extensions).length > 0;
  const results: Array<{ method: string; value: unknown }> = exchanges
    .filter((e) => e.outcome === 'result')
    .map((e) => ({ method: e.method, value: isRecord(e.result) ? e.result.resultType : undefined }));
  const listing = probes?.probes.second_listing.outcome;
  if (listing?.kind === 'listing') for (const item of listing.trace.pages.map((p) => ({ method: 'tools/list', value: p.resultType }))) results.push(item);
  const out: Finding[] = [];
  const seen = new Set<string>();
  for (const { method, value } of results) {
    // A code (src/rules/compliance.ts words it), with the server's value as a fact.
    const issue = value === undefined ? 'missing' : typeof value !== 'string' ? 'not-string' : CORE_RESULT_TYPES.has(value) || extensions ? undefined : 'unknown';
    const key = `${method}\u0000${issue}\u0000${JSON.stringify(value ?? null)}`;
    if (issue === undefined || seen.has(key)) continue;
    // One finding per method and defect: the same omission on every page is one bug.
    seen.add(key);
    out.push(finding('result_type', 'fail', { subject: server, args: { method, issue, ...(value === undefined ? {} : { value: value as JsonValue }) } }));
  }
  return out.length > 0 ? out : [finding('result_type', 'pass', { subject: server, args: { count: results.length } })];
}

/** The cache-field defects of one cacheable result: codes, and the malformed values. */
function cacheIssues(result: { ttlMs?: unknown; cacheScope?: unknown }): { issues: string[]; facts: { ttlMs?: JsonValue; cacheScope?: JsonValue } } {
  // Codes (src/rules/compliance.ts words them), with the server's malformed values as facts.
  const issues: string[] = [];
  const facts: { ttlMs?: JsonValue; cacheScope?: JsonValue } = {};
  const ttl = result.ttlMs;
  if (ttl === undefined) issues.push('ttl-missing');
  else if (typeof ttl !== 'number' || !Number.isFinite(ttl) || ttl < 0) {
    issues.push('ttl-invalid');
    facts.ttlMs = ttl as JsonValue;
  }
  const scope = result.cacheScope;
  if (scope === undefined) issues.push('scope-missing');
  else if (typeof scope !== 'string' || !CACHE_SCOPES.has(scope)) {
    issues.push('scope-invalid');
    facts.cacheScope = scope as JsonValue;
  }
  return { issues, facts };
}

function checkCacheFields(s: Snapshot): Finding[] {
  const out: Finding[] = [];
  for (const list of LISTS) {
    const pages = s.lists[list].pages;
    if (pages.length === 0) continue;
    const bad = pages.map((page, i) => ({ page: i + 1, ...cacheIssues(page) })).find((p) => p.issues.length > 0);
    out.push(
      bad
        ? finding('cache_fields', 'fail', { subject: server, args: { list, page: bad.page, issues: bad.issues, ...bad.facts } })
        : finding('cache_fields', 'pass', { subject: server, args: { list } }),
    );
  }
  return out;
}

function checkCacheScopes(s: Snapshot): Finding[] {
  const out: Finding[] = [];
  for (const list of LISTS) {
    const pages = s.lists[list].pages;
    if (pages.length < 2) continue;
    // Missing or malformed scopes are cache_fields' business; here only declared scopes are compared.
    const scopes = pages.flatMap((page, i) => (typeof page.cacheScope === 'string' ? [{ page: i + 1, scope: page.cacheScope }] : []));
    const distinct = [...new Set(scopes.map((p) => p.scope))];
    if (distinct.length > 1) {
      // Each scope with the first page that declared it; the registry words them.
      const first = distinct.map((scope) => ({ scope, page: scopes.find((p) => p.scope === scope)!.page }));
      out.push(finding('cache_scope_consistent', 'fail', { subject: server, args: { list, scopes: first } }));
    } else if (distinct.length === 1) {
      out.push(finding('cache_scope_consistent', 'pass', { subject: server, args: { list, pages: pages.length, scope: distinct[0]! } }));
    }
  }
  return out;
}

function checkDiscover(s: Snapshot): Finding[] {
  const r = isRecord(s.handshake) ? s.handshake : {};
  const missing: string[] = [];
  const versions = Array.isArray(r.supportedVersions) ? r.supportedVersions.filter((v): v is string => typeof v === 'string') : [];
  // Codes (src/rules/compliance.ts words them); the version in use and malformed cache values are facts.
  if (!Array.isArray(r.supportedVersions) || versions.length === 0) missing.push('supported-versions');
  else if (!versions.includes(s.protocolVersion)) missing.push('version-not-listed');
  if (!isRecord(r.capabilities)) missing.push('capabilities');
  const info = isRecord(r._meta) ? r._meta[SERVER_INFO_KEY] : undefined;
  if (!isRecord(info) || typeof info.name !== 'string' || typeof info.version !== 'string') missing.push('server-info');
  const cache = cacheIssues(r);
  missing.push(...cache.issues);
  const version = missing.includes('version-not-listed') ? { version: s.protocolVersion } : {};
  if (missing.length > 0) return [finding('discover_complete', 'fail', { subject: server, args: { missing, ...version, ...cache.facts } })];
  return [finding('discover_complete', 'pass', { subject: server, args: { versions } })];
}

function checkReservedCodes(exchanges: readonly Exchange[], probes?: ProtocolProbes): Finding[] {
  const errors: Array<{ method: string; code: JsonValue }> = exchanges
    .filter((e) => e.outcome === 'error' && e.error !== undefined)
    .map((e) => ({ method: e.method, code: e.error!.code }));
  // Raw HTTP probe replies count too: a 403 body with a made-up code is still emitted by the server.
  for (const record of probes ? Object.values(probes.probes) : []) {
    if (record.outcome.kind !== 'http') continue;
    for (const reply of [record.outcome.reply, record.outcome.control]) {
      for (const message of reply?.messages ?? []) {
        if (isRecord(message) && isRecord(message.error) && typeof message.error.code === 'number') {
          errors.push({ method: `${record.sent?.method ?? record.name} (${record.name} probe)`, code: message.error.code });
        }
      }
    }
  }
  const out: Finding[] = [];
  const seen = new Set<string>();
  for (const { method, code } of errors) {
    if (typeof code !== 'number') continue;
    const issue = RETIRED_MCP_CODES.has(code) ? 'retired' : code <= MCP_RESERVED.to && code >= MCP_RESERVED.from && !DEFINED_MCP_CODES.has(code) ? 'undefined-reserved' : undefined;
    if (issue === undefined || seen.has(`${method}\u0000${code}`)) continue;
    seen.add(`${method}\u0000${code}`);
    out.push(finding('reserved_error_code', 'fail', { subject: server, args: { method, issue, code } }));
  }
  return out.length > 0 ? out : [finding('reserved_error_code', 'pass', { subject: server, args: { count: errors.length } })];
}
