import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkCollisions,
  createLexicalScorer,
  MAX_COMPARED,
  MAX_REPORTED,
  prefixFilterCandidates,
  shapeFeatures,
  type CollisionOptions,
  type Scorer,
} from '../../../src/checks/collision/index.js';
import type { JsonValue } from '../../../src/model.js';
import { CORPUS_SERVERS, corpusPath, type CorpusFile } from '../security/corpus/capture.js';
import { snapshotOf } from '../security/snapshot.js';
import { syntheticTools } from './synthetic.js';
import { isRule } from '../../../src/rules/index.js';
import { argsOf } from '../../support/findings.js';
import { ruleMeta } from '../../../src/rules/index.js';

const DEFAULTS: CollisionOptions = { enabled: true, threshold: 0.8, max_tools: 500, fail: false };
const obj = (properties: Record<string, unknown>) => ({ type: 'object', properties });
const S = { type: 'string' };
const N = { type: 'integer' };
const t = (name: string, description: string | undefined, inputSchema: unknown) => ({ name, description, inputSchema });
const lint = (tools: unknown[], options: Partial<CollisionOptions> = {}, scorer?: Scorer) =>
  checkCollisions(snapshotOf({ tools }), { ...DEFAULTS, ...options }, scorer);
const collisions = (tools: unknown[], options: Partial<CollisionOptions> = {}) =>
  lint(tools, options).filter(isRule('description_collision')).filter((f) => f.status !== 'pass');

const ORDERS = 'Search orders by status and return the matching orders with their totals.';
const ORDERS2 = 'Search the orders by status, returning matching orders with totals.';

describe('description_collision', () => {
  /** [label, tools, pair] */
  const TRIGGERS: Array<[string, unknown[], [string, string]]> = [
    [
      'nested filter object vs flat status string',
      [t('search_orders', ORDERS, obj({ filter: obj({ status: S, customer: S }) })), t('find_orders', ORDERS2, obj({ status: S }))],
      ['find_orders', 'search_orders'],
    ],
    [
      'same names, different types',
      [t('tag_a', 'Add tags to the selected document in the library.', obj({ tags: { type: 'array', items: S } })), t('tag_b', 'Add tags to the selected document in library.', obj({ tags: S }))],
      ['tag_a', 'tag_b'],
    ],
    [
      'identical descriptions, unrelated parameters',
      [t('query_v1', 'Run a query against the analytics warehouse.', obj({ sql: S })), t('query_v2', 'Run a query against the analytics warehouse.', obj({ dataset: S, metric: S, window: N }))],
      ['query_v1', 'query_v2'],
    ],
  ];

  it.each(TRIGGERS)('fires on %s', (_label, tools, [a, b]) => {
    const f = collisions(tools);
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ status: 'warn', severity: 'medium', subject: { kind: 'tool', name: a }, path: 'description', args: { tool: a, other: b } });
    expect(f[0]!.args.similarity).toBeGreaterThanOrEqual(0.8);
    expect(f[0]!.args.shape_similarity).toBeLessThan(0.5);
  });

  it('says which inputs differ', () => {
    const [f] = collisions(TRIGGERS[0]![1]);
    expect(f!.args).toMatchObject({ only_tool: ['status:string'], only_other: ['filter.customer:string', 'filter.status:string', 'filter:object'] });
    expect(f!.confidence).toBe('high');
  });

  /** [label, tools]: ordinary servers. */
  const SILENT: Array<[string, unknown[]]> = [
    [
      'a family with parallel schemas (descriptions score 0.8)',
      [
        t('list_users', 'List users in the workspace, paginated by cursor.', obj({ limit: N, cursor: S })),
        t('list_projects', 'List projects in the workspace, paginated by cursor.', obj({ limit: N, cursor: S })),
      ],
    ],
    [
      'a family whose filters differ in one name',
      [
        t('list_users', 'List users in the workspace, paginated by cursor.', obj({ limit: N, cursor: S, role: S })),
        t('list_projects', 'List projects in the workspace, paginated by cursor.', obj({ limit: N, cursor: S, owner: S })),
      ],
    ],
    [
      'divergent schemas, different descriptions',
      [t('create_user', 'Create a new user account with an email address.', obj({ email: S, name: S })), t('delete_project', 'Delete a project and all its files.', obj({ id: S }))],
    ],
    ['exact duplicates (same shape)', [t('a', ORDERS, obj({ status: S })), t('b', ORDERS, obj({ status: S }))]],
    ['too short to compare', [t('a', 'Echo.', obj({ text: S })), t('b', 'Echo!', obj({ n: N }))]],
    ['missing descriptions', [t('a', undefined, obj({ x: S })), t('b', undefined, obj({ y: N })), { name: 'c' }, null, 7]],
    [
      'similar but under the threshold',
      [t('a', 'Search orders by status.', obj({ status: S })), t('b', 'Search invoices by customer name.', obj({ filter: obj({ customer: S }) }))],
    ],
  ];

  it.each(SILENT)('stays silent on %s', (_label, tools) => {
    const f = lint(tools);
    expect(f.filter((x) => x.status !== 'pass')).toEqual([]);
    expect(f).toEqual([expect.objectContaining({ rule: 'description_collision', status: 'pass' })]);
  });

  it('is silent on the official npm servers', () => {
    for (const server of CORPUS_SERVERS) {
      const data = JSON.parse(readFileSync(corpusPath(server), 'utf8')) as CorpusFile;
      expect(collisions(data.tools), server).toEqual([]);
    }
  });
});

describe('checkCollisions options', () => {
  const pair = TRIGGERS_PAIR();

  it('returns nothing when disabled', () => {
    expect(lint(pair, { enabled: false })).toEqual([]);
  });

  it('fails instead of warning when fail is true', () => {
    expect(collisions(pair, { fail: true })[0]!.status).toBe('fail');
  });

  it('honours the threshold', () => {
    // 9 of 11 content words shared: Jaccard 0.82
    const near = [
      t('a', 'Search orders by status and return the matching orders with totals, dates, customers and shipping addresses.', obj({ status: S })),
      t('b', 'Search orders by status and return the matching orders with totals, dates, customers and billing addresses.', obj({ filter: obj({ status: S }) })),
    ];
    expect(collisions(near)[0]!.args.similarity).toBe(0.82);
    expect(collisions(near)[0]!.confidence).toBe('medium');
    expect(collisions(near, { threshold: 0.85 })).toEqual([]);
  });

  it('skips with a warning above max_tools', () => {
    expect(lint(pair, { max_tools: 1 })).toEqual([
      expect.objectContaining({ rule: 'collision_lint_incomplete', status: 'warn', severity: 'low', args: { reason: 'max_tools', tools: 2, max_tools: 1 } }),
    ]);
  });

  it('caps the number of reported pairs and says so', () => {
    const tools = Array.from({ length: 30 }, (_, i) => t(`tool_${i}`, 'Fetch the report for the account and period.', obj({ [`p${i}`]: S })));
    const f = lint(tools);
    expect(f.filter((x) => x.rule === 'description_collision')).toHaveLength(MAX_REPORTED);
    expect(f.at(-1)).toMatchObject({ rule: 'collision_lint_incomplete', args: { reason: 'max_pairs', reported: MAX_REPORTED, found: 435 } });
  });

  it('stops comparing when thousands of tools share one description, and says so', () => {
    const tools = Array.from({ length: 1100 }, (_, i) => t(`t${i}`, 'Returns the records of the workspace for this account.', obj({ [`p${i % 3}`]: S })));
    const f = lint(tools, { max_tools: 10_000 });
    expect(f.at(-1)).toMatchObject({ rule: 'collision_lint_incomplete', status: 'warn', args: { reason: 'max_compared', compared: MAX_COMPARED } });
    expect(f.filter((x) => x.rule === 'description_collision')).toHaveLength(MAX_REPORTED);
  });

  it('reports a pair the same way whatever the listing order', () => {
    expect(collisions([...pair].reverse())).toEqual(collisions(pair));
  });

  it('accepts another scorer; one without an index has every pair scored', () => {
    const calls: string[] = [];
    const semantic: Scorer = {
      score: (a, b) => {
        calls.push(`${a}|${b}`);
        return a.startsWith('Find') === b.startsWith('Find') ? 1 : 0;
      },
    };
    const tools = [t('a', 'Find orders', obj({ x: S })), t('b', 'Find invoices', obj({ y: N })), t('c', 'Create orders', obj({ x: S }))];
    const f = lint(tools, {}, semantic).filter((x) => x.status !== 'pass');
    expect(calls).toHaveLength(3);
    expect(f.map((x) => [argsOf(x).tool, argsOf(x).other])).toEqual([['a', 'b']]);
  });
});

describe('a server\'s own boilerplate carries no weight', () => {
  // Generated OpenAPI wrappers (Notion-like): one product prefix, one error-response block, the verb
  // and the object carry the meaning.
  const ERRORS = '\nError Responses:\n400: Bad request\n404: Not found\n429: Rate limited';
  const notion = (verb: string, object: string, props: Record<string, unknown>) =>
    t(`API-${verb}-${object.replace(/ /g, '-')}`, `Notion | ${verb[0]!.toUpperCase()}${verb.slice(1)} a ${object}${ERRORS}`, obj(props));
  const generated = [
    notion('create', 'data source', { parent: S, title: S }),
    notion('retrieve', 'data source', { data_source_id: S }),
    notion('update', 'data source', { data_source_id: S, title: S, description: S }),
    notion('query', 'data source', { data_source_id: S, filter: obj({ property: S }) }),
    notion('retrieve', 'page', { page_id: S }),
    notion('retrieve', 'block', { block_id: S }),
  ];
  // GitLab-like: every list tool carries the same two guidance sentences.
  const GUIDE =
    ' Use this for a collection of resources; choose the corresponding get tool when you already know the single resource to inspect. It is read-only and does not mutate data; missing resources, invalid identifiers and rate limits are returned as errors.';
  const gitlab = [
    t('list_labels', `List labels for a project.${GUIDE}`, obj({ project_id: S, search: S })),
    t('list_commits', `List repository commits with filtering options.${GUIDE}`, obj({ project_id: S, ref_name: S, since: S })),
    t('list_todos', `List to-do items for the current user.${GUIDE}`, obj({ state: S, type: S })),
    t('list_group_projects', `List projects in a group.${GUIDE}`, obj({ group_id: S, archived: { type: 'boolean' } })),
  ];

  it('tools that differ only in the verb over one object are not near-identical', () => {
    expect(collisions(generated)).toEqual([]);
  });

  it('tools whose only common text is the server\'s guidance sentences are not near-identical', () => {
    expect(collisions(gitlab)).toEqual([]);
    // The same descriptions scored without the server's corpus share most of their words.
    expect(createLexicalScorer().score(gitlab[0]!.description!, gitlab[3]!.description!)).toBeGreaterThan(0.75);
  });

  it('two tools saying the same thing still collide among the boilerplate', () => {
    const twin = t('list_project_labels', `List the labels for a project.${GUIDE}`, obj({ id: N, filter: obj({ name: S }) }));
    const f = collisions([...gitlab, twin]);
    expect(f.map((x) => [argsOf(x).tool, argsOf(x).other])).toEqual([['list_labels', 'list_project_labels']]);
  });

  it('weighs each word by its rarity among the server\'s descriptions', () => {
    const scorer = createLexicalScorer(['alpha common', 'beta common', 'gamma common', 'alpha beta']);
    expect(scorer.weight('common')).toBeLessThan(scorer.weight('alpha'));
    expect(scorer.weight('alpha')).toBe(scorer.weight('gamma')); // one description weighs like two: a pair is two
  });
});

describe('indexed candidates agree with the naive pairwise scorer', () => {
  it('on a generated catalogue with families, near-duplicates and noise', () => {
    const tools = syntheticTools(1500, 7);
    const lexical = createLexicalScorer(tools.map((tool) => tool.description));
    const naive: Scorer = { score: (a, b) => lexical.score(a, b) };
    for (const threshold of [0.6, 0.8, 0.9]) {
      const indexed = lint(tools, { threshold, max_tools: 10_000 });
      const pairwise = lint(tools, { threshold, max_tools: 10_000 }, naive);
      const reported = (fs: typeof indexed) => fs.filter((f) => f.status !== 'pass');
      expect(reported(indexed).length).toBeGreaterThan(1);
      expect(reported(indexed)).toEqual(reported(pairwise));
    }
  });

  it('never misses a pair at or above the threshold (property)', () => {
    const word = fc.constantFrom(...'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu'.split(' '));
    fc.assert(
      fc.property(fc.array(fc.uniqueArray(word, { maxLength: 8 }), { maxLength: 25 }), fc.double({ min: 0.05, max: 1, noNaN: true }), (sets, threshold) => {
        const found = new Set([...prefixFilterCandidates(sets, threshold)].map(([i, j]) => `${i},${j}`));
        for (let i = 0; i < sets.length; i++) {
          for (let j = i + 1; j < sets.length; j++) {
            const a = sets[i]!;
            const b = new Set(sets[j]!);
            if (a.length < 2 || b.size < 2) continue;
            const shared = a.filter((w) => b.has(w)).length;
            if (shared / (a.length + b.size - shared) >= threshold) expect(found.has(`${i},${j}`), `${JSON.stringify([a, [...b]])} at ${threshold}`).toBe(true);
          }
        }
      }),
    );
  });
});

describe('weighted prefix filter', () => {
  it('never misses a pair at or above the threshold under any positive word weights (property)', () => {
    const words = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu'.split(' ');
    const word = fc.constantFrom(...words);
    fc.assert(
      fc.property(
        fc.array(fc.uniqueArray(word, { maxLength: 8 }), { maxLength: 25 }),
        fc.array(fc.double({ min: 0.01, max: 5, noNaN: true }), { minLength: words.length, maxLength: words.length }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        (sets, ws, threshold) => {
          const weight = (w: string) => ws[words.indexOf(w)]!;
          const pairs = [...prefixFilterCandidates(sets, threshold, weight)];
          const found = new Set(pairs.map(([i, j]) => `${i},${j}`));
          const mass = (xs: readonly string[]) => xs.reduce((sum, w) => sum + weight(w), 0);
          // Each candidate comes with its own weighted Jaccard similarity, computed on the ranks.
          for (const [i, j, similarity] of pairs) {
            const shared = mass(sets[i]!.filter((w) => sets[j]!.includes(w)));
            expect(similarity).toBeCloseTo(shared / (mass(sets[i]!) + mass(sets[j]!) - shared), 9);
          }
          for (let i = 0; i < sets.length; i++) {
            for (let j = i + 1; j < sets.length; j++) {
              const a = sets[i]!;
              const b = sets[j]!;
              if (a.length < 2 || b.length < 2) continue;
              const shared = mass(a.filter((w) => b.includes(w)));
              if (shared / (mass(a) + mass(b) - shared) >= threshold) expect(found.has(`${i},${j}`), `${JSON.stringify([a, b])} at ${threshold}`).toBe(true);
            }
          }
        },
      ),
    );
  });
});

describe('shapeFeatures', () => {
  it.each([
    [obj({ filter: obj({ status: S }) }), ['filter.status:string', 'filter:object']],
    [obj({ tags: { type: 'array', items: S } }), ['tags:array', 'tags[]:string']],
    [obj({ v: { type: ['string', 'null'] } }), ['v:null|string']],
    [{ type: 'object', anyOf: [obj({ a: S }), obj({ b: N })] }, ['a:string', 'b:integer']],
    [obj({ r: { $ref: '#/$defs/X' } }), ['r:ref']],
    [{ type: 'object' }, []],
    [null, []],
    ['nonsense', []],
  ])('%j', (schema, features) => {
    expect([...shapeFeatures(schema)].sort()).toEqual(features);
  });
});

describe('collision registry', () => {
  it('messages quote every server-supplied value', () => {
    const q = (_: JsonValue | undefined) => '«»';
    for (const f of [...collisions(TRIGGERS_PAIR()), ...lint(TRIGGERS_PAIR(), { max_tools: 1 }), ...lint([])]) {
      const meta = ruleMeta(f.rule);
      const text = f.status === 'pass' && meta.passMessage ? meta.passMessage(f.args, q) : meta.message(f.args, q);
      expect(text).not.toMatch(/orders|status|filter/);
      expect(text.length).toBeGreaterThan(10);
    }
  });
});

function TRIGGERS_PAIR(): unknown[] {
  return [t('search_orders', ORDERS, obj({ filter: obj({ status: S, customer: S }) })), t('find_orders', ORDERS2, obj({ status: S }))];
}
