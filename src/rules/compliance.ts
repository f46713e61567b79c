import type { RuleMeta } from './types.js';

/** Registry entries of the compliance family: the protocol as the server speaks it. */
export const complianceRules = {
  handshake: {
    family: 'compliance',
    severity: 'high',
    title: 'Handshake succeeds with a well-formed result',
    description:
      'The server answers the opening exchange of its protocol era — `initialize` for legacy revisions (2024-11-05 to 2025-11-25), `server/discover` for 2026-07-28 and later — with a result the official SDK schema accepts.',
    remediation:
      'Answer `initialize` (legacy) or `server/discover` (modern) with every required field: protocol version or supported versions, capabilities, and server info.',
    message: (a, q) => `Handshake ${q(a.method)} result is malformed: ${q(a.reason)}`,
    passMessage: (a, q) => `Handshake ${q(a.method)} succeeded (protocol ${q(a.version)}, ${q(a.era)} era)`,
  },
  protocol_version_known: {
    family: 'compliance',
    severity: 'medium',
    title: 'Negotiated protocol version is a published revision',
    description:
      'The protocol version the server settled on must be a published MCP revision; an unknown one means client and server may disagree on every message shape.',
    remediation: 'Negotiate one of the published revisions (for example 2025-11-25 or 2026-07-28).',
    message: (a, q) => `Server negotiated unknown protocol version ${q(a.version)}`,
    passMessage: (a, q) => `Protocol version ${q(a.version)} is a published revision`,
  },
  server_info: {
    family: 'compliance',
    severity: 'low',
    title: 'Server identifies itself',
    description:
      'Server info (`serverInfo` in legacy, `_meta["io.modelcontextprotocol/serverInfo"]` in modern) names the server and its version; lockfiles and reports are keyed on them.',
    remediation: 'Return a non-empty `name` and `version` in the server info of the handshake.',
    message: (a, q) => `Server info is incomplete: ${q(a.reason)}`,
    passMessage: (a, q) => `Server identifies itself as ${q(a.name)} ${q(a.version)}`,
  },
  capabilities_consistent: {
    family: 'compliance',
    severity: 'high',
    title: 'Advertised capabilities are served',
    description:
      'Every list capability the server advertises (`tools`, `prompts`, `resources`) must answer its list request; a capability that errors misleads every client.',
    remediation: 'Either implement the advertised list method or stop advertising the capability.',
    message: (a, q) => `Capability ${q(a.capability)} is advertised but ${q(a.method)} failed: ${q(a.reason)}`,
    passMessage: (a, q) => `Advertised capability ${q(a.capability)} answers ${q(a.method)}`,
  },
  jsonrpc_framing: {
    family: 'compliance',
    severity: 'high',
    title: 'Responses are well-framed JSON-RPC 2.0',
    description:
      'Every response carries `jsonrpc: "2.0"`, echoes the request id, and holds exactly one of `result` or `error` (an error with an integer code and a string message).',
    remediation: 'Fix the server’s JSON-RPC layer; most SDKs do this for you, so a hand-written transport is the usual cause.',
    message: (a, q) => `Response to ${q(a.method)} is mis-framed: ${q(a.issue)}`,
    passMessage: (a, q) => `All ${q(a.count)} responses are well-framed JSON-RPC 2.0`,
  },
  pagination_terminates: {
    family: 'compliance',
    severity: 'high',
    title: 'Paginated lists terminate',
    description:
      'Following `nextCursor` (while present and not null, the empty string included) must reach a last page; a cursor that repeats or a list that never ends hides part of the surface.',
    remediation: 'Return a new opaque cursor for each page and omit `nextCursor` on the last one.',
    message: (a, q) =>
      a.stop === 'cursor-loop'
        ? `${q(a.list)} pagination loops: cursor repeated after ${q(a.pages)} page(s)`
        : `${q(a.list)} pagination did not end within ${q(a.pages)} pages`,
    passMessage: (a, q) => `${q(a.list)} listed in ${q(a.pages)} page(s)`,
  },
  stdout_noise: {
    family: 'compliance',
    severity: 'medium',
    title: 'stdout carries only JSON-RPC messages',
    description:
      'On the stdio transport, stdout is the protocol channel: a log line printed there corrupts the stream for clients that do not skip it (and the official v2 client drops such lines silently).',
    remediation: 'Send logs to stderr; keep stdout for JSON-RPC messages only.',
    message: (a, q) => `${q(a.count)} non-JSON-RPC line(s) on stdout, first: ${q(a.first)}`,
    passMessage: () => 'stdout carried only JSON-RPC messages',
  },
} satisfies Record<string, RuleMeta>;
