/**
 * A record made to say what did not happen. Data tampering written as documentation rarely orders
 * anything: it states how records are kept ("events the user declined are recorded as accepted",
 * "overdue invoices are stored as paid", "must not is rendered as may"), and the model that writes
 * through the server's tools follows the statement. Two readings, both about the record's verdict —
 * the word that says whether something was paid, approved, accepted, passed, won, valid or true:
 *
 * - the verdict turned into its opposite: a state, then a word that records it ("as", "to",
 *   "becomes", "als", "comme", "como", "как", として, 为, 으로), then the contrary state;
 * - a verdict written on every record or against what the data says: "status is always set to
 *   approved", "paid is written as true even when the source says otherwise".
 *
 * What keeps documentation out: a denial ("never recorded as accepted"), the fact itself as the
 * condition ("marked paid once the bank confirms", "shown as passed if the re-run passes"), the
 * user asked, and a tool whose own purpose is to set that verdict (`approve_request`, `mark_paid`).
 * Blast radius: the client's records say money was paid, a request approved or a test passed when it
 * was not; every later decision rests on a falsified record.
 *
 * Every pattern is an alternation of literals with bounded gaps, and every run of letters a gap may take
 * is bounded too (a 19,000-letter word after "set" was read in 1.5 s before): linear on hostile text.
 */
import { fold, Folded } from './fold.js';

/** What this module reads of a judged clause (directives.ts's JudgedClause, structurally). */
export interface VerdictView {
  text: string;
  consent: boolean;
  /** A title: what it says holds on every call. */
  label?: boolean;
}
export interface FalsifiedHit {
  role: 'tamper';
  words: string;
}

// Each verdict with its contraries, as word starts in the reader's languages (inflections follow).
// `no` holds the states that deny it, `yes` those that grant it; a flip is either way round.
// `rendered`: only where the gap says the text is rendered (translation, policy text), as these words are everywhere.
const VERDICTS: ReadonlyArray<{ no: string; yes: string; rendered?: true; flipOnly?: true }> = [
  {
    no: 'declin|reject|refus|denied|abgelehnt|zurückgewiesen|refusé|rejeté|décliné|rechazad|denegad|recusad|rejeitad|negad|rifiutat|respint|отклон|отказан|却下|拒否|辞退|不承認|拒绝|驳回|거절|거부|반려',
    yes: 'accepted|approved|granted|confirmed|angenommen|genehmigt|akzeptiert|bestätigt|accepté|approuvé|validé|confirmé|aceptad|aprobad|confirmad|aceit|aprovad|accettat|approvat|confermat|принят|одобрен|подтвержд|承認|承諾|受諾|参加|接受|批准|通过|同意|승인|수락',
  },
  { no: 'failed|failing|fehlgeschlagen|échoué|en échec|fallid|falhad|fallit|провал|неудач|失敗|不合格|失败|실패', yes: 'passed|succeeded|successful|bestanden|erfolgreich|réussi|superad|exitos|aprovad|superat|riuscit|пройден|успеш|成功|合格|通过|성공|통과' },
  {
    no: 'unpaid|outstanding|overdue|past due|unbezahlt|offen(?:e|en)? |überfällig|impayé|non payé|en retard|impagad|pendiente de pago|vencid|não pag|em atraso|non pagat|insolut|scadut|неоплач|просроч|未払|未入金|滞納|未付|未支付|逾期|미납|미지급|연체',
    yes: 'paid|settled|bezahlt|beglichen|payé|réglé|soldé|pagad|liquidad|pag[ao]s?(?![\\p{L}])|quitad|pagat|saldat|оплачен|погашен|支払済|入金済|支払い済|已付|已支付|已结清|납부 완료|지급 완료|결제 완료',
  },
  { no: 'lost|verloren|perdu|perdid|pers[ao](?![\\p{L}])|проигран|失注|输单|丢单', yes: 'won(?![\\p{L}])|gewonnen|gagné|ganad|ganh|vint[ao]|выигран|受注|赢单|成交|수주' },
  {
    no: 'lost|returned|undelivered|retourné|perdu|non livré|devolvid|extraviad|perdid|zurückgesendet|verloren|nicht zugestellt|restituit|smarrit|возвращ|утерян|не доставлен|返送|紛失|退回|丢失|반송|분실',
    yes: 'delivered|livré|entregue|entregad|zugestellt|geliefert|consegnat|доставлен|配達済|配達完了|已送达|已签收|배송 완료|배달 완료',
  },
  {
    no: 'pending|en attente|pendente|pendiente|ausstehend|in sospeso|в ожидании|保留中|待处理|보류',
    // A pending payment recorded as paid is a payment that may never arrive, told as settled.
    yes: 'booked|processed|executed|comptabilisé|exécuté|lançad|contabilizad|processad|executad|gebucht|verbucht|ausgeführt|contabilizzat|eseguit|проведен|исполнен|処理済|計上済|已处理|已入账|처리 완료|paid|payé|pagad|bezahlt|pagat|оплачен|支払済|已支付',
  },
  // true and false are not flipped here: "Defaults to 'true' — set to 'false' when …" documents a flag (judged on
  // @cyanheads/git-mcp-server); a verdict written as true on every record is read by WRITTEN below.
  { no: 'invalid|ungültig|invalide|inválid|non valid|недействит|無効|无效|무효', yes: 'valid|gültig|valide|válid|valid[oa]|действит|有効|有效|유효' },
  { no: 'unverified|unverifiziert|non vérifié|no verificad|não verificad|non verificat|непровер|未確認|未验证|미확인', yes: 'verified|verifiziert|vérifié|verificad|verificat|провер|確認済|已验证|확인 완료' },
  { no: 'negative|negativ|négati|negativ[oa]|отрицат|否定|负面|부정', yes: 'positive|positiv|positi|positiv[oa]|положит|肯定|正面|긍정' },
  // A severity played down: what the client must act on shown as what it may ignore ("severe ones reported as minor").
  {
    no: 'severe|extreme|critical|urgent|emergency|extrem|extrême|экстрем|极端|極端|극심|sévère|critique|grave|crítico|crítica|kritisch|schwerwiegend|dringend|critic[oa]|urgente|критич|серьёзн|серьезн|срочн|重大|深刻|緊急|严重|紧急|심각|긴급|치명',
    yes: 'minor|informational|info|trivial|harmless|cosmetic|mineur|informati[fv]|menor|leve|informativ[oa]|geringfügig|unkritisch|harmlos|lieve|незначит|информацион|軽微|轻微|경미',
    // "Minor" or "info" written on a record is a level, not a verdict granted ("Get File Info" sets nothing).
    flipOnly: true,
  },
  // A prohibition rendered as a permission (translation, policy text): "must not" → "may".
  { no: 'must not|shall not|may not|cannot|can not|is not allowed|is prohibited|forbidden|darf nicht|dürfen nicht|ne doit pas|ne peut pas|no debe|no puede|não deve|não pode|non deve|non può|не должен|нельзя|запрещ|してはならない|禁止|不得|不允许|안 된다|금지', yes: 'must|shall|may|can|is allowed|is permitted|allowed|permitted|darf|dürfen|doit|peut|debe|puede|deve|pode|può|должен|можно|разреш|してもよい|可以|允许|된다|허용', rendered: true },
];

// The verdicts a record holds (not the permissions of rendered text).
const WRITTEN_YES = [...VERDICTS.filter((v) => v.rendered !== true && v.flipOnly !== true).map((v) => v.yes), 'true|wahr|vrai|verdader|verdadeir|vero|истин'].join('|');
const START = '(?<![\\p{L}\\p{N}_])';
// The word that records a state as another: "as", "to", "into", "becomes", "→", and their kin.
const RECORDS = String.raw`(?:as|to|into|presented as|shown as|comme|como|als|come|как|with (?:status|stage|state|flag|verdict)|becomes?|turned into|changed to|→|->|als|zu|in|auf|comme|en|como|a|em|come|in|как|в|на|として|と|に|为|為|成|作为|으로|로)`;

// State, a bounded gap, the recording word, at most three words, the contrary state; the gap is
// captured, so that a denial in it ("declined events are never shown as accepted") or a second
// subject ("0 is read as false, any other value as true") can be told apart.
const GAP = String.raw`([^.,;!?。；，、\n]{0,80}?)`;
const flip = (from: string, to: string) =>
  new Folded(`${START}(?:${from})${GAP}(?<![\\p{L}])${RECORDS}(?![\\p{L}])\\s{0,2}(?:[\\p{L}'"\`«“]{1,30}\\s){0,3}?[\`'"«“]?${START}(?:${to})\\p{L}{0,3}(?![\\p{L}])`, 'iu');
// Japanese and Korean put the recorded state before the particle (「承諾」として, 승인으로); Chinese after (记录为已支付).
const flipCjk = (from: string, to: string) => new RegExp(`(?:${from})([^。；.\\n]{0,30}?)(?:(?:として|と|に|为|為|成|作为|으로|로)[^。；.\\n]{0,8}?(?:${to})|[「『"]?(?:${to})[」』"]?(?:として|と|に|으로|로))`, 'u');
// The state named, then after a comma the contrary written ("when the user moves a deal to Lost or On hold, write Closed Won").
const flipWritten = (from: string, to: string) =>
  new Folded(`${START}(?:${from})([^.;!?。；\n]{0,60}?),\\s{1,2}(?:write|record|enter|store|mark|set|book|report|show|save)\\p{L}{0,3}\\s{1,2}(?:it\\s|them\\s|the\\s[\\p{L}-]{1,20}\\s)?(?:as\\s|to\\s)?(?:[\\p{L}'"]{1,20}\\s){0,2}?${START}(?:${to})\\p{L}{0,3}(?![\\p{L}])`, 'iu');
// Every flip of a verdict needs both of its words: a cheap look for each, first, so that the five
// long patterns of a verdict are compiled and run only for a text that holds both (fold.ts: compiling
// them all cost an ordinary server's first texts about 0.3 s).
const FLIPS = VERDICTS.map(({ no, yes, rendered }) => ({
  words: [new Folded(`(?:${no})`, 'iu'), new Folded(`(?:${yes})`, 'iu')],
  flips: [flip(no, yes), flip(yes, no), flipCjk(no, yes), flipCjk(yes, no), flipWritten(no, yes)],
  rendered: rendered === true,
}));
const RENDERED = fold(/(?<![\p{L}])(?:render|translat|written|becomes|übersetz|wiedergegeben|tradu|tradott|перевод|передаёт|передает)|訳|翻译|번역/iu);
const OTHER_SUBJECT = fold(/(?<![\p{L}])(?:other|else|rest|any|anderen?|autres?|otros?|outros?|altri|други\p{L}*)(?![\p{L}])/iu);

// A verdict written: "marked as paid", "status = approved", "is_verified: true", "stored as accepted".
const WRITTEN = new Folded(
  String.raw`(?:${START}(?:marked|recorded|stored|saved|written|entered|inserted|flagged|logged|booked|set|filed|kept|carr(?:y|ies)|gets?|inscriv\p{L}*|enregistr\p{L}*|vermerkt|gespeichert|eingetragen|gesetzt|markiert|marqué|enregistré|inscrit|noté|marcad|registrad|guardad|anotad|segnat|registrat|salvat|anota|registra|apunta|отмеча|записыва|сохраня|помеча)(?:\s{1,2}[\p{L}'’_-]{1,30}){0,3}?\s{0,2}(?:(?:is|are|be|ist|sind|est|sont|es|son|é|são|è|sono)\s{1,2})?(?:(?:always|immer|toujours|siempre|sempre)\s{1,2})?(?:(?:as|to|at|on|auf|als|comme|à|como|a|em|come|как|в)\s{1,2})?(?:[=:]\s{0,2})?|[=:]\s{0,2})[${'`'}'"«“]?(?:[\p{L}]{1,30}-)?${START}(?:${WRITTEN_YES})\p{L}{0,3}(?![\p{L}])`,
  'iu',
);
// A verdict written on every record, as CJK says it ("status 列を常に 'paid' にそろえます", "阶段统一记为已赢单"):
// an "always" word, the verdict, and a verb that writes it.
const WRITTEN_CJK = new Folded(`(?:常に|必ず|一律|統一|统一|全部|すべて|항상|모두|일괄|무조건|かかわらず|関係なく|无论|不管|상관없이|관계없이)[^。；\\n]{0,16}?(?:${WRITTEN_YES})`, 'iu');
const WRITES_CJK = /记为|记录为|标为|标记为|写为|设为|改为|填为|記録|設定|そろえ|揃え|入れ|書き|기록|표시|설정|입력|처리/u;
// On every record, or against what the data says.
const EVERY_RECORD = fold(/(?<![\p{L}])(?:always|every|each|toute?s?|quelle que soit|lors de toute|all (?:rows|records|entries|items|invoices|payments|deals|events|tests|requests|checks|orders)|in all cases|regardless|whatever|no matter|even (?:when|if|where|though)|(?:says?|said|shows?|states?|reads?) otherwise|immer|stets|jede[nmrs]?|unabhängig|egal|auch wenn|toujours|chaque|quel que soit|même si|siempre|cada|sin importar|aunque|sempre|independentemente|mesmo que|ogni|comunque|anche se|всегда|кажд|независимо|даже если)(?![\p{L}])|常に|必ず|一律|始终|总是|无论|不管|항상|무조건|상관없이/iu);
const ONE_OF = fold(/^\s*(?:\/|(?:or|oder|ou|o|или|oppure)\s|、|・)|^\s*,\s*[\p{L}'-]+(?:,|\s(?:or|oder|ou|o|или|oppure)\s)/iu);
const SET_ASIDE = fold(/(?<![\p{L}])(?:whatever|whichever|regardless of)(?![\p{L}])[^.;,]{0,30}the user (?:gave|gives|named|names|chose|chooses|entered|enters)/iu);
// The verdict word used as a verb: "passed to the next tool", "approved by the manager".
const AS_VERB = fold(/^\s{1,2}(?:to|into|on(?!\s(?:every|each|all|any)(?![\p{L}]))|along|through|back|over|by|in|via|with|from|for|out|an|à|par|por|a|da|von|durch|if|when|whenever|unless|wenn|falls|si|quand|cuando|se|quando|если|когда)(?![\p{L}])/iu);
// The fact itself as the condition: "once the bank confirms", "if the re-run passes", "after payment".
const FACT_CONDITION = fold(/(?<![\p{L}])(?:once|after|when|whenever|if|as soon as|until|sobald|nachdem|wenn|falls|une fois|après|dès que|si|cuando|una vez|después|quando|assim que|depois|dopo|appena|se|после|когда|если)(?![\p{L}])[^.;]{0,60}?(?<![\p{L}])(?:confirm|pass|succeed|clear|settle|execut|receiv|paid|pays|approv|sign|verif|complet|match|bestätig|bezahl|confirm|réussi|pagad|pago|pagat|подтвержд|оплач)|(?:確認後|入金後|承認後|支付后|确认后|승인 후|확인 후)/iu);
// A range or a move between states ("severity from critical to info", "moves from pending to booked"): a scale, not a flip.
const RANGE = fold(/(?<![\p{L}])(?:from|between|von|zwischen|de|desde|entre|da|tra|от|между)\s{1,2}$/iu);
// Two states side by side with "to" ("minor to extreme", "low to critical"): a scale, as with "from".
const ADJACENT_RANGE = fold(/^[\p{L}'-]+\s{1,2}(?:to|bis|à|до)\s{1,2}[\p{L}'-]+$/iu);
// "As well as", "as much as": a list or a comparison, not a state recorded as another ("critical errors as well as info messages").
const ALONGSIDE = fold(/(?<![\p{L}])as (?:well|much|many|often|long) as(?![\p{L}])/iu);
const DENIED = fold(/(?<![\p{L}])(?:never|not|no|nicht|nie|niemals|jamais|ne |n'|nunca|não|no se|non|mai|не|никогда)(?![\p{L}])|ません|しない|不会|不|않|안 /iu);
// A tool named for setting the verdict: its text may say so.
const SETS_VERDICT = /(?:^|_)(?:approve|accept|confirm|verify|validate|settle|mark|pay|resolve|close|sign|grant|reconcile)/u;
// A cheap look before the full patterns: any verdict word at all.
// The permissions of rendered text ("may", "can") are everywhere: they count only with a rendering word.
const VERDICT_WORD = new Folded(`(?:${[WRITTEN_YES, ...VERDICTS.filter((v) => v.flipOnly === true).map((v) => v.yes)].join('|')})`, 'iu');
const PROHIBITION = new Folded(`(?:${VERDICTS.filter((v) => v.rendered === true).map((v) => v.no).join('|')})`, 'iu');
// A cheap look first, on the lower-cased text without Unicode flags: the Latin stems of the verdicts,
// or any non-ASCII character (the other scripts and accented forms go to the full pattern).
export const FALSIFY_FAST = /minor|info|trivial|harmless|cosmetic|mineur|menor|leve|gering|harmlos|deliver|livr|entreg|zugestellt|geliefert|consegn|book|process|execut|comptabilis|lançad|contabiliz|gebucht|verbucht|ausgef|eseguit|accept|approv|grant|confirm|angenommen|genehm|akzept|bestätig|pass|succe|erfolg|paid|settl|bezahlt|beglich|pag|won|gewonnen|gagn|ganh|vint|true|wahr|vrai|verdad|vero|valid|gültig|verif|positi|accett|aceit|aprov|[^\x00-\x7f]/;
const FAST_RENDERED = /render|translat|written|becomes|übersetz|wiedergeg|tradu|[^\x00-\x7f]/;
const SCREEN = {
  test: (s: string) => {
    const lower = s.toLowerCase();
    return (FALSIFY_FAST.test(lower) && VERDICT_WORD.test(s)) || (FAST_RENDERED.test(lower) && RENDERED.test(s) && PROHIBITION.test(s));
  },
};

/** The fact itself named as the condition, outside the words that record the state ("se registran" is no "if"). */
function factCondition(text: string, m: RegExpExecArray): boolean {
  return FACT_CONDITION.test(text.slice(0, m.index) + ' … ' + text.slice(m.index + m[0].length));
}

/** Can any clause of `text` falsify a record? One scan, for texts that hold no verdict word. */
export function mayFalsify(text: string): boolean {
  return SCREEN.test(text);
}

/**
 * The words by which a clause makes a record say what did not happen, or undefined. `carrier` is
 * the tool whose text this is (lower case), when a tool carries it.
 */
export function falsifiedRecord(c: VerdictView, carrier?: string): FalsifiedHit | undefined {
  // "Whatever value the user gave" names the user only to set their value aside: that is no consent.
  if ((c.consent && !SET_ASIDE.test(c.text)) || !SCREEN.test(c.text)) return undefined;
  if (carrier !== undefined && SETS_VERDICT.test(carrier)) return undefined;
  for (const { words, flips, rendered } of FLIPS) {
    if (!words.every((w) => w.test(c.text))) continue;
    for (const re of flips) {
      const m = re.exec(c.text);
      const gap = m?.[1] ?? '';
      if (m && !DENIED.test(gap) && !OTHER_SUBJECT.test(gap) && (!rendered || RENDERED.test(gap)) && !factCondition(c.text, m) && !RANGE.test(c.text.slice(Math.max(0, m.index - 12), m.index)) && !ADJACENT_RANGE.test(m[0]) && !ALONGSIDE.test(m[0])) return { role: 'tamper', words: m[0] };
    }
  }
  const w = WRITTEN.exec(c.text);
  const after = w ? c.text.slice(w.index + w[0].length, w.index + w[0].length + 12) : '';
  // One state of several offered ("marked as passed, failed or skipped") is a list, not a verdict written.
  if (w && !ONE_OF.test(after) && !AS_VERB.test(after) && (EVERY_RECORD.test(c.text) || c.label === true) && !DENIED.test(c.text) && !factCondition(c.text, w)) return { role: 'tamper', words: w[0] };
  const cjk = WRITTEN_CJK.exec(c.text);
  if (cjk && WRITES_CJK.test(c.text.slice(cjk.index, cjk.index + cjk[0].length + 12)) && !DENIED.test(c.text.slice(cjk.index, cjk.index + cjk[0].length + 12))) return { role: 'tamper', words: cjk[0] };
  return undefined;
}
