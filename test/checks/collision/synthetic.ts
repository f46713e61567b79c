/**
 * A deterministic synthetic tool catalogue for the collision tests and bench/collision.mjs:
 * Zipf-distributed vocabulary (so some words are in most descriptions), boilerplate shared by all,
 * tool families with parallel schemas, and a few near-duplicates with a different input shape.
 */
export interface SyntheticTool {
  name: string;
  description: string;
  inputSchema: unknown;
}

export function syntheticTools(n: number, seed = 1): SyntheticTool[] {
  let state = seed >>> 0 || 1;
  const rand = () => {
    // xorshift32: fast, deterministic, good enough for test data
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
  const vocabulary = Array.from({ length: 5000 }, (_, i) => `term${i}`);
  const zipf = () => vocabulary[Math.min(vocabulary.length - 1, Math.floor(Math.exp(rand() * Math.log(vocabulary.length))) - 1)]!;
  const boilerplate = ['returns', 'records', 'workspace', 'results', 'paginated'];
  const obj = (properties: Record<string, unknown>) => ({ type: 'object', properties });
  const flat = (key: string) => obj({ [key]: { type: 'string' }, limit: { type: 'integer' } });
  const nested = (key: string) => obj({ filter: obj({ [key]: { type: 'string' } }) });

  const tools: SyntheticTool[] = [];
  for (let i = 0; i < n; i++) {
    const roll = rand();
    if (roll < 0.05 && tools.length > 0) {
      // near-duplicate of an earlier tool: one word swapped; half the time a diverging shape
      const base = tools[Math.floor(rand() * tools.length)]!;
      const words = base.description.split(' ');
      words[Math.floor(rand() * words.length)] = zipf();
      tools.push({ name: `dup_${i}`, description: words.join(' '), inputSchema: rand() < 0.5 ? nested('status') : base.inputSchema });
    } else if (roll < 0.25) {
      // a family member: one template per family, the noun and the id parameter vary in parallel
      const family = Math.floor(rand() * 50);
      const noun = `entity${i}`;
      tools.push({
        name: `list_${noun}`,
        description: `List ${noun} records in the workspace for family${family} with owner, status and label filters, paginated by cursor.`,
        inputSchema: obj({ cursor: { type: 'string' }, limit: { type: 'integer' }, [`family${family}_filter`]: { type: 'string' } }),
      });
    } else {
      const words = [...boilerplate.filter(() => rand() < 0.6)];
      const length = 8 + Math.floor(rand() * 12);
      while (words.length < length) words.push(zipf());
      tools.push({ name: `tool_${i}`, description: `${words.join(' ')}.`, inputSchema: rand() < 0.5 ? flat(zipf()) : nested(zipf()) });
    }
  }
  return tools;
}
