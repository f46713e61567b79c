/**
 * Every family's rule cases, merged: the book the meta-tests hold against the registry. Each
 * `<family>.ts` in this folder is found by reading the folder, so a new family's case file needs no
 * line here; it exports its book as `<family>Cases`.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CaseBook } from '../tester.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));

/** The families that have a case file, by file name (test/rules/families.test.ts holds the registry to it). */
export const CASE_FAMILIES: readonly string[] = readdirSync(HERE)
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();

async function load(family: string): Promise<CaseBook> {
  // By path: the file names are read at run time, so the bundler has nothing to resolve ahead.
  const module = (await import(/* @vite-ignore */ join(HERE, `${family}.ts`))) as Record<string, unknown>;
  const book = module[`${family}Cases`];
  if (typeof book !== 'object' || book === null) throw new Error(`test/rules/cases/${family}.ts exports no \`${family}Cases\` book`);
  return book as CaseBook;
}

const books = await Promise.all(CASE_FAMILIES.map(async (family) => [family, await load(family)] as const));

function merge(): CaseBook {
  const book: CaseBook = {};
  const owner = new Map<string, string>();
  for (const [family, own] of books) {
    for (const [rule, cases] of Object.entries(own)) {
      // Two files giving cases for one rule would silently drop one file's cases.
      if (owner.has(rule)) throw new Error(`rule ${rule} has cases in both ${owner.get(rule)}.ts and ${family}.ts`);
      owner.set(rule, family);
      (book as Record<string, unknown>)[rule] = cases;
    }
  }
  return book;
}

export const BOOK: CaseBook = merge();
