import { describe, expect, it } from 'vitest';
import { CHECK_FAMILIES, COMMAND_FAMILIES } from '../../src/checks/index.js';
import { FAMILIES, type Family } from '../../src/model.js';
import { FAMILY_REGISTRY, familySpec, type FamilySpec } from '../../src/rules/families.js';
import { RULES, type RuleMeta } from '../../src/rules/index.js';
import { CASE_FAMILIES } from './cases/index.js';

/**
 * What a family is made of (docs/architecture.md, "Adding a family"): its registry entry with its
 * rules, a check module when a command runs it, a case file, and a switch or a declared `null`.
 * Given those parts as found, the files a family is missing; the registry's own compile-time
 * checks cover the rest (an entry per name in `FAMILIES`, a check module per family some command
 * runs).
 */
interface Parts {
  families: readonly string[];
  spec: (family: string) => Pick<FamilySpec, 'rules' | 'intro' | 'commands' | 'switch'> | undefined;
  /** The family every rule declares, by rule id, as the merged registry has it. */
  ruleFamilies: ReadonlyMap<string, string>;
  checkModules: readonly string[];
  caseFiles: readonly string[];
}

function recipeGaps(parts: Parts): string[] {
  const gaps: string[] = [];
  const declaredBy = new Map<string, string>();
  for (const family of parts.families) {
    const spec = parts.spec(family);
    if (!spec) {
      gaps.push(`${family}: no entry in src/rules/families.ts`);
      continue;
    }
    const ids = Object.keys(spec.rules);
    if (ids.length === 0) gaps.push(`${family}: no rules (src/rules/${family}.ts)`);
    for (const id of ids) {
      const other = declaredBy.get(id);
      if (other !== undefined) gaps.push(`${family}: rule ${id} is also declared by ${other}`);
      declaredBy.set(id, family);
      if (parts.ruleFamilies.get(id) !== family) gaps.push(`${family}: rule ${id} names family ${String(parts.ruleFamilies.get(id))}`);
    }
    if (spec.intro.trim().length === 0) gaps.push(`${family}: no docs/rules.md introduction`);
    const checked = parts.checkModules.includes(family);
    if (spec.commands.length > 0 && !checked) gaps.push(`${family}: no check module in CHECK_FAMILIES (src/checks/${family}/index.ts)`);
    if (spec.commands.length === 0 && checked) gaps.push(`${family}: a check module no command runs`);
    if (spec.switch !== null && !spec.switch.startsWith('checks.')) gaps.push(`${family}: switch ${spec.switch} is not under checks:`);
    if (!parts.caseFiles.includes(family)) gaps.push(`${family}: no test/rules/cases/${family}.ts`);
  }
  for (const file of parts.caseFiles) if (!parts.families.includes(file)) gaps.push(`test/rules/cases/${file}.ts: no such family`);
  for (const [id, family] of parts.ruleFamilies) if (!declaredBy.has(id)) gaps.push(`rule ${id} (${family}) is in no family's entry`);
  return gaps;
}

const ruleFamilies = new Map((Object.entries(RULES) as Array<[string, RuleMeta]>).map(([id, meta]) => [id, meta.family as string]));
const real: Parts = {
  families: FAMILIES,
  spec: (family) => (Object.prototype.hasOwnProperty.call(FAMILY_REGISTRY, family) ? familySpec(family as Family) : undefined),
  ruleFamilies,
  checkModules: CHECK_FAMILIES.map((f) => f.family),
  caseFiles: CASE_FAMILIES,
};

describe('the family registry', () => {
  it('every family has every part of the recipe, and nothing is left over', () => {
    expect(recipeGaps(real)).toEqual([]);
  });

  it('merges every family’s rules into RULES, each id once', () => {
    const total = FAMILIES.reduce((n, family) => n + Object.keys(familySpec(family).rules).length, 0);
    expect(Object.keys(RULES)).toHaveLength(total);
  });

  it('runs a family under exactly the commands its entry names', () => {
    for (const { family } of CHECK_FAMILIES) {
      const under = (Object.keys(COMMAND_FAMILIES) as Array<keyof typeof COMMAND_FAMILIES>).filter((command) => (COMMAND_FAMILIES[command] as readonly Family[]).includes(family));
      expect(under.sort(), family).toEqual([...familySpec(family).commands].sort());
    }
  });

  describe('a throwaway family, one part missing at a time', () => {
    // A name no real family takes, so the test holds whatever families are added.
    const name = '__throwaway';
    const rule = (family: string) => ({ family }) as unknown as RuleMeta;
    type Spec = NonNullable<ReturnType<Parts['spec']>>;
    const complete: Spec = { rules: { __throwaway_ok: rule(name) }, intro: 'Throwaways.', commands: ['run'], switch: `checks.${name}` };
    const withIt = (over: Partial<Parts>, spec: Spec = complete): Parts => ({
      families: [...FAMILIES, name],
      spec: (family) => (family === name ? spec : real.spec(family)),
      ruleFamilies: new Map([...ruleFamilies, ['__throwaway_ok', name]]),
      checkModules: [...real.checkModules, name],
      caseFiles: [...CASE_FAMILIES, name],
      ...over,
    });
    const orphanRule = `rule __throwaway_ok (${name}) is in no family's entry`;

    it('is complete with all of them', () => {
      expect(recipeGaps(withIt({}))).toEqual([]);
    });

    it('is caught without its registry entry', () => {
      expect(recipeGaps(withIt({ spec: real.spec }))).toEqual([`${name}: no entry in src/rules/families.ts`, orphanRule]);
    });

    it('is caught without rules, or with a rule of another family', () => {
      expect(recipeGaps(withIt({}, { ...complete, rules: {} }))).toEqual([`${name}: no rules (src/rules/${name}.ts)`, orphanRule]);
      expect(recipeGaps(withIt({}, { ...complete, rules: { __throwaway_ok: rule(name), tool_removed: rule('drift') } }))).toEqual([
        `${name}: rule tool_removed is also declared by drift`,
        `${name}: rule tool_removed names family drift`,
      ]);
    });

    it('is caught without its check module or its case file', () => {
      expect(recipeGaps(withIt({ checkModules: real.checkModules }))).toEqual([`${name}: no check module in CHECK_FAMILIES (src/checks/${name}/index.ts)`]);
      expect(recipeGaps(withIt({ caseFiles: CASE_FAMILIES }))).toEqual([`${name}: no test/rules/cases/${name}.ts`]);
    });

    it('is caught with a check module no command runs, or a switch outside checks:', () => {
      expect(recipeGaps(withIt({}, { ...complete, commands: [] }))).toEqual([`${name}: a check module no command runs`]);
      expect(recipeGaps(withIt({}, { ...complete, switch: name }))).toEqual([`${name}: switch ${name} is not under checks:`]);
    });

    it('is caught with a case file and no family', () => {
      expect(recipeGaps({ ...real, caseFiles: [...CASE_FAMILIES, name] })).toEqual([`test/rules/cases/${name}.ts: no such family`]);
    });
  });
});
