/**
 * What a tool's description says the tool itself does: its actions, each a verb with the words it
 * acts on, classified as a change of state, an execution or a send to the outside world — or as a
 * read-only use of the same verb ("sends a query to a search API", "adds two numbers", "removes
 * whitespace from the result", "updates the view locally", "creates a summary").
 *
 * Only the tool is an actor: the opening verb of the first sentence (the convention of tool docs,
 * "Deletes …" or "Delete …"), a verb in the third person opening a later sentence or joined to one
 * ("… and updates its timestamp", "it updates", "each call writes"), and a passive whose subject the
 * tool acts on ("the fetched prompt is executed at once"). Instructions to the caller ("Set a limit",
 * "Use delete_file to remove it", "You can add more thoughts") and negated verbs ("nothing is saved",
 * "is not changed") are not actions. Server text is hostile: the work is linear in the text, which is
 * capped at MAX_TEXT characters.
 */
import { baseVerb } from './tokens.js';
import { normalize } from './normalize.js';
import { fold } from './fold.js';

export type ActionKind = 'change' | 'execute' | 'send';

export interface Action {
  /** The verb's base form, canonical: `exec` → execute, `rm` → remove. */
  verb: string;
  kind: ActionKind;
  /** The words the verb acts on (its object, or a passive's subject), at most OBJECT_WORDS of them. */
  object: string;
  /** A read-only use of the verb: the tool changes, runs and sends nothing by it. */
  readOnly: boolean;
  /** Removes or overwrites what exists (delete, drop, purge, overwrite …). */
  destroys: boolean;
  /** strong: the verb alone says it changes, runs or sends; weak: an ambiguous verb (set, start, mark …). */
  strength: 'strong' | 'weak';
}

/** Text past this many characters is not read: a description that long is not documentation. */
export const MAX_TEXT = 8000;
const OBJECT_WORDS = 6;

const set = (words: string): ReadonlySet<string> => new Set(words.split(/\s+/).filter(Boolean));

/** Short and abbreviated forms, read as the verb they stand for. */
const CANONICAL: Readonly<Record<string, string>> = {
  exec: 'execute', eval: 'evaluate', rm: 'remove', del: 'delete', mv: 'move', cp: 'copy', mkdir: 'create', rmdir: 'remove', unlink: 'remove',
};
export const canonicalVerb = (word: string): string => CANONICAL[word] ?? word;

const DESTROYING = set('delete remove drop destroy purge erase wipe truncate overwrite kill terminate uninstall revoke reset discard');
const STRONG_CHANGE = set(`delete remove drop destroy purge erase wipe truncate overwrite kill terminate uninstall revoke reset discard write
  rewrite update upsert modify edit create insert append upload rename install deploy transfer grant increment decrement save store
  commit push merge move copy pay charge refund approve cancel assign replace alter patch restart reboot shutdown`);
const WEAK_CHANGE = set(`add set put apply toggle enable disable start stop sync lock unlock change import submit archive book register
  unregister subscribe unsubscribe mark record bump clear leave join invite follow unfollow star unstar schedule`);
const EXECUTING = set('execute evaluate run invoke launch spawn');
const SENDING = set('send post publish email mail message notify reply tweet forward broadcast');
const VERBS: ReadonlySet<string> = new Set([...STRONG_CHANGE, ...WEAK_CHANGE, ...EXECUTING, ...SENDING]);

/**
 * Verbs that are also everyday plural nouns when joined by "and"/"or"/a comma ("lists messages and
 * posts"): there they count only when a determiner or pronoun follows ("and posts a reply").
 */
const CLEAR_VERBS = set('delete write execute modify overwrite increment decrement insert append remove purge erase truncate destroy assign send evaluate invoke create terminate wipe uninstall revoke');
const DETERMINERS = set('a an the its their your it them all any every each one some this that these those me you yourself my our his her new existing');
/** A word after a sentence's first word that makes that word a noun: "Updates are returned newest first", "Changes in approach". */
const NOUN_FOLLOWERS = set('are is were was can may will of for per in to on at from with by since');

/** Words between a joiner and its verb: "and then runs", "it also writes". */
const ADVERBS = set('then also immediately automatically permanently irreversibly silently optionally always first finally atomically recursively directly afterwards');
/** What may stand right before a verb whose actor is the tool: "… and updates", "it updates", "this deletes", "each call writes". */
const JOINERS = set(', and or then also it this call tool server function');
/** Joiners that are the verb's subject, so only the third person follows them: "it updates", "this deletes". */
const SUBJECTS = set('it this call tool server function');
// A refused or prevented act is not done either: "the server refuses writes and deletes there".
const NEGATORS = set("not never no nothing without don't doesn't won't cannot can't none refuses refused prevents prohibits forbids disallows");
/** Sentence openers before the first verb: "This tool permanently deletes …", "Used to create …". */
const OPENER =
  fold(/^(?:\s|this\s+tool\s+|tool\s+(?:to|that|which)\s+|used\s+to\s+|use\s+(?:this\s+(?:tool\s+)?)?to\s+|allows?\s+(?:you\s+|the\s+(?:user|model|agent)\s+)?to\s+|lets\s+you\s+|will\s+|can\s+|(?:permanently|irreversibly|automatically|recursively|safely|quickly|simply|directly|immediately|atomically|securely|completely|asynchronously|optionally|silently|also|then|first)\s+)+/i);

// Read-only uses, by the words a verb acts on.
const QUERY_OBJECTS = set('query queries request requests search searches get lookup lookups');
const HTTP_WRITES = set('post put patch delete');
const ARITHMETIC = set('number numbers two values value integers integer floats digits up together sum operands');
const TEXT_DEBRIS = set(`whitespace space spaces tags tag html markup formatting filter filters duplicates duplicate punctuation characters
  character newlines newline stopwords noise prefix suffix quotes accents diacritics emojis emoji`);
/** What a tool returns: truncating it changes nothing stored. */
const RETURNED = set('output outputs result results response responses text string strings content contents value values lines');
const IN_MEMORY = set('result results input text output string response query list content html markdown selection');
const KNOBS = set('limit limits offset page size timeout format parameter parameters option options order sort language max maximum minimum depth range locale verbosity cursor');
const ON_SCREEN = set("view views display highlight highlights preview screen on-screen ui cursor selection viewport zoom session session's");
const PRODUCTS = set(`summary summaries chart charts image images plot plots graph graphs diagram diagrams visualization visualizations outline
  explanation embedding embeddings hash checksum uuid diff answer rendering thumbnail`);
const PERSISTENT = set('file files disk database repository repo record records storage server');
const READINGS = set(`query queries search searches find lookup aggregation aggregate report reports analysis scan count explain select
  read-only readonly calculation check checks diagnostic diagnostics`);
const CODE = set(`script scripts command commands code shell program programs binary migration migrations job jobs workflow workflows
  pipeline pipelines it them macro macros task tasks prompt prompts sql python javascript js bash notebook cell cells snippet snippets`);
const MATH = set('math expression expressions formula formulas arithmetic equation equations');

/** Whether the verb, acting on these words, only reads or computes. */
function readOnlyUse(verb: string, object: readonly string[], sentence: readonly string[], passive: boolean): boolean {
  const has = (s: ReadonlySet<string>) => object.some((w) => s.has(w));
  // In a read tool's documentation a passive describes what it returns or uses: "files over 1 MB are
  // truncated", "the PDF engine is invoked". Only running code, a command or a prompt is an execution;
  // a side effect is said with a verb that only destroys ("expired events are deleted").
  // "Images are removed", "newlines are replaced with spaces": the same for reshaping what it returns.
  if (passive && (verb === 'truncate' || verb === 'remove' || verb === 'replace' || verb === 'drop')) return true;
  if (passive && EXECUTING.has(verb)) return !has(CODE);
  switch (verb) {
    case 'truncate':
      return has(RETURNED);
    case 'send': case 'submit': case 'post':
      return has(QUERY_OBJECTS) && !object.some((w, i) => HTTP_WRITES.has(w) && object[i + 1] === 'request');
    case 'add':
      return has(ARITHMETIC);
    case 'remove': case 'drop': case 'delete': case 'clear': {
      const from = object.indexOf('from');
      return has(TEXT_DEBRIS) || (from >= 0 && object.slice(from + 1).some((w) => IN_MEMORY.has(w)));
    }
    case 'set':
      return has(KNOBS);
    case 'update': case 'change': case 'modify':
      return has(ON_SCREEN) || (object.includes('cache') && (object.includes('local') || sentence.includes('locally') || object.includes('in-memory')));
    case 'create': case 'write':
      return has(PRODUCTS) && !has(PERSISTENT);
    case 'run': case 'execute': case 'invoke': case 'start': case 'launch':
      return has(READINGS) || (has(MATH) && !has(CODE));
    case 'evaluate':
      return !has(CODE);
    default:
      return false;
  }
}

function kindOf(verb: string): ActionKind {
  if (EXECUTING.has(verb)) return 'execute';
  if (SENDING.has(verb)) return 'send';
  return 'change';
}

function strengthOf(verb: string, object: readonly string[]): Action['strength'] {
  if (verb === 'run' || verb === 'launch' || verb === 'start') return object.some((w) => CODE.has(w)) ? 'strong' : 'weak';
  if (verb === 'send' || verb === 'post') return 'strong';
  if (SENDING.has(verb) || EXECUTING.has(verb) || STRONG_CHANGE.has(verb)) return 'strong';
  return 'weak';
}

/** Past participles of the verbs, for passives: executed, written, sent, run, dropped. */
const PARTICIPLES: ReadonlyMap<string, string> = (() => {
  const irregular: Record<string, string> = { written: 'write', rewritten: 'rewrite', overwritten: 'overwrite', sent: 'send', run: 'run', set: 'set', put: 'put', evaled: 'evaluate', execed: 'execute' };
  const m = new Map(Object.entries(irregular));
  for (const v of VERBS) {
    if (v.endsWith('e')) m.set(`${v}d`, v);
    else if (/[^aeiou]y$/.test(v)) m.set(`${v.slice(0, -1)}ied`, v);
    else {
      m.set(`${v}ed`, v);
      m.set(`${v}${v.at(-1)}ed`, v);
    }
  }
  return m;
})();
const PASSIVE_AUX = set('is are gets will');
/** After a passive, wording that describes the data's freshness, not the call: "the index is updated daily". */
const SCHEDULES = set('daily hourly weekly monthly nightly every regularly periodically continuously frequently often');

/** The verb a word is, and whether it is in the third person: `updates` → update, true. */
function verbOf(word: string): { verb: string; third: boolean } | undefined {
  const canonical = canonicalVerb(word);
  if (VERBS.has(canonical)) return { verb: canonical, third: false };
  const base = canonicalVerb(baseVerb(word));
  if (base !== word && VERBS.has(base)) return { verb: base, third: true };
  return undefined;
}

/** A verb joined to how it acts: "force-pushes", "hard-deletes", "bulk-updates" (not "markdownlint-disable"). */
const JOINED_VERB = /^(?:force|hard|bulk|mass|auto|batch)-[a-z]+$/;

/** The destroying verb of an -ing form ("discarding", "wiping", "dropping"), if it is one. */
function destroyingGerund(word: string): string | undefined {
  if (!word.endsWith('ing')) return undefined;
  const stem = word.slice(0, -3);
  return [stem, `${stem}e`, stem.slice(0, -1)].find((b) => DESTROYING.has(b));
}

function sentencesOf(text: string): string[] {
  return text.split(/[.!?;:]+(?=\s|$)|\n+/);
}

function tokensOf(sentence: string): string[] {
  return sentence.toLowerCase().match(/[a-z][a-z'-]*|\d+|,/g) ?? [];
}

/** Whether the words before position i negate it: "nothing is saved", "is not changed". */
function negated(tokens: readonly string[], i: number): boolean {
  for (let j = Math.max(0, i - 3); j < i; j++) if (NEGATORS.has(tokens[j]!)) return true;
  return false;
}

/** The words a verb acts on: up to a comma, a joined verb ("… and return the report") or OBJECT_WORDS words. */
function objectAfter(tokens: readonly string[], i: number): string[] {
  const out: string[] = [];
  for (let j = i + 1; j < tokens.length && out.length < OBJECT_WORDS && tokens[j] !== ','; j++) {
    const next = tokens[j + 1] ?? '';
    if ((tokens[j] === 'and' || tokens[j] === 'or' || tokens[j] === 'then') && (verbOf(next) !== undefined || RETURNING.has(next))) break;
    out.push(tokens[j]!);
  }
  return out;
}
const RETURNING = set('return returns');
/** An object that says nothing is acted on: "Writes nothing". */
const NOTHING = set('nothing none no');

function action(verb: string, object: string[], sentence: readonly string[], passive = false): Action {
  return {
    verb,
    kind: kindOf(verb),
    object: object.join(' '),
    readOnly: readOnlyUse(verb, object, sentence, passive),
    destroys: DESTROYING.has(verb),
    strength: strengthOf(verb, object),
  };
}

/** The actions a tool's description says the tool performs, in order. */
export function describedActions(description: string): Action[] {
  const text = normalize(description.slice(0, MAX_TEXT)).visible;
  const out: Action[] = [];
  let first = true;
  for (const raw of sentencesOf(text)) {
    const tokens = tokensOf(raw.replace(OPENER, ''));
    if (tokens.length === 0) continue;
    const isFirst = first;
    first = false;
    // Imperative descriptions ("Delete a file and return …") speak in the base form in their first sentence.
    // Any first word in its base form opens an imperative ("Read a file, and optionally create it …").
    const baseAllowed = isFirst && baseVerb(tokens[0]!) === tokens[0];
    for (let i = 0; i < tokens.length; i++) {
      const word = tokens[i]!;
      // A passive over what the tool handles: "the fetched prompt is executed at once".
      if (PASSIVE_AUX.has(word) && !negated(tokens, i)) {
        let j = i + 1;
        if (word === 'will' && tokens[j] === 'be') j++;
        while (j < tokens.length && ADVERBS.has(tokens[j]!)) j++;
        const verb = PARTICIPLES.get(tokens[j] ?? '');
        if (verb !== undefined && (word !== 'gets' || i > 0) && !SCHEDULES.has(tokens[j + 1] ?? '')) {
          const subject = tokens.slice(Math.max(0, i - 5), i).filter((w) => w !== ',');
          const a = action(verb, [...subject, ...objectAfter(tokens, j)], tokens, true);
          // Only a verb that changes, runs or sends by itself: "each result is added to the list" is not one.
          if (a.strength === 'strong') out.push(a);
          i = j;
          continue;
        }
      }
      // "…, overwriting any existing file", "…, discarding remote commits": a participle clause of the tool's own action.
      const gerund = destroyingGerund(word);
      if (gerund !== undefined && (tokens[i - 1] === ',' || tokens[i - 1] === 'by' || tokens[i - 1] === 'and')) {
        out.push(action(gerund, objectAfter(tokens, i), tokens));
        continue;
      }
      // "Force-pushes …", "hard-deletes …": the verb is the last part of a joined word.
      const v = verbOf(word) ?? (JOINED_VERB.test(word) ? verbOf(word.slice(word.indexOf('-') + 1)) : undefined);
      if (v === undefined) continue;
      let k = i - 1;
      while (k >= 0 && ADVERBS.has(tokens[k]!)) k--;
      const before = k >= 0 ? tokens[k]! : undefined;
      let actor: boolean;
      // A later sentence or list item opening with an everyday noun ("Changes in approach") needs a determiner after it.
      if (before === undefined)
        actor = (v.third || baseAllowed) && !NOUN_FOLLOWERS.has(tokens[i + 1] ?? '') && (isFirst || CLEAR_VERBS.has(v.verb) || DETERMINERS.has(tokens[i + 1] ?? ''));
      else if (!JOINERS.has(before)) actor = false;
      else if (SUBJECTS.has(before)) actor = v.third;
      else actor = (v.third || baseAllowed) && (CLEAR_VERBS.has(v.verb) || DETERMINERS.has(tokens[i + 1] ?? ''));
      const object = objectAfter(tokens, i);
      if (!actor || negated(tokens, k + 1) || object.length === 0 || NOTHING.has(object[0]!)) continue;
      out.push(action(v.verb, object, tokens));
    }
  }
  return out;
}

/**
 * Whether the description says the action can be undone, or that it only ends the caller's own
 * relation to something ("remove me as owner", "removes yourself from the workspace", "your
 * reaction"): nothing is lost that the caller or another member cannot put back.
 */
export function saysReversible(description: string): boolean {
  const text = normalize(description.slice(0, MAX_TEXT)).visible;
  if (IRREVERSIBLE.test(text)) return false;
  return UNDOABLE.test(text) || SELF_ONLY.test(text);
}

const IRREVERSIBLE =
  fold(/\b(?:irreversibl\w*|irrevocabl\w*|permanent(?:ly)?|(?:cannot|can't|can\s+not|not|never)\s+(?:be\s+)?(?:undone|undo|reversed|restored|recovered|reversible|recoverable))\b/i);
const UNDOABLE =
  fold(/\b(?:(?:can|may)\s+(?:later\s+|still\s+)?be\s+(?:restored|recovered|undone|undeleted|re-?added|reinstated|reverted)|to\s+undo|undoable|reversible|soft[\s-]?delet\w*|(?:add|adds|invite|invites|re-?add|re-?invite|subscribe|re-?subscribe)\s+(?:\w+\s+){0,2}?(?:back|again)|rejoin\w*|(?:moves?|moved)\s+(?:\w+\s+){0,3}?to\s+(?:the\s+)?(?:trash|bin|recycle\s+bin))\b/i);
const SELF_ONLY =
  fold(/\b(?:(?:me|myself|yourself|themselves|the\s+(?:current|calling|signed-in|authenticated)\s+user)\s+(?:as|from)\b|your\s+(?:own\s+)?(?:reaction|vote|star|like|bookmark|subscription|membership|rsvp)s?\b)/i);

/**
 * The first thing a tool's description says the tool itself changes, runs or sends, unless the
 * description says it changes nothing. Strong verbs only: an ambiguous one (set, mark, start) is
 * evidence for a finding, not enough to stop mcpward calling a tool the server calls read-only.
 */
export function saysItChanges(description: string): Action | undefined {
  if (SAYS_IT_DOES_NOT.test(normalize(description.slice(0, MAX_TEXT)).visible)) return undefined;
  return describedActions(description).find((a) => !a.readOnly && a.strength === 'strong');
}

/**
 * Wording that says the tool changes nothing: "without deleting anything", "read-only", "does not
 * modify", "a dry run", "Returns a link".
 */
export const SAYS_IT_DOES_NOT =
  fold(/\b(?:without\s+(?:actually\s+)?(?:delet|remov|modif|chang|writ|mak|sav|apply|applying|creat|updat|send|execut|commit|touch)\w*|read[\s-]?only|does\s+not\s+(?:modify|change|mutate|write|delete|alter|apply|send)|(?:makes?|with)\s+no\s+changes|dry[\s-]?run|previews?\b|returns?\s+(?:a|an|the)\s+(?:\w+\s+){0,2}(?:link|url)s?\b)/i);
