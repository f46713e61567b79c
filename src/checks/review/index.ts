/**
 * The review post-pass: after the review's families have judged the evidence (and the policy has
 * been applied to their findings), the sections of the contract review, the verification matrix,
 * the evidence per tool and the verdict. Pure: the collector made every request, this only reads
 * what it recorded.
 */

import { callSucceeded, type CallRecord } from '../../snapshot/calls.js';
import type { Need } from '../../snapshot/evidence.js';
import { parseCompletion, hiddenNames, leakedSuggestions } from '../completion/index.js';
import { checkBoundary, checkHeaders, type HeaderAdmission } from '../headers/index.js';
import { resultOptionsOf } from '../results/index.js';
import { admitTool } from '../schema/index.js';
import type { JsonValue } from '../../model.js';
import type { ReviewData, VerdictCause } from '../../rules/review-data.js';
import type { Finding, FindingOf } from '../../rules/index.js';
import { completionReason } from '../../rules/completion.js';
import { finding, ruleMeta } from '../../rules/index.js';
import type { Snapshot } from '../../snapshot/types.js';
import { itemLabel } from '../../snapshot/view.js';
import type { CheckContext } from '../family.js';
import { buildMatrix } from './matrix.js';
import type { BoundaryRecord, CompletionEvidence, ContextRecord } from '../../snapshot/review.js';

export type { ReviewData, ReviewVerdict } from '../../rules/review-data.js';

/**
 * The review's own evidence on top of what its families need: the error probes and suite cases
 * that give each tool a failure to judge, the HTTP boundary probes, completions and contexts.
 */
export const REVIEW_NEEDS: readonly Need[] = ['surface', 'error-probes', 'suite-calls', 'boundary-probes', 'completions', 'contexts'];

/** What the review's rows were built from, handed on to its verdict. */
export interface ReviewRows {
  /** The matrix rows, discovery and per-tool evidence findings, as the checks grade them (not policed). */
  findings: Finding[];
  matrix: ReviewData['matrix'];
  evidence: ReviewData['evidence'];
  admissions: ReadonlyMap<string, HeaderAdmission>;
}

/**
 * The review's rows over the families' findings as the policy left them (`policed`: data, never
 * a policy to call): the verification matrix, discovery and per-tool evidence. The pipeline
 * polices the rows it returns, then asks `reviewVerdict` for the verdict over all of them.
 */
export function reviewRows(context: CheckContext, policed: readonly Finding[]): ReviewRows {
  const { evidence, config } = context;
  const { snapshot } = evidence;
  const placement = config.review.header_placement;
  // Admission is a fact of the schemas, needed for the sections whether or not the headers family ran.
  const headers = checkHeaders(snapshot, placement);
  const matrix = buildMatrix({
    snapshot,
    plan: evidence.plan,
    records: evidence.records,
    findings: policed,
    headerAdmissions: headers.admissions,
    placement,
    boundary: evidence.boundary,
    exchanges: evidence.exchanges,
    resultOptions: resultOptionsOf(config.checks.results),
  });
  const gathered = collectReviewEvidence(snapshot, evidence.records, config.review.tools);
  const findings = [
    ...matrix.map((r) => {
      const fields = { args: { check: r.check, fixture: r.fixture, expected: r.expected, observations: r.observations } };
      // A row that restates a `run` finding fails with that finding's grade.
      if (r.status === 'fail' && r.severity) return finding('review_matrix', 'fail', { ...fields, variant: r.severity });
      return finding('review_matrix', r.status === 'pass' ? 'pass' : r.status === 'fail' ? 'fail' : 'skip', fields);
    }),
    finding('review_discovery', gathered.discovery.complete ? 'pass' : 'fail', { args: { pages: gathered.discovery.pages, stop: gathered.discovery.stop } }),
    ...gathered.tools.map((t) =>
      finding('review_evidence', t.sufficient ? 'pass' : 'fail', {
        subject: { kind: 'tool', name: t.tool },
        args: { tool: t.tool, successes: t.successes, failures: t.failures, ...(t.sufficient ? {} : { missing: t.successes === 0 ? (t.failures === 0 ? 'both' : 'success') : 'failure' }) },
      }),
    ),
  ];
  return { findings, matrix, evidence: gathered, admissions: headers.admissions };
}

/**
 * The verdict (its finding, not policed) and the structured review, over every policed finding of
 * the run: the families' and the review rows' (`all`).
 */
export function reviewVerdict(context: CheckContext, rows: ReviewRows, all: readonly Finding[]): { finding: Finding; review: ReviewData } {
  const { evidence, config } = context;
  const { snapshot } = evidence;
  const placement = config.review.header_placement;
  const gathered = rows.evidence;
  const verdict = decideVerdict(gathered, all);
  const defaultTools = snapshot.tools.map((t) => t.key).filter((k): k is string => k !== undefined);
  const review: ReviewData = {
    protocolVersion: snapshot.protocolVersion,
    era: snapshot.era,
    transport: snapshot.transport,
    verdict,
    admission: admissionSection(snapshot, rows.admissions),
    resultLimits: resultOptionsOf(config.checks.results),
    results: resultsSection(snapshot, evidence.records, all, gathered),
    headers: headersSection(snapshot, placement, rows.admissions, evidence.boundary),
    pagination: paginationSection(snapshot, all),
    completion: completionSection(evidence.completions ?? { advertised: false, requests: [], capped: 0 }, evidence.contexts, defaultTools),
    matrix: rows.matrix,
    evidence: gathered,
  };
  return { finding: finding('review_verdict', verdict.value === 'approve' ? 'pass' : 'fail', { args: { verdict: verdict.value, causes: verdict.causes } }), review };
}

/** The review's findings and data with no policy between its steps: the rule tester's view of the family. */
export function reviewPass(context: CheckContext, base: readonly Finding[]): { findings: Finding[]; review: ReviewData } {
  const rows = reviewRows(context, base);
  const all = [...base, ...rows.findings];
  const { finding: verdict, review } = reviewVerdict(context, rows, all);
  return { findings: [...all, verdict], review };
}

/** Insufficient evidence first (whatever else failed), then any failure rejects, else approve. */
export function decideVerdict(evidence: ReviewData['evidence'], findings: readonly Finding[]): ReviewData['verdict'] {
  const causes: VerdictCause[] = [];
  if (!evidence.discovery.complete) causes.push({ code: 'discovery_incomplete', stop: evidence.discovery.stop });
  if (evidence.tools.length === 0) causes.push({ code: 'no_tool' });
  const lacking = evidence.tools.filter((t) => !t.sufficient);
  if (lacking.length > 0) causes.push({ code: 'tools_lacking_evidence', tools: lacking.map((t) => t.tool) });
  if (causes.length > 0) return { value: 'insufficient-evidence', causes };
  const failed = findings.filter((f) => f.status === 'fail');
  if (failed.length > 0) return { value: 'reject', causes: [{ code: 'findings_failed', count: failed.length, rules: [...new Set(failed.map((f) => f.rule))].sort() }] };
  return { value: 'approve', causes: [{ code: 'approved' }] };
}

/** Discovery completeness and, per reviewed tool, its validated successes and failures. */
export function collectReviewEvidence(snapshot: Snapshot, records: readonly CallRecord[], reviewTools: readonly string[]): ReviewData['evidence'] {
  const trace = snapshot.lists.tools;
  const discovery = { complete: trace.stop === 'end', pages: trace.pages.length, stop: trace.stop === 'not-advertised' ? 'the server does not advertise tools' : trace.stop };
  const listed = snapshot.tools.map((t) => t.key).filter((k): k is string => k !== undefined);
  const tools = (reviewTools.length > 0 ? [...new Set(reviewTools)] : [...new Set(listed)]).sort().map((tool) => {
    const mine = records.filter((r) => r.sent && r.call.tool === tool && r.call.purpose !== 'probe-unknown-tool');
    // Success: a result the result contract judged that did not fail (callSucceeded: a text that reads as a
    // failure is no success). Failure: an isError result it judged, or a JSON-RPC error the error contract judged.
    const successes = mine.filter(callSucceeded).length;
    const failures = mine.filter((r) => r.layer === 'tool' || r.layer === 'protocol').length;
    return { tool, successes, failures, sufficient: listed.includes(tool) && successes > 0 && failures > 0 };
  });
  return { discovery, tools };
}

function admissionSection(snapshot: Snapshot, headerAdmissions: ReadonlyMap<string, HeaderAdmission>): ReviewData['admission'] {
  return snapshot.tools.map((item) => {
    const tool = itemLabel(item);
    const own = admitTool(item, snapshot.era);
    const header = headerAdmissions.get(tool);
    // The dialect and the annotations (untrusted hints, never policy) as the admission finding lists them.
    const args = own.findings.find((f) => f.rule === 'tool_admission')?.args;
    const facts = { ...(args?.dialect === undefined ? {} : { dialect: args.dialect }), ...(args?.untrustedHints === undefined ? {} : { hints: args.untrustedHints }) };
    // One reason decides: a structural rejection first, then a header rejection, then the tool's own.
    if (own.verdict !== 'REJECT' && header?.verdict === 'REJECT') return { tool, verdict: 'REJECT' as const, reason: header.reason!, ...facts };
    return { tool, verdict: own.verdict, reason: own.reason, ...facts };
  });
}

const RESULT_FAMILIES = new Set(['results', 'errors']);

function resultsSection(snapshot: Snapshot, records: readonly CallRecord[], findings: readonly Finding[], evidence: ReviewData['evidence']): ReviewData['results'] {
  const reviewed = new Set(evidence.tools.map((t) => t.tool));
  const called = new Set(records.filter((r) => r.sent && r.call.purpose !== 'probe-unknown-tool').map((r) => r.call.tool));
  const tools = [...new Set([...reviewed, ...called])].filter((t) => snapshot.tools.some((i) => i.key === t) || reviewed.has(t)).sort();
  return tools.map((tool) => {
    const e = evidence.tools.find((t) => t.tool === tool);
    const mine = records.filter((r) => r.sent && r.call.tool === tool && r.call.purpose !== 'probe-unknown-tool');
    const rules = findings
      .filter((f) => f.subject?.kind === 'tool' && f.subject.name === tool && RESULT_FAMILIES.has(ruleMeta(f.rule).family))
      .map((f) => ({ rule: f.rule, status: f.status }));
    return {
      tool,
      reviewed: reviewed.has(tool),
      successes: e?.successes ?? mine.filter(callSucceeded).length,
      failures: e?.failures ?? mine.filter((r) => r.layer === 'tool' || r.layer === 'protocol').length,
      rules,
    };
  });
}

const BOUNDARY_EXPECTED: Record<BoundaryRecord['kind'], string> = {
  case: 'a result',
  header: 'HTTP 400, -32020',
  'meta-version': 'HTTP 400, -32602',
  'unsupported-version': 'HTTP 400, -32022',
  get: 'HTTP 405',
};

function headersSection(snapshot: Snapshot, placement: 'policy' | 'spec', admissions: ReadonlyMap<string, HeaderAdmission>, boundary: readonly BoundaryRecord[]): ReviewData['headers'] {
  const applicable = snapshot.era === 'modern';
  const judged = new Map(checkBoundary(boundary).map((f, i) => [boundary[i]!, f.status]));
  return {
    placement,
    applicable,
    ...(applicable ? {} : { note: `not applicable to ${snapshot.protocolVersion}` }),
    tools: [...admissions]
      .filter(([, a]) => a.declarations.length + a.problems.length > 0)
      .map(([tool, a]) => ({ tool, verdict: a.verdict, ...(a.reason ? { reason: a.reason } : {}), declarations: a.declarations })),
    boundary: boundary.map((b) => ({
      probe: probeLabel(b),
      ...(b.tool ? { tool: b.tool } : {}),
      expected: BOUNDARY_EXPECTED[b.kind],
      observed: b.skipped ? `not sent: ${b.skipped}` : b.response ? `HTTP ${b.response.status}, ${b.response.code ?? b.response.message}` : `no reply: ${b.unreachable ?? ''}`,
      headers: b.sent?.headerNames ?? [],
      status: (judged.get(b) ?? 'skip') as 'pass' | 'fail' | 'skip',
    })),
  };
}

function probeLabel(b: BoundaryRecord): string {
  if (b.kind === 'case') return `header names in another case${b.header ? ` (${b.header})` : ''}`;
  if (b.kind === 'header') return b.category ? `${b.category} ${b.header}` : b.header ? `copies of ${b.header}` : 'missing, duplicated, malformed and mismatched header copies';
  if (b.kind === 'meta-version') return '_meta protocol version missing';
  if (b.kind === 'unsupported-version') return 'unsupported protocol version';
  return 'GET on the MCP endpoint';
}

function paginationSection(snapshot: Snapshot, findings: readonly Finding[]): ReviewData['pagination'] {
  const stable = findings.find((f) => f.rule === 'pagination_stable');
  return (Object.entries(snapshot.lists) as Array<[keyof Snapshot['lists'], Snapshot['lists'][keyof Snapshot['lists']]]>)
    .filter(([, trace]) => trace.stop !== 'not-advertised')
    .map(([list, trace]) => {
      const pagesOf = new Map<string, Set<number>>();
      for (const item of snapshot[list]) if (item.key !== undefined) pagesOf.set(item.key, new Set([...(pagesOf.get(item.key) ?? []), item.page]));
      return {
        list,
        stop: trace.stop,
        pages: trace.pages.map((p, i) => ({
          page: i + 1,
          cursorSent: p.cursorSent,
          ...(p.nextCursor === undefined ? {} : { nextCursor: p.nextCursor as JsonValue }),
          items: p.itemCount,
        })),
        duplicates: [...pagesOf].filter(([, pages]) => pages.size > 1).map(([key]) => key),
        ...(list === 'tools' && stable ? { secondListing: secondListingText(stable) } : {}),
      };
    });
}

function unknownText(r: NonNullable<CompletionEvidence['unknownReference']>): string {
  if (r.outcome === 'error') return `error ${r.error?.code ?? '?'}`;
  if (r.outcome !== 'result') return `no answer (${r.outcome})`;
  const parsed = parseCompletion(r.result);
  return parsed.ok ? `a result with ${parsed.values.length} value(s)` : 'a result without completion values';
}

function secondListingText(f: FindingOf<'pagination_stable'>): string {
  const a = f.args;
  if (f.status === 'skip') return `not compared: ${String(a.reason)}`;
  if (f.status === 'pass') return `the same ${String(a.count)} tool(s) in the same order`;
  if (a.missing !== undefined || a.added !== undefined) return `other tools: missing ${JSON.stringify(a.missing ?? [])}, added ${JSON.stringify(a.added ?? [])}`;
  return `another order: position ${String(a.position)} was ${JSON.stringify(a.first)}, now ${JSON.stringify(a.second)}`;
}

function completionSection(evidence: CompletionEvidence, contexts: readonly ContextRecord[], defaultTools: readonly string[]): ReviewData['completion'] {
  const byName = new Map(contexts.map((c) => [c.name, c]));
  const all = [...evidence.requests, ...contexts.flatMap((c) => c.completions?.requests ?? [])];
  const outcome = (r: { outcome: string; error?: { code: number } }) => (r.outcome === 'error' ? `error ${r.error?.code ?? '?'}` : r.outcome);
  return {
    advertised: evidence.advertised,
    requests: evidence.requests.map((r) => {
      const parsed = r.outcome === 'result' ? parseCompletion(r.result) : undefined;
      return {
        kind: r.kind,
        ref: r.ref,
        argument: r.argument,
        outcome: parsed && !parsed.ok ? completionReason(parsed) : outcome(r),
        ...(parsed?.ok
          ? {
              values: parsed.values.length,
              ...(parsed.total === undefined ? {} : { total: parsed.total as JsonValue }),
              ...(parsed.hasMore === undefined ? {} : { hasMore: parsed.hasMore as JsonValue }),
              examples: parsed.values.slice(0, 3),
            }
          : {}),
      };
    }),
    ...(evidence.unknownReference ? { unknownReference: unknownText(evidence.unknownReference) } : {}),
    capped: evidence.capped + contexts.reduce((n, c) => n + (c.completions?.capped ?? 0), 0),
    debounce: 'one request at a time, at most 50 per connection, empty prefix',
    rateLimited: all.filter((r) => r.httpStatus === 429).length,
    contexts: contexts.map((c) => {
      const hidden = hiddenNames(c, byName);
      const leak = c.completions ? leakedSuggestions(c.completions.requests, hidden) : undefined;
      const visible = new Set(c.tools);
      return {
        name: c.name,
        status: c.skipped ? 'skipped' : c.failed ? 'failed' : c.refused ? 'refused' : 'ok',
        ...(c.skipped || c.failed || c.refused ? { reason: (c.skipped ?? c.failed ?? c.refused)! } : {}),
        visible: c.tools.length,
        missing: defaultTools.filter((t) => !visible.has(t)),
        extra: c.tools.filter((t) => !defaultTools.includes(t)),
        hidden,
        leakedTools: c.tools.filter((t) => hidden.includes(t)),
        leakedSuggestions: leak?.names ?? [],
      };
    }),
  };
}
