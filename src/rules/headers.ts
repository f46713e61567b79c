import type { JsonValue } from '../model.js';
import { TYPE_WORDS } from './schema.js';
import { type Quote, rule, term } from './types.js';

/**
 * What every boundary probe's finding says: the header or category probed and the tool it went to
 * (when the probe had one), then the HTTP status and JSON-RPC code that came back, or why no answer.
 */
type BoundaryArgs = { header?: string; category?: string; tool?: string; status?: number; code?: string; skipped?: boolean; reason?: string; version?: string; transport?: string; error?: string };

const MODERN_ONLY =
  'Parameter headers exist from protocol 2026-07-28 on, but a descriptor that carries `x-mcp-header` is judged whatever era mcpward negotiated: a server that speaks both eras gives the same descriptor to its modern clients. On a legacy server whose tools declare none, the rule is a skip ("not applicable"), never a pass.';
const PER_TOOL = 'A broken declaration rejects that tool alone (its descriptor is invalid for every conforming Streamable HTTP client), never the others.';
const BOUNDARY =
  'Sent on modern Streamable HTTP only, and only with tools mcpward may call (allowlisted, or read-only without arguments): a server that ignores the rule might run the call. The finding records the header names sent and the rejection category, never an argument value or an encoded payload.';

const PLACEMENT: Record<string, string> = {
  'output-schema': 'in outputSchema',
  'not-direct': 'not a direct inputSchema.properties member',
  'not-properties-chain': 'not reached through a chain of properties keys',
};
const SENSITIVE: Record<string, string> = { credential: 'a credential', pii: 'personal data' };
/** Why an `x-mcp-header` name is invalid (`not-string` is worded with the JSON type in `got`). */
const NAME_PROBLEM: Record<string, string> = {
  empty: 'the name is empty',
  'not-token': 'the name has characters outside HTTP token characters (tchar)',
};
const MODES: Record<string, string> = { policy: 'policy', spec: 'spec' };
const MAX_SAFE = '±9007199254740991';

/** The facts one `x-mcp-header` problem carries, whichever rule it breaks (all optional). */
export type HeaderProblemArgs = {
  tool?: string;
  header?: string;
  at?: string;
  mode?: string;
  reason?: string;
  got?: string;
  via?: string;
  other?: string;
  type?: string;
  declared?: JsonValue;
  keyword?: string;
  value?: number;
  kind?: string;
  word?: string;
};

/** `the name is empty`, `the value is a number, not a string`: what is wrong with a declared name. */
function nameProblem(a: HeaderProblemArgs, q: Quote): string {
  return a.reason === 'not-string' ? `the value is ${term(a.got, TYPE_WORDS, q)}, not a string` : term(a.reason, NAME_PROBLEM, q);
}

/** The type keyword as declared: the server's value quoted, or `missing`. */
function declaredType(a: HeaderProblemArgs, q: Quote): string {
  if (a.declared !== undefined) return q(a.declared);
  return a.type === '(missing)' ? 'missing' : q(a.type);
}

/**
 * The one reason a header problem rejects its tool (the review's admission and header tables state
 * it): `x-mcp-header "Region" at "inputSchema.properties.region": …`.
 */
export function headerProblemReason(rule: string, a: HeaderProblemArgs, q: Quote): string {
  const lead = `x-mcp-header ${q(a.header)} at ${q(a.at)}`;
  switch (rule) {
    case 'header_name_valid':
      return `${lead}: ${nameProblem(a, q)}`;
    case 'header_placement':
      return a.reason === 'output-schema'
        ? `${lead}: annotations are not allowed in outputSchema`
        : `${lead}: ${term(a.reason, PLACEMENT, q)}${a.via === undefined ? '' : ` (reached through the $ref at ${q(a.via)})`} (${term(a.mode, MODES, q)} placement)`;
    case 'header_name_unique':
      return `${lead}: already declared as ${q(a.other)} (names are compared ignoring case)`;
    case 'header_type_allowed':
      return `${lead}: type ${a.declared === undefined && a.type === '(missing)' ? '(missing)' : declaredType(a, q)} is not string, integer or boolean`;
    case 'header_integer_range':
      return `${lead}: ${term(a.keyword, KEYWORDS, q)} ${q(a.value)} is outside ${MAX_SAFE}`;
    case 'header_sensitive_field':
      return `${lead}: looks like ${term(a.kind, SENSITIVE, q)} (${q(a.word)}), refused by deployment policy`;
    default:
      return `${lead}: it breaks ${q(rule)}`;
  }
}

/** The bound keywords an integer header parameter is checked by. */
const KEYWORDS: Record<string, string> = Object.fromEntries(
  ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'const', 'default', 'enum member'].map((k) => [k, k]),
);
const CATEGORY: Record<string, string> = {
  missing: 'a missing',
  duplicated: 'a duplicated',
  malformed: 'a malformed',
  mismatched: 'a mismatched',
};

/**
 * Why a header check did not judge, in words: the codes the collector and the checks record
 * (`BoundarySkip`, src/snapshot/review.ts; `not-applicable` from the admission) with their facts.
 * Anything else is shown as given. Plain text: the caller quotes it.
 */
export function headerSkipText(a: { reason?: JsonValue; version?: JsonValue; transport?: JsonValue; error?: JsonValue }): JsonValue | undefined {
  switch (a.reason) {
    case 'probes-off': return 'review.boundary_probes is off';
    case 'not-applicable': return `not applicable to ${String(a.version)}`;
    case 'not-http': return `Streamable HTTP only (the server is reached over ${String(a.transport)})`;
    case 'no-callable-tool': return 'no tool mcpward may call answered with a result (allowlist one, or give a read-only tool without arguments)';
    case 'no-header-parameter': return 'no tool mcpward may call sends an x-mcp-header parameter';
    case 'unreachable': return `no HTTP reply: ${String(a.error ?? 'unknown')}`;
    default: return a.reason;
  }
}

const skipped = (what: string) => (a: Record<string, JsonValue | undefined>, q: Quote) => `${what} not checked: ${q(headerSkipText(a))}`;

/** Registry entries of the headers family: `x-mcp-header` declarations and the Streamable HTTP header boundary. */
export const headersRules = {
  header_name_valid: rule<{ skipped?: boolean; reason?: string; version?: string; got?: string; tool?: string; mode?: string; header?: string; at?: string }>()({
    family: 'headers',
    severity: 'high',
    identity: ['tool'],
    title: 'x-mcp-header names are valid HTTP field-name tokens',
    description: `The value of \`x-mcp-header\` becomes the header \`Mcp-Param-{name}\`, so it must be a non-empty string of RFC 9110 token characters (\`1*tchar\`: no space, no control character, no CR or LF, no delimiter). High: an invalid name can inject a header line (CR, LF) and makes conforming clients reject the tool. ${PER_TOOL} ${MODERN_ONLY}`,
    remediation: 'Use a short token such as `Region` or `Tenant-Id` as the `x-mcp-header` value.',
    message: (a, q) => (a.skipped ? skipped('x-mcp-header names')(a, q) : `${q(a.tool)} declares x-mcp-header ${q(a.header)} at ${q(a.at)}: ${nameProblem(a, q)}`),
    passMessage: (a, q) => `x-mcp-header names of ${q(a.tool)} are valid tokens`,
  }),
  header_name_unique: rule<{ skipped?: boolean; reason?: string; version?: string; tool?: string; mode?: string; header?: string; at?: string; other?: string }>()({
    family: 'headers',
    severity: 'high',
    identity: ['tool', 'other'],
    title: 'x-mcp-header names are unique ignoring case',
    description: `HTTP field names are case-insensitive, so two declarations that differ only in case would produce one header for two values. High: one header for two values lets a proxy route on one value while the server acts on the other. ${PER_TOOL} ${MODERN_ONLY}`,
    remediation: 'Give every header-mirrored parameter of a tool its own name, compared case-insensitively.',
    message: (a, q) => (a.skipped ? skipped('x-mcp-header uniqueness')(a, q) : `${q(a.tool)} declares x-mcp-header ${q(a.header)} at ${q(a.at)}, already declared as ${q(a.other)}`),
    passMessage: (a, q) => `x-mcp-header names of ${q(a.tool)} are unique ignoring case`,
  }),
  header_type_allowed: rule<{ skipped?: boolean; reason?: string; version?: string; tool?: string; mode?: string; header?: string; at?: string; type?: string; declared?: JsonValue }>()({
    family: 'headers',
    severity: 'high',
    identity: ['tool', 'type'],
    title: 'Header-mirrored parameters are string, integer or boolean',
    description: `Only primitive \`string\`, \`integer\` and \`boolean\` parameters can be mirrored into a header; \`number\` is not permitted (its text form is ambiguous), nor are objects, arrays or a missing type. High: an ambiguous text form lets a proxy and the server read different values. ${PER_TOOL} ${MODERN_ONLY}`,
    remediation: 'Declare the annotated property with `type: "string"`, `"integer"` or `"boolean"`, or drop the annotation.',
    message: (a, q) => (a.skipped ? skipped('Header parameter types')(a, q) : `${q(a.tool)} mirrors ${q(a.at)} into header ${q(a.header)}, but its type is ${declaredType(a, q)}`),
    passMessage: (a, q) => `Header parameters of ${q(a.tool)} have allowed types`,
  }),
  header_integer_range: rule<{ skipped?: boolean; reason?: string; version?: string; tool?: string; mode?: string; header?: string; at?: string; keyword?: string; value?: number }>()({
    family: 'headers',
    severity: 'high',
    identity: ['tool'],
    title: 'Integer header parameters stay within ±9007199254740991',
    description: `An integer mirrored into a header must be a safe JavaScript integer (−2^53+1 to 2^53−1) so every client and server reads the same number. mcpward rejects a declared \`minimum\`, \`maximum\`, \`exclusiveMinimum\`, \`exclusiveMaximum\`, \`const\`, \`enum\` member or \`default\` outside that range. High: a proxy and the server may read different numbers from the same header. ${PER_TOOL} ${MODERN_ONLY}`,
    remediation: 'Bound the parameter within ±9007199254740991, or carry large values as a string.',
    message: (a, q) =>
      a.skipped ? skipped('Integer header bounds')(a, q) : `${q(a.tool)} header ${q(a.header)} declares ${q(a.keyword)} ${q(a.value)} at ${q(a.at)}, outside ±9007199254740991`,
    passMessage: (a, q) => `Integer header parameters of ${q(a.tool)} are within the safe range`,
  }),
  header_placement: rule<{ skipped?: boolean; reason?: string; version?: string; tool?: string; mode?: string; header?: string; at?: string; via?: string }>()({
    family: 'headers',
    severity: 'high',
    identity: ['tool'],
    title: 'x-mcp-header sits only where the placement mode allows',
    description: `mcpward traverses the whole input schema (nested properties, \`oneOf\`/\`anyOf\`/\`allOf\`/\`not\`, \`if\`/\`then\`/\`else\`, \`items\` and every other keyword, \`$defs\` reached through a local \`$ref\`) and the output schema. The spec admits an annotation only at the end of a chain of \`properties\` keys from the root (\`review.header_placement: spec\`); the contract review's stricter policy (the default, \`policy\`) admits only direct \`inputSchema.properties\` members. An annotation anywhere else, or anywhere in \`outputSchema\`, invalidates the descriptor. High: conforming clients reject the descriptor, so the tool is hidden from them, or mirror a value the server does not expect. ${PER_TOOL} ${MODERN_ONLY}`,
    remediation: 'Move the annotated parameter to the top level of `inputSchema.properties` (outside any combinator, array or definition), or drop the annotation.',
    message: (a, q) =>
      a.skipped ? skipped('x-mcp-header placement')(a, q) : `${q(a.tool)} declares x-mcp-header ${q(a.header)} at ${q(a.at)}: ${term(a.reason, PLACEMENT, q)} (${q(a.mode)} placement)`,
    passMessage: (a, q) => `x-mcp-header declarations of ${q(a.tool)} are placed where ${q(a.mode)} placement allows`,
  }),
  header_sensitive_field: rule<{ skipped?: boolean; reason?: string; version?: string; tool?: string; mode?: string; header?: string; at?: string; kind?: string; word?: string }>()({
    family: 'headers',
    severity: 'high',
    identity: ['tool', 'kind'],
    title: 'No credential or personal data is mirrored into a header',
    description: `Headers are logged, routed on and kept by proxies, load balancers and observability tools. By deployment policy the review refuses to mirror a credential (token, secret, password, API key, authorization, cookie, session) or personal data (e-mail, phone, address, person name, birth date, national id) into \`Mcp-Param-*\`: the parameter or header name decides, as does \`format: password\` or \`format: email\`. Deliberately not refused: boolean parameters (\`include_email\`, \`mobile\`, \`has_session\`: a true/false header carries neither a credential nor personal data) and addresses of machines (\`server_address\`, \`ip_address\`). High: a credential or personal data copied into a header lands in the logs of every proxy and tool on the way, where nobody approved sending it. ${PER_TOOL} ${MODERN_ONLY}`,
    remediation: 'Keep credentials in the Authorization layer and personal data in the body only; drop the annotation.',
    message: (a, q) =>
      a.skipped ? skipped('Sensitive header fields')(a, q) : `${q(a.tool)} mirrors ${q(a.at)} into header ${q(a.header)}, which looks like ${term(a.kind, SENSITIVE, q)} (${q(a.word)})`,
    passMessage: (a, q) => `Header parameters of ${q(a.tool)} carry no credential or personal data`,
  }),
  boundary_header_case: rule<BoundaryArgs>()({
    family: 'headers',
    severity: 'medium',
    identity: ['tool', 'code'],
    title: 'Header names in another case are accepted',
    description: `Field names are case-insensitive (RFC 9110): mcpward repeats a valid request with every MCP header name in another case and expects the same success. Medium: clients and proxies that change the case of names get refused; nothing is misrouted. ${BOUNDARY}`,
    remediation: 'Compare header names case-insensitively (most HTTP frameworks already do).',
    message: (a, q) => (a.skipped ? skipped('Header name case')(a, q) : `A request with header names in another case was answered HTTP ${q(a.status)} with ${q(a.code)}, expected a result`),
    passMessage: (a, q) => `Header names in another case are accepted (HTTP ${q(a.status)})`,
  }),
  boundary_header_rejected: rule<BoundaryArgs>()({
    family: 'headers',
    severity: 'high',
    identity: ['tool', 'code', 'header', 'category'],
    title: 'A missing, duplicated, malformed or mismatched header copy gets HTTP 400 and -32020',
    description: `\`MCP-Protocol-Version\`, \`Mcp-Method\`, \`Mcp-Name\` and \`Mcp-Param-*\` mirror the body. A server that processes the body must reject a request whose copy is missing, duplicated, malformed (an undecodable \`=?base64?…?=\` sentinel) or different from the body with HTTP 400 and JSON-RPC -32020 (HeaderMismatch): otherwise a proxy routing on the header and the server acting on the body disagree. High: a proxy routing on the header and the server acting on the body disagree, so a request is misrouted. ${BOUNDARY}`,
    remediation: 'Validate every mirrored header against the decoded body value and answer a disagreement with HTTP 400 and error -32020 before dispatch.',
    message: (a, q) =>
      a.skipped
        ? `Copies of header ${q(a.header)} not checked: ${q(headerSkipText(a))}`
        : `${term(a.category, CATEGORY, q)} ${q(a.header)} copy was answered HTTP ${q(a.status)} with ${q(a.code)}, expected HTTP 400 with -32020`,
    passMessage: (a, q) => `${term(a.category, CATEGORY, q)} ${q(a.header)} copy is rejected with HTTP 400 and -32020`,
  }),
  boundary_meta_version: rule<BoundaryArgs>()({
    family: 'headers',
    severity: 'medium',
    identity: ['code'],
    title: 'A request without the _meta protocol version gets -32602',
    description: `In 2026-07-28 \`params._meta["io.modelcontextprotocol/protocolVersion"]\` is required on every request; a request without it is malformed: JSON-RPC -32602 and HTTP 400. mcpward sends \`tools/list\` with the header but without the body field. Medium: a malformed request is served in a version the client never declared. ${BOUNDARY}`,
    remediation: 'Reject requests whose `_meta` lacks the protocol version with -32602 (HTTP 400).',
    message: (a, q) => (a.skipped ? skipped('Missing _meta protocol version')(a, q) : `A request without the _meta protocol version was answered HTTP ${q(a.status)} with ${q(a.code)}, expected HTTP 400 with -32602`),
    passMessage: () => 'A request without the _meta protocol version is rejected with HTTP 400 and -32602',
  }),
  boundary_unsupported_version: rule<BoundaryArgs>()({
    family: 'headers',
    severity: 'medium',
    identity: ['code'],
    title: 'A request in an unsupported version gets -32022',
    description: `mcpward sends \`tools/list\` declaring protocol version 1999-01-01 in both the body and \`MCP-Protocol-Version\`. The server must answer HTTP 400 with UnsupportedProtocolVersionError (-32022, \`data.supported\`). Medium: a client on an unknown version is served in shapes it may misread. ${BOUNDARY}`,
    remediation: 'Answer an unknown protocol version with HTTP 400, error -32022 and `data: { supported, requested }`.',
    message: (a, q) => (a.skipped ? skipped('Unsupported version')(a, q) : `A request in version 1999-01-01 was answered HTTP ${q(a.status)} with ${q(a.code)}, expected HTTP 400 with -32022`),
    passMessage: () => 'A request in an unsupported version is rejected with HTTP 400 and -32022',
  }),
  boundary_get: rule<BoundaryArgs>()({
    family: 'headers',
    severity: 'low',
    identity: ['code'],
    title: 'GET on the MCP endpoint answers 405',
    description: `2026-07-28 removed the GET stream: a server that supports only this revision answers GET with 405 Method Not Allowed. Low: a client that opens a GET stream waits on it; nothing is misrouted. ${BOUNDARY}`,
    remediation: 'Answer GET (and DELETE) on the MCP endpoint with 405.',
    message: (a, q) => (a.skipped ? skipped('GET')(a, q) : `GET on the MCP endpoint was answered HTTP ${q(a.status)}, expected 405`),
    passMessage: () => 'GET on the MCP endpoint answers 405',
  }),
};
