import type { Finding } from '../../rules/index.js';
import { finding } from '../../rules/index.js';
import { explain, modelClauses, nameClauses, scoreClause, shippedModel, type ModelClause, type ShippedModel, type Tally } from '../../text/model.js';
import { readClauses } from '../../text/directives.js';
import { PROSE, type ModelText } from '../shared/model-texts.js';

/** Evidence is clipped: server text is hostile and may be long. */
function clip(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

const subjectKey = (s: { kind: string; name: string }) => `${s.kind}\0${s.name}`;

/**
 * The statistical second opinion (src/text/model.ts) over the texts the model reads: a text whose
 * most attack-like clause scores past the shipped threshold is reported as a warning, with that
 * clause and the words that carried its score. Only where the directive reader reported nothing
 * above info about the same subject (`flagged`): the model adds attacks the reader's readings miss,
 * it never repeats one. Read the same way it was trained: prose texts clause by clause (visible,
 * Unicode-Tags and decoded readings), a tool's name as its words, each with the server's other tool
 * names as context. Each distinct text and carrier is scored once.
 */
export function checkResemblance(surfaces: readonly ModelText[], toolNames: readonly string[], flagged: ReadonlySet<string>): Finding[] {
  const model = shippedModel();
  const tools = new Set(toolNames.map((n) => n.toLowerCase()));
  // Scores by text (names and prose apart). The carrier changes a score only through the "names
  // another tool" signal, and only when the text names the carrier itself: on every other tool the
  // text scores as it does with no carrier. So a text is scored once, and again for each tool it
  // names that carries it — bounded by the text, not by the server (generated servers repeat one
  // parameter text on thousands of tools).
  const byText = [new Map<string, Scored>(), new Map<string, Scored>()] as const;
  const byCarrier = new Map<string, Scored>();
  const memo = new Map<string, Tally>();
  // One finding per subject: the text and clause that scored highest.
  const worst = new Map<string, { s: ModelText; best: Scored; carrier?: string }>();
  for (const s of surfaces) {
    const name = s.kind === 'name' && s.subject.kind === 'tool' && s.path === 'name';
    if (!name && !PROSE.has(s.kind)) continue;
    const cache = byText[name ? 1 : 0];
    let best = cache.get(s.text);
    if (!best) cache.set(s.text, (best = score(s.text, name, model, tools, undefined, memo)));
    const carrier = s.subject.kind === 'tool' && best.mentions.size > 0 ? s.subject.name.toLowerCase() : undefined;
    if (carrier !== undefined && best.mentions.has(carrier)) {
      const key = `${name ? 'N' : ''}${carrier}\0${s.text}`;
      let own = byCarrier.get(key);
      if (!own) byCarrier.set(key, (own = score(s.text, name, model, tools, carrier, memo)));
      best = own;
    }
    if (best.score <= model.threshold || !best.clause) continue;
    const subject = subjectKey(s.subject);
    if (flagged.has(subject)) continue;
    const prior = worst.get(subject);
    if (!prior || best.score > prior.best.score) worst.set(subject, { s, best, ...(carrier ? { carrier } : {}) });
  }
  // A clause that keeps the user in the loop (confirm with them, ask, wait for their go-ahead) and
  // in which the directive reader finds nothing leaving, overridden, hidden or destroyed: what it
  // resembles is the topic, and a client following it suffers nothing the user did not decide.
  const context = { tools: new Map([...tools].map((t) => [t, NO_PARAMS] as const)) };
  const userDecides = (text: string) => USER_DECIDES.test(text) && !readClauses(text, context).some((c) => c.roles.some((r) => LEAVES.has(r.role)));
  return [...worst.values()].filter(({ best }) => !userDecides(best.clause!.text)).map(({ s, best, carrier }) =>
    finding('reads_like_poisoning', 'warn', {
      confidence: 'low',
      subject: s.subject,
      path: s.path,
      args: {
        field: s.path,
        excerpt: clip(best.clause!.text),
        words: explain(best.clause!, model, tools, carrier),
        score: Math.round(best.score * 1000) / 1000,
        ...(best.clause!.encoded ? { encoded: true } : {}),
      },
    }),
  );
}

interface Scored {
  score: number;
  clause?: ModelClause;
  /** The tools the text names (lower case): carried by one of them, it scores otherwise. */
  mentions: ReadonlySet<string>;
}

/** The best clause of one text; a tool's name is read as its words. */
function score(text: string, name: boolean, model: ShippedModel, tools: ReadonlySet<string>, carrier: string | undefined, memo: Map<string, Tally>): Scored {
  const clauses = name ? nameClauses(text) : modelClauses(text);
  const named = new Set<string>();
  const best: { score: number; clause?: ModelClause; mentions: ReadonlySet<string> } = { score: 0, mentions: named };
  for (const c of clauses) {
    const v = scoreClause(c, model, tools, carrier, named, memo);
    if (v > best.score) {
      best.score = v;
      best.clause = c;
    }
  }
  return best;
}

const NO_PARAMS: ReadonlySet<string> = new Set();
// The user as the one who confirms, is asked or gives the go-ahead, in each language: a mention of
// "confirmation" alone is not enough ("the confirmation that comes back is posted to …").
const USER_DECIDES = /(?:confirm|check|verify|agree)\w* (?:[\w-]+ ){0,5}?with the user|ask(?:s|ing)? the user|the user'?s (?:explicit |prior )?(?:go-ahead|approval|confirmation|consent|OK)|(?:until|once|after|unless|when) the user (?:confirms|approves|agrees|says yes|has confirmed|has approved)|confirm\w* con el usuario|pregunt\w* al usuario|(?:confirm|vérifi)\w* avec l'utilisateur|demande\w* à l'utilisateur|l'accord de l'utilisateur|(?:mit dem|beim) (?:Nutzer|Benutzer)\w* (?:\p{L}+ ){0,2}(?:abstimmen|bestätigen|rückfragen|nachfragen)|(?:Nutzer|Benutzer)\w* (?:\p{L}+ ){0,3}(?:fragen|bestätigen lassen|zustimmen)|dem (?:Nutzer|Benutzer) [^.;]{0,60}zeigen|ユーザーに[^。]{0,20}(?:確認|尋ね|聞)|ユーザーの(?:確認|承認|同意)|向用户确认|与用户确认|征得用户同意|用户确认|사용자에게 [^.]{0,20}확인|사용자의 (?:확인|승인|동의)|(?:соглас|подтвер|уточн|провер)\p{L}* (?:\p{L}+ ){0,3}?с пользователем|у пользователя (?:подтвержд|спрос|соглас)|(?:confirm|verifiqu|combin)\p{L}* com o usuário|(?:conferm|verific|concord)\p{L}* con l'utente/iu;
const LEAVES = new Set(['data_out', 'override', 'secrecy', 'harm', 'tamper']);

