import { describe, expect, it } from 'vitest';
import { CHECK_FAMILIES, chooseFamilies } from '../../src/checks/index.js';
import type { Family } from '../../src/model.js';
import { familySpec } from '../../src/rules/families.js';
import { config } from '../support/calls.js';

// Each family's switch is declared in its registry entry (src/rules/families.ts) as a config path;
// the families without one say why there (docs/architecture.md, "Family switches").
const switched = CHECK_FAMILIES.map((f) => f.family).flatMap((family): Array<[Family, string]> => {
  const path = familySpec(family).switch;
  return path === null ? [] : [[family, path]];
});

/** The value at a dotted path of the parsed config (`checks.collision.enabled`). */
const at = (value: unknown, path: string): unknown => path.split('.').reduce<unknown>((v, key) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[key] : undefined), value);

/** The `checks:` fragment a user writes to turn a switch off: `checks.collision.enabled` → `{ collision: { enabled: false } }`. */
const off = (path: string): Record<string, unknown> => {
  const [root, ...rest] = path.split('.');
  expect(root).toBe('checks');
  return rest.reduceRight<unknown>((inner, key) => ({ [key]: inner }), false) as Record<string, unknown>;
};

describe('family switches', () => {
  it('every switch a family declares is a boolean of the config, on by default', () => {
    expect(switched.length).toBeGreaterThan(0);
    for (const [, path] of switched) expect(at(config(), path), path).toBe(true);
  });

  for (const [family, path] of switched) {
    it(`${path}: false turns ${family} off, and only it`, () => {
      const command = familySpec(family).commands[0]!;
      const on = chooseFamilies(command, config());
      const offFamilies = chooseFamilies(command, config({ checks: off(path) }));
      expect(on).toContain(family);
      expect(offFamilies).toEqual(on.filter((f) => f !== family));
    });
  }
});
