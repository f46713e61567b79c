import type { JsonValue, Severity } from '../../model.js';
import type { Finding } from '../../rules/index.js';
import type { SURFACE_CHANGES } from '../../rules/drift.js';
import { finding } from '../../rules/index.js';

type SurfaceChange = (typeof SURFACE_CHANGES)[number];
import type { LockedPrompt, LockedResource, Lockfile } from '../../snapshot/lockfile.js';
import { isRecord } from '../../snapshot/view.js';
import { compareText } from './text.js';

/** Drift beyond tools: server instructions, capabilities, prompts, resources and templates. */
export function checkSurfaceDrift(baseline: Lockfile, current: Lockfile, knownTools: readonly string[]): Finding[] {
  return [
    ...compareText(baseline.server.instructions ?? null, current.server.instructions ?? null, { where: 'server', path: 'instructions' }, knownTools),
    ...capabilityFindings(baseline.server.capabilities, current.server.capabilities),
    ...promptFindings(baseline.prompts, current.prompts),
    ...resourceFindings(baseline.resources, current.resources, 'uri'),
    ...resourceFindings(baseline.resourceTemplates, current.resourceTemplates, 'uriTemplate'),
  ];
}

function capabilityFindings(before: JsonValue, after: JsonValue): Finding[] {
  if (!isRecord(before)) return [];
  const now = isRecord(after) ? after : {};
  return Object.keys(before)
    .filter((capability) => !(capability in now))
    .map((capability) => finding('capability_removed', 'fail', { subject: { kind: 'server', name: 'server' }, path: `capabilities.${capability}`, args: { capability } }));
}

function promptFindings(before: LockedPrompt[], after: LockedPrompt[]): Finding[] {
  const now = new Map(after.map((p) => [p.name, p]));
  const old = new Map(before.map((p) => [p.name, p]));
  const out: Finding[] = [];
  const emit = (prompt: string, change: SurfaceChange, severity: Severity, extra: Record<string, JsonValue> = {}, path?: string) =>
    out.push(finding('prompt_changed', 'fail', { severity, subject: { kind: 'prompt', name: prompt }, ...(path ? { path } : {}), args: { prompt, change, ...extra } }));
  for (const [name, p] of old) {
    const q = now.get(name);
    if (!q) {
      emit(name, 'prompt removed', 'low');
      continue;
    }
    if ((p.description?.hash ?? null) !== (q.description?.hash ?? null)) emit(name, 'description changed', 'medium', {}, 'description');
    const args = new Map(p.arguments.map((a) => [a.name, a]));
    for (const arg of q.arguments) {
      const prev = args.get(arg.name);
      // A new or newly required argument breaks every caller that does not send it.
      if (!prev) emit(name, arg.required ? 'required argument added' : 'optional argument added', arg.required ? 'medium' : 'low', { argument: arg.name });
      else if (arg.required && !prev.required) emit(name, 'argument became required', 'medium', { argument: arg.name });
    }
    const kept = new Set(q.arguments.map((a) => a.name));
    for (const arg of p.arguments) if (!kept.has(arg.name)) emit(name, 'argument removed', 'low', { argument: arg.name });
  }
  for (const name of now.keys()) if (!old.has(name)) emit(name, 'prompt added', 'low');
  return out;
}

function resourceFindings(before: LockedResource[], after: LockedResource[], key: 'uri' | 'uriTemplate'): Finding[] {
  const id = (r: LockedResource) => r[key] ?? '';
  const now = new Map(after.map((r) => [id(r), r]));
  const old = new Map(before.map((r) => [id(r), r]));
  const kind = key === 'uri' ? 'resource' : 'resource_template';
  const out: Finding[] = [];
  const emit = (resource: string, change: SurfaceChange, severity: Severity, path?: string, values?: { before: JsonValue; after: JsonValue }) =>
    out.push(finding('resource_changed', 'fail', { severity, subject: { kind, name: resource }, ...(path ? { path } : {}), args: { resource, change, ...(values ?? {}) } }));
  for (const [uri, r] of old) {
    const s = now.get(uri);
    if (!s) {
      emit(uri, kind === 'resource' ? 'resource removed' : 'template removed', 'low');
      continue;
    }
    if ((r.mimeType ?? null) !== (s.mimeType ?? null)) emit(uri, 'mimeType changed', 'medium', 'mimeType', { before: r.mimeType ?? null, after: s.mimeType ?? null });
    if ((r.description?.hash ?? null) !== (s.description?.hash ?? null)) emit(uri, 'description changed', 'medium', 'description');
    if ((r.name ?? null) !== (s.name ?? null)) emit(uri, 'name changed', 'low', 'name', { before: r.name ?? null, after: s.name ?? null });
  }
  for (const uri of now.keys()) if (!old.has(uri)) emit(uri, kind === 'resource' ? 'resource added' : 'template added', 'low');
  return out;
}
