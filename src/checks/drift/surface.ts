import type { JsonValue } from '../../model.js';
import type { Finding, VariantOf } from '../../rules/index.js';
import type { SurfaceChange } from '../../rules/drift.js';
import { finding } from '../../rules/index.js';
import type { LockedPrompt, LockedResource, Lockfile, PinnedText } from '../../snapshot/lockfile.js';
import type { ListKind } from '../../snapshot/types.js';
import { isRecord } from '../../snapshot/view.js';
import { compareText, gradeEdit } from './text.js';
import type { DescriptionEdit } from '../../rules/drift.js';

/** Drift beyond tools: server instructions, capabilities, prompts, resources and templates. */
export function checkSurfaceDrift(baseline: Lockfile, current: Lockfile, knownTools: readonly string[], gaps: Partial<Record<ListKind, unknown>> = {}): Finding[] {
  // An incomplete list reports nothing removed: the item may be on a page never read.
  return [
    ...compareText(baseline.server.instructions ?? null, current.server.instructions ?? null, { where: 'server', path: 'instructions' }, knownTools),
    ...capabilityFindings(baseline.server.capabilities, current.server.capabilities),
    ...promptFindings(baseline.prompts, current.prompts, gaps.prompts !== undefined, knownTools),
    ...resourceFindings(baseline.resources, current.resources, 'uri', gaps.resources !== undefined, knownTools),
    ...resourceFindings(baseline.resourceTemplates, current.resourceTemplates, 'uriTemplate', gaps.resourceTemplates !== undefined, knownTools),
  ];
}

function capabilityFindings(before: JsonValue, after: JsonValue): Finding[] {
  if (!isRecord(before)) return [];
  const now = isRecord(after) ? after : {};
  return Object.keys(before)
    .filter((capability) => !(capability in now))
    .map((capability) => finding('capability_removed', 'fail', { subject: { kind: 'server', name: 'server' }, path: `capabilities.${capability}`, args: { capability } }));
}

/** The registry variant of each change word (src/rules/drift.ts says how severe each variant is). */
const PROMPT_VARIANTS: Partial<Record<SurfaceChange, VariantOf<'prompt_changed'>>> = {
  'prompt removed': 'removed',
  'prompt added': 'added',
  'description changed': 'description',
  'required argument added': 'required-argument',
  'optional argument added': 'optional-argument',
  'argument became required': 'argument-required',
  'argument removed': 'argument-removed',
};
const RESOURCE_VARIANTS: Partial<Record<SurfaceChange, VariantOf<'resource_changed'>>> = {
  'resource removed': 'removed',
  'template removed': 'removed',
  'resource added': 'added',
  'template added': 'added',
  'mimeType changed': 'mime-type',
  'description changed': 'description',
  'name changed': 'name',
};

/** A prompt's or resource's description edit, graded as tool descriptions are (src/checks/drift/text.ts). */
function editOf(before: PinnedText | null | undefined, after: PinnedText | null | undefined, knownTools: readonly string[]): DescriptionEdit {
  // A description appearing or disappearing reads as text against the empty string, as for tools.
  const text = (t: PinnedText | null | undefined) => (t ? t.text : '');
  return gradeEdit(text(before), text(after), knownTools).edit;
}

/** The registry variant of a description edit: risky and unreadable edits share the description's own severity. */
function descriptionVariant(edit: DescriptionEdit): 'description' | 'description-rewording' | 'description-typo' {
  return edit === 'rewording' ? 'description-rewording' : edit === 'typo' ? 'description-typo' : 'description';
}

function promptFindings(before: LockedPrompt[], after: LockedPrompt[], partial: boolean, knownTools: readonly string[]): Finding[] {
  const now = new Map(after.map((p) => [p.name, p]));
  const old = new Map(before.map((p) => [p.name, p]));
  const out: Finding[] = [];
  const emit = (prompt: string, change: SurfaceChange, extra: { arguments?: string[]; edit?: DescriptionEdit } = {}, path?: string) => {
    const variant = extra.edit === undefined ? PROMPT_VARIANTS[change] : descriptionVariant(extra.edit);
    // Callers break when a prompt or argument they use goes away or an argument they do not send becomes required.
    const breaking = variant === 'removed' || variant === 'required-argument' || variant === 'argument-required' || variant === 'argument-removed';
    out.push(finding('prompt_changed', 'fail', { variant, subject: { kind: 'prompt', name: prompt }, ...(path ? { path } : {}), ...(breaking ? { breaking } : {}), args: { prompt, change, ...extra } }));
  };
  for (const [name, p] of old) {
    const q = now.get(name);
    if (!q) {
      if (!partial) emit(name, 'prompt removed');
      continue;
    }
    if ((p.description?.hash ?? null) !== (q.description?.hash ?? null)) emit(name, 'description changed', { edit: editOf(p.description, q.description, knownTools) }, 'description');
    // One finding per kind of argument change, listing every argument it applies to.
    const byKind = new Map<SurfaceChange, string[]>();
    const note = (change: SurfaceChange, argument: string) => byKind.set(change, [...(byKind.get(change) ?? []), argument]);
    const args = new Map(p.arguments.map((a) => [a.name, a]));
    for (const arg of q.arguments) {
      const prev = args.get(arg.name);
      // A new or newly required argument breaks every caller that does not send it.
      if (!prev) note(arg.required ? 'required argument added' : 'optional argument added', arg.name);
      else if (arg.required && !prev.required) note('argument became required', arg.name);
    }
    const kept = new Set(q.arguments.map((a) => a.name));
    for (const arg of p.arguments) if (!kept.has(arg.name)) note('argument removed', arg.name);
    for (const [change, names] of byKind) emit(name, change, { arguments: names });
  }
  for (const name of now.keys()) if (!old.has(name)) emit(name, 'prompt added');
  return out;
}

function resourceFindings(before: LockedResource[], after: LockedResource[], key: 'uri' | 'uriTemplate', partial: boolean, knownTools: readonly string[]): Finding[] {
  const id = (r: LockedResource) => r[key] ?? '';
  const now = new Map(after.map((r) => [id(r), r]));
  const old = new Map(before.map((r) => [id(r), r]));
  const kind = key === 'uri' ? 'resource' : 'resource_template';
  const out: Finding[] = [];
  const emit = (resource: string, change: SurfaceChange, path?: string, values?: { before: string | null; after: string | null }, edit?: DescriptionEdit) => {
    const variant = edit === undefined ? RESOURCE_VARIANTS[change] : descriptionVariant(edit);
    // Readers break when a resource they read goes away or its content type changes under them.
    const breaking = variant === 'removed' || variant === 'mime-type';
    out.push(finding('resource_changed', 'fail', { variant, subject: { kind, name: resource }, ...(path ? { path } : {}), ...(breaking ? { breaking } : {}), args: { resource, change, ...(values ?? {}), ...(edit === undefined ? {} : { edit }) } }));
  };
  for (const [uri, r] of old) {
    const s = now.get(uri);
    if (!s) {
      if (!partial) emit(uri, kind === 'resource' ? 'resource removed' : 'template removed');
      continue;
    }
    if ((r.mimeType ?? null) !== (s.mimeType ?? null)) emit(uri, 'mimeType changed', 'mimeType', { before: r.mimeType ?? null, after: s.mimeType ?? null });
    if ((r.description?.hash ?? null) !== (s.description?.hash ?? null)) emit(uri, 'description changed', 'description', undefined, editOf(r.description, s.description, knownTools));
    if ((r.name ?? null) !== (s.name ?? null)) emit(uri, 'name changed', 'name', { before: r.name ?? null, after: s.name ?? null });
  }
  for (const uri of now.keys()) if (!old.has(uri)) emit(uri, kind === 'resource' ? 'resource added' : 'template added');
  return out;
}
