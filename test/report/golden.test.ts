import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/types.js';
import { renderReport, type ReporterName } from '../../src/report/index.js';
import { fatalReport, hostileReport, partialReport, unreachableReport } from './fixtures/hostile-report.js';

/** Every reporter × every fixture, compared byte for byte. `UPDATE_GOLDEN=1` rewrites the files. */
const CASES: Array<[file: string, reporter: ReporterName, report: Report, color: boolean, verbose: boolean]> = [
  ['console.txt', 'console', hostileReport, false, false],
  ['console-verbose.txt', 'console', hostileReport, false, true],
  ['console-color.txt', 'console', hostileReport, true, true],
  ['console-fatal.txt', 'console', fatalReport, false, false],
  ['console-unreachable.txt', 'console', unreachableReport, false, false],
  ['report.json', 'json', hostileReport, false, false],
  ['fatal.json', 'json', fatalReport, false, false],
  ['report.md', 'markdown', hostileReport, false, false],
  ['fatal.md', 'markdown', fatalReport, false, false],
  ['console-partial.txt', 'console', partialReport, false, false],
  ['partial.json', 'json', partialReport, false, false],
  ['partial.md', 'markdown', partialReport, false, false],
];

describe('golden files', () => {
  it.each(CASES)('%s', (file, reporter, report, color, verbose) => {
    const path = fileURLToPath(new URL(`./__golden__/${file}`, import.meta.url));
    const actual = renderReport(reporter, report, { color, verbose });
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(path, actual);
    expect(existsSync(path), `${file} is missing; run with UPDATE_GOLDEN=1`).toBe(true);
    expect(actual).toBe(readFileSync(path, 'utf8'));
  });
});
