import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/types.js';
import { escapeMarkdown, escapeXml } from '../../src/report/escape.js';
import { redact, redactReport, renderReport, REPORTERS, type ReporterName } from '../../src/report/index.js';
import { hostileReport } from './fixtures/hostile-report.js';
import { argsOf, loose } from '../support/findings.js';

describe('redact', () => {
  it.each<[name: string, text: string, secrets: string[], expected: string]>([
    ['one occurrence', 'token abcd1234 here', ['abcd1234'], 'token *** here'],
    ['every occurrence', 'abcd1234/abcd1234', ['abcd1234'], '***/***'],
    ['no secrets', 'abcd1234', [], 'abcd1234'],
    ['empty secret ignored', 'abc', [''], 'abc'],
    ['short secrets ignored', 'on 80 abc', ['on', '80', 'abc'], 'on 80 abc'],
    ['whitespace-padded short secret ignored', 'a    b', ['    '], 'a    b'],
    ['four characters is enough', 'pin 1234', ['1234'], 'pin ***'],
    ['overlapping secrets leave no fragment', 'xabcdefghijx', ['abcdef', 'defghij'], 'x***x'],
    ['overlap in the other order', 'xabcdefghijx', ['defghij', 'abcdef'], 'x***x'],
    ['secret inside a secret', 'my-secret-token and token', ['secret-token', 'token'], 'my-*** and ***'],
    ['touching secrets merge', 'aaaabbbb', ['aaaa', 'bbbb'], '***'],
    ['self-overlapping occurrences', 'aaaaaa', ['aaaa'], '***'],
    ['case-sensitive', 'ABCD1234', ['abcd1234'], 'ABCD1234'],
    ['URL-encoded', 'https://h/?pw=p%40ss%20w%2Frd&x=1', ['p@ss w/rd'], 'https://h/?pw=***&x=1'],
    ['URL-encoded, lower-case hex', 'pw=p%40ss%20w%2frd', ['p@ss w/rd'], 'pw=***'],
    ['form-encoded space', 'pw=p%40ss+w%2Frd', ['p@ss w/rd'], 'pw=***'],
    ['encodeURI form', 'https://h/p@ss%20w/rd', ['p@ss w/rd'], 'https://h/***'],
    ['JSON-escaped', JSON.stringify({ pw: 'a"b\\c\nd!' }), ['a"b\\c\nd!'], '{"pw":"***"}'],
    ['JSON inside JSON', JSON.stringify({ raw: JSON.stringify({ pw: 'a"b\\c\nd!' }) }), ['a"b\\c\nd!'], JSON.stringify({ raw: '{"pw":"***"}' })],
    ['Markdown-escaped', `token ${escapeMarkdown('ghp_a*b[c]')}`, ['ghp_a*b[c]'], 'token ***'],
    ['XML-escaped', `<x v="${escapeXml('a<b>"c')}"/>`, ['a<b>"c'], '<x v="***"/>'],
    ['a lone surrogate cannot be URL-encoded but is still redacted raw', 'x\ud800abcd', ['\ud800abcd'], 'x***'],
  ])('%s', (_name, text, secrets, expected) => {
    expect(redact(text, secrets)).toBe(expected);
  });
});

describe('redact: a secret cut in two by a shortening', () => {
  const secret = 'Qk7vR2xLp9Wm4TzN8cYb';
  it.each<[name: string, text: string, expected: string]>([
    ['a prefix before `…`', `HTTP 500: token=${secret.slice(0, 9)}… (300 chars)`, 'HTTP 500: token=***… (300 chars)'],
    ['a suffix after `…`', `stderr:\n…${secret.slice(5)} failed`, 'stderr:\n…*** failed'],
    ['a prefix before `...`', `was ${secret.slice(0, 6)}...`, 'was ***...'],
    ['a prefix of seven characters ending the text without a cut marker is kept (it is no cut)', `first line: ${secret.slice(0, 7)}`, `first line: ${secret.slice(0, 7)}`],
    ['a piece of eight characters or more is masked anywhere (a secret split across two messages)', `first line: ${secret.slice(0, 19)}`, 'first line: ***'],
    ['text starting like the last seven characters of a secret is kept (a rule id, a name)', `${secret.slice(13)}_solicitation`, `${secret.slice(13)}_solicitation`],
    ['the longest fragment is masked', `${secret.slice(0, 15)}…`, '***…'],
    ['a JSON-escaped form cut inside', `"${JSON.stringify('a"b\\cdefgh').slice(1, 8)}…`, '"***…'],
    ['three characters are kept', `x ${secret.slice(0, 3)}…`, `x ${secret.slice(0, 3)}…`],
    ['a fragment of seven characters away from any cut is kept', `${secret.slice(0, 7)} is not cut here`, `${secret.slice(0, 7)} is not cut here`],
    ['a fragment of eight away from any cut is masked', `${secret.slice(0, 8)} is not cut here`, '*** is not cut here'],
    ['a middle piece of eight is masked', `x ${secret.slice(5, 13)} y`, 'x *** y'],
    ['a fragment of seven that is no edge of the secret is kept', `x ${secret.slice(3, 10)}…`, `x ${secret.slice(3, 10)}…`],
  ])('%s', (_name, text, expected) => {
    expect(redact(text, [secret, 'a"b\\cdefgh'])).toBe(expected);
  });

  it('masks the fragment wherever a cut falls, for every cut position', () => {
    for (let cut = 4; cut < secret.length; cut++) {
      const head = redact(`noise ${secret.slice(0, cut)}…`, [secret]);
      const tail = redact(`…${secret.slice(secret.length - cut)} noise`, [secret]);
      for (const text of [head, tail]) {
        for (let i = 0; i + 4 <= secret.length; i++) expect(text).not.toContain(secret.slice(i, i + 4));
      }
    }
  });

  it('masks every fragment in text full of cut markers', () => {
    const text = `${secret.slice(0, 5)}…`.repeat(200_000);
    const redacted = redact(text, [secret]);
    expect(redacted).toBe('***…'.repeat(200_000));
  });
});

describe('redactReport', () => {
  const secret = 'Zq8xK3vPw2';
  const report: Report = {
    ...hostileReport,
    server: { ...hostileReport.server!, name: `srv-${secret}` },
    fatal: { code: 'connect', message: `Could not connect to https://h/mcp?token=${secret}` },
    findings: loose([
      {
        ...hostileReport.findings[0]!,
        args: { ...hostileReport.findings[0]!.args, [`key-${secret}`]: [`Bearer ${secret}`, 7] },
        evidence: { before: `a ${secret}`, after: { nested: `x${encodeURIComponent(secret)}` } },
      },
    ]),
  };

  it('replaces the secret in every string and key, leaving other data alone', () => {
    const redacted = redactReport(report, [secret]);
    expect(JSON.stringify(redacted)).not.toContain(secret);
    expect(redacted.server?.name).toBe('srv-***');
    expect(argsOf(redacted.findings[0]!)['key-***']).toEqual(['Bearer ***', 7]);
    expect(redacted.summary).toEqual(report.summary);
    expect(JSON.stringify(report)).toContain(secret); // the input is not modified
  });

  /** Canary secrets through every reporter: no secret and no 5-character piece of one survives. */
  const canaries = ['Zq8xK3vPw2', 'ghp_T0k3n*With_M4rkd0wn', 'pa"ss\\w0rd<&>'];
  const leaky: Report = {
    ...hostileReport,
    server: { ...hostileReport.server!, name: canaries[0]!, version: canaries[1]! },
    fatal: { code: 'connect', message: `Could not connect: ${canaries.join(' ')} https://h/?t=${encodeURIComponent(canaries[2]!)}` },
    findings: loose(hostileReport.findings.map((f) => ({ ...f, args: { ...f.args, reason: canaries.join(' / '), method: canaries[1]! } }))),
  };
  const pieces = canaries.flatMap((c) => Array.from({ length: c.length - 4 }, (_, i) => c.slice(i, i + 5)));

  it.each(Object.keys(REPORTERS) as ReporterName[])('%s: redacting the report and then the output leaks nothing', (name) => {
    const out = redact(renderReport(name, redactReport(leaky, canaries), { color: true, verbose: true }), canaries);
    for (const piece of pieces) expect(out).not.toContain(piece);
  });

  it.each(Object.keys(REPORTERS) as ReporterName[])('%s: redacting only the output bytes still leaks nothing', (name) => {
    const out = redact(renderReport(name, leaky, { color: false, verbose: true }), canaries);
    for (const piece of pieces) expect(out).not.toContain(piece);
  });
});
