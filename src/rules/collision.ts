import type { JsonValue } from '../model.js';
import { type Quote, rule } from './types.js';

const percent = (value: JsonValue | undefined): string => `${Math.round(Number(value) * 100)}%`;
const list = (value: JsonValue | undefined, q: Quote): string =>
  Array.isArray(value) && value.length > 0 ? value.map((v) => q(v)).join(', ') : 'nothing';

/** Registry entries of the collision family: tools an agent cannot tell apart. */
export const collisionRules = {
  description_collision: rule<{ tool?: string; other?: string; similarity?: number; shape_similarity?: number; only_tool?: string[]; only_other?: string[]; tools?: number; compared?: number }>()({
    family: 'collision',
    severity: 'medium',
    identity: ['tool', 'other'],
    heuristic: true,
    title: 'Near-identical descriptions over different input schemas',
    description:
      'Two tools have near-identical descriptions (offline lexical similarity at or above `checks.collision.threshold`, default 0.8) but input schemas of a different shape — property names, types or nesting, e.g. a nested `filter` object against a flat `status` string. The model picks between tools by their descriptions, so it will pick confidently and sometimes wrong, and send one tool the other\'s payload; no success or error check sees it. Similarity is judged on what each tool says about itself, against the rest of the server: sentences that three or more of the server\'s descriptions repeat verbatim (generated guidance, error-response blocks) are left out, and each word weighs by how rare it is among the server\'s descriptions, so a product prefix every tool shares weighs next to nothing and the word that carries the meaning weighs most. Deliberately not reported: tool families with parallel schemas (`list_users` / `list_projects`); generated tools that share a prefix and boilerplate and differ only in the verb or the object (`Create a data source` / `Retrieve a data source`); descriptions that differ. Reported as a warning unless `checks.collision.fail` is true. Medium: the model calls the wrong one of two tools of the same server, which the user still approves; no other server is involved.',
    remediation:
      'Say in each description what sets the tool apart (what it takes and when to use it rather than its sibling), or merge the two tools into one with a single schema.',
    message: (a, q) =>
      `Descriptions of ${q(a.tool)} and ${q(a.other)} are ${percent(a.similarity)} similar but their inputs differ: ` +
      `only ${q(a.tool)} takes ${list(a.only_tool, q)}; only ${q(a.other)} takes ${list(a.only_other, q)}`,
    passMessage: (a) =>
      `No description collisions among ${typeof a.tools === 'number' ? a.tools : 0} tools (${typeof a.compared === 'number' ? a.compared : 0} candidate pairs compared)`,
  }),
  collision_lint_incomplete: rule<{ reason: string; tools?: number; max_tools?: number; reported?: number; found?: number; compared?: number }>()({
    family: 'collision',
    severity: 'low',
    identity: ['reason'],
    title: 'Collision lint skipped or truncated',
    description:
      'The description collision lint did not cover the whole tool list: the server lists more tools than `checks.collision.max_tools` (the lint is skipped), so many tools share one description that the lint stopped comparing, or it found so many colliding pairs that only the first ones are reported. Low: only the coverage of the lint suffers; the finding is about mcpward’s evidence, not about harm the server does.',
    remediation:
      'Raise `checks.collision.max_tools` if the lint should run on a server this large; with thousands of colliding pairs, fix the shared boilerplate descriptions first.',
    message: (a) =>
      a.reason === 'max_tools'
        ? `Collision lint skipped: ${Number(a.tools)} tools is more than max_tools (${Number(a.max_tools)})`
        : a.reason === 'max_compared'
          ? `Collision lint stopped after comparing ${Number(a.compared)} candidate pairs; the rest were not compared`
          : `Collision lint stopped reporting after ${Number(a.reported)} of ${Number(a.found)} colliding pairs`,
  }),
};
