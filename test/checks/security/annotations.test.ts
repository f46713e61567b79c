import { describe, expect, it } from 'vitest';
import { checkSecurity } from '../../../src/checks/security/index.js';
import { snapshotOf, tool } from './snapshot.js';
import { argsOf } from '../../support/findings.js';

type Case = { name: string; description?: string; annotations: Record<string, unknown>; properties?: Record<string, unknown> };

const run = (c: Case, rule: string) =>
  checkSecurity(
    snapshotOf({
      tools: [
        tool(c.name, {
          description: c.description ?? 'A tool.',
          annotations: c.annotations,
          inputSchema: { type: 'object', properties: c.properties ?? {} },
        }),
      ],
    }),
  ).filter((f) => f.rule === rule && f.status !== 'pass');

const RO = { readOnlyHint: true };

describe('readonly_hint_mismatch', () => {
  /** [case, evidence, verb, confidence] */
  const TRIGGERS: Array<[Case, string, string, string]> = [
    [{ name: 'delete_file', annotations: RO }, 'name', 'delete', 'high'],
    [{ name: 'deleteFile', annotations: RO }, 'name', 'delete', 'high'],
    [{ name: 'delete-file', annotations: RO }, 'name', 'delete', 'high'],
    [{ name: 'DeleteFile', annotations: RO }, 'name', 'delete', 'high'],
    [{ name: 'file.write', annotations: RO }, 'name', 'write', 'medium'],
    [{ name: 'user_update', annotations: RO }, 'name', 'update', 'medium'],
    [{ name: 'createIssue', annotations: RO }, 'name', 'create', 'high'],
    [{ name: 'send_email', annotations: RO }, 'name', 'send', 'high'],
    [{ name: 'execute_sql', annotations: RO }, 'name', 'execute', 'high'],
    [{ name: 'run_migration', annotations: RO }, 'name', 'run', 'high'],
    [{ name: 'execute_sql', description: 'Executes raw SQL in the Postgres database. Destructive statements may require the user to confirm.', annotations: RO }, 'name', 'execute', 'high'],
    [{ name: 'post_message', annotations: RO }, 'name', 'post', 'high'],
    [{ name: 'records', description: 'Deletes every record in the table.', annotations: RO }, 'description', 'delete', 'medium'],
    [{ name: 'records', description: 'This tool permanently removes old rows.', annotations: RO }, 'description', 'remove', 'medium'],
    [{ name: 'notes', description: 'Writes a note to disk.', annotations: RO }, 'description', 'write', 'medium'],
    [{ name: 'shell', description: 'Executes a shell command.', annotations: RO }, 'description', 'execute', 'medium'],
    [{ name: 'mailer', description: 'Send an email to a recipient.', annotations: RO }, 'description', 'send', 'medium'],
    // What the description says the tool also does (issue 22): a side effect, an execution.
    [{ name: 'get_session', description: 'Returns the session and updates its last-accessed timestamp.', annotations: RO }, 'description', 'update', 'medium'],
    [{ name: 'get_prompt', description: 'Fetches a prompt. The fetched prompt is executed at once.', annotations: RO }, 'description', 'execute', 'medium'],
    [{ name: 'set_config', annotations: RO }, 'name', 'set', 'high'],
    [{ name: 'inbox', description: 'Marks a message as read.', annotations: RO }, 'description', 'mark', 'low'],
  ];

  it.each(TRIGGERS)('fires on %j', (c, evidence, verb, confidence) => {
    const f = run(c, 'readonly_hint_mismatch');
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ severity: 'high', confidence, path: 'annotations.readOnlyHint', args: { evidence, verb } });
  });

  const SILENT: Case[] = [
    { name: 'read_file', description: 'Read the complete contents of a file.', annotations: RO },
    { name: 'get_post', annotations: RO },
    { name: 'get_commit', annotations: RO },
    { name: 'list_updates', annotations: RO },
    { name: 'get_update_status', annotations: RO },
    { name: 'get-annotated-message', annotations: RO },
    { name: 'trigger-long-running-operation', annotations: RO },
    { name: 'search_nodes', description: 'Search for nodes in the knowledge graph', annotations: RO },
    { name: 'sequentialthinking', description: 'A detailed tool. You can add more thoughts even after the end.', annotations: RO },
    { name: 'reply_count', description: 'Returns the number of replies.', annotations: RO },
    { name: 'run_status', annotations: RO },
    { name: 'messageHistory', annotations: RO },
    // Negations, previews and dry runs count against the name (real descriptions and their shapes).
    { name: 'dry_run_delete', description: 'Lists what delete would remove.', annotations: RO },
    { name: 'delete_preview', description: 'Shows the files a delete would remove, without deleting anything.', annotations: RO },
    { name: 'update_check', description: 'Checks whether a newer version is available.', annotations: RO },
    { name: 'reset_password_link', description: 'Returns a link the user can open to reset their password.', annotations: RO },
    { name: 'apply_changes', description: 'Computes the changes as a dry run; nothing is written.', annotations: RO },
    // An ambiguous verb over a reading: Desktop Commander's start_search, MongoDB's find, Supabase's query_logs.
    { name: 'start_search', description: 'Start a streaming search that can return results progressively.', annotations: RO },
    { name: 'run_query', annotations: RO },
    { name: 'find', description: 'Run a find query against a MongoDB collection', annotations: RO },
    { name: 'aggregate', description: 'Run an aggregation against a MongoDB collection', annotations: RO },
    { name: 'query_logs', description: "Runs a custom read-only ClickHouse SQL query against a project's logs.", annotations: RO },
    // Read-only uses of mutating verbs, in the description and the name (issue 22).
    { name: 'add', description: 'Adds two numbers and returns the sum.', annotations: RO },
    { name: 'brave_web_search', description: 'Sends a query to the Brave Search API and returns the results.', annotations: RO },
    { name: 'create_chart', description: 'Creates a chart image from the data and returns it.', annotations: RO },
    { name: 'list_issues', description: 'Lists issues. Set a limit to control the page size.', annotations: RO },
    { name: 'delete_file', annotations: { readOnlyHint: false } },
    { name: 'delete_file', annotations: {} },
    { name: 'delete_file', annotations: { readOnlyHint: 'true' } },
  ];

  it.each(SILENT)('stays silent on %j', (c) => {
    expect(run(c, 'readonly_hint_mismatch')).toEqual([]);
  });
});

describe('destructive_hint_mismatch', () => {
  const NOT_DESTRUCTIVE = { readOnlyHint: false, destructiveHint: false };
  const TRIGGERS: Array<[Case, string, string]> = [
    [{ name: 'drop_table', annotations: NOT_DESTRUCTIVE }, 'name', 'drop'],
    [{ name: 'purgeCache', annotations: NOT_DESTRUCTIVE }, 'name', 'purge'],
    [{ name: 'file_delete', annotations: NOT_DESTRUCTIVE }, 'name', 'delete'],
    [{ name: 'records', description: 'Truncates the table.', annotations: NOT_DESTRUCTIVE }, 'description', 'truncate'],
    [{ name: 'save', description: 'Saves the file; overwrites existing content.', annotations: NOT_DESTRUCTIVE }, 'description', 'overwrite'],
    [{ name: 'tidy', description: 'Tidies up and permanently deletes stale items.', annotations: NOT_DESTRUCTIVE }, 'description', 'delete'],
  ];

  it.each(TRIGGERS)('fires on %j', (c, evidence, verb) => {
    const f = run(c, 'destructive_hint_mismatch');
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ severity: 'medium', path: 'annotations.destructiveHint', args: { evidence, verb } });
  });

  it.each([
    // Self-only or undoable: a change the hint hides, not a loss (issue 22).
    { name: 'remove_owner', description: 'Remove me as owner of the document. Another owner can add me back.', annotations: NOT_DESTRUCTIVE },
    { name: 'channel', description: 'Removes yourself from the channel.', annotations: NOT_DESTRUCTIVE },
    { name: 'delete_message', description: 'Deletes a message. Deleted messages can be restored from the trash.', annotations: NOT_DESTRUCTIVE },
  ])('grades a reversible removal low: %j', (c) => {
    expect(run(c, 'destructive_hint_mismatch')).toMatchObject([{ severity: 'low', path: 'annotations.destructiveHint' }]);
  });

  it('keeps an irreversible removal medium even when it names the caller', () => {
    const c = { name: 'delete_account', description: 'Deletes your account. This cannot be undone.', annotations: NOT_DESTRUCTIVE };
    expect(run(c, 'destructive_hint_mismatch')).toMatchObject([{ severity: 'medium', status: 'fail' }]);
  });

  const SILENT: Case[] = [
    { name: 'drop_filter', description: 'Drops a filter from the current query and returns the rows.', annotations: NOT_DESTRUCTIVE },
    { name: 'leave_channel', description: 'Leaves a channel; you can rejoin later.', annotations: NOT_DESTRUCTIVE },
    { name: 'create_directory', description: 'Create a new directory or ensure a directory exists.', annotations: NOT_DESTRUCTIVE },
    { name: 'add_observations', annotations: NOT_DESTRUCTIVE },
    { name: 'delete_entities', annotations: { destructiveHint: true } },
    { name: 'delete_entities', annotations: {} },
    // already reported once, as the more severe readOnlyHint lie
    { name: 'delete_entities', annotations: { readOnlyHint: true, destructiveHint: false } },
  ];

  it.each(SILENT)('stays silent on %j', (c) => {
    expect(run(c, 'destructive_hint_mismatch')).toEqual([]);
  });
});

describe('open_world_hint_mismatch', () => {
  const CLOSED = { openWorldHint: false };
  const TRIGGERS: Array<[Case, string, string, string]> = [
    [{ name: 'fetch_url', annotations: CLOSED }, 'name', 'url', 'high'],
    [{ name: 'webSearch', annotations: CLOSED }, 'name', 'web', 'high'],
    [{ name: 'download-report', annotations: CLOSED }, 'name', 'download', 'high'],
    [{ name: 'get_page', description: 'Fetches a web page and returns its text.', annotations: CLOSED }, 'description', 'Fetches a web page', 'medium'],
    [{ name: 'probe', description: 'Sends a request to the remote API endpoint.', annotations: CLOSED }, 'description', 'request to the remote API', 'medium'],
    [{ name: 'notify', annotations: CLOSED, properties: { webhook_url: { type: 'string' } } }, 'parameter', 'webhook_url', 'medium'],
  ];

  it.each(TRIGGERS)('fires on %j', (c, evidence, verb, confidence) => {
    const f = run(c, 'open_world_hint_mismatch');
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ severity: 'medium', confidence, path: 'annotations.openWorldHint', args: { evidence, verb } });
  });

  const SILENT: Case[] = [
    { name: 'read_text_file', description: 'Read the complete contents of a file from the file system as text.', annotations: CLOSED },
    { name: 'get-resource-links', description: 'Returns up to ten resource links.', annotations: CLOSED },
    { name: 'fetch_url', annotations: { openWorldHint: true } },
    { name: 'fetch_url', annotations: {} },
    { name: 'docs', description: 'Returns help. See https://example.com/docs for details.', annotations: CLOSED },
    { name: 'lookup', annotations: CLOSED, properties: { uri: { type: 'string' }, path: { type: 'string' } } },
    // One word of a name is not evidence when the name reads something: Supabase, Firecrawl.
    { name: 'get_project_url', description: 'Gets the API URL for a project.', annotations: CLOSED },
    { name: 'firecrawl_check_crawl_status', description: 'Check the status of a crawl job.', annotations: CLOSED },
  ];

  it.each(SILENT)('stays silent on %j', (c) => {
    expect(run(c, 'open_world_hint_mismatch')).toEqual([]);
  });
});

it('passes per hint with how many tools declare it', () => {
  const f = checkSecurity(snapshotOf({ tools: [tool('read_file', { annotations: { readOnlyHint: true, openWorldHint: false } })] }));
  expect(f.filter((x) => x.status === 'pass' && x.rule.endsWith('_hint_mismatch')).map((x) => [x.rule, argsOf(x).scanned])).toEqual([
    ['readonly_hint_mismatch', 1],
    ['destructive_hint_mismatch', 0],
    ['open_world_hint_mismatch', 1],
  ]);
});

describe('ambiguous description verbs', () => {
  it('"Runs a script" on a read-only tool fails (a script is code); "Starts a rollout" only warns; "Runs a query" is a reading', async () => {
    const { checkSecurity } = await import('../../../src/checks/security/index.js');
    const { snapshot } = await import('../../support/snapshot.js');
    const judge = (description: string) =>
      checkSecurity(snapshot([{ name: 'region_tool', description, inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } }])).find(
        (x) => x.rule === 'readonly_hint_mismatch' && x.status !== 'pass',
      );
    expect(judge('Runs a maintenance script in one region.')).toMatchObject({ status: 'fail', confidence: 'medium' });
    expect(judge('Starts a rollout in one region.')).toMatchObject({ status: 'warn', confidence: 'low' });
    expect(judge('Runs a query in one region.')).toBeUndefined();
  });
});
