import { describe, expect, it } from 'vitest';
import { escapeData, escapeProperty, MAX_ANNOTATIONS, renderAnnotations } from '../../src/report/annotations.js';
import { isHidden } from '../../src/report/escape.js';
import { lockfileLineIndex, renderSarif, type ReportLocations } from '../../src/report/index.js';
import type { Report } from '../../src/report/types.js';
import { finding } from '../../src/rules/index.js';
import { familiesReport, lockfileText } from './junit-sarif-fixture.js';
import { unreachableReport } from './fixtures/hostile-report.js';

const locations: ReportLocations = { configPath: 'mcpward.yaml', lockfilePath: 'mcpward.lock.json', lockfileLines: lockfileLineIndex(lockfileText) };

/** `::kind props::message` split into its parts (the message escaped as GitHub expects). */
function parse(line: string): { kind: string; props: Record<string, string>; message: string } {
  const match = /^::(\w+)(?: ([^:]*))?::(.*)$/.exec(line);
  if (!match) throw new Error(`not a workflow command: ${line}`);
  const props = Object.fromEntries((match[2] ?? '').split(',').filter(Boolean).map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]));
  return { kind: match[1]!, props, message: match[3]! };
}

describe('renderAnnotations', () => {
  it('prints an error per failure and a warning per warning, most severe first, none for passes, skips or accepted findings', () => {
    const accepted: Report = {
      ...familiesReport,
      findings: familiesReport.findings.map((f) => (f.rule === 'tool_removed' ? { ...f, accepted: { reason: 'planned removal' } } : f)),
    };
    const lines = renderAnnotations(accepted, locations).map(parse);
    expect(lines.map((l) => `${l.kind} ${l.props.title}`)).toEqual([
      'error mcpward injection_pattern%3A Prompt-injection phrasing',
      'error mcpward injection_pattern%3A Prompt-injection phrasing',
      'error mcpward tool_added%3A Tool added',
      'warning mcpward injection_pattern%3A Prompt-injection phrasing',
      'warning mcpward description_collision%3A Near-identical descriptions over different input schemas',
    ]);
  });

  it('points each annotation at the same file and line as its SARIF result', () => {
    const sarif = JSON.parse(renderSarif(familiesReport, locations)) as {
      runs: Array<{ results: Array<{ level: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }> }> }>;
    };
    const fromSarif = sarif.runs[0]!.results.map((r) => `${r.locations[0]!.physicalLocation.artifactLocation.uri}:${r.locations[0]!.physicalLocation.region.startLine}`);
    const fromAnnotations = renderAnnotations(familiesReport, locations).map(parse).map((l) => `${l.props.file}:${l.props.line}`);
    expect(fromAnnotations).toEqual(fromSarif);
  });

  it('keeps server text on one line: no control or invisible character, no second command', () => {
    const hostile: Report = {
      ...familiesReport,
      findings: [finding('tool_removed', 'fail', { subject: { kind: 'tool', name: 'x\n::set-env name=A::1\r\n%0A\u001b[31m\u200b' }, args: { tool: 'x\n::set-env name=A::1\r\n%0A\u001b[31m\u200b' } })],
    };
    const [line, ...rest] = renderAnnotations(hostile, locations);
    expect(rest).toEqual([]);
    expect(line).not.toMatch(/[\r\n]/);
    expect(Array.from(line!).filter(isHidden)).toEqual([]);
    const { message } = parse(line!);
    // `%0A` from the server is data: its `%` is escaped, so GitHub shows it literally.
    expect(message).toContain('%250A');
    expect(message).toContain('::set-env');
  });

  it('escapes properties: `:` and `,` in a path cannot add a property', () => {
    const line = renderAnnotations({ ...familiesReport, findings: [finding('handshake', 'fail', { args: { reason: 'x' } })] }, { configPath: 'a,line=9/b:c%.yaml' })[0]!;
    expect(parse(line).props).toEqual({ file: 'a%2Cline=9/b%3Ac%25.yaml', line: '1', title: 'mcpward handshake%3A Handshake succeeds with a well-formed result' });
  });

  it(`stops at ${MAX_ANNOTATIONS} and says how many more the report has`, () => {
    const many: Report = {
      ...familiesReport,
      findings: Array.from({ length: MAX_ANNOTATIONS + 7 }, (_, i) => finding('tool_removed', 'fail', { subject: { kind: 'tool', name: `t${i}` }, args: { tool: `t${i}` } })),
    };
    const lines = renderAnnotations(many, locations);
    expect(lines).toHaveLength(MAX_ANNOTATIONS + 1);
    expect(parse(lines.at(-1)!)).toMatchObject({ kind: 'notice', message: `7 more findings in the report (${MAX_ANNOTATIONS + 7} in all); annotations stop at ${MAX_ANNOTATIONS}.` });
  });

  it('reports a run that did not complete as an error on the config file', () => {
    const [line] = renderAnnotations(unreachableReport, { configPath: 'mcp/mcpward.yaml' }).map(parse);
    expect(line).toMatchObject({ kind: 'error', props: { file: 'mcp/mcpward.yaml', line: '1', title: 'mcpward%3A the run did not complete' } });
    expect(line!.message).toContain('Could not connect');
  });

  it('escapes as GitHub’s workflow commands require', () => {
    expect(escapeData('100% a\r\nb: c, d')).toBe('100%25 a%0D%0Ab: c, d');
    expect(escapeProperty('100% a\r\nb: c, d')).toBe('100%25 a%0D%0Ab%3A c%2C d');
  });
});
