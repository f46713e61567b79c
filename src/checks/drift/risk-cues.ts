import { findHiddenCharacters, formatCodePoint } from '../../text/classes.js';
import { normalize } from '../../text/normalize.js';

/**
 * What a description change may mean, beyond *that* it changed. Each cue is a small heuristic that
 * returns what it matched, so a cue counts as "introduced" only when the new text matches something
 * the old text did not (a second URL is new; the same URL kept is not).
 */
export const RISK_CUES = ['url', 'model_instruction', 'tool_reference', 'hidden_characters', 'injection_phrase', 'secret_reference'] as const;

/** One risk cue name. */
export type RiskCue = (typeof RISK_CUES)[number];

function matchAll(text: string, patterns: RegExp[]): string[] {
  const found: string[] = [];
  for (const pattern of patterns) {
    for (const m of text.matchAll(pattern)) found.push((m[1] ?? m[0]).trim().toLowerCase());
  }
  return found;
}

// Links send the model (or the user) somewhere: scheme URLs, `www.` hosts, and script/data URIs.
const URLS = [/\b(?:https?|ftp|file|wss?):\/\/[^\s<>"'`)\]]+/gi, /\bwww\.[^\s<>"'`)\]]+/gi, /\b(?:mailto|javascript|data):[^\s<>"'`)\]]+/gi];

// Imperatives addressed to the model rather than descriptions of the tool. "You must", orders to
// hide things from the user, preconditions on other tool use, sequencing, "ignore previous ...".
const INSTRUCTIONS = [
  /\byou (?:must|should|need to|have to|are required to)\b/gi,
  /\b(?:the|this) (?:assistant|model|ai|llm|agent) (?:must|should|needs? to|has to)\b/gi,
  /\b(?:do not|don't|never) (?:tell|inform|mention|reveal|show|notify|alert|ask)\b[^.\n]{0,40}\buser\b/gi,
  /\bwithout (?:telling|informing|asking|notifying|alerting) the user\b/gi,
  /\bbefore (?:using|calling|invoking|running) (?:this|any|the|other) tools?\b/gi,
  /\bignore (?:all |any )?(?:previous|prior|above|earlier|other)\b/gi,
  /\b(?:make sure|be sure|remember) to\b/gi,
  // sequencing orders: "first call X", "then use Y"
  /\b(?:first|then|next|afterwards|also) (?:call|invoke|run|use|send)\b/gi,
];

// "Always ..." / "Never ..." opening a sentence is an order when the verb is bare ("Always call"),
// a description when it is third person ("Always returns"): skip verbs ending in a single -s.
const ALWAYS = /(?:^|[.!?:;]\s+|\n\s*)((?:always|never)\s+([a-z]+))/gim;

function findInstructions(text: string): string[] {
  const found = matchAll(text, INSTRUCTIONS);
  for (const m of text.matchAll(ALWAYS)) {
    const verb = m[2]!.toLowerCase();
    if (!(verb.endsWith('s') && !verb.endsWith('ss'))) found.push(m[1]!.toLowerCase());
  }
  return found;
}

// Known tool-poisoning phrasing: overriding earlier instructions, fake system tags, role resets.
const INJECTIONS = [
  /\b(?:ignore|disregard|forget|override)\s+(?:(?:all|any|the|your|of)\s+)*(?:(?:previous|prior|above|earlier|preceding|system|original)\s+)?(?:instructions?|prompts?|rules|guidelines|directions|context)\b/gi,
  /<\/?(?:important|system|instructions?|secret|hidden|admin)>/gi,
  /\bsystem prompt\b/gi,
  /\byou are now\b/gi,
  /\bnew instructions\s*:/gi,
  /\b(?:jailbreak|dan mode|developer mode)\b/gi,
  /\bdo not (?:mention|reveal|disclose) (?:this|these instructions)\b/gi,
];

// Secrets and the files that hold them: a description asking for these is soliciting credentials.
const SECRETS = [
  /\b(?:api[\s_-]?keys?|secret[\s_-]?keys?|access[\s_-]?tokens?|auth(?:entication)?[\s_-]?tokens?|bearer[\s_-]?tokens?|private[\s_-]?keys?|passwords?|passwd|passphrases?|credentials?|session[\s_-]?cookies?)\b/gi,
  /~\/\.ssh\b|\bid_(?:rsa|ed25519|ecdsa)\b|\.aws\/credentials|\.git-credentials\b|\.npmrc\b|\.netrc\b|\.pgpass\b|\bmcp\.json\b|\bclaude_desktop_config\.json\b/gi,
  // `.env` as a file, not `process.env`
  /(?:^|[^\w.])(\.env(?:\.[\w-]+)?)\b/gi,
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Another tool named in the text: any known name verbatim, a lowercase snake/kebab identifier after
// "call/use/invoke/run" (not "e.g.", "ISO-8601" or "Content-Type"), or a quoted name before "tool".
const TOOL_MENTIONS = [
  /\b(?:[Cc]all|[Uu]se|[Ii]nvoke|[Rr]un|[Ee]xecute|[Tt]rigger)\s+(?:the\s+)?[`'"]?([a-z][a-z0-9]+(?:[_.-][a-z][a-z0-9]*)+)[`'"]?/g,
  /[`'"]([A-Za-z][\w.-]*)[`'"]\s+tool\b/gi,
];

function findTools(text: string, knownTools: readonly string[]): string[] {
  const found = matchAll(text, TOOL_MENTIONS);
  for (const name of knownTools) {
    if (name.length > 0 && new RegExp(`(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`).test(text)) found.push(name.toLowerCase());
  }
  return found;
}

/** What each cue matches in one text; phrases are matched on the text as a model reads it. */
export function findRiskCues(text: string, knownTools: readonly string[] = []): Record<RiskCue, string[]> {
  const readable = normalize(text).text;
  return {
    url: matchAll(readable, URLS).map((url) => url.replace(/[.,;:!?]+$/, '')),
    model_instruction: findInstructions(readable),
    tool_reference: findTools(readable, knownTools),
    hidden_characters: findHiddenCharacters(text).map((h) => formatCodePoint(h.codePoint)),
    injection_phrase: matchAll(readable, INJECTIONS),
    secret_reference: matchAll(readable, SECRETS),
  };
}

/**
 * The risk cues the new text introduces that the old did not: a cue counts when the new text has a
 * match the old one had fewer of. `knownTools` lists the server's other tools (leave out the tool's
 * own name) so a new mention of one is caught.
 */
export function descriptionRiskCues(before: string, after: string, knownTools: readonly string[] = []): RiskCue[] {
  const old = findRiskCues(before, knownTools);
  const now = findRiskCues(after, knownTools);
  return RISK_CUES.filter((cue) => {
    const budget = new Map<string, number>();
    for (const match of old[cue]) budget.set(match, (budget.get(match) ?? 0) + 1);
    return now[cue].some((match) => {
      const left = budget.get(match) ?? 0;
      budget.set(match, left - 1);
      return left <= 0;
    });
  });
}
