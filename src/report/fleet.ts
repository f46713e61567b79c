import pc from 'picocolors';
import type { FleetReport, Report } from './types.js';
import { escapeProperty, renderAnnotations, MAX_ANNOTATIONS } from './annotations.js';
import { renderConsole, type ConsoleOptions } from './console.js';
import { renderJson } from './json.js';
import { renderMarkdown, type MarkdownOptions } from './markdown.js';
import { renderSarif, SARIF_SCHEMA } from './sarif.js';
import { codeSpan, escapeMarkdown, sanitizeTerminal, wellFormedJson } from './escape.js';
import { plural } from './common.js';
import { serverLocations, type ReportLocations } from './locations.js';

/** GitHub rejects a comment body over 65,536 characters; the fleet's PR comment stays under it. */
export const MAX_COMMENT_CHARS = 65_536;

type FleetServer = FleetReport['servers'][number];

/** ok / fails / incomplete, from the server's exit code: what the fleet's totals say of each. */
function serverStatus(server: Report): 'ok' | 'fails' | 'incomplete' {
  return server.exitCode === 2 || !server.completed ? 'incomplete' : server.exitCode === 1 ? 'fails' : 'ok';
}

/** A fleet header, each server's console report under its name, then the fleet's totals. */
export function renderConsoleFleet(fleet: FleetReport, options: ConsoleOptions): string {
  const c = pc.createColors(options.color);
  const s = fleet.summary;
  const totals = `${s.passed} passed, ${s.failed} failed, ${plural(s.warnings, 'warning')}, ${s.skipped} skipped`;
  const lines = [c.bold(`mcpward ${fleet.command}: fleet of ${plural(fleet.servers.length, 'server')}`), ''];
  for (const server of fleet.servers) {
    // Each section is that server's own report, so repeated-line folding stays per server.
    lines.push(c.bold(`── ${sanitizeTerminal(server.fleetName, c.inverse)} ──`), renderConsole(server, options));
  }
  const statuses = fleet.servers.map((r) => `${sanitizeTerminal(r.fleetName, c.inverse)} ${serverStatus(r)}`).join(', ');
  lines.push(`Fleet: ${totals} | ${statuses} (exit ${fleet.exitCode})`);
  return `${lines.join('\n')}\n`;
}

/**
 * The FleetReport as it is, each server a full report exactly as `renderJson` writes it (its text is
 * spliced in, not re-encoded, so hidden characters stay `\u` escapes), its `fleetName` included.
 */
export function renderJsonFleet(fleet: FleetReport): string {
  const head = JSON.stringify(
    { schemaVersion: fleet.schemaVersion, kind: fleet.kind, tool: { name: fleet.tool.name, version: fleet.tool.version }, command: fleet.command, completed: fleet.completed, summary: fleet.summary, exitCode: fleet.exitCode },
    null,
    2,
  );
  const servers = fleet.servers.map((r) => renderJson(r).trimEnd().replace(/\n/g, '\n    '));
  const list = servers.length === 0 ? '[]' : `[\n    ${servers.join(',\n    ')}\n  ]`;
  return `${head.replace(/\n\}$/, `,\n  "servers": ${list}\n}`)}\n`;
}

/**
 * The fleet's PR comment: a summary table, then each server's Markdown report with its headings one
 * level down. Server sections that would take the body past MAX_COMMENT_CHARS are left out from
 * the end, and a last line names them.
 */
export function renderMarkdownFleet(fleet: FleetReport, options: Pick<MarkdownOptions, 'jsonReportPath'> = {}): string {
  const s = fleet.summary;
  const outcome = fleet.exitCode === 0 ? '✓ Passed' : fleet.exitCode === 1 ? '✗ Failed' : '✗ Incomplete';
  // A code span would not stop a `|` from splitting the cell; escapeMarkdown does.
  const rows = fleet.servers.map((r) => `| ${escapeMarkdown(r.fleetName)} | ${serverStatus(r)} | ${r.summary.failed} | ${r.summary.warnings} |`);
  const head = [
    `## mcpward ${fleet.command} · fleet of ${plural(fleet.servers.length, 'server')}`,
    `**${outcome}** (exit ${fleet.exitCode}) · ${s.passed} passed · ${s.failed} failed · ${plural(s.warnings, 'warning')} · ${s.skipped} skipped`,
    ['| Server | Status | Failed | Warnings |', '| :-- | :-- | --: | --: |', ...rows].join('\n'),
  ].join('\n\n');
  // Each server gets an equal share of what the comment has left, so one huge server shortens its
  // own section (renderMarkdown) rather than pushing the others out.
  let room = MAX_COMMENT_CHARS - head.length - 2 - (fleet.servers.length > 0 ? 200 + fleet.servers.reduce((n, r) => n + r.fleetName.length + 4, 0) : 0);
  const sections = fleet.servers.map((r, i) => {
    const limit = Math.max(Math.floor(room / (fleet.servers.length - i)) - 1, 4_000);
    const section = demoteHeadings(renderMarkdown(r, { limit, ...options })).replace(/^### mcpward \S+/, `### ${codeSpan(r.fleetName)}`);
    room -= section.length + 1;
    return section;
  });
  // Room for the cut notice, which names at most every server.
  const notice = (cut: readonly FleetServer[]) =>
    `> **Cut:** ${plural(cut.length, 'server section')} left out to stay within GitHub's ${MAX_COMMENT_CHARS.toLocaleString('en-US')}-character comment limit: ${cut.map((r) => codeSpan(r.fleetName)).join(', ')}. The JSON report has every finding.\n`;
  let body = `${head}\n\n`;
  const reserve = notice(fleet.servers).length + 2;
  let kept = 0;
  for (const section of sections) {
    if (body.length + section.length + 1 + reserve > MAX_COMMENT_CHARS) break;
    body += `${section}\n`;
    kept++;
  }
  return kept === sections.length ? body : `${body}${notice(fleet.servers.slice(kept))}`;
}

/** Our headings start a line with `#`; server text never does (escaped or inside indented blocks). */
function demoteHeadings(markdown: string): string {
  return markdown.replace(/^(#{1,5}) /gm, '#$1 ');
}

/**
 * One SARIF run per server, each with `automationDetails.id` `<category>/<fleetName>/`, so code
 * scanning keeps each server's alerts apart (the category is the id up to its last `/`). The
 * results cap applies per run, as GitHub's limits do.
 */
export function renderSarifFleet(fleet: FleetReport, options: ReportLocations = {}): string {
  const category = (options.sarifCategory ?? 'mcpward').replace(/\/+$/, '');
  const logs = fleet.servers.map(
    (r) =>
      JSON.parse(renderSarif(r, { ...serverLocations(options, r.fleetName), sarifCategory: `${category}/${sanitizeTerminal(r.fleetName)}/` })) as {
        runs: unknown[];
      },
  );
  return `${wellFormedJson(JSON.stringify({ $schema: SARIF_SCHEMA, version: '2.1.0', runs: logs.flatMap((l) => l.runs) }, null, 2))}\n`;
}

/**
 * Every server's annotations in fleet order, titles prefixed with its name, at most
 * MAX_ANNOTATIONS in all; past the cap one notice counts the rest fleet-wide.
 */
export function renderAnnotationsFleet(fleet: FleetReport, options: ReportLocations = {}): string[] {
  const all = fleet.servers.flatMap((r) =>
    renderAnnotations(r, serverLocations(options, r.fleetName))
      // Each server's own "more findings" notice: the fleet counts them once below.
      .filter((line) => !line.startsWith('::notice '))
      .map((line) => line.replace('title=mcpward', `title=[${escapeProperty(sanitizeTerminal(r.fleetName))}] mcpward`)),
  );
  const total = fleet.servers.reduce((n, r) => n + (r.fatal ? 1 : 0) + r.findings.filter((f) => f.status === 'fail' || (f.status === 'warn' && !f.accepted)).length, 0);
  const lines = all.slice(0, MAX_ANNOTATIONS);
  if (total > lines.length) lines.push(`::notice title=mcpward::${total - lines.length} more findings in the fleet's report (${total} in all); annotations stop at ${MAX_ANNOTATIONS}.`);
  return lines;
}
