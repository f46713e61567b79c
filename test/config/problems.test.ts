import { describe, expect, it } from 'vitest';
import { closest, formatKeyPath } from '../../src/config/problems.js';

describe('formatKeyPath', () => {
  it.each<[(string | number)[], string]>([
    [['checks', 'collision', 'threshold'], 'checks.collision.threshold'],
    [['suites', 0, 'cases', 12, 'name'], 'suites[0].cases[12].name'],
    [['server', 'headers', 'X-Api-Key'], 'server.headers.X-Api-Key'],
    [['expect', 'jsonpath', '$.content[0].type'], 'expect.jsonpath["$.content[0].type"]'],
    [[], ''],
  ])('%j → %s', (path, expected) => {
    expect(formatKeyPath(path)).toBe(expected);
  });
});

describe('closest', () => {
  const keys = ['enabled', 'threshold', 'max_tools', 'fail'];
  it.each<[string, string | undefined]>([
    ['treshold', 'threshold'],
    ['Threshold', 'threshold'],
    ['thresold', 'threshold'],
    ['max-tools', 'max_tools'],
    ['enalbed', 'enabled'],
    ['fial', 'fail'],
    ['colour', undefined],
    ['x', undefined],
  ])('%s → %s', (word, expected) => {
    expect(closest(word, keys)).toBe(expected);
  });
});
