/**
 * Everything one run gathered from the server, and the two inputs read from files at the edge:
 * the whole record the checks judge. Plain data; the collector (src/run/collector.ts) fills it.
 */

import type { JsonValue } from '../model.js';
import type { CallPlan, CallRecord } from './calls.js';
import type { LockedArtifact, Lockfile } from './lockfile.js';
import type { ProtocolProbes } from './probes.js';
import type { BoundaryRecord, CompletionEvidence, ContextRecord } from './review.js';
import type { Snapshot } from './types.js';
import type { Exchange, InboundMessage, WireAnomaly } from './wire.js';

/**
 * What the collector can gather from the server, in the one order it always gathers it: the
 * surface, protocol probes, tool calls (error probes, suite cases, output samples, latency
 * samples), HTTP boundary probes, completions, authorization contexts.
 */
export const SERVER_EVIDENCE = [
  'surface',
  'protocol-probes',
  'error-probes',
  'suite-calls',
  'output-samples',
  'latency-samples',
  'boundary-probes',
  'completions',
  'contexts',
] as const;
export type ServerEvidenceKind = (typeof SERVER_EVIDENCE)[number];

/**
 * Inputs the edge reads before the checks run: the pinned baseline and the suites' golden files
 * (from files, before connecting), and the artifact the start resolved to (after the start, so a
 * launcher's cache holds what it installed).
 */
export type FileInput = 'baseline' | 'goldens' | 'artifact' | 'registry-manifest';

/** One kind of evidence a check family needs. */
export type Need = ServerEvidenceKind | FileInput;

/** A golden file as read from disk: its JSON, or why there is none. */
export type GoldenFile = { state: 'ok'; value: JsonValue } | { state: 'missing' } | { state: 'invalid'; reason: string };

/** Golden files by absolute path (config loading makes `expect.golden` absolute). */
export type GoldenFiles = Readonly<Record<string, GoldenFile>>;

/** What the collector gathered from the server. Lists the collector did not gather are empty. */
export interface ServerEvidence {
  snapshot: Snapshot;
  probes?: ProtocolProbes;
  plan: CallPlan;
  records: CallRecord[];
  boundary: BoundaryRecord[];
  completions?: CompletionEvidence;
  contexts: ContextRecord[];
  /** Every exchange of the main connection (capture, probes and calls), in order. */
  exchanges: Exchange[];
  /** Messages of the main connection that answered nothing mcpward asked (late, duplicate, stray). */
  inbound?: InboundMessage[];
  /**
   * Set when `timeouts.run_ms` passed after the connection was made: what the deadline stopped,
   * in one sentence. The evidence is then what was gathered before it (the stage it stopped is
   * left out, except the lists already read), and the run is incomplete.
   */
  deadline?: string;
  /** Wire anomalies of the main connection, one entry per kind with its count (absent: not recorded). */
  wire?: WireAnomaly[];
  /** The artifact the collector itself opened (an MCP Bundle it unpacked); other starts are resolved at the edge. */
  artifact?: LockedArtifact;
}

/**
 * In a fleet run: which server this evidence is about, and every server of the fleet with its
 * captured surface (this one included), so the fleet family can judge it against the others.
 */
export interface FleetEvidence {
  self: string;
  peers: ReadonlyArray<{ name: string; snapshot: Snapshot }>;
}

/** The whole record the checks judge. */
export interface Evidence extends ServerEvidence {
  /** Set in a fleet run only. */
  fleet?: FleetEvidence;
  /** The pinned contract, when a baseline lockfile exists (required by `diff`). */
  baseline?: Lockfile;
  /** `server.registry_manifest`, parsed: the registry's description of this server, as the user keeps it. */
  registryManifest?: JsonValue;
  /** The environment variable names the config gives the server (`server.env`), never their values. */
  envNames?: readonly string[];
  goldens: GoldenFiles;
  /** What the start runs, resolved at the edge from this machine's files (src/edge/artifact.ts); set when the security family runs. */
  artifact?: LockedArtifact;
}

/**
 * The evidence of a snapshot alone: nothing called, probed or exchanged. For judging a surface that
 * was not collected here (the API's `diff`, `mcpward merge` over reports' surfaces).
 */
export function snapshotEvidence(snapshot: Snapshot, extra: Partial<Pick<Evidence, 'baseline' | 'fleet'>> = {}): Evidence {
  return { snapshot, plan: { calls: [], refusals: [], unprobed: [], inputSchemas: {} }, records: [], boundary: [], contexts: [], exchanges: [], goldens: {}, ...extra };
}
