import { type Quote, rule } from './types.js';
import type { JsonValue } from '../model.js';

const percent = (value: JsonValue | undefined): string => `${Math.round(Number(value) * 100)}%`;
const list = (value: JsonValue | undefined, q: Quote): string =>
  Array.isArray(value) && value.length > 0 ? value.map((v) => q(v)).join(', ') : 'nothing';

/**
 * Registry entries of the fleet family: what goes wrong between the servers one agent uses. The
 * family judges each server of a fleet against the surfaces of the others, offline.
 */
export const fleetRules = {
  cross_server_tool_name: rule<{ tool: string; other_server: string }>()({
    family: 'fleet',
    severity: 'low',
    identity: ['tool', 'other_server'],
    title: 'Same tool name on two servers of the fleet',
    description:
      'A tool of this server has the same name as a tool of another server in the fleet. Which of the two a call reaches is the client\'s choice: clients that prefix tool names with the server name keep them apart, others keep the first or the last server that listed it, so one server can take over calls meant for the other by naming a tool after it. Each server\'s report lists its own clashing tools. Low: with the common clients that namespace tools by server nothing goes wrong, and where one does not, the user still approves the call to the server it reaches.',
    remediation:
      'Rename one of the tools (most servers take a prefix option), or check that every client of the fleet namespaces tools by server. If the other server is not yours, pin both with `mcpward baseline` so a new clash shows as drift.',
    message: (a, q) => `Tool ${q(a.tool)} is also a tool of server ${q(a.other_server)}: which one a call reaches is up to the client`,
  }),
  cross_server_shadowing: rule<{ tool?: string; field: string; other_server: string; other_tool?: string; cue: string; excerpt: string }>()({
    family: 'fleet',
    severity: 'medium',
    variants: { introduced: 'high' },
    identity: ['field', 'other_server', 'other_tool'],
    heuristic: true,
    title: 'Text that instructs the model about another server\'s tools',
    description:
      'Text this server gives the model (a tool, prompt or resource description, a parameter description at any depth, or the server instructions) names a tool of another server in the fleet, or that server itself, next to an instruction about it: use this tool instead, do not use, call before or after, forward its results here, it is deprecated or replaced. This is tool shadowing: a server needs no access to another server to change how the model uses it, only words in its own descriptions, and the other server\'s reports never show it. A tool name counts as named when the text quotes it, writes it as an identifier (`create_issue`, `getUser`) or puts it after call/use/invoke; a plain English word that happens to be a tool name (`search`) counts only quoted or after such a verb; a server counts as named with "server", "tools" or "MCP" next to its name. Deliberately not reported: a server naming its own tools, and naming another server\'s tool without telling the model anything about it. Medium: the text was already in the pinned baseline, or there is no baseline yet, so it was there to be seen when the server was added; the model may misuse the other server\'s tools, but every call still goes through the client\'s approval. The `introduced` variant is high: a server that starts instructing the model about another server\'s tools after it was pinned is the pattern of a rug pull.',
    remediation:
      'A description should say what its own tool does. Remove instructions about other servers\' tools; if the two servers are meant to work together, say so in the agent\'s own instructions, not in one server\'s descriptions. If the server is third party, do not connect it beside the other until the text is explained.',
    message: (a, q) =>
      `${a.field === 'instructions' ? 'The server instructions name' : `${q(a.field)} names`} ${a.other_tool === undefined ? `server ${q(a.other_server)}` : `tool ${q(a.other_tool)} of server ${q(a.other_server)}`} with an instruction (${q(a.cue)}): ${q(a.excerpt)}`,
  }),
  cross_server_collision: rule<{ tool: string; other_server: string; other_tool: string; similarity: number; shape_similarity: number; only_tool: string[]; only_other: string[] }>()({
    family: 'fleet',
    severity: 'medium',
    identity: ['tool', 'other_server', 'other_tool'],
    heuristic: true,
    title: 'Near-identical descriptions over different input schemas, across servers',
    description:
      'A tool of this server and a tool of another server in the fleet have near-identical descriptions (the collision lint\'s offline similarity at or above `checks.collision.threshold`, words weighed by their rarity across the whole fleet) but input schemas of a different shape. The model picks a tool by its description; with two servers offering the same thing it picks either, and sends one the other\'s payload, or a lookalike server collects calls meant for the real one. Reported as a warning unless `checks.collision.fail` is true, like the lint within one server. Medium: the model calls the wrong one of two tools, which the user still approves.',
    remediation:
      'Keep one of the two servers in the fleet for this job, or make each description say what sets its tool apart. If one server imitates the other, remove it.',
    message: (a, q) =>
      `Tool ${q(a.tool)} and tool ${q(a.other_tool)} of server ${q(a.other_server)} are described ${percent(a.similarity)} alike but take different inputs: only ${q(a.tool)} takes ${list(a.only_tool, q)}; only ${q(a.other_tool)} takes ${list(a.only_other, q)}`,
  }),
};
