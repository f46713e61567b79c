import { describe, expect, it } from 'vitest';
import { CHECK_FAMILIES, chooseFamilies, COMMAND_FAMILIES, type CheckCommand } from '../../src/checks/index.js';
import type { Family } from '../../src/model.js';
import { config } from '../support/calls.js';

// Each family's switch under `checks:`, as a user writes it. Drift has none (a baseline is what turns
// it on, and `diff` is drift); latency's `checks.latency.enabled` turns sampling off, while a call that
// hangs is still judged (docs/architecture.md, "Family switches").
const SWITCHES: Partial<Record<Family, Record<string, unknown>>> = {
  compliance: { compliance: false },
  schema: { schema: false },
  headers: { headers: false },
  security: { security: false },
  collision: { collision: { enabled: false } },
  errors: { errors: false },
  results: { results: { enabled: false } },
  behavioral: { behavioral: false },
  completion: { completion: false },
  fleet: { fleet: false },
};

const commandOf = (family: Family): CheckCommand => (Object.keys(COMMAND_FAMILIES) as CheckCommand[]).find((command) => COMMAND_FAMILIES[command].includes(family))!;

describe('family switches', () => {
  it('every family but drift and latency has one', () => {
    const without = CHECK_FAMILIES.map((f) => f.family).filter((family) => SWITCHES[family] === undefined);
    expect(without.sort()).toEqual(['drift', 'latency']);
  });

  for (const [family, off] of Object.entries(SWITCHES) as Array<[Family, Record<string, unknown>]>) {
    it(`checks.${Object.keys(off)[0]} turns ${family} off, and only it`, () => {
      const command = commandOf(family);
      const on = chooseFamilies(command, config()).map((f) => f.family);
      const offFamilies = chooseFamilies(command, config({ checks: off })).map((f) => f.family);
      expect(on).toContain(family);
      expect(offFamilies).toEqual(on.filter((f) => f !== family));
    });
  }
});
