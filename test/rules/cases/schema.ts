import { PromptSchema, ResourceSchema, ToolSchema } from '@modelcontextprotocol/core';
import type { CaseBook } from '../tester.js';
import type { CapturedItem, ListKind, Snapshot } from '../../../src/snapshot/types.js';
import { item, okTool, snapshot } from '../../support/snapshot.js';

// Capture records what the official SDK schema says about each listed item; so do these cases,
// with the same `path: message` form, so a descriptor the SDK rejects carries its issues here too.
const SDK = { tools: ToolSchema, prompts: PromptSchema, resources: ResourceSchema } as const;

function captured(kind: keyof typeof SDK, raw: unknown, index: number, page = 0): CapturedItem {
  const parsed = SDK[kind].safeParse(raw);
  const sdkIssues = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`);
  return { ...item(raw, index, page), sdkIssues };
}

/** A server listing `tools` on one page (plus prompts or resources), each item judged by the SDK as capture does. */
function server(tools: unknown[], extra: { prompts?: unknown[]; resources?: unknown[]; overrides?: Partial<Snapshot> } = {}): Snapshot {
  const base = snapshot(tools);
  const lists = { ...base.lists };
  const capabilities: Record<string, unknown> = { tools: {} };
  for (const kind of ['prompts', 'resources'] as const) {
    const items = extra[kind];
    if (!items) continue;
    lists[kind as ListKind] = { stop: 'end', pages: [{ cursorSent: null, nextCursor: undefined, itemCount: items.length, exchangeSeq: 2 }] };
    capabilities[kind] = {};
  }
  return {
    ...base,
    capabilities,
    lists,
    tools: tools.map((t, i) => captured('tools', t, i)),
    prompts: (extra.prompts ?? []).map((p, i) => captured('prompts', p, i)),
    resources: (extra.resources ?? []).map((r, i) => captured('resources', r, i)),
    ...extra.overrides,
  };
}

/** Tools listed over two pages: `first` on page 1, `second` on page 2 (cursor followed exactly). */
function twoPages(first: unknown[], second: unknown[]): Snapshot {
  const base = snapshot();
  return {
    ...base,
    tools: [...first.map((t, i) => captured('tools', t, i, 0)), ...second.map((t, i) => captured('tools', t, first.length + i, 1))],
    lists: {
      ...base.lists,
      tools: {
        stop: 'end',
        pages: [
          { cursorSent: null, nextCursor: 'page-2', itemCount: first.length, exchangeSeq: 1 },
          { cursorSent: 'page-2', nextCursor: undefined, itemCount: second.length, exchangeSeq: 2 },
        ],
      },
    },
  };
}

const described = (type: string, description: string, extra: Record<string, unknown> = {}) => ({ type, description, ...extra });

const searchIssues = {
  name: 'search_issues',
  description: 'Search issues in the tracker by free text.',
  inputSchema: { type: 'object', properties: { query: described('string', 'Free-text query'), limit: described('integer', 'At most this many issues', { minimum: 1, maximum: 100 }) }, required: ['query'] },
};

const summarizePrompt = { name: 'summarize_ticket', description: 'Summarize a support ticket.', arguments: [{ name: 'ticket_id', description: 'The ticket to summarize', required: true }] };
const readmeResource = { uri: 'file:///project/README.md', name: 'README.md', mimeType: 'text/markdown' };

/** `anyOf` nested `depth` levels deep around a string leaf, as a generated query grammar does. */
function nestedAnyOf(depth: number): unknown {
  let node: unknown = { type: 'string' };
  for (let i = 0; i < depth; i++) node = { anyOf: [node, { type: 'null' }] };
  return node;
}

/** An object property nested `depth` levels deep (`{ child: { child: … } }`). */
function nestedObjects(depth: number): unknown {
  let node: unknown = { type: 'string', description: 'A leaf' };
  for (let i = 0; i < depth; i++) node = { type: 'object', description: 'A level', properties: { child: node } };
  return node;
}

export const schemaCases: CaseBook = {
  sdk_schema_rejected: {
    valid: [{ name: 'a tool, a prompt and a resource the SDK schema accepts', evidence: { snapshot: server([searchIssues], { prompts: [summarizePrompt], resources: [readmeResource] }) } }],
    invalid: [
      {
        name: 'a prompt without a name',
        evidence: { snapshot: server([searchIssues], { prompts: [{ description: 'Summarize a support ticket.', arguments: [{ name: 'ticket_id', required: true }] }] }) },
      },
      {
        name: 'a prompt argument whose required flag is the string "yes"',
        evidence: { snapshot: server([searchIssues], { prompts: [{ ...summarizePrompt, arguments: [{ name: 'ticket_id', required: 'yes' }] }] }) },
      },
      { name: 'a resource whose mimeType is a number', evidence: { snapshot: server([searchIssues], { resources: [{ ...readmeResource, mimeType: 7 }] }) } },
      {
        name: 'a tool whose icon src is a number (the tool is admitted only on conditions)',
        evidence: { snapshot: server([{ ...searchIssues, icons: [{ src: 42, mimeType: 'image/png' }] }]) },
        also: ['tool_admission'],
      },
    ],
  },

  tool_name_invalid: {
    valid: [{ name: 'names of letters, digits, dot, dash and underscore', evidence: { snapshot: server([okTool('issues.search'), okTool('get-issue_v2')]) } }],
    invalid: [
      { name: 'a name with a space', evidence: { snapshot: server([okTool('search issues')]) }, also: ['tool_admission'] },
      { name: 'a name with a slash', evidence: { snapshot: server([okTool('github/create_issue')]) }, also: ['tool_admission'] },
      { name: 'a generated name of 129 characters', evidence: { snapshot: server([okTool(`get_${'very_long_resource_segment_'.repeat(5)}`.padEnd(129, 'x').slice(0, 129))]) }, also: ['tool_admission'] },
      { name: 'a numeric name', evidence: { snapshot: server([{ ...okTool('x'), name: 42 }]) }, also: ['tool_admission', 'sdk_schema_rejected'] },
      { name: 'an empty name', evidence: { snapshot: server([{ ...okTool('x'), name: '' }]) }, also: ['tool_admission'] },
    ],
  },

  tool_name_duplicate: {
    valid: [{ name: 'two tools with distinct names over two pages', evidence: { snapshot: twoPages([okTool('list_issues')], [okTool('list_projects')]) } }],
    invalid: [
      { name: 'one name on both pages', evidence: { snapshot: twoPages([okTool('list_issues'), okTool('get_issue')], [okTool('list_issues')]) } },
      { name: 'one name twice on one page', evidence: { snapshot: server([okTool('search'), okTool('search', { description: 'Search the wiki.' })]) } },
    ],
  },

  input_schema_invalid: {
    valid: [
      { name: 'an object schema with the default dialect', evidence: { snapshot: server([searchIssues]) } },
      {
        name: 'a draft-07 schema with definitions',
        evidence: {
          snapshot: server([
            {
              name: 'get_user',
              description: 'Get a user.',
              inputSchema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', definitions: { id: { type: 'string' } }, properties: { id: { $ref: '#/definitions/id', description: 'User id' } } },
            },
          ]),
        },
      },
    ],
    invalid: [
      { name: 'no inputSchema at all', evidence: { snapshot: server([{ name: 'ping', description: 'Check the server is up.' }]) }, also: ['tool_admission', 'sdk_schema_rejected'] },
      { name: 'a string root', evidence: { snapshot: server([{ name: 'echo', description: 'Echo text.', inputSchema: { type: 'string' } }]) }, also: ['tool_admission', 'sdk_schema_rejected'] },
      {
        name: 'a property type that does not exist ("strng")',
        evidence: { snapshot: server([{ name: 'echo', description: 'Echo text.', inputSchema: { type: 'object', properties: { text: { type: 'strng', description: 'Text to echo' } } } }]) },
        also: ['tool_admission'],
      },
      {
        name: 'a draft-04 dialect',
        evidence: { snapshot: server([{ name: 'echo', description: 'Echo text.', inputSchema: { $schema: 'http://json-schema.org/draft-04/schema#', type: 'object', properties: { text: described('string', 'Text to echo') } } }]) },
        also: ['tool_admission'],
      },
    ],
  },

  output_schema_invalid: {
    valid: [
      { name: 'an object outputSchema on a legacy server', evidence: { snapshot: server([{ ...searchIssues, outputSchema: { type: 'object', properties: { issues: { type: 'array', items: { type: 'string' } } }, required: ['issues'] } }]) } },
      {
        name: 'an array outputSchema on a 2026-07-28 server',
        evidence: { snapshot: server([{ ...searchIssues, outputSchema: { type: 'array', items: { type: 'string' } } }], { overrides: { era: 'modern', protocolVersion: '2026-07-28' } }) },
      },
    ],
    invalid: [
      { name: 'an array outputSchema on a legacy server', evidence: { snapshot: server([{ ...searchIssues, outputSchema: { type: 'array', items: { type: 'string' } } }]) }, also: ['tool_admission'] },
      {
        name: 'an object outputSchema that does not compile',
        evidence: { snapshot: server([{ ...searchIssues, outputSchema: { type: 'object', properties: { total: { type: 'integer', minimum: 'zero' } } } }]) },
        also: ['tool_admission'],
      },
    ],
  },

  tool_admission: {
    valid: [
      { name: 'a well-formed tool is admitted', evidence: { snapshot: server([searchIssues]) } },
      {
        name: 'a parameter without a description is information, not a condition',
        evidence: { snapshot: server([{ ...searchIssues, inputSchema: { type: 'object', properties: { query: { type: 'string' } } } }]) },
        also: ['parameter_description_missing'],
      },
    ],
    invalid: [
      { name: 'REJECT: an array root', evidence: { snapshot: server([{ name: 'tag', description: 'Tag issues.', inputSchema: { type: 'array', items: { type: 'string' } } }]) }, also: ['input_schema_invalid', 'sdk_schema_rejected'] },
      { name: 'CONDITIONAL: required names an undeclared property', evidence: { snapshot: server([{ ...searchIssues, inputSchema: { ...searchIssues.inputSchema, required: ['query', 'project'] } }]) }, also: ['required_unknown_property'] },
      { name: 'CONDITIONAL: only the SDK schema rejects it', evidence: { snapshot: server([{ ...searchIssues, title: 17 }]) }, also: ['sdk_schema_rejected'] },
    ],
  },

  schema_remote_ref: {
    valid: [
      {
        name: 'a $ref into the schema’s own $defs',
        evidence: {
          snapshot: server([
            {
              name: 'create_shipment',
              description: 'Create a shipment.',
              inputSchema: { type: 'object', $defs: { address: { type: 'object', properties: { city: { type: 'string' } } } }, properties: { to: { $ref: '#/$defs/address', description: 'Destination' } } },
            },
          ]),
        },
      },
    ],
    invalid: [
      {
        name: 'an https $ref in inputSchema',
        evidence: { snapshot: server([{ name: 'create_shipment', description: 'Create a shipment.', inputSchema: { type: 'object', properties: { to: { $ref: 'https://schemas.example.com/address.json', description: 'Destination' } } } }]) },
        also: ['tool_admission'],
      },
      {
        name: 'a relative file $ref in inputSchema',
        evidence: { snapshot: server([{ name: 'create_shipment', description: 'Create a shipment.', inputSchema: { type: 'object', properties: { to: { $ref: 'address.json#/definitions/address', description: 'Destination' } } } }]) },
        also: ['tool_admission'],
      },
      {
        name: 'an https $ref in outputSchema',
        evidence: { snapshot: server([{ ...searchIssues, outputSchema: { type: 'object', properties: { issues: { $ref: 'https://schemas.example.com/issue-list.json' } } } }]) },
        also: ['tool_admission'],
      },
    ],
  },

  combinator_depth: {
    valid: [{ name: 'anyOf nested 8 levels (the limit)', evidence: { snapshot: server([{ ...searchIssues, inputSchema: { type: 'object', properties: { filter: { description: 'A filter expression', ...(nestedAnyOf(8) as object) } } } }]) } }],
    invalid: [
      { name: 'anyOf nested 9 levels', evidence: { snapshot: server([{ ...searchIssues, inputSchema: { type: 'object', properties: { filter: { description: 'A filter expression', ...(nestedAnyOf(9) as object) } } } }]) }, also: ['tool_admission'] },
      { name: 'objects nested past 128 levels', evidence: { snapshot: server([{ ...searchIssues, inputSchema: { type: 'object', properties: { tree: nestedObjects(70) } } }]) }, also: ['tool_admission'] },
      {
        name: 'oneOf nested 9 levels in outputSchema',
        evidence: { snapshot: server([{ ...searchIssues, outputSchema: { type: 'object', properties: { result: JSON.parse(JSON.stringify(nestedAnyOf(9)).replaceAll('anyOf', 'oneOf')) } } }]) },
        also: ['tool_admission'],
      },
    ],
  },

  annotation_types: {
    valid: [{ name: 'boolean hints and a string title', evidence: { snapshot: server([{ ...searchIssues, annotations: { title: 'Search issues', readOnlyHint: true, openWorldHint: false } }]) } }],
    invalid: [
      { name: 'readOnlyHint as the string "true"', evidence: { snapshot: server([{ ...searchIssues, annotations: { readOnlyHint: 'true' } }]) }, also: ['tool_admission', 'sdk_schema_rejected'] },
      { name: 'destructiveHint as 0', evidence: { snapshot: server([{ ...searchIssues, annotations: { readOnlyHint: true, destructiveHint: 0 } }]) }, also: ['tool_admission', 'sdk_schema_rejected'] },
      { name: 'a numeric title', evidence: { snapshot: server([{ ...searchIssues, annotations: { title: 5 } }]) }, also: ['tool_admission', 'sdk_schema_rejected'] },
      { name: 'annotations as a string', evidence: { snapshot: server([{ ...searchIssues, annotations: 'readonly' }]) }, also: ['tool_admission', 'sdk_schema_rejected'] },
    ],
  },

  required_unknown_property: {
    valid: [
      { name: 'required names a declared property', evidence: { snapshot: server([searchIssues]) } },
      {
        name: 'required names a property an allOf branch declares',
        evidence: {
          snapshot: server([
            { ...searchIssues, inputSchema: { type: 'object', properties: { query: described('string', 'Free-text query') }, required: ['query', 'project'], allOf: [{ properties: { project: { type: 'string' } } }] } },
          ]),
        },
      },
    ],
    invalid: [
      { name: 'a typo in required (qeury)', evidence: { snapshot: server([{ ...searchIssues, inputSchema: { ...searchIssues.inputSchema, required: ['qeury'] } }]) }, also: ['tool_admission'] },
      {
        name: 'a nested object requiring a property it does not declare',
        evidence: {
          snapshot: server([
            {
              ...searchIssues,
              inputSchema: { type: 'object', properties: { filter: { type: 'object', description: 'Filter', properties: { status: { type: 'string' } }, required: ['state'] } } },
            },
          ]),
        },
        also: ['tool_admission'],
      },
    ],
  },

  parameter_description_missing: {
    valid: [{ name: 'every parameter described', evidence: { snapshot: server([searchIssues]) } }],
    invalid: [
      { name: 'one parameter without a description', evidence: { snapshot: server([{ ...searchIssues, inputSchema: { type: 'object', properties: { query: described('string', 'Free-text query'), limit: { type: 'integer' } } } }]) } },
      { name: 'a blank description', evidence: { snapshot: server([{ ...searchIssues, inputSchema: { type: 'object', properties: { query: { type: 'string', description: '   ' } } } }]) } },
    ],
  },
};
