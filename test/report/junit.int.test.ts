import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/types.js';
import { isHidden, sanitizeTerminal } from '../../src/report/escape.js';
import { lockfileLineIndex, renderJunit, renderReport, renderSarif } from '../../src/report/index.js';
import { stdioServerConfig } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';
import { familiesReport, lockfileText } from './junit-sarif-fixture.js';
import { fatalReport, HOSTILE, hostileReport, partialReport, unreachableReport } from './fixtures/hostile-report.js';

/** The families report from a server with a plain name, for assertions on exact classnames. */
const other: Report = { ...familiesReport, server: { ...familiesReport.server!, name: 'orders' } };
import { loose } from '../support/findings.js';

/**
 * Validated against test/report/junit.xsd: the Jenkins/Surefire layout CI test views follow, plus
 * the `file`/`line` attributes GitLab and test-reporter read, with `time` required everywhere.
 */
const XSD = fileURLToPath(new URL('./junit.xsd', import.meta.url));
const hasXmllint = spawnSync('xmllint', ['--version']).status === 0;
const dir = mkdtempSync(join(tmpdir(), 'mcpward-junit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writeXml(name: string, xml: string): string {
  const path = join(dir, `${name}.xml`);
  writeFileSync(path, xml);
  return path;
}

/** The parsed document answers an XPath expression (a count or a string); xmllint adds a newline. */
function xpath(file: string, expression: string): string {
  return execFileSync('xmllint', ['--xpath', expression, file], { encoding: 'utf8' }).replace(/\n$/, '');
}

const REPORTS: Array<[string, Report]> = [
  ['hostile', hostileReport],
  ['fatal', fatalReport],
  ['unreachable', unreachableReport],
  ['families', familiesReport],
  ['partial', partialReport],
];

describe('renderJunit', () => {
  it('has xmllint to validate with (Debian: apt-get install libxml2-utils; .ci/run installs it)', () => {
    expect(hasXmllint).toBe(true);
  });

  describe.each(REPORTS)('%s report', (name, report) => {
    const xml = renderJunit(report);
    const file = writeXml(name, xml);

    it.runIf(hasXmllint)('is valid against the JUnit schema', () => {
      const result = spawnSync('xmllint', ['--noout', '--schema', XSD, file], { encoding: 'utf8' });
      expect(result.stderr).toContain('validates');
      expect(result.status).toBe(0);
    });

    it.runIf(hasXmllint)('parses back to the report’s counts', () => {
      // A fatal or an incomplete run adds the `run` suite's one erroring testcase.
      const fatal = report.fatal || report.incomplete ? 1 : 0;
      const { passed, failed, warnings, skipped } = report.summary;
      expect(xpath(file, 'count(//testcase)')).toBe(String(passed + failed + warnings + skipped + fatal));
      expect(xpath(file, 'count(//testcase/failure)')).toBe(String(failed));
      expect(xpath(file, 'count(//testcase/skipped)')).toBe(String(skipped));
      expect(xpath(file, 'count(//testcase/system-out)')).toBe(String(warnings));
      expect(xpath(file, 'count(//testcase/error)')).toBe(String(fatal));
      expect(xpath(file, 'string(/testsuites/@tests)')).toBe(String(passed + failed + warnings + skipped + fatal));
      expect(xpath(file, 'string(/testsuites/@failures)')).toBe(String(failed));
      expect(xpath(file, 'string(/testsuites/@errors)')).toBe(String(fatal));
      expect(xpath(file, 'sum(//testsuite/@tests)')).toBe(String(passed + failed + warnings + skipped + fatal));
    });

    it('cannot be broken by server text: no CDATA, no raw `]]>`, no control or invisible character', () => {
      expect(xml).not.toContain('<![CDATA[');
      expect(xml).not.toContain(']]>');
      expect(Array.from(xml).filter((c) => c !== '\n' && isHidden(c))).toEqual([]);
      expect(xml).not.toContain('<script>');
    });

    it('names every testcase uniquely within its class', () => {
      const names = [...xml.matchAll(/<testcase classname="([^"]*)" name="([^"]*)"/g)].map((m) => `${m[1]} ${m[2]}`);
      expect(new Set(names).size).toBe(names.length);
    });

    it('is the reporter named "junit"', () => {
      expect(renderReport('junit', report, { color: false, verbose: false })).toBe(xml);
    });

    it.runIf(hasXmllint)('has `time` on the root, every suite and every case', () => {
      expect(xpath(file, 'count(//testsuite[not(@time)]) + count(//testcase[not(@time)])')).toBe('0');
      expect(xpath(file, 'string(/testsuites/@time)')).toBe('0');
    });

    it.runIf(hasXmllint)('has the versions and the protocol in every suite’s <properties>', () => {
      const suites = Number(xpath(file, 'count(//testsuite)'));
      expect(xpath(file, "count(//testsuite/properties/property[@name='mcpward.version'][@value='0.0.0-test'])")).toBe(String(suites));
      if (report.server?.protocolVersion !== undefined) {
        expect(xpath(file, "string((//testsuite/properties/property[@name='protocol.version'])[1]/@value)")).toBe(sanitizeTerminal(report.server.protocolVersion));
      }
    });
  });

  it.runIf(hasXmllint)('names the server in every classname and points each case at the SARIF result’s file and line', () => {
    const locations = { configPath: 'mcpward.yaml', lockfilePath: 'mcpward.lock.json', lockfileLines: lockfileLineIndex(lockfileText) };
    const file = writeXml('located', renderJunit(familiesReport, { ...locations, durationMs: 1234 }));
    expect(xpath(file, 'string(/testsuites/@time)')).toBe('1.234');
    expect(spawnSync('xmllint', ['--noout', '--schema', XSD, file]).status).toBe(0);
    // The hostile server name becomes one classname segment: no dots, no markup, no escapes.
    const classnames = new Set(xpath(file, "//testcase/@classname").split('\n').map((a) => /classname="([^"]*)"/.exec(a)![1]!));
    expect([...classnames].every((c) => /^mcpward\.evilok_+\.[a-z]+$/.test(c))).toBe(true);
    const sarif = JSON.parse(renderSarif(familiesReport, locations)) as { runs: Array<{ results: Array<{ ruleId: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }> }> }> };
    const removed = sarif.runs[0]!.results.find((r) => r.ruleId === 'tool_removed')!.locations[0]!.physicalLocation;
    expect(xpath(file, "string(//testcase[starts-with(@name, 'tool_removed')]/@file)")).toBe(removed.artifactLocation.uri);
    expect(xpath(file, "string(//testcase[starts-with(@name, 'tool_removed')]/@line)")).toBe(String(removed.region.startLine));
    expect(xpath(file, "count(//testcase[not(@file)])")).toBe('0');
    expect(xpath(file, "string(//testsuite[1]/properties/property[@name='server.name']/@value)")).toBe(familiesReport.server!.name!.replace(/[\u{E0000}-\u{E007F}]/gu, (c) => `<U+${c.codePointAt(0)!.toString(16).toUpperCase()}>`));
  });

  it('keeps two servers’ results apart: the same finding gets two classnames', () => {
    const other: Report = { ...familiesReport, server: { ...familiesReport.server!, name: 'other-server' } };
    const classOf = (xml: string) => /<testcase classname="([^"]*)" name="tool_removed/.exec(xml)![1];
    expect(classOf(renderJunit(other))).toBe('mcpward.other-server.drift');
    expect(classOf(renderJunit(familiesReport))).not.toBe(classOf(renderJunit(other)));
  });

  it.runIf(hasXmllint)('keeps hostile text as text: the parsed message is the sanitised sentence', () => {
    const file = writeXml('message', renderJunit(hostileReport));
    // The second failure quotes `]]>` from the server; it arrives intact as text.
    expect(xpath(file, 'string((//failure)[2]/@message)')).toBe(
      'Handshake "safe<U+200B>tool" result is malformed: "readOnlyHint changed end ]]> of CDATA"',
    );
    expect(xpath(file, 'string((//failure)[1])')).toContain(`<script>alert(1)</script>`);
    expect(xpath(file, 'string((//failure)[1])')).toContain(HOSTILE.url);
  });

  it('groups by family in FAMILIES order, with `mcpward.<server>.<family>` classnames', () => {
    const xml = renderJunit(other);
    expect([...xml.matchAll(/<testsuite name="([^"]*)"/g)].map((m) => m[1])).toEqual(['compliance', 'security', 'collision', 'drift', 'behavioral']);
    expect(xml).toContain('<testcase classname="mcpward.orders.drift" name="tool_removed › tool:removed_tool" time="0">');
  });

  it('reports a warning as a passing testcase whose output says so', () => {
    const xml = renderJunit(other);
    expect(xml).toMatch(
      /<testcase classname="mcpward.orders.drift" name="tool_removed › tool:removed_tool" time="0">\n {6}<system-out>Warning \(did not fail the run\): Tool &quot;removed_tool&quot; was removed\n/,
    );
  });

  it('gives findings that would share a name a discriminator from their identity, and a counter after that', () => {
    const names = [...renderJunit(familiesReport).matchAll(/name="(injection_pattern[^"]*)"/g)].map((m) => m[1]!);
    expect(names).toHaveLength(3);
    expect(names[0]).toMatch(/^injection_pattern › tool:echo&lt;U\+001B&gt;\[31mred&lt;U\+001B&gt;\[0m › description #[0-9a-f]{8}$/);
    expect(names[2]).toBe(`${names[0]}-2`); // same identity, only the excerpt differs
    expect(names[1]).not.toBe(names[0]);
  });

  it('keeps testcase names when measurements and quoted text change', () => {
    const names = (report: Report) => [...renderJunit(report).matchAll(/ name="([^"]*)"/g)].map((m) => m[1]);
    const remeasured: Report = {
      ...familiesReport,
      findings: loose(familiesReport.findings.map((f) => ({ ...f, args: { ...f.args, similarity: 0.81, excerpt: 'different' } }))),
    };
    expect(names(remeasured)).toEqual(names(familiesReport));
  });

  it('reports a run that did not complete as an error testcase in a first suite', () => {
    const xml = renderJunit(unreachableReport);
    expect(xml).toContain('<testsuite name="run" tests="1" failures="0" errors="1" skipped="0" time="0">');
    expect(xml).toContain('<error type="connect" message="Could not connect to http://127.0.0.1:9/mcp: connection refused (server.url).">');
  });
});

describe('mcpward run --reporter junit against a fixture server', () => {
  // The drift fixture's v2 against a v1 baseline: failures, a warning and passes.
  const { dir, write } = project({ server: { ...stdioServerConfig('drift', ['--variant', 'v1']) } });
  let file = '';

  beforeAll(async () => {
    expect((await runCli(['baseline'], { cwd: dir })).code).toBe(0);
    write({ server: { ...stdioServerConfig('drift', ['--variant', 'v2']) } });
    const result = await runCli(['run', '--reporter', 'junit', '--out', 'results.xml'], { cwd: dir, env: { GITHUB_WORKSPACE: dir } });
    expect(result.code, result.stderr).toBe(1);
    file = join(dir, 'results.xml');
  }, 120_000);

  it.runIf(hasXmllint)('writes a valid JUnit document with a failure per failed check', () => {
    expect(spawnSync('xmllint', ['--noout', '--schema', XSD, file]).status).toBe(0);
    expect(Number(xpath(file, 'count(//testcase/failure)'))).toBeGreaterThan(0);
    expect(xpath(file, 'string(/testsuites/@failures)')).toBe(xpath(file, 'count(//testcase/failure)'));
  });

  it.runIf(hasXmllint)('says how long the run took, names the server and points drift at the lockfile', () => {
    expect(Number(xpath(file, 'string(/testsuites/@time)'))).toBeGreaterThan(0);
    expect(xpath(file, "string((//property[@name='server.name'])[1]/@value)")).not.toBe('');
    expect(xpath(file, "string((//property[@name='protocol.version'])[1]/@value)")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const removed = "//testcase[starts-with(@name, 'tool_removed')]";
    expect(xpath(file, `string(${removed}/@file)`)).toBe('mcpward.lock.json');
    const lines = readFileSync(join(dir, 'mcpward.lock.json'), 'utf8').split('\n');
    expect(lines[Number(xpath(file, `string(${removed}/@line)`)) - 1]).toContain('"name": "removed_tool"');
  });
});

/** `UPDATE_GOLDEN=1` rewrites. */
describe('JUnit golden files', () => {
  it.each<[string, Report]>([
    ['report.junit.xml', hostileReport],
    ['fatal.junit.xml', fatalReport],
  ])('%s', (file, report) => {
    const path = fileURLToPath(new URL(`./__golden__/${file}`, import.meta.url));
    const actual = renderJunit(report);
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(path, actual);
    expect(existsSync(path), `${file} is missing; run with UPDATE_GOLDEN=1`).toBe(true);
    expect(actual).toBe(readFileSync(path, 'utf8'));
  });
});
