import { refusalWords, type RefusalCode } from './behavioral.js';
import { SCHEMA_CHANGE_KINDS } from './schema-kinds.js';
import type { JsonValue } from '../model.js';
import { ONE_PER_SUBJECT, rule, term, type Quote } from './types.js';

/** The facts of a list read short (`ListGapFacts`, src/snapshot/types.ts) with its gap code. */
export type ListGapArgs = { gap?: string; method?: string; pages?: number; cause?: string; error?: { code: number; message: string }; notObject?: boolean; reason?: string };

/**
 * Why a list was not read to its end, in words: mcpward's own words bare, what the server or the
 * transport said through `q`. The report's incomplete reasons and `list_not_compared` share it.
 */
export function listGapText(a: ListGapArgs, q: Quote): string {
  // A finding written by an older version carries the sentence itself.
  if (a.gap === undefined) return q(a.reason);
  const method = typeof a.method === 'string' && /^[a-z/]+$/.test(a.method) ? a.method : q(a.method);
  const pages = `${q(a.pages ?? 0)} page(s)`;
  const where = (a.pages ?? 0) === 0 ? '' : ` on page ${q((a.pages ?? 0) + 1)}`;
  switch (a.gap) {
    case 'page-cap': return `${method} was stopped at mcpward's page limit (${pages}); the rest of the list was not read`;
    case 'cursor-loop': return `${method} repeated a cursor after ${pages}; the rest of the list was not read`;
    case 'deadline': return `timeouts.run_ms passed before ${method} was read to its end (after ${pages})`;
    case 'timeout': return `${method} got no answer${where}: ${q(a.cause)}`;
    default:
      return `${method} failed${where}: ${a.error ? `error ${q(a.error.code)} ${q(a.error.message)}` : a.notObject ? 'the result is not an object' : q(a.cause as JsonValue | undefined)}`;
  }
}

/** The `kind` of an output change that is the whole outputSchema appearing or disappearing: one finding per tool. */
export const OUTPUT_SCHEMA_ADDED = 'output_schema_added';
export const OUTPUT_SCHEMA_REMOVED = 'output_schema_removed';
const KIND_TITLES: Record<string, string> = {
  ...Object.fromEntries(Object.entries(SCHEMA_CHANGE_KINDS).map(([k, v]) => [k, v.title])),
  shape_breaking: 'observed shape changed',
  shape_nonbreaking: 'observed shape extended',
  [OUTPUT_SCHEMA_ADDED]: 'declared (the tool now returns structured output)',
  [OUTPUT_SCHEMA_REMOVED]: 'no longer declared',
};
/** Output changes whose sentence has no location: they are about the whole schema. */
const WHOLE_SCHEMA: readonly string[] = [OUTPUT_SCHEMA_ADDED, OUTPUT_SCHEMA_REMOVED];
/**
 * What drift flags in new description text: the security detectors' findings that the old text
 * did not have (src/checks/drift/risk-cues.ts computes them; the names live here, with the rules).
 */
export const RISK_CUES = ['url', 'model_instruction', 'tool_reference', 'hidden_characters', 'injection_phrase', 'secret_reference'] as const;
export type RiskCue = (typeof RISK_CUES)[number];
/** What a description edit adds, from most to least risk (src/checks/drift/text.ts decides). */
export const DESCRIPTION_EDITS = ['risk', 'unread', 'unpinned', 'rewording', 'typo'] as const;
export type DescriptionEdit = (typeof DESCRIPTION_EDITS)[number];
/** Severity per edit, shared by tool, parameter and server descriptions and by prompts' and resources' descriptions. */
const DESCRIPTION_EDIT_SEVERITY = { risk: 'high', unread: 'medium', unpinned: 'medium', rewording: 'low', typo: 'info' } as const;
const CUE_WORDS: Record<string, string> = Object.fromEntries(RISK_CUES.map((c) => [c, c.replace(/_/g, ' ')]));
const HINT_WORDS: Record<string, string> = {
  readOnlyHint: 'readOnlyHint',
  destructiveHint: 'destructiveHint',
  idempotentHint: 'idempotentHint',
  openWorldHint: 'openWorldHint',
  title: 'title',
  'annotations.title': 'annotations.title',
};
/** One hint or title of a tool that changed: `hint` is a hint name, `title` (the tool's) or `annotations.title`. */
export type AnnotationChange = { hint: string; before: boolean | string | null; after: boolean | string | null };
/** The change words the prompt and resource checks emit. */
export const SURFACE_CHANGES = [
  'prompt removed', 'prompt added', 'description changed', 'required argument added', 'optional argument added',
  'argument became required', 'argument removed', 'resource removed', 'resource added', 'template removed', 'template added',
  'mimeType changed', 'name changed',
] as const;
export type SurfaceChange = (typeof SURFACE_CHANGES)[number];
const CHANGE_WORDS: Record<string, string> = Object.fromEntries(SURFACE_CHANGES.map((c) => [c, c]));
const SECTION_WORDS: Record<string, string> = { inputSchema: 'inputSchema', outputSchema: 'outputSchema', outputShape: 'inferred output shape' };

const EDIT_WORDS: Record<DescriptionEdit, string> = {
  risk: ' (adds a risk cue)',
  unread: ' (adds hidden characters)',
  unpinned: ' (text not pinned, hashes differ)',
  rewording: ' (rewording, no new risk cue)',
  typo: ' (typo-level edit)',
};
/** What a graded description edit adds to a prompt or resource sentence; our own words only. */
const editWords = (edit: unknown): string => (typeof edit === 'string' && Object.hasOwn(EDIT_WORDS, edit) ? EDIT_WORDS[edit as DescriptionEdit] : '');

const REPIN = 'If the change is intended, review it and re-pin with `mcpward baseline`.';

/**
 * Registry entries of the drift family. Ids are the drift class names that `checks.drift.fail_on`
 * and `checks.drift.severity` accept. Severity is blast radius, not breakage: high = silent
 * security changes, medium = schema and output breaks, low = loud changes.
 */
export const driftRules = {
  tool_removed: rule<{ tool: string }>()({
    family: 'drift',
    severity: 'medium',
    identity: ['tool'],
    title: 'Tool removed',
    description:
      'A tool in the baseline is gone (and no tool with its title and schema took its place: that is `tool_renamed`). A removal on purpose is pinned again with `baseline`. Medium: as with any breaking input change, every agent workflow that calls it now gets an error where it got an answer, though nothing runs that should not.',
    remediation: `${REPIN} Otherwise restore the tool.`,
    message: (a, q) => `Tool ${q(a.tool)} was removed`,
  }),
  tool_added: rule<{ tool: string }>()({
    family: 'drift',
    severity: 'low',
    identity: ['tool'],
    title: 'Tool added',
    description:
      'A tool that is not in the baseline appeared. Nothing breaks, but the agent now sees a new capability and will follow its description. Low: the new tool is listed openly and goes through the client’s approval like any other; nothing that was pinned changed.',
    remediation: `Review the new tool’s description and annotations. ${REPIN}`,
    message: (a, q) => `Tool ${q(a.tool)} was added`,
  }),
  tool_renamed: rule<{ from: string; to: string; by: 'title' | 'description'; similarity: number }>()({
    family: 'drift',
    severity: 'low',
    identity: ['from', 'to'],
    title: 'Tool renamed',
    description:
      'A removed and an added tool share the same input schema and either the same title (`by: title`; the tool’s own or its annotations’ title) or a near-identical description (`by: description`): one rename, reported once instead of as two unrelated changes. Whatever else changed with it (the description, the annotations) is reported as a change of the renamed tool. Calls by the old name fail loudly. Low: calls by the old name fail loudly and nothing is misrouted.',
    remediation: `Update callers to the new name. ${REPIN}`,
    message: (a, q) => `Tool ${q(a.from)} was renamed to ${q(a.to)} (${a.by === 'title' ? 'same title and input schema' : `description similarity ${q(a.similarity)}`})`,
  }),
  tool_unchanged: rule<{ tool: string }>()({
    family: 'drift',
    severity: 'info',
    reports: 'pass',
    identity: ['tool'],
    title: 'Tool unchanged',
    description: 'The tool’s pinned contract — description, parameter descriptions, schemas and annotations — matches the baseline. Info: a record that the pin holds; it never fails a run.',
    remediation: 'Nothing to do.',
    message: (a, q) => `Tool ${q(a.tool)} changed`,
    passMessage: (a, q) => `Tool ${q(a.tool)} matches the baseline`,
  }),
  description_changed: rule<{ where: string; tool?: string; cues: RiskCue[]; parameter?: string; edit: DescriptionEdit }>()({
    family: 'drift',
    severity: 'high',
    // Graded by what the edit does to what the model reads; the registry says how severe each kind of edit is.
    variants: DESCRIPTION_EDIT_SEVERITY,
    identity: ['tool'],
    title: 'Description changed',
    description:
      'A description the model reads — of a tool, of any parameter at any depth, or the server instructions — changed while the name stayed. Descriptions are instructions to the model, so a silent rewrite is how a rug-pull works; but most edits are honest rewording, so the finding is graded by what the edit adds (`edit`). Descriptions are compared by the hash of their canonical form: only line endings and trailing whitespace are normalised, so one added zero-width, bidi or tag character is a change. With text on both sides (`checks.drift.full_text`, the default), the security family’s detectors read both texts as a model reads them and the finding lists the risk cues the new text introduces (a URL, an instruction aimed at the model, a reference to another tool, hidden characters, an injection-like phrase, a secret reference). High: at its worst (the default), the edit adds a risk cue other than hidden characters (`edit: risk`; text smuggled in Unicode Tags counts by what it says), and the model follows the new text with the trust the reviewed text earned, so it can redirect calls or data unnoticed. Medium: the edit adds hidden characters and nothing readable that is risky (`unread`), so the review that earned the pin no longer covers all the model reads; or only hashes were pinned (`unpinned`, `full_text: false`), so what changed cannot be read. Low: readable text changed and adds no risk cue (`rewording`): the model reads what a reviewer reads in the word diff, and nothing it is told to do is new. Info: the same words with a few letters fixed (`typo`: at most three words, each by at most two letters and less than half its length; never a number or a negation): nothing the text says changed. Under the default `checks.drift.fail_on: medium` only `risk`, `unread` and `unpinned` edits fail the run. To fail on any description change, raise the rule: `rules: { description_changed: high }` replaces every variant’s severity.',
    remediation: `Read the word diff. ${REPIN}`,
    message: (a, q) =>
      `${a.where === 'server' ? 'Server instructions' : a.where === 'parameter' ? `Tool ${q(a.tool)} parameter ${q(a.parameter)} description` : `Tool ${q(a.tool)} description`} ${
        a.edit === 'typo' ? 'changed (typo-level edit)' : a.edit === 'rewording' ? 'reworded (no new risk cue)' : a.edit === 'unpinned' ? 'changed (text not pinned, hashes differ)' : 'changed (possible rug-pull)'
      }${Array.isArray(a.cues) && a.cues.length > 0 ? `; new risk cues: ${a.cues.map((c) => term(c, CUE_WORDS, q)).join(', ')}` : ''}`,
  }),
  breaking_schema_change: rule<{ tool: string; section: string; kind: string; at: string }>()({
    family: 'drift',
    severity: 'medium',
    identity: ['tool', 'kind'],
    title: 'Breaking input schema change',
    description:
      'The new inputSchema rejects a call the old one accepted: a required property added, a type narrowed, an enum value removed, a bound tightened, a property removed under `additionalProperties: false`, and so on (see the classification examples below). Existing calls will fail. A pattern added or changed is breaking only when a witness proves it: a string the old side accepts (generated from the old pattern, named by the schema’s `examples`, `default`, `enum` or `const`, or a plain string) that the new pattern rejects, quoted in the finding; a widened or rewritten pattern is a non-breaking change. A bound of ±(2^53−1), Zod’s spelling of a safe integer, counts as no bound. One type change is one finding: keywords that constrain only one kind of value (`minLength`, `items`, `properties` …) are compared only when both sides accept that kind, so `string` → `array` is not also an `items` added. Medium: old calls fail loudly with a validation error; every caller on the old shape breaks, but nothing runs that should not.',
    remediation: `Update callers to the new contract, or restore compatibility (make the new property optional, keep the old value). ${REPIN}`,
    message: (a, q) => `Tool ${q(a.tool)} inputSchema: ${term(a.kind, KIND_TITLES, q)} at ${q(a.at)}`,
  }),
  nonbreaking_schema_change: rule<{ tool: string; section: string; kind: string; at: string }>()({
    family: 'drift',
    severity: 'low',
    identity: ['tool', 'kind'],
    title: 'Non-breaking input schema change',
    description:
      'The inputSchema changed in a way every old call still satisfies: an optional property added, a type widened, a bound loosened, a default changed. Low: every old call still works; only the pinned contract is out of date.',
    remediation: REPIN,
    message: (a, q) => `Tool ${q(a.tool)} inputSchema: ${term(a.kind, KIND_TITLES, q)} at ${q(a.at)}`,
  }),
  annotation_changed: rule<{ tool: string; changes: AnnotationChange[] }>()({
    family: 'drift',
    severity: 'high',
    // Blast radius of a hint change is what clients auto-approve by: the silent escalations are the default (high).
    variants: {
      'read-only-lost': 'high',
      'destructive-gained': 'high',
      'open-world-gained': 'medium',
      'read-only-gained': 'low',
      'destructive-lost': 'low',
      'open-world-lost': 'low',
      idempotent: 'low',
      title: 'low',
    },
    identity: ['tool'],
    title: 'Annotations or title changed',
    description:
      'A tool’s hints or title changed. All changes of one tool are one finding (`changes` lists each hint or title with its old and new value), graded by the riskiest of them, so an annotation block that appears on a tool is one finding, not one per hint. Hints compare by effective value, the spec defaults applied to both sides as clients apply them, so a server that starts sending `destructiveHint: true` where it sent nothing (or stops sending a default) has changed nothing; the lockfile still records the annotations as sent. High: at its worst (the default), a change toward more risk that clients auto-approve by — `readOnlyHint` true→false or `destructiveHint` false→true — means a tool clients approved as harmless may now change or destroy state with nobody asked. Medium: `openWorldHint` false→true, the tool now reaches outside systems, so its results deserve more care, but nothing runs without the approval the client already gives it. Low: a change toward less risk (now read-only, no longer destructive, no longer open-world), an `idempotentHint` change or a title change: the client asks less often or retries differently, which matters only if the new claim is false — and the annotation heuristics of the security family judge that claim on its own.',
    remediation: `Check whether the tool’s behaviour changed and whether your client’s approval rules still fit. ${REPIN}`,
    message: (a, q) => {
      const changes = Array.isArray(a.changes) ? a.changes : [];
      const one = (c: AnnotationChange) =>
        `${term(c.hint, HINT_WORDS, q)} ${changes.length === 1 ? 'changed ' : ''}from ${q(c.before)} to ${q(c.after)}${c.hint === 'readOnlyHint' && c.before === true ? ' (tool may now mutate state)' : ''}`;
      return changes.length === 1 ? `Tool ${q(a.tool)} ${one(changes[0]!)}` : `Tool ${q(a.tool)} annotations changed: ${changes.map(one).join('; ')}`;
    },
  }),
  breaking_output_shape_change: rule<{ tool: string; section: string; kind: string; at: string }>()({
    family: 'drift',
    severity: 'medium',
    identity: ['tool', 'kind'],
    title: 'Breaking output change',
    description:
      'The outputSchema (or the output shape inferred from real calls) now allows what old consumers never saw: a type widened, a field that may now be missing, a new enum value, or the outputSchema removed altogether. An outputSchema added or removed is one finding for the tool, not one per property of the schema, and the inferred shape of its structuredContent, which appears or goes with it, is not reported again. A shape change seen both in `structuredContent` and in the JSON text block that mirrors it is one finding, at the `structuredContent` path. Output drift is silent until something downstream chokes. Medium: a consumer may misread a result without noticing, but the tool does what it did and nothing is approved that was not.',
    remediation: `Update consumers of the tool’s result. ${REPIN}`,
    message: (a, q) => `Tool ${q(a.tool)} ${term(a.section, SECTION_WORDS, q)}: ${term(a.kind, KIND_TITLES, q)}${WHOLE_SCHEMA.includes(a.kind) ? '' : ` at ${q(a.at)}`}`,
  }),
  nonbreaking_output_shape_change: rule<{ tool: string; section: string; kind: string; at: string }>()({
    family: 'drift',
    severity: 'low',
    identity: ['tool', 'kind'],
    title: 'Non-breaking output change',
    description: 'The output contract changed in a way old consumers can ignore: a new optional field, a narrowed type, a field now always present, an outputSchema declared where there was none. Low: old consumers keep working; only the pinned contract is out of date.',
    remediation: REPIN,
    message: (a, q) => `Tool ${q(a.tool)} ${term(a.section, SECTION_WORDS, q)}: ${term(a.kind, KIND_TITLES, q)}${WHOLE_SCHEMA.includes(a.kind) ? '' : ` at ${q(a.at)}`}`,
  }),
  prompt_changed: rule<{ prompt: string; change: SurfaceChange; arguments?: string[]; edit?: DescriptionEdit }>()({
    family: 'drift',
    severity: 'medium',
    variants: {
      removed: 'low',
      added: 'low',
      description: 'medium',
      'description-rewording': 'low',
      'description-typo': 'info',
      'required-argument': 'medium',
      'optional-argument': 'low',
      'argument-required': 'medium',
      'argument-removed': 'low',
    },
    identity: ['prompt', 'change'],
    title: 'Prompt changed',
    description:
      'A prompt was removed or added, an argument appeared, disappeared or became required, or its description changed: one finding per prompt and kind of change, listing every argument it applies to (`arguments`). A newly required argument breaks every caller that does not send it. Medium: prompts are chosen by the user, not by the model, so a rewritten description misleads less than a tool’s (hence not high), and a newly required argument breaks callers loudly; a prompt removed or added, or an argument added as optional or removed, is low: it fails loudly or is simply ignored. A description change is graded by its edit as `description_changed` grades one (`edit`): one that adds a risk cue or hidden characters, or whose text was not pinned, is medium; a rewording that adds no risk cue is low; a typo-level edit is info.',
    remediation: REPIN,
    message: (a, q) => `Prompt ${q(a.prompt)}: ${term(a.change, CHANGE_WORDS, q)}${Array.isArray(a.arguments) && a.arguments.length > 0 ? ` (${a.arguments.map((x) => q(x)).join(', ')})` : ''}${editWords(a.edit)}`,
  }),
  resource_changed: rule<{ resource: string; change: SurfaceChange; before?: string | null; after?: string | null; edit?: DescriptionEdit }>()({
    family: 'drift',
    severity: 'medium',
    variants: { removed: 'low', added: 'low', 'mime-type': 'medium', description: 'medium', 'description-rewording': 'low', 'description-typo': 'info', name: 'low' },
    identity: ['resource', 'change'],
    title: 'Resource changed',
    description: 'A resource or resource template was removed or added, or its description, name or mimeType changed. A new mimeType breaks readers that parse the old format. Medium: a new mimeType makes readers misparse content and a rewritten description changes what is read about it; a resource removed or added, or a new name, is low: reads of an old URI fail loudly and a new resource is read only when asked for. A description change is graded by its edit as for prompts: medium when it adds a risk cue or hidden characters or was not pinned as text, low for a rewording, info for a typo-level edit.',
    remediation: REPIN,
    message: (a, q) => `Resource ${q(a.resource)}: ${term(a.change, CHANGE_WORDS, q)}${a.before !== undefined ? ` from ${q(a.before)} to ${q(a.after)}` : ''}${editWords(a.edit)}`,
  }),
  capability_removed: rule<{ capability: string }>()({
    family: 'drift',
    severity: 'medium',
    identity: ['capability'],
    title: 'Capability removed',
    description: 'A capability the baseline advertised (tools, prompts, resources, completions, logging …) is no longer advertised; clients that rely on it lose a whole feature. Medium: clients lose a whole feature loudly, but nothing is run or shown that should not be.',
    remediation: `Restore the capability. ${REPIN}`,
    message: (a, q) => `Capability ${q(a.capability)} is no longer advertised`,
  }),
  // `reason` is a code: no-output-shapes, not-called (with the plan's `refusal`), no-sample-succeeded
  // (how the first sample call failed: `got` a layer or not-sent, the JSON-RPC `code`, the
  // collector's `detail`), no-pinned-shape or not-sampled. A report written before codes carries a sentence.
  output_not_compared: rule<{ tool?: string; reason: string; refusal?: RefusalCode; got?: string; code?: number; detail?: string }>()({
    family: 'drift',
    severity: 'info',
    reports: 'skip',
    identity: ['tool'],
    title: 'Output shape not compared',
    description:
      'With `checks.drift.output` on, drift compares the output shape inferred from real calls with the one pinned in the baseline. Every tool whose shape was not compared is listed with the reason: mcpward refused to call it (not read-only and not allowlisted, needs arguments, automatic calls off), every sample call failed or was not sent, or the baseline holds no shape for it; a baseline captured with output sampling off gives one line for the server. So `diff` never skips a comparison silently; under `run`, the refusals are listed once, by `tool_call_refused`. Info: a record of what was not compared; it never fails a run.',
    remediation: 'Allowlist the tool with arguments under `checks.drift.output.tools`, or re-pin with `mcpward baseline` while output sampling is on.',
    message: (a, q) => {
      // Codes with their facts; anything else is a sentence a report written before codes carries.
      // `detail` is the collector's reason, only ever rendered inside the quoted reason.
      const sampleFailure = () => {
        if (a.got === 'not-sent') return `not sent${a.detail === undefined ? '' : ` (${a.detail})`}`;
        if (a.got === 'protocol') return `JSON-RPC error ${a.code ?? '?'}`;
        if (a.got === 'tool') return 'the result had isError: true';
        if (a.got === 'ok') return 'the result reads as a failure (without isError)';
        return a.detail ?? String(a.got);
      };
      const words: Record<string, () => string> = {
        'no-output-shapes': () => 'the baseline holds no output shapes (it was captured with checks.drift.output off); re-pin with `mcpward baseline` to compare them',
        // mcpward refused the call; `refusal` is the plan's code, worded as tool_call_refused words it.
        'not-called': () => `not called: ${refusalWords(a.refusal)}`,
        'no-sample-succeeded': () => `no sample call succeeded: ${sampleFailure()}`,
        'no-pinned-shape': () => 'the baseline holds no output shape for it (it was not sampled when the baseline was captured)',
        'not-sampled': () => 'not sampled in this run',
      };
      const reason = Object.prototype.hasOwnProperty.call(words, a.reason) ? words[a.reason]!() : a.reason;
      return a.tool === undefined ? `Output shapes not compared: ${q(reason)}` : `Output of ${q(a.tool)} not compared with the baseline: ${q(reason)}`;
    },
  }),
  list_not_compared: rule<{ list: string } & ListGapArgs>()({
    family: 'drift',
    severity: 'low',
    reports: 'skip',
    identity: ['list'],
    title: 'List not compared with the baseline',
    description:
      'A list the server advertises could not be read to its end this time (a later page failed, a page timed out or the connection was lost, it looped, hit mcpward’s page limit, or the run deadline passed), so what is missing from it may only be unread: nothing in that list is reported removed or renamed, and this skip says the list was not compared. What was read is still compared (added items, changed items). The run is incomplete (exit 2). A JSON-RPC error answering the first page is not such a gap: it is the server’s answer that it serves no such list, so the list is compared as empty (and `capabilities_consistent` grades the refusal). Low: it reports no change, only a gap in the comparison.',
    remediation: 'Make the list answer in full (if it timed out and the server is slow rather than stuck, raise timeouts.call_ms / timeouts.run_ms), then run the comparison again.',
    message: (a, q) => `${q(a.list)} not compared with the baseline: ${listGapText(a, q)}; nothing in it is reported removed`,
  }),
  version_not_bumped: rule<{ before: string; after: string; breaking: number }>()({
    family: 'drift',
    severity: 'low',
    identity: ONE_PER_SUBJECT,
    title: 'Breaking change without a major version bump',
    description:
      'The contract broke (a tool removed or renamed, a breaking input or output change) but `serverInfo.version` did not gain a major bump (a minor bump for 0.x versions), so semver ranges will pull the break in silently. Not reported when either version is the Python `mcp` SDK’s own: a low-level Python server that sets no version reports the SDK’s, recognised by the SDK’s `experimental` capability together with a version in the SDK’s release range, and an SDK upgrade says nothing about the server’s contract. Low: only the version label is wrong; the break itself is reported by its own rule.',
    remediation: 'Bump the major version when the contract breaks.',
    message: (a, q) => `Server version went from ${q(a.before)} to ${q(a.after)} although ${q(a.breaking)} breaking change(s) shipped`,
  }),
};
