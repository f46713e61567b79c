import { isRecord } from '../model.js';
import type { Problem } from './problems.js';
import { OVERRIDE_KEYS, SERVER_NAME } from './schema.js';

/** One server of a config file, as the single-server config it expands to (not yet validated). */
export interface FleetEntry {
  /** The server's name in `servers:`; undefined for a file with one `server:`. */
  name: string | undefined;
  /** A single-server config: the top level with this entry's overrides merged in. */
  raw: unknown;
  /** Whether the entry sets its own `checks.drift.baseline` (a file of its own) or shares the top level's. */
  ownBaseline: boolean;
  /** Maps a key path of `raw` back to where the user wrote it in the file. */
  origin(path: readonly (string | number)[]): (string | number)[];
}

export type Expanded = { ok: true; entries: FleetEntry[] } | { ok: false; problems: Problem[] };


/**
 * Splits a parsed config file into one single-server config per server. `server:` is a fleet of
 * one; each `servers:` entry takes the server keys of `server:` plus overrides of the top-level
 * sections, merged over them (mappings merge key by key, lists and values replace), so everything
 * downstream sees the one `Config` shape it always has.
 */
export function expandFleet(file: unknown): Expanded {
  if (!isRecord(file) || !('servers' in file)) {
    return { ok: true, entries: [{ name: undefined, raw: file, ownBaseline: false, origin: (path) => [...path] }] };
  }
  const { servers, ...top } = file;
  const problems: Problem[] = [];
  if ('server' in file) problems.push({ path: ['server'], message: 'cannot be used together with `servers:`; move it into `servers:` under a name' });
  if (!isRecord(servers) || Object.keys(servers).length === 0) {
    problems.push({ path: ['servers'], message: 'expected a mapping of server names to servers, with at least one server' });
    return { ok: false, problems };
  }
  const entries: FleetEntry[] = [];
  for (const [name, entry] of Object.entries(servers)) {
    if (!SERVER_NAME.test(name)) {
      problems.push({ path: ['servers', name], message: 'expected a server name of letters, digits, `.`, `_` and `-` (at most 64, starting with a letter or digit)' });
      continue;
    }
    if (!isRecord(entry)) {
      problems.push({ path: ['servers', name], message: 'expected a mapping with the keys of `server:` (and overrides of `checks`, `suites`, `review`, `policy`, `rules`, `timeouts`)' });
      continue;
    }
    const server: Record<string, unknown> = {};
    const overrides: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(entry)) {
      if ((OVERRIDE_KEYS as readonly string[]).includes(key)) overrides[key] = value;
      // Unknown keys go with the server part, so the server schema names them with a suggestion.
      else server[key] = value;
    }
    const raw: Record<string, unknown> = { ...top, server };
    for (const [key, value] of Object.entries(overrides)) raw[key] = key in top ? merge(top[key], value) : value;
    const ownBaseline = isRecord(overrides.checks) && isRecord(overrides.checks.drift) && 'baseline' in overrides.checks.drift;
    entries.push({ name, raw, ownBaseline, origin: (path) => originOf(path, name, overrides) });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, entries };
}

/** A merged key path belongs to the entry when the entry wrote it (or an ancestor of it), else to the top level. */
function originOf(path: readonly (string | number)[], name: string, overrides: Record<string, unknown>): (string | number)[] {
  if (path[0] === 'server') return ['servers', name, ...path.slice(1)];
  let node: unknown = overrides;
  for (const segment of path) {
    if (!isRecord(node) && !Array.isArray(node)) return [...path];
    if (!Object.hasOwn(node, segment)) return [...path];
    node = (node as Record<string | number, unknown>)[segment];
    // A list or a value the entry wrote replaced the top level's: everything below it is the entry's.
    if (!isRecord(node)) return ['servers', name, ...path];
  }
  return ['servers', name, ...path];
}

function merge(base: unknown, over: unknown): unknown {
  if (!isRecord(base) || !isRecord(over)) return over;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = key in base ? merge(base[key], value) : value;
  return out;
}
