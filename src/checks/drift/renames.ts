import { serializeCanonical, type LockedTool } from '../../snapshot/lockfile.js';
import { createLexicalScorer } from '../collision/scorer.js';

/** Description similarity at which a removed and an added tool with the same schema are one rename. */
const RENAME_SIMILARITY = 0.8;

export interface Rename {
  from: LockedTool;
  to: LockedTool;
  similarity: number;
  /** What besides the input schema says it is the same tool: the same title, or a near-identical description. */
  by: 'title' | 'description';
}

/**
 * Pairs removed with added tools that share the input schema exactly and either the same title (the
 * tool's own or its annotations' one, not empty) or near-identical descriptions, best match first,
 * each tool used once. A title is a human's name for the tool, so the same title over the same
 * schema is the same tool under a new name even when its description was rewritten. Anything
 * weaker stays a removal plus an addition: a false rename would hide a real removal.
 */
export function pairRenames(removed: LockedTool[], added: LockedTool[]): Rename[] {
  const scorer = createLexicalScorer();
  const candidates: Rename[] = [];
  for (const from of removed) {
    const schema = serializeCanonical(from.inputSchema);
    for (const to of added) {
      if (serializeCanonical(to.inputSchema) !== schema) continue;
      const similarity = descriptionSimilarity(from, to, scorer.score.bind(scorer));
      if (sameTitle(from, to)) candidates.push({ from, to, similarity, by: 'title' });
      else if (similarity >= RENAME_SIMILARITY) candidates.push({ from, to, similarity, by: 'description' });
    }
  }
  // A shared title is a human's name for the tool: it outranks any description match.
  const strength = (c: Rename) => (c.by === 'title' ? 2 : 1);
  candidates.sort((a, b) => strength(b) - strength(a) || b.similarity - a.similarity || (a.from.name < b.from.name ? -1 : 1));
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

function titleOf(tool: LockedTool): string | undefined {
  const title = tool.title ?? tool.annotations?.title;
  return title !== undefined && title.trim() !== '' ? title : undefined;
}

function sameTitle(a: LockedTool, b: LockedTool): boolean {
  const t = titleOf(a);
  return t !== undefined && t === titleOf(b);
}
