import { describe, expect, it } from 'vitest';
import { driftFamily } from '../../../src/checks/drift/index.js';
import type { Family } from '../../../src/model.js';
import type { CallLayer, CallPlan } from '../../../src/snapshot/calls.js';
import { findingMessage, plainQuote } from '../../../src/report/common.js';
import type { Evidence } from '../../../src/snapshot/evidence.js';
import { runLockfile } from '../../../src/snapshot/lockfile.js';
import { config, record, roTool } from '../../support/calls.js';
import { snapshot } from '../../support/snapshot.js';

const writer = { name: 'write_note', description: 'Writes a note.', inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] } };
const surface = snapshot([roTool('status'), roTool('flaky'), writer]);
const plan: CallPlan = { calls: [], refusals: [{ tool: 'write_note', reason: 'not-read-only', areas: ['latency', 'output-shape'] }], unprobed: [], inputSchemas: {} };
const sample = (tool: string, layer: 'ok' | 'timeout' | 'protocol', n = 0) =>
  record({ tool, purpose: 'output-sample', sample: n, basis: 'read-only-no-args', group: tool }, layer, layer === 'ok' ? { result: { content: [{ type: 'text', text: '{"up":true}' }] } } : { reason: 'no answer within 5000 ms' });
const samples = [sample('status', 'ok'), sample('flaky', 'ok')];
const sampledBaseline = runLockfile(surface, samples, { fullText: true, outputShapes: true });
const outputOn = config({ checks: { drift: { output: { enabled: true } } } });

/** The facts of a reason code, compactly: the refusal, or how the sample call failed. */
const facts = (a: { refusal?: string; got?: string; detail?: string }) =>
  a.refusal !== undefined ? ` (${a.refusal})` : a.got !== undefined ? ` (${a.got}${a.detail === undefined ? '' : `: ${a.detail}`})` : '';

function uncompared(evidence: Partial<Evidence>, families?: Family[]) {
  const full = { snapshot: surface, plan, records: samples, baseline: sampledBaseline, boundary: [], contexts: [], exchanges: [], goldens: {}, ...evidence } as Evidence;
  return driftFamily
    .run({ evidence: full, config: outputOn, updateGolden: false, ...(families ? { families: new Set(families) } : {}) })
    .filter((f) => f.rule === 'output_not_compared')
    .map((f) => `${f.status} ${f.subject?.name}: ${String(f.args.reason)}${f.rule === 'output_not_compared' ? facts(f.args) : ''}`);
}

describe('output_not_compared: diff lists what it did not compare', () => {
  it('under diff (drift alone), a refused call is listed with the reason run gives', () => {
    expect(uncompared({}, ['drift'])).toEqual(['skip write_note: not-called (not-read-only)']);
  });

  it('under run, behavioral lists refusals already, so drift does not repeat them', () => {
    expect(uncompared({}, ['drift', 'behavioral'])).toEqual([]);
  });

  it('a tool whose every sample failed is listed, under run too', () => {
    const records = [sample('status', 'ok'), sample('flaky', 'timeout'), sample('flaky', 'protocol', 1)];
    expect(uncompared({ records }, ['drift', 'behavioral'])).toEqual(['skip flaky: no-sample-succeeded (timeout: no answer within 5000 ms)']);
  });

  it('a pinned tool sampled now but not in the baseline, and one pinned but not sampled now', () => {
    const baseline = runLockfile(surface, [sample('status', 'ok')], { fullText: true, outputShapes: true });
    expect(uncompared({ baseline }, ['drift', 'behavioral'])).toEqual(['skip flaky: no-pinned-shape']);
    expect(uncompared({ records: [sample('status', 'ok')] }, ['drift', 'behavioral'])).toEqual(['skip flaky: not-sampled']);
  });

  it('a baseline pinned without output shapes is one line for the server', () => {
    const baseline = runLockfile(surface, [], { fullText: true, outputShapes: false });
    expect(uncompared({ baseline }, ['drift'])).toEqual(['skip server: no-output-shapes']);
  });

  it('nothing is listed with output sampling off', () => {
    const full = { snapshot: surface, plan, records: [], baseline: sampledBaseline, boundary: [], contexts: [], exchanges: [], goldens: {} } as Evidence;
    expect(driftFamily.run({ evidence: full, config: config(), updateGolden: false }).filter((f) => f.rule === 'output_not_compared')).toEqual([]);
  });
});

describe('output_not_compared: the sentence each reason renders to', () => {
  const messages = (evidence: Partial<Evidence>) => {
    const full = { snapshot: surface, plan, records: samples, baseline: sampledBaseline, boundary: [], contexts: [], exchanges: [], goldens: {}, ...evidence } as Evidence;
    return driftFamily
      .run({ evidence: full, config: outputOn, updateGolden: false, families: new Set(['drift', 'behavioral']) })
      .filter((f) => f.rule === 'output_not_compared')
      .map((f) => findingMessage(f, plainQuote));
  };
  const failed = (layer: CallLayer, answer: Parameters<typeof record>[2]) => [sample('status', 'ok'), record({ tool: 'flaky', purpose: 'output-sample', sample: 0, basis: 'read-only-no-args', group: 'flaky' }, layer, answer)];
  const not = (why: string) => `Output of "flaky" not compared with the baseline: "${why}"`;

  it.each<[string, CallLayer, Parameters<typeof record>[2], string]>([
    ['no answer, with the collector’s reason', 'timeout', { reason: 'no answer within "5000" ms' }, 'no sample call succeeded: no answer within \\"5000\\" ms'],
    ['no answer, without a reason', 'transport', {}, 'no sample call succeeded: transport'],
    ['not sent, with a reason', 'skipped', { sent: false, reason: 'an earlier call timed out' }, 'no sample call succeeded: not sent (an earlier call timed out)'],
    ['not sent', 'skipped', { sent: false }, 'no sample call succeeded: not sent'],
    ['a JSON-RPC error', 'protocol', { code: -32603 }, 'no sample call succeeded: JSON-RPC error -32603'],
    ['isError', 'tool', {}, 'no sample call succeeded: the result had isError: true'],
    ['a result that reads as a failure', 'ok', { result: { content: [{ type: 'text', text: 'Error: database unavailable' }] } }, 'no sample call succeeded: the result reads as a failure (without isError)'],
  ])('every sample failed: %s', (_name, layer, answer, why) => {
    expect(messages({ records: failed(layer, answer) })).toEqual([not(why)]);
  });

  it('no pinned shape, not sampled now, no shapes in the baseline', () => {
    const baseline = runLockfile(surface, [sample('status', 'ok')], { fullText: true, outputShapes: true });
    expect(messages({ baseline })).toEqual([not('the baseline holds no output shape for it (it was not sampled when the baseline was captured)')]);
    expect(messages({ records: [sample('status', 'ok')] })).toEqual([not('not sampled in this run')]);
    expect(messages({ baseline: runLockfile(surface, [], { fullText: true, outputShapes: false }) })).toEqual([
      'Output shapes not compared: "the baseline holds no output shapes (it was captured with checks.drift.output off); re-pin with `mcpward baseline` to compare them"',
    ]);
  });
});
