import type { Confidence } from '../../model.js';
import type { Finding } from '../../rules/index.js';
import { finding } from '../../rules/index.js';
import type { Snapshot } from '../../snapshot/types.js';
import { isRecord, itemLabel } from '../../snapshot/view.js';
import { splitIdentifier } from '../../text/tokens.js';
import { normalize } from '../../text/normalize.js';
import { canonicalVerb, describedActions, SAYS_IT_DOES_NOT, saysReversible } from '../../text/actions.js';
import type { Action } from '../../text/actions.js';
import { statusFor, strongest } from './status.js';
import { schemaProperties } from '../shared/model-texts.js';

const set = (words: string): ReadonlySet<string> => new Set(words.split(/\s+/).filter(Boolean));

/** Verbs that change state whatever their position in a name: `file_delete` deletes as surely as `delete_file`. */
const MUTATING = set(`
  delete remove drop destroy purge erase wipe truncate overwrite write update upsert modify edit create insert append
  upload send publish execute exec eval kill terminate restart reboot shutdown rename install uninstall deploy transfer
  revoke grant reset mkdir rmdir rm unlink chmod chown`);
/** Words that are verbs only as the first word: `post_message` posts, `get_post` reads a post. */
const MUTATING_LEAD = set(`
  add set put patch post save store run invoke move mv copy cp push merge commit pay charge refund approve cancel submit
  import apply replace toggle enable disable archive assign book email mail message notify reply stop start clear change
  register unregister subscribe unsubscribe lock unlock sync mark`);
/**
 * Lead words that are seldom nouns, so a noun head after them does not make them a modifier:
 * `set_config` and `save_settings` change things where `run_status` and `reply_count` read.
 */
const VERB_ONLY_LEAD = set('add set put save store submit assign notify enable disable toggle apply replace approve cancel clear move invoke unsubscribe unregister');
/** A name that starts by reading (`get_update_status`) is judged by that verb alone. */
const READING_LEAD = set(`get list read search find fetch query describe show view count check lookup inspect preview validate
  explain diff compare browse watch`);
/** Heads that make a leading ambiguous word a modifier: `reply_count`, `run_status`, `message_history`. */
const NOUN_HEADS = set('count counts id ids status info stats history log logs list settings config type types details metadata summary');
const DESTRUCTIVE = set(`delete remove rm del drop destroy purge erase wipe truncate overwrite kill terminate uninstall revoke
  reset unlink rmdir`);
const NETWORK_NAME = set('url urls http https web webpage website download browse browser scrape crawl curl wget webhook internet online');
const NETWORK_PARAM = set('url urls webhook href');

/**
 * Name words that make a mutating word something the tool only looks at or plans: `dry_run_delete`,
 * `delete_preview`, `update_check`, `reset_password_link`, `deploy_status`.
 */
const NOT_DOING = set('dry preview previews check checks status plan plans estimate simulate simulation validate validation link links url urls diff draft');
/** Objects after an ambiguous lead verb that make it a reading: `start_search`, "Run a find query", "Runs an aggregation". */
const READING_OBJECT = set('search searches query queries find lookup aggregation aggregate report reports analysis scan count explain select');
interface Evidence {
  evidence: 'name' | 'description' | 'parameter';
  verb: string;
  confidence: Confidence;
}

/** The verb a tool name leads with, or a strong verb later in a name that does not start by reading. */
function nameVerb(name: string, verbs: ReadonlySet<string>, leadVerbs: ReadonlySet<string> = new Set()): Evidence | undefined {
  const words = splitIdentifier(name);
  const first = words[0];
  if (first === undefined) return undefined;
  if (words.some((w) => NOT_DOING.has(w))) return undefined;
  if (verbs.has(first)) return { evidence: 'name', verb: first, confidence: 'high' };
  if (leadVerbs.has(first) && !(words.length > 1 && ((NOUN_HEADS.has(words[words.length - 1]!) && !VERB_ONLY_LEAD.has(first)) || READING_OBJECT.has(words[1]!))))
    return { evidence: 'name', verb: first, confidence: 'high' };
  if (READING_LEAD.has(first)) return undefined;
  const later = words.slice(1).find((w) => verbs.has(w));
  return later ? { evidence: 'name', verb: later, confidence: 'medium' } : undefined;
}

/**
 * What the description says the tool does, as evidence: a verb that changes, runs or sends by
 * itself is medium (the description says so in words), an ambiguous one (set, mark, start) low.
 */
function actionEvidence(actions: readonly Action[], keep: (a: Action) => boolean): Evidence | undefined {
  const hits = actions.filter((a) => !a.readOnly && keep(a));
  return pick(hits.map((a) => ({ evidence: 'description' as const, verb: a.verb, confidence: a.strength === 'strong' ? ('medium' as const) : ('low' as const) })));
}

/**
 * A name's verb is outweighed when the description uses that verb only in a read-only way:
 * `add` that "Adds two numbers", `drop_filter` that "Drops a filter from the current query".
 */
function readOnlyInDescription(e: Evidence | undefined, actions: readonly Action[]): boolean {
  if (e === undefined) return false;
  const verb = canonicalVerb(e.verb);
  const uses = actions.filter((a) => a.verb === verb);
  return uses.length > 0 && uses.every((a) => a.readOnly);
}

const FETCHES_WEB =
  /\b(?:fetch|download|retriev|request|scrap|crawl|brows|call)\w*\b[^.\n]{0,60}?\b(?:urls?|web\s*pages?|websites?|the\s+(?:web|internet)|https?|remote\s+(?:servers?|apis?|endpoints?)|external\s+(?:apis?|services?))\b/i;

function pick(candidates: Array<Evidence | undefined>): Evidence | undefined {
  const found = candidates.filter((c): c is Evidence => c !== undefined);
  return found.length > 0 ? strongest(found) : undefined;
}

/**
 * The network word of a name, when the name is about reaching the network: `fetch_url`, `webSearch`,
 * `download-report`. Not when the word is what a reading tool returns or a modifier of its head:
 * `get_project_url` returns a URL, `check_crawl_status` reads a job's status.
 */
function networkNameWord(name: string): string | undefined {
  const words = splitIdentifier(name);
  const found = words.find((w) => NETWORK_NAME.has(w));
  if (!found || words.length === 1) return found;
  const last = words[words.length - 1]!;
  const lead = words[0]!;
  const reachingLead = NETWORK_VERBS.has(lead);
  if (!reachingLead && (NOUN_HEADS.has(last) || NOT_DOING.has(last) || READING_LEAD.has(lead))) return undefined;
  return found;
}
const NETWORK_VERBS = set('fetch download browse scrape crawl curl wget http https web');

type HintRule = 'readonly_hint_mismatch' | 'destructive_hint_mismatch' | 'open_world_hint_mismatch';

/** Annotations are untrusted hints; this compares what a tool claims with what its own text says it does. */
export function checkAnnotationMismatches(snapshot: Snapshot): { findings: Finding[]; scanned: Record<HintRule, number> } {
  const findings: Finding[] = [];
  const scanned: Record<HintRule, number> = { readonly_hint_mismatch: 0, destructive_hint_mismatch: 0, open_world_hint_mismatch: 0 };
  const fields = (e: Evidence, subject: { kind: 'tool'; name: string }, hint: string) => ({
    confidence: e.confidence,
    subject,
    path: `annotations.${hint}`,
    args: { evidence: e.evidence, verb: e.verb },
  });
  const report = (rule: HintRule, subject: { kind: 'tool'; name: string }, hint: string, e: Evidence) =>
    findings.push(finding(rule, statusFor(e.confidence), fields(e, subject, hint)));

  for (const item of snapshot.tools) {
    const raw = isRecord(item.raw) ? item.raw : {};
    const hints = isRecord(raw.annotations) ? raw.annotations : {};
    const name = typeof raw.name === 'string' ? raw.name : '';
    const subject = { kind: 'tool' as const, name: itemLabel(item) };
    let readOnlyLie = false;

    const description = typeof raw.description === 'string' ? normalize(raw.description).visible : '';
    const deniesIt = SAYS_IT_DOES_NOT.test(description);
    const actions = hints.readOnlyHint === true || hints.destructiveHint === false ? describedActions(description) : [];
    if (hints.readOnlyHint === true) {
      scanned.readonly_hint_mismatch++;
      // Saying it changes nothing outweighs a name and an ambiguous verb, not "Deletes …"; a name's
      // verb also gives way to the description's read-only use of it ("Adds two numbers").
      const byName = nameVerb(name, MUTATING, MUTATING_LEAD);
      const byDescription = actionEvidence(actions, () => true);
      const e = pick([
        deniesIt || readOnlyInDescription(byName, actions) ? undefined : byName,
        deniesIt && byDescription?.confidence === 'low' ? undefined : byDescription,
      ]);
      if (e) {
        readOnlyLie = true;
        report('readonly_hint_mismatch', subject, 'readOnlyHint', e);
      }
    }
    // The same lie told twice is one finding: a false readOnlyHint already covers it.
    if (hints.destructiveHint === false && !readOnlyLie) {
      scanned.destructive_hint_mismatch++;
      const byName = nameVerb(name, DESTRUCTIVE);
      const e = pick([
        deniesIt || readOnlyInDescription(byName, actions) ? undefined : byName,
        actionEvidence(actions, (a) => a.destroys),
      ]);
      // Undoable, or ending only the caller's own membership or role: less is lost than the hint hides.
      if (e) {
        const fieldsOf = fields(e, subject, 'destructiveHint');
        findings.push(
          finding('destructive_hint_mismatch', statusFor(e.confidence), saysReversible(description) ? { ...fieldsOf, variant: 'reversible' } : fieldsOf),
        );
      }
    }
    if (hints.openWorldHint === false) {
      scanned.open_world_hint_mismatch++;
      const networkWord = networkNameWord(name);
      const fetches = typeof raw.description === 'string' ? FETCHES_WEB.exec(normalize(raw.description).visible) : null;
      const param = schemaProperties(raw.inputSchema, 'inputSchema').find((p) => splitIdentifier(p.name).some((w) => NETWORK_PARAM.has(w)));
      const e = pick([
        networkWord ? { evidence: 'name', verb: networkWord, confidence: 'high' } : undefined,
        fetches ? { evidence: 'description', verb: fetches[0], confidence: 'medium' } : undefined,
        param ? { evidence: 'parameter', verb: param.name, confidence: 'medium' } : undefined,
      ]);
      if (e) report('open_world_hint_mismatch', subject, 'openWorldHint', e);
    }
  }
  return { findings, scanned };
}
