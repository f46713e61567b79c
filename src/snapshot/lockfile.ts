import type { Era } from '../model.js';
import { collectParameterDescriptions, hashDescription } from './canonical.js';
import type { CallRecord } from './calls.js';
import { inferOutputShapes, type OutputShapes } from './output-shape.js';
import type { JsonValue } from '../model.js';
import type { CapturedItem, ListKind, ListRefusal, Snapshot } from './types.js';
import { listRefusals } from './completeness.js';
import { isRecord, toolView } from './view.js';

/** The version `baseline` writes. 2: annotations and prompt arguments' `required` as the server sent them. */
export const LOCKFILE_VERSION = 2;
/** Versions `diff` and `run` read. Version 1 stored the effective annotation values (spec defaults filled in). */
export const READABLE_LOCKFILE_VERSIONS = [1, 2] as const;
export type LockfileVersion = (typeof READABLE_LOCKFILE_VERSIONS)[number];

/** A pinned description: the hash always, the text when `checks.drift.full_text` is on. */
export interface PinnedText {
  hash: string;
  text?: string;
}

export interface LockedTool {
  name: string;
  title?: string;
  description: PinnedText | null;
  /** Every parameter description at every depth, keyed by its JSON path inside the tool. */
  parameters: Record<string, PinnedText>;
  inputSchema: JsonValue;
  outputSchema?: JsonValue;
  /**
   * The annotations as sent: absent when the server sent none, a hint absent when it was not sent.
   * Spec defaults are applied when comparing (`effectiveAnnotations`), never stored. Version 1
   * files hold all four hints with the defaults filled in, which compares the same way.
   */
  annotations?: LockedAnnotations;
}

/** The annotation fields mcpward pins, each only when sent with the type the spec gives it. */
export interface LockedAnnotations {
  title?: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

export interface LockedPrompt {
  name: string;
  title?: string;
  description: PinnedText | null;
  /** `required` as sent (version 1 stored `false` when absent); absent means optional. */
  arguments: Array<{ name: string; description: PinnedText | null; required?: boolean }>;
}

export interface LockedResource {
  uri?: string;
  uriTemplate?: string;
  name?: string;
  title?: string;
  description: PinnedText | null;
  mimeType?: string;
}

/** The pinned contract: canonical, and identical for two captures of the same server. */
export interface Lockfile {
  lockfileVersion: LockfileVersion;
  server: {
    name: string;
    version: string;
    protocolVersion: string;
    era: Era;
    capabilities: JsonValue;
    instructions?: PinnedText;
  };
  tools: LockedTool[];
  prompts: LockedPrompt[];
  resources: LockedResource[];
  resourceTemplates: LockedResource[];
  /** Output shapes inferred from real calls (checks.drift.output), keyed by tool name. */
  outputShapes?: OutputShapes;
  /**
   * The lists the server advertises but refused with a JSON-RPC error on the first page, with what
   * it answered (its message clipped): a definitive answer, pinned like the items it stands for.
   */
  listErrors?: Partial<Record<ListKind, ListRefusal>>;
  /**
   * What the config runs, resolved offline at `baseline` (docs/lockfile.md, "The artifact"). Absent
   * in lockfiles written before it existed; the artifact family (src/checks/artifact) compares it.
   */
  artifact?: LockedArtifact;
}

/**
 * The artifact a server's start runs: a package at an exact version with its registry integrity, a
 * script or an executable with its SHA-256, or the URL an HTTP server answers at. What cannot be
 * resolved offline is `unresolved` with a code saying why, never a guess. Paths are written with
 * the machine placeholders (`<cwd>`, `<home>`, …) so two machines agree. No environment value is
 * ever recorded.
 */
export type LockedArtifact = NpmArtifact | NodeScriptArtifact | PythonScriptArtifact | ExecutableArtifact | ImageArtifact | BundleArtifact | UrlArtifact | UnresolvedArtifact | PythonArtifact;

/** How the server is started, as the config says (the launcher mcpward recognised). */
export type StartForm = 'npx' | 'npm-exec' | 'pnpm-dlx' | 'node' | 'executable' | 'uvx' | 'pipx' | 'python' | 'docker' | 'podman' | 'mcpb';

interface StartedArtifact {
  start: StartForm;
  /**
   * True when the start names no exact version (`npx -y pkg`, `pkg@latest`, a range, an image by
   * tag only, an unpinned `uvx`): the next start may run different code.
   */
  floating: boolean;
}

/** A registry package run through `npx`, `npm exec` or `pnpm dlx`. */
export interface NpmArtifact extends StartedArtifact {
  kind: 'npm';
  /** The package spec the config names, as written (`pkg`, `pkg@latest`, `pkg@1.2.3`). */
  requested: string;
  name: string;
  /** The exact version installed where the start ran it from. */
  version: string;
  /** The registry's `dist.integrity` (`sha512-…`) recorded by npm or pnpm; absent when nothing recorded it. */
  integrity?: string;
  /**
   * The start's other packages (`npx -p a -p b cmd`, `pnpm dlx --package=a --package=b cmd`), after
   * the first, in the order given: each is pinned and compared like the first. Absent when the start
   * names one package, and in lockfiles written before it existed (those compare on the first only).
   */
  packages?: NpmPackagePin[];
  /**
   * Where the version and integrity were read: the npx cache or pnpm dlx cache the start installed
   * into, the project's lockfile, or npm's global folder (`npm-global`: npx runs a global bin of the
   * package's name first; `npm install -g` records no integrity, so it is usually absent).
   */
  source: 'npx-cache' | 'pnpm-dlx-cache' | 'package-lock' | 'pnpm-lock' | 'node_modules' | 'npm-global';
  /** The start with every package at its exact version, up to the command (the server's own arguments follow unchanged), e.g. `npx -y pkg@1.2.3`. */
  pinned: string;
}

/** One more package of an npm-family start: its exact version and registry integrity. */
export interface NpmPackagePin {
  name: string;
  version: string;
  integrity?: string;
  /** The spec as the config writes it (`helper`, `helper@^2`), for the extra packages of a start. */
  requested?: string;
}

/**
 * `python path/to/server.py`: the script's hash and the project around it (the nearest
 * `pyproject.toml`'s name and version). What the script imports from its environment is not pinned:
 * install the server as a distribution and start it with `python -m` to pin that too.
 */
export interface PythonScriptArtifact extends StartedArtifact {
  kind: 'python-script';
  /** The script's real path (symlinks followed), with machine placeholders. */
  entry: string;
  /** `sha256:<hex>` of the script file. */
  sha256: string;
  project?: { name?: string; version?: string };
}

/** `node path/to/server.js`: the script's hash and the package it belongs to. */
export interface NodeScriptArtifact extends StartedArtifact {
  kind: 'node-script';
  /** The script's real path (symlinks followed), with machine placeholders. */
  entry: string;
  /** `sha256:<hex>` of the script file. */
  sha256: string;
  /** The nearest package.json above the script, with its lockfile integrity when it is an installed dependency. */
  package?: { name?: string; version?: string; integrity?: string };
}

/** Any other executable, found as the server's start finds it (relative to its folder, or on its PATH). */
export interface ExecutableArtifact extends StartedArtifact {
  kind: 'executable';
  /** The real path (symlinks followed), with machine placeholders. */
  path: string;
  /** `sha256:<hex>` of the file. */
  sha256: string;
}

/** `docker run IMAGE` / `podman run IMAGE`, when the local engine answered with the image's digest. */
export interface ImageArtifact extends StartedArtifact {
  kind: 'image';
  /** The image as the config names it. */
  requested: string;
  /** The repository digest the local engine holds for it (`sha256:…`). */
  digest: string;
  /** The start with the image by digest, up to the image, e.g. `docker run -i --rm repo@sha256:…`. */
  pinned: string;
}

/**
 * An MCP Bundle (`server.bundle`): the file's hash, its manifest's name and version, and what its
 * signature proved (src/artifact/mcpb.ts). The signer is pinned by its certificate's fingerprint,
 * since mcpward consults no trust store.
 */
export interface BundleArtifact extends StartedArtifact {
  kind: 'mcpb';
  /** The bundle's file name. */
  file: string;
  /** `sha256:<hex>` of the file as distributed, signature included. */
  sha256: string;
  /** `sha256:<hex>` of the archive the signature covers. */
  archiveSha256: string;
  name?: string;
  version?: string;
  signature: BundleSignatureLock;
}

export type BundleSignatureLock =
  | { status: 'unsigned' }
  | { status: 'invalid'; reason: string; signer?: string }
  | { status: 'verified'; signer: string; subject: string; issuer: string; chain: 'self-signed' | 'root-carried' | 'incomplete' };

/**
 * A Python distribution: what `uvx`, `pipx run`, `python -m` or a venv's console script runs,
 * read from the environment the start runs in (src/edge/python-artifact.ts). Its identity is the
 * distribution, never the interpreter's path: the same wheel installed on two machines pins the same.
 */
export interface PythonArtifact extends StartedArtifact {
  kind: 'python';
  /** The requirement (`uvx`, `pipx run`) or module (`python -m`) as the config writes it; absent for a console script. */
  requested?: string;
  /** The distribution's name, normalised (PEP 503). */
  distribution: string;
  version: string;
  /**
   * `sha256:<hex>` of the RECORD lines that say what the wheel held (sorted; the files installers
   * write and the scripts outside site-packages left out): the identity of the content.
   */
  record: string;
  /** True when every file RECORD lists with a hash matched it on disk. */
  verified: boolean;
  /** How many files RECORD lists with a hash are missing or differ on disk (absent when verified). */
  modified?: number;
  /** The INSTALLER file (`pip`, `uv`), when present and a plain word. */
  installer?: string;
  /** From direct_url.json: installed from a local folder (`directory`), as `editable` (the code is a working tree RECORD does not list), from `vcs` or an `archive` URL; absent: from an index. */
  origin?: 'directory' | 'editable' | 'vcs' | 'archive';
  /** Where it was read: the interpreter's site-packages, uv's cached tool environments or installed tools, pipx's run cache. */
  source: 'site-packages' | 'uv-cache' | 'uv-tool' | 'pipx-cache';
  /** For `uvx` and `pipx run`: the start with the exact version, up to the package (`uvx pkg@1.2.3`, `pipx run --spec pkg==1.2.3 app`). */
  pinned?: string;
}

/** An HTTP server: what answers at the URL is not on this machine; the URL and what it reported are pinned. */
export interface UrlArtifact {
  kind: 'url';
  /** The URL without credentials, query or fragment (they may hold secrets). */
  url: string;
  serverInfo: { name: string; version: string };
}

/** A start that could not be resolved offline, and why (`reason`, a stable code; docs/lockfile.md lists them). */
export interface UnresolvedArtifact extends StartedArtifact {
  kind: 'unresolved';
  reason: UnresolvedReason;
  /** The package or image the start names, as written, when it names one. */
  requested?: string;
}

export type UnresolvedReason =
  | 'not-implemented'
  | 'unparsed-arguments'
  | 'unsupported-spec'
  | 'not-installed'
  | 'ambiguous'
  | 'not-found'
  | 'unreadable'
  | 'no-engine'
  | 'not-distribution';

/** Longest error message pinned in `listErrors`: the code says what it is, the text only helps a reader. */
const LIST_ERROR_MESSAGE_MAX = 500;

export function buildLockfile(snapshot: Snapshot, options: { fullText: boolean }): Lockfile {
  const pin = (text: unknown): PinnedText | null =>
    typeof text === 'string' ? { hash: hashDescription(text), ...(options.fullText ? { text } : {}) } : null;
  const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
  const tools = uniqueByKey(snapshot.tools).map((item): LockedTool => {
    const t = toolView(item);
    const parameters: Record<string, PinnedText> = {};
    for (const [path, text] of Object.entries(collectParameterDescriptions(t.inputSchema, 'inputSchema'))) {
      parameters[path] = pin(text)!;
    }
    for (const [path, text] of Object.entries(collectParameterDescriptions(t.outputSchema, 'outputSchema'))) {
      parameters[path] = pin(text)!;
    }
    return {
      name: item.key!,
      ...(str(t.title) !== undefined ? { title: str(t.title) } : {}),
      description: pin(t.description),
      parameters,
      inputSchema: toJson(t.inputSchema ?? null),
      ...(t.outputSchema !== undefined ? { outputSchema: toJson(t.outputSchema) } : {}),
      ...(isRecord(t.annotations) ? { annotations: sentAnnotations(t.annotations) } : {}),
    };
  });
  const prompts = uniqueByKey(snapshot.prompts).map((item): LockedPrompt => {
    const raw = item.raw as Record<string, unknown>;
    const args = Array.isArray(raw.arguments) ? raw.arguments.filter(isRecord) : [];
    return {
      name: item.key!,
      ...(str(raw.title) !== undefined ? { title: str(raw.title) } : {}),
      description: pin(raw.description),
      arguments: args
        .map((a) => ({ name: String(a.name), description: pin(a.description), ...(typeof a.required === 'boolean' ? { required: a.required } : {}) }))
        .sort((a, b) => compare(a.name, b.name)),
    };
  });
  const resource = (item: CapturedItem, keyField: 'uri' | 'uriTemplate'): LockedResource => {
    const raw = item.raw as Record<string, unknown>;
    return {
      [keyField]: item.key!,
      ...(str(raw.name) !== undefined ? { name: str(raw.name) } : {}),
      ...(str(raw.title) !== undefined ? { title: str(raw.title) } : {}),
      description: pin(raw.description),
      ...(str(raw.mimeType) !== undefined ? { mimeType: str(raw.mimeType) } : {}),
    };
  };
  const info = snapshot.serverInfo;
  const refused = Object.entries(listRefusals(snapshot)).map(([list, r]) => [list, { code: r.code, message: r.message.slice(0, LIST_ERROR_MESSAGE_MAX) }]);
  return {
    lockfileVersion: LOCKFILE_VERSION,
    server: {
      name: str(info?.name) ?? '',
      version: str(info?.version) ?? '',
      protocolVersion: snapshot.protocolVersion,
      era: snapshot.era,
      capabilities: toJson(snapshot.capabilities),
      ...(snapshot.instructions !== undefined ? { instructions: pin(snapshot.instructions)! } : {}),
    },
    tools,
    prompts,
    resources: uniqueByKey(snapshot.resources).map((i) => resource(i, 'uri')),
    resourceTemplates: uniqueByKey(snapshot.resourceTemplates).map((i) => resource(i, 'uriTemplate')),
    ...(refused.length > 0 ? { listErrors: Object.fromEntries(refused) as Lockfile['listErrors'] } : {}),
  };
}

/**
 * The lockfile of one run: the captured contract plus, with output sampling on
 * (`checks.drift.output`), the output shapes its calls showed.
 */
export function runLockfile(snapshot: Snapshot, records: readonly CallRecord[], options: { fullText: boolean; outputShapes: boolean }): Lockfile {
  const lockfile = buildLockfile(snapshot, { fullText: options.fullText });
  if (options.outputShapes) lockfile.outputShapes = inferOutputShapes(records);
  return lockfile;
}

/** The pinned annotation fields the server sent; a value of the wrong type is dropped (the schema family reports it). */
function sentAnnotations(raw: Record<string, unknown>): LockedAnnotations {
  const out: LockedAnnotations = {};
  if (typeof raw.title === 'string') out.title = raw.title;
  for (const hint of ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const) {
    if (typeof raw[hint] === 'boolean') out[hint] = raw[hint];
  }
  return out;
}

/** Items with a usable key, first occurrence wins (duplicates are findings, not lockfile entries), sorted by key. */
function uniqueByKey(items: CapturedItem[]): CapturedItem[] {
  const seen = new Map<string, CapturedItem>();
  for (const item of items) if (item.key !== undefined && isRecord(item.raw) && !seen.has(item.key)) seen.set(item.key, item);
  return [...seen.values()].sort((a, b) => compare(a.key!, b.key!));
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function toJson(value: unknown): JsonValue {
  return JSON.parse(JSON.stringify(value ?? null)) as JsonValue;
}

/** Canonical text: keys sorted at every depth, two-space indent, trailing newline. */
export function serializeCanonical(value: unknown): string {
  return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!isRecord(value)) return value;
  // fromEntries defines own properties: a server's `__proto__` key stays a key (assigning it would
  // set the prototype, and the key would vanish from the file).
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .filter((key) => value[key] !== undefined)
      .map((key) => [key, sortKeys(value[key])]),
  );
}
