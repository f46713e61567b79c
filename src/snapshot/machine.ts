import type { CapturedItem, Snapshot } from './types.js';

/**
 * What is particular to the machine that captures a server: its absolute paths and its name. A
 * server that writes them into a description (a filesystem server naming its root, a tool that
 * says where it keeps its cache) would otherwise differ on every machine, and a baseline pinned on a
 * laptop would fail every `diff` in CI. Each is replaced by a placeholder in descriptions, at
 * baseline and at compare alike, so the lockfile records `<home>/notes` and both machines agree.
 * The CLI fills this in from the process (os.homedir(), process.cwd(), the config file's folder,
 * os.tmpdir(), os.hostname()); the replacement itself is pure.
 */
export interface Machine {
  home?: string;
  cwd?: string;
  config?: string;
  tmp?: string;
  host?: string;
}

const PLACEHOLDERS: ReadonlyArray<[keyof Machine, string]> = [
  ['cwd', '<cwd>'],
  ['config', '<config>'],
  ['tmp', '<tmp>'],
  ['home', '<home>'],
  ['host', '<host>'],
];

/** A path is replaced only when it is absolute and more than a root: `/` or `C:\` would match everywhere. */
function isUsefulPath(path: string): boolean {
  const trimmed = path.replace(/[\\/]+$/, '');
  return (/^\//.test(trimmed) || /^[A-Za-z]:\\/.test(trimmed)) && trimmed.length > 3;
}

/**
 * A hostname is replaced only when it cannot be an ordinary word of a description: it holds a digit,
 * a dot or a hyphen (`alices-mbp`, `ip-10-0-0-7`, a container's hex id). A host named `build` would
 * otherwise turn "Runs the build" into "Runs the <host>" on that machine only, a diff everywhere else.
 */
function isDistinctHost(host: string): boolean {
  return host.length >= 3 && host.toLowerCase() !== 'localhost' && /[\d.-]/.test(host);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

type Replacer = (text: string) => string;

/**
 * The replacement for one machine, built once: a snapshot of 10,000 tools has tens of thousands of
 * descriptions, and most of them name nothing of the machine, so each value is looked for with a
 * plain substring test before its pattern runs.
 */
function machineReplacer(machine: Machine): Replacer {
  const entries = PLACEHOLDERS.flatMap(([key, placeholder]): Array<[string, string, boolean]> => {
    const value = machine[key];
    if (value === undefined || value === '') return [];
    if (key === 'host') return isDistinctHost(value) ? [[value, placeholder, false]] : [];
    if (!isUsefulPath(value)) return [];
    return [[value.replace(/[\\/]+$/, ''), placeholder, true]];
  }).sort((a, b) => b[0].length - a[0].length);
  const steps = entries.map(([value, placeholder, isPath]) => ({
    needle: isPath ? value : value.toLowerCase(),
    isPath,
    placeholder,
    re: isPath ? new RegExp(`${escapeRegExp(value)}(?=[\\\\/]|$|[^\\w.-])`, 'g') : new RegExp(`(?<![\\w.-])${escapeRegExp(value)}(?![\\w-])`, 'gi'),
  }));
  return (text) => {
    let out = text;
    for (const step of steps) {
      if (!(step.isPath ? out.includes(step.needle) : out.toLowerCase().includes(step.needle))) continue;
      out = out.replace(step.re, step.placeholder);
    }
    return out;
  };
}

/**
 * Replaces this machine's paths and hostname in `text` with `<cwd>`, `<config>`, `<tmp>`, `<home>`
 * and `<host>`. Longer paths first, so the working directory under the home directory reads
 * `<cwd>`, not `<home>/project`. A path counts only where it ends at a path boundary (`/home/al`
 * never matches inside `/home/alice`), and the hostname only as a whole word.
 */
export function placeholdMachineText(text: string, machine: Machine): string {
  return machineReplacer(machine)(text);
}

/**
 * Every `description` string at any depth of a captured item (tool, parameter, prompt argument,
 * resource). An object none of whose descriptions changed is returned as it was, not copied.
 */
function placeholdDescriptions(value: unknown, replace: Replacer): unknown {
  // Nothing is allocated until something changes: on 10,000 tools almost every description names
  // nothing of the machine, and a copy per object and array was most of this pass's cost.
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      const r = placeholdDescriptions(v, replace);
      if (r !== v) (out ??= value.slice())[i] = r;
    }
    return out ?? value;
  }
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value);
  let changed: unknown[] | undefined;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const v: unknown = (value as Record<string, unknown>)[key];
    const r = key === 'description' && typeof v === 'string' ? replace(v) : placeholdDescriptions(v, replace);
    if (changed) changed.push(r);
    else if (r !== v) {
      changed = keys.slice(0, i).map((k) => (value as Record<string, unknown>)[k]);
      changed.push(r);
    }
  }
  // Object.fromEntries, not assignment: a key named __proto__ stays an own property.
  return changed ? Object.fromEntries(keys.map((k, i) => [k, changed[i]])) : value;
}

/** The snapshot with this machine's text in descriptions and instructions replaced by placeholders. */
export function placeholdMachine(snapshot: Snapshot, machine: Machine): Snapshot {
  const replace = machineReplacer(machine);
  const items = (list: CapturedItem[]) =>
    list.map((item) => {
      const raw = placeholdDescriptions(item.raw, replace);
      return raw === item.raw ? item : { ...item, raw };
    });
  return {
    ...snapshot,
    ...(snapshot.instructions === undefined ? {} : { instructions: replace(snapshot.instructions) }),
    tools: items(snapshot.tools),
    prompts: items(snapshot.prompts),
    resources: items(snapshot.resources),
    resourceTemplates: items(snapshot.resourceTemplates),
  };
}
