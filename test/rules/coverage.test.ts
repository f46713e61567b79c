import { describe, expect, it } from 'vitest';
import { RULES, type RuleId } from '../../src/rules/index.js';
import { BOOK } from './cases/index.js';

describe('every rule has a valid and an invalid case', () => {
  // Read from the registry: a rule added without cases fails here, whatever the tests mention.
  it.each(Object.keys(RULES) as RuleId[])('%s', (id) => {
    const cases = BOOK[id];
    expect(cases?.valid.length ?? 0, `${id} has no valid case`).toBeGreaterThan(0);
    expect(cases?.invalid.length ?? 0, `${id} has no invalid case`).toBeGreaterThan(0);
  });
});
