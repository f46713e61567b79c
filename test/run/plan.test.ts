import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invalidArguments } from '../../src/run/invalid-args.js';
import { chooseFamilies, needsOf } from '../../src/checks/index.js';
import { planCalls, purposesFor, unknownToolName } from '../../src/run/plan.js';
import { snapshot } from '../support/snapshot.js';
import { argTool, config, roTool } from '../support/calls.js';

const tools = [
  roTool('get_status', { inputSchema: { type: 'object', properties: {}, additionalProperties: false } }),
  roTool('get_order', { inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } }),
  { name: 'write_note', inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] }, annotations: { readOnlyHint: false } },
  { name: 'purge_cache', inputSchema: { type: 'object' } },
  roTool('destroy_lies', { annotations: { readOnlyHint: 'yes' } }),
];

const calledTools = (plan: ReturnType<typeof planCalls>, purpose?: string) =>
  new Set(plan.calls.filter((c) => c.purpose !== 'probe-unknown-tool' && (!purpose || c.purpose === purpose)).map((c) => c.tool));

describe('planCalls: the allowlist rule', () => {
  it('auto-calls only read-only tools without required arguments', () => {
    const plan = planCalls(snapshot(tools), config({ checks: { drift: { output: { enabled: true } } } }));
    expect(calledTools(plan)).toEqual(new Set(['get_status']));
    expect(plan.calls.every((c) => c.basis !== 'allowlisted')).toBe(true);
  });

  it('reports every tool it will not call, with the reason and the areas', () => {
    const plan = planCalls(snapshot(tools), config({ checks: { drift: { output: { enabled: true } } } }));
    expect(plan.refusals).toEqual([
      { tool: 'destroy_lies', reason: 'not-read-only', areas: ['output-shape', 'latency'] },
      { tool: 'get_order', reason: 'needs-arguments', areas: ['output-shape', 'latency'] },
      { tool: 'purge_cache', reason: 'not-read-only', areas: ['output-shape', 'latency'] },
      { tool: 'write_note', reason: 'not-read-only', areas: ['output-shape', 'latency'] },
    ]);
  });

  it('judges a name listed twice by its most restrictive listing', () => {
    const plan = planCalls(snapshot([roTool('twin'), { name: 'twin', inputSchema: { type: 'object' } }]), config());
    expect(calledTools(plan)).toEqual(new Set());
    expect(plan.refusals).toEqual([{ tool: 'twin', reason: 'not-read-only', areas: ['latency'] }]);
  });

  it('does not call a tool annotated read-only whose description says it changes, runs or sends something', () => {
    const plan = planCalls(
      snapshot([
        roTool('get_note', { description: 'Returns the note and updates its last-accessed timestamp.' }),
        roTool('run_saved_prompt', { description: 'Fetches the saved prompt; the fetched prompt is executed at once.' }),
        // Read-only uses of the same verbs, and a denial, are still called.
        roTool('search', { description: 'Sends a query to the search API and returns the hits.' }),
        roTool('preview_cleanup', { description: 'Lists the files a cleanup would delete, without deleting anything.' }),
      ]),
      config(),
    );
    expect(calledTools(plan)).toEqual(new Set(['search', 'preview_cleanup']));
    expect(plan.refusals.filter((r) => r.reason === 'says-it-changes').map((r) => r.tool).sort()).toEqual(['get_note', 'run_saved_prompt']);
  });

  it('calls nothing automatically when call_readonly is off', () => {
    const plan = planCalls(snapshot(tools), config({ checks: { drift: { output: { enabled: true, call_readonly: false } } } }));
    expect(calledTools(plan)).toEqual(new Set());
    expect(plan.refusals.find((r) => r.tool === 'get_status')).toEqual({ tool: 'get_status', reason: 'auto-calls-disabled', areas: ['output-shape', 'latency'] });
  });

  it('calls allowlisted tools with the given arguments, even when they mutate', () => {
    const plan = planCalls(
      snapshot(tools),
      config({
        checks: { latency: { tools: [{ name: 'write_note', args: { text: 'x' } }] } },
        suites: [{ tool: 'get_order', cases: [{ name: 'finds', args: { id: 'demo-1' }, expect: {} }] }],
      }),
    );
    expect(plan.calls.filter((c) => c.tool === 'write_note' && c.purpose.startsWith('latency')).map((c) => c.arguments)).toEqual(Array(1 + 5).fill({ text: 'x' }));
    expect(plan.calls.find((c) => c.purpose === 'suite-case')).toMatchObject({ tool: 'get_order', arguments: { id: 'demo-1' }, basis: 'allowlisted', case: { name: 'finds' } });
    expect(plan.refusals.find((r) => r.tool === 'write_note')).toBeUndefined();
  });

  it('refuses allowlisted tools the server does not list, naming the suite cases not run', () => {
    const plan = planCalls(
      snapshot(tools),
      config({ checks: { latency: { tools: [{ name: 'ghost', args: {} }] } }, suites: [{ tool: 'phantom', cases: [{ name: 'a', args: {}, expect: {} }] }] }),
    );
    expect(plan.refusals.filter((r) => r.reason === 'not-listed')).toEqual([
      { tool: 'ghost', reason: 'not-listed', areas: ['latency'] },
      { tool: 'phantom', reason: 'not-listed', areas: ['suite'], cases: ['a'] },
    ]);
    expect(calledTools(plan).has('ghost') || calledTools(plan).has('phantom')).toBe(false);
  });

  it('never plans a call to a tool that is neither allowlisted nor auto-callable (property)', () => {
    const toolArb = fc.record({
      name: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      readOnly: fc.option(fc.boolean(), { nil: undefined }),
      required: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(toolArb, { maxLength: 5 }), fc.subarray<string>(['a', 'b', 'c', 'd', 'e']), fc.boolean(), (specs, allowed, callReadonly) => {
        const raw = specs.map((s) => ({
          name: s.name,
          inputSchema: { type: 'object', properties: { x: { type: 'string' } }, ...(s.required ? { required: ['x'] } : {}) },
          ...(s.readOnly === undefined ? {} : { annotations: { readOnlyHint: s.readOnly } }),
        }));
        const plan = planCalls(
          snapshot(raw),
          config({ checks: { latency: { tools: allowed.map((name) => ({ name, args: { x: 'v' } })) }, drift: { output: { enabled: true, call_readonly: callReadonly } } } }),
        );
        const names = new Set<string>(specs.map((s) => s.name));
        for (const call of plan.calls) {
          if (call.purpose === 'probe-unknown-tool') {
            expect(names.has(call.tool)).toBe(false);
            continue;
          }
          // Every listing of the name must allow the auto-call, not just one of them.
          const auto = callReadonly && specs.filter((s) => s.name === call.tool).every((s) => s.readOnly === true && !s.required);
          expect(auto || allowed.includes(call.tool)).toBe(true);
        }
        for (const name of names) {
          const called = plan.calls.some((c) => c.tool === name && c.purpose === 'latency-sample');
          expect(called || plan.refusals.some((r) => r.tool === name && r.areas.includes('latency'))).toBe(true);
        }
      }),
    );
  });
});

describe('planCalls: order and shape', () => {
  const cfg = config({
    checks: { latency: { samples: 2, tools: [{ name: 'get_order', args: { id: '1' } }] }, drift: { output: { enabled: true, shape_samples: 2 } } },
    suites: [{ tool: 'get_order', cases: [{ name: 'one', args: { id: '1' }, expect: {} }, { name: 'two', args: { id: '2' }, expect: {} }] }],
  });

  it('is deterministic: probes, suite cases, output samples, then latency (a warm-up first)', () => {
    const plan = planCalls(snapshot(tools), cfg);
    expect(plan.calls.map((c) => `${c.purpose}:${c.tool}`)).toEqual([
      'probe-unknown-tool:mcpward-probe-no-such-tool',
      'probe-invalid-args:get_order',
      'probe-invalid-args:get_status',
      'suite-case:get_order',
      'suite-case:get_order',
      'output-sample:get_status',
      'output-sample:get_status',
      'latency-warmup:get_order',
      'latency-sample:get_order',
      'latency-sample:get_order',
      'latency-warmup:get_status',
      'latency-sample:get_status',
      'latency-sample:get_status',
    ]);
    expect(plan.calls.map((c) => c.index)).toEqual(plan.calls.map((_, i) => i));
    expect(planCalls(snapshot([...tools].reverse()), cfg)).toEqual(plan);
  });

  it('keeps a suite in one group (cases may depend on their order) and a tool’s latency calls in one group', () => {
    const plan = planCalls(snapshot(tools), cfg);
    expect(new Set(plan.calls.filter((c) => c.purpose === 'suite-case').map((c) => c.group)).size).toBe(1);
    expect(new Set(plan.calls.filter((c) => c.tool === 'get_order' && c.purpose.startsWith('latency')).map((c) => c.group)).size).toBe(1);
  });

  it('carries each planned tool’s input schema for parameter headers', () => {
    expect(Object.keys(planCalls(snapshot(tools), cfg).inputSchemas).sort()).toEqual(['get_order', 'get_status']);
  });

  it('samples no latency when checks.latency.enabled is false (read defensively until the schema has it)', () => {
    const cfg = config();
    (cfg.checks.latency as { enabled?: boolean }).enabled = false;
    const plan = planCalls(snapshot(tools), cfg);
    expect(plan.calls.some((c) => c.purpose.startsWith('latency'))).toBe(false);
    expect(plan.refusals).toEqual([]);
  });

  it('plans no probe when checks.errors is off: the pipeline then needs no error probes', () => {
    const off = config({ checks: { errors: false } });
    const plan = planCalls(snapshot(tools), off, purposesFor(needsOf('run', chooseFamilies('run', off), off)));
    expect(plan.calls.some((c) => c.purpose.startsWith('probe'))).toBe(false);
    const on = config();
    const planned = planCalls(snapshot(tools), on, purposesFor(needsOf('run', chooseFamilies('run', on), on)));
    expect(planned.calls.some((c) => c.purpose.startsWith('probe'))).toBe(true);
  });

  it('probes invalid arguments only on tools it may call, and says which it could not probe', () => {
    const plan = planCalls(snapshot([...tools, argTool('lookup'), roTool('open_schema')]), config());
    expect(calledTools(plan, 'probe-invalid-args')).toEqual(new Set(['get_status']));
    expect(plan.unprobed).toEqual([{ tool: 'open_schema', reason: 'the input schema accepts every argument mcpward could construct' }]);
  });
});

describe('planCalls: the budget of automatic calls', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => roTool(`t${String(i).padStart(5, '0')}`));
  const autoCalls = (plan: ReturnType<typeof planCalls>) => plan.calls.filter((c) => c.basis === 'read-only-no-args');

  it('plans each automatically callable tool a warm-up and once per latency sample, with the budget the early stop needs', () => {
    const plan = planCalls(snapshot(many(3)), config());
    expect(autoCalls(plan).map((c) => `${c.purpose}:${c.tool}:${c.sample}`)).toEqual(
      ['t00000', 't00001', 't00002'].flatMap((t) => [`latency-warmup:${t}:undefined`, ...[0, 1, 2, 3, 4].map((i) => `latency-sample:${t}:${i}`)]),
    );
    // No budget in the config: the default one, which the early stop needs all the same.
    expect(plan.latencyBudgetMs).toBe(1000);
    expect(planCalls(snapshot(many(1)), config({ checks: { latency: { p95_budget_ms: 250 } } })).latencyBudgetMs).toBe(250);
    expect(plan.capped).toBeUndefined();
  });

  it('stops at calls.max_auto, whole tools in name order, and names the cap and the tools left out', () => {
    const plan = planCalls(snapshot(many(10_000)), config({ calls: { max_auto: 12 } }));
    // A warm-up and five samples a tool: two tools fit in 12 calls, the third would not.
    expect(autoCalls(plan)).toHaveLength(12);
    expect(calledTools(plan)).toEqual(new Set(['t00000', 't00001']));
    expect(plan.capped).toMatchObject({ cap: 12 });
    expect(plan.capped?.tools).toHaveLength(9_998);
    expect(plan.capped?.tools[0]).toBe('t00002');
    expect(plan.calls.map((c) => c.index)).toEqual(plan.calls.map((_, i) => i));
  });

  it('keeps a default run on 10,000 read-only tools to the default cap', () => {
    const plan = planCalls(snapshot(many(10_000)), config());
    expect(autoCalls(plan).length).toBeLessThanOrEqual(config().calls.max_auto);
    expect(autoCalls(plan).length).toBeGreaterThan(0);
    expect(plan.capped?.tools.length).toBe(10_000 - calledTools(plan).size);
  });

  it('never caps calls the config names: suites, latency allowlists, output allowlists', () => {
    const named = config({
      calls: { max_auto: 1 },
      checks: { latency: { tools: [{ name: 'write_note', args: { text: 'x' } }] }, drift: { output: { enabled: true, tools: [{ name: 'get_order', args: { id: '1' } }] } } },
      suites: [{ tool: 'get_order', cases: [{ name: 'one', args: { id: '1' }, expect: {} }] }],
    });
    const plan = planCalls(snapshot([...tools, ...many(5)]), named);
    expect(plan.calls.filter((c) => c.tool === 'write_note' && c.purpose === 'latency-sample')).toHaveLength(5);
    expect(plan.calls.filter((c) => c.tool === 'get_order' && c.purpose === 'output-sample')).toHaveLength(3);
    expect(plan.calls.filter((c) => c.purpose === 'suite-case')).toHaveLength(1);
    // Every automatically callable tool costs more than one call, so none fits.
    expect(autoCalls(plan)).toEqual([]);
    expect(plan.capped?.tools).toEqual(['get_status', 't00000', 't00001', 't00002', 't00003', 't00004']);
  });

  it('still says which tools the probe could not use when latency is off and nothing is spent', () => {
    const plan = planCalls(snapshot(many(3)), config({ calls: { max_auto: 1 }, checks: { latency: { enabled: false } } }));
    expect(plan.calls.map((c) => c.purpose)).toEqual(['probe-unknown-tool']);
    expect(plan.unprobed.map((u) => u.tool)).toEqual(['t00000', 't00001', 't00002']);
    expect(plan.capped).toBeUndefined();
  });

  it('plans no call at all with calls.enabled off, and refuses every call the config names', () => {
    const off = config({
      calls: { enabled: false },
      checks: { latency: { tools: [{ name: 'write_note', args: { text: 'x' } }] } },
      suites: [{ tool: 'get_order', cases: [{ name: 'one', args: { id: '1' }, expect: {} }] }],
    });
    const plan = planCalls(snapshot(tools), off);
    expect(plan.calls).toEqual([]);
    expect(plan.refusals).toEqual([
      { tool: 'get_order', reason: 'calls-off', areas: ['suite'], cases: ['one'] },
      { tool: 'write_note', reason: 'calls-off', areas: ['latency'] },
    ]);
  });
});

describe('unknownToolName', () => {
  it('never collides with a listed name', () => {
    const taken = snapshot([roTool('mcpward-probe-no-such-tool'), roTool('mcpward-probe-no-such-tool-2')]);
    expect(unknownToolName(taken)).toBe('mcpward-probe-no-such-tool-3');
  });
});

describe('invalidArguments', () => {
  it.each([
    ['drops a required property', { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, { id: 'x' }, {}, 'required property "id" is missing'],
    ['gives a property the wrong type', { type: 'object', properties: { n: { type: 'number' } } }, {}, { n: 'not-a-number' }, 'property "n" is not of type number'],
    ['adds an undeclared property', { type: 'object', properties: {}, additionalProperties: false }, {}, { mcpward_unexpected_property: true }, 'undeclared property "mcpward_unexpected_property"'],
    [
      'prefers a property that is not mirrored into a header',
      { type: 'object', properties: { region: { type: 'string', 'x-mcp-header': 'Region' }, q: { type: 'string' } }, required: ['region', 'q'] },
      { region: 'eu', q: 'x' },
      { region: 'eu' },
      'required property "q" is missing',
    ],
  ])('%s', (_, schema, base, args, violation) => {
    expect(invalidArguments(schema, base)).toEqual({ ok: true, arguments: args, violation });
  });

  it('gives up on a schema that accepts anything', () => {
    expect(invalidArguments({ type: 'object' }, {})).toMatchObject({ ok: false });
    expect(invalidArguments({ type: 'object', properties: { x: { type: ['string', 'number'] } } }, {})).toMatchObject({ ok: false });
  });

  it('ignores inherited names such as "constructor" as types', () => {
    expect(invalidArguments({ type: 'object', properties: { x: { type: 'constructor' } } }, {})).toMatchObject({ ok: false });
  });
});
