import { describe, expect, it } from 'vitest';
import { CHECK_FAMILIES, chooseFamilies, COMMAND_FAMILIES, needsOf, runFamilies } from '../../src/checks/index.js';
import { buildLockfile } from '../../src/snapshot/lockfile.js';
import { collectEvidence } from '../../src/run/collector.js';
import { resolveArtifact } from '../../src/edge/artifact.js';
import { ruleMeta } from '../../src/rules/index.js';
import type { Evidence, Need } from '../../src/snapshot/evidence.js';
import { SERVER_EVIDENCE } from '../../src/snapshot/evidence.js';
import { stdioServerConfig, startHttpFixture } from '../helpers/servers.js';
import { config } from '../support/calls.js';
import { CONFORMING_SUITES } from '../support/review.js';

const everything = new Set<Need>(SERVER_EVIDENCE);

/** Everything the collector can gather from one fixture, with the suites and a baseline that differs. */
async function gather(server: object, partial: Parameters<typeof config>[0] = {}): Promise<{ evidence: Evidence; cfg: ReturnType<typeof config> }> {
  const cfg = config({ timeouts: { call_ms: 10_000 }, checks: { latency: { samples: 2 }, drift: { output: { enabled: true } } }, ...partial });
  const collected = await collectEvidence({ config: { ...cfg, server: { ...cfg.server, ...server } as typeof cfg.server }, env: process.env, needs: everything, label: 'test', progress: () => {} });
  // A baseline whose tools all differ from the server's, so drift has something to say.
  const baseline = buildLockfile({ ...collected.snapshot, tools: collected.snapshot.tools.map((t) => ({ ...t, raw: { ...(t.raw as object), description: 'changed' } })) }, { fullText: true });
  // A fleet of this server and a copy of it, so the fleet family has another server to judge it against.
  const fleet = { self: 'a', peers: [{ name: 'a', snapshot: collected.snapshot }, { name: 'b', snapshot: collected.snapshot }] };
  // What the start runs, resolved as the edge resolves it, so the artifact family has something to judge.
  const target = server as { transport?: 'stdio' | 'http'; command?: string; args?: string[]; url?: string };
  const artifact = await resolveArtifact({ transport: target.transport ?? 'stdio', ...(target.command ? { command: target.command } : {}), args: target.args ?? [], env: process.env, ...(target.url ? { url: target.url } : {}), serverInfo: collected.snapshot.serverInfo ?? {} });
  return { evidence: { ...collected, baseline, goldens: {}, fleet, artifact }, cfg };
}

describe('each family emits only rules of its own family', () => {
  const cases: Array<[string, () => Promise<object>, Parameters<typeof config>[0]?]> = [
    ['noncompliant (stdio)', async () => stdioServerConfig('noncompliant')],
    ['calls (stdio)', async () => stdioServerConfig('calls'), { suites: [] }],
    ['review-broken (stdio)', async () => stdioServerConfig('review-broken')],
    ['review (http)', async () => ({ transport: 'http', url: (await startHttpFixture('review')).url }), { suites: CONFORMING_SUITES }],
  ];
  const emitted = new Set<string>();

  it.each(cases)('%s', async (_, server, partial) => {
    const { evidence, cfg } = await gather(await server(), partial);
    for (const family of CHECK_FAMILIES) {
      const findings = family.run({ evidence, config: cfg, updateGolden: false });
      for (const f of findings) {
        expect(ruleMeta(f.rule).family, `${family.family} emitted ${f.rule}`).toBe(family.family);
        emitted.add(f.rule);
      }
    }
  }, 120_000);

  it('between them the fixtures exercise every family', () => {
    expect(new Set([...emitted].map((r) => ruleMeta(r).family))).toEqual(new Set(CHECK_FAMILIES.map((f) => f.family)));
  });
});

describe('a command chooses families; the config turns them off', () => {
  it('run and review honour every checks.<family> switch, the review included', () => {
    const off = config({ checks: { compliance: false, schema: false, headers: false, security: false, errors: false } });
    for (const command of ['run', 'review'] as const) {
      const chosen = chooseFamilies(command, off);
      for (const family of ['compliance', 'schema', 'headers', 'security', 'errors']) expect(chosen).not.toContain(family);
    }
    expect(chooseFamilies('review', config())).toContain('security');
    expect(chooseFamilies('diff', config())).toEqual(['drift', 'artifact', 'fleet']);
  });

  it('needs follow the families: no protocol probes without compliance, no error probes without errors', () => {
    const on = config();
    const off = config({ checks: { compliance: false, errors: false } });
    expect(needsOf('run', chooseFamilies('run', on), on)).toEqual(new Set(['surface', 'protocol-probes', 'error-probes', 'suite-calls', 'baseline', 'artifact', 'goldens', 'latency-samples']));
    const needs = needsOf('run', chooseFamilies('run', off), off);
    expect(needs.has('protocol-probes')).toBe(false);
    expect(needs.has('error-probes')).toBe(false);
    expect(needsOf('diff', chooseFamilies('diff', on), on)).toEqual(new Set(['surface', 'baseline', 'artifact']));
    for (const need of ['boundary-probes', 'completions', 'contexts'] as const) expect(needsOf('review', chooseFamilies('review', on), on).has(need)).toBe(true);
  });

  it('every family a command names exists', () => {
    const declared = new Set(CHECK_FAMILIES.map((f) => f.family));
    for (const families of Object.values(COMMAND_FAMILIES)) for (const f of families) expect(declared.has(f)).toBe(true);
  });

  it('runFamilies concatenates in declaration order', () => {
    expect(runFamilies([], { evidence: {} as Evidence, config: config(), updateGolden: false })).toEqual([]);
  });
});
