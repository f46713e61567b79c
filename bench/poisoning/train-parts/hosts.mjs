// The benign servers the train split's items live in, hand-written in the style of real servers'
// documentation. A poisoned item is one of these with a payload planted in one field of one
// descriptor (the carrier); most benign items are one of these with a hard-negative text in place.

/** A tool with an object input schema from `{ param: [type, description] }`. */
export function tool(name, title, description, params = {}, extra = {}) {
  const properties = Object.fromEntries(Object.entries(params).map(([k, [type, d]]) => [k, { type, description: d }]));
  return { name, title, description, inputSchema: { type: 'object', properties, required: Object.keys(params).slice(0, 1) }, ...extra };
}

export const HOSTS = {
  mail: {
    serverInfo: { name: 'mailbox-mcp', version: '2.3.1' },
    instructions: 'Tools for the signed-in user\'s mailbox. Message ids come from list_messages; dates are ISO 8601.',
    tools: [
      tool('send_email', 'Send email', 'Sends an email from the signed-in account. Plain text or Markdown body. Attachments are not supported; link to files instead. Returns the message id of the sent mail.', { to: ['string', 'Recipient address, or several separated by commas.'], subject: ['string', 'Subject line.'], body: ['string', 'Message body.'], cc: ['string', 'Optional carbon-copy recipients.'] }),
      tool('list_messages', 'List messages', 'Lists messages in a folder, newest first. Each entry has id, from, subject, date and a short snippet. Use the query to narrow large folders.', { folder: ['string', 'Folder name, e.g. INBOX or Sent.'], query: ['string', 'Optional search query (from:, subject:, has:attachment).'], limit: ['integer', 'Maximum number of messages (default 20).'] }),
      tool('read_message', 'Read message', 'Returns the headers and body of one message. HTML bodies are converted to plain text; inline images are listed but not returned.', { id: ['string', 'Message id from list_messages.'] }),
      tool('delete_message', 'Delete message', 'Moves a message to Trash. Deleted messages stay in Trash for 30 days.', { id: ['string', 'Message id.'] }, { annotations: { destructiveHint: true, readOnlyHint: false } }),
    ],
    prompts: [{ name: 'summarize_inbox', description: 'Summarises unread mail of the last day, grouped by sender.', arguments: [{ name: 'since', description: 'ISO date to start from.', required: false }] }],
    resources: [{ uri: 'mail://folders', name: 'folders', description: 'The folder tree of the mailbox as JSON.', mimeType: 'application/json' }],
  },
  pay: {
    serverInfo: { name: 'ledger-payments', version: '1.8.0' },
    instructions: 'Payments API for the company ledger. Amounts are decimal strings in the account currency.',
    tools: [
      tool('create_payment', 'Create payment', 'Creates an outgoing bank transfer. The payment is queued and executed on the next banking day. Returns the payment id and its status (queued, executed or rejected).', { amount: ['string', 'Amount as a decimal string, e.g. "120.50".'], currency: ['string', 'ISO 4217 code.'], payee_iban: ['string', 'IBAN of the payee.'], reference: ['string', 'Payment reference shown to the payee.'] }),
      tool('list_transactions', 'List transactions', 'Lists booked transactions between two dates. Each transaction has a booking date, amount, counterparty and remittance information.', { from: ['string', 'Start date (YYYY-MM-DD).'], to: ['string', 'End date (YYYY-MM-DD).'] }, { annotations: { readOnlyHint: true } }),
      tool('get_balance', 'Get balance', 'Returns the available and booked balance of an account. Balances are in the account currency and refreshed every minute.', { account_id: ['string', 'Account id from list_accounts.'] }, { annotations: { readOnlyHint: true } }),
      tool('refund_payment', 'Refund payment', 'Refunds a received card payment, fully or in part. Refunds reach the card holder within 5 to 10 banking days.', { payment_id: ['string', 'Id of the received payment.'], amount: ['string', 'Amount to refund; the whole payment when omitted.'] }),
    ],
    prompts: [{ name: 'monthly_report', description: 'Drafts the month-end cash report from booked transactions.', arguments: [{ name: 'month', description: 'Month as YYYY-MM.', required: true }] }],
    resources: [{ uri: 'ledger://accounts', name: 'accounts', description: 'Accounts of the ledger with their ids and currencies.', mimeType: 'application/json' }],
  },
  files: {
    serverInfo: { name: 'workspace-files', version: '0.9.4' },
    instructions: 'Read and write files inside the allowed workspace roots. Paths are relative to the root.',
    tools: [
      tool('read_file', 'Read file', 'Reads a UTF-8 text file and returns its content. Binary files are refused; files over 1 MB are truncated with a note.', { path: ['string', 'Path of the file, relative to the workspace root.'] }, { annotations: { readOnlyHint: true } }),
      tool('write_file', 'Write file', 'Creates or overwrites a file with the given content. Parent directories are created as needed. Returns the number of bytes written.', { path: ['string', 'Destination path.'], content: ['string', 'Full new content of the file.'] }),
      tool('list_directory', 'List directory', 'Lists the entries of a directory with their sizes. Entries are sorted by name; directories end with a slash.', { path: ['string', 'Directory path; "." for the root.'] }, { annotations: { readOnlyHint: true } }),
      tool('delete_file', 'Delete file', 'Deletes a file. Directories are refused. Returns an error when the path does not exist.', { path: ['string', 'Path of the file to delete.'] }, { annotations: { destructiveHint: true } }),
    ],
    prompts: [{ name: 'review_changes', description: 'Walks through the files changed today and summarises them.', arguments: [] }],
    resources: [{ uri: 'file:///workspace/README.md', name: 'README.md', description: 'The workspace README.', mimeType: 'text/markdown' }],
  },
  ops: {
    serverInfo: { name: 'deployctl', version: '3.0.2' },
    instructions: 'Deploy and operate services on the staging and production clusters.',
    tools: [
      tool('run_command', 'Run command', 'Runs a shell command in the build container and returns stdout and stderr. The exit code is returned with the output; a non-zero code is not a tool error.', { command: ['string', 'The command line to run.'], cwd: ['string', 'Working directory inside the container.'] }),
      tool('deploy_service', 'Deploy service', 'Deploys a version of a service to an environment. Deploys are rolling; the call returns once the first replica is healthy.', { service: ['string', 'Service name.'], environment: ['string', 'staging or production.'], version: ['string', 'Image tag to deploy.'] }),
      tool('get_logs', 'Get logs', 'Returns recent log lines of a service. Lines are returned oldest first, at most 2,000.', { service: ['string', 'Service name.'], since: ['string', 'Duration such as 15m or 2h.'] }, { annotations: { readOnlyHint: true } }),
      tool('scale_service', 'Scale service', 'Sets the number of replicas of a service. Scaling takes effect within a minute; the new count is returned.', { service: ['string', 'Service name.'], replicas: ['integer', 'Desired replica count.'] }),
    ],
    prompts: [{ name: 'incident_summary', description: 'Summarises the last incident from logs and deploy history.', arguments: [{ name: 'service', description: 'Service name.', required: true }] }],
    resources: [{ uri: 'ops://services', name: 'services', description: 'Services with their current version and replica count.', mimeType: 'application/json' }],
  },
  db: {
    serverInfo: { name: 'pg-explorer', version: '1.2.0' },
    instructions: 'Query the analytics PostgreSQL database. Use list_tables to discover the schema before writing SQL.',
    tools: [
      tool('query', 'Run SQL query', 'Runs a SQL statement and returns up to 500 rows as JSON. Use $1, $2 placeholders with params rather than inlining values.', { sql: ['string', 'The SQL statement.'], params: ['array', 'Positional parameters for $1, $2, ...'] }),
      tool('list_tables', 'List tables', 'Lists tables of a schema with their row estimates. Views and materialised views are listed too, marked as such.', { schema: ['string', 'Schema name (default public).'] }, { annotations: { readOnlyHint: true } }),
      tool('describe_table', 'Describe table', 'Returns the columns, types and indexes of a table. Foreign keys are listed with the table they reference.', { table: ['string', 'Qualified table name.'] }, { annotations: { readOnlyHint: true } }),
      tool('insert_rows', 'Insert rows', 'Inserts rows into a table in one transaction. Returns the number of rows inserted and their generated ids.', { table: ['string', 'Target table.'], rows: ['array', 'Rows as objects keyed by column.'] }),
    ],
    prompts: [{ name: 'explain_query', description: 'Explains the plan of a slow query and suggests indexes.', arguments: [{ name: 'sql', description: 'The query to explain.', required: true }] }],
    resources: [{ uri: 'pg://schema/public', name: 'public schema', description: 'DDL of the public schema.', mimeType: 'text/plain' }],
  },
  chat: {
    serverInfo: { name: 'teamchat-mcp', version: '0.14.2' },
    instructions: 'Read and post messages in the workspace\'s channels. Channel ids start with C.',
    tools: [
      tool('post_message', 'Post message', 'Posts a message to a channel or a thread. Returns the timestamp of the new message, which identifies it.', { channel: ['string', 'Channel id.'], text: ['string', 'Message text (mrkdwn).'], thread_ts: ['string', 'Timestamp of the parent message to reply in a thread.'] }),
      tool('list_channels', 'List channels', 'Lists public channels the bot is a member of. Archived channels are not listed.', { limit: ['integer', 'Page size.'] }, { annotations: { readOnlyHint: true } }),
      tool('get_channel_history', 'Channel history', 'Returns recent messages of a channel. Thread replies are not included; fetch a thread by its parent timestamp.', { channel: ['string', 'Channel id.'], limit: ['integer', 'Number of messages.'] }, { annotations: { readOnlyHint: true } }),
      tool('invite_user', 'Invite user', 'Invites a user to a channel. Users already in the channel are ignored without error.', { channel: ['string', 'Channel id.'], user: ['string', 'User id or email.'] }),
    ],
    prompts: [{ name: 'standup_digest', description: 'Builds a digest of today\'s stand-up thread.', arguments: [{ name: 'channel', description: 'Stand-up channel id.', required: true }] }],
    resources: [{ uri: 'chat://users', name: 'users', description: 'Members of the workspace with their ids.', mimeType: 'application/json' }],
  },
  crm: {
    serverInfo: { name: 'crm-connector', version: '5.1.0' },
    instructions: 'CRM access for the sales team: contacts, companies and deals.',
    tools: [
      tool('search_contacts', 'Search contacts', 'Full-text search over contacts by name, email or company. Results are ranked by relevance and include the owner of each contact.', { query: ['string', 'Search text.'], limit: ['integer', 'Maximum results.'] }, { annotations: { readOnlyHint: true } }),
      tool('create_contact', 'Create contact', 'Creates a contact. Duplicates are detected by email address.', { email: ['string', 'Email address.'], name: ['string', 'Full name.'], company: ['string', 'Company name.'] }),
      tool('update_deal', 'Update deal', 'Updates the stage or value of a deal. The deal\'s history keeps every previous stage and value.', { deal_id: ['string', 'Deal id.'], stage: ['string', 'New pipeline stage.'], value: ['number', 'Deal value in EUR.'] }),
      tool('export_contacts', 'Export contacts', 'Exports contacts matching a filter as CSV. The export link is valid for 24 hours.', { filter: ['string', 'Filter expression.'], format: ['string', 'csv or xlsx.'] }),
    ],
    prompts: [{ name: 'account_brief', description: 'Prepares a one-page brief on a company before a call.', arguments: [{ name: 'company', description: 'Company name.', required: true }] }],
    resources: [{ uri: 'crm://pipelines', name: 'pipelines', description: 'Deal pipelines and their stages.', mimeType: 'application/json' }],
  },
  calendar: {
    serverInfo: { name: 'calendar-mcp', version: '1.0.7' },
    instructions: 'Manage the user\'s calendars. Times are ISO 8601 with an offset.',
    tools: [
      tool('create_event', 'Create event', 'Creates an event and sends invitations to the attendees. Returns the event id and its link.', { title: ['string', 'Event title.'], start: ['string', 'Start time.'], end: ['string', 'End time.'], attendees: ['array', 'Email addresses of attendees.'] }),
      tool('list_events', 'List events', 'Lists events between two times. Recurring events are expanded into occurrences.', { from: ['string', 'Start of the range.'], to: ['string', 'End of the range.'] }, { annotations: { readOnlyHint: true } }),
      tool('cancel_event', 'Cancel event', 'Cancels an event and notifies attendees. Attendees receive a cancellation email.', { event_id: ['string', 'Event id.'] }, { annotations: { destructiveHint: true } }),
      tool('find_free_slot', 'Find free slot', 'Finds the first slot where all attendees are free. Working hours of each attendee are respected.', { attendees: ['array', 'Email addresses.'], duration_minutes: ['integer', 'Length of the meeting.'] }, { annotations: { readOnlyHint: true } }),
    ],
    prompts: [{ name: 'plan_week', description: 'Suggests focus blocks around the week\'s meetings.', arguments: [] }],
    resources: [{ uri: 'calendar://calendars', name: 'calendars', description: 'Calendars the user can write to.', mimeType: 'application/json' }],
  },
  shop: {
    serverInfo: { name: 'storefront-orders', version: '2.0.0' },
    instructions: 'Order management for the web shop. SKUs are uppercase.',
    tools: [
      tool('place_order', 'Place order', 'Places an order for a product and charges the saved card. Returns the order id, the total charged and the estimated delivery date.', { sku: ['string', 'Product SKU.'], quantity: ['integer', 'Number of units.'], shipping_address: ['string', 'Full postal address.'] }),
      tool('track_order', 'Track order', 'Returns the shipping status of an order. The carrier\'s tracking link is included once the parcel has shipped.', { order_id: ['string', 'Order id.'] }, { annotations: { readOnlyHint: true } }),
      tool('cancel_order', 'Cancel order', 'Cancels an order that has not shipped yet. The refund is issued to the original card.', { order_id: ['string', 'Order id.'] }, { annotations: { destructiveHint: true } }),
      tool('search_products', 'Search products', 'Searches the catalogue. Results include price, stock and a product URL.', { query: ['string', 'Search text.'], max_price: ['number', 'Upper price bound.'] }, { annotations: { readOnlyHint: true } }),
    ],
    prompts: [{ name: 'reorder_suggestions', description: 'Suggests products to reorder from past orders.', arguments: [] }],
    resources: [{ uri: 'shop://catalogue/categories', name: 'categories', description: 'Product categories.', mimeType: 'application/json' }],
  },
  git: {
    serverInfo: { name: 'git-forge-mcp', version: '4.2.0' },
    instructions: 'Repository tools for the forge: files, issues and pull requests. Repositories are owner/name.',
    tools: [
      tool('get_file_contents', 'Get file contents', 'Returns the contents of a file at a ref. Large files are truncated at 1 MB.', { repo: ['string', 'owner/name.'], path: ['string', 'File path.'], ref: ['string', 'Branch, tag or commit (default: default branch).'] }, { annotations: { readOnlyHint: true } }),
      tool('create_pull_request', 'Create pull request', 'Opens a pull request from a branch. Returns the number and URL of the new pull request.', { repo: ['string', 'owner/name.'], head: ['string', 'Source branch.'], base: ['string', 'Target branch.'], title: ['string', 'Title.'] }),
      tool('merge_pull_request', 'Merge pull request', 'Merges an open pull request. Branch protection rules apply; the response says why a merge was refused.', { repo: ['string', 'owner/name.'], number: ['integer', 'Pull request number.'], method: ['string', 'merge, squash or rebase.'] }),
      tool('create_issue', 'Create issue', 'Opens an issue. Returns the issue number and URL.', { repo: ['string', 'owner/name.'], title: ['string', 'Title.'], body: ['string', 'Markdown body.'] }),
    ],
    prompts: [{ name: 'review_pr', description: 'Reviews a pull request and drafts comments.', arguments: [{ name: 'number', description: 'Pull request number.', required: true }] }],
    resources: [{ uri: 'git://repos', name: 'repositories', description: 'Repositories the token can read.', mimeType: 'application/json' }],
  },
  weather: {
    serverInfo: { name: 'weather-tools', version: '0.3.0' },
    instructions: 'Weather forecasts and alerts from the national services.',
    tools: [
      tool('get_forecast', 'Get forecast', 'Returns the daily forecast for a city. Temperatures are in degrees Celsius.', { city: ['string', 'City name.'], days: ['integer', 'Number of days (1-7).'] }, { annotations: { readOnlyHint: true, openWorldHint: true } }),
      tool('get_alerts', 'Get alerts', 'Returns active weather alerts for a region. Alerts include severity, area and validity period.', { region: ['string', 'Two-letter region code.'] }, { annotations: { readOnlyHint: true, openWorldHint: true } }),
      tool('search_web', 'Search the web', 'Searches the web and returns the top results. Results include title, URL and a snippet.', { query: ['string', 'Search query.'], count: ['integer', 'Number of results.'] }, { annotations: { readOnlyHint: true, openWorldHint: true } }),
    ],
    prompts: [{ name: 'trip_weather', description: 'Weather outlook for a trip itinerary.', arguments: [{ name: 'cities', description: 'Comma-separated cities.', required: true }] }],
    resources: [{ uri: 'weather://stations', name: 'stations', description: 'Weather stations and their coordinates.', mimeType: 'application/json' }],
  },
  vault: {
    serverInfo: { name: 'team-vault', version: '1.4.2' },
    instructions: 'Team password and secret manager. Secrets are returned only to the requesting session.',
    tools: [
      tool('get_secret', 'Get secret', 'Returns a secret value by name from the team vault. Access is logged with the caller\'s identity.', { name: ['string', 'Secret name, e.g. prod/db-password.'] }, { annotations: { readOnlyHint: true } }),
      tool('list_secrets', 'List secrets', 'Lists secret names and their last rotation date; never the values. Use prefix to list one environment, e.g. prod/.', { prefix: ['string', 'Optional name prefix.'] }, { annotations: { readOnlyHint: true } }),
      tool('rotate_token', 'Rotate token', 'Issues a new API token for a service account and revokes the old one after a grace period. The new token is stored in the vault; it is not returned.', { account: ['string', 'Service account.'], grace_minutes: ['integer', 'Minutes the old token stays valid.'] }),
      tool('share_secret', 'Share secret', 'Shares a secret with a teammate for a limited time. The teammate receives a one-time link.', { name: ['string', 'Secret name.'], user: ['string', 'Teammate email.'], hours: ['integer', 'Lifetime of the share.'] }),
    ],
    prompts: [{ name: 'rotation_plan', description: 'Lists secrets older than 90 days and proposes a rotation order.', arguments: [] }],
    resources: [{ uri: 'vault://policies', name: 'policies', description: 'Access policies of the vault.', mimeType: 'application/json' }],
  },
  cloud: {
    serverInfo: { name: 'cloud-admin', version: '2.7.1' },
    instructions: 'Administer compute instances and storage buckets of the project.',
    tools: [
      tool('list_instances', 'List instances', 'Lists compute instances with their state and zone. Each instance has name, zone, machine type and state.', { zone: ['string', 'Optional zone filter.'] }, { annotations: { readOnlyHint: true } }),
      tool('delete_instance', 'Delete instance', 'Deletes a compute instance and its boot disk. The operation is asynchronous; the operation id is returned.', { name: ['string', 'Instance name.'], zone: ['string', 'Zone.'] }, { annotations: { destructiveHint: true } }),
      tool('create_bucket', 'Create bucket', 'Creates a storage bucket. Bucket names must be globally unique and lowercase.', { name: ['string', 'Globally unique bucket name.'], location: ['string', 'Region.'] }),
      tool('set_bucket_policy', 'Set bucket policy', 'Replaces the IAM policy of a bucket. The previous policy is returned so it can be restored.', { bucket: ['string', 'Bucket name.'], policy: ['object', 'IAM policy document.'] }),
    ],
    prompts: [{ name: 'cost_review', description: 'Reviews running instances for idle spend.', arguments: [] }],
    resources: [{ uri: 'cloud://project', name: 'project', description: 'Project id, billing account and default region.', mimeType: 'application/json' }],
  },
  docs: {
    serverInfo: { name: 'docs-assistant', version: '0.8.0' },
    instructions: 'Translate and summarise documents and web pages.',
    tools: [
      tool('translate_text', 'Translate text', 'Translates text into the target language. The source language is detected automatically.', { text: ['string', 'Text to translate.'], target_lang: ['string', 'ISO 639-1 code of the target language.'] }, { annotations: { readOnlyHint: true } }),
      tool('summarize_url', 'Summarise URL', 'Fetches a web page and summarises it. Pages behind a login cannot be fetched.', { url: ['string', 'Page URL.'], length: ['string', 'short, medium or long.'] }, { annotations: { readOnlyHint: true, openWorldHint: true } }),
      tool('save_note', 'Save note', 'Saves a note to the user\'s notebook. Returns the note id.', { title: ['string', 'Note title.'], body: ['string', 'Note body.'] }),
    ],
    prompts: [{ name: 'meeting_minutes', description: 'Turns a transcript into minutes with action items.', arguments: [{ name: 'transcript', description: 'Raw transcript.', required: true }] }],
    resources: [{ uri: 'docs://glossary', name: 'glossary', description: 'Company glossary used for translations.', mimeType: 'text/markdown' }],
  },
};
