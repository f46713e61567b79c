import type { CaseBook } from '../tester.js';
import { snapshot } from '../../support/snapshot.js';

const str = (description: string) => ({ type: 'string', description });

const SEARCH = 'Search issues in the project by status and assignee, newest first.';

/** `search_issues` takes a nested `filter` object … */
const nested = {
  name: 'search_issues',
  description: SEARCH,
  inputSchema: { type: 'object', properties: { filter: { type: 'object', description: 'What to match', properties: { status: str('Issue status'), assignee: str('Login of the assignee') } } } },
};
/** … while `find_issues`, described the same way, takes flat `status` and `assignee` strings. */
const flat = {
  name: 'find_issues',
  description: 'Search issues in a project by status and assignee, newest first.',
  inputSchema: { type: 'object', properties: { status: str('Issue status'), assignee: str('Login of the assignee') } },
};

/** A paraphrase sharing half its content words with SEARCH. */
const LOOSE = 'Find project issues by their status and assignee.';

/** A family of list tools with parallel schemas: their descriptions differ by one noun. */
const lister = (noun: string, extra: string) => ({
  name: `list_${noun}`,
  description: `List ${noun} in the workspace, newest first.`,
  inputSchema: { type: 'object', properties: { limit: { type: 'integer', description: 'Page size' }, cursor: str('Page cursor'), [extra]: str('Filter') } },
});

/** Generated endpoint wrappers sharing one boilerplate description, each taking its own parameter. */
const generated = (count: number, description = 'Call an endpoint of the Acme REST API and return its JSON response.') =>
  Array.from({ length: count }, (_, i) => ({ name: `acme_endpoint_${i}`, description, inputSchema: { type: 'object', properties: { [`param_${i}`]: str('Endpoint parameter') } } }));

export const collisionCases: CaseBook = {
  description_collision: {
    valid: [
      { name: 'the same description over the same shape', evidence: { snapshot: snapshot([nested, { ...nested, name: 'search_issues_v2' }]) } },
      { name: 'a list family with parallel schemas', evidence: { snapshot: snapshot([lister('users', 'role'), lister('projects', 'owner')]) } },
      {
        name: 'different descriptions over different shapes',
        evidence: { snapshot: snapshot([nested, { ...flat, description: 'Count open issues per assignee for one status, as a table.' }]) },
      },
      { name: 'a looser paraphrase stays under the default threshold', evidence: { snapshot: snapshot([nested, { ...flat, description: LOOSE }]) } },
      {
        name: 'generated wrappers sharing a product prefix and error boilerplate, differing in the verb',
        evidence: {
          snapshot: snapshot(
            (['create', 'retrieve', 'update', 'query'] as const).map((verb, i) => ({
              name: `API-${verb}-a-data-source`,
              description: `Acme | ${verb[0]!.toUpperCase()}${verb.slice(1)} a data source\nError Responses:\n400: Bad request\n404: Not found`,
              inputSchema: { type: 'object', properties: { [['parent', 'data_source_id', 'title', 'filter'][i]!]: str('Argument') } },
            })),
          ),
        },
      },
    ],
    invalid: [
      { name: 'near-identical descriptions, nested filter against flat strings', evidence: { snapshot: snapshot([nested, flat]) } },
      { name: 'the same pair when collisions fail the run', evidence: { snapshot: snapshot([nested, flat]) }, config: { checks: { collision: { fail: true } } } },
      { name: 'a looser paraphrase exactly at a lowered threshold (0.5)', evidence: { snapshot: snapshot([nested, { ...flat, description: LOOSE }]) }, config: { checks: { collision: { threshold: 0.5 } } } },
    ],
  },

  collision_lint_incomplete: {
    valid: [
      { name: 'exactly max_tools tools are linted', evidence: { snapshot: snapshot([nested, lister('users', 'role'), lister('projects', 'owner')]) }, config: { checks: { collision: { max_tools: 3 } } } },
      { name: '190 colliding pairs are all reported', evidence: { snapshot: snapshot(generated(20)) }, also: ['description_collision'] },
    ],
    invalid: [
      { name: 'more tools than max_tools: the lint is skipped', evidence: { snapshot: snapshot([nested, flat, lister('users', 'role'), lister('projects', 'owner')]) }, config: { checks: { collision: { max_tools: 3 } } } },
      { name: 'over 200 colliding pairs: only the first are reported', evidence: { snapshot: snapshot(generated(21)) }, also: ['description_collision'] },
    ],
  },
};
