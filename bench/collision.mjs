#!/usr/bin/env node
// Collision lint at 500, 2,000 and 10,000 synthetic tools, against a baseline measured in the
// same run: the same lexical scorer over all n² pairs (at 500 and 2,000; at 10,000 it would take
// minutes). Reports ratios, not absolute limits. Node 20 cannot import TypeScript, so the module
// and the synthetic catalogue are compiled first with tsup (esbuild) into tmp/.
// Usage: node bench/collision.mjs [runs]
import { compileModules } from './compile.mjs';

const runs = Number(process.argv[2] ?? 5);

const modules = await compileModules('bench-collision', { collision: 'src/checks/collision/index.ts', synthetic: 'test/checks/collision/synthetic.ts' });
const { checkCollisions, createLexicalScorer } = modules.collision;
const { syntheticTools } = modules.synthetic;

const options = { enabled: true, threshold: 0.8, max_tools: Number.MAX_SAFE_INTEGER, fail: false };

function snapshotOf(tools) {
  return { tools: tools.map((raw, index) => ({ index, page: 0, raw, key: raw.name, sdkIssues: [] })) };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Median wall time of `runs` runs; a fresh scorer each run so no cache carries over. */
function time(fn, n) {
  const samples = [];
  let result;
  for (let i = 0; i < n; i++) {
    const start = process.hrtime.bigint();
    result = fn();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return { ms: median(samples), result };
}

// The same scorer the lint builds (words weighed by rarity among these descriptions), minus its index.
const naive = (tools) => {
  const lexical = createLexicalScorer(tools.map((t) => t.description));
  return { score: (a, b) => lexical.score(a, b) }; // no candidates(): every pair is scored
};

/** Colliding pairs found (the report caps how many it lists, and says how many there were). */
const collisionsIn = (findings) =>
  findings.find((f) => f.args.reason === 'max_pairs')?.args.found ??
  findings.filter((f) => f.rule === 'description_collision' && f.status !== 'pass').length;

const candidatePairs = (tools) => {
  let count = 0;
  const texts = tools.map((t) => t.description);
  createLexicalScorer(texts).candidates(texts, options.threshold, () => {
    count++;
  });
  return count;
};

console.log(`collision lint, threshold ${options.threshold}, median of ${runs} runs (node ${process.version})`);
console.log('tools    indexed ms  pairs compared   collisions   naive n² ms   naive / indexed');
// "pairs compared": candidates from the index, against n·(n−1)/2 for the naive baseline.
for (const n of [500, 2000, 10000]) {
  const tools = syntheticTools(n, 42);
  const snapshot = snapshotOf(tools);
  checkCollisions(snapshot, options); // warm-up (JIT)
  const indexed = time(() => checkCollisions(snapshot, options), runs);
  const collisions = collisionsIn(indexed.result);
  const compared = candidatePairs(tools);
  let baseline = '—';
  let ratio = '—';
  if (n <= 2000) {
    const pairwise = time(() => checkCollisions(snapshot, options, naive(tools)), Math.min(runs, 3));
    if (collisionsIn(pairwise.result) !== collisions) throw new Error(`indexed and pairwise disagree at ${n} tools`);
    baseline = pairwise.ms.toFixed(1);
    ratio = `${(pairwise.ms / indexed.ms).toFixed(1)}×`;
  }
  console.log(
    `${String(n).padStart(5)}  ${indexed.ms.toFixed(1).padStart(11)}  ${String(compared).padStart(14)}  ${String(collisions).padStart(11)}  ${baseline.padStart(12)}  ${ratio.padStart(16)}`,
  );
}

// Worst case for any lexical index: every tool has the same description, so every pair is a real
// candidate. The lint stops after MAX_COMPARED pairs and says so in a warning finding.
const same = Array.from({ length: 10000 }, (_, i) => ({
  name: `tool_${i}`,
  description: 'Returns the records of the workspace for this account.',
  inputSchema: { type: 'object', properties: { [`p${i % 7}`]: { type: 'string' } } },
}));
const worst = time(() => checkCollisions(snapshotOf(same), options), Math.min(runs, 3));
const cap = worst.result.find((f) => f.rule === 'collision_lint_incomplete');
console.log(`10000 tools sharing one description: ${worst.ms.toFixed(1)} ms, stopped after ${cap?.args.compared} pairs (${cap?.args.reason})`);
