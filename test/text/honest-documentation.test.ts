import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readDirectives, type ToolContext } from '../../src/text/directives.js';

/**
 * Honest documentation written in every field's style (test/text/fixtures/honest-documentation.tsv):
 * units, defaults, limits, examples, sequencing the user drives, confirm-with-the-user advice,
 * destructive tools described honestly, prompts and resources that only read. The reader must find
 * no directive in any of it. These are the probes each change of issue 24's second pass was held to,
 * kept so that the next change is held to them too.
 */
const SIBLINGS = [
  'send_email', 'list_messages', 'read_message', 'delete_message', 'create_payment', 'list_transactions', 'get_balance', 'refund_payment',
  'read_file', 'write_file', 'list_directory', 'delete_file', 'run_command', 'deploy_service', 'get_logs', 'scale_service',
  'query', 'list_tables', 'describe_table', 'insert_rows', 'post_message', 'list_channels', 'get_channel_history', 'invite_user',
  'search_contacts', 'create_contact', 'update_deal', 'export_contacts', 'create_event', 'list_events', 'cancel_event', 'find_free_slot',
  'place_order', 'track_order', 'cancel_order', 'search_products', 'get_file_contents', 'create_pull_request', 'merge_pull_request',
  'create_issue', 'get_forecast', 'get_alerts', 'search_web', 'get_secret', 'list_secrets', 'rotate_token', 'share_secret',
  'list_instances', 'delete_instance', 'create_bucket', 'set_bucket_policy', 'translate_text', 'summarize_url', 'save_note',
  'refresh_token', 'send_draft', 'create_invoice', 'close_issue',
];
const PARAMS = ['amount', 'date', 'iban', 'query', 'replicas', 'branch', 'sql', 'path', 'hours', 'attendees', 'quantity', 'channel', 'environment', 'body', 'filter', 'price', 'reference', 'command', 'language', 'start', 'folder', 'name', 'method', 'to', 'limit', 'timeout', 'force', 'region', 'cc', 'retries', 'zone', 'version', 'format', 'days', 'currency', 'status', 'recipient', 'email', 'url', 'tags', 'visibility', 'sort', 'page', 'policy'];
const tools = new Map<string, ReadonlySet<string>>([...SIBLINGS.map((t) => [t, new Set(['id'])] as const), ['do_thing', new Set(PARAMS)]]);

// A title is the title of the tool it names ("Send email — …" of send_email): its first two words.
const carrierOfTitle = (title: string) => title.split(/[^\p{L}]+/u).slice(0, 2).join('_').toLowerCase();

function contextOf(kind: string, text: string): ToolContext {
  if (kind === 'prompt') return { tools, prompt: true };
  if (kind === 'data') return { tools, data: true };
  if (kind === 'title') return { tools: new Map([...tools, [carrierOfTitle(text), new Set(['id'])]]), carrier: carrierOfTitle(text), label: true };
  if (kind.startsWith('param:')) return { tools, carrier: 'do_thing', param: kind.slice(6) };
  return { tools, carrier: 'do_thing' };
}

const rows = readFileSync(join(fileURLToPath(new URL('.', import.meta.url)), 'fixtures', 'honest-documentation.tsv'), 'utf8')
  .split('\n')
  .filter((l) => l !== '' && !l.startsWith('#'))
  .map((l) => l.split('\t') as [string, string]);

describe('honest documentation', () => {
  it('holds enough probes to mean something', () => {
    expect(rows.length).toBeGreaterThan(300);
  });
  it.each(rows)('%s: %s', (kind, text) => {
    expect(readDirectives(text, contextOf(kind, text)).map((d) => d.clause.text)).toEqual([]);
  });
});
