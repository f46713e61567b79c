import { z } from 'zod';
import { DEFAULT_LATENCY_BUDGET_MS, SEVERITIES } from '../model.js';
import { FAMILY_REGISTRY } from '../rules/families.js';
import { DRIFT_CLASSES, isRuleId, RULES } from '../rules/index.js';
import { closest } from './problems.js';

// Every message below completes the sentence "`key.path` (line N): …"; values are never echoed
// because a string may hold an interpolated secret.

const positiveInt = (fallback: number, description: string) =>
  z.number().int().positive().default(fallback).describe(description);

const flag = (fallback: boolean, description: string) => z.boolean().default(fallback).describe(description);

// One instance, so the JSON Schema defines the recursive JSON value once.
const jsonValue = z.json();

/** Arguments for one tool call: any JSON object. */
const toolArgs = z.record(z.string(), jsonValue).default({}).describe('Arguments passed to the tool, as a JSON object.');

const toolCall = z
  .strictObject({
    name: z.string().min(1).describe('Tool name.'),
    args: toolArgs,
  })
  .describe('A tool to call, with its arguments.');

const PROTOCOL_VERSION = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
// RFC 9110 token: anything else makes fetch throw at connect time instead of here.
const HTTP_TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

const serverFields = z
  .strictObject({
    transport: z
      .enum(['stdio', 'http', 'sse'])
      .default('stdio')
      .describe('How to reach the server: start it as a child process (stdio), Streamable HTTP (http) or legacy HTTP+SSE (sse).'),
    command: z.string().min(1).optional().describe('Executable that starts the server (stdio). Looked up on PATH, not resolved against this file.'),
    args: z.array(z.string()).default([]).describe('Arguments for `command`, passed verbatim.'),
    env: z
      .record(z.string().regex(/^[^=\0]+$/, { error: 'expected an environment variable name without `=`' }), z.string())
      .default({})
      .describe('Extra environment variables for the server process. Quote numbers and booleans.'),
    registry_manifest: z
      .string()
      .min(1)
      .optional()
      .describe('A registry `server.json` describing this server, relative to this file: its packages, versions, `fileSha256`, transport and environment variables are checked against what runs (`registry_manifest_mismatch`). Read from disk; mcpward stays offline.'),
    bundle: z
      .string()
      .min(1)
      .optional()
      .describe('An MCP Bundle (`.mcpb`) to test, relative to this file: mcpward identifies it (hash, manifest, signature), unpacks it into a temporary folder and starts the server its manifest\'s `mcp_config` names. Instead of `command`.'),
    user_config: z
      .record(z.string().min(1), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]))
      .default({})
      .describe('Values for the bundle\'s `user_config` settings (`${user_config.KEY}` in its manifest); a setting left out takes the manifest\'s default.'),
    cwd: z.string().min(1).optional().describe('Working directory of the server process, relative to this file; this file\'s folder when not given. A relative `command` (`./start.sh`) resolves against it.'),
    inherit_env: flag(
      false,
      'Pass mcpward\'s whole environment to the server. Off by default so CI secrets never reach the server under test.',
    ),
    url: z
      .url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' })
      .optional()
      .describe('Endpoint of the server (http, sse).'),
    headers: z
      .record(z.string().regex(HTTP_TOKEN, { error: 'expected an HTTP header name' }), z.string())
      .default({})
      .describe('HTTP headers sent with every request (http, sse). Values are treated as secrets in every report.'),
    protocol: z
      .union([z.enum(['auto', 'legacy', 'modern']), z.string().regex(PROTOCOL_VERSION)], {
        error: 'expected `auto`, `legacy`, `modern` or a protocol version such as `2025-11-25`',
      })
      .default('auto')
      .describe('Protocol era to speak: detect it (auto), legacy (initialize handshake), modern (server/discover), or one pinned version YYYY-MM-DD.'),
  });

/** `command` for stdio, `url` for HTTP: zod's check for mcpward, the `allOf` below for editors. */
const serverRefinement = (server: { transport: string; command?: string | undefined; url?: string | undefined; bundle?: string | undefined }, ctx: z.RefinementCtx) => {
    if (server.transport === 'stdio' && server.command === undefined && server.bundle === undefined) {
      const hint = server.url === undefined ? ' (or `bundle`)' : '; to test the server at `server.url`, set `server.transport: http`';
      ctx.addIssue({ code: 'custom', path: ['command'], message: `is required when \`transport\` is \`stdio\`${hint}` });
    }
    if (server.bundle !== undefined && server.command !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['bundle'], message: 'and `command` exclude each other: a bundle is started by the command its manifest names' });
    }
    if (server.bundle !== undefined && server.transport !== 'stdio') {
      ctx.addIssue({ code: 'custom', path: ['bundle'], message: 'needs `transport: stdio`: a bundle is a local server mcpward starts' });
    }
    if (server.transport !== 'stdio' && server.url === undefined) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: `is required when \`transport\` is \`${server.transport}\`` });
    }
};

// Mirrors the refinement above for editors, which read only the JSON Schema.
const SERVER_ALL_OF = {
  allOf: [
    { if: { properties: { transport: { const: 'stdio' } } }, then: { anyOf: [{ required: ['command'] }, { required: ['bundle'] }] } },
    { not: { required: ['command', 'bundle'] } },
    { if: { properties: { transport: { enum: ['http', 'sse'] } }, required: ['transport'] }, then: { required: ['url'] } },
  ],
};

const serverSchema = serverFields.superRefine(serverRefinement).meta(SERVER_ALL_OF).describe('The MCP server under test.');

const timeoutsSchema = z
  .strictObject({
    connect_ms: positiveInt(60_000, 'Connection and handshake timeout, in milliseconds: starting the server, the era probe and the handshake together. Generous, because a server that imports much (a Python SDK server) may take 10–25 s to answer on a busy CI runner.'),
    call_ms: positiveInt(30_000, 'Timeout of one request to the server, in milliseconds.'),
    run_ms: positiveInt(300_000, 'Timeout of the whole run, in milliseconds.'),
  })
  .prefault({})
  .describe('Timeouts, in milliseconds.');

const driftClass = z.enum(DRIFT_CLASSES);

const driftSchema = z
  .strictObject({
    baseline: z.string().min(1).default('./mcpward.lock.json').describe('Lockfile with the pinned contract, relative to this file.'),
    fail_on: z
      .union([z.enum(['high', 'medium', 'low']), z.array(driftClass).min(1)], {
        error: `expected \`high\`, \`medium\`, \`low\` or a non-empty list of drift classes (${DRIFT_CLASSES.join(', ')})`,
      })
      .default('medium')
      .describe('Which drift fails the run: a severity threshold, or an explicit list of drift classes. The default, medium, fails on breaking changes, on annotation changes toward more risk and on description edits that add risk, not on rewording.'),
    severity: z
      .partialRecord(driftClass, z.enum(SEVERITIES))
      .default({})
      .describe('Per-class severity overrides, e.g. { tool_removed: high }.'),
    full_text: flag(true, 'Store description text in the lockfile so drift reports can show a diff.'),
    output: z
      .strictObject({
        enabled: flag(false, 'Infer output shapes from real tool calls and report their drift. Calls tools.'),
        shape_samples: positiveInt(3, 'Calls per tool; shapes are merged so optional fields are not reported missing.'),
        call_readonly: flag(true, 'Automatically call tools annotated readOnlyHint that take no arguments.'),
        tools: z.array(toolCall).default([]).describe('Tools to call even without readOnlyHint, with their arguments.'),
      })
      .prefault({})
      .describe('Output shape drift (opt-in).'),
  })
  .prefault({})
  .describe('Contract drift against the baseline lockfile, and the policy that decides what fails.');

const collisionSchema = z
  .strictObject({
    enabled: flag(true, 'Lint near-identical tool descriptions over divergent input schemas.'),
    threshold: z.number().min(0).max(1).default(0.8).describe('Description similarity (0 to 1) at which a pair is compared.'),
    max_tools: positiveInt(10000, 'Skip the lint, with a warning, above this many tools (a safety net: candidates come from an index, so 10,000 tools lint in well under a second).'),
    fail: flag(false, 'Collisions fail the run instead of warning.'),
  })
  .prefault({})
  .describe('Description collision lint: near-identical descriptions over divergent input schemas.');

const latencySchema = z
  .strictObject({
    enabled: flag(true, 'Sample tool latency (allowlisted tools, and read-only tools that take no arguments).'),
    samples: positiveInt(5, 'Calls per tool.'),
    p95_budget_ms: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        `Fail when a tool's latency (the median of its successful samples after a warm-up call) exceeds this, in milliseconds. Unset: a tool over the default budget (${DEFAULT_LATENCY_BUDGET_MS} ms) only warns.`,
      ),
    tools: z.array(toolCall).default([]).describe('Tools to time, with their arguments.'),
  })
  .prefault({})
  .describe('Latency budget of tool calls.');

const resultsSchema = z
  .strictObject({
    enabled: flag(true, 'Result-contract checks of recorded tool calls (content blocks, sizes, outputSchema, results that read as failures).'),
    max_result_bytes: positiveInt(1048576, 'Largest tool result, in bytes of JSON, before a result_size_limit finding.'),
    max_media_bytes: positiveInt(5242880, 'Largest decoded image, audio or blob content, in bytes.'),
    error_output_contract: flag(true, 'Also hold isError results to the outputSchema (structuredContent present and conforming).'),
  })
  .prefault({})
  .describe('Result contract of recorded tool calls.');

/**
 * The switch `checks.<family>` of each family that declares one in the registry (`switchHelp`,
 * src/rules/families.ts), so adding a family adds no line here; families whose switch is a
 * setting's `enabled` have their settings below.
 */
type Registry = typeof FAMILY_REGISTRY;
type SwitchedFamily = { [F in keyof Registry]: Registry[F] extends { switchHelp: string } ? F : never }[keyof Registry];
const familySwitches = Object.fromEntries(
  Object.entries(FAMILY_REGISTRY).flatMap(([family, spec]) => ('switchHelp' in spec ? [[family, flag(true, spec.switchHelp)]] : [])),
) as Record<SwitchedFamily, ReturnType<typeof flag>>;

const checksSchema = z
  .strictObject({
    ...familySwitches,
    drift: driftSchema,
    collision: collisionSchema,
    latency: latencySchema,
    results: resultsSchema,
  })
  .prefault({})
  .describe('Which check families run, and their settings.');

const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'] as const;
const OPERATORS = ['equals', 'exists', 'matches', 'contains', 'length', 'type', 'gt', 'lt'] as const;

function isRegex(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

// An object value is always an operator object, so a misspelt operator is an error rather than an
// equality check against a one-key object; compare with an object through `equals`.
const jsonpathOperators = z
  .strictObject({
    equals: jsonValue.optional().describe('Deep equality with this JSON value.'),
    exists: z.boolean().optional().describe('Whether the path matches anything.'),
    matches: z.string().refine(isRegex, { error: 'expected a valid JavaScript regular expression' }).optional().describe('Regular expression the string value must match.'),
    contains: jsonValue.optional().describe('Substring of a string value, or element of an array value.'),
    length: z.number().int().nonnegative().optional().describe('Length of a string or array value.'),
    type: z.enum(JSON_TYPES).optional().describe('JSON type of the value.'),
    gt: z.number().optional().describe('The number must be greater than this.'),
    lt: z.number().optional().describe('The number must be less than this.'),
  })
  .refine((operators) => Object.keys(operators).length > 0, {
    error: `expected at least one operator: ${OPERATORS.join(', ')}`,
    when: (payload) => payload.issues.length === 0,
  })
  .meta({ minProperties: 1 })
  .describe('Operators the value at the path must satisfy; all must hold.');

const jsonpathExpectation = z.union(
  [jsonpathOperators, z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(jsonValue)])],
  { error: `expected a JSON value to compare with, or an object of operators (${OPERATORS.join(', ')})` },
);

const expectationSchema = z
  .strictObject({
    tool_is_error: z.boolean().optional().describe('Whether the result must carry isError: true.'),
    protocol_error_code: z.number().int().optional().describe('The call must fail with this JSON-RPC error code.'),
    output_matches_schema: z.boolean().optional().describe('Whether structuredContent must validate against the tool\'s outputSchema.'),
    jsonpath: z
      .record(z.string().regex(/^\$/, { error: 'expected a JSONPath starting with `$`' }), jsonpathExpectation)
      .optional()
      .describe('JSONPath (from `$`, the call result) → expected value or operators.'),
    golden: z.string().min(1).optional().describe('File holding the expected result, relative to this file.'),
  })
  .prefault({})
  .describe('What the call must return; every given expectation must hold.');

const suiteSchema = z
  .strictObject({
    tool: z.string().min(1).describe('Tool every case calls.'),
    cases: z
      .array(
        z
          .strictObject({
            name: z.string().min(1).describe('Case name, unique within the suite.'),
            args: toolArgs,
            expect: expectationSchema,
          })
          .describe('One call of the tool and what it must return.'),
      )
      .min(1),
  })
  .superRefine((suite, ctx) => {
    const seen = new Set<string>();
    suite.cases.forEach((testCase, index) => {
      if (seen.has(testCase.name)) ctx.addIssue({ code: 'custom', path: ['cases', index, 'name'], message: 'must be unique within the suite' });
      seen.add(testCase.name);
    });
  })
  .describe('Test cases for one tool.');

const reviewContext = z
  .strictObject({
    name: z.string().min(1).describe('Name of the context in the report, e.g. `viewer`.'),
    headers: z
      .record(z.string().regex(HTTP_TOKEN, { error: 'expected an HTTP header name' }), z.string())
      .default({})
      .describe('HTTP headers of this caller (http), merged over `server.headers`. Values are treated as secrets in every report.'),
    env: z
      .record(z.string().regex(/^[^=\0]+$/, { error: 'expected an environment variable name without `=`' }), z.string())
      .default({})
      .describe('Extra environment of a server started for this caller (stdio), merged over `server.env`.'),
    hidden: z.array(z.string().min(1)).default([]).describe('Tool names and completion suggestions this caller must never receive.'),
    isolated_from: z
      .string()
      .min(1)
      .optional()
      .describe('Another context: tools only that context sees are hidden from this one too, so its suggestions must not name them.'),
  })
  .describe('One authorization context: a caller identity mcpward lists tools and runs completions as.');

const reviewSchema = z
  .strictObject({
    header_placement: z
      .enum(['policy', 'spec'])
      .default('policy')
      .describe('Where `x-mcp-header` may sit: `policy` (direct `inputSchema.properties` members only, the review\'s rule) or `spec` (any chain of `properties` keys).'),
    tools: z.array(z.string().min(1)).default([]).describe('Tools under review, each needing a validated success and failure result; empty = every listed tool.'),
    boundary_probes: flag(true, 'Probe the Streamable HTTP header boundary (modern era; only tools mcpward may call).'),
    contexts: z.array(reviewContext).default([]).describe('Authorization contexts to list tools and run completions as (a new connection each).'),
  })
  .superRefine((review, ctx) => {
    const names = new Set<string>();
    review.contexts.forEach((context, index) => {
      if (names.has(context.name)) ctx.addIssue({ code: 'custom', path: ['contexts', index, 'name'], message: 'must be unique among the contexts' });
      names.add(context.name);
    });
    review.contexts.forEach((context, index) => {
      if (context.isolated_from === undefined) return;
      if (context.isolated_from === context.name || !names.has(context.isolated_from)) {
        ctx.addIssue({ code: 'custom', path: ['contexts', index, 'isolated_from'], message: 'must name another context' });
      }
    });
  })
  .prefault({})
  .describe('`mcpward review`: the contract review for protocol 2026-07-28.');

const callsSchema = z
  .strictObject({
    enabled: flag(true, 'Call tools at all. Off (or `--no-calls`): no tools/call request is sent, only the static checks judge the surface.'),
    max_auto: positiveInt(
      200,
      'Most calls mcpward makes on its own in one run (to read-only tools that take no arguments, counting every latency sample it may take). Tools are taken in name order until the next would not fit; calls the config names are never capped.',
    ),
  })
  .prefault({})
  .describe('Whether mcpward calls tools, and how many calls it makes on its own.');

const THRESHOLDS = ['high', 'medium', 'low'] as const;

const policySchema = z
  .strictObject({
    fail_on: z
      .enum(THRESHOLDS)
      .default('medium')
      .describe('Lowest severity of a failing finding that fails the run, for every family but drift (which keeps `checks.drift.fail_on`). Failing findings below it are reported as warnings.'),
    accepted: z
      .string()
      .min(1)
      .default('./mcpward.accepted.yaml')
      .describe('File of accepted findings (written by `mcpward accept`), relative to this file. A missing file accepts nothing.'),
  })
  .prefault({})
  .describe('What fails the run: the severity threshold and the accepted findings.');

const RULE_LEVELS = ['off', 'info', 'low', 'medium', 'high'] as const;
const ruleLevel = z.enum(RULE_LEVELS);

const ruleSetting = z.union(
  [ruleLevel, z.strictObject({ severity: ruleLevel.describe('`off` drops the rule\'s findings; a severity replaces the rule\'s own.') })],
  {
    error: (issue) => {
      const levels = RULE_LEVELS.map((level) => `\`${level}\``).join(', ');
      const suggestion = typeof issue.input === 'string' ? closest(issue.input, RULE_LEVELS) : undefined;
      return `expected one of ${levels}, or { severity: <level> }${suggestion ? `; did you mean \`${suggestion}\`?` : ''}`;
    },
  },
);

const rulesSchema = z
  .record(z.string(), ruleSetting)
  .default({})
  .superRefine((rules, ctx) => {
    for (const id of Object.keys(rules)) {
      if (isRuleId(id)) continue;
      const suggestion = closest(id, Object.keys(RULES));
      const hint = suggestion ? `; did you mean \`${suggestion}\`?` : '; `mcpward rules` lists every rule id';
      ctx.addIssue({ code: 'custom', path: [id], message: `unknown rule id${hint}` });
    }
  })
  // Mirrors the refinement above for editors, which read only the JSON Schema.
  .meta({ propertyNames: { enum: Object.keys(RULES) } })
  .describe('Per-rule settings by rule id (`mcpward rules`): `off`, or a severity (`info`, `low`, `medium`, `high`) that replaces the rule\'s own, e.g. { description_changed: off, parameter_description_missing: low }.');

/** Schema of `mcpward.yaml`; parsing applies every default. */
export const configSchema = z.strictObject({
  server: serverSchema,
  timeouts: timeoutsSchema,
  checks: checksSchema,
  calls: callsSchema,
  suites: z.array(suiteSchema).default([]).describe('Behavioral test suites: declarative tool calls with assertions.'),
  review: reviewSchema,
  policy: policySchema,
  rules: rulesSchema,
});

/** A validated config with every default applied. */
export type Config = z.output<typeof configSchema>;

/** The sections a `servers:` entry may override for that server (merged over the top level). */
export const OVERRIDE_KEYS = ['timeouts', 'checks', 'suites', 'review', 'policy', 'rules'] as const;

/** Names of fleet servers: they become file names, SARIF categories and matrix entries. */
export const SERVER_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

const fleetEntrySchema = serverFields
  .extend({
    timeouts: timeoutsSchema.optional(),
    checks: checksSchema.optional(),
    suites: z.array(suiteSchema).optional().describe('Suites of this server; replace the top-level `suites`.'),
    review: reviewSchema.optional(),
    policy: policySchema.optional(),
    rules: rulesSchema.optional(),
  })
  .superRefine(serverRefinement)
  .meta(SERVER_ALL_OF)
  .describe('One server of the fleet: what `server:` takes, plus sections that override the top level for this server only (mappings merge, lists replace).');

/**
 * `mcpward.yaml` as a file: one `server:`, or a fleet of named `servers:`. Used for the published
 * JSON Schema; loading expands a fleet into one `configSchema` per server (src/config/fleet.ts).
 */
export const fileSchema = configSchema
  .extend({
    server: serverSchema.optional(),
    servers: z
      .record(z.string().regex(SERVER_NAME, { error: 'expected a server name of letters, digits, `.`, `_` and `-`' }), fleetEntrySchema)
      .optional()
      .describe('A fleet: every MCP server the project uses, by name. Use instead of `server:`; `--server NAME` selects.'),
  })
  .meta({ oneOf: [{ required: ['server'] }, { required: ['servers'] }] });
