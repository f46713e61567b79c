import { describe, expect, it } from 'vitest';
import { pairRenames } from '../../../src/checks/drift/renames.js';
import { hashDescription } from '../../../src/snapshot/canonical.js';
import type { LockedTool } from '../../../src/snapshot/lockfile.js';

const pin = (text: string) => ({ hash: hashDescription(text), text });
const schema = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] };

function tool(name: string, description: string, over: Partial<LockedTool> = {}): LockedTool {
  return { name, description: pin(description), parameters: {}, inputSchema: schema, ...over };
}

const pairs = (removed: LockedTool[], added: LockedTool[]) => pairRenames(removed, added).map((r) => `${r.from.name}→${r.to.name} by ${r.by}`);

describe('renames', () => {
  it('the same title and input schema are a rename even when the description was rewritten', () => {
    const from = tool('get_issue', 'Fetch one issue by id.', { title: 'Get issue' });
    const to = tool('issues_get', 'Returns the full record of a single tracker issue, comments included.', { title: 'Get issue' });
    expect(pairs([from], [to])).toEqual(['get_issue→issues_get by title']);
  });

  it('an annotations title counts as the title', () => {
    const from = tool('a', 'One thing.', { annotations: { title: 'Lookup' } });
    const to = tool('b', 'Something else altogether, worded anew.', { annotations: { title: 'Lookup' } });
    expect(pairs([from], [to])).toEqual(['a→b by title']);
  });

  it('a near-identical description and the same schema are a rename by description', () => {
    expect(pairs([tool('a', 'Fetch one issue by its id.')], [tool('b', 'Fetch one issue by its id.')])).toEqual(['a→b by description']);
  });

  it('the same title over another schema, or no title and another description, is no rename', () => {
    const from = tool('a', 'Fetch one issue by id.', { title: 'Get issue' });
    expect(pairs([from], [tool('b', 'Lists projects.', { title: 'Get issue', inputSchema: { type: 'object' } })])).toEqual([]);
    expect(pairs([tool('a', 'Fetch one issue by id.')], [tool('b', 'Lists every project the user can see.')])).toEqual([]);
    // An empty title names nothing.
    expect(pairs([tool('a', 'Fetch one issue by id.', { title: ' ' })], [tool('b', 'Lists every project.', { title: ' ' })])).toEqual([]);
  });

  it('each tool is used once: the title match wins over a description match', () => {
    const from = tool('get_issue', 'Fetch one issue by id.', { title: 'Get issue' });
    const byTitle = tool('issues_get', 'Returns a single tracker issue.', { title: 'Get issue' });
    const byText = tool('fetch_issue', 'Fetch one issue by its id.');
    expect(pairs([from], [byText, byTitle])).toEqual(['get_issue→issues_get by title']);
  });
});
