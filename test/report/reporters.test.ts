import { describe, expect, it } from 'vitest';
import { FAMILIES, type Family } from '../../src/model.js';
import { type Report } from '../../src/report/types.js';
import { type Finding, type RuleId } from '../../src/rules/index.js';
import { summarize } from '../../src/policy/index.js';
import { DOCS_URL, RULES, ruleMeta } from '../../src/rules/index.js';
import { isHidden } from '../../src/report/escape.js';
import { findingMessage, plainQuote } from '../../src/report/common.js';
import { isReporterName, renderConsole, renderJson, renderMarkdown, renderReport, REPORTERS } from '../../src/report/index.js';
import { fatalReport, HOSTILE, hostileReport, unreachableReport } from './fixtures/hostile-report.js';
import { loose } from '../support/findings.js';

const REPORTS: Array<[string, Report]> = [
  ['hostile', hostileReport],
  ['fatal', fatalReport],
  ['unreachable', unreachableReport],
];
const SGR = /\u001b\[[0-9;]*m/g;

function hiddenIn(text: string): string[] {
  return Array.from(text).filter((c) => c !== '\n' && isHidden(c));
}

describe.each(REPORTS)('%s report', (_name, report) => {
  describe('console', () => {
    it.each([false, true])('verbose=%s without colour: no escape, control or invisible character', (verbose) => {
      const out = renderConsole(report, { color: false, verbose });
      expect(out).not.toContain('\u001b');
      expect(out).not.toContain('\u009b');
      expect(hiddenIn(out)).toEqual([]);
    });

    it.each([false, true])('verbose=%s with colour: only our SGR codes, over exactly the plain text', (verbose) => {
      const colored = renderConsole(report, { color: true, verbose });
      expect(hiddenIn(colored.replace(SGR, ''))).toEqual([]);
      expect(colored.replace(SGR, '')).toBe(renderConsole(report, { color: false, verbose }));
    });
  });

  describe('json', () => {
    const out = renderJson(report);

    it('holds the report exactly, with nothing invisible in the bytes', () => {
      // The report plus each finding's rendered sentence.
      expect(JSON.parse(out)).toEqual({ ...report, findings: report.findings.map((f) => ({ ...f, message: findingMessage(f, plainQuote) })) });
      expect(hiddenIn(out)).toEqual([]);
      expect(out.endsWith('}\n')).toBe(true);
    });

    it('is deterministic whatever the key order of the input', () => {
      const shuffled = JSON.parse(JSON.stringify(report), (_key, value: unknown) =>
        value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).reverse()) : value,
      ) as Report;
      expect(renderJson(shuffled)).toBe(out);
    });
  });

  describe('markdown', () => {
    const out = renderMarkdown(report);
    const prose = outsideCode(out);

    it('has no invisible or control character anywhere, code included', () => {
      expect(hiddenIn(out)).toEqual([]);
    });

    it('has no HTML but our own <details> and <summary>', () => {
      expect(prose.replace(/<\/?(details|summary)>/g, '').replace(/^> /gm, '')).not.toMatch(/[<>]/);
      expect(prose).not.toMatch(/<script/i);
    });

    it('has no link or image but the rule docs links', () => {
      const targets = [...prose.matchAll(/\]\(([^)]*)\)/g)].map((m) => m[1]);
      for (const target of targets) expect(target!.startsWith(`${DOCS_URL}#`)).toBe(true);
      expect(prose.replace(/\[[a-z_]+\]\([^)\s]+\)/g, '')).not.toMatch(/(^|[^\\])[[\]]/);
    });

    it('has no @-mention, autolink or issue reference GitHub would act on', () => {
      const withoutDocsLinks = prose.replace(/\]\([^)\s]+\)/g, ']');
      expect(withoutDocsLinks).not.toMatch(/@[\w-]/);
      expect(withoutDocsLinks).not.toMatch(/:\/\/|www\./i);
      expect(withoutDocsLinks).not.toMatch(/#\d/);
    });

    it('starts no line with a heading, list or quote marker of the server’s', () => {
      for (const line of prose.split('\n')) {
        if (/^#/.test(line)) expect(line).toMatch(/^(## mcpward \w+|### (Failures|Warnings|Skipped) \(\d+\)|#### [A-Z][a-z]+)( |$)/);
        if (/^\s*> /.test(line)) expect(line).toMatch(/^> /); // only the fatal message is quoted
      }
    });

    it('keeps every table row to its five cells', () => {
      for (const line of out.split('\n').filter((l) => l.startsWith('|'))) {
        expect(line.split('|').length).toBe(7);
      }
    });

    it('quotes the server’s @octocat only inside code', () => {
      if (report.findings.length === 0) return;
      expect(out).toContain('@octocat');
      expect(prose).not.toContain('@octocat');
    });
  });
});

describe('console layout', () => {
  it('groups families in FAMILIES order, counting passes unless verbose', () => {
    const report = reportOf(onePerFamily().reverse());
    const out = renderConsole(report, { color: false, verbose: false });
    const headers = out.split('\n').filter((l) => /^[A-Z]+ \(/.test(l));
    expect(headers.map((h) => h.split(' ')[0]!.toLowerCase())).toEqual(familiesInRegistry());
    expect(out).not.toMatch(/^ {2}✓ /m);
  });

  it('shows severity and confidence on failures and warnings only', () => {
    const out = renderConsole(hostileReport, { color: false, verbose: true });
    expect(out).toContain('[high]');
    expect(out).toContain('[medium, confidence medium]');
    expect(out).not.toMatch(/^ {2}[✓-] .*\[(high|medium|low|info)/m);
  });

  it('names the subject only when the sentence does not', () => {
    const named: Finding = { rule: 'handshake', status: 'fail', severity: 'high', subject: { kind: 'tool', name: 'echo' }, args: { method: 'echo', reason: 'x' } };
    const unnamed: Finding = { ...named, args: { method: 'initialize', reason: 'x' } };
    const withPath: Finding = { ...named, path: 'inputSchema.properties.a' };
    const lines = (f: Finding) => renderConsole(reportOf([f]), { color: false, verbose: false }).split('\n').filter((l) => l.startsWith('    at '));
    expect(lines(named)).toEqual([]);
    expect(lines(unnamed)).toEqual(['    at tool "echo"']);
    expect(lines(withPath)).toEqual(['    at tool "echo" › inputSchema.properties.a']);
    expect(renderMarkdown(reportOf([unnamed]))).toContain('  - at tool `echo`');
  });

  it.each<[string, Partial<Report['summary']>, string]>([
    ['failures only', { passed: 2, failed: 5 }, 'Summary: 2 passed | 5 failed'],
    ['all clear', {}, 'Summary: 0 passed | 0 failed'],
    ['one warning', { passed: 1, warnings: 1 }, 'Summary: 1 passed | 0 failed | 1 warning'],
    ['warnings and skips', { failed: 1, warnings: 2, skipped: 3 }, 'Summary: 0 passed | 1 failed | 2 warnings | 3 skipped'],
  ])('summary line: %s', (_name, counts, expected) => {
    const report = { ...reportOf([]), summary: { passed: 0, failed: 0, warnings: 0, skipped: 0, ...counts } };
    expect(renderConsole(report, { color: false, verbose: false }).trimEnd().split('\n').at(-1)).toBe(expected);
  });

  it('prints the fatal error and ends with the incomplete run', () => {
    const lines = renderConsole(fatalReport, { color: false, verbose: false }).trimEnd().split('\n');
    expect(lines).toContain('✗ The server exited with code 1 while listing tools. Last stderr line:');
    expect(lines.at(-1)).toBe('Run did not complete (exit 2)');
  });

  it('ignores NO_COLOR and TTY state: the options decide', () => {
    const saved = process.env.NO_COLOR;
    process.env.NO_COLOR = '1';
    try {
      expect(renderConsole(hostileReport, { color: true, verbose: false })).toMatch(SGR);
    } finally {
      if (saved === undefined) delete process.env.NO_COLOR;
      else process.env.NO_COLOR = saved;
    }
  });
});

describe('evidence', () => {
  const base = hostileReport.findings[0]!;
  const render = (evidence: Finding['evidence'], verbose = false) =>
    renderConsole(reportOf([{ ...base, evidence }]), { color: false, verbose }).split('\n');

  it('reads the word diff drift writes (same / added / removed)', () => {
    expect(render({ diff: [{ op: 'same', text: 'a ' }, { op: 'added', text: 'b' }, { op: 'removed', text: 'c' }] })).toContain('    a {+b+}[-c-]');
  });

  it('does not read other spellings as a word diff', () => {
    const lines = render({ before: 'x', after: 'y', diff: [{ op: '+', text: 'b' }] });
    expect(lines).toEqual(expect.arrayContaining(['    before: "x"', '    after:  "y"']));
    expect(lines.join('\n')).not.toContain('{+b+}');
  });

  it('falls back to before/after when `diff` is not a word diff, and still shows it', () => {
    const lines = render({ before: 'x', after: 'y', diff: 'not a list' });
    expect(lines).toEqual(expect.arrayContaining(['    before: "x"', '    after:  "y"', '    diff: "not a list"']));
  });

  it('cuts long unchanged text around a change unless verbose', () => {
    const long = 'word '.repeat(40);
    const diff = [{ op: 'same', text: long }, { op: 'added', text: 'NEW' }, { op: 'same', text: long }];
    expect(render({ diff }).join('\n')).toContain(`…${long.slice(-30)}{+NEW+}${long.slice(0, 30)}…`);
    expect(render({ diff }, true).join('\n')).toContain(`${long}{+NEW+}${long}`);
  });

  it('clips long evidence strings unless verbose', () => {
    const after = 'y'.repeat(250);
    expect(render({ before: 'x', after })).toContain(`    after:  "${'y'.repeat(200)}"… (50 more characters)`);
    expect(render({ before: 'x', after }, true)).toContain(`    after:  "${after}"`);
  });

  it('puts a long description change in a collapsible Markdown block with a -/+ diff', () => {
    const md = renderMarkdown(reportOf([{ ...base, evidence: { before: `${'a '.repeat(50)}\nsame`, after: `${'b '.repeat(50)}\nsame` } }]));
    expect(md).toContain('<details><summary>Before and after</summary>');
    expect(md).toMatch(/^ {2}- (a ){50}$/m);
    expect(md).toMatch(/^ {2}\+ (b ){50}$/m);
    expect(md).toMatch(/^ {4}same$/m);
    expect(md).not.toContain('Word diff');
  });

  it('shows a short before/after inline in Markdown', () => {
    const md = renderMarkdown(reportOf([{ ...base, evidence: { before: true, after: 'x' } }]));
    expect(md).toContain('  - before: true → after: `x`');
    expect(md).not.toContain('<details><summary>Before');
  });

  it('fences the Markdown diff longer than any backtick run in it', () => {
    const md = renderMarkdown(reportOf([{ ...base, evidence: { diff: [{ op: 'added', text: '`````' }] } }]));
    expect(md).toContain('  ``````diff');
  });
});

describe('markdown layout', () => {
  it('puts failures first, then warnings, skips and collapsed passes', () => {
    const md = renderMarkdown(hostileReport);
    const order = ['### Failures (3)', '### Warnings (1)', '### Skipped (1)', '<details><summary>Passed (2)</summary>'].map((s) => md.indexOf(s));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('has one table row per family with findings, in FAMILIES order', () => {
    const md = renderMarkdown(reportOf(onePerFamily().reverse()));
    const rows = md.split('\n').filter((l) => /^\| [A-Z]/.test(l) && !l.startsWith('| Family'));
    expect(rows.map((r) => r.split(' ')[1]!.toLowerCase())).toEqual(familiesInRegistry());
  });

  it('carries no timestamp', () => {
    expect(renderMarkdown(hostileReport)).not.toMatch(/\d{4}-\d{2}-\d{2}T|\d{2}:\d{2}:\d{2}/);
  });
});

describe('reporter registry', () => {
  it('knows its names and nothing else', () => {
    expect(Object.keys(REPORTERS)).toEqual(['console', 'json', 'markdown', 'junit', 'sarif']);
    expect(isReporterName('markdown')).toBe(true);
    expect(isReporterName('junit')).toBe(true);
    expect(isReporterName('yaml')).toBe(false);
    expect(isReporterName('toString')).toBe(false);
  });

  it('dispatches by name', () => {
    const options = { color: false, verbose: true };
    expect(renderReport('console', hostileReport, options)).toBe(renderConsole(hostileReport, options));
    expect(renderReport('json', hostileReport, options)).toBe(renderJson(hostileReport));
    expect(renderReport('markdown', hostileReport, options)).toBe(renderMarkdown(hostileReport));
  });
});

/** One failing finding per family the registry has rules for, with the hostile text in its args. */
function onePerFamily(): Finding[] {
  return loose(familiesInRegistry().map((family) => {
    const rule = (Object.keys(RULES) as RuleId[]).find((id) => ruleMeta(id).family === family)!;
    const args = Object.fromEntries(['method', 'reason', 'name', 'tool', 'version', 'list', 'capability', 'issue', 'issues', 'first'].map((k) => [k, HOSTILE.ansi]));
    return { rule, status: 'fail' as const, severity: 'high' as const, args: { ...args, count: 1, pages: 1 } };
  }));
}

function familiesInRegistry(): Family[] {
  return FAMILIES.filter((family) => Object.keys(RULES).some((id) => ruleMeta(id).family === family));
}

function reportOf(findings: Finding[]): Report {
  return { ...hostileReport, findings, summary: summarize(findings) };
}

/** The Markdown outside fenced code blocks and inline code spans. */
function outsideCode(markdown: string): string {
  const kept: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const run = /^\s*(`{3,})/.exec(line)?.[1];
    if (fence === undefined && run !== undefined) fence = run;
    else if (fence !== undefined && run !== undefined && line.trim() === '`'.repeat(line.trim().length) && run.length >= fence.length) fence = undefined;
    else if (fence === undefined) kept.push(line.replace(/(?<![`\\])(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, ''));
  }
  return kept.join('\n');
}
