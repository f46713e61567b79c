import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layering rules of eslint.config.js bite: a forbidden import is reported, a permitted one is
 * not, and a cycle (type-only ones too) is found. Uses the repository's own config, not a copy.
 */
const ROOT = join(import.meta.dirname, '..', '..');
let eslint: ESLint;

async function lint(code: string, filePath: string): Promise<Array<{ ruleId: string | null; message: string }>> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

const ruleIds = (messages: Array<{ ruleId: string | null }>): Array<string | null> => messages.map((m) => m.ruleId);

let typed: ESLint;

beforeAll(() => {
  // Zone cases are linted as text at paths that do not exist, which TypeScript's project service
  // cannot type: that instance turns the type-aware rules off. Files on disk use the config as is.
  eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: {
      files: ['src/**/*.ts'],
      languageOptions: { parserOptions: { projectService: false } },
      rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off', '@typescript-eslint/await-thenable': 'off' },
    },
  });
  typed = new ESLint({ cwd: ROOT });
});

describe('import zones', () => {
  it('checks/ may not import the wire client', async () => {
    const messages = await lint("import { connect } from '../../client/connect.js';\nexport const c = connect;\n", 'src/checks/schema/probe.ts');
    expect(ruleIds(messages)).toEqual(['import-x/no-restricted-paths']);
    expect(messages[0]?.message).toContain('src/checks may import only');
  });

  it('report/ may not import cli/', async () => {
    const messages = await lint("import { main } from '../cli/main.js';\nexport const m = main;\n", 'src/report/x.ts');
    expect(ruleIds(messages)).toEqual(['import-x/no-restricted-paths']);
  });

  it('checks/ may import rules/', async () => {
    expect(await lint("import { ruleMeta } from '../../rules/index.js';\nexport const r = ruleMeta;\n", 'src/checks/schema/probe.ts')).toEqual([]);
  });

  it('checks/ may import config/schema.ts for types only', async () => {
    expect(await lint("import type { Config } from '../config/schema.js';\nexport type C = Config;\n", 'src/checks/probe.ts')).toEqual([]);
    const messages = await lint("import { configSchema } from '../config/schema.js';\nexport const s = configSchema;\n", 'src/checks/probe.ts');
    expect(ruleIds(messages)).toEqual(['@typescript-eslint/no-restricted-imports']);
  });
});

describe('cycles', () => {
  let dir: string;

  beforeAll(() => {
    // Real files, since a cycle needs two; inside src/ so that the src/ rules apply to them.
    dir = mkdtempSync(join(ROOT, 'src', '__layering-test-'));
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b.js';\nexport const a = (): number => b;\n");
    writeFileSync(join(dir, 'b.ts'), "import { a } from './a.js';\nexport const b = 1;\nexport const viaA = a;\n");
    writeFileSync(join(dir, 'c.ts'), "import type { D } from './d.js';\nexport type C = { d?: D };\n");
    writeFileSync(join(dir, 'd.ts'), "import type { C } from './c.js';\nexport type D = { c?: C };\n");
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('a runtime cycle is reported', async () => {
    const [result] = await typed.lintFiles([join(dir, 'a.ts')]);
    // layers/no-cycle alone: import-x/no-cycle, which found only runtime cycles, is gone.
    expect(ruleIds(result?.messages ?? [])).toEqual(['layers/no-cycle']);
    expect(result?.messages[0]?.message).toMatch(/a\.ts -> .*b\.ts -> .*a\.ts/);
  });

  it('a cycle of type-only imports is reported too', async () => {
    const [result] = await typed.lintFiles([join(dir, 'c.ts')]);
    expect(ruleIds(result?.messages ?? [])).toEqual(['layers/no-cycle']);
    expect(result?.messages[0]?.message).toMatch(/c\.ts -> .*d\.ts -> .*c\.ts/);
  });
});

describe('promise rules (type-aware) in src/', () => {
  let dir: string;

  beforeAll(() => {
    // A real file inside src/: the type-aware rules need it in the TypeScript project.
    dir = mkdtempSync(join(ROOT, 'src', '__promise-test-'));
    writeFileSync(
      join(dir, 'p.ts'),
      [
        'const later = async (): Promise<number> => 1;',
        'export function floating(): void {',
        '  later();',
        '}',
        'export function misused(items: number[]): number[] {',
        '  return items.filter(async () => true);',
        '}',
        'export async function notThenable(): Promise<number> {',
        '  return await 1;',
        '}',
        'export function meant(): void {',
        '  void later();',
        '}',
        '',
      ].join('\n'),
    );
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('a floating promise, a promise where a boolean is expected and await on a non-promise are reported; `void` is not', async () => {
    const [result] = await typed.lintFiles([join(dir, 'p.ts')]);
    expect((result?.messages ?? []).map((m) => [m.ruleId, m.line])).toEqual([
      ['@typescript-eslint/no-floating-promises', 3],
      ['@typescript-eslint/no-misused-promises', 6],
      ['@typescript-eslint/await-thenable', 9],
    ]);
  });
});
