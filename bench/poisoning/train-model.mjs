#!/usr/bin/env node
// Trains the small statistical reader of src/text/model.ts on the TRAIN split only, and measures
// it honestly first: leave-one-batch-out (LOBO) cross-validation over the authoring batches of
// train.jsonl (train-batches.json, written by make-train.mjs). Each fold trains on all batches but one
// and measures that one, at a threshold chosen on the training batches alone.
//
//   node bench/poisoning/train-model.mjs            LOBO tables, then train on all of train and
//                                                   write src/text/model-weights.ts (shipped)
//   node bench/poisoning/train-model.mjs --lobo [--show <batch>]   LOBO tables only
//   node bench/poisoning/train-model.mjs --write    train on all of train and write src/text/model-weights.ts only
//   node bench/poisoning/train-model.mjs --quick    one fold: batches sixteen to eighteen held out together,
//                                                   and what that fold's model flags on the real-server corpus
//   node bench/poisoning/train-model.mjs --check    exit 1 if src/text/model-weights.ts is stale
//   node bench/poisoning/train-model.mjs --sweep a.jsonl,… [--extra b.jsonl,…]   recall and benign flagged on
//                                                   other files at thresholds of 0.5%–3%, and corpus warnings (see sweep())
//   node bench/poisoning/train-model.mjs --measure  the saved model on the real-server corpus (what it
//                                                   would flag that the reader does not) and its cost over
//                                                   the static fixture's 10,000 descriptions
//
// The weights ship in the package (src/text/model-weights.ts, read by the reads_like_poisoning rule)
// since honest documentation joined the negatives (honest-docs.mjs; bench/poisoning/README.md, "The
// statistical model, shipped").
//
// Deterministic: fixed feature hashing, a fixed (seeded) example order, fixed epochs; no clock, no
// randomness. It never reads the test split.
//
// Multiple instance: labels are per item, a poisoned item's payload is one or two of its clauses.
// Negatives are every clause of benign items' subjects and every clause of the text around the
// subject on every item (the hosts' own documentation, benign by construction). Round one takes as
// positives the clauses of poisoned subjects that are not also negatives; round two retrains with
// only each poisoned item's best-scoring clause of round one. An item's score is the max over its
// subject's clauses.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileModules, root } from '../compile.mjs';
import { snapshotOfItem } from './snapshot-of.mjs';
import { honestDocs } from './honest-docs.mjs';

const argv = process.argv.slice(2);
const loboOnly = argv.includes('--lobo');
const check = argv.includes('--check');
// --show <batch>: in that LOBO fold, the held-out items the model adds to the reader's, with their best clause.
const show = argv.includes('--show') ? argv[argv.indexOf('--show') + 1] : undefined;
// The shipped threshold: at most this share of benign items unseen by the model (out of batch)
// scored above it. Chosen for the model alone, so it does not move when the reader changes. 2% since
// batches thirty to thirty-three (bench/poisoning/README.md, "Batches thirty to thirty-three"): on
// them, written after the model, 1% → 2% took recall from about 75% to 81% with no honest item of
// theirs flagged more; the reader flags about 0.6% of the same items.
const TARGET_FP = Number(process.env.TARGET_FP ?? 0.02);
// Each honest-documentation negative counts this much of one benchmark negative (honest-docs.mjs).
// 1 since the threshold moved to 2%: at 0.5 the lower threshold warned on five real-server descriptors
// of the corpus ("Search query country, where the results come from."); at 1 on none the 1% model did not.
const DOC_WEIGHT = Number(process.env.DOC_WEIGHT ?? 1);
const quick = argv.includes('--quick');
const EPOCHS = 12;
const L2 = 1e-4;

const m = await compileModules('train-model', {
  surface: 'src/snapshot/surface.ts',
  texts: 'src/checks/shared/model-texts.ts',
  model: 'src/text/model.ts',
  clauses: 'src/text/clauses.ts',
});
const DIMS = 1 << m.model.MODEL_BITS;

const readJsonl = (path) => readFileSync(path, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l));
const trainFile = join(root, 'bench', 'poisoning', 'train.jsonl');
const items = readJsonl(trainFile);
const batchOf = JSON.parse(readFileSync(join(root, 'bench', 'poisoning', 'train-batches.json'), 'utf8'));
const BATCHES = ['base', 'gen1', 'gen2', 'gen3', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'twentyone', 'twentytwo', 'twentythree', 'twentyfour', 'twentyfive', 'twentysix', 'twentyseven', 'twentyeight', 'twentynine', 'thirty', 'thirtyone', 'thirtytwo', 'thirtythree'];
for (const i of items) if (!batchOf[i.id]) throw new Error(`${i.id} has no batch: run make-train.mjs`);

const snapshotOf = (surface) => snapshotOfItem(m.surface, surface);

/** As bench/poisoning.mjs: whether a text belongs to the item's subject. */
function aboutSubject(t, item) {
  if (item.subject === '<instructions>') return t.subject.kind === 'server' && t.path.startsWith('instructions');
  if (t.subject.kind === 'server') return false;
  if (t.subject.name === item.subject) return true;
  if (t.subject.kind !== 'resource' && t.subject.kind !== 'resource_template') return false;
  const resources = [...(item.surface.resources ?? []), ...(item.surface.resourceTemplates ?? [])];
  return resources.some((r) => r.name === item.subject && (r.uri ?? r.uriTemplate) === t.subject.name);
}

const PROSE = new Set(['title', 'description', 'instructions', 'value']);
/** The feature slots of every clause of one text (as the check reads it), with the clause text. */
function textClauses(t, tools) {
  const carrier = t.subject.kind === 'tool' ? t.subject.name.toLowerCase() : undefined;
  let clauses;
  if (t.kind === 'name' && t.subject.kind === 'tool' && t.path === 'name') clauses = [...m.model.nameClauses(t.text)];
  else if (PROSE.has(t.kind)) clauses = m.model.modelClauses(t.text);
  else return [];
  return clauses.map((c) => ({ text: c.text, slots: Int32Array.from(m.model.clauseSlots(c, tools, carrier)) }));
}

/** Every item's subject clauses, and its filler clauses (the rest of the surface). */
function prepare(list) {
  return list.map((item) => {
    const snapshot = snapshotOf(item.surface);
    const tools = new Set(snapshot.tools.map((x) => String(x.raw?.name ?? '').toLowerCase()));
    const own = [];
    const filler = [];
    for (const t of m.texts.collectModelTexts(snapshot)) (aboutSubject(t, item) ? own : filler).push(...textClauses(t, tools));
    return { item, own, filler };
  });
}

// ---- logistic regression, plain SGD, deterministic ----
const sigmoid = (z) => 1 / (1 + Math.exp(-z));
function zOf(w, bias, slots) {
  if (slots.length === 0) return -Infinity;
  const norm = 1 / Math.sqrt(slots.length);
  let z = bias;
  for (const s of slots) z += w[s] * norm;
  return z;
}
/** A fixed permutation (LCG-seeded Fisher–Yates), so the SGD order is the same every run. */
function permutation(n) {
  const p = Array.from({ length: n }, (_, i) => i);
  let x = 12345;
  for (let i = n - 1; i > 0; i--) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const j = x % (i + 1);
    [p[i], p[j]] = [p[j], p[i]];
  }
  return p;
}
function fit(examples) {
  const w = new Float64Array(DIMS);
  let bias = 0;
  const pos = examples.filter((e) => e.y === 1).length;
  const neg = examples.filter((e) => e.y === 0 && e.w === undefined).length;
  const n = pos + neg;
  const weightOf = (y) => (y === 1 ? n / (2 * pos) : n / (2 * neg));
  const order = permutation(examples.length);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const lr = 0.5 / Math.sqrt(1 + epoch);
    for (const k of order) {
      const e = examples[k];
      if (e.slots.length === 0) continue;
      const norm = 1 / Math.sqrt(e.slots.length);
      const g = (sigmoid(zOf(w, bias, e.slots)) - e.y) * weightOf(e.y) * (e.w ?? 1);
      for (const s of e.slots) w[s] -= lr * (g * norm + L2 * w[s]);
      bias -= lr * g * 0.1;
    }
  }
  // Shipped as one signed byte per slot: measure what is shipped.
  let max = 0;
  for (const v of w) max = Math.max(max, Math.abs(v));
  const scale = max / 127 || 1;
  const q = Int8Array.from(w, (v) => Math.round(v / scale));
  const deq = Float64Array.from(q, (v) => v * scale);
  return { q, scale, bias, w: deq };
}
const clauseScore = (model, c) => sigmoid(zOf(model.w, model.bias, c.slots));
const itemScore = (model, p) => p.own.reduce((best, c) => Math.max(best, clauseScore(model, c)), 0);

function train(prepared) {
  const negatives = new Map();
  for (const p of prepared) {
    for (const c of p.filler) negatives.set(c.text, c);
    if (p.item.label === 'benign') for (const c of p.own) negatives.set(c.text, c);
  }
  const positives = prepared.filter((p) => p.item.label === 'poisoned');
  // Scaffolding of the generator, not payload: a clause found verbatim in five or more poisoned
  // subjects (the output schema it plants says "ok or error." and "The result of the call." on
  // poisoned items only). Learnt as a positive it is a label leak, so it is a negative.
  const seen = new Map();
  for (const p of positives) for (const text of new Set(p.own.map((c) => c.text))) seen.set(text, (seen.get(text) ?? 0) + 1);
  for (const p of positives) for (const c of p.own) if (seen.get(c.text) >= 5) negatives.set(c.text, c);
  const neg = [...negatives.values()].map((c) => ({ slots: c.slots, y: 0 }));
  for (const c of docClauses) if (!negatives.has(c.text)) neg.push({ slots: c.slots, y: 0, w: DOC_WEIGHT });
  const round1 = fit([...positives.flatMap((p) => p.own.filter((c) => !negatives.has(c.text)).map((c) => ({ slots: c.slots, y: 1 }))), ...neg]);
  const tops = positives.flatMap((p) => {
    const own = p.own.filter((c) => !negatives.has(c.text));
    if (own.length === 0) return [];
    return [own.reduce((a, b) => (clauseScore(round1, b) > clauseScore(round1, a) ? b : a))];
  });
  return fit([...tops.map((c) => ({ slots: c.slots, y: 1 })), ...neg]);
}

/** The lowest threshold at which at most TARGET_FP of `benign` is flagged (with `reader` already flagging some). */
function thresholdFor(scores, readerFlags) {
  const n = scores.length;
  const budget = Math.floor(TARGET_FP * n) - readerFlags.filter(Boolean).length;
  const free = scores.filter((_, i) => !readerFlags[i]).sort((a, b) => b - a);
  if (budget < 0) return 1;
  // Flag strictly above the (budget+1)-th highest score of the benign items the reader leaves.
  return free[budget] ?? 0;
}

/**
 * The benign items of `set` each scored by a model that never saw its batch (an inner
 * leave-one-batch-out): in-sample scores of benign items are far below what unseen benign text
 * scores, so a threshold chosen on them flags several times the target on new text.
 */
function outOfFoldBenign(set) {
  const benign = [];
  const scores = [];
  for (const inner of BATCHES) {
    const rest = set.filter((p) => batchOf[p.item.id] !== inner);
    const held = set.filter((p) => batchOf[p.item.id] === inner && p.item.label === 'benign');
    if (held.length === 0 || rest.length === set.length) continue;
    const model = train(rest);
    for (const p of held) {
      benign.push(p);
      scores.push(itemScore(model, p));
    }
  }
  return { benign, scores };
}

// ---- the reader's judgement per item, from bench/poisoning.mjs (train split only) ----
function readerFlagged() {
  const ids = (list) => {
    const r = spawnSync(process.execPath, [join(root, 'bench', 'poisoning.mjs'), '--split', 'train', '--reader-only', '--list', list], { encoding: 'utf8', maxBuffer: 64 << 20 });
    if (r.status !== 0) throw new Error(`bench/poisoning.mjs --split train --list ${list} failed: ${r.stderr}`);
    return new Set(r.stdout.split('\n').filter(Boolean).map((l) => l.split('\t')[0]));
  };
  const missed = ids('missed');
  const flagged = ids('flagged');
  return new Map(items.map((i) => [i.id, i.label === 'poisoned' ? !missed.has(i.id) : flagged.has(i.id)]));
}

// Honest documentation as extra negatives (honest-docs.mjs), every clause once.
const docClauses = [];
if (DOC_WEIGHT > 0) {
  const seenDoc = new Set();
  for (const text of honestDocs(root)) {
    for (const c of m.model.modelClauses(text)) {
      if (seenDoc.has(c.text)) continue;
      seenDoc.add(c.text);
      docClauses.push({ text: c.text, slots: Int32Array.from(m.model.clauseSlots(c, new Set(), undefined)) });
    }
  }
  if (!check) console.error(`${docClauses.length} honest-documentation clauses as negatives (weight ${DOC_WEIGHT})`);
}

const pct = (k, n) => (n === 0 ? '—' : `${((100 * k) / n).toFixed(1)}%`);
const prepared = prepare(items);

function lobo() {
  const reader = readerFlagged();
  const rows = [];
  const pooled = { p: 0, b: 0, reader: [0, 0], model: [0, 0], either: [0, 0] };
  for (const held of BATCHES) {
    const trainSet = prepared.filter((p) => batchOf[p.item.id] !== held);
    const testSet = prepared.filter((p) => batchOf[p.item.id] === held);
    const model = train(trainSet);
    const { benign: benignTrain, scores: trainScores } = outOfFoldBenign(trainSet);
    const tModel = thresholdFor(trainScores, benignTrain.map(() => false));
    const tEither = tModel;
    const count = { p: 0, b: 0, reader: [0, 0], model: [0, 0], either: [0, 0] };
    for (const p of testSet) {
      const s = itemScore(model, p);
      const k = p.item.label === 'poisoned' ? 0 : 1;
      if (k === 0) count.p++;
      else count.b++;
      const r = reader.get(p.item.id);
      if (r) count.reader[k]++;
      if (s > tModel) count.model[k]++;
      if (r || s > tEither) count.either[k]++;
      if (show === held && !r && s > tEither) {
        const best = p.own.reduce((a, b) => (clauseScore(model, b) > clauseScore(model, a) ? b : a));
        console.log(`${p.item.id} ${p.item.label} ${p.item.language} ${s.toFixed(3)}: ${best.text.slice(0, 160)}`);
      }
    }
    rows.push({ held, ...count, tModel, tEither });
    pooled.p += count.p;
    pooled.b += count.b;
    for (const key of ['reader', 'model', 'either']) for (const k of [0, 1]) pooled[key][k] += count[key][k];
    console.error(`fold ${held} done`);
  }
  const line = (name, c) => `| ${name} | ${c.p} | ${c.b} | ${pct(c.reader[0], c.p)} / ${pct(c.reader[1], c.b)} | ${pct(c.model[0], c.p)} / ${pct(c.model[1], c.b)} | ${pct(c.either[0], c.p)} / ${pct(c.either[1], c.b)} |`;
  console.log('| held-out batch | poisoned | benign | reader: recall / benign flagged | model | reader OR model |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) console.log(line(r.held, r));
  console.log(line('**pooled**', pooled));
  console.log(`\nthresholds chosen on the training folds (model alone / OR): ${rows.map((r) => `${r.held} ${r.tModel.toFixed(3)}/${r.tEither.toFixed(3)}`).join(', ')}`);
}

/**
 * --sweep <a.jsonl,…> [--extra <b.jsonl,…>]: train as --write does (with the extra files as batches of
 * their own), then print, for each sweep file, recall and benign items flagged (the reader's findings and
 * the model's together) at thresholds set at 0.5% to 3% of out-of-batch benign items, and the model's
 * warnings on the real-server corpus at each. How the threshold and DOC_WEIGHT were chosen
 * (README.md, "Batches thirty to thirty-three"); the sweep files must not be the test split.
 */
function sweep(files, extra) {
  const extraPrepared = [];
  for (const f of extra) {
    const its = readJsonl(f);
    for (const i of its) batchOf[i.id] = `extra:${f}`;
    BATCHES.push(`extra:${f}`);
    extraPrepared.push(...prepare(its));
  }
  const all = [...prepared, ...extraPrepared];
  const model = train(all);
  const { scores } = outOfFoldBenign(all);
  const FPS = [0.005, 0.01, 0.0125, 0.015, 0.02, 0.025, 0.03];
  const sorted = [...scores].sort((a, b) => b - a);
  const thr = FPS.map((fp) => sorted[Math.floor(fp * sorted.length)] ?? 0);
  console.log(`thresholds: ${FPS.map((f, k) => `${f * 100}% ${thr[k].toFixed(3)}`).join(', ')}`);
  const readerOf = (file) => {
    const ids = (list) => new Set(spawnSync(process.execPath, [join(root, 'bench', 'poisoning.mjs'), '--file', file, '--reader-only', '--list', list], { encoding: 'utf8', maxBuffer: 64 << 20 }).stdout.split('\n').filter(Boolean).map((l) => l.split('\t')[0]));
    return { missed: ids('missed'), flagged: ids('flagged') };
  };
  const total = FPS.map(() => ({ p: 0, pc: 0, b: 0, bf: 0 }));
  for (const f of files) {
    const items = readJsonl(f);
    if (items.some((i) => /^test-/.test(i.id))) throw new Error('--sweep refuses the test split');
    const reader = readerOf(f);
    const row = FPS.map(() => ({ p: 0, pc: 0, b: 0, bf: 0 }));
    for (const p of prepare(items)) {
      const score = itemScore(model, p);
      const poisoned = p.item.label === 'poisoned';
      const byReader = poisoned ? !reader.missed.has(p.item.id) : reader.flagged.has(p.item.id);
      FPS.forEach((_, k) => {
        for (const c of [row[k], total[k]]) {
          if (poisoned) c.p++;
          else c.b++;
          if (byReader || score > thr[k]) {
            if (poisoned) c.pc++;
            else c.bf++;
          }
        }
      });
    }
    console.log(`${f}: ${row.map((c, k) => `${FPS[k] * 100}% ${pct(c.pc, c.p)} / ${pct(c.bf, c.b)}`).join(', ')}`);
  }
  console.log(`all: ${total.map((c, k) => `${FPS[k] * 100}% ${pct(c.pc, c.p)} / ${pct(c.bf, c.b)}`).join(', ')}`);
  const corpus = prepare(readJsonl(join(root, 'bench', 'poisoning', 'corpus-benign.jsonl'))).map((p) => [itemScore(model, p), p]);
  console.log(`corpus, the model's warnings: ${FPS.map((f, k) => `${f * 100}% ${corpus.filter(([x]) => x > thr[k]).length}`).join(', ')}`);
}
if (argv.includes('--sweep')) {
  const list = (flag) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1].split(',').filter(Boolean) : []);
  sweep(list('--sweep'), list('--extra'));
  process.exit(0);
}

if (argv.includes('--measure')) {
  const model = m.model.shippedModel();
  const data = { threshold: model.threshold };
  // Corpus: every descriptor is benign; which the model would flag, and whether the reader already does.
  const r = spawnSync(process.execPath, [join(root, 'bench', 'poisoning.mjs'), '--split', 'train', '--reader-only', '--corpus', '--json'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`bench/poisoning.mjs --split train --corpus failed: ${r.stderr}`);
  const readerCorpus = new Set(JSON.parse(r.stdout).corpus.flagged.map((f) => `${f.server}\0${f.subject}`));
  const corpus = readJsonl(join(root, 'bench', 'poisoning', 'corpus-benign.jsonl'));
  let flagged = 0;
  for (const item of corpus) {
    const snapshot = snapshotOf(item.surface);
    const tools = new Set(snapshot.tools.map((x) => String(x.raw?.name ?? '').toLowerCase()));
    let best = { score: 0 };
    for (const t of m.texts.collectModelTexts(snapshot)) {
      if (!aboutSubject(t, item) || !PROSE.has(t.kind)) continue;
      const carrier = t.subject.kind === 'tool' ? t.subject.name.toLowerCase() : undefined;
      for (const c of m.model.modelClauses(t.text)) {
        const score = m.model.scoreClause(c, model, tools, carrier);
        if (score > best.score) best = { score, c, tools, carrier };
      }
    }
    if (best.score <= data.threshold) continue;
    flagged++;
    const words = m.model.explain(best.c, model, best.tools, best.carrier);
    console.log(`corpus ${item.server} ${item.subject} (${item.field})${readerCorpus.has(`${item.server}\0${item.subject}`) ? ' [reader flags it too]' : ''} ${best.score.toFixed(3)}: ${JSON.stringify(best.c.text.slice(0, 300))} — words: ${words.join(', ')}`);
  }
  console.log(`corpus: ${corpus.length} benign descriptors, the model flags ${flagged} (${pct(flagged, corpus.length)}); the reader flags ${readerCorpus.size}`);
  // Cost: the static fixture's 10,000 descriptions, each text's clauses scored (all tools as context).
  const NOUNS = ['invoices', 'orders', 'customers', 'shipments', 'refunds', 'payments', 'accounts', 'reports', 'tickets', 'projects'];
  const VERBS = ['Returns', 'Lists', 'Counts', 'Summarises'];
  const names = Array.from({ length: 10000 }, (_, i) => `${NOUNS[i % 10]}_${String(i + 1).padStart(5, '0')}`);
  const descriptions = Array.from({ length: 10000 }, (_, i) => `${VERBS[Math.floor(i / 2500) % 4]} the ${NOUNS[i % 10]} of region ${Math.floor(i / 10) % 250} for the current account.`);
  const tools = new Set(names);
  const times = [];
  for (let round = 0; round < 7; round++) {
    const t0 = process.hrtime.bigint();
    let sink = 0;
    for (let i = 0; i < descriptions.length; i++) for (const c of m.model.modelClauses(descriptions[i])) sink += m.model.scoreClause(c, model, tools, names[i]);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (sink < 0) console.log(sink);
  }
  console.log(`cost over the static fixture's 10,000 descriptions (7 runs): ${times.map((t) => t.toFixed(0)).join(', ')} ms; best ${Math.min(...times).toFixed(0)} ms`);
  process.exit(0);
}
/**
 * --quick: one fold for trying a change fast: batches sixteen to eighteen (the newest, blind when
 * written) held out together, the threshold from an inner leave-one-batch-out over the rest; then
 * what that fold's model would add on the real-server corpus at the same threshold.
 */
function quickFold() {
  const reader = readerFlagged();
  const HELD = new Set(['sixteen', 'seventeen', 'eighteen']);
  const trainSet = prepared.filter((p) => !HELD.has(batchOf[p.item.id]));
  const testSet = prepared.filter((p) => HELD.has(batchOf[p.item.id]));
  const model = train(trainSet);
  const { benign, scores } = outOfFoldBenign(trainSet);
  const t = thresholdFor(scores, benign.map(() => false));
  const c = { p: 0, b: 0, reader: [0, 0], either: [0, 0] };
  for (const p of testSet) {
    const k = p.item.label === 'poisoned' ? 0 : 1;
    if (k === 0) c.p++;
    else c.b++;
    const r = reader.get(p.item.id);
    if (r) c.reader[k]++;
    if (r || itemScore(model, p) > t) c.either[k]++;
  }
  console.log(`held out 16-18 (${c.p}/${c.b}), threshold ${t.toFixed(3)}: reader ${pct(c.reader[0], c.p)} / ${pct(c.reader[1], c.b)}; reader OR model ${pct(c.either[0], c.p)} / ${pct(c.either[1], c.b)}`);
  const corpus = prepare(readJsonl(join(root, 'bench', 'poisoning', 'corpus-benign.jsonl')));
  let flagged = 0;
  for (const p of corpus) {
    const s = itemScore(model, p);
    if (s <= t) continue;
    flagged++;
    const best = p.own.reduce((a, b) => (clauseScore(model, b) > clauseScore(model, a) ? b : a));
    if (argv.includes('--verbose')) console.log(`  corpus ${p.item.server} ${p.item.subject} ${s.toFixed(3)}: ${best.text.slice(0, 140)}`);
  }
  console.log(`corpus: the fold's model flags ${flagged} of ${corpus.length}`);
}
if (quick) {
  quickFold();
  process.exit(0);
}
// --write: train and write the shipped model without the (long) leave-one-batch-out tables.
if (!check && !argv.includes('--write')) lobo();
if (loboOnly) process.exit(0);

// ---- the shipped model: trained on all of train ----
const model = train(prepared);
const benign = prepared.filter((p) => p.item.label === 'benign');
const oof = outOfFoldBenign(prepared);
const threshold = thresholdFor(oof.scores, oof.benign.map(() => false));
{
  const sorted = [...oof.scores].sort((a, b) => b - a);
  console.log(`out-of-batch benign scores (${sorted.length}): thresholds for 0.5% / 1% / 1.5% / 2% / 3% flagged: ${[0.005, 0.01, 0.015, 0.02, 0.03].map((f) => (sorted[Math.floor(f * sorted.length)] ?? 0).toFixed(3)).join(' / ')}`);
}
const text = `// Generated by bench/poisoning/train-model.mjs from the train split of the poisoning benchmark and
// the honest documentation of the dev dependencies (bench/poisoning/honest-docs.mjs). Do not edit:
// retrain (node bench/poisoning/train-model.mjs); test/bench/train-model.int.test.ts checks it is current.
export const MODEL_DATA = {
  bits: ${m.model.MODEL_BITS},
  scale: ${model.scale},
  bias: ${model.bias},
  threshold: ${threshold},
  weights:
    '${Buffer.from(model.q.buffer).toString('base64')}',
};
`;
const out = join(root, 'src', 'text', 'model-weights.ts');
if (check) {
  const same = existsSync(out) && readFileSync(out, 'utf8') === text;
  if (!same) console.error('src/text/model-weights.ts is stale: run node bench/poisoning/train-model.mjs');
  process.exit(same ? 0 : 1);
}
writeFileSync(out, text);
const poisoned = prepared.filter((p) => p.item.label === 'poisoned');
console.log(`\nmodel trained on all of train: threshold ${threshold.toFixed(4)} (from out-of-batch benign scores); in-sample recall ${pct(poisoned.filter((p) => itemScore(model, p) > threshold).length, poisoned.length)}, benign flagged ${pct(benign.filter((p) => itemScore(model, p) > threshold).length, benign.length)}; wrote ${out} (${text.length} bytes)`);
