import type { JsonValue } from '../model.js';
import { SDK_NAMES, type SdkId } from './errors.js';
import { rule, term } from './types.js';

/**
 * What is wrong with one content block (or with the result around it), as the check reports it: a
 * code, with the block's kind (`image`/`audio`) or the server's value where the sentence names one.
 * The sentence is the registry's (`contentIssue`).
 */
export const CONTENT_ISSUES = {
  'result-not-object': 'result is {value}, not an object',
  'content-missing': 'content is missing (it is required, even when empty)',
  'content-not-array': 'content is not an array',
  'block-not-object': 'block is not an object',
  'annotations-not-object': 'annotations is not an object',
  'text-without-text': 'text block without a string `text`',
  'media-without-data': '{kind} block without base64 `data`',
  'media-without-mime-type': '{kind} block without a valid `mimeType`',
  'media-type-mismatch': '{kind} block with media type {json}',
  'link-without-uri': 'resource_link without a `uri`',
  'link-without-name': 'resource_link without a string `name`',
  'link-with-content': 'resource_link carries content; a resource with its content is type `resource`',
  'resource-shaped-like-link': 'embedded resource without `resource`; a link to a resource is type `resource_link`',
  'resource-without-object': 'embedded resource without a `resource` object',
  'resource-without-uri': 'embedded resource without a `uri`',
  'resource-text-and-blob': 'embedded resource must carry exactly one of `text` or `blob`',
  'resource-text-not-string': 'embedded resource `text` is not a string',
  'resource-blob-not-base64': 'embedded resource `blob` is not base64',
  'resource-invalid-mime-type': 'embedded resource with an invalid `mimeType`',
  'block-without-type': 'block without a string `type`',
  'unknown-type': 'unknown content type {json}',
} as const;
export type ContentIssueCode = keyof typeof CONTENT_ISSUES;
/** Every code a results rule's `issue` argument may hold (the results check tallies them under one argument). */
export type ResultIssue = ContentIssueCode | 'schema-does-not-compile' | 'structured-content-missing';
/** The facts of one content issue: `value` is the server's media type or type name as sent, or mcpward's word for the type of a result. */
export type ContentIssueArgs = { issue?: ResultIssue; kind?: 'image' | 'audio'; value?: JsonValue };

/** The sentence for a content issue. */
export function contentIssue(a: ContentIssueArgs): string {
  const template: string = typeof a.issue === 'string' && Object.prototype.hasOwnProperty.call(CONTENT_ISSUES, a.issue) ? CONTENT_ISSUES[a.issue as ContentIssueCode] : 'no reason given';
  return template.replace('{kind}', String(a.kind)).replace('{value}', String(a.value)).replace('{json}', JSON.stringify(a.value));
}

const PER_TOOL = 'Judged on every recorded result of the tool (suite cases, samples, probes); one finding per tool names the first offending result and how many there were.';

/**
 * How an output shape inferred from samples disagrees with the declared outputSchema: a code, with
 * the inferred types (`observed`) and the schema's (`allowed`) for a stray type. Worded by `shapeMismatch`.
 */
export type ShapeMismatchArgs = {
  issue?: 'stray-type' | 'undeclared' | 'required-never-seen' | 'required-sometimes-missing' | 'structured-content-sometimes-missing';
  observed?: string[];
  allowed?: string[];
};

/** The sentence for a shape mismatch. */
export function shapeMismatch(a: ShapeMismatchArgs): string {
  switch (a.issue) {
    case 'stray-type':
      return `observed ${(a.observed ?? []).join(' | ')}, schema allows ${(a.allowed ?? []).join(' | ')}`;
    case 'undeclared':
      return 'field is not declared and additionalProperties is false';
    case 'required-never-seen':
      return 'required field never observed';
    case 'required-sometimes-missing':
      return 'required field missing from some samples';
    case 'structured-content-sometimes-missing':
      return 'structuredContent missing from some samples';
    default:
      return 'no reason given';
  }
}


/** Registry entries of the results family: the shape of every tool result mcpward recorded. */
export const resultsRules = {
  result_type_complete: rule<{ tool: string; count?: number; value?: JsonValue }>()({
    family: 'results',
    severity: 'medium',
    identity: ['tool'],
    title: 'Results carry resultType "complete" (2026-07-28 and later)',
    description: `In the modern era every result has \`resultType\`; a finished tool call says \`complete\`. A missing or unknown value makes the result invalid. \`input_required\` asks for input mcpward cannot give, so it is a warning. Medium: a client must reject the result, so the call fails, but nothing is misread. ${PER_TOOL}`,
    remediation: 'Set `resultType: "complete"` on every finished `tools/call` result (modern SDKs do it for you).',
    message: (a, q) => `${q(a.count)} result(s) of ${q(a.tool)} have resultType ${q(a.value)}, expected ${q('complete')}`,
    passMessage: (a, q) => `Results of ${q(a.tool)} carry resultType "complete"`,
  }),
  poisoned_output: rule<{ tool: string; count?: number; at?: string; reason?: string }>()({
    family: 'results',
    severity: 'high',
    identity: ['tool'],
    title: 'A tool result gives the model orders over other tools or data',
    description: `A text block of a result mcpward recorded reads as a directive to the model, judged sentence by sentence by the same reader as the security family's \`hijacking_directive\` and \`argument_tampering\` (decoded base64, percent-encoding, HTML comments and Unicode Tags included): it reaches another tool, that tool's arguments or a destination for data, and adds a standing order, an override of the user, an authority claim or a system voice, secrecy, destruction or remote code. The model reads results as it reads descriptions, so a server that passed review with clean descriptions can poison the session through its output. Deliberately not flagged: results that merely contain addresses, URLs, passwords or imperative text without that combination (documentation returned by a docs tool that names its own tools, a mail body with a link). High: a followed order runs calls the user never chose, with the result's data. ${PER_TOOL}`,
    remediation: 'Return data, not instructions. If the tool relays third-party text (web pages, mail, tickets), mark it as untrusted content in the result so clients can fence it.',
    message: (a, q) => `${q(a.count)} result(s) of ${q(a.tool)} give the model orders, first at ${q(a.at)}: ${q(a.reason)}`,
    passMessage: (a, q) => `Results of ${q(a.tool)} give the model no orders over other tools or data`,
  }),
  content_blocks_valid: rule<{ tool: string; count?: number; at?: string } & ContentIssueArgs>()({
    family: 'results',
    severity: 'medium',
    identity: ['tool'],
    title: 'Every content block is valid for its type',
    description: `\`content\` is an array; \`text\` blocks carry a string \`text\`; \`image\` and \`audio\` blocks carry base64 \`data\` and a \`mimeType\` of their kind; a \`resource_link\` carries \`uri\` and \`name\` and no content; an embedded \`resource\` carries \`resource.uri\` and exactly one of \`text\` or base64 \`blob\`. Medium: clients reject the result or drop the block, so the model misses the output. ${PER_TOOL}`,
    remediation: 'Fix the block named in the finding; links to resources are `resource_link`, resources with their content are `resource`.',
    message: (a, q) => `${q(a.count)} result(s) of ${q(a.tool)} have invalid content, first at ${q(a.at)}: ${q(contentIssue(a))}`,
    passMessage: (a, q) => `Content blocks of ${q(a.tool)} are valid`,
  }),
  content_block_type_known: rule<{ tool: string; count?: number; at?: string; type?: string }>()({
    family: 'results',
    severity: 'low',
    identity: ['tool', 'type'],
    title: 'Content blocks have a known type',
    description: `Content block types are \`text\`, \`image\`, \`audio\`, \`resource_link\` and \`resource\`; clients drop or reject anything else. Low: clients drop the block; the rest of the result stays readable. ${PER_TOOL}`,
    remediation: 'Use one of the spec’s content types; put custom data in `structuredContent` or `_meta`.',
    message: (a, q) => `${q(a.count)} result(s) of ${q(a.tool)} have a content block of unknown type ${q(a.type)} at ${q(a.at)}`,
    passMessage: (a, q) => `Content block types of ${q(a.tool)} are known`,
  }),
  structured_content_present: rule<{ tool: string; count?: number }>()({
    family: 'results',
    severity: 'medium',
    identity: ['tool'],
    title: 'Tools with an outputSchema return structuredContent',
    description: `A server MUST provide structured results that conform to a declared \`outputSchema\`; a successful result without \`structuredContent\` breaks every client that reads it. Medium: clients that read structured output get nothing, but nothing wrong. ${PER_TOOL}`,
    remediation: 'Return `structuredContent` on every successful call of a tool that declares `outputSchema`, or drop the schema.',
    message: (a, q) => `${q(a.count)} successful result(s) of ${q(a.tool)} lack structuredContent although the tool declares an outputSchema`,
    passMessage: (a, q) => `Results of ${q(a.tool)} carry structuredContent`,
  }),
  structured_content_matches_schema: rule<{ tool: string; count?: number; at?: string; reason?: string; issue?: ResultIssue }>()({
    family: 'results',
    severity: 'medium',
    identity: ['tool'],
    title: 'structuredContent conforms to the outputSchema',
    description: `\`structuredContent\` of a successful result must validate against the tool’s \`outputSchema\` (its declared dialect, 2020-12 by default, no network \`$ref\`). Clients that validate reject the result; the official SDK clients turn the mismatch into a local -32602 that looks like a server error. Medium: clients that validate reject the result; clients that do not may read fields that are not there. ${PER_TOOL}`,
    remediation: 'Make the result match the schema, or fix the schema to describe what the tool really returns.',
    message: (a, q) =>
      a.reason === undefined
        ? `${q(a.count)} result(s) of ${q(a.tool)} do not match its outputSchema, first at ${q(a.at)}`
        : `${q(a.count)} result(s) of ${q(a.tool)} do not match its outputSchema, first at ${q(a.at)}: ${q(a.issue === 'schema-does-not-compile' ? `outputSchema does not compile: ${a.reason}` : a.reason)}`,
    passMessage: (a, q) => `structuredContent of ${q(a.tool)} matches its outputSchema`,
  }),
  error_result_output_contract: rule<{ tool: string; count?: number; at?: string; reason?: string; issue?: ResultIssue; sdk?: SdkId }>()({
    family: 'results',
    severity: 'low',
    identity: ['tool'],
    title: 'Error results keep the published output contract',
    description: `The 2026-07-28 contract review asks every complete result, including one with \`isError: true\`, to carry \`structuredContent\` that conforms to a declared \`outputSchema\`, so a client never has to bypass its validation for errors. SDKs commonly skip validation on error results, hence a rule of its own. Low: a client that validates error results too may reject the message, but the call already failed and nothing is shown or run that should not be; the 2.x TypeScript SDK's own input-validation error result has no \`structuredContent\`, and the finding names it when it recognises that text; the Python \`fastmcp\` framework never adds it to error results, and the finding names it when the same tool's successful results show that framework's other default (a \`list[...]\` result wrapped as \`{"result": [...]}\` beside the bare list in text). ${PER_TOOL}`,
    remediation: 'Design the outputSchema so an error has a valid structured form (e.g. an `error` member), and return it with `isError: true`.',
    message: (a, q) =>
      `${q(a.count)} error result(s) of ${q(a.tool)} break its outputSchema, first at ${q(a.at)}: ${q(a.issue === 'structured-content-missing' ? 'structuredContent is missing' : a.reason)}${
        a.sdk === undefined ? '' : a.sdk === 'python-fastmcp' ? ` (this is what ${term(a.sdk, SDK_NAMES, q)} does with every error result)` : ` (this is what ${term(a.sdk, SDK_NAMES, q)} does with arguments its validation rejects)`
      }`,
    passMessage: (a, q) => `Error results of ${q(a.tool)} keep its outputSchema`,
  }),
  structured_content_type: rule<{ tool: string; count?: number; type?: string; protocolVersion?: string }>()({
    family: 'results',
    severity: 'medium',
    identity: ['tool', 'type'],
    title: 'structuredContent has a type the protocol version allows',
    description: `Up to 2025-11-25 \`structuredContent\` is a JSON object; from 2026-07-28 on it may be any JSON value (array, scalar, null). A legacy client given a non-object rejects the result. Medium: a legacy client rejects the result. ${PER_TOOL}`,
    remediation: 'In legacy sessions wrap non-object structured results in an object (e.g. `{ "result": [...] }`) and describe that wrapper in the outputSchema.',
    message: (a, q) => `${q(a.count)} result(s) of ${q(a.tool)} carry structuredContent of type ${q(a.type)}, but protocol ${q(a.protocolVersion)} allows only an object`,
    passMessage: (a, q) => `structuredContent of ${q(a.tool)} has an allowed type`,
  }),
  structured_content_text_fallback: rule<{ tool: string; count?: number }>()({
    family: 'results',
    severity: 'low',
    identity: ['tool'],
    title: 'Structured results also carry their JSON in a text block',
    description: `For clients that ignore \`structuredContent\`, a tool that returns it SHOULD also return the serialised JSON in a text block. mcpward looks for a text block that parses to the same JSON value, or, when the structure only wraps one value (\`{"result": x}\`, as the Python SDK wraps a non-object return and the Python \`fastmcp\` framework a list), a text block holding that value: either way a client that ignores the structure misses nothing; a SHOULD, so a miss warns and never fails the run. Low: only clients that ignore structuredContent miss the output. ${PER_TOOL}`,
    remediation: 'Add `{ type: "text", text: JSON.stringify(structuredContent) }` to the content.',
    message: (a, q) => `${q(a.count)} structured result(s) of ${q(a.tool)} have no text block with the same JSON`,
    passMessage: (a, q) => `Structured results of ${q(a.tool)} carry a JSON text block`,
  }),
  result_reads_as_failure: rule<{ tool: string; count?: number; text?: string }>()({
    family: 'results',
    severity: 'medium',
    heuristic: true,
    identity: ['tool'],
    title: 'Failures are results with isError, not text that says so',
    description: `A result without \`isError\` whose text opens by stating that the operation failed: an error label with its message ("Error: …", "[ERROR] …"), a sentence that says the request could not be done ("Failed to …", "Unable to …", "Could not …", "Cannot …", "Request failed …", "Access denied"), an HTTP failure status line ("HTTP 404 Not Found", "503 Service Unavailable"), a traceback or thrown error ("TypeError: …"), or a JSON error envelope (\`{"error": …}\` with nothing but error fields). Wrappers around an upstream API often catch its error and return the message as an ordinary result. The client and the model then take the failure as data: the model reports "Failed to list issues" as the list, or goes on as if the call had worked, and a client never retries or surfaces it as an error. Only the opening of the first text block is read, so text that merely mentions errors is not flagged. Deliberately not flagged: "Error handling guide: …", "No errors found", "Errors: 0", "Error rate: 0.1%", "Failed tests: none", "Build failed on main" (a fact about something else, as a CI tool reports it), results with \`isError: true\`, and the invalid-arguments probe (the error contract judges it). A heuristic with medium confidence: text is not a protocol signal. Such a result is never a latency sample and never counts as a success in \`review\`. Medium: the model acts on a failure it believes was a success, but nothing is run that should not be. ${PER_TOOL}`,
    remediation: 'Return failures as a result with `isError: true` (and the message in its text), so clients and models see that the call failed.',
    message: (a, q) => `${q(a.count)} result(s) of ${q(a.tool)} read as a failure without isError, first: ${q(a.text)}`,
    passMessage: (a, q) => `No result of ${q(a.tool)} reads as a failure without isError`,
  }),
  result_size_limit: rule<{ tool: string; count?: number; at?: string; bytes?: number; limit?: number }>()({
    family: 'results',
    severity: 'low',
    identity: ['tool'],
    title: 'Results stay within size limits',
    description: `A whole result (serialised JSON) must stay within \`checks.results.max_result_bytes\` (default 1 MiB) and each image, audio or blob payload (decoded) within \`checks.results.max_media_bytes\` (default 5 MiB): oversized results blow the model’s context or the client’s memory. Low: the worst case is a truncated or refused result, a resource matter. ${PER_TOOL}`,
    remediation: 'Page or summarise large outputs, and return large media as a `resource_link` the client can fetch on demand.',
    message: (a, q) => `${q(a.count)} result(s) of ${q(a.tool)} exceed a size limit, first at ${q(a.at)}: ${q(a.bytes)} bytes, over the limit of ${q(a.limit)}`,
    passMessage: (a, q) => `Results of ${q(a.tool)} stay within size limits`,
  }),
  inferred_output_matches_schema: rule<{ tool: string; at?: string } & ShapeMismatchArgs>()({
    family: 'results',
    severity: 'medium',
    identity: ['tool'],
    title: 'Observed output matches the declared outputSchema',
    description:
      'With `checks.drift.output` on, the output shape inferred from real calls (types, fields, nesting; never values) is compared with the tool’s declared `outputSchema`: a type the schema does not allow, a field an `additionalProperties: false` schema does not declare, or a required field missing from the samples means the declaration is not what consumers get. A mismatch that `structured_content_matches_schema` already names for the tool (same place, same kind: a type, a required or an undeclared field), or a missing structuredContent that `structured_content_present` already reports, is not reported again here; this rule adds the mismatches the per-result finding does not name. Medium: consumers that trust the declaration read fields that are not there or miss ones that are.',
    remediation: 'Make the declared outputSchema describe what the tool really returns, or fix the tool.',
    message: (a, q) => `Output of ${q(a.tool)} disagrees with its outputSchema at ${q(a.at)}: ${q(shapeMismatch(a))}`,
    passMessage: (a, q) => `Observed output of ${q(a.tool)} matches its outputSchema`,
  }),
};
