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

/**
 * Replaces this machine's paths and hostname in `text` with `<cwd>`, `<config>`, `<tmp>`, `<home>`
 * and `<host>`. Longer paths first, so the working directory under the home directory reads
 * `<cwd>`, not `<home>/project`. A path counts only where it ends at a path boundary (`/home/al`
 * never matches inside `/home/alice`), and the hostname only as a whole word.
 */
export function placeholdMachineText(text: string, machine: Machine): string {
  const entries = PLACEHOLDERS.flatMap(([key, placeholder]): Array<[string, string, boolean]> => {
    const value = machine[key];
    if (value === undefined || value === '') return [];
    if (key === 'host') return isDistinctHost(value) ? [[value, placeholder, false]] : [];
    if (!isUsefulPath(value)) return [];
    return [[value.replace(/[\\/]+$/, ''), placeholder, true]];
  }).sort((a, b) => b[0].length - a[0].length);
  let out = text;
  for (const [value, placeholder, isPath] of entries) {
    const re = isPath ? new RegExp(`${escapeRegExp(value)}(?=[\\\\/]|$|[^\\w.-])`, 'g') : new RegExp(`(?<![\\w.-])${escapeRegExp(value)}(?![\\w-])`, 'gi');
    out = out.replace(re, placeholder);
  }
  return out;
}

/** Every `description` string at any depth of a captured item (tool, parameter, prompt argument, resource). */
function placeholdDescriptions(value: unknown, machine: Machine): unknown {
  if (Array.isArray(value)) return value.map((v) => placeholdDescriptions(v, machine));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, key === 'description' && typeof v === 'string' ? placeholdMachineText(v, machine) : placeholdDescriptions(v, machine)]),
  );
}

/** The snapshot with this machine's text in descriptions and instructions replaced by placeholders. */
export function placeholdMachine(snapshot: Snapshot, machine: Machine): Snapshot {
  const items = (list: CapturedItem[]) => list.map((item) => ({ ...item, raw: placeholdDescriptions(item.raw, machine) }));
  return {
    ...snapshot,
    ...(snapshot.instructions === undefined ? {} : { instructions: placeholdMachineText(snapshot.instructions, machine) }),
    tools: items(snapshot.tools),
    prompts: items(snapshot.prompts),
    resources: items(snapshot.resources),
    resourceTemplates: items(snapshot.resourceTemplates),
  };
}
