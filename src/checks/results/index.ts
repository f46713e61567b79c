import type { CallRecord } from '../../snapshot/calls.js';
import { sameJson } from '../../diff/json.js';
import type { Confidence, JsonValue } from '../../model.js';
import { failureText } from '../../snapshot/failure-text.js';
import type { Finding } from '../../rules/index.js';
import { finding, findingFor, type RulesAccepting } from '../../rules/index.js';
import type { Snapshot } from '../../snapshot/types.js';
import { isRecord } from '../../snapshot/view.js';
import { compileSchema, describeType } from '../../protocol/json-schema.js';
import type { Config } from '../../config/schema.js';
import { fieldPath, inferOutputShapes, type OutputShapes } from '../../snapshot/output-shape.js';
import { defineFamily } from '../family.js';
import { checkInferredShapes } from './inferred-shapes.js';
import type { SchemaMismatch } from '../shared/output-shape.js';
import type { ContentIssueArgs } from '../../rules/results.js';
import { contentIssues, mediaPayloads } from './content.js';
import { errorWithoutStructuredSdk, inputValidationSdk, type SdkId } from '../errors/signatures.js';
import { readDirectives, type ToolContext } from '../../text/directives.js';
import { decodeEncoded } from '../../text/decode.js';
import { normalize } from '../../text/normalize.js';

/** The limits every recorded result is held to (`checks.results`). */
export interface ResultOptions {
  maxResultBytes: number;
  maxMediaBytes: number;
  /** Whether `error_result_output_contract` runs. */
  errorOutputContract: boolean;
}

export function resultOptionsOf(results: Config['checks']['results']): ResultOptions {
  return { maxResultBytes: results.max_result_bytes, maxMediaBytes: results.max_media_bytes, errorOutputContract: results.error_output_contract };
}

/** What one judged result had wrong, as the results rules' arguments name it. */
type IssueArgs = ContentIssueArgs & { at?: string; reason?: string; type?: string; bytes?: number; limit?: number; value?: JsonValue; protocolVersion?: string; sdk?: SdkId; text?: string };
/** `location`: a schema mismatch's kind and place as the inferred output shape names them (`type $.structuredContent.items[].sku`). */
type Issue = { args: IssueArgs; warn?: boolean; location?: string; confidence?: Confidence };
/** Every results rule names the tool, and how many of its results had the issue. */
type ResultRule = RulesAccepting<{ tool: string }> & RulesAccepting<{ tool: string; count: number } & IssueArgs>;

/** Tallies, per rule, how many results were judged and what was wrong with them. */
class Tally {
  private readonly judged = new Map<ResultRule, number>();
  private readonly issues = new Map<ResultRule, Array<Issue & { record: CallRecord }>>();

  judge(rule: ResultRule, record: CallRecord, issue?: Issue): void {
    this.judged.set(rule, (this.judged.get(rule) ?? 0) + 1);
    if (issue) this.issues.set(rule, [...(this.issues.get(rule) ?? []), { ...issue, record }]);
  }

  /** The issue a rule's finding reports (the first), if any. */
  first(rule: ResultRule): Issue | undefined {
    return this.issues.get(rule)?.[0];
  }

  findings(tool: string): Finding[] {
    return [...this.judged.keys()].map((rule) => {
      const issues = this.issues.get(rule) ?? [];
      const first = issues[0];
      if (!first) return findingFor(rule, 'pass', { subject: { kind: 'tool', name: tool }, args: { tool } });
      return findingFor(rule, issues.every((i) => i.warn) ? 'warn' : 'fail', {
        subject: { kind: 'tool', name: tool },
        ...(first.confidence ? { confidence: first.confidence } : {}),
        ...(typeof first.args.at === 'string' ? { path: first.args.at } : {}),
        args: { tool, count: issues.length, ...first.args },
        evidence: { call: first.record.call.purpose, ...(first.record.call.case ? { case: first.record.call.case.name } : {}) },
      });
    });
  }
}

/**
 * The result contract on every recorded result (suite cases, samples, invalid-argument probes;
 * not the unknown-tool probe, whose "tool" does not exist): one finding per tool and rule.
 */
export function checkResults(snapshot: Snapshot, records: readonly CallRecord[], options: ResultOptions, shapes?: OutputShapes): Finding[] {
  const byTool = new Map<string, CallRecord[]>();
  for (const r of records) {
    if (!r.sent || (r.layer !== 'ok' && r.layer !== 'tool') || r.call.purpose === 'probe-unknown-tool') continue;
    const list = byTool.get(r.call.tool);
    if (list) list.push(r);
    else byTool.set(r.call.tool, [r]);
  }
  const findings: Finding[] = [];
  const reported = new Map<string, Tally>();
  // Built only when there are results to read (a static run has none), and looked up by key once
  // per tool, not searched for: a run calls up to every one of 10,000 tools.
  const tools = byTool.size > 0 ? toolsOf(snapshot) : new Map<string, Set<string>>();
  const rawByKey = new Map<string, unknown>();
  if (byTool.size > 0) for (const t of snapshot.tools) if (t.key !== undefined && !rawByKey.has(t.key)) rawByKey.set(t.key, t.raw);
  for (const [tool, judged] of [...byTool.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const raw = rawByKey.get(tool);
    const outputSchema = isRecord(raw) ? raw.outputSchema : undefined;
    const compiled = outputSchema === undefined ? undefined : compileSchema(outputSchema);
    const tally = new Tally();
    const toolSdk = errorWithoutStructuredSdk(judged);
    for (const record of judged) judgeResult(record, tally, { era: snapshot.era, protocolVersion: snapshot.protocolVersion, outputSchema, compiled, options, tools, ...(toolSdk ? { toolSdk } : {}) });
    for (const item of tally.findings(tool)) findings.push(item);
    reported.set(tool, tally);
    if (compiled && !compiled.ok) {
      findings.push(finding('structured_content_matches_schema', 'skip', { subject: { kind: 'tool', name: tool }, args: { tool, count: 0, at: 'outputSchema', issue: 'schema-does-not-compile', reason: compiled.reason } }));
    }
  }
  if (!shapes) return findings;
  // The inferred-shape comparison sees the same samples as the per-result rules: a mismatch that
  // structured_content_matches_schema already names (same place, same kind) or a missing
  // structuredContent that structured_content_present already reports is that one finding.
  const elsewhere = (tool: string, m: SchemaMismatch) => {
    const tally = reported.get(tool);
    if (m.kind === 'missing') return tally?.first('structured_content_present') !== undefined;
    return tally?.first('structured_content_matches_schema')?.location === `${m.kind} ${m.path}`;
  };
  return [...findings, ...checkInferredShapes(snapshot, shapes, elsewhere)];
}

interface Context {
  era: Snapshot['era'];
  protocolVersion: string;
  outputSchema: unknown;
  compiled: ReturnType<typeof compileSchema> | undefined;
  options: ResultOptions;
  /** The framework whose defaults this tool's results show (for naming an error result without structuredContent). */
  toolSdk?: SdkId;
  /** The server's tools and their parameters, lower case, for the directive reader. */
  tools: ToolContext['tools'];
}

/**
 * Whether a text block gives a client that ignores `structuredContent` the same content: the
 * serialised JSON, or, for a structure that only wraps one value (`{ "result": x }`, how the Python
 * SDK wraps a function's non-object return to give it an object schema), that value itself.
 */
function carriesSame(text: string, structured: unknown): boolean {
  const parsed = parseJson(text);
  if (sameJson(parsed, structured)) return true;
  if (!isRecord(structured)) return false;
  const keys = Object.keys(structured);
  if (keys.length !== 1) return false;
  const inner = structured[keys[0]!];
  return inner === text || sameJson(parsed, inner);
}

/** Each tool's name with its top-level parameter names, lower case. */
function toolsOf(snapshot: Snapshot): Map<string, Set<string>> {
  const tools = new Map<string, Set<string>>();
  for (const t of snapshot.tools) {
    if (!isRecord(t.raw) || typeof t.raw.name !== 'string') continue;
    const schema = t.raw.inputSchema;
    const props = isRecord(schema) && isRecord(schema.properties) ? Object.keys(schema.properties).slice(0, 200) : [];
    tools.set(t.raw.name.toLowerCase(), new Set(props.map((p) => p.toLowerCase())));
  }
  return tools;
}

// A result is read up to this many text blocks; each block is bounded by the reader itself.
const MAX_TEXT_BLOCKS = 16;

/** The first directive in the result's text blocks, as `at` and the sentence with its roles. */
function directiveIn(content: unknown, tool: string, tools: ToolContext['tools']): IssueArgs | undefined {
  if (!Array.isArray(content)) return undefined;
  const ctx: ToolContext = { tools, carrier: tool.toLowerCase() };
  for (const [i, block] of content.slice(0, MAX_TEXT_BLOCKS).entries()) {
    if (!isRecord(block) || block.type !== 'text' || typeof block.text !== 'string') continue;
    const { visible, smuggled } = normalize(block.text.slice(0, 20_000));
    for (const text of [visible, smuggled, ...decodeEncoded(visible).map((d) => d.text)]) {
      if (!text) continue;
      const [d] = readDirectives(text, ctx);
      if (!d) continue;
      const sentence = d.clause.text.replace(/\s+/g, ' ');
      const roles = d.clause.roles.map((r) => r.role).join(', ');
      return { at: `content[${i}].text`, reason: `${sentence.length > 200 ? `${sentence.slice(0, 200)}…` : sentence} [${roles}]` };
    }
  }
  return undefined;
}

function judgeResult(record: CallRecord, tally: Tally, ctx: Context): void {
  const result = record.result;
  if (!isRecord(result)) {
    tally.judge('content_blocks_valid', record, { args: { at: 'result', issue: 'result-not-object', value: describeType(result) } });
    return;
  }

  if (ctx.era === 'modern') {
    const value = result.resultType;
    tally.judge('result_type_complete', record, value === 'complete' ? undefined : { args: { value: value === undefined ? null : (value as JsonValue) }, warn: value === 'input_required' });
  }

  // Probes ask for an error on purpose; the error contract judges how it came back.
  if (record.layer === 'ok' && record.call.purpose !== 'probe-invalid-args') {
    const text = failureText(result);
    tally.judge('result_reads_as_failure', record, text === undefined ? undefined : { args: { text }, confidence: 'medium' });
  }
  const order = directiveIn(result.content, record.call.tool, ctx.tools);
  tally.judge('poisoned_output', record, order ? { args: order } : undefined);

  const issues = contentIssues(result.content);
  const invalid = issues.find((i) => i.unknownType === undefined);
  tally.judge('content_blocks_valid', record, invalid ? { args: { at: invalid.at, issue: invalid.issue, ...(invalid.kind ? { kind: invalid.kind } : {}), ...(invalid.value !== undefined ? { value: invalid.value } : {}) } } : undefined);
  const unknown = issues.find((i) => i.unknownType !== undefined);
  tally.judge('content_block_type_known', record, unknown ? { args: { at: unknown.at, type: unknown.unknownType! } } : undefined);

  const has = 'structuredContent' in result && result.structuredContent !== undefined;
  const structured = result.structuredContent;
  if (has) {
    const legacyOk = ctx.era === 'modern' || isRecord(structured);
    tally.judge('structured_content_type', record, legacyOk ? undefined : { args: { type: jsonType(structured), protocolVersion: ctx.protocolVersion } });
    const texts = Array.isArray(result.content) ? result.content.filter((b) => isRecord(b) && b.type === 'text' && typeof b.text === 'string') : [];
    const mirrored = texts.some((b) => carriesSame((b as { text: string }).text, structured));
    // The spec says SHOULD: a missing JSON text block is a warning, not a failure.
    tally.judge('structured_content_text_fallback', record, mirrored ? undefined : { args: {}, warn: true });
  }

  if (ctx.outputSchema !== undefined) {
    const mismatch = () => schemaMismatch(structured, ctx.compiled);
    if (record.layer === 'ok') {
      tally.judge('structured_content_present', record, has ? undefined : { args: {} });
      if (has && ctx.compiled?.ok) {
        tally.judge('structured_content_matches_schema', record, mismatch());
      }
    } else if (ctx.options.errorOutputContract && ctx.compiled?.ok) {
      const sdk = has ? undefined : (inputValidationSdk(record) ?? ctx.toolSdk);
      const m = has ? mismatch()?.args : { at: 'structuredContent', issue: 'structured-content-missing' as const, ...(sdk ? { sdk } : {}) };
      tally.judge('error_result_output_contract', record, m ? { args: m } : undefined);
    }
  }

  const size = new TextEncoder().encode(JSON.stringify(result)).length;
  const over =
    size > ctx.options.maxResultBytes
      ? { at: 'result', bytes: size, limit: ctx.options.maxResultBytes }
      : mediaPayloads(result.content)
          .filter((m) => m.bytes > ctx.options.maxMediaBytes)
          .map((m) => ({ ...m, limit: ctx.options.maxMediaBytes }))[0];
  tally.judge('result_size_limit', record, over ? { args: over } : undefined);
}

function schemaMismatch(value: unknown, compiled: Context['compiled']): { args: { at: string; reason: string }; location: string } | undefined {
  if (!compiled?.ok || compiled.validate(value)) return undefined;
  const error = compiled.validate.errors?.[0];
  return { args: { at: `structuredContent${error?.instancePath ?? ''}`, reason: error?.message ?? 'does not validate' }, location: shapeLocation(error) };
}

/** The validator keywords the shape comparison also checks, by the name it gives them. */
const SHAPE_KINDS: Record<string, SchemaMismatch['kind']> = { type: 'type', required: 'required', additionalProperties: 'undeclared' };

/**
 * A validation error's kind and place as the inferred shape names them: array indexes become `[]`,
 * and a missing or undeclared property (reported by the validator on its parent) is named itself.
 * Keywords the shape comparison never checks (bounds, enums, patterns) match nothing there.
 */
function shapeLocation(error: { instancePath?: string; keyword?: string; params?: Record<string, unknown> } | undefined): string {
  const steps = (error?.instancePath ?? '')
    .split('/')
    .slice(1)
    .map((step) => step.replace(/~1/g, '/').replace(/~0/g, '~'));
  const keyword = error?.keyword;
  const property = keyword === 'required' ? error?.params?.missingProperty : keyword === 'additionalProperties' ? error?.params?.additionalProperty : undefined;
  if (typeof property === 'string') steps.push(property);
  const kind = (keyword !== undefined && SHAPE_KINDS[keyword]) || keyword;
  return `${kind} ${steps.reduce((path, step) => (/^\d+$/.test(step) ? `${path}[]` : fieldPath(path, step)), '$.structuredContent')}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** JSON Schema type name of a value. */
function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * The result contract of every recorded result, and (with output sampling on) whether the output
 * shapes the calls showed match the declared outputSchema.
 */
export const resultsFamily = defineFamily({
  family: 'results',
  run: ({ evidence, config }) => {
    const shapes = config.checks.drift.output.enabled ? inferOutputShapes(evidence.records) : undefined;
    return checkResults(evidence.snapshot, evidence.records, resultOptionsOf(config.checks.results), shapes);
  },
});
