import { describe, expect, it } from 'vitest';
import { checkSecurity } from '../../../src/checks/security/index.js';
import { snapshotOf, tool } from './snapshot.js';

/**
 * A labelled evaluation of the annotation heuristics (issue 22 item 6), written before they were
 * rewritten. DEVELOPMENT may be tuned on (it holds the issue's own examples); HELD_OUT was written at
 * the same time, from different but analogous tools, and is only ever measured: do not edit it to
 * make a change pass. Each case names the hint it exercises; `flagged` is whether a careful reviewer
 * wants a finding (warn or fail) from that hint's rule, and `severity`, when given, the grade that
 * finding should carry. A case is right when both hold.
 */
interface Labelled {
  name: string;
  description?: string;
  /** readOnly: `readOnlyHint: true` (readonly_hint_mismatch); notDestructive: `destructiveHint: false` (destructive_hint_mismatch). */
  hint: 'readOnly' | 'notDestructive';
  flagged: boolean;
  severity?: 'low' | 'medium' | 'high';
}

const DEVELOPMENT: Labelled[] = [
  // The examples.
  { hint: 'readOnly', name: 'add', description: 'Adds two numbers and returns the sum.', flagged: false },
  { hint: 'readOnly', name: 'brave_search', description: 'Sends a query to the Brave Search API and returns the results.', flagged: false },
  { hint: 'readOnly', name: 'get_session', description: 'Returns the current session and updates its last-accessed timestamp.', flagged: true },
  { hint: 'readOnly', name: 'get_prompt', description: 'Fetches a prompt from the shared library. The fetched prompt is executed at once.', flagged: true },
  { hint: 'notDestructive', name: 'remove_owner', description: 'Remove me as owner of the document. Another owner can add me back at any time.', flagged: true, severity: 'low' },
  // Read-only uses of mutating verbs.
  { hint: 'readOnly', name: 'format_text', description: 'Removes whitespace from the result and returns the cleaned text.', flagged: false },
  { hint: 'readOnly', name: 'list_issues', description: 'Lists issues in a repository. Set a limit to control the page size.', flagged: false },
  { hint: 'readOnly', name: 'render_view', description: 'Updates the view locally and returns it; nothing is saved.', flagged: false },
  { hint: 'readOnly', name: 'summarize', description: 'Creates a summary of the document.', flagged: false },
  { hint: 'readOnly', name: 'filter_results', description: 'Removes a filter from the current result set and returns the rows.', flagged: false },
  { hint: 'readOnly', name: 'query', description: 'Execute a read-only SQL query against the warehouse.', flagged: false },
  { hint: 'readOnly', name: 'calculator_subtract', description: 'Subtracts b from a.', flagged: false },
  { hint: 'readOnly', name: 'fetch_page', description: 'Fetches a web page and returns it as Markdown.', flagged: false },
  { hint: 'readOnly', name: 'cache_lookup', description: 'Looks up a key; on a miss it updates the local cache.', flagged: false },
  { hint: 'readOnly', name: 'eval_expression', description: 'Evaluates a math expression such as 2+3 and returns the result.', flagged: false },
  { hint: 'readOnly', name: 'translate', description: 'Translates text into the target language.', flagged: false },
  { hint: 'readOnly', name: 'get_weather', description: 'Gets the weather forecast for a city.', flagged: false },
  { hint: 'readOnly', name: 'read_file', description: 'Read the complete contents of a file.', flagged: false },
  // Mutations, executions and sends.
  { hint: 'readOnly', name: 'delete_file', flagged: true, severity: 'high' },
  { hint: 'readOnly', name: 'send_message', description: 'Sends a message to a Slack channel.', flagged: true },
  { hint: 'readOnly', name: 'run_script', description: 'Runs a Python script in the sandbox.', flagged: true },
  { hint: 'readOnly', name: 'get_user', description: 'Gets a user. Also writes an audit entry to the log table.', flagged: true },
  { hint: 'readOnly', name: 'mark_as_read', description: 'Marks a message as read.', flagged: true },
  { hint: 'readOnly', name: 'notify', description: "Sends a notification to the user's phone.", flagged: true },
  { hint: 'readOnly', name: 'set_config', flagged: true },
  // destructiveHint: false.
  { hint: 'notDestructive', name: 'drop_table', description: 'Drops a table.', flagged: true, severity: 'medium' },
  { hint: 'notDestructive', name: 'delete_file', description: 'Deletes a file permanently.', flagged: true, severity: 'medium' },
  { hint: 'notDestructive', name: 'create_issue', description: 'Creates an issue.', flagged: false },
  { hint: 'notDestructive', name: 'leave_channel', description: 'Leaves a channel. You can rejoin later.', flagged: false },
  { hint: 'notDestructive', name: 'delete_message', description: 'Deletes a message. Deleted messages can be restored from the trash.', flagged: true, severity: 'low' },
  { hint: 'notDestructive', name: 'save_file', description: 'Writes content to a file, overwriting any existing file.', flagged: true, severity: 'medium' },
  { hint: 'notDestructive', name: 'update_record', description: 'Updates fields of a record.', flagged: false },
  { hint: 'notDestructive', name: 'remove_label', description: 'Removes a label from an issue.', flagged: true },
  { hint: 'notDestructive', name: 'add_comment', description: 'Adds a comment to a pull request.', flagged: false },
  { hint: 'notDestructive', name: 'format_code', description: 'Removes trailing whitespace from the given source text and returns it.', flagged: false },
  { hint: 'notDestructive', name: 'kill_process', description: 'Terminates a process by PID.', flagged: true, severity: 'medium' },
];

// Written with DEVELOPMENT, before the rewrite; measured, never tuned on.
const HELD_OUT: Labelled[] = [
  { hint: 'readOnly', name: 'multiply', description: 'Multiplies two numbers.', flagged: false },
  { hint: 'readOnly', name: 'tavily_search', description: 'Submits a search request to the Tavily API and returns ranked results.', flagged: false },
  { hint: 'readOnly', name: 'read_page', description: 'Reads a wiki page and increments its view counter.', flagged: true },
  { hint: 'readOnly', name: 'get_profile', description: "Returns the user's profile. Each call writes a login timestamp to the user record.", flagged: true },
  { hint: 'readOnly', name: 'load_workflow', description: 'Loads a saved workflow and runs it immediately.', flagged: true },
  { hint: 'readOnly', name: 'get_snippet', description: 'Retrieves a code snippet, which is then evaluated in the current session.', flagged: true },
  { hint: 'readOnly', name: 'strip_html', description: 'Removes HTML tags from the input and returns plain text.', flagged: false },
  { hint: 'readOnly', name: 'paginate', description: 'Returns rows from the table. Set the offset and limit to page through results.', flagged: false },
  { hint: 'readOnly', name: 'post_tweet', description: 'Posts a tweet from the signed-in account.', flagged: true },
  { hint: 'readOnly', name: 'email_report', description: 'Emails the weekly report to the team.', flagged: true },
  { hint: 'readOnly', name: 'create_chart', description: 'Creates a chart image from the data and returns it as PNG.', flagged: false },
  { hint: 'readOnly', name: 'sum_column', description: 'Adds up the values in a column and returns the total.', flagged: false },
  { hint: 'readOnly', name: 'query_api', description: 'Sends a GET request to the metrics API and returns the JSON.', flagged: false },
  { hint: 'readOnly', name: 'sync_status', flagged: false },
  { hint: 'readOnly', name: 'execute_command', description: 'Executes a shell command and returns its output.', flagged: true, severity: 'high' },
  { hint: 'readOnly', name: 'diff_files', description: 'Compares two files and returns a unified diff.', flagged: false },
  { hint: 'readOnly', name: 'get_calendar', description: 'Lists calendar events. Deletes expired events as a side effect.', flagged: true },
  { hint: 'readOnly', name: 'publish_page', flagged: true },
  { hint: 'readOnly', name: 'lookup_ticket', description: 'Finds a ticket by id and assigns it to you if it is unassigned.', flagged: true },
  { hint: 'readOnly', name: 'highlight', description: 'Updates the on-screen highlight locally; the document is not changed.', flagged: false },
  { hint: 'notDestructive', name: 'leave_workspace', description: 'Removes yourself from the workspace. An admin can invite you again.', flagged: true, severity: 'low' },
  { hint: 'notDestructive', name: 'delete_bucket', description: 'Deletes an S3 bucket and all of its objects.', flagged: true, severity: 'medium' },
  { hint: 'notDestructive', name: 'remove_reaction', description: 'Removes your reaction from a message; add it again to undo.', flagged: true, severity: 'low' },
  { hint: 'notDestructive', name: 'purge_queue', description: 'Purges all messages in the queue.', flagged: true, severity: 'medium' },
  { hint: 'notDestructive', name: 'trim_text', description: 'Removes leading and trailing spaces from the text.', flagged: false },
  { hint: 'notDestructive', name: 'create_folder', description: 'Creates a folder.', flagged: false },
  { hint: 'notDestructive', name: 'delete_draft', description: 'Deletes a draft. Deleted drafts can be recovered from the trash for 30 days.', flagged: true, severity: 'low' },
  { hint: 'notDestructive', name: 'replace_file', description: 'Writes the new content, overwriting the existing file.', flagged: true, severity: 'medium' },
  { hint: 'notDestructive', name: 'rename_tag', description: 'Renames a tag.', flagged: false },
  { hint: 'notDestructive', name: 'drop_filter', description: 'Drops a filter from the current query and returns the new result.', flagged: false },
  { hint: 'notDestructive', name: 'wipe_device', description: 'Wipes all data from the device.', flagged: true, severity: 'medium' },
];

const RULE = { readOnly: 'readonly_hint_mismatch', notDestructive: 'destructive_hint_mismatch' } as const;
const ANNOTATIONS = { readOnly: { readOnlyHint: true }, notDestructive: { readOnlyHint: false, destructiveHint: false } };

/** Whether today's checks give the labelled answer on one case. */
function right(c: Labelled): boolean {
  const found = checkSecurity(
    snapshotOf({ tools: [tool(c.name, { description: c.description ?? '', annotations: ANNOTATIONS[c.hint], inputSchema: { type: 'object' } })] }),
  ).filter((f) => f.rule === RULE[c.hint] && f.status !== 'pass');
  if (!c.flagged) return found.length === 0;
  return found.length > 0 && (c.severity === undefined || found.every((f) => f.severity === c.severity));
}

const accuracy = (cases: Labelled[]) => cases.filter(right).length / cases.length;

describe('annotation heuristics on a labelled set', () => {
  it('holds the sets apart: no held-out tool is a development tool', () => {
    const dev = new Set(DEVELOPMENT.map((c) => `${c.hint}:${c.name}`));
    expect(HELD_OUT.filter((c) => dev.has(`${c.hint}:${c.name}`))).toEqual([]);
  });

  it('gets the held-out part right at least 90% of the time', () => {
    const wrong = HELD_OUT.filter((c) => !right(c)).map((c) => c.name);
    expect(accuracy(HELD_OUT), `wrong on ${wrong.join(', ')}`).toBeGreaterThanOrEqual(0.9);
  });

  it('gets every development case right', () => {
    expect(DEVELOPMENT.filter((c) => !right(c)).map((c) => c.name)).toEqual([]);
  });
});
