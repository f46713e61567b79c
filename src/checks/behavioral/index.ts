import type { CallPlan, CallRecord, RefusalReason } from '../../snapshot/calls.js';
import type { Config } from '../../config/schema.js';
import { sameJson } from '../../diff/json.js';
import type { JsonValue } from '../../model.js';
import type { Finding } from '../../rules/index.js';
import type { RefusalCode, SuiteReasonArgs } from '../../rules/behavioral.js';
import { finding } from '../../rules/index.js';
import type { Snapshot } from '../../snapshot/types.js';
import { isRecord } from '../../snapshot/view.js';
import { compileSchema } from '../../protocol/json-schema.js';
import type { GoldenFiles } from '../../snapshot/evidence.js';
import { goldenValue } from './golden.js';
import { evaluateJsonpath } from './jsonpath.js';
import { defineFamily } from '../family.js';

export { goldenValue } from './golden.js';
export { evaluateJsonpath } from './jsonpath.js';

export interface SuiteOptions {
  /** `run --update-golden`: the CLI rewrites every golden file, so they are not compared. */
  updateGolden: boolean;
  /** Golden files read by `readGoldens` (src/cli/goldens.ts); a path absent here counts as missing. */
  goldens: GoldenFiles;
  /** Redaction the CLI applies when it writes a golden file; the comparison uses the same form. */
  redact?: (value: JsonValue) => JsonValue;
}

type Expect = Config['suites'][number]['cases'][number]['expect'];

/**
 * One expectation's verdict: a failure carries a reason code with its facts (worded by the
 * registry, src/rules/behavioral.ts). `warn` marks a golden file that is missing (and being written).
 */
interface Outcome extends SuiteReasonArgs {
  expectation: string;
  expected?: JsonValue;
  actual?: JsonValue;
  warn?: boolean;
  note?: 'golden-updated';
}

/** A refusal of the call plan as the registry's code: every RefusalReason has words there. */
export function refusalCode(reason: RefusalReason): RefusalCode {
  return reason;
}

/** The reason code and its facts, without the outcome's other fields. */
function reasonFacts(o: SuiteReasonArgs): SuiteReasonArgs {
  const { reason, got, code, wanted, detail, at, pattern, jsonType, length, limit } = o;
  const facts: SuiteReasonArgs = { reason, got, code, wanted, detail, at, pattern, jsonType, length, limit };
  return Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined)) as SuiteReasonArgs;
}

/** Each suite case is its own finding, `<tool> › <case>`, with every expectation judged from its record. */
export function checkSuites(snapshot: Snapshot, records: readonly CallRecord[], plan: CallPlan, suites: Config['suites'], options: SuiteOptions): Finding[] {
  const findings: Finding[] = [];
  suites.forEach((suite, s) => {
    suite.cases.forEach((testCase, c) => {
      const subject = { kind: 'case' as const, name: `${suite.tool} › ${testCase.name}` };
      const base = { tool: suite.tool, case: testCase.name };
      const record = records.find((r) => r.call.purpose === 'suite-case' && r.call.case?.suite === s && r.call.case.index === c);
      if (!record || !record.sent) {
        const refusal = plan.refusals.find((r) => r.tool === suite.tool && r.areas.includes('suite'));
        const why: SuiteReasonArgs = refusal ? { reason: refusalCode(refusal.reason) } : record?.reason !== undefined ? { reason: 'not-sent', detail: record.reason } : { reason: 'not-made' };
        findings.push(finding('suite_case', 'skip', { subject, args: { ...base, skipped: true, ...why } }));
        return;
      }
      const outcomes = judgeCase(snapshot, record, testCase.expect, options);
      const failures = outcomes.filter((o) => o.reason !== undefined);
      const hard = failures.filter((o) => !o.warn);
      const first = hard[0] ?? failures[0];
      const note = outcomes.find((o) => o.note)?.note;
      findings.push(
        first
          ? finding('suite_case', hard.length > 0 ? 'fail' : 'warn', {
              subject,
              args: { ...base, checked: outcomes.length, failed: failures.length, expectation: first.expectation, ...reasonFacts(first) },
              evidence: {
                failures: failures.map((f) => ({ expectation: f.expectation, ...reasonFacts(f), ...(f.expected !== undefined ? { expected: f.expected } : {}), ...(f.actual !== undefined ? { actual: f.actual } : {}) })),
                ...(first.expectation === 'golden' ? { before: first.expected ?? null, after: first.actual ?? null } : {}),
              },
            })
          : finding('suite_case', 'pass', { subject, args: { ...base, checked: outcomes.length, ...(note ? { note } : {}) } }),
      );
    });
  });
  return findings;
}

function judgeCase(snapshot: Snapshot, record: CallRecord, expect: Expect, options: SuiteOptions): Outcome[] {
  const outcomes: Outcome[] = [];
  const got = answerOf(record);
  if (record.layer === 'timeout' || record.layer === 'transport') {
    return [{ expectation: 'answer', reason: 'no-answer', got: record.layer, ...(record.reason ? { detail: record.reason } : {}) }];
  }
  // A JSON-RPC error fails a case that does not say what answer it expects.
  const judgesAnswer = expect.tool_is_error !== undefined || expect.protocol_error_code !== undefined || expect.golden !== undefined || expect.jsonpath !== undefined;
  if (record.layer === 'protocol' && !judgesAnswer) {
    outcomes.push({ expectation: 'no protocol error', reason: 'unexpected-error', ...got, actual: errorJson(record) });
  }
  if (expect.tool_is_error !== undefined) {
    const isError = record.layer === 'tool';
    const ok = record.layer !== 'protocol' && isError === expect.tool_is_error;
    outcomes.push(ok ? { expectation: 'tool_is_error' } : { expectation: 'tool_is_error', reason: expect.tool_is_error ? 'expected-tool-error' : 'expected-success', ...got, expected: expect.tool_is_error });
  }
  if (expect.protocol_error_code !== undefined) {
    const ok = record.layer === 'protocol' && record.error?.code === expect.protocol_error_code;
    outcomes.push(ok ? { expectation: 'protocol_error_code' } : { expectation: 'protocol_error_code', reason: 'expected-error-code', wanted: expect.protocol_error_code, ...got, expected: expect.protocol_error_code });
  }
  if (expect.output_matches_schema !== undefined) outcomes.push(judgeOutputSchema(snapshot, record, expect.output_matches_schema));
  for (const [path, expectation] of Object.entries(expect.jsonpath ?? {})) {
    const name = `jsonpath ${path}`;
    if (record.result === undefined) {
      outcomes.push({ expectation: name, reason: 'no-result', ...got });
      continue;
    }
    const failure = evaluateJsonpath(record.result, path, expectation);
    outcomes.push(failure ? { expectation: name, ...failure } : { expectation: name });
  }
  if (expect.golden !== undefined) outcomes.push(judgeGolden(record, expect.golden, options));
  return outcomes;
}

function judgeOutputSchema(snapshot: Snapshot, record: CallRecord, expected: boolean): Outcome {
  const expectation = 'output_matches_schema';
  const raw = snapshot.tools.find((t) => t.key === record.call.tool)?.raw;
  const schema = isRecord(raw) ? raw.outputSchema : undefined;
  if (schema === undefined) return { expectation, reason: 'no-output-schema', expected };
  const compiled = compileSchema(schema);
  if (!compiled.ok) return { expectation, reason: 'output-schema-invalid', detail: compiled.reason, expected };
  const result = isRecord(record.result) ? record.result : undefined;
  if (!result || result.structuredContent === undefined) {
    return expected ? { expectation, reason: 'no-structured-content', ...answerOf(record), expected } : { expectation };
  }
  const matches = compiled.validate(result.structuredContent);
  if (matches === expected) return { expectation };
  const error = compiled.validate.errors?.[0];
  return {
    expectation,
    ...(matches ? { reason: 'schema-matches' as const } : { reason: 'schema-mismatch' as const, at: error?.instancePath ?? '', ...(error?.message !== undefined ? { detail: error.message } : {}) }),
    expected,
    actual: matches,
  };
}

function judgeGolden(record: CallRecord, path: string, options: SuiteOptions): Outcome {
  const expectation = 'golden';
  const actual = goldenValue(record);
  if (actual === undefined) return { expectation, reason: 'nothing-to-compare', ...answerOf(record) };
  if (options.updateGolden) return { expectation, note: 'golden-updated' };
  const file = options.goldens[path] ?? { state: 'missing' };
  if (file.state === 'missing') return { expectation, reason: 'golden-missing', warn: true };
  if (file.state === 'invalid') return { expectation, reason: 'golden-unreadable', detail: file.reason };
  // A golden file is written redacted (`***` where a config secret was): a result matches its
  // redacted form. A file written in clear before redaction existed still matches the raw result.
  const matches = sameJson(file.value, actual) || (options.redact !== undefined && sameJson(file.value, options.redact(actual)));
  return matches ? { expectation } : { expectation, reason: 'golden-mismatch', expected: file.value, actual };
}

/** What came back, as reason facts: the layer, and the JSON-RPC error code when there is one. */
function answerOf(record: CallRecord): Pick<SuiteReasonArgs, 'got' | 'code'> {
  return { got: record.layer, ...(record.layer === 'protocol' && typeof record.error?.code === 'number' ? { code: record.error.code } : {}) };
}

function errorJson(record: CallRecord): JsonValue {
  return record.error ? { code: record.error.code, message: record.error.message } : null;
}

/** Every call mcpward refused to make, with the reason, so a missing check is never silent. */
function checkRefusals(plan: CallPlan): Finding[] {
  return plan.refusals.map((r) =>
    finding('tool_call_refused', 'skip', {
      subject: { kind: 'tool', name: r.tool },
      args: { tool: r.tool, areas: r.areas.join(', '), reason: refusalCode(r.reason) },
      ...(r.cases ? { evidence: { cases: r.cases } } : {}),
    }),
  );
}

/** The suites of the config, and the calls mcpward refused to make. */
export const behavioralFamily = defineFamily({
  family: 'behavioral',
  run: ({ evidence, config, updateGolden, redact }) => [
    ...checkRefusals(evidence.plan),
    ...checkSuites(evidence.snapshot, evidence.records, evidence.plan, config.suites, { updateGolden, goldens: evidence.goldens, ...(redact ? { redact } : {}) }),
  ],
});
