import { serializeCanonical, type LockedTool } from '../../snapshot/lockfile.js';
import { createLexicalScorer } from '../collision/scorer.js';

/** Description similarity at which a removed and an added tool with the same schema are one rename. */
const RENAME_SIMILARITY = 0.8;

export interface Rename {
  from: LockedTool;
  to: LockedTool;
  similarity: number;
}

/**
 * Pairs removed with added tools that share the input schema exactly and have near-identical
 * descriptions, best match first, each tool used once. Anything weaker stays a removal plus an
 * addition: a false rename would hide a real removal.
 */
export function pairRenames(removed: LockedTool[], added: LockedTool[]): Rename[] {
  const scorer = createLexicalScorer();
  const candidates: Rename[] = [];
  for (const from of removed) {
    const schema = serializeCanonical(from.inputSchema);
    for (const to of added) {
      if (serializeCanonical(to.inputSchema) !== schema) continue;
      const similarity = descriptionSimilarity(from, to, scorer.score.bind(scorer));
      if (similarity >= RENAME_SIMILARITY) candidates.push({ from, to, similarity });
    }
  }
  candidates.sort((a, b) => b.similarity - a.similarity || (a.from.name < b.from.name ? -1 : 1));
  const used = new Set<string>();
  const out: Rename[] = [];
  for (const c of candidates) {
    if (used.has(`-${c.from.name}`) || used.has(`+${c.to.name}`)) continue;
    used.add(`-${c.from.name}`);
    used.add(`+${c.to.name}`);
    out.push(c);
  }
  return out;
}

function descriptionSimilarity(a: LockedTool, b: LockedTool, score: (x: string, y: string) => number): number {
  if (a.description?.hash === b.description?.hash) return 1;
  const x = a.description?.text;
  const y = b.description?.text;
  return x !== undefined && y !== undefined ? score(x, y) : 0;
}
