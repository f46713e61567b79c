import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { UserError } from '../errors.js';

/** Where the installed package keeps the config schema, relative to a `node_modules` folder. */
const INSTALLED_SCHEMA = join('node_modules', 'mcpward', 'schemas', 'config.schema.json');

/**
 * The `$schema` an editor should read for a config in `dir`: the schema of the mcpward installed
 * for that folder (found as Node resolves packages, in `node_modules` of the folder or of any
 * parent), as a relative path that works offline and matches the installed version; without a
 * local install, the schema of this version on the npm CDN.
 */
export function schemaReference(dir: string, version: string, exists: (path: string) => boolean = existsSync): string {
  for (let folder = dir; ; folder = dirname(folder)) {
    const candidate = join(folder, INSTALLED_SCHEMA);
    if (exists(candidate)) {
      const path = relative(dir, candidate).split(sep).join('/');
      return path.startsWith('.') ? path : `./${path}`;
    }
    if (dirname(folder) === folder) return `https://unpkg.com/mcpward@${version}/schemas/config.schema.json`;
  }
}

/** The starter `mcpward.yaml`: every section with its default values, so users see what they can change. */
export function renderInitConfig(schema: string): string {
  return `# yaml-language-server: $schema=${schema}
# mcpward configuration. Every value below is the default except server.command and server.args.

server:
  # How to start the server under test over stdio: replace with your own command.
  transport: stdio
  command: node
  args: ["./build/index.js"]
  env: {}                  # extra variables; the server otherwise gets only PATH, HOME, locale and temp dirs
  inherit_env: false       # true = pass mcpward's whole environment, CI secrets included
  # cwd: .                 # working directory, relative to this file
  # registry_manifest: ./server.json   # your registry server.json, checked against what runs (offline)
  protocol: auto           # auto, legacy, modern, or a version such as 2025-11-25
# Or test an MCP Bundle: mcpward unpacks it and starts what its manifest names (instead of command/args):
# server:
#   bundle: ./my-server.mcpb
#   user_config: { api_key: "\${API_KEY}" }   # the bundle's settings; left out: the manifest's default
# Or test a running server over Streamable HTTP (transport: sse for legacy HTTP+SSE) with this server section:
# server:
#   transport: http
#   url: https://example.com/mcp
#   headers:
#     Authorization: "Bearer \${MCP_TOKEN}"   # \${VAR} is read from the environment; $\${ is a literal \${

timeouts:
  connect_ms: 60000        # start, era probe and handshake (60s: slow starters on busy CI)
  call_ms: 30000           # one request (30s)
  run_ms: 300000           # the whole run (5min)

checks:
  compliance: true         # protocol compliance
  schema: true             # tool input and output schemas
  security: true           # tool-poisoning patterns
  errors: true             # protocol errors versus tool errors
  behavioral: true         # the suites below, and the calls mcpward refused to make
  headers: true            # Streamable HTTP parameter headers (x-mcp-header)
  completion: true         # completions, under mcpward review
  artifact: true           # what runs: floating starts, bundle signatures, the pinned artifact
  drift:
    baseline: ./mcpward.lock.json   # written by \`mcpward baseline\`, relative to this file
    fail_on: medium        # high, medium, low, or a list of drift classes; medium fails on breaks, not on rewording
    severity: {}           # per-class overrides, e.g. { tool_removed: high }
    full_text: true        # store description text in the lockfile for diffs
    output:                # output shape drift: opt-in, calls tools
      enabled: false
      shape_samples: 3     # calls per tool; shapes are merged
      call_readonly: true  # auto-call readOnlyHint tools that take no arguments
      tools: []            # allowlist, e.g. [{ name: get_order, args: { id: "demo-1" } }]
  collision:               # near-identical descriptions over divergent schemas
    enabled: true
    threshold: 0.8         # description similarity, 0 to 1
    max_tools: 10000       # skipped with a warning above this (a safety net; the lint is indexed)
    fail: false            # true = collisions fail the run instead of warning
  latency:
    enabled: true          # times allowlisted tools and read-only tools that take no arguments
    samples: 5             # calls per tool after a warm-up call; a verdict needs 3 successful ones
    # p95_budget_ms: 1000  # set it to fail when a tool's median exceeds it; unset, over 1000 ms only warns
    tools: []              # tools to time, e.g. [{ name: search, args: { query: "mcp" } }]
  results:                 # result contract of every recorded call
    enabled: true
    max_result_bytes: 1048576
    max_media_bytes: 5242880
    error_output_contract: true   # isError results must honour outputSchema too
  fleet: true              # cross-server checks between the servers of servers: (shadowing, same names)

calls:
  enabled: true            # false (or --no-calls) = no tools/call at all, only the static checks
  max_auto: 200            # most calls mcpward makes on its own per run; calls named in this file are never capped

policy:                    # what fails the run
  fail_on: medium          # failing findings below this severity (low, info) are reported as warnings; drift uses checks.drift.fail_on
  accepted: ./mcpward.accepted.yaml   # accepted findings, written by \`mcpward accept --reason ...\`; missing = none

rules: {}                  # per-rule settings by id (\`mcpward rules\`), for example:
# rules:
#   parameter_description_missing: off   # drop the rule's findings
#   description_changed: high   # or replace its severity: info, low, medium, high
#   result_size_limit: { severity: low }

review:                    # \`mcpward review\`: the contract review for protocol 2026-07-28
  header_placement: policy # x-mcp-header only on direct inputSchema.properties members; spec = any properties chain
  tools: []                # tools under review, each needs a success and a failure result; [] = every tool
  boundary_probes: true    # probe the Streamable HTTP header boundary (modern era, callable tools only)
  contexts: []             # authorization contexts, a new connection each, for example:
#   contexts:
#     - name: admin
#       headers: { Authorization: "Bearer \${ADMIN_TOKEN}" }   # http; over stdio give env: { ... } instead
#     - name: viewer
#       headers: { Authorization: "Bearer \${VIEWER_TOKEN}" }
#       hidden: [purge_tenant, globex]   # never listed or suggested to this caller
#       isolated_from: admin             # nor any tool only admin sees

suites: []                 # behavioral tests, for example:
# suites:
#   - tool: read_file
#     cases:
#       - name: reads an existing file
#         args: { path: "/tmp/sandbox/hello.txt" }
#         expect:
#           tool_is_error: false
#           jsonpath:
#             "$.content[0].type": "text"
#       - name: returns an error for a missing file
#         args: { path: "/nonexistent" }
#         expect:
#           tool_is_error: true

`;
}

/**
 * Writes the starter config (or `text`, an imported one); an existing file is only replaced with
 * `force`. `version` is mcpward's, for the schema URL.
 */
export async function writeInitConfig(path: string, options: { force: boolean; version: string; text?: string }): Promise<void> {
  try {
    // 'wx' makes the existence check and the write one atomic step.
    await writeFile(path, options.text ?? renderInitConfig(schemaReference(dirname(path), options.version)), { flag: options.force ? 'w' : 'wx' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new UserError('usage', `${path} already exists; pass --force to overwrite it.`);
    throw new UserError('io', `Cannot write ${path}: ${code ?? (error as Error).message}.`);
  }
}
