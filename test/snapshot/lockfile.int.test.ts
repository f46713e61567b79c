import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { readLockfile } from '../../src/edge/lockfile-io.js';
import { repoRoot } from '../helpers/servers.js';
import { checkDrift } from '../../src/checks/drift/index.js';
import type { Finding } from '../../src/rules/index.js';
import { buildLockfile, LOCKFILE_VERSION, type Lockfile } from '../../src/snapshot/lockfile.js';
import { effectiveAnnotations } from '../../src/snapshot/view.js';
import { exchange, item, snapshot } from '../support/snapshot.js';

const bare = { name: 'bare', description: 'Sends no annotations at all.', inputSchema: { type: 'object', properties: {} } };
const partial = { name: 'partial', description: 'Sends one hint.', inputSchema: { type: 'object', properties: {} }, annotations: { readOnlyHint: true } };
const prompt = { name: 'greet', description: 'Greets someone.', arguments: [{ name: 'who', description: 'Whom to greet' }, { name: 'tone', required: false }, { name: 'lang', required: true }] };

const capture = (tools: unknown[]) => snapshot(tools, { prompts: [item(prompt)] });
const lockOf = (tools: unknown[]) => buildLockfile(capture(tools), { fullText: false });

/** What version 1 wrote for the same capture: effective annotations on every tool, `required: false` when absent. */
function asVersion1(lock: Lockfile): Lockfile {
  return {
    ...lock,
    lockfileVersion: 1,
    tools: lock.tools.map((t) => ({ ...t, annotations: { ...effectiveAnnotations(t.annotations) } })),
    prompts: lock.prompts.map((p) => ({ ...p, arguments: p.arguments.map((a) => ({ ...a, required: a.required === true })) })),
  };
}

const failing = (findings: Finding[]) => findings.filter((f) => f.status !== 'pass').map((f) => `${f.rule}:${f.severity}:${f.subject?.name ?? ''}:${f.path ?? ''}`);

describe('lockfile version 2 records what the server sent', () => {
  it('writes version 2', () => {
    expect(LOCKFILE_VERSION).toBe(2);
    expect(lockOf([bare]).lockfileVersion).toBe(2);
  });

  it('a tool without annotations has no annotation keys; a partial set stays partial', () => {
    const lock = lockOf([bare, partial]);
    expect(lock.tools.find((t) => t.name === 'bare')).not.toHaveProperty('annotations');
    expect(lock.tools.find((t) => t.name === 'partial')!.annotations).toEqual({ readOnlyHint: true });
  });

  it('keeps only the pinned annotation fields, with the spec types', () => {
    const odd = { ...bare, name: 'odd', annotations: { title: 'Odd', destructiveHint: 'yes', openWorldHint: false, vendorHint: true } };
    expect(lockOf([odd]).tools[0]!.annotations).toEqual({ title: 'Odd', openWorldHint: false });
  });

  it('a prompt argument keeps `required` only when sent', () => {
    expect(lockOf([bare]).prompts[0]!.arguments).toEqual([
      { name: 'lang', description: null, required: true },
      { name: 'tone', description: null, required: false },
      { name: 'who', description: expect.objectContaining({ hash: expect.stringMatching(/^sha256:/) }) },
    ]);
  });
});

describe('spec defaults apply when comparing, on both sides', () => {
  it('a version 1 lockfile of the same server diffs clean against a new capture', () => {
    const now = lockOf([bare, partial]);
    expect(failing(checkDrift(asVersion1(now), now))).toEqual([]);
  });

  it('a server that starts sending the default value explicitly is no drift', () => {
    const explicit = { ...bare, annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true } };
    expect(failing(checkDrift(lockOf([bare]), lockOf([explicit])))).toEqual([]);
    expect(failing(checkDrift(lockOf([explicit]), lockOf([bare])))).toEqual([]);
  });

  it('a flip of the effective value is one finding with its variant, against version 1 or 2', () => {
    const claimsSafe = { ...bare, annotations: { destructiveHint: false } };
    for (const baseline of [lockOf([claimsSafe]), asVersion1(lockOf([claimsSafe]))]) {
      expect(failing(checkDrift(baseline, lockOf([bare])))).toEqual(['annotation_changed:high:bare:annotations']);
    }
    expect(failing(checkDrift(lockOf([partial]), lockOf([{ ...partial, annotations: {} }])))).toEqual(['annotation_changed:high:partial:annotations']);
  });

  it('an annotations title appearing is a title change', () => {
    expect(failing(checkDrift(lockOf([bare]), lockOf([{ ...bare, annotations: { title: 'Bare' } }])))).toEqual(['annotation_changed:low:bare:annotations']);
  });
});

describe('the published schema and the reader', () => {
  const v1Fixture = join(repoRoot, 'fixtures', 'lockfiles', 'drift-server-v1.lockfile-v1.json');
  const validate = new Ajv2020({ strict: false }).compile(JSON.parse(readFileSync(join(repoRoot, 'schemas', 'lockfile.schema.json'), 'utf8')) as object);

  it('accepts version 2 as written and version 1 as the previous release wrote it', () => {
    expect(validate(JSON.parse(JSON.stringify(lockOf([bare, partial])))), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(JSON.parse(readFileSync(v1Fixture, 'utf8'))), JSON.stringify(validate.errors)).toBe(true);
  });

  it('pins a list refused on its first page as listErrors, valid against the schema; a list that answered has none', () => {
    const s = capture([bare]);
    const refused = {
      ...s,
      capabilities: { ...s.capabilities, resources: {} },
      lists: { ...s.lists, resources: { stop: 'end' as const, pages: [] }, resourceTemplates: { stop: 'error' as const, pages: [], errorSeq: 90 } },
      exchanges: [...s.exchanges, exchange({ seq: 90, method: 'resources/templates/list', outcome: 'error', error: { code: -32601, message: 'Method not found' } })],
    };
    const lock = buildLockfile(refused, { fullText: false });
    expect(lock.listErrors).toEqual({ resourceTemplates: { code: -32601, message: 'Method not found' } });
    expect(validate(JSON.parse(JSON.stringify(lock))), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...JSON.parse(JSON.stringify(lock)), listErrors: { resourceTemplates: { code: 'x' } } })).toBe(false);
    expect(lockOf([bare]).listErrors).toBeUndefined();
  });

  it('holds version 1 to what version 1 always wrote: every tool with all four hints', () => {
    const v1 = JSON.parse(readFileSync(v1Fixture, 'utf8')) as { tools: Array<{ annotations?: Record<string, unknown> }> };
    delete v1.tools[0]!.annotations!.destructiveHint;
    expect(validate(v1)).toBe(false);
  });

  it('reads versions 1 and 2 and names the versions it reads otherwise', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcpward-lock-'));
    try {
      expect((await readLockfile(v1Fixture)).lockfileVersion).toBe(1);
      const v3 = join(dir, 'v3.json');
      writeFileSync(v3, JSON.stringify({ ...lockOf([bare]), lockfileVersion: 3 }));
      await expect(readLockfile(v3)).rejects.toThrow(/unsupported lockfileVersion 3 \(this mcpward reads 1 and 2\)/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
