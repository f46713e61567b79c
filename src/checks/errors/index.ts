import { INTERNAL_ERROR, INVALID_PARAMS } from '../../protocol/codes.js';
import type { CallPlan, CallRecord } from '../../snapshot/calls.js';
import type { Config } from '../../config/schema.js';
import type { Status } from '../../model.js';
import type { ArgsOf, Finding } from '../../rules/index.js';
import { finding } from '../../rules/index.js';
import type { Snapshot } from '../../snapshot/types.js';
import { defineFamily } from '../family.js';
import { handlerExceptionSdk, unknownToolSdk } from './signatures.js';


/** The first revision that lists input-validation failures as tool execution errors (SEP-1303). */
const INPUT_VALIDATION_AS_TOOL_ERROR_SINCE = '2025-11-25';

/** Whether the negotiated version wants invalid arguments reported as `isError: true` results. */
export function wantsToolErrorForInvalidArguments(protocolVersion: string): boolean {
  // Dates compare as strings; an unreadable version gets the current rules.
  return /^\d{4}-\d{2}-\d{2}$/.test(protocolVersion) ? protocolVersion >= INPUT_VALIDATION_AS_TOOL_ERROR_SINCE : true;
}

/**
 * The two-layer error contract from the recorded calls: the unknown-tool probe, the
 * invalid-argument probes, suite cases that expect a business failure, and whether the server
 * survived the calls.
 */
export function checkErrorContract(snapshot: Snapshot, records: readonly CallRecord[], plan: CallPlan, suites: Config['suites']): Finding[] {
  const findings: Finding[] = [];
  for (const r of records) {
    if (r.call.purpose === 'probe-unknown-tool') findings.push(judgeUnknownTool(r, snapshot));
    if (r.call.purpose === 'probe-invalid-args') findings.push(judgeInvalidArguments(r, snapshot));
    if (r.call.purpose === 'suite-case' && r.call.case && suites[r.call.case.suite]?.cases[r.call.case.index]?.expect.tool_is_error === true) {
      findings.push(judgeBusinessFailure(r, snapshot.era));
    }
  }
  for (const u of plan.unprobed) {
    findings.push(finding('invalid_arguments_error', 'skip', { subject: { kind: 'tool', name: u.tool }, args: { tool: u.tool, skipped: true, reason: u.reason } }));
  }
  const probing = records.some((r) => r.call.purpose === 'probe-unknown-tool');
  if (probing && plan.unprobed.length === 0 && !records.some((r) => r.call.purpose === 'probe-invalid-args')) {
    const reason = 'no tool is allowlisted or read-only without arguments, so none may be called with invalid arguments';
    findings.push(finding('invalid_arguments_error', 'skip', { args: { tool: '(none)', skipped: true, reason } }));
  }
  const completed = callsCompleted(records);
  if (completed) findings.push(completed);
  return findings;
}

/**
 * The layer decides: a JSON-RPC error is right whatever its code (the spec shows -32602, so another
 * code is advice), an `isError` result is the wrong layer (low: the client still reads an error), a
 * successful result claims the tool ran. A known SDK default is named in the finding.
 */
function judgeUnknownTool(r: CallRecord, snapshot: Snapshot): Finding {
  const sdk = unknownToolSdk(r, snapshot);
  const args: ArgsOf<'unknown_tool_error'> = { tool: r.call.tool, expected: 'protocol', actual: r.layer, expectedCode: INVALID_PARAMS, ...codeOf(r), ...(sdk ? { sdk } : {}) };
  const subject = { kind: 'server', name: 'tools/call' } as const;
  if (r.layer === 'protocol') {
    if (r.error?.code === INVALID_PARAMS) return finding('unknown_tool_error', 'pass', { subject, args: withReason(args, r) });
    return finding('unknown_tool_error', 'warn', { subject, args: withReason(args, r), variant: 'other-code' });
  }
  if (r.layer === 'transport') return finding('unknown_tool_error', 'skip', { subject, args: withReason(args, r) });
  if (r.layer === 'tool') return finding('unknown_tool_error', 'fail', { subject, args: withReason(args, r), variant: 'tool-layer' });
  return finding('unknown_tool_error', 'fail', { subject, args: withReason(args, r) });
}

function judgeInvalidArguments(r: CallRecord, snapshot: Snapshot): Finding {
  const protocolVersion = snapshot.protocolVersion;
  const modern = wantsToolErrorForInvalidArguments(protocolVersion);
  const code = r.error?.code;
  let status: Status;
  // A JSON-RPC error where a tool error is wanted still tells the client the call failed: only the layer differs.
  let variant: 'protocol-layer' | 'internal-error' | 'other-code' | undefined;
  if (r.layer === 'tool') status = 'pass';
  else if (r.layer === 'protocol') {
    // The handler broke on the input (it was not validated), but the client is still told no: low.
    if (code === INTERNAL_ERROR) [status, variant] = ['fail', 'internal-error'];
    else if (modern) [status, variant] = ['fail', 'protocol-layer'];
    else if (code === INVALID_PARAMS) status = 'pass';
    else [status, variant] = ['warn', 'other-code'];
  } else status = r.layer === 'transport' ? 'skip' : 'fail';
  const sdk = handlerExceptionSdk(r, snapshot.era);
  const args: ArgsOf<'invalid_arguments_error'> = { tool: r.call.tool, violation: r.call.violation ?? 'unknown', protocolVersion, expected: modern ? 'tool' : 'tool or protocol', actual: r.layer, ...codeOf(r), ...(sdk ? { sdk } : {}) };
  return finding('invalid_arguments_error', status, {
    subject: { kind: 'tool', name: r.call.tool },
    path: 'inputSchema',
    args: withReason(args, r),
    evidence: { arguments: r.call.arguments },
    ...(variant ? { variant } : {}),
  });
}

function judgeBusinessFailure(r: CallRecord, era: Snapshot['era']): Finding {
  const name = r.call.case?.name ?? '';
  const status: Status = r.layer === 'tool' ? 'pass' : r.layer === 'transport' ? 'skip' : 'fail';
  const sdk = handlerExceptionSdk(r, era);
  const args: ArgsOf<'tool_error_layer'> = { tool: r.call.tool, case: name, expected: 'tool', actual: r.layer, ...codeOf(r), ...(sdk ? { sdk } : {}) };
  // Any JSON-RPC error, -32603 included, still reads as a failure: a less helpful message on another layer.
  const variant = r.layer === 'protocol' ? 'protocol-layer' : undefined;
  return finding('tool_error_layer', status, { subject: { kind: 'case', name: `${r.call.tool} › ${name}` }, args: withReason(args, r), ...(variant ? { variant } : {}) });
}

/** Fails when the connection was lost: which call it happened on, and how many calls got no answer. */
function callsCompleted(all: readonly CallRecord[]): Finding | undefined {
  // A latency sample skipped because its verdict was settled was never meant to be answered.
  const records = all.filter((r) => r.layer !== 'skipped');
  if (records.length === 0) return undefined;
  const lost = records.filter((r) => r.layer === 'transport');
  const first = lost.find((r) => r.sent) ?? lost[0];
  if (!first) return finding('calls_completed', 'pass', { args: { total: records.length } });
  return finding('calls_completed', 'fail', {
    subject: { kind: 'tool', name: first.call.tool },
    args: { tool: first.call.tool, reason: first.reason ?? 'the connection was lost', unanswered: lost.length, total: records.length },
  });
}

function codeOf(r: CallRecord): { code?: number } {
  return r.error ? { code: r.error.code } : {};
}

/** The arguments with why the call got no answer, when it got none (same object type, so the rule's own shape is kept). */
function withReason<A extends { skipped?: boolean; reason?: string }>(args: A, r: CallRecord): A {
  if (r.layer === 'transport') return { ...args, skipped: true, reason: r.reason ?? 'the connection was lost' };
  return r.reason !== undefined ? { ...args, reason: r.reason } : args;
}

/** The two-layer error contract, from the error probes and the suite cases that expect a business failure. */
export const errorsFamily = defineFamily({
  family: 'errors',
  run: ({ evidence, config }) => checkErrorContract(evidence.snapshot, evidence.records, evidence.plan, config.suites),
});
