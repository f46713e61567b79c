import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parse, stringify } from 'yaml';
import { UserError } from '../errors.js';
import { parseAccepted, type AcceptedEntry } from '../policy/accepted.js';
import { writeFileAtomic } from './lockfile-io.js';

const HEADER = [
  '# Accepted findings: known findings mcpward reports as accepted instead of failing the run.',
  '# Written by `mcpward accept`; commit it. Each entry is matched by its fingerprint (the SARIF',
  '# mcpwardFindingHash/v1); `expires` (YYYY-MM-DD) is the last day it holds. Delete an entry to',
  '# let its finding fail again. Never put secrets here: it holds fingerprints and reasons only.',
  '',
].join('\n');

/** Problems of an invalid file listed one by one; a file of 200,000 bad entries is named by a count past these. */
const MAX_PROBLEMS_SHOWN = 20;

/** The entries of the accepted-findings file; a missing file accepts nothing, an invalid one is exit 2. */
export async function readAccepted(path: string): Promise<AcceptedEntry[]> {
  if (!existsSync(path)) return [];
  let data: unknown;
  try {
    // The core schema keeps `2027-01-31` a string.
    data = parse(await readFile(path, 'utf8'), { prettyErrors: false });
  } catch (error) {
    throw new UserError('config', `Accepted findings file ${path} is not valid YAML: ${(error as Error).message}`);
  }
  const { entries, problems } = parseAccepted(data);
  if (problems.length > 0) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    const shown = problems.slice(0, MAX_PROBLEMS_SHOWN).map((problem) => `- ${problem}.`);
    if (problems.length > MAX_PROBLEMS_SHOWN) shown.push(`- … and ${problems.length - MAX_PROBLEMS_SHOWN} more.`);
    throw new UserError('config', [`Invalid accepted findings file ${path} (${count}):`, ...shown].join('\n'));
  }
  return entries;
}

/** Writes the file (atomically), each entry's text through `redact` so no secret can enter it. */
export async function writeAccepted(path: string, entries: readonly AcceptedEntry[], redact: (text: string) => string): Promise<void> {
  const body = stringify({ accepted: entries.map((entry) => ({ ...entry, subject: redact(entry.subject), reason: redact(entry.reason) })) }, { lineWidth: 0 });
  await writeFileAtomic(path, `${HEADER}${body}`);
}
