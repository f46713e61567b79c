import type { JsonValue } from '../model.js';
import { SDK_NAMES, type SdkId } from './errors.js';
import { type Quote, ONE_PER_SUBJECT, rule, term } from './types.js';

/**
 * The skip of a rule that does not apply to the server's protocol revision (a modern-only rule on
 * a legacy server, a legacy probe on a modern one): the code, with the server's `version`.
 */
export type NotApplicableArgs = { skipped: boolean; reason: 'not-applicable'; version: string };

/**
 * What a protocol probe found, as codes and facts (src/checks/compliance/probes.ts): `expected`
 * and `actual` are codes worded here; the server's parts (`status`, `errorCode`, `errorMessage`,
 * `cause`, `keys`, `version`, `contentType`, `supported`, `requested`) are facts, each quoted on
 * its own. `live` and `fresh` are the two answers of the unsupported-version probe repeated on a
 * fresh connection, each an answer of the same shape.
 */
export type ProbeAnswer = {
  actual?: string;
  status?: number;
  errorCode?: JsonValue;
  errorMessage?: string;
  cause?: string;
};
export type ProbeArgs = ProbeAnswer & {
  expected?: string;
  skipped?: boolean;
  reason?: string;
  version?: string;
  header?: string;
  tools?: number;
  keys?: string[];
  contentType?: string;
  supported?: string[];
  requested?: JsonValue;
  problems?: string[];
  live?: ProbeAnswer;
  fresh?: ProbeAnswer;
  sdk?: SdkId;
};

/** What each probe expected, by code. */
const PROBE_EXPECTED: Readonly<Record<string, string>> = {
  'error-32601': 'error -32601',
  'error-32601-http-404': 'error -32601 with HTTP 404',
  'error-32602': 'error -32602',
  'error-32022': 'error -32022 with data.supported and data.requested',
  'error-32022-http-400': 'error -32022 with data.supported and data.requested, HTTP 400',
  'supported-version': 'a result naming a supported version, not 1999-01-01',
  'empty-result': 'an empty result',
  'http-403': 'HTTP 403',
  'http-4xx': 'an HTTP 4xx status',
  'http-405': 'HTTP 405',
  'http-202-empty': 'HTTP 202 with no body (or a 4xx refusal)',
};

/** What a -32022 error lacked, by code. */
const VERSION_PROBLEMS: Readonly<Record<string, (a: ProbeArgs, q: Quote) => string>> = {
  'no-supported': () => 'no data.supported list of versions',
  requested: (a, q) => `data.requested is ${q(a.requested ?? null)}`,
  'http-status': (a, q) => `HTTP ${q(a.status)}`,
};

const FOREIGN_HEADERS: Readonly<Record<string, string>> = { origin: 'origin', host: 'host' };

/** A probe's answer in words: mcpward's words bare, each of the server's parts quoted on its own. */
function answerText(a: ProbeArgs, q: Quote): string {
  const http = a.status === undefined ? '' : ` (HTTP ${q(a.status)})`;
  switch (a.actual) {
    case 'result':
      return `a result${http}`;
    case 'error':
      return `error ${q(a.errorCode)} ${q(a.errorMessage)}${http}`;
    case 'no-answer':
      return `no answer: ${q(a.cause)}${http}`;
    case 'nothing-recorded':
      return 'nothing recorded';
    case 'cursor-ignored':
      return `a result with ${q(a.tools)} tool(s): the cursor was ignored`;
    case 'error-incomplete':
      return `error -32022 with ${Array.isArray(a.problems) ? a.problems.map((p) => (typeof p === 'string' && Object.hasOwn(VERSION_PROBLEMS, p) ? VERSION_PROBLEMS[p]!(a, q) : q(p))).join(', ') : q(a.problems)}`;
    case 'error-complete':
      return `error -32022, supported ${q(a.supported)}`;
    case 'checked-first-only':
      return `${answerText(a.live ?? {}, q)} on the live session, though ${answerText(a.fresh ?? {}, q)} as the first request of a fresh connection: the version is checked on the first request only`;
    case 'live-served':
      return `${answerText(a.live ?? {}, q)} on the live session, and ${answerText(a.fresh ?? {}, q)} as the first request of a fresh connection`;
    case 'no-response':
      return `HTTP ${q(a.status)} with no JSON-RPC response`;
    case 'no-protocol-version':
      return 'a result without protocolVersion';
    case 'echoed':
      return `the unknown version ${q(a.version)} echoed back`;
    case 'version':
      return `version ${q(a.version)}`;
    case 'not-object':
      return 'a result that is not an object';
    case 'keys':
      return `a result with ${q(a.keys)}`;
    case 'empty-result':
      return 'an empty result';
    case 'served':
      return `HTTP ${q(a.status)}: the request was served`;
    case 'http':
      return `HTTP ${q(a.status)}${a.contentType === undefined ? '' : ` (${q(a.contentType)})`}`;
    case 'no-reply':
      return 'no HTTP reply';
    case 'accepted':
      return 'HTTP 202 with no body';
    case 'refused':
      return `HTTP ${q(a.status)} (a refusal the spec allows)`;
    case 'with-body':
      return `HTTP ${q(a.status)} with a body`;
    default:
      return q(a.actual);
  }
}

/**
 * Why a rule did not judge: `not-applicable` (with the server's `version`) and the probes' own
 * codes are worded here; any other reason is the collector's words, quoted.
 */
function skipText(a: { reason?: JsonValue; version?: JsonValue; header?: JsonValue; status?: JsonValue }, q: Quote): string {
  if (a.reason === 'not-applicable') return `not applicable to ${q(a.version)}`;
  if (a.reason === 'no-http-reply') return 'no HTTP reply recorded';
  if (a.reason === 'control-failed') return `the same request without a foreign ${term(a.header, FOREIGN_HEADERS, q)} got HTTP ${q(a.status)}`;
  return q(a.reason);
}

/** A framing defect (`FramingIssue`, src/snapshot/wire.ts) in words; what the server sent through `q`. */
function framingText(a: { issue?: JsonValue; sent?: JsonValue; got?: JsonValue }, q: Quote): string {
  switch (a.issue) {
    case 'not-object': return 'the response is not a JSON object';
    case 'jsonrpc-missing': return 'missing "jsonrpc": "2.0"';
    case 'jsonrpc-wrong': return `"jsonrpc" is ${q(a.got)}, not "2.0"`;
    case 'id-missing': return `id missing (sent ${q(a.sent)})`;
    case 'id-not-echoed': return `id not echoed: sent ${q(a.sent)}, got ${q(a.got)}`;
    case 'result-and-error': return 'both "result" and "error"';
    case 'no-result-or-error': return 'neither "result" nor "error"';
    case 'error-not-object': return '"error" is not an object';
    case 'error-code-not-integer': return '"error.code" is not an integer';
    case 'error-message-not-string': return '"error.message" is not a string';
    // A report written before the issue was a code carries the sentence itself.
    default: return q(a.issue);
  }
}

// Probe rules share one shape: `expected` and `actual` as codes with facts, or `skipped` with a reason.
// `what` is always mcpward's own text.
const probeMessage =
  (what: string) =>
  (a: ProbeArgs, q: Quote): string =>
    a.skipped ? `${what} not checked: ${skipText(a, q)}` : `${what}: expected ${term(a.expected, PROBE_EXPECTED, q)}, got ${answerText(a, q)}`;
const probePass =
  (what: string) =>
  (a: ProbeArgs, q: Quote): string =>
    `${what}: ${answerText(a, q)}`;
/**
 * Why an empty cursor was not followed (src/checks/compliance/pagination.ts): a code, with the
 * failed request's error code and message, or the cause of no answer, as facts.
 */
export type EmptyCursorFacts = { reason?: string; errorCode?: number; errorMessage?: string; cause?: string };

function emptyCursorText(a: EmptyCursorFacts, q: Quote): string {
  const answer = a.errorCode !== undefined ? `error ${q(a.errorCode)} ${q(a.errorMessage)}` : a.cause !== undefined ? q(a.cause) : 'no answer';
  if (a.reason === 'refused') return `the server refused it: ${answer}`;
  if (a.reason === 'next-failed') return `the next request failed: ${answer}`;
  if (a.reason === 'cursor-loop') return 'the server had issued the empty cursor before (a cursor loop)';
  if (a.reason === 'page-cap') return 'mcpward stopped at its page limit';
  if (a.reason === 'not-followed') return 'no request with cursor "" followed';
  return q(a.reason);
}

/** How a list read stopped (`ListTrace.stop`), mcpward's own codes. */
const LIST_STOPS: Readonly<Record<string, string>> = {
  end: 'end',
  'cursor-loop': 'cursor-loop',
  'page-cap': 'page-cap',
  error: 'error',
  deadline: 'deadline',
  'not-advertised': 'not-advertised',
};

/** Why the second listing was not compared: the check's codes worded here, the collector's reasons quoted. */
function secondListingSkip(a: { reason?: JsonValue; stop?: JsonValue }, q: Quote): string {
  if (a.reason === 'no-listing') return 'the probe recorded no listing';
  if (a.reason === 'first-not-ended') return `the first listing did not end (${term(a.stop, LIST_STOPS, q)})`;
  if (a.reason === 'second-not-ended') return `the second listing did not end (${term(a.stop, LIST_STOPS, q)})`;
  return q(a.reason);
}

/** What server info lacked, by code (src/checks/compliance/index.ts). */
const SERVER_INFO_MISSING: Readonly<Record<string, string>> = {
  info: 'server info is absent',
  name: 'name is missing or empty',
  version: 'version is missing or empty',
};

/** What was wrong with a result's resultType (src/checks/compliance/modern.ts), the server's value quoted on its own. */
function resultTypeIssue(a: { issue?: JsonValue; value?: JsonValue }, q: Quote): string {
  if (a.issue === 'missing') return 'no resultType';
  if (a.issue === 'not-string') return `a resultType that is not a string (${q(a.value)})`;
  if (a.issue === 'unknown') return `an unknown resultType ${q(a.value)} and no advertised extension`;
  return q(a.issue);
}

type Facts = Readonly<Record<string, JsonValue | undefined>>;
/** What a cacheable result lacked, by code (src/checks/compliance/modern.ts); malformed values quoted on their own. */
const CACHE_ISSUES: Readonly<Record<string, (a: Facts, q: Quote) => string>> = {
  'ttl-missing': () => 'ttlMs is missing',
  'ttl-invalid': (a, q) => `ttlMs is ${q(a.ttlMs)}, not a number ≥ 0`,
  'scope-missing': () => 'cacheScope is missing',
  'scope-invalid': (a, q) => `cacheScope is ${q(a.cacheScope)}, not "public" or "private"`,
};
/** What server/discover lacked, by code; the cache fields' codes as above. */
const DISCOVER_MISSING: Readonly<Record<string, (a: Facts, q: Quote) => string>> = {
  'supported-versions': () => 'supportedVersions (a non-empty list of versions)',
  'version-not-listed': (a, q) => `supportedVersions does not list ${q(a.version)}, the version in use`,
  capabilities: () => 'capabilities',
  'server-info': () => '_meta["io.modelcontextprotocol/serverInfo"] with name and version',
  ...CACHE_ISSUES,
};
/** A list of codes in words, joined; a code the table does not know is quoted. */
function codesText(codes: JsonValue | undefined, words: Readonly<Record<string, (a: Facts, q: Quote) => string>>, a: Facts, q: Quote): string {
  if (!Array.isArray(codes)) return q(codes);
  return codes.map((c) => (typeof c === 'string' && Object.hasOwn(words, c) ? words[c]!(a, q) : q(c))).join(', ');
}

/** Why a reserved-range error code is wrong (src/checks/compliance/modern.ts). */
const RESERVED_ISSUES: Readonly<Record<string, string>> = { retired: 'the retired', 'undefined-reserved': 'the undefined reserved' };

// Spec strength decides the status: a MUST broken fails, a SHOULD broken warns.
const SHOULD = 'The spec says SHOULD here, so a deviation is a warning, never a failure.';
const MODERN_ONLY = 'Applies to 2026-07-28 and later; on a legacy server it is a skip, never a pass.';

/** The wire anomaly kinds (`WireAnomalyKind`) in words. */
const STREAM_KINDS: Readonly<Record<string, string>> = {
  'unknown-id': 'answer(s) to an id mcpward never sent',
  duplicate: 'second answer(s) to a request already answered',
  late: 'answer(s) after the request had timed out',
  noise: 'message(s) that are not JSON-RPC',
  'invalid-utf8': 'message(s) whose bytes are not UTF-8',
  'over-long': 'line(s) too long to read',
  'too-deep': 'message(s) nested too deeply to keep whole',
};

/** Registry entries of the compliance family: the protocol as the server speaks it. */
export const complianceRules = {
  handshake: rule<{ method?: string; version?: string; era?: string; reason?: string }>()({
    family: 'compliance',
    severity: 'high',
    identity: ['method'],
    title: 'Handshake succeeds with a well-formed result',
    description:
      'The server answers the opening exchange of its protocol era — `initialize` for legacy revisions (2024-11-05 to 2025-11-25), `server/discover` for 2026-07-28 and later — with a result the official SDK schema accepts. High: without it no client can connect at all.',
    remediation:
      'Answer `initialize` (legacy) or `server/discover` (modern) with every required field: protocol version or supported versions, capabilities, and server info.',
    message: (a, q) => `Handshake ${q(a.method)} result is malformed: ${q(a.reason)}`,
    passMessage: (a, q) => `Handshake ${q(a.method)} succeeded (protocol ${q(a.version)}, ${q(a.era)} era)`,
  }),
  protocol_version_known: rule<{ version: string }>()({
    family: 'compliance',
    severity: 'medium',
    identity: ONE_PER_SUBJECT,
    title: 'Negotiated protocol version is a published revision',
    description:
      'The protocol version the server settled on must be a published MCP revision; an unknown one means client and server may disagree on every message shape. Medium: clients refuse the session or guess at message shapes, but nothing is run or shown that should not be.',
    remediation: 'Negotiate one of the published revisions (for example 2025-11-25 or 2026-07-28).',
    message: (a, q) => `Server negotiated unknown protocol version ${q(a.version)}`,
    passMessage: (a, q) => `Protocol version ${q(a.version)} is a published revision`,
  }),
  server_info: rule<{ name?: string; version?: string; missing?: string[] }>()({
    family: 'compliance',
    severity: 'low',
    identity: ['name'],
    title: 'Server identifies itself',
    description:
      'Server info (`serverInfo` in legacy, `_meta["io.modelcontextprotocol/serverInfo"]` in modern) names the server and its version; lockfiles and reports are keyed on them. Low: only identification suffers (reports, lockfiles, client UIs).',
    remediation: 'Return a non-empty `name` and `version` in the server info of the handshake.',
    message: (a, q) => `Server info is incomplete: ${Array.isArray(a.missing) ? a.missing.map((k) => term(k, SERVER_INFO_MISSING, q)).join(', ') : q(a.missing)}`,
    passMessage: (a, q) => `Server identifies itself as ${q(a.name)} ${q(a.version)}`,
  }),
  capabilities_consistent: rule<{ capability: string; method: string; reason?: string; code?: number; sdk?: SdkId }>()({
    family: 'compliance',
    severity: 'high',
    variants: { 'method-not-found': 'low' },
    identity: ['capability', 'method'],
    title: 'Advertised capabilities are served',
    description:
      'Every list capability the server advertises (`tools`, `prompts`, `resources`, and `resources/templates/list` under `resources`) must answer its list request. Graded by what a client loses. A JSON-RPC error on the first page is a definitive answer, not a gap in the capture: the run is complete, `baseline` records the answer in the lockfile (`listErrors`), and the exit code follows the policy. Method not found (-32601) says the method is not implemented, so there is nothing behind it a client could have listed: the client sees an error where it expected a (possibly empty) list, nothing is hidden (`method-not-found`, low; it is what the low-level `Server` of the official TypeScript and Python SDKs does for `resources/templates/list` when no templates handler is registered, and the finding names it when the pattern matches). Any other error, or no answer at all, hides whatever the list holds behind the error: high, the default. No answer (a timeout, a lost connection) is also a gap in the capture: the run is incomplete (exit 2). High: the clients lose the whole advertised surface, hidden behind an error.',
    remediation: 'Either implement the advertised list method (an empty list is a fine answer) or stop advertising the capability. With the Python low-level `Server`, register a `list_resource_templates` handler that returns `[]`.',
    message: (a, q) =>
      a.code === undefined
        ? `Capability ${q(a.capability)} is advertised but ${q(a.method)} failed: ${q(a.reason)}`
        : `Capability ${q(a.capability)} is advertised but ${q(a.method)} answered error ${q(a.code)} ${q(a.reason)}${a.sdk === undefined ? '' : ` (this is what ${term(a.sdk, SDK_NAMES, q)} does by default when no templates handler is registered)`}`,
    passMessage: (a, q) => `Advertised capability ${q(a.capability)} answers ${q(a.method)}`,
  }),
  jsonrpc_framing: rule<{ count?: number; method?: string; issue?: string; sent?: string | number; got?: JsonValue }>()({
    family: 'compliance',
    severity: 'high',
    identity: ['method', 'issue'],
    title: 'Responses are well-framed JSON-RPC 2.0',
    description:
      'Every response carries `jsonrpc: "2.0"`, echoes the request id, and holds exactly one of `result` or `error` (an error with an integer code and a string message). Judged on every response of the main connection: the capture, the protocol probes, the tool calls and completions. High: a client that cannot match a response to its request drops or misroutes it, and the SDK clients reject the whole message.',
    remediation: 'Fix the server’s JSON-RPC layer; most SDKs do this for you, so a hand-written transport is the usual cause.',
    message: (a, q) => `Response to ${q(a.method)} is mis-framed: ${framingText(a, q)}`,
    passMessage: (a, q) => `All ${q(a.count)} responses are well-framed JSON-RPC 2.0`,
  }),
  jsonrpc_stream: rule<{ kind?: string; count?: number; first?: string; transport?: string }>()({
    family: 'compliance',
    severity: 'high',
    variants: { late: 'low', unreadable: 'medium' },
    identity: ['kind'],
    title: 'Every message on the wire answers a request once and can be read',
    description:
      'mcpward matches every answer to the request with exactly its id (whatever its JSON type or size) and counts, per kind, what answered nothing or could not be read: an answer to an id never sent (`unknown-id`, including ids no JavaScript number holds exactly such as `1e400`), a second answer to a request already answered (`duplicate`), an answer to a request that had timed out (`late`; never one of mcpward’s own era probe or handshake: those are waited for as long as `timeouts.connect_ms` allows, and an answer after mcpward gave up is no finding about the server), an answer that overtook an earlier request’s on the same stream (`out-of-order`), event data that is not JSON-RPC on HTTP (`noise`; stdio noise is `stdout_noise`), bytes that are not UTF-8 (`invalid-utf8`) a line or event too long to read (`over-long`, 16 MiB; a string within a message is kept to its first MiB, the cut marked `…`) and a message nested deeper than 512 levels (`too-deep`: the deeper part is replaced by a note, so no later step overflows its stack; a tool whose schema is clipped so is also reported on that tool). One finding per kind, with the count and the first offender; none of them is ever taken as the answer to another request. High: for unknown ids and duplicates a client that matches answers less strictly takes one for the answer to a request it did not belong to. Medium (the `unreadable` variant) for bytes and lines that cannot be read: clients drop or garble the message, nothing is misrouted. Low (`late`) for late answers: a slow server, already reported as a timeout. Answers out of order are stated with their count in a passing finding, never a warning: JSON-RPC allows them, and only a client that assumes order misreads them.',
    remediation:
      'Answer each request once, with the id it was sent with; never write to the protocol stream anything but UTF-8 JSON-RPC messages, each on one line of sane length.',
    message: (a, q) => `${q(a.count)} ${term(a.kind, STREAM_KINDS, q)} on the ${q(a.transport)} wire, first: ${q(a.first)}`,
    passMessage: (a, q) =>
      a.kind === 'out-of-order'
        ? `${q(a.count)} answer(s) came ahead of an earlier request’s on the ${q(a.transport)} wire (JSON-RPC allows it), first: ${q(a.first)}`
        : 'Every answer matched a request mcpward sent, once, and every message was readable',
  }),
  pagination_terminates: rule<{ list: string; stop: "cursor-loop" | "end" | "page-cap"; pages: number }>()({
    family: 'compliance',
    severity: 'high',
    identity: ['list'],
    title: 'Paginated lists terminate',
    description:
      'Following `nextCursor` (while present and not null, the empty string included) must reach a last page; a cursor that repeats hides part of the surface. High: a client that follows the cursors hangs or hides the tools past the loop. A list still going at mcpward’s page limit (1000 pages) is a skip, not a failure: it may end later, so it is not the server’s fault for certain; the run is incomplete (exit 2) instead.',
    remediation: 'Return a new opaque cursor for each page and omit `nextCursor` on the last one.',
    message: (a, q) =>
      a.stop === 'cursor-loop'
        ? `${q(a.list)} pagination loops: cursor repeated after ${q(a.pages)} page(s)`
        : `${q(a.list)} pagination not judged: mcpward stopped at its page limit of ${q(a.pages)} pages, so the list was not read to its end`,
    passMessage: (a, q) => `${q(a.list)} listed in ${q(a.pages)} page(s)`,
  }),
  stdout_noise: rule<{ count?: number; first?: string }>()({
    family: 'compliance',
    severity: 'medium',
    identity: ONE_PER_SUBJECT,
    title: 'stdout carries only JSON-RPC messages',
    description:
      'On the stdio transport, stdout is the protocol channel: a log line printed there corrupts the stream for clients that do not skip it (and the official v2 client drops such lines silently). Lines printed at any time on the main connection are judged: during the capture, the protocol probes and the tool calls. Medium: a client that does not skip them fails to parse the stream, but nothing is misrouted.',
    remediation: 'Send logs to stderr; keep stdout for JSON-RPC messages only.',
    message: (a, q) => `${q(a.count)} non-JSON-RPC line(s) on stdout, first: ${q(a.first)}`,
    passMessage: () => 'stdout carried only JSON-RPC messages',
  }),
  unknown_method: rule<ProbeArgs>()({
    family: 'compliance',
    severity: 'high',
    variants: { 'other-error': 'low' },
    identity: ONE_PER_SUBJECT,
    title: 'An unknown method gets error -32601',
    description:
      'mcpward sends `mcpward/does-not-exist` once. JSON-RPC 2.0 answers a method the server does not implement with error -32601 (Method not found); on Streamable HTTP, 2026-07-28 adds HTTP 404. Graded by what a client suffers, whichever SDK produced the answer. A result means the server answers requests it does not understand, and no answer leaves the client waiting until its own timeout (a Python `mcp` 1.8 server hangs, then exits): either way a client cannot tell an unsupported feature from a working one, or from a dead server (high, the default). Any JSON-RPC error with another code, or -32601 without the HTTP 404, still tells the client the request failed; only the code it could branch on differs (`other-error`, low; the Python `mcp` SDK 1.x answers -32602 `Invalid request parameters`, and the finding names it). High: a client takes an unsupported feature for a working one, or hangs on it.',
    remediation:
      'Answer any method you do not implement with a JSON-RPC error, code -32601 (and HTTP 404 on modern Streamable HTTP). On the Python `mcp` SDK 1.x the code comes from the SDK: upgrading it is the fix.',
    message: (a, q) => `${probeMessage('Unknown method')(a, q)}${a.sdk === undefined ? '' : ` (this is what ${term(a.sdk, SDK_NAMES, q)} does by default)`}`,
    passMessage: probePass('Unknown method'),
  }),
  invalid_cursor: rule<ProbeArgs>()({
    family: 'compliance',
    severity: 'low',
    identity: ONE_PER_SUBJECT,
    title: 'An invalid cursor gets error -32602',
    description: `mcpward sends \`tools/list\` with a cursor the server never issued (\`mcpward-invalid-cursor\`). Invalid cursors should get -32602 (Invalid params); a server that ignores the cursor and answers from the start makes a client that resumes a listing duplicate items or loop. Low: only a client that resumes a listing with a stale cursor is affected, and it gets duplicates, not wrong items. ${SHOULD}`,
    remediation: 'Look cursors up (or verify their signature) and answer an unknown one with JSON-RPC error -32602.',
    message: probeMessage('Invalid cursor'),
    passMessage: probePass('Invalid cursor'),
  }),
  pagination_duplicates: rule<{ list: string; pages?: number; count?: number; names?: string[] }>()({
    family: 'compliance',
    severity: 'medium',
    identity: ['list'],
    title: 'No item is listed on two pages',
    description:
      'An item that appears on two pages of one listing means the pages overlap: the server’s cursor does not mark where the previous page ended. Clients show the item twice or keep an arbitrary copy. (For tools, `tool_name_duplicate` also reports the name itself.) Medium: clients show an item twice or keep an arbitrary copy.',
    remediation: 'Make each cursor point just past the last item of its page, over a stable order.',
    message: (a, q) => `${q(a.list)} pagination repeats ${q(a.count)} item(s) across pages: ${q(a.names)}`,
    passMessage: (a, q) => `${q(a.list)} pages do not overlap (${q(a.pages)} page(s))`,
  }),
  pagination_stable: rule<{ count?: number; pages?: number; of?: number; skipped?: boolean; reason?: string; stop?: string; position?: number; first?: string; second?: string; missing?: string[]; added?: string[] }>()({
    family: 'compliance',
    severity: 'medium',
    identity: ONE_PER_SUBJECT,
    title: 'A second listing returns the same tools in the same order',
    description:
      'mcpward lists the tools a second time, following cursors the same way, for at most 20 pages: a longer list is compared on its first tools, as many as those pages held (instability shows there too, and a server of thousands of tools is not listed twice in full). Tools that appear or vanish between two listings moments apart mean a page was lost or the list is unstable (a failure); the same tools in another order is a warning, since a client that resumes a listing with an old cursor then skips or repeats tools. Medium: a client that resumes a listing skips or repeats tools; the tools themselves stay correct.',
    remediation: 'Paginate over a stable order (for example sorted by name) and keep cursors valid across listings.',
    message: (a, q) =>
      a.skipped
        ? `Second listing not compared: ${secondListingSkip(a, q)}`
        : a.missing !== undefined || a.added !== undefined
          ? `A second tools/list differs: missing ${q(a.missing)}, added ${q(a.added)}`
          : `A second tools/list has another order: position ${q(a.position)} was ${q(a.first)}, now ${q(a.second)}`,
    passMessage: (a, q) =>
      a.of === undefined
        ? `A second tools/list returned the same ${q(a.count)} tool(s) in the same order`
        : `A second tools/list of ${q(a.pages)} page(s) returned the first ${q(a.count)} of ${q(a.of)} tool(s) in the same order`,
  }),
  empty_cursor_followed: rule<EmptyCursorFacts & { list: string; page: number; next?: number }>()({
    family: 'compliance',
    severity: 'high',
    identity: ['list', 'page'],
    title: 'An empty-string cursor leads to the next page',
    description:
      '`nextCursor: ""` is present and not null, so there is another page (PROTOCOL.md: follow it, the empty string included). mcpward follows it; this rule asserts from the trace that the request with `cursor: ""` was made and answered. A server that issues the empty cursor and then refuses it hides the rest of its list. High: the rest of the list is hidden from every client.',
    remediation: 'Either accept the empty cursor you issued or issue a non-empty one; omit `nextCursor` on the last page.',
    message: (a, q) => `${q(a.list)} page ${q(a.page)} ended with nextCursor "" but ${emptyCursorText(a, q)}`,
    passMessage: (a, q) => `${q(a.list)} empty-string cursor was followed to page ${q(a.next)}`,
  }),
  result_type: rule<{ skipped?: boolean; reason?: string; version?: string; count?: number; method?: string; issue?: string; value?: JsonValue }>()({
    family: 'compliance',
    severity: 'medium',
    identity: ['method'],
    title: 'Every result carries resultType',
    description: `Every result of a 2026-07-28 server must carry \`resultType\`: \`complete\`, \`input_required\`, or a value of an extension the server advertises. A client must treat an unrecognised value as invalid. Judged on every result of the main connection (capture, probes, tool calls, completions); \`tools/call\` results are also judged per tool by \`result_type_complete\`. Medium: a client must reject the result, so the call fails, but nothing is misread. ${MODERN_ONLY}`,
    remediation: 'Add `resultType: "complete"` to every result (the official 2.x SDKs do).',
    message: (a, q) => (a.skipped ? `resultType not checked: ${skipText(a, q)}` : `${q(a.method)} result has ${resultTypeIssue(a, q)}`),
    passMessage: (a, q) => `All ${q(a.count)} results carry a known resultType`,
  }),
  cache_fields: rule<{ skipped?: boolean; reason?: string; version?: string; list?: string; page?: number; issues?: string[]; ttlMs?: JsonValue; cacheScope?: JsonValue }>()({
    family: 'compliance',
    severity: 'medium',
    identity: ['list'],
    title: 'List results carry ttlMs and cacheScope',
    description: `Every page of a 2026-07-28 list result (and \`server/discover\`) is a cacheable result: \`ttlMs\` a number ≥ 0 and \`cacheScope\` \`public\` or \`private\`. Without them clients and gateways cannot tell how long, or for whom, a listing may be cached. Medium: without them clients and gateways cannot cache correctly, and a gateway that assumes a scope may share a listing too widely. ${MODERN_ONLY}`,
    remediation: 'Return `ttlMs` (0 for “always re-fetch”) and `cacheScope` on every list page.',
    message: (a, q) => (a.skipped ? `Cache fields not checked: ${skipText(a, q)}` : `${q(a.list)} page ${q(a.page)}: ${codesText(a.issues, CACHE_ISSUES, a, q)}`),
    passMessage: (a, q) => `${q(a.list)}: every page carries ttlMs and cacheScope`,
  }),
  cache_scope_consistent: rule<{ skipped?: boolean; reason?: string; version?: string; list?: string; pages?: number; scope?: string; scopes?: Array<{ scope: string; page: number }> }>()({
    family: 'compliance',
    severity: 'high',
    identity: ['list'],
    title: 'Every page of a list has the same cacheScope',
    description: `The pages of one list are one result for caching: a page marked \`private\` next to one marked \`public\` lets a shared cache serve user-specific items to another user. High: a shared cache may hand one user the items of another. ${MODERN_ONLY}`,
    remediation: 'Decide the cache scope per list, not per page (`private` when any page is user-specific).',
    message: (a, q) => (a.skipped ? `cacheScope consistency not checked: ${skipText(a, q)}` : `${q(a.list)} pages disagree on cacheScope: ${Array.isArray(a.scopes) ? a.scopes.map((p) => `${q(p.scope)} (page ${q(p.page)})`).join(', ') : q(a.scopes)}`),
    passMessage: (a, q) => `${q(a.list)}: all ${q(a.pages)} page(s) have cacheScope ${q(a.scope)}`,
  }),
  discover_complete: rule<{ skipped?: boolean; reason?: string; version?: string; versions?: string[]; missing?: string[]; ttlMs?: JsonValue; cacheScope?: JsonValue }>()({
    family: 'compliance',
    severity: 'high',
    identity: ONE_PER_SUBJECT,
    title: 'server/discover is complete',
    description: `\`server/discover\` is mandatory in 2026-07-28 and is the only place a client learns the server's versions and capabilities: it needs \`supportedVersions\` (non-empty, including the version in use), \`capabilities\`, server info in \`_meta["io.modelcontextprotocol/serverInfo"]\`, and the cache fields \`ttlMs\` and \`cacheScope\`. High: a client cannot learn the versions or capabilities of the server, so it cannot use it correctly. ${MODERN_ONLY}`,
    remediation: 'Return every field of DiscoverResult from schema/2026-07-28/schema.ts.',
    message: (a, q) => (a.skipped ? `server/discover not checked: ${skipText(a, q)}` : `server/discover is incomplete: ${codesText(a.missing, DISCOVER_MISSING, a, q)}`),
    passMessage: (a, q) => `server/discover is complete (versions ${q(a.versions)})`,
  }),
  unsupported_version: rule<ProbeArgs>()({
    family: 'compliance',
    severity: 'medium',
    // The first request of a connection is checked: a client that negotiates is answered right.
    variants: { 'first-request-only': 'low' },
    identity: ONE_PER_SUBJECT,
    title: 'An unsupported protocol version gets error -32022',
    description: `mcpward sends \`server/discover\` declaring protocol version 1999-01-01. A 2026-07-28 server must answer with UnsupportedProtocolVersionError: code -32022, \`data.supported\` listing its versions and \`data.requested\` echoing ours (HTTP 400 on Streamable HTTP). Clients retry with a version from \`supported\`; without it they cannot negotiate. Medium: a client on an unknown version cannot negotiate, and a server that serves it anyway answers in shapes the client may misread. The stdio entry of @modelcontextprotocol/server 2.x checks the declared version only on the first request of a connection; when the probe on the live session was served, mcpward repeats it as the first request of a fresh connection (stdio only; the fresh server gets \`timeouts.connect_ms\` plus \`timeouts.call_ms\` to answer, since it starts again) and the finding says which of the two was answered how; a server that rejects the version as the first request and serves it only later is low (negotiation works, only a client that changes its version mid-connection is served). ${MODERN_ONLY}`,
    remediation: 'Check `_meta["io.modelcontextprotocol/protocolVersion"]` on every request and answer an unknown one with -32022 and `data: { supported, requested }`.',
    message: (a, q) =>
      `${probeMessage('Unsupported protocol version')(a, q)}${a.sdk === undefined ? '' : ` (this is what the stdio entry of ${term(a.sdk, SDK_NAMES, q)} does by default)`}`,
    passMessage: probePass('Unsupported protocol version'),
  }),
  reserved_error_code: rule<{ skipped?: boolean; reason?: string; version?: string; count?: number; method?: string; issue?: string; code?: number }>()({
    family: 'compliance',
    severity: 'medium',
    identity: ['method'],
    title: 'No undefined error code from the reserved range',
    description: `Codes -32020 to -32099 are reserved for the MCP specification; 2026-07-28 defines -32020 (header mismatch), -32021 (missing client capability) and -32022 (unsupported version), and retires -32002 and -32042. A server must not emit any other code from the range, nor a retired one: clients give these codes spec meaning. Every exchange of the main connection (capture, probes, tool calls, completions) and every raw probe reply is checked. Medium: a client gives the code the meaning the spec assigns (or will assign) it and may react wrongly, but no call is misrouted. ${MODERN_ONLY}`,
    remediation: 'Use -32000 to -32019 or codes outside -32768…-32000 for your own errors.',
    message: (a, q) => (a.skipped ? `Reserved error codes not checked: ${skipText(a, q)}` : `${q(a.method)} answered with ${term(a.issue, RESERVED_ISSUES, q)} code ${q(a.code)}`),
    passMessage: (a, q) => `No undefined reserved error code in ${q(a.count)} error(s)`,
  }),
  initialize_version_fallback: rule<ProbeArgs>()({
    family: 'compliance',
    severity: 'medium',
    identity: ONE_PER_SUBJECT,
    title: 'initialize with an unknown version gets a version the server supports',
    description:
      'mcpward sends a fresh `initialize` requesting protocol version 1999-01-01. A legacy server must answer with another version it supports (usually its latest), never echo the unknown one and never fail: that answer is how clients negotiate. Run on Streamable HTTP only, where a request without a session id opens a new session; on stdio and HTTP+SSE it would re-initialize the live session, so it is skipped. Applies to legacy revisions only. Medium: a client on a newer version cannot negotiate and gives up.',
    remediation: 'When the requested version is unknown, answer `initialize` with the latest version you support.',
    message: probeMessage('initialize with an unknown version'),
    passMessage: probePass('initialize with an unknown version'),
  }),
  ping: rule<ProbeArgs>()({
    family: 'compliance',
    severity: 'low',
    identity: ONE_PER_SUBJECT,
    title: 'ping gets an empty result',
    description: 'Legacy revisions require an answer to `ping` with an empty result, promptly; clients use it as a liveness check. 2026-07-28 removed `ping`, so it is skipped there. Low: only liveness checks suffer.',
    remediation: 'Answer `ping` with `{}`.',
    message: probeMessage('ping'),
    passMessage: probePass('ping'),
  }),
  origin_validation: rule<ProbeArgs>()({
    family: 'compliance',
    severity: 'high',
    identity: ONE_PER_SUBJECT,
    title: 'A foreign Origin is refused with 403',
    description:
      'mcpward repeats a harmless request with `Origin: http://evil.example`. Streamable HTTP servers must validate `Origin` and answer an invalid one with 403 Forbidden: otherwise any web page the user visits can drive a local server through DNS rebinding. Checked only when the server URL is a loopback or private address, and only when the same request without the header succeeds. High: any web page can drive a local server through DNS rebinding.',
    remediation: 'Reject requests whose `Origin` is present and not your own (403); the official SDKs have an allowed-origins option.',
    message: probeMessage('Foreign Origin'),
    passMessage: probePass('Foreign Origin'),
  }),
  host_validation: rule<ProbeArgs>()({
    family: 'compliance',
    severity: 'medium',
    identity: ONE_PER_SUBJECT,
    title: 'A foreign Host is refused',
    description:
      'mcpward repeats a harmless request with `Host: evil.example`. A DNS-rebinding page reaches a local server under the attacker’s host name, so validating `Host` against the names the server answers to is the classic defence next to `Origin` (the official SDKs ship it as host-header validation). The spec only requires the Origin check, so accepting the foreign Host is a warning. Checked only for loopback and private addresses. Medium: defence in depth next to the Origin check, which the spec requires.',
    remediation: 'Reject requests whose `Host` is not one of your own names (for a local server: localhost, 127.0.0.1, [::1]).',
    message: probeMessage('Foreign Host'),
    passMessage: probePass('Foreign Host'),
  }),
  get_not_allowed: rule<ProbeArgs>()({
    family: 'compliance',
    severity: 'low',
    identity: ONE_PER_SUBJECT,
    title: 'GET on the MCP endpoint gets 405',
    description: `2026-07-28 removed the GET stream of Streamable HTTP; a server that supports only that revision should answer GET with 405 Method Not Allowed. Low: a client that opens a GET stream waits on it; nothing is misrouted. ${SHOULD} ${MODERN_ONLY}`,
    remediation: 'Answer GET (and DELETE) on the MCP endpoint with 405 and `Allow: POST`.',
    message: probeMessage('GET on the MCP endpoint'),
    passMessage: probePass('GET on the MCP endpoint'),
  }),
  notification_accepted: rule<ProbeArgs>()({
    family: 'compliance',
    severity: 'medium',
    identity: ONE_PER_SUBJECT,
    title: 'A notification POST gets 202 and no body',
    description:
      'mcpward POSTs `notifications/cancelled` for a request that already finished, which every server must tolerate. Streamable HTTP answers an accepted notification with 202 Accepted and no body, or refuses it with a 4xx status; a 200, or a JSON-RPC response to a notification, breaks clients that wait for nothing. Medium: clients that expect no body may fail on the reply, but nothing is run twice or misrouted.',
    remediation: 'Answer notification POSTs with 202 and an empty body.',
    message: probeMessage('Notification POST'),
    passMessage: probePass('Notification POST'),
  }),
};
