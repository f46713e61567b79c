import { describe, expect, it } from 'vitest';
import { comparePatterns, patternWitnesses } from '../../src/diff/pattern.js';

describe('pattern witnesses', () => {
  it.each([
    ['^[A-Z]{3}-\\d+$', ['AAA-0', 'ZZZ-9']],
    ['^(open|closed)$', ['open', 'closed']],
    ['^v?\\d+\\.\\d+(\\.\\d+)?$', ['0.0', 'v99.99.99']],
    ['^[^@\\s]+@[a-z]+\\.com$', ['a@a.com']],
    ['(?<year>\\d{4})-(?:0[1-9]|1[0-2])', ['0000-01', '9999-12']],
  ])('%s yields strings it accepts, among them %j', (pattern, expected) => {
    const witnesses = patternWitnesses(pattern);
    expect(witnesses).toEqual(expect.arrayContaining(expected));
    for (const w of witnesses) expect(new RegExp(pattern, 'u').test(w) || new RegExp(pattern).test(w), w).toBe(true);
  });

  it('a pattern outside the modelled subset yields nothing rather than a wrong guess', () => {
    expect(patternWitnesses('^(a)\\1$')).toEqual([]);
  });
});

describe('comparePatterns', () => {
  it('a widened range is no narrowing; the witness of the widening is a value only the new pattern accepts', () => {
    const v = comparePatterns({ pattern: '^[A-Z]{3}-\\d+$' }, { pattern: '^[A-Z]{2,4}-\\d+$' });
    expect(v?.effect).toBe('widens');
    expect(v?.lost).toBeUndefined();
    expect(new RegExp('^[A-Z]{3}-\\d+$').test(v!.gained!)).toBe(false);
  });

  it('a narrowed pattern is proven by a value the old one accepted', () => {
    const v = comparePatterns({ pattern: '^[a-z]+$' }, { pattern: '^[a-z]{3,}$' });
    expect(v?.effect).toBe('narrows');
    expect(v?.lost).toMatch(/^[a-z]{1,2}$/);
  });

  it('a witness is fitted to the length bounds: removing ^a under minLength 2, maxLength 2 admits a two-letter value', () => {
    // Found by the soundness property against ajv: no raw candidate had exactly two letters.
    const v = comparePatterns({ pattern: '^a', minLength: 2, maxLength: 2 }, { minLength: 2, maxLength: 2 });
    expect(v?.effect).toBe('widens');
    expect(v?.gained).toMatch(/^[^a].$/);
    const suffix = comparePatterns({ pattern: 'c$', minLength: 4 }, { pattern: '^[a-z]*$', minLength: 4 });
    expect(suffix?.gained).toMatch(/^[a-z]{4,}$/);
  });

  it('a rewrite of the same language proves nothing either way', () => {
    expect(comparePatterns({ pattern: '^[0-9]+$' }, { pattern: '^\\d+$' })).toEqual({ effect: 'neutral' });
  });

  it('a pattern added that accepts everything the old schema allowed is not breaking', () => {
    expect(comparePatterns({}, { pattern: '^.*$' })?.effect).toBe('neutral');
    expect(comparePatterns({}, { pattern: '^[a-z]+$' })?.effect).toBe('narrows');
  });

  it('witnesses respect the length bounds of their side, and the schema’s own examples count', () => {
    // Old: 2 to 3 letters; new: exactly 3. Only the 2-letter values prove the narrowing.
    expect(comparePatterns({ pattern: '^[a-z]+$', minLength: 2, maxLength: 3 }, { pattern: '^[a-z]{3}$', maxLength: 3 })?.lost).toMatch(/^[a-z]{2}$/);
    // A backreference is outside the generator's subset: only the example the schema names proves the break.
    expect(comparePatterns({ pattern: '^(\\w)\\1$' }, { pattern: '^[a-z]+$' })?.lost).toBeUndefined();
    expect(comparePatterns({ pattern: '^(\\w)\\1$', examples: ['QQ'] }, { pattern: '^[a-z]+$' })?.lost).toBe('QQ');
  });

  it('a pattern with nested quantifiers is not run (hostile input): no verdict', () => {
    expect(comparePatterns({ pattern: '^(a+)+$' }, { pattern: '^a+$' })).toBeUndefined();
    expect(comparePatterns({ pattern: '^[' }, { pattern: '^a+$' })).toBeUndefined();
  });
});
