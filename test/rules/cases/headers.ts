import type { CaseBook, RuleCase } from '../tester.js';
import type { BoundaryCategory, BoundaryRecord } from '../../../src/snapshot/review.js';
import type { Snapshot } from '../../../src/snapshot/types.js';
import { exchange, okTool, snapshot } from '../../support/snapshot.js';

// Header declarations are judged on a 2026-07-28 server's tools; the boundary rules on the records
// of the HTTP boundary probes, sent in the order the collector sends them.

const MODERN = '2026-07-28';
const MAX = Number.MAX_SAFE_INTEGER;
const CACHE = { resultType: 'complete', ttlMs: 60_000, cacheScope: 'public' };

/** A 2026-07-28 Streamable HTTP server listing the given tools on one page. */
function modern(tools: unknown[], transport: Snapshot['transport'] = 'http'): Snapshot {
  const handshake = {
    supportedVersions: [MODERN],
    capabilities: { tools: {} },
    _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'analytics', version: '4.0.2' } },
    ...CACHE,
  };
  const s = snapshot(tools, { transport, era: 'modern', protocolVersion: MODERN, serverInfo: { name: 'analytics', version: '4.0.2' }, handshake });
  s.lists.tools.pages = s.lists.tools.pages.map((p) => ({ ...p, ...CACHE }));
  s.exchanges = [exchange({ seq: 0, method: 'server/discover', result: handshake }), exchange({ seq: 1, method: 'tools/list', result: { tools, ...CACHE } })];
  return s;
}

/** A tool whose input schema has the given properties (and, optionally, an output schema). */
const tool = (name: string, properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  name,
  description: `The ${name} tool.`,
  inputSchema: { type: 'object', properties, required: Object.keys(properties).slice(0, 1) },
  ...extra,
});
/** A string parameter mirrored into `Mcp-Param-{header}`. */
const mirrored = (header: unknown, extra: Record<string, unknown> = {}) => ({ type: 'string', 'x-mcp-header': header, ...extra });
const query = { type: 'string', description: 'SQL to run' };

/** The evidence of one server whose tools declare headers; no boundary probes. */
const declares = (...tools: unknown[]): RuleCase['evidence'] => ({ snapshot: modern([...tools, okTool('describe_table')]) });

// The contract review's default admits only direct properties; `spec` admits any properties chain.
// The tester's config type names checks, suites and timeouts only, though `config()` passes `review` on.
const SPEC_PLACEMENT = { review: { header_placement: 'spec' } } as unknown as RuleCase['config'];

// --- boundary probes ---------------------------------------------------------------------------

const REGION_TOOL = tool('query_region', { region: mirrored('Region', { description: 'Cloud region' }), query });
const LIST_HEADERS = ['content-type', 'accept', 'MCP-Protocol-Version', 'Mcp-Method'];
const CALL_HEADERS = [...LIST_HEADERS, 'Mcp-Name', 'Mcp-Param-Region'];
const swapCase = (names: string[]) => names.map((n) => (n.toLowerCase().startsWith('mcp-') ? [...n].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('') : n));

const result = (status = 200) => ({ status, code: null, message: 'result' as const });
const error = (status: number, code: number) => ({ status, code, message: 'error' as const });

/** The header copy one probe broke, as sent: missing (left out), duplicated (sent twice), or malformed/mismatched (same names). */
function broken(names: string[], header: string, category: BoundaryCategory): string[] {
  if (category === 'missing') return names.filter((n) => n !== header);
  if (category === 'duplicated') return names.flatMap((n) => (n === header ? [n, n] : [n]));
  return names;
}

type Answer = NonNullable<BoundaryRecord['response']>;

/** Every boundary probe of a well-behaved server, in the collector's order; `answers` replaces a reply by probe key. */
function boundary(answers: Record<string, Answer> = {}): BoundaryRecord[] {
  const records: Array<[string, BoundaryRecord]> = [];
  const post = (key: string, r: Omit<BoundaryRecord, 'response'>, ok: Answer) => records.push([key, { ...r, response: answers[key] ?? ok }]);
  const rejected = error(400, -32020);
  post('case', { kind: 'case', sent: { verb: 'POST', method: 'tools/list', headerNames: swapCase(LIST_HEADERS) } }, result());
  for (const header of ['MCP-Protocol-Version', 'Mcp-Method']) {
    for (const category of ['missing', 'duplicated', 'mismatched'] as const) {
      post(`${header} ${category}`, { kind: 'header', header, category, sent: { verb: 'POST', method: 'tools/list', headerNames: broken(LIST_HEADERS, header, category) } }, rejected);
    }
  }
  // The header still says the version; only the body's _meta lacks it.
  post('meta-version', { kind: 'meta-version', sent: { verb: 'POST', method: 'tools/list', headerNames: LIST_HEADERS } }, error(400, -32602));
  post('unsupported-version', { kind: 'unsupported-version', sent: { verb: 'POST', method: 'tools/list', headerNames: LIST_HEADERS } }, error(400, -32022));
  post('get', { kind: 'get', sent: { verb: 'GET', headerNames: ['accept', 'MCP-Protocol-Version'] } }, { status: 405, code: null, message: 'none' });
  const called = 'query_region';
  post('Mcp-Name case', { kind: 'case', header: 'Mcp-Name', tool: called, sent: { verb: 'POST', method: 'tools/call', headerNames: swapCase(CALL_HEADERS) } }, result());
  for (const header of ['Mcp-Name', 'Mcp-Param-Region']) {
    for (const category of ['missing', 'duplicated', 'malformed', 'mismatched'] as const) {
      post(`${header} ${category}`, { kind: 'header', header, category, tool: called, sent: { verb: 'POST', method: 'tools/call', headerNames: broken(CALL_HEADERS, header, category) } }, rejected);
    }
  }
  const unknown = Object.keys(answers).filter((key) => !records.some(([k]) => k === key));
  if (unknown.length > 0) throw new Error(`no boundary probe ${unknown.join(', ')}`);
  return records.map(([, r]) => r);
}

/** A modern HTTP server with a header-mirrored tool, probed at the boundary. */
const probed = (answers: Record<string, Answer> = {}): RuleCase['evidence'] => ({ snapshot: modern([REGION_TOOL, okTool('describe_table')]), boundary: boundary(answers) });

/** What the collector records on a legacy server: every boundary probe not run, with the reason. */
const legacyBoundary: RuleCase['evidence'] = {
  snapshot: snapshot([REGION_TOOL]),
  boundary: (['case', 'header', 'meta-version', 'unsupported-version', 'get'] as const).map((kind) => ({
    kind,
    ...(kind === 'header' ? { header: 'Mcp-*' } : {}),
    skipped: { reason: 'not-applicable', version: '2025-11-25' },
  })),
};

export const headersCases: CaseBook = {
  header_name_valid: {
    valid: [
      { name: 'a short token', evidence: declares(tool('query_region', { region: mirrored('Region'), query })) },
      { name: 'a token with every punctuation tchar allows', evidence: declares(tool('get_report', { tenant: mirrored("Tenant-Id_v2.x~'*+|`^#$%&!") })) },
    ],
    invalid: [
      { name: 'a name with a space', evidence: declares(tool('get_report', { tenant: mirrored('Tenant Id') })) },
      { name: 'a name that would inject a second header line', evidence: declares(tool('get_report', { tenant: mirrored('Tenant\r\nX-Forwarded-For: 10.0.0.1') })) },
      { name: 'a boolean instead of a name', evidence: declares(tool('query_region', { region: mirrored(true), query })) },
      {
        name: 'a name with a space on a server mcpward spoke 2025-11-25 with (a dual-era server’s modern clients read it)',
        evidence: { snapshot: snapshot([tool('get_report', { tenant: mirrored('Tenant Id') }), okTool('describe_table')]) },
      },
    ],
  },

  header_name_unique: {
    valid: [{ name: 'two names that differ beyond case', evidence: declares(tool('query_region', { region: mirrored('Region'), zone: mirrored('Zone'), query })) }],
    invalid: [
      { name: 'two names equal ignoring case', evidence: declares(tool('query_region', { region: mirrored('Region'), region_override: mirrored('REGION'), query })) },
    ],
  },

  header_type_allowed: {
    valid: [
      {
        name: 'string, integer, boolean, and string-or-null',
        evidence: declares(
          tool('query_region', {
            region: mirrored('Region'),
            shard: { type: 'integer', minimum: 0, maximum: 63, 'x-mcp-header': 'Shard' },
            dry_run: { type: 'boolean', 'x-mcp-header': 'Dry-Run' },
            zone: { type: ['string', 'null'], 'x-mcp-header': 'Zone' },
            query,
          }),
        ),
      },
    ],
    invalid: [
      { name: 'a number', evidence: declares(tool('sample_rows', { ratio: { type: 'number', minimum: 0, maximum: 1, 'x-mcp-header': 'Sample-Ratio' }, query })) },
      { name: 'an array', evidence: declares(tool('query_region', { regions: { type: 'array', items: { type: 'string' }, 'x-mcp-header': 'Regions' }, query })) },
      { name: 'no type at all', evidence: declares(tool('query_region', { region: { enum: ['us-east1', 'eu-west1'], 'x-mcp-header': 'Region' }, query })) },
    ],
  },

  header_integer_range: {
    valid: [
      { name: 'bounds at ±(2^53 − 1)', evidence: declares(tool('get_row', { row: { type: 'integer', minimum: -MAX, maximum: MAX, 'x-mcp-header': 'Row' } })) },
      { name: 'a large bound on a string is not an integer bound', evidence: declares(tool('get_row', { row: mirrored('Row', { maxLength: 2 ** 60 }) })) },
    ],
    invalid: [
      { name: 'a maximum one past 2^53 − 1', evidence: declares(tool('get_row', { row: { type: 'integer', minimum: 0, maximum: 2 ** 53, 'x-mcp-header': 'Row' } })) },
      { name: 'a 64-bit default', evidence: declares(tool('get_row', { row: { type: 'integer', default: 2 ** 63, 'x-mcp-header': 'Row' } })) },
      { name: 'an enum member beyond the safe range', evidence: declares(tool('get_row', { row: { type: 'integer', enum: [0, 1, -(2 ** 54)], 'x-mcp-header': 'Row' } })) },
    ],
  },

  header_placement: {
    valid: [
      { name: 'a direct inputSchema.properties member', evidence: declares(tool('query_region', { region: mirrored('Region'), query })) },
      {
        name: 'a properties chain under spec placement',
        evidence: declares(tool('query_region', { target: { type: 'object', properties: { region: mirrored('Region') } }, query })),
        config: SPEC_PLACEMENT,
      },
    ],
    invalid: [
      { name: 'a properties chain under the default policy placement', evidence: declares(tool('query_region', { target: { type: 'object', properties: { region: mirrored('Region') } }, query })) },
      { name: 'inside array items', evidence: declares(tool('query_region', { regions: { type: 'array', items: mirrored('Region') }, query })) },
      {
        name: 'in outputSchema',
        evidence: declares(tool('query_region', { query }, { outputSchema: { type: 'object', properties: { region: mirrored('Region'), rows: { type: 'array' } } } })),
      },
      {
        name: 'in a $defs entry reached through $ref, even under spec placement',
        evidence: declares({ ...tool('query_region', { region: { $ref: '#/$defs/Region' }, query }), inputSchema: { type: 'object', properties: { region: { $ref: '#/$defs/Region' }, query }, $defs: { Region: mirrored('Region') } } }),
        config: SPEC_PLACEMENT,
      },
    ],
  },

  header_sensitive_field: {
    valid: [
      { name: 'a region', evidence: declares(tool('query_region', { region: mirrored('Region'), query })) },
      { name: 'an e-mail domain is not an e-mail address', evidence: declares(tool('list_accounts', { email_domain: mirrored('Email-Domain') })) },
      { name: 'a boolean switch named after personal data', evidence: declares(tool('list_users', { include_email: mirrored('Include-Email', { type: 'boolean' }), mobile: mirrored('Mobile', { type: 'boolean' }) })) },
      { name: 'the address of a server is not personal data', evidence: declares(tool('connect_db', { server_address: mirrored('Server-Address') })) },
    ],
    invalid: [
      { name: 'an API key', evidence: declares(tool('query_region', { region: mirrored('Region'), api_key: mirrored('Api-Key'), query })) },
      { name: 'a contact e-mail address', evidence: declares(tool('send_report', { contact_email: mirrored('Contact') })) },
      { name: 'a neutral name with format password', evidence: declares(tool('unlock', { pin_hint: mirrored('Hint', { format: 'password' }) })) },
    ],
  },

  boundary_header_case: {
    valid: [
      { name: 'header names in another case are served', evidence: probed() },
      { name: 'not run on a legacy server', evidence: legacyBoundary },
    ],
    invalid: [
      { name: 'tools/list with swapped-case names refused as a header mismatch', evidence: probed({ case: error(400, -32020) }) },
      { name: 'tools/call with swapped-case names answered 200 with no JSON-RPC message', evidence: probed({ 'Mcp-Name case': { status: 200, code: null, message: 'none' } }) },
    ],
  },

  boundary_header_rejected: {
    valid: [{ name: 'every missing, duplicated, malformed and mismatched copy gets 400 and -32020', evidence: probed() }],
    invalid: [
      { name: 'a mismatched Mcp-Param-Region copy is served', evidence: probed({ 'Mcp-Param-Region mismatched': result() }) },
      { name: 'a duplicated MCP-Protocol-Version gets -32600', evidence: probed({ 'MCP-Protocol-Version duplicated': error(400, -32600) }) },
      { name: 'a malformed Mcp-Name gets -32020 with HTTP 200', evidence: probed({ 'Mcp-Name malformed': error(200, -32020) }) },
    ],
  },

  boundary_meta_version: {
    valid: [{ name: 'a request without the _meta version gets 400 and -32602', evidence: probed() }],
    invalid: [
      { name: 'served from the header alone', evidence: probed({ 'meta-version': result() }) },
      { name: '-32602 with HTTP 200', evidence: probed({ 'meta-version': error(200, -32602) }) },
    ],
  },

  boundary_unsupported_version: {
    valid: [{ name: 'version 1999-01-01 gets 400 and -32022', evidence: probed() }],
    invalid: [
      { name: 'answered -32602 Invalid params', evidence: probed({ 'unsupported-version': error(400, -32602) }) },
      { name: 'the version is ignored and the list served', evidence: probed({ 'unsupported-version': result() }) },
    ],
  },

  boundary_get: {
    valid: [
      { name: 'GET gets 405', evidence: probed() },
      { name: 'not run on a legacy server', evidence: legacyBoundary },
    ],
    invalid: [
      { name: 'GET opens an SSE stream', evidence: probed({ get: { status: 200, code: null, message: 'none' } }) },
      { name: 'GET gets 404', evidence: probed({ get: { status: 404, code: null, message: 'none' } }) },
    ],
  },
};
