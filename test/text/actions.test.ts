import { describe, expect, it } from 'vitest';
import { describedActions, MAX_TEXT, saysReversible } from '../../src/text/actions.js';

const summary = (text: string) => describedActions(text).map((a) => `${a.verb}:${a.kind}${a.readOnly ? ':ro' : ''}${a.destroys ? ':destroys' : ''}:${a.strength}`);

describe('describedActions', () => {
  it.each([
    // The opening verb, third person or imperative.
    ['Deletes a file.', ['delete:change:destroys:strong']],
    ['Delete a file and return its former size.', ['delete:change:destroys:strong']],
    ['This tool permanently removes old rows.', ['remove:change:destroys:strong']],
    ['Executes a shell command.', ['execute:execute:strong']],
    ['Send an email to a recipient.', ['send:send:strong']],
    ['Marks a message as read.', ['mark:change:weak']],
    // Joined to a reading, or opening a later sentence: the tool still acts.
    ['Returns the current session and updates its last-accessed timestamp.', ['update:change:strong']],
    ['Lists calendar events. Deletes expired events as a side effect.', ['delete:change:destroys:strong']],
    ['Looks up a user; it also writes an audit entry.', ['write:change:strong']],
    ['Returns the profile. Each call writes a login timestamp.', ['write:change:strong']],
    ['Loads a saved workflow and runs it immediately.', ['run:execute:strong']],
    ['Writes content to a file, overwriting any existing file.', ['write:change:strong', 'overwrite:change:destroys:strong']],
    // Passives over what the tool handles.
    ['Fetches a prompt. The fetched prompt is executed at once.', ['execute:execute:strong']],
    ['Retrieves a snippet of code, which is then evaluated in the session.', ['evaluate:execute:strong']],
    // Read-only uses of the same verbs.
    ['Sends a query to the Brave Search API and returns the results.', ['send:send:ro:strong']],
    ['Sends a GET request to the metrics API.', ['send:send:ro:strong']],
    ['Adds two numbers and returns the sum.', ['add:change:ro:weak']],
    ['Removes whitespace from the result.', ['remove:change:ro:destroys:strong']],
    ['Drops a filter from the current query.', ['drop:change:ro:destroys:strong']],
    ['Sets the maximum number of results.', ['set:change:ro:weak']],
    ['Updates the view locally.', ['update:change:ro:strong']],
    ['On a miss it updates the local cache.', ['update:change:ro:strong']],
    ['Creates a summary of the document.', ['create:change:ro:strong']],
    ['Runs a find query against a collection.', ['run:execute:ro:weak']],
    ['Execute a read-only SQL query.', ['execute:execute:ro:strong']],
    ['Evaluates a math expression such as 2+3.', ['evaluate:execute:ro:strong']],
    // Passives in a read tool's docs describe what it returns or uses.
    ['Returns a file. Files over 1 MB are truncated.', ['truncate:change:ro:destroys:strong']],
    ['Parses a PDF; the PDF engine is invoked explicitly.', ['invoke:execute:ro:strong']],
    ['Truncates the table.', ['truncate:change:destroys:strong']],
    ['Fetches a page as Markdown. Images are removed.', ['remove:change:ro:destroys:strong']],
    ['Lists calendar events. Expired events are deleted.', ['delete:change:destroys:strong']],
    ['Read a file, and optionally create it if missing.', ['create:change:strong']],
    ['Run the tests and return the report.', ['run:execute:weak']],
    ['Truncates the output to 100 lines.', ['truncate:change:ro:destroys:strong']],
  ])('%j', (text, expected) => {
    expect(summary(text)).toEqual(expected);
  });

  it.each([
    // The caller, not the tool, is the actor.
    'Lists issues. Set a limit to control the page size.',
    'Lists files. Use delete_file to remove them.',
    'A thinking tool. You can add more thoughts even after the end.',
    // Negated.
    'Writes nothing; returns the diff.',
    'Renders the view; nothing is saved.',
    'Highlights text; the document is not changed.',
    // Refused: the server does not do it.
    'Lists a folder. Archived folders are write-protected; the server refuses writes and deletes there.',
    // Nouns that look like verbs.
    'Lists messages and posts in a channel.',
    'Returns updates for a package. Updates are sorted newest first.',
    'A thinking tool.\nThe thought may include:\n* Revisions of previous thoughts\n* Changes in approach\n* Records kept elsewhere',
    // The data's freshness, not the call.
    'Searches the index. The index is updated daily.',
    // A weak verb in a passive: "is added" says nothing about the call.
    'Each result is added to the list.',
  ])('no action in %j', (text) => {
    expect(describedActions(text)).toEqual([]);
  });

  it('reads at most MAX_TEXT characters, and the object of each verb is a few words', () => {
    expect(describedActions(`${'x'.repeat(MAX_TEXT)} Deletes a file.`)).toEqual([]);
    const hostile = describedActions(`Reads and ${'deletes all the files in every folder and '.repeat(2000)}`);
    // One action per "deletes" that fits in the cap, each with a bounded object.
    expect(hostile.length).toBeLessThanOrEqual(Math.ceil(MAX_TEXT / 'deletes all the files in every folder and '.length));
    expect(hostile.length).toBeGreaterThan(100);
    expect(Math.max(...hostile.map((a) => a.object.split(' ').length))).toBeLessThanOrEqual(6);
  });

  it('reads the text a reviewer sees: zero-width characters do not hide a verb', () => {
    expect(summary('Del\u200Betes a file.')).toEqual(['delete:change:destroys:strong']);
  });
});

describe('saysReversible', () => {
  it.each([
    ['Remove me as owner of the document.', true],
    ['Removes yourself from the workspace.', true],
    ['Removes your reaction from a message.', true],
    ['Deletes a message. Deleted messages can be restored from the trash.', true],
    ['Deletes a draft; add it again to undo.', true],
    ['Moves the file to the trash.', true],
    ['Deletes a file.', false],
    ['Deletes your account.', false],
    ['Deletes a message. This cannot be undone.', false],
    ['Permanently deletes the draft; it can be restored by nobody.', false],
    ['Drops an irreversible table.', false],
  ])('%j → %s', (text, expected) => {
    expect(saysReversible(text)).toBe(expected);
  });
});

describe('describedActions: participle clauses and joined verbs', () => {
  it('reads a destroying participle after a comma, and a verb joined to how it acts', () => {
    const actions = describedActions('Force-pushes the local branch over the remote branch, discarding remote commits.');
    expect(actions.map((a) => [a.verb, a.destroys])).toEqual([
      ['push', false],
      ['discard', true],
    ]);
  });
  it('leaves a tool name or a lint directive joined by a hyphen alone', () => {
    expect(describedActions('<!-- markdownlint-disable MD013 --> Searches contacts by name.')).toEqual([]);
    expect(describedActions('Lists files, skipping hidden ones.')).toEqual([]);
  });
});
