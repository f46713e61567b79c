import { describe, expect, it } from 'vitest';
import { driftFamily } from '../../../src/checks/drift/index.js';
import type { Family } from '../../../src/model.js';
import type { CallPlan } from '../../../src/snapshot/calls.js';
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

function uncompared(evidence: Partial<Evidence>, families?: Family[]) {
  const full = { snapshot: surface, plan, records: samples, baseline: sampledBaseline, boundary: [], contexts: [], exchanges: [], goldens: {}, ...evidence } as Evidence;
  return driftFamily
    .run({ evidence: full, config: outputOn, updateGolden: false, ...(families ? { families: new Set(families) } : {}) })
    .filter((f) => f.rule === 'output_not_compared')
    .map((f) => `${f.status} ${f.subject?.name}: ${String(f.args.reason)}${f.rule === 'output_not_compared' && f.args.refusal !== undefined ? ` (${f.args.refusal})` : ''}`);
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
    expect(uncompared({ records }, ['drift', 'behavioral'])).toEqual(['skip flaky: no sample call succeeded: no answer within 5000 ms']);
  });

  it('a pinned tool sampled now but not in the baseline, and one pinned but not sampled now', () => {
    const baseline = runLockfile(surface, [sample('status', 'ok')], { fullText: true, outputShapes: true });
    expect(uncompared({ baseline }, ['drift', 'behavioral'])).toEqual(['skip flaky: the baseline holds no output shape for it (it was not sampled when the baseline was captured)']);
    expect(uncompared({ records: [sample('status', 'ok')] }, ['drift', 'behavioral'])).toEqual(['skip flaky: not sampled in this run']);
  });

  it('a baseline pinned without output shapes is one line for the server', () => {
    const baseline = runLockfile(surface, [], { fullText: true, outputShapes: false });
    expect(uncompared({ baseline }, ['drift'])).toEqual([expect.stringMatching(/^skip server: the baseline holds no output shapes/)]);
  });

  it('nothing is listed with output sampling off', () => {
    const full = { snapshot: surface, plan, records: [], baseline: sampledBaseline, boundary: [], contexts: [], exchanges: [], goldens: {} } as Evidence;
    expect(driftFamily.run({ evidence: full, config: config(), updateGolden: false }).filter((f) => f.rule === 'output_not_compared')).toEqual([]);
  });
});
