import type { Finding } from '../../rules/index.js';
import { finding } from '../../rules/index.js';
import { hashDescription } from '../../snapshot/canonical.js';
import type { FleetEvidence } from '../../snapshot/evidence.js';
import type { Lockfile } from '../../snapshot/lockfile.js';
import type { Snapshot } from '../../snapshot/types.js';
import { isRecord } from '../../snapshot/view.js';
import { findPhrases } from '../../text/phrases.js';
import { normalize } from '../../text/normalize.js';
import { createLexicalScorer, MAX_REPORTED, type CollisionOptions } from '../collision/index.js';
import { DIVERGENT_BELOW, shapeFeatures, shapeSimilarity } from '../collision/shape.js';
import { defineFamily } from '../family.js';
import { collectModelTexts, PROSE, type ModelText } from '../shared/model-texts.js';

/**
 * Words next to a named tool or server that tell the model what to do about it: prefer this one,
 * avoid that one, call it in an order, hand its results over, or regard it as replaced. Bounded
 * alternations only, so hostile multi-megabyte texts stay linear.
 */
const CUE = new RegExp(
  String.raw`\b(?:instead\s+of|rather\s+than|in\s+place\s+of|in\s+preference\s+to|(?:do\s+not|don'?t|never|must\s+not|should\s+not|no\s+longer)\s+(?:use|call|invoke|trust|rely\s+on)|avoid(?:ing)?|stop\s+using|before\s+(?:using|calling|invoking|you\s+(?:use|call))|after\s+(?:using|calling|invoking)|whenever|(?:always|first|also)\s+(?:use|call|invoke|run|send|pass)|prefer(?:red|s)?|replac(?:es|ed|ing)|supersed(?:es|ed)|deprecated|obsolete|(?:is|are)\s+(?:broken|unsafe|unreliable|outdated)|forward|redirect|send\s+(?:its|the|their)\s+(?:output|results?|responses?)|pass\s+(?:its|the|their)\s+(?:output|results?|responses?)|ignore)\b`,
  'i',
);
const CUE_PHRASE_KINDS = new Set(['injection', 'concealment', 'exfiltration', 'tool_chaining', 'preference']);
const CALL_VERB = /\b(?:call|use|invoke|run|execute|trigger|prefer|avoid)\s+(?:the\s+)?$/i;
const SERVER_NOUN = /^\s*(?:'s\s+)?(?:mcp\s+)?(?:server|tools?|mcp|integration|connector)\b/i;
const MAX_EXCERPT = 160;

/** Tool names that read as identifiers (`create_issue`, `getUser`, `v2-search`) rather than English words. */
const isDistinctive = (name: string) => /[_.\-\d]|[a-z][A-Z]/.test(name) && name.length >= 4;

interface Mention {
  server: string;
  tool?: string;
  cue: string;
  excerpt: string;
}

/**
 * The other servers' tools and servers this text names next to an instruction about them. A
 * mention counts once per (server, tool) per text: the first sentence that carries a cue.
 */
export function shadowingMentions(text: string, peers: readonly Peer[], ownTools: ReadonlySet<string>): Mention[] {
  const visible = normalize(text).text;
  const out = new Map<string, Mention>();
  for (const sentence of sentencesOf(visible)) {
    const cue = cueOf(sentence.text);
    if (cue === undefined) continue;
    for (const peer of peers) {
      for (const match of sentence.text.matchAll(/[A-Za-z][\w.-]*[\w]|[A-Za-z]/g)) {
        const word = match[0];
        const before = sentence.text.slice(Math.max(0, match.index - 24), match.index);
        const after = sentence.text.slice(match.index + word.length, match.index + word.length + 24);
        if (peer.tools.has(word) && !ownTools.has(word)) {
          const quoted = /[`'"]$/.test(before) && /^[`'"]/.test(after);
          if (isDistinctive(word) || quoted || CALL_VERB.test(before)) add(out, { server: peer.name, tool: word, cue, excerpt: excerptOf(sentence.text) });
        } else if (word.toLowerCase() === peer.name.toLowerCase() && (SERVER_NOUN.test(after) || /\bthe\s+$/i.test(before) && SERVER_NOUN.test(after))) {
          add(out, { server: peer.name, cue, excerpt: excerptOf(sentence.text) });
        }
      }
    }
  }
  return [...out.values()];
}

function add(out: Map<string, Mention>, mention: Mention): void {
  const key = `${mention.server}\u0000${mention.tool ?? ''}`;
  if (!out.has(key)) out.set(key, mention);
}

function cueOf(sentence: string): string | undefined {
  const cue = CUE.exec(sentence)?.[0];
  if (cue !== undefined) return cue.toLowerCase().replace(/\s+/g, ' ');
  return findPhrases(sentence).find((hit) => CUE_PHRASE_KINDS.has(hit.phrase.kind))?.phrase.id;
}

function sentencesOf(text: string): Array<{ text: string }> {
  // A sentence ends at . ! ? or a line break; a dot inside an identifier (`notes.create`) does not end one.
  return text.split(/(?<=[!?])\s+|(?<=\.)\s+|\n+/).filter((s) => s.trim() !== '').map((s) => ({ text: s }));
}

function excerptOf(sentence: string): string {
  const trimmed = sentence.trim();
  return trimmed.length <= MAX_EXCERPT ? trimmed : `${trimmed.slice(0, MAX_EXCERPT - 1)}…`;
}

/** Another server of the fleet, as this server's checks see it. */
interface Peer {
  name: string;
  tools: ReadonlySet<string>;
}

const toolNames = (snapshot: Snapshot): Set<string> => new Set(snapshot.tools.flatMap((t) => (t.key === undefined ? [] : [t.key])));

/**
 * Judges one server of a fleet against the others: tool names they share, text of this server that
 * instructs the model about the others' tools, and near-identical tools across servers. Pure.
 */
export function checkFleet(self: { snapshot: Snapshot; baseline?: Lockfile }, fleet: FleetEvidence, collision: CollisionOptions): Finding[] {
  const peers = fleet.peers.filter((peer) => peer.name !== fleet.self);
  if (peers.length === 0) return [];
  const own = toolNames(self.snapshot);
  const out: Finding[] = [];

  for (const peer of peers) {
    const theirs = toolNames(peer.snapshot);
    for (const tool of [...own].sort()) {
      if (theirs.has(tool)) out.push(finding('cross_server_tool_name', 'fail', { subject: { kind: 'tool', name: tool }, args: { tool, other_server: peer.name } }));
    }
  }

  const peerViews: Peer[] = peers.map((peer) => ({ name: peer.name, tools: toolNames(peer.snapshot) }));
  for (const surface of collectModelTexts(self.snapshot)) {
    if (!PROSE.has(surface.kind)) continue;
    const mentions = shadowingMentions(surface.text, peerViews, own);
    if (mentions.length === 0) continue;
    const before = self.baseline === undefined ? undefined : pinnedText(self.baseline, surface);
    const known = typeof before === 'string' ? shadowingMentions(before, peerViews, own) : [];
    for (const mention of mentions) {
      const introduced = self.baseline !== undefined && !known.some((k) => k.server === mention.server && k.tool === mention.tool);
      out.push(
        finding('cross_server_shadowing', 'fail', {
          subject: surface.subject,
          path: surface.path,
          confidence: mention.tool !== undefined && isDistinctive(mention.tool) ? 'high' : 'medium',
          ...(introduced ? { variant: 'introduced' as const } : {}),
          args: {
            ...(surface.subject.kind === 'tool' ? { tool: surface.subject.name } : {}),
            field: surface.subject.kind === 'server' ? surface.path : `${surface.subject.kind} ${surface.subject.name} ${surface.path}`,
            other_server: mention.server,
            ...(mention.tool === undefined ? {} : { other_tool: mention.tool }),
            cue: mention.cue,
            excerpt: mention.excerpt,
          },
        }),
      );
    }
  }

  for (const item of crossCollisions(self.snapshot, peers, collision)) out.push(item);
  return out;
}

/**
 * The text the baseline pinned at the surface's place: its full text when pinned, the current text
 * when only an unchanged hash was pinned (so an unchanged text is never "introduced"), else none.
 */
function pinnedText(baseline: Lockfile, surface: ModelText): string | undefined {
  const { kind, name } = surface.subject;
  const pinned =
    kind === 'server'
      ? surface.path === 'instructions'
        ? baseline.server.instructions
        : undefined
      : kind === 'tool'
        ? (() => {
            const tool = baseline.tools.find((t) => t.name === name);
            if (!tool) return undefined;
            return surface.path === 'description' ? tool.description ?? undefined : tool.parameters[surface.path];
          })()
        : kind === 'prompt'
          ? surface.path === 'description'
            ? baseline.prompts.find((p) => p.name === name)?.description ?? undefined
            : undefined
          : [...baseline.resources, ...baseline.resourceTemplates].find((r) => (r.uri ?? r.uriTemplate ?? r.name) === name && surface.path === 'description')?.description ?? undefined;
  if (!pinned) return undefined;
  if (pinned.text !== undefined) return pinned.text;
  return pinned.hash === hashDescription(surface.text) ? surface.text : undefined;
}

interface Described {
  server: string | undefined;
  name: string;
  description: string;
  schema: unknown;
}

function described(snapshot: Snapshot, server: string | undefined): Described[] {
  return snapshot.tools.flatMap((item) => {
    const raw = isRecord(item.raw) ? item.raw : {};
    return item.key !== undefined && typeof raw.description === 'string' && raw.description.trim() !== ''
      ? [{ server, name: item.key, description: raw.description, schema: raw.inputSchema }]
      : [];
  });
}

/** The collision lint across servers: pairs with one tool of this server and one of another. */
function crossCollisions(snapshot: Snapshot, peers: readonly FleetEvidence['peers'][number][], options: CollisionOptions): Finding[] {
  if (!options.enabled) return [];
  const tools = [...described(snapshot, undefined), ...peers.flatMap((peer) => described(peer.snapshot, peer.name))];
  if (tools.length > options.max_tools) return [];
  const texts = tools.map((t) => t.description);
  // Words weigh by their rarity across the whole fleet, so a vendor's boilerplate weighs nothing.
  const scorer = createLexicalScorer(texts);
  const hits: Array<{ mine: Described; other: Described; similarity: number; shape: number; onlyMine: string[]; onlyOther: string[] }> = [];
  scorer.candidates!(texts, options.threshold, (i, j, similarity) => {
    const [a, b] = [tools[i]!, tools[j]!];
    if ((a.server === undefined) === (b.server === undefined)) return;
    if (similarity < options.threshold) return;
    const [mine, other] = a.server === undefined ? [a, b] : [b, a];
    const [fm, fo] = [shapeFeatures(mine.schema), shapeFeatures(other.schema)];
    const shape = shapeSimilarity(fm, fo);
    if (shape >= DIVERGENT_BELOW) return;
    hits.push({ mine, other, similarity, shape, onlyMine: [...fm].filter((f) => !fo.has(f)).sort().slice(0, 6), onlyOther: [...fo].filter((f) => !fm.has(f)).sort().slice(0, 6) });
  });
  hits.sort((x, y) => cmp(x.mine.name, y.mine.name) || cmp(x.other.server!, y.other.server!) || cmp(x.other.name, y.other.name));
  const status = options.fail ? 'fail' : 'warn';
  return hits.slice(0, MAX_REPORTED).map((h) =>
    finding('cross_server_collision', status, {
      subject: { kind: 'tool', name: h.mine.name },
      path: 'description',
      confidence: h.similarity >= 0.9 ? 'high' : 'medium',
      args: {
        tool: h.mine.name,
        other_server: h.other.server!,
        other_tool: h.other.name,
        similarity: Math.round(h.similarity * 100) / 100,
        shape_similarity: Math.round(h.shape * 100) / 100,
        only_tool: h.onlyMine,
        only_other: h.onlyOther,
      },
    }),
  );
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Between the servers of a fleet; a run of one server has no peers and nothing to judge. */
export const fleetFamily = defineFamily({
  family: 'fleet',
  run: ({ evidence, config }) => (evidence.fleet ? checkFleet(evidence, evidence.fleet, config.checks.collision) : []),
});
