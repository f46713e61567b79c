/**
 * The review's sections for humans, which the console and Markdown reporters print after the findings.
 * Pure functions of the structured review. Every piece of server text (tool names, reasons that
 * quote a descriptor, cursors, suggestions) goes through `sanitizeTerminal` or `escapeMarkdown`
 * / `codeSpan` exactly once; JSON gets the structure as data in `report.review`.
 */

import pc from 'picocolors';
import { codeSpan, escapeMarkdown, sanitizeTerminal } from './escape.js';
import type { JsonValue } from '../model.js';
import type { ReviewData } from './types.js';
import { plainQuote } from './common.js';
import { matrixObserved, verdictReasons } from '../rules/review-words.js';

const VERDICT_TEXT: Record<ReviewData['verdict']['value'], string> = {
  approve: 'APPROVE',
  reject: 'REJECT',
  'insufficient-evidence': 'INSUFFICIENT EVIDENCE',
};
const ROW_SYMBOL = { pass: '✓', fail: '✗', 'not-applicable': '-', skip: '-' } as const;

/** A cursor exactly as sent or received: JSON text, so `""`, `null` and absence stay distinct. */
function cursorText(value: JsonValue | undefined): string {
  return value === undefined ? '(absent)' : JSON.stringify(value);
}

export function renderReviewConsole(review: ReviewData, options: { color: boolean }): string {
  const c = pc.createColors(options.color);
  const t = (s: string) => sanitizeTerminal(s, c.inverse);
  const mark = (status: keyof typeof ROW_SYMBOL) => ({ pass: c.green, fail: c.red, 'not-applicable': c.dim, skip: c.dim })[status](ROW_SYMBOL[status]);
  const lines: string[] = [];
  const verdictColor = review.verdict.value === 'approve' ? c.green : c.red;
  lines.push(c.bold(`CONTRACT REVIEW (protocol ${t(review.protocolVersion)}, ${review.era} era, ${review.transport})`));
  lines.push(`  Verdict: ${verdictColor(c.bold(VERDICT_TEXT[review.verdict.value]))}`);
  for (const reason of verdictReasons(review.verdict.causes, plainQuote)) lines.push(`    ${t(reason)}`);
  lines.push('');

  lines.push(c.bold('Descriptor admission'));
  if (review.admission.length === 0) lines.push('  (no tools listed)');
  for (const a of review.admission) {
    const color = a.verdict === 'ADMIT' ? c.green : a.verdict === 'REJECT' ? c.red : c.yellow;
    lines.push(`  ${color(a.verdict.padEnd(11))} ${t(a.tool)}: ${t(a.reason)}`);
    const facts = [a.dialect ? `dialect ${a.dialect}` : '', hintsText(a.hints)].filter(Boolean).join('; ');
    if (facts) lines.push(c.dim(`              ${t(facts)}`));
  }
  lines.push('');

  lines.push(c.bold('Result contract'));
  lines.push(c.dim(`  ${limitsText(review.resultLimits)}`));
  if (review.results.length === 0) lines.push('  (no tool was called)');
  for (const r of review.results) {
    const failing = r.rules.filter((x) => x.status === 'fail' || x.status === 'warn').map((x) => `${x.rule} ${x.status}`);
    const state = failing.length > 0 ? c.red(failing.join(', ')) : r.rules.length > 0 ? c.green(`${r.rules.length} check(s) passed`) : c.dim('no result checks');
    lines.push(`  ${t(r.tool)}${r.reviewed ? '' : c.dim(' (not under review)')}: ${r.successes} success(es), ${r.failures} failure(s); ${state}`);
  }
  lines.push('');

  const h = review.headers;
  lines.push(c.bold(`Parameter headers (${h.placement} placement)`));
  if (!h.applicable) lines.push(`  ${t(h.note ?? 'not applicable')}`);
  else if (h.tools.length === 0) lines.push('  (no x-mcp-header declarations)');
  for (const tool of h.tools) {
    const decl = tool.declarations.map((d) => `Mcp-Param-${d.header} ← ${d.at} (${d.type})`).join(', ');
    lines.push(`  ${(tool.verdict === 'ADMIT' ? c.green : c.red)(tool.verdict)} ${t(tool.tool)}${decl ? `: ${t(decl)}` : ''}`);
    if (tool.reason) lines.push(`    ${t(tool.reason)}`);
  }
  if (h.boundary.length > 0) lines.push('  HTTP boundary:');
  for (const b of h.boundary) {
    const where = b.tool ? ` [${t(b.tool)}]` : '';
    lines.push(`    ${mark(b.status)} ${t(b.probe)}${where}: expected ${b.expected}; observed ${t(b.observed)}`);
    if (b.headers.length > 0) lines.push(c.dim(`      sent: ${t(b.headers.join(', '))}`));
  }
  lines.push('');

  lines.push(c.bold('Pagination trace'));
  if (review.pagination.length === 0) lines.push('  (no list advertised)');
  for (const list of review.pagination) {
    lines.push(`  ${list.list}: ${list.pages.length} page(s), ${list.stop}${list.duplicates.length > 0 ? `; on several pages: ${t(list.duplicates.join(', '))}` : ''}`);
    if (list.secondListing) lines.push(`    second listing: ${t(list.secondListing)}`);
    for (const p of list.pages) {
      lines.push(`    page ${p.page}: cursor sent ${t(cursorText(p.cursorSent))}, nextCursor ${t(cursorText(p.nextCursor))}, ${p.items} item(s)`);
    }
  }
  lines.push('');

  const comp = review.completion;
  lines.push(c.bold('Completion'));
  if (!comp.advertised) lines.push('  the server does not advertise completions');
  for (const r of comp.requests) {
    const detail =
      r.values === undefined
        ? t(r.outcome)
        : `${r.values} value(s)${r.total === undefined ? '' : `, total ${t(JSON.stringify(r.total))}`}${r.hasMore === undefined ? '' : `, hasMore ${t(JSON.stringify(r.hasMore))}`}${r.examples && r.examples.length > 0 ? `, e.g. ${t(r.examples.map((e) => JSON.stringify(e)).join(', '))}` : ''}`;
    lines.push(`  ${r.kind === 'prompt' ? 'prompt' : 'template'} ${t(r.ref)} › ${t(r.argument)}: ${detail}`);
  }
  if (comp.unknownReference) lines.push(`  unknown reference: ${t(comp.unknownReference)}`);
  lines.push(c.dim(`  client debounce: ${comp.debounce}; HTTP 429 answers: ${comp.rateLimited}${comp.capped > 0 ? `; ${comp.capped} request(s) over the cap not sent` : ''}`));
  for (const ctx of comp.contexts) {
    const leaks = [...ctx.leakedTools, ...ctx.leakedSuggestions];
    lines.push(
      `  context ${t(ctx.name)}: ${ctx.status}${ctx.reason ? ` (${t(ctx.reason)})` : ''}, ${ctx.visible} tool(s) visible` +
        `${ctx.missing.length > 0 ? `; missing ${t(ctx.missing.join(', '))}` : ''}${ctx.extra.length > 0 ? `; extra ${t(ctx.extra.join(', '))}` : ''}` +
        `; hidden ${ctx.hidden.length}; leaked ${leaks.length > 0 ? c.red(t(leaks.join(', '))) : 'none'}`,
    );
  }
  lines.push('');

  lines.push(c.bold('Verification matrix'));
  for (const row of review.matrix) {
    lines.push(`  ${mark(row.status)} ${row.check} (${row.status})`);
    lines.push(c.dim(`      fixture: ${row.fixture}; expected: ${row.expected}`));
    lines.push(`      observed: ${t(matrixObserved(row.observations, plainQuote))}`);
  }
  lines.push('');
  const evidence = review.evidence;
  lines.push(c.bold('Evidence'));
  lines.push(`  discovery pages: ${evidence.discovery.complete ? 'complete' : 'incomplete'} (${evidence.discovery.pages} page(s), ${t(evidence.discovery.stop)})`);
  for (const e of evidence.tools) lines.push(`  ${mark(e.sufficient ? 'pass' : 'fail')} ${t(e.tool)}: ${e.successes} validated success(es), ${e.failures} validated failure(s)`);
  return `${lines.join('\n')}\n`;
}

function hintsText(hints: JsonValue | undefined): string {
  if (hints === undefined || hints === null || typeof hints !== 'object' || Array.isArray(hints)) return '';
  const entries = Object.entries(hints).map(([k, v]) => `${k}=${JSON.stringify(v)}`);
  return entries.length > 0 ? `hints (untrusted): ${entries.join(', ')}` : '';
}

function limitsText(limits: ReviewData['resultLimits']): string {
  return `limits: result ≤ ${limits.maxResultBytes} bytes of JSON, each media or blob ≤ ${limits.maxMediaBytes} bytes decoded, image/audio blocks need a mimeType of their kind; isError results ${limits.errorOutputContract ? 'are' : 'are not'} held to the outputSchema`;
}

/** Table cell: literal text, no pipe, link or HTML. */
const cell = (s: string) => escapeMarkdown(s);

export function renderReviewMarkdown(review: ReviewData): string {
  const blocks: string[] = [];
  blocks.push(`## Contract review · ${VERDICT_TEXT[review.verdict.value]}`);
  blocks.push(`protocol ${codeSpan(review.protocolVersion)} · ${review.era} era · ${review.transport}`);
  blocks.push(verdictReasons(review.verdict.causes, plainQuote).map((r) => `- ${escapeMarkdown(r)}`).join('\n'));

  blocks.push('### Descriptor admission');
  blocks.push(
    review.admission.length === 0
      ? '_No tools listed._'
      : [
          '| Tool | Verdict | Reason | Dialect | Annotations (untrusted hints) |',
          '| :-- | :-- | :-- | :-- | :-- |',
          ...review.admission.map((a) => `| ${cell(a.tool)} | ${a.verdict} | ${cell(a.reason)} | ${cell(a.dialect ?? '')} | ${cell(hintsText(a.hints))} |`),
        ].join('\n'),
  );

  blocks.push('### Result contract');
  blocks.push(`${limitsText(review.resultLimits)}.`);
  blocks.push(
    review.results.length === 0
      ? '_No tool was called._'
      : [
          '| Tool | Under review | Successes | Failures | Failing checks |',
          '| :-- | :-- | --: | --: | :-- |',
          ...review.results.map((r) => {
            const failing = r.rules.filter((x) => x.status === 'fail' || x.status === 'warn').map((x) => `${x.rule} (${x.status})`);
            return `| ${cell(r.tool)} | ${r.reviewed ? 'yes' : 'no'} | ${r.successes} | ${r.failures} | ${failing.length > 0 ? failing.join(', ') : 'none'} |`;
          }),
        ].join('\n'),
  );

  const h = review.headers;
  blocks.push(`### Parameter headers (${h.placement} placement)`);
  if (!h.applicable) blocks.push(escapeMarkdown(h.note ?? 'not applicable'));
  else if (h.tools.length === 0) blocks.push('_No `x-mcp-header` declarations._');
  else {
    blocks.push(
      [
        '| Tool | Verdict | Declarations | Reason |',
        '| :-- | :-- | :-- | :-- |',
        ...h.tools.map((tool) => `| ${cell(tool.tool)} | ${tool.verdict} | ${cell(tool.declarations.map((d) => `Mcp-Param-${d.header} ← ${d.at} (${d.type})`).join(', ') || '—')} | ${cell(tool.reason ?? '')} |`),
      ].join('\n'),
    );
  }
  if (h.boundary.length > 0) {
    blocks.push(
      [
        '| Boundary probe | Tool | Expected | Observed | Headers sent | Status |',
        '| :-- | :-- | :-- | :-- | :-- | :-- |',
        ...h.boundary.map((b) => `| ${cell(b.probe)} | ${cell(b.tool ?? '')} | ${b.expected} | ${cell(b.observed)} | ${cell(b.headers.join(', '))} | ${b.status} |`),
      ].join('\n'),
    );
  }

  blocks.push('### Pagination trace');
  if (review.pagination.length === 0) blocks.push('_No list advertised._');
  for (const list of review.pagination) {
    blocks.push(
      `**${list.list}**: ${list.pages.length} page(s), stop: ${list.stop}${list.duplicates.length > 0 ? `; on several pages: ${escapeMarkdown(list.duplicates.join(', '))}` : ''}` +
        `${list.secondListing ? `; second listing: ${escapeMarkdown(list.secondListing)}` : ''}`,
    );
    if (list.pages.length > 0) {
      blocks.push(
        ['| Page | Cursor sent | nextCursor | Items |', '| --: | :-- | :-- | --: |', ...list.pages.map((p) => `| ${p.page} | ${cell(cursorText(p.cursorSent))} | ${cell(cursorText(p.nextCursor))} | ${p.items} |`)].join('\n'),
      );
    }
  }

  const comp = review.completion;
  blocks.push('### Completion');
  if (!comp.advertised) blocks.push('The server does not advertise completions.');
  if (comp.requests.length > 0) {
    blocks.push(
      [
        '| Reference | Argument | Outcome | Values | total | hasMore | Examples |',
        '| :-- | :-- | :-- | --: | :-- | :-- | :-- |',
        ...comp.requests.map(
          (r) =>
            `| ${r.kind === 'prompt' ? 'prompt' : 'template'} ${cell(r.ref)} | ${cell(r.argument)} | ${cell(r.outcome)} | ${r.values ?? ''} | ${cell(r.total === undefined ? '' : JSON.stringify(r.total))} | ${cell(r.hasMore === undefined ? '' : JSON.stringify(r.hasMore))} | ${cell((r.examples ?? []).map((e) => JSON.stringify(e)).join(', '))} |`,
        ),
      ].join('\n'),
    );
  }
  const notes = [`Client debounce: ${comp.debounce}. HTTP 429 answers: ${comp.rateLimited}.`];
  if (comp.unknownReference) notes.push(`Unknown reference: ${escapeMarkdown(comp.unknownReference)}.`);
  if (comp.capped > 0) notes.push(`${comp.capped} request(s) over the cap not sent.`);
  blocks.push(notes.join(' '));
  if (comp.contexts.length > 0) {
    blocks.push(
      [
        '| Context | Status | Visible tools | Missing | Extra | Hidden | Leaked |',
        '| :-- | :-- | --: | :-- | :-- | --: | :-- |',
        ...comp.contexts.map(
          (x) =>
            `| ${cell(x.name)} | ${x.status}${x.reason ? `: ${cell(x.reason)}` : ''} | ${x.visible} | ${cell(x.missing.join(', '))} | ${cell(x.extra.join(', '))} | ${x.hidden.length} | ${cell([...x.leakedTools, ...x.leakedSuggestions].join(', ') || 'none')} |`,
        ),
      ].join('\n'),
    );
  }

  blocks.push('### Verification matrix');
  blocks.push(
    [
      '| Check | Fixture | Expected | Observed | Status |',
      '| :-- | :-- | :-- | :-- | :-- |',
      ...review.matrix.map((r) => `| ${cell(r.check)} | ${cell(r.fixture)} | ${cell(r.expected)} | ${cell(matrixObserved(r.observations, plainQuote))} | ${ROW_SYMBOL[r.status]} ${r.status} |`),
    ].join('\n'),
  );

  const evidence = review.evidence;
  blocks.push('### Evidence');
  blocks.push(
    [
      `Discovery pages: ${evidence.discovery.complete ? 'complete' : 'incomplete'} (${evidence.discovery.pages} page(s), ${escapeMarkdown(evidence.discovery.stop)}).`,
      '',
      '| Tool | Validated successes | Validated failures | Sufficient |',
      '| :-- | --: | --: | :-- |',
      ...evidence.tools.map((e) => `| ${cell(e.tool)} | ${e.successes} | ${e.failures} | ${e.sufficient ? 'yes' : 'no'} |`),
    ].join('\n'),
  );
  return `${blocks.join('\n\n')}\n`;
}
