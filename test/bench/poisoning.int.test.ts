import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/servers.js';

/**
 * The labelled poisoning benchmark (bench/poisoning/README.md) holds to its format: every item's
 * labels are in the shared vocabulary, its subject is in its surface and carries its field, each
 * split covers what the issue asks of it, and no item is in both splits. The test split is read
 * only by this check and by bench/poisoning.mjs, never tuned on. POISON_TEST_FILE checks a test
 * split kept elsewhere (its author's worktree) before it is merged.
 */

const dir = join(repoRoot, 'bench', 'poisoning');
const PARADIGMS = ['explicit_function_hijacking', 'implicit_function_hijacking', 'implicit_parameter_tampering'];
const RISKS = ['privacy_leakage', 'credential_theft', 'message_hijacking', 'financial_loss', 'infrastructure_damage', 'data_tampering', 'remote_code_execution', 'sabotage'];
const FIELDS = ['name', 'title', 'description', 'parameter_description', 'annotations', 'output_schema', 'server_instructions', 'prompt_description', 'resource_description'];
const ENCODINGS = ['none', 'base64', 'url', 'html_comment', 'unicode_tags', 'zero_width', 'bidi'];
const FRAMINGS = ['plain', 'polite', 'bureaucratic', 'authority', 'fake_system', 'conditional', 'tag', 'documentation'];
/** What each split must cover (issue 24: 400 + 400 over both; each split at least 250 + 250). */
const MIN_PER_LABEL = 250;
const MIN_LANGUAGES = 6;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };
interface Item {
  id: string;
  label: string;
  paradigm: string | null;
  risk: string | null;
  field: string;
  language: string;
  encoding: string;
  framing: string;
  surface: { instructions?: string; tools: Obj[]; prompts?: Obj[]; resources?: Obj[]; resourceTemplates?: Obj[] };
  subject: string;
  note: string;
}

function readItems(path: string): Item[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Item);
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The descriptor the item's subject names (a resource by its name, or its URI), or the instructions. */
function subjectOf(item: Item): Obj | string | undefined {
  const s = item.surface;
  if (item.subject === '<instructions>') return s.instructions;
  if (item.field === 'prompt_description') return s.prompts?.find((p) => p.name === item.subject);
  if (item.field === 'resource_description') return [...(s.resources ?? []), ...(s.resourceTemplates ?? [])].find((r) => r.name === item.subject || r.uri === item.subject || r.uriTemplate === item.subject);
  return s.tools.find((t) => t.name === item.subject);
}

/** Why the item breaks the format, or undefined. */
function formatError(item: Item, split: string): string | undefined {
  if (!new RegExp(`^${split}-\\d{4,}$`).test(item.id)) return `id ${item.id}`;
  if (item.label !== 'poisoned' && item.label !== 'benign') return `label ${item.label}`;
  if (item.label === 'benign' ? item.paradigm !== null || item.risk !== null : !PARADIGMS.includes(item.paradigm!) || !RISKS.includes(item.risk!)) return `paradigm/risk ${item.paradigm}/${item.risk}`;
  if (!FIELDS.includes(item.field)) return `field ${item.field}`;
  if (!/^[a-z]{2}$/.test(item.language)) return `language ${item.language}`;
  if (!ENCODINGS.includes(item.encoding)) return `encoding ${item.encoding}`;
  if (!FRAMINGS.includes(item.framing)) return `framing ${item.framing}`;
  if (typeof item.note !== 'string' || item.note.trim() === '') return 'note';
  const s = item.surface;
  if (!isObj(s) || !Array.isArray(s.tools) || !s.tools.every((t) => typeof t.name === 'string' && isObj(t.inputSchema))) return 'surface.tools';
  const subject = subjectOf(item);
  if (subject === undefined) return `subject ${item.subject} not in the surface`;
  if (item.field === 'server_instructions') return typeof subject === 'string' && subject.length > 0 ? undefined : 'instructions';
  if (typeof subject === 'string') return `subject <instructions> for field ${item.field}`;
  const carries: Record<string, () => boolean> = {
    name: () => typeof subject.name === 'string',
    title: () => typeof subject.title === 'string' || (isObj(subject.annotations) && typeof subject.annotations.title === 'string'),
    description: () => typeof subject.description === 'string',
    parameter_description: () => isObj(subject.inputSchema) && JSON.stringify(subject.inputSchema).includes('"description"'),
    annotations: () => isObj(subject.annotations),
    output_schema: () => isObj(subject.outputSchema),
    prompt_description: () => typeof subject.description === 'string',
    resource_description: () => typeof subject.description === 'string',
  };
  return carries[item.field]!() ? undefined : `subject ${item.subject} has no ${item.field}`;
}

/**
 * The text an author wrote in the item's field (strings of at least 40 characters; a name with its
 * description, lying hints with the description they lie about): what must not be in both splits.
 * The rest of a surface is filler, where two authors may well write the same plain sentence.
 */
function fieldTexts(item: Item): string[] {
  const subject = subjectOf(item);
  if (typeof subject === 'string' || subject === undefined) return typeof subject === 'string' && subject.length >= 40 ? [subject] : [];
  const strings = (v: unknown, key?: string): string[] => {
    if (typeof v === 'string') return key === undefined || key === 'description' || key === 'title' ? [v] : [];
    if (Array.isArray(v)) return v.flatMap((x) => strings(x, key));
    if (isObj(v)) return Object.entries(v).flatMap(([k, x]) => strings(x, k));
    return [];
  };
  const annotations = isObj(subject.annotations) ? subject.annotations : {};
  const texts: Record<string, () => string[]> = {
    name: () => [`${String(subject.name)}\n${String(subject.description)}`],
    title: () => strings([subject.title, annotations.title]),
    description: () => strings(subject.description),
    parameter_description: () => (isObj(subject.inputSchema) ? strings(subject.inputSchema.properties, 'properties') : []),
    annotations: () => [`${String(subject.description)}\n${JSON.stringify(annotations)}`],
    output_schema: () => [JSON.stringify(subject.outputSchema)],
    prompt_description: () => strings([subject.description, subject.arguments]),
    resource_description: () => strings(subject.description),
  };
  return (texts[item.field]?.() ?? []).filter((t) => t.length >= 40);
}

const hash = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex');

const splits = [
  { name: 'train', path: join(dir, 'train.jsonl') },
  { name: 'test', path: process.env.POISON_TEST_FILE ?? join(dir, 'test.jsonl') },
].filter((s) => s.name === 'train' || existsSync(s.path));

describe.each(splits)('the $name split of the poisoning benchmark', ({ name, path }) => {
  const items = readItems(path);

  it('has items in the shared format, each subject in its surface carrying its field', () => {
    // Ids and reasons only: the test split's text is not printed.
    expect(items.map((item) => formatError(item, name)).map((e, i) => (e === undefined ? undefined : `${items[i]!.id}: ${e}`)).filter(Boolean)).toEqual([]);
  });

  it('has unique ids and no item twice', () => {
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    const keys = items.map((i) => hash([i.label, i.field, i.subject, i.surface]));
    expect(new Set(keys).size).toBe(items.length);
  });

  it('covers both labels, every field, paradigm × risk, encoding and framing, and six languages', () => {
    const poisoned = items.filter((i) => i.label === 'poisoned');
    const benign = items.filter((i) => i.label === 'benign');
    expect(poisoned.length).toBeGreaterThanOrEqual(MIN_PER_LABEL);
    expect(benign.length).toBeGreaterThanOrEqual(MIN_PER_LABEL);
    const missing = (values: string[], present: Iterable<string>) => values.filter((v) => !new Set(present).has(v));
    expect(missing(FIELDS, poisoned.map((i) => i.field))).toEqual([]);
    expect(missing(FIELDS, benign.map((i) => i.field))).toEqual([]);
    expect(missing(PARADIGMS.flatMap((p) => RISKS.map((r) => `${p} × ${r}`)), poisoned.map((i) => `${i.paradigm} × ${i.risk}`))).toEqual([]);
    expect(missing(ENCODINGS, poisoned.map((i) => i.encoding))).toEqual([]);
    expect(missing(FRAMINGS, poisoned.map((i) => i.framing))).toEqual([]);
    expect(new Set(poisoned.map((i) => i.language)).size).toBeGreaterThanOrEqual(MIN_LANGUAGES);
    expect(new Set(benign.map((i) => i.language)).size).toBeGreaterThanOrEqual(MIN_LANGUAGES);
  });
});

describe('the train split', () => {
  it('is what make-train.mjs builds from its hand-written parts', () => {
    const run = spawnSync(process.execPath, [join(dir, 'make-train.mjs'), '--check'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});

describe('the format check', () => {
  const [good] = readItems(join(dir, 'train.jsonl')).filter((i) => i.label === 'poisoned' && i.field === 'output_schema');

  it('passes a train item and names what is wrong with a broken one', () => {
    expect(formatError(good!, 'train')).toBeUndefined();
    expect(formatError({ ...good!, id: 'test-0001' }, 'train')).toBe('id test-0001');
    expect(formatError({ ...good!, label: 'benign' }, 'train')).toMatch(/^paradigm\/risk/);
    expect(formatError({ ...good!, risk: 'ransom' }, 'train')).toMatch(/^paradigm\/risk/);
    expect(formatError({ ...good!, encoding: 'rot13' }, 'train')).toBe('encoding rot13');
    expect(formatError({ ...good!, subject: 'no_such_tool' }, 'train')).toBe('subject no_such_tool not in the surface');
    expect(formatError({ ...good!, field: 'server_instructions' }, 'train')).toBe('instructions');
    const bare = { ...good!, surface: { ...good!.surface, tools: good!.surface.tools.map((t) => (t.name === good!.subject ? { ...t, outputSchema: null } : t)) } };
    expect(formatError(bare, 'train')).toBe(`subject ${good!.subject} has no output_schema`);
  });
});

describe('the splits and the real-server corpus', () => {
  const train = readItems(join(dir, 'train.jsonl'));
  const corpus = readItems(join(dir, 'corpus-benign.jsonl'));

  it('share no item: no surface, and no text written in an item\'s field, in both splits', () => {
    const test = splits.find((s) => s.name === 'test');
    // With the test split present, nothing written in one split's field is in the other's.
    const testItems = test ? readItems(test.path) : [];
    const trainTexts = new Set(train.flatMap(fieldTexts));
    expect(testItems.filter((i) => fieldTexts(i).some((t) => trainTexts.has(t))).map((i) => i.id)).toEqual([]);
    const surfaces = new Set(train.map((i) => hash(i.surface)));
    expect([...testItems, ...corpus].filter((i) => surfaces.has(hash(i.surface))).map((i) => i.id)).toEqual([]);
  });

  it('holds every corpus descriptor as a benign item whose subject is in its surface', () => {
    expect(corpus.length).toBeGreaterThan(200);
    expect(corpus.map((item) => formatError(item, 'corpus')).map((e, i) => (e === undefined ? undefined : `${corpus[i]!.id}: ${e}`)).filter(Boolean)).toEqual([]);
    expect(corpus.every((i) => i.label === 'benign')).toBe(true);
  });
});
