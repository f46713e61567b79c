import { describe, expect, it } from 'vitest';
import { CHECK_FAMILIES } from '../../src/checks/index.js';
import { classifySchemaChange } from '../../src/diff/schema.js';
import { compileSchema, nonLocalRefs } from '../../src/protocol/json-schema.js';
import { MAX_ITEM_DEPTH, limitDepth } from '../../src/run/capture.js';
import { buildLockfile } from '../../src/snapshot/lockfile.js';
import type { Finding } from '../../src/rules/index.js';
import { config } from '../support/calls.js';
import { evidenceOf } from '../rules/tester.js';
import { okTool, snapshot } from '../support/snapshot.js';

// Every schema walker of the checks, the diff and the protocol layer, over schemas the capture
// would clip (it keeps 256 levels) but a lockfile edited by hand or a future caller may not:
// 5,000 levels deep (10,000 JSON nestings, past the stack of any recursive walker) and `$ref`
// cycles. None may throw; what they say about the pathological tool stays on that tool.

const DEPTH = 5000;

function deepSchema(depth = DEPTH, leaf: unknown = { type: 'string' }): Record<string, unknown> {
  let schema = leaf as Record<string, unknown>;
  for (let i = 0; i < depth; i++) schema = { type: 'object', description: `level ${depth - i}`, properties: { x: schema }, required: ['x'] };
  return schema;
}

/** Deep through every keyword a walker may follow: properties, items, combinators, $defs. */
function deepMixed(depth = DEPTH): Record<string, unknown> {
  let schema: Record<string, unknown> = { type: 'string', enum: ['a'] };
  const wrap = [
    (s: unknown) => ({ type: 'object', properties: { x: s } }),
    (s: unknown) => ({ type: 'array', items: s }),
    (s: unknown) => ({ anyOf: [s, { type: 'null' }] }),
    (s: unknown) => ({ allOf: [s] }),
    (s: unknown) => ({ oneOf: [s, { type: 'number' }] }),
    (s: unknown) => ({ not: { not: s } }),
    (s: unknown) => ({ $defs: { d: s }, $ref: '#/$defs/d' }),
    (s: unknown) => ({ type: 'object', additionalProperties: s }),
    (s: unknown) => ({ prefixItems: [s], type: 'array' }),
  ];
  for (let i = 0; i < depth; i++) schema = wrap[i % wrap.length]!(schema) as Record<string, unknown>;
  return { type: 'object', properties: { root: schema } };
}

const cyclic = {
  type: 'object',
  properties: { node: { $ref: '#/$defs/node' }, self: { $ref: '#' }, loop: { $ref: '#/$defs/a' } },
  $defs: {
    node: { type: 'object', properties: { child: { $ref: '#/$defs/node' }, label: { type: 'string' } } },
    a: { $ref: '#/$defs/b' },
    b: { $ref: '#/$defs/a' },
  },
};

const tools = [
  okTool('fine'),
  { name: 'deep', description: 'Deep.', inputSchema: deepSchema(), outputSchema: deepSchema() },
  { name: 'mixed', description: 'Deep through every keyword.', inputSchema: deepMixed(), outputSchema: deepMixed() },
  { name: 'cyclic', description: 'Refers to itself.', inputSchema: cyclic, outputSchema: cyclic },
];

/** The snapshot as the capture leaves it: every item cut to MAX_ITEM_DEPTH levels. */
function clipped(s: ReturnType<typeof snapshot>): ReturnType<typeof snapshot> {
  return { ...s, tools: s.tools.map((t) => ({ ...t, raw: limitDepth(t.raw, MAX_ITEM_DEPTH).value })) };
}

const subjectOf = (f: Finding) => (f.subject && 'name' in f.subject ? f.subject.name : undefined);

describe('schema walkers survive any depth and cyclic $refs', () => {
  it('every check family runs over them, and the fine tool is judged as if alone', () => {
    const snap = snapshot(tools);
    // A baseline holding the same pathological tools, changed at the bottom, so drift walks them too.
    const changed = snapshot(tools.map((t) => (t.name === 'fine' ? t : { ...t, inputSchema: t.name === 'cyclic' ? { ...cyclic, required: ['node'] } : t.name === 'deep' ? deepSchema(DEPTH, { type: 'integer' }) : deepMixed(DEPTH - 1) })));
    // The baseline as `mcpward baseline` pins it: from the capture, which keeps MAX_ITEM_DEPTH levels.
    const baseline = buildLockfile(clipped(changed), { fullText: true });
    const evidence = { ...evidenceOf({ snapshot: snap }), baseline };
    const cfg = config();
    const alone = { ...evidenceOf({ snapshot: snapshot([okTool('fine')]) }), baseline: buildLockfile(snapshot([okTool('fine')]), { fullText: true }) };
    for (const family of CHECK_FAMILIES) {
      let findings: Finding[] = [];
      // Drift pins the current surface as a lockfile (JSON, which JSON.stringify cannot write past
      // some thousands of levels): it gets the surface as the capture keeps it, the rest the raw one.
      const given = family.family === 'drift' ? { ...evidence, snapshot: clipped(snap) } : evidence;
      try {
        findings = family.run({ evidence: given, config: cfg, updateGolden: false });
      } catch (error) {
        throw new Error(`${family.family}: ${String((error as Error).stack).split('\n').slice(0, 8).join(' | ')}`);
      }
      const fine = findings.filter((f) => subjectOf(f) === 'fine').map((f) => `${f.rule}:${f.status}`);
      const fineAlone = family
        .run({ evidence: alone, config: cfg, updateGolden: false })
        .filter((f) => subjectOf(f) === 'fine')
        .map((f) => `${f.rule}:${f.status}`);
      // Collision compares tools with each other, so only it may judge the fine tool differently.
      if (family.family !== 'collision') expect(fine.sort(), family.family).toEqual(fineAlone.sort());
    }
  });

  it('a baseline edited by hand to hold a 5,000-deep schema is compared without overflow', () => {
    const lock = buildLockfile(clipped(snapshot(tools)), { fullText: true });
    const baseline = { ...lock, tools: lock.tools.map((t) => (t.name === 'deep' ? { ...t, inputSchema: deepSchema(DEPTH, { type: 'integer' }), outputSchema: deepMixed() } : t)) };
    const drift = CHECK_FAMILIES.find((f) => f.family === 'drift')!;
    const evidence = { ...evidenceOf({ snapshot: clipped(snapshot(tools)) }), baseline } as Parameters<typeof drift.run>[0]['evidence'];
    let findings: Finding[] = [];
    expect(() => (findings = drift.run({ evidence, config: config(), updateGolden: false }))).not.toThrow();
    expect(new Set(findings.filter((f) => f.status === 'fail').map(subjectOf))).toEqual(new Set(['deep']));
  });

  it('the lockfile pins them as the capture keeps them (MAX_ITEM_DEPTH levels), cycles included', () => {
    const lock = buildLockfile(clipped(snapshot(tools)), { fullText: true });
    expect(lock.tools.map((t) => t.name).sort()).toEqual(['cyclic', 'deep', 'fine', 'mixed']);
  });

  it('the schema diff classifies a change at the bottom of a 5,000-deep schema, and a cyclic one', () => {
    for (const side of ['input', 'output'] as const) {
      expect(() => classifySchemaChange(deepSchema(), deepSchema(DEPTH, { type: 'integer' }), side)).not.toThrow();
      expect(() => classifySchemaChange(deepMixed(), deepMixed(DEPTH - 1), side)).not.toThrow();
      expect(() => classifySchemaChange(cyclic, { ...cyclic, required: ['node'] }, side)).not.toThrow();
    }
  });

  it('compiling them never throws: a result, or a reason', () => {
    for (const schema of [deepSchema(), deepMixed(), cyclic]) {
      expect(() => compileSchema(schema)).not.toThrow();
      expect(() => nonLocalRefs(schema)).not.toThrow();
    }
  });
});
