/**
 * JSON-RPC and MCP error codes, named once. Checks compare a server's answers with them, the client
 * recognises era answers by them, and mcpward's own answers use them; rule docs quote the numbers.
 */

/** JSON-RPC 2.0: the method does not exist (what an unknown method, or a refused list, should get). */
export const METHOD_NOT_FOUND = -32601;
/** JSON-RPC 2.0: invalid params (an unknown tool, a bad cursor, an unknown completion reference). */
export const INVALID_PARAMS = -32602;
/** JSON-RPC 2.0: internal error (a failure of the server, not of the request). */
export const INTERNAL_ERROR = -32603;

/** MCP 2026-07-28: a mirrored header disagrees with the body. */
export const HEADER_MISMATCH = -32020;
/** MCP 2026-07-28: the request needs a client capability that was not declared. */
const MISSING_CLIENT_CAPABILITY = -32021;
/** MCP 2026-07-28: the declared protocol version is not supported (`data.supported` names those that are). */
export const UNSUPPORTED_PROTOCOL_VERSION = -32022;
/** The codes 2026-07-28 defines in its reserved range. */
export const DEFINED_MCP_CODES: ReadonlySet<number> = new Set([HEADER_MISMATCH, MISSING_CLIENT_CAPABILITY, UNSUPPORTED_PROTOCOL_VERSION]);
/** Codes of earlier revisions that 2026-07-28 retired (resource not found, URL elicitation required). */
export const RETIRED_MCP_CODES: ReadonlySet<number> = new Set([-32002, -32042]);
/** The range reserved for the MCP specification: a server's own errors belong elsewhere. */
export const MCP_RESERVED = { from: -32099, to: -32020 } as const;
