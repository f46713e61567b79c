import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/types.js';
import { ruleHelpUri, ruleMeta } from '../../src/rules/index.js';
import { isHidden } from '../../src/report/escape.js';
import { FINGERPRINT_KEY, lockfileLineIndex, renderReport, renderSarif, type ReportLocations } from '../../src/report/index.js';
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
    invocations: Array<{ executionSuccessful: boolean; exitCode: number; toolExecutionNotifications?: Array<{ level: string; message: { text: string } }> }>;
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
      expect(rule.helpUri).toBe(ruleHelpUri(rule.id));
      expect(rule.shortDescription.text).toBe(meta.title);
      expect(rule.fullDescription.text).toBe(meta.description);
      expect(rule.help.markdown).toContain(meta.remediation);
      expect(rule.defaultConfiguration.level).toBe({ high: 'error', medium: 'warning', low: 'note', info: 'note' }[meta.severity]);
      expect(rule.properties.tags).toContain(meta.family);
      if (meta.family === 'security') {
        expect(rule.properties.tags).toContain('security');
        expect(rule.properties['security-severity']).toBe({ high: '8.0', medium: '5.5', low: '3.0', info: undefined }[meta.severity]);
      } else {
        expect(rule.properties['security-severity']).toBeUndefined();
      }
    }
  });

  it('has a result per failure and warning, pointing at its rule by index; skips become notifications', () => {
    const run = sarif(familiesReport).runs[0]!;
    const reported = familiesReport.findings.filter((f) => f.status === 'fail' || f.status === 'warn');
    expect(run.results.map((r) => r.ruleId)).toEqual(reported.map((f) => f.rule));
    for (const result of run.results) expect(run.tool.driver.rules[result.ruleIndex]!.id).toBe(result.ruleId);
    expect(run.invocations[0]!.toolExecutionNotifications).toEqual([
      {
        level: 'note',
        message: { text: 'Tool "write_note" not called for "latency": "not read-only https://evil.example/phish"' },
        associatedRule: { id: 'tool_call_refused', index: 5 },
      },
    ]);
  });

  it('sets the level from the finding: a failure by its severity, a warning at most "warning"', () => {
    const levels = sarif(familiesReport).runs[0]!.results.map((r) => `${r.ruleId}:${r.level}`);
    expect(levels).toEqual([
      'injection_pattern:error',
      'injection_pattern:error',
      'injection_pattern:warning', // high, but a warning
      'description_collision:warning',
      'tool_added:error', // the rule says low, the finding (after an override) high
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
      `mcpward.lock.json:${poisoned.region.startLine}`,
      'mcpward.yaml:1', // list_orders is not a pinned tool
      'mcpward.lock.json:1', // tool_added: drift, but not in the lockfile
      `mcpward.lock.json:${lines.indexOf('      "name": "removed_tool",') + 1}`,
    ]);
    expect(results[0]!.locations[0]!.logicalLocations).toEqual([
      { name: 'echo<U+001B>[31mred<U+001B>[0m', fullyQualifiedName: 'evilok<U+E0049><U+E0047><U+E004E>/echo<U+001B>[31mred<U+001B>[0m', kind: 'function' },
    ]);
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
      // Sorted fail before warn: the chat-template warning differs from the chat-template failure
      // only in its excerpt, so it gets the same hash and the next number.
      const hash = (p: string) => p.replace(/:\d+$/, '');
      expect(hash(all[2]!)).toBe(hash(all[0]!));
      expect([all[0]!.slice(-2), all[1]!.slice(-2), all[2]!.slice(-2)]).toEqual([':1', ':1', ':2']);
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
