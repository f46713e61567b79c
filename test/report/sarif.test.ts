import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/types.js';
import { ruleHelpUri, ruleMeta } from '../../src/rules/index.js';
import { isHidden } from '../../src/report/escape.js';
import { FINGERPRINT_KEY, lockfileLineIndex, MAX_SARIF_RESULTS, renderReport, renderSarif, type ReportLocations } from '../../src/report/index.js';
import { findingFingerprints } from '../../src/report/sarif.js';
import { finding, RULES } from '../../src/rules/index.js';
import { isSecurityRelevant } from '../../src/rules/security-relevant.js';
import { familiesReport, lockfileText, POISONED_TOOL } from './junit-sarif-fixture.js';
import { fatalReport, hostileReport, partialReport, unreachableReport } from './fixtures/hostile-report.js';
import { sarifErrors } from './sarif-schema.js';
import { loose } from '../support/findings.js';

interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: string;
  message: { text: string };
  locations: Array<{
    physicalLocation?: { artifactLocation: { uri: string }; region: { startLine: number } };
    logicalLocations?: Array<{ name: string; fullyQualifiedName: string; kind: string }>;
  }>;
  partialFingerprints: Record<string, string>;
}
interface SarifRule {
  id: string;
  name?: string;
  helpUri: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  help: { text: string; markdown: string };
  defaultConfiguration: { level: string };
  properties: { tags: string[]; 'security-severity'?: string };
}
interface SarifLog {
  runs: Array<{
    tool: { driver: { name: string; version: string; informationUri: string; rules: SarifRule[] } };
    invocations: Array<{ executionSuccessful: boolean; exitCode: number; toolExecutionNotifications?: Array<{ level: string; message: { text: string }; descriptor?: { id: string } }> }>;
    results: SarifResult[];
  }>;
}

function sarif(report: Report, options: ReportLocations = {}): SarifLog {
  return JSON.parse(renderSarif(report, options)) as SarifLog;
}

const locations: ReportLocations = {
  configPath: 'mcpward.yaml',
  lockfilePath: 'mcpward.lock.json',
  lockfileLines: lockfileLineIndex(lockfileText),
};

const REPORTS: Array<[string, Report]> = [
  ['hostile', hostileReport],
  ['fatal', fatalReport],
  ['unreachable', unreachableReport],
  ['families', familiesReport],
  ['partial', partialReport],
];

describe('renderSarif', () => {
  describe.each(REPORTS)('%s report', (_name, report) => {
    it.each([
      ['without locations', {}],
      ['with locations', locations],
    ])('is valid SARIF 2.1.0 %s', (_how, options) => {
      expect(sarifErrors(sarif(report, options))).toEqual([]);
    });

    it('has no invisible or control character in its bytes', () => {
      expect(Array.from(renderSarif(report, locations)).filter((c) => c !== '\n' && isHidden(c))).toEqual([]);
    });

    it('reports completion and the exit code in the invocation', () => {
      const [invocation] = sarif(report).runs[0]!.invocations;
      expect(invocation).toMatchObject({ executionSuccessful: report.completed, exitCode: report.exitCode });
      if (report.fatal) expect(invocation!.toolExecutionNotifications![0]).toMatchObject({ level: 'error' });
    });

    it('is the reporter named "sarif"', () => {
      expect(renderReport('sarif', report, { color: false, verbose: false, ...locations })).toBe(renderSarif(report, locations));
    });
  });

  it('describes the tool and every reported rule from the registry', () => {
    const { driver } = sarif(familiesReport).runs[0]!.tool;
    expect(driver).toMatchObject({ name: 'mcpward', version: '0.0.0-test', informationUri: expect.stringMatching(/^https:\/\//) });
    expect(driver.rules.map((r) => r.id)).toEqual(['handshake', 'injection_pattern', 'description_collision', 'tool_removed', 'tool_added', 'tool_call_refused']);
    for (const rule of driver.rules) {
      const meta = ruleMeta(rule.id);
      // Graded by the run: the most severe reported finding of the rule (a policy may have moved it), else the registry's.
      const ranks = ['high', 'medium', 'low', 'info'] as const;
      const reported = familiesReport.findings.filter((f) => f.rule === rule.id && (f.status === 'fail' || f.status === 'warn')).map((f) => ranks.indexOf(f.severity));
      const severity = reported.length > 0 ? ranks[Math.min(...reported)]! : meta.severity;
      expect(rule.helpUri).toBe(ruleHelpUri(rule.id));
      expect(rule.shortDescription.text).toBe(meta.title);
      expect(rule.fullDescription.text).toBe(meta.description);
      expect(rule.help.markdown).toContain(meta.remediation);
      expect(rule.defaultConfiguration.level).toBe({ high: 'error', medium: 'warning', low: 'note', info: 'note' }[severity]);
      expect(rule.properties.tags).toContain(meta.family);
      if (isSecurityRelevant(rule.id)) {
        expect(rule.properties.tags).toContain('security');
        expect(rule.properties['security-severity']).toBe({ high: '8.0', medium: '5.5', low: '3.0', info: '1.0' }[severity]);
      } else {
        expect(rule.properties.tags).not.toContain('security');
        expect(rule.properties['security-severity']).toBeUndefined();
      }
    }
    // Tool poisoning shows up in drift and collision too: those rules rank as security alerts.
    expect(driver.rules.filter((r) => r.properties['security-severity'] !== undefined).map((r) => r.id)).toEqual(['injection_pattern', 'description_collision', 'tool_added']);
  });

  it('grades a rule by its effective severity: lowered to low in `rules:`, it is no longer a High alert', async () => {
    const { applyPolicy } = await import('../../src/policy/index.js');
    const raw = finding('injection_pattern', 'fail', { subject: { kind: 'tool', name: 'echo' }, path: 'description', args: { field: 'description', pattern: 'ignore previous instructions' } });
    expect(raw.severity).toBe('high');
    const render = (severity: Record<string, 'low' | 'high'>) => {
      const findings = applyPolicy([raw], { driftFailOn: 'medium', severity, failOn: 'low' });
      const run = sarif({ ...familiesReport, findings }).runs[0]!;
      return [run.tool.driver.rules[0]!.properties['security-severity'], run.tool.driver.rules[0]!.defaultConfiguration.level, run.results[0]!.level];
    };
    expect(render({})).toEqual(['8.0', 'error', 'error']);
    expect(render({ injection_pattern: 'low' })).toEqual(['3.0', 'note', 'note']);
  });

  it('gives description and annotation drift a security severity, and a rule a name only when it differs from its id', () => {
    const drift: Report = {
      ...familiesReport,
      findings: [
        finding('description_changed', 'fail', { subject: { kind: 'tool', name: 'echo' }, variant: 'risk', args: { where: 'tool', tool: 'echo', cues: ['url'], edit: 'risk' } }),
        finding('annotation_changed', 'fail', { subject: { kind: 'tool', name: 'echo' }, variant: 'read-only-lost', path: 'annotations', args: { tool: 'echo', changes: [{ hint: 'readOnlyHint', before: true, after: false }] } }),
        finding('handshake', 'fail', { args: { reason: 'x' } }),
      ],
    };
    const rules = sarif(drift).runs[0]!.tool.driver.rules;
    expect(rules.map((r) => [r.id, r.name, r.properties.tags, r.properties['security-severity']])).toEqual([
      ['handshake', undefined, ['mcpward', 'compliance'], undefined],
      ['description_changed', 'DescriptionChanged', ['mcpward', 'drift', 'security'], '8.0'],
      ['annotation_changed', 'AnnotationChanged', ['mcpward', 'drift', 'security'], '8.0'],
    ]);
  });

  it('has a result per failure and warning, pointing at its rule by index; skips become notifications', () => {
    const run = sarif(familiesReport).runs[0]!;
    const reported = familiesReport.findings.filter((f) => f.status === 'fail' || f.status === 'warn');
    expect(run.results.map((r) => r.ruleId).sort()).toEqual(reported.map((f) => f.rule).sort());
    for (const result of run.results) expect(run.tool.driver.rules[result.ruleIndex]!.id).toBe(result.ruleId);
    expect(run.invocations[0]!.toolExecutionNotifications).toEqual([
      {
        level: 'note',
        message: { text: 'Tool "write_note" not called for "latency": "not read-only https://evil.example/phish"' },
        associatedRule: { id: 'tool_call_refused', index: 5 },
      },
    ]);
  });

  it('sets the level from the finding (a failure by its severity, a warning at most "warning"), most severe first', () => {
    const levels = sarif(familiesReport).runs[0]!.results.map((r) => `${r.ruleId}:${r.level}`);
    expect(levels).toEqual([
      'injection_pattern:error',
      'injection_pattern:error',
      'tool_added:error', // the rule says low, the finding (after an override) high
      'injection_pattern:warning', // high, but a warning
      'description_collision:warning',
      'tool_removed:note',
    ]);
  });

  it('keeps server text from becoming a SARIF embedded link, backslash tricks included', () => {
    const tricky = String.raw`\[x\](javascript:y) \\](z) [a](1)`;
    const crafted: Report = {
      ...familiesReport,
      fatal: { code: 'internal', message: `boom ${tricky}` },
      findings: loose(familiesReport.findings.map((f) => ({ ...f, path: f.path && `${f.path}.${tricky}`, args: { ...f.args, excerpt: tricky, other: tricky } }))),
    };
    const run = sarif(crafted).runs[0]!;
    const texts = [...run.results, ...run.invocations[0]!.toolExecutionNotifications!].map((r) => r.message.text);
    expect(texts.join('\n')).toContain('javascript:y');
    for (const text of texts) {
      // A bracket is literal when an odd number of backslashes precedes it.
      for (const [, slashes] of text.matchAll(/(\\*)[[\]]/g)) expect(slashes!.length % 2).toBe(1);
    }
  });

  it('points a tool finding at its lockfile entry, drift at the lockfile, the rest at the config file', () => {
    const results = sarif(familiesReport, locations).runs[0]!.results;
    const lines = lockfileText.split('\n');
    const physical = results.map((r) => r.locations[0]!.physicalLocation);
    const poisoned = physical[0]!;
    expect(poisoned.artifactLocation.uri).toBe('mcpward.lock.json');
    expect(lines[poisoned.region.startLine - 1]).toBe(`      "name": ${JSON.stringify(POISONED_TOOL)},`);
    expect(physical.map((p) => `${p!.artifactLocation.uri}:${p!.region.startLine}`)).toEqual([
      `mcpward.lock.json:${poisoned.region.startLine}`,
      `mcpward.lock.json:${poisoned.region.startLine}`,
      'mcpward.lock.json:1', // tool_added: drift, but not in the lockfile
      `mcpward.lock.json:${poisoned.region.startLine}`,
      'mcpward.yaml:1', // list_orders is not a pinned tool
      `mcpward.lock.json:${lines.indexOf('      "name": "removed_tool",') + 1}`,
    ]);
    // Server, tool and JSON path.
    expect(results[0]!.locations[0]!.logicalLocations).toEqual([
      { name: 'echo<U+001B>[31mred<U+001B>[0m', fullyQualifiedName: 'evilok<U+E0049><U+E0047><U+E004E>/echo<U+001B>[31mred<U+001B>[0m/description', kind: 'function' },
    ]);
  });

  it('keeps the most severe results under code scanning’s limit and says how many it left out', () => {
    const many = (n: number, severity: 'high' | 'low') =>
      Array.from({ length: n }, (_, i) => ({ ...finding('tool_removed', 'fail', { subject: { kind: 'tool', name: `${severity}${i}` }, args: { tool: `${severity}${i}` } }), severity }));
    const findings = [...many(MAX_SARIF_RESULTS - 100, 'low'), ...many(300, 'high')];
    const big: Report = { ...familiesReport, findings };
    const run = sarif(big).runs[0]!;
    expect(run.results).toHaveLength(MAX_SARIF_RESULTS);
    expect(run.results.filter((r) => r.level === 'error')).toHaveLength(300);
    expect(run.results.slice(0, 300).every((r) => r.level === 'error')).toBe(true);
    const capped = run.invocations[0]!.toolExecutionNotifications!.find((n) => n.message.text.includes('left out'))!;
    expect(capped).toMatchObject({ level: 'warning', descriptor: { id: 'results-capped' } });
    expect(capped.message.text).toMatch(/^200 of 1200 results left out/);
    expect(run.invocations[0]!.executionSuccessful).toBe(true);
    // The cut never renumbers what is kept.
    const full = findingFingerprints(findings);
    const byRule = new Map(findings.map((f, i) => [f.args.tool, full[i]]));
    for (const r of run.results) expect(Object.values(r.partialFingerprints)).toContain(byRule.get(/"([^"]+)"/.exec(r.message.text)![1]!));
    expect(sarifErrors(sarif(big))).toEqual([]);
  });

  it('stops skip notifications at 500 and says how many it left out', () => {
    const skips = Array.from({ length: 520 }, (_, i) => finding('tool_call_refused', 'skip', { subject: { kind: 'tool', name: `w${i}` }, args: { tool: `w${i}`, areas: 'latency', reason: 'not read-only' } }));
    const notes = sarif({ ...familiesReport, findings: skips }).runs[0]!.invocations[0]!.toolExecutionNotifications!;
    expect(notes).toHaveLength(501);
    expect(notes.at(-1)).toEqual({ level: 'note', descriptor: { id: 'skips-capped' }, message: { text: '20 more skipped checks left out; the JSON report lists them.' } });
  });

  it('counts every security-family rule as security-relevant, and no correctness rule', () => {
    for (const id of Object.keys(RULES)) if (ruleMeta(id).family === 'security') expect(isSecurityRelevant(id), id).toBe(true);
    expect(['handshake', 'tool_removed', 'breaking_schema_change', 'latency_budget'].filter(isSecurityRelevant)).toEqual([]);
  });

  it('says when the run did not complete: executionSuccessful false, with the reason as an error notification', () => {
    const [invocation] = sarif(unreachableReport, locations).runs[0]!.invocations;
    expect(invocation).toMatchObject({ executionSuccessful: false, exitCode: 2 });
    expect(invocation!.toolExecutionNotifications).toEqual([{ level: 'error', message: { text: expect.stringContaining('Could not connect') }, descriptor: { id: 'connect' } }]);
  });

  it('names the category in automationDetails.id, ending in `/` as code scanning reads it', () => {
    const run = (category?: string) => (JSON.parse(renderSarif(familiesReport, { ...(category ? { sarifCategory: category } : {}) })) as { runs: Array<{ automationDetails?: { id: string } }> }).runs[0]!;
    expect(run('mcpward/api').automationDetails).toEqual({ id: 'mcpward/api/' });
    expect(run('mcpward/db/').automationDetails).toEqual({ id: 'mcpward/db/' });
    expect(run().automationDetails).toBeUndefined();
  });

  it('has only a logical location when the CLI passes no paths', () => {
    const [first] = sarif(familiesReport).runs[0]!.results;
    expect(first!.locations[0]!.physicalLocation).toBeUndefined();
    expect(first!.locations[0]!.logicalLocations).toHaveLength(1);
  });

  describe('fingerprints', () => {
    const prints = (report: Report, options: ReportLocations = {}) => sarif(report, options).runs[0]!.results.map((r) => r.partialFingerprints[FINGERPRINT_KEY]!);

    it('are unique within a run, numbering findings with the same identity', () => {
      const all = prints(familiesReport);
      expect(new Set(all).size).toBe(all.length);
      expect(all.every((p) => /^[0-9a-f]{64}:\d+$/.test(p))).toBe(true);
      // The chat-template warning differs from the chat-template failure only in its excerpt, so
      // it gets the same hash and the next number (counted in report order, fail before warn).
      const hash = (p: string) => p.replace(/:\d+$/, '');
      expect(hash(all[3]!)).toBe(hash(all[0]!));
      expect([all[0]!.slice(-2), all[1]!.slice(-2), all[3]!.slice(-2)]).toEqual([':1', ':1', ':2']);
    });

    it('give GitHub a primaryLocationLineHash from the finding’s identity, not from the line it points at', () => {
      const results = sarif(familiesReport, locations).runs[0]!.results;
      for (const r of results) {
        const ours = r.partialFingerprints[FINGERPRINT_KEY]!;
        expect(r.partialFingerprints.primaryLocationLineHash).toBe(`${ours.slice(0, 16)}:${ours.split(':')[1]}`);
      }
      // Every result at mcpward.yaml:1 (no lockfile) is still its own alert.
      const atConfig = sarif(familiesReport, { configPath: 'mcpward.yaml' }).runs[0]!.results.map((r) => r.partialFingerprints.primaryLocationLineHash);
      expect(new Set(atConfig).size).toBe(atConfig.length);
      expect(atConfig).toEqual(results.map((r) => r.partialFingerprints.primaryLocationLineHash));
    });

    it('ignore line numbers, versions, measurements and quoted text', () => {
      const changed: Report = {
        ...familiesReport,
        tool: { name: 'mcpward', version: '9.9.9' },
        server: { ...familiesReport.server!, version: '3.0.0' },
        findings: loose(familiesReport.findings.map((f) => ({ ...f, args: { ...f.args, similarity: 0.5, excerpt: 'other text' } }))),
      };
      const shifted = { ...locations, lockfileLines: Object.fromEntries(Object.entries(locations.lockfileLines!).map(([k, v]) => [k, v + 10])) };
      expect(prints(changed, shifted)).toEqual(prints(familiesReport, locations));
    });

    it('change when what the finding is about changes', () => {
      const renamed: Report = {
        ...familiesReport,
        findings: familiesReport.findings.map((f) => (f.rule === 'tool_removed' ? { ...f, subject: { kind: 'tool', name: 'other' }, args: { tool: 'other' } } : f)),
      };
      const [before, after] = [prints(familiesReport), prints(renamed)];
      expect(after.filter((p, i) => p !== before[i])).toHaveLength(1);
    });
  });

  describe('lockfileLineIndex', () => {
    it('finds the line of each tool entry, not nested or prompt names', () => {
      const index = lockfileLineIndex(lockfileText);
      expect(Object.keys(index).sort()).toEqual([POISONED_TOOL, 'removed_tool'].sort());
      const lines = lockfileText.split('\n');
      expect(lines[index.removed_tool! - 1]).toBe('      "name": "removed_tool",');
    });

    it('keeps a tool named __proto__ as data and reads CRLF text', () => {
      const text = lockfileText.replace('"removed_tool"', '"__proto__"').replace(/\n/g, '\r\n');
      const index = lockfileLineIndex(text);
      expect(Object.hasOwn(index, '__proto__')).toBe(true);
      expect(Object.getPrototypeOf(index)).toBe(Object.prototype);
    });

    it('gives nothing for text it does not recognise', () => {
      expect(lockfileLineIndex('')).toEqual({});
      expect(lockfileLineIndex(JSON.stringify({ tools: [{ name: 'a' }] }))).toEqual({});
    });
  });
});

/** `UPDATE_GOLDEN=1` rewrites. Not `.json`: the report-schema test validates every golden `.json`. */
describe('SARIF golden files', () => {
  it.each<[string, Report, ReportLocations]>([
    ['report.sarif', hostileReport, { configPath: 'mcpward.yaml' }],
    ['fatal.sarif', fatalReport, { configPath: 'mcpward.yaml' }],
  ])('%s', (file, report, options) => {
    const path = fileURLToPath(new URL(`./__golden__/${file}`, import.meta.url));
    const actual = renderSarif(report, options);
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(path, actual);
    expect(existsSync(path), `${file} is missing; run with UPDATE_GOLDEN=1`).toBe(true);
    expect(actual).toBe(readFileSync(path, 'utf8'));
  });
});
