import type { Confidence } from '../../model.js';
import type { Finding } from '../../rules/index.js';
import { finding } from '../../rules/index.js';
import { fold } from '../../text/fold.js';
import { normalize } from '../../text/normalize.js';
import { findPhrases, findSensitiveFiles, type PhraseKind } from '../../text/phrases.js';
import { PROSE, type ModelText } from '../shared/model-texts.js';
import { statusFor, strongest } from './status.js';

/** The rules this file emits; each is a kind of instruction a tool description should never give. */
export type InstructionRule =
  | 'injection_pattern'
  | 'concealment_instruction'
  | 'sensitive_file_access'
  | 'exfiltration_instruction'
  | 'tool_chaining_instruction'
  | 'tool_preference_manipulation';

export const INSTRUCTION_RULES: readonly InstructionRule[] = [
  'injection_pattern',
  'concealment_instruction',
  'sensitive_file_access',
  'exfiltration_instruction',
  'tool_chaining_instruction',
  'tool_preference_manipulation',
];

function excerpt(text: string, start: number, end: number): string {
  const from = Math.max(0, start - 40);
  const to = Math.min(text.length, end + 40);
  const body = text.slice(from, to).replace(/\s+/g, ' ').trim();
  return `${from > 0 ? '…' : ''}${body.length > 200 ? `${body.slice(0, 200)}…` : body}${to < text.length ? '…' : ''}`;
}

interface Hit {
  rule: InstructionRule;
  pattern: string;
  confidence: Confidence;
  excerpt: string;
  target?: string;
  /** Found in text decoded from Tag characters, which no reviewer can see. */
  hidden?: boolean;
  /** For a chaining order: whose tools it names (see gradeChaining). */
  grade?: ChainGrade;
}

/**
 * Whose workflow a chaining order is about: `own` names only this server's tools (a workflow the
 * server documents), `foreign` names a tool this server does not have, hijacks every call ("before
 * any other tool") or sends data out; `unnamed` names no tool at all.
 */
export type ChainGrade = 'own' | 'foreign' | 'unnamed';

// Which rule each kind of phrase belongs to; imperatives have no rule of their own (all weak).
const RULE_OF: Partial<Record<PhraseKind, InstructionRule>> = {
  injection: 'injection_pattern',
  concealment: 'concealment_instruction',
  exfiltration: 'exfiltration_instruction',
  tool_chaining: 'tool_chaining_instruction',
  preference: 'tool_preference_manipulation',
};

/** The sentence (to `.`, `!`, `?` or a line break) around text[start, end). */
function sentenceOf(text: string, start: number, end: number): { text: string; from: number } {
  const before = text.slice(0, start).search(/[.!?\n][^.!?\n]*$/);
  const from = before < 0 ? 0 : before + 1;
  const after = text.slice(end).search(/[.!?\n](?:\s|$)/);
  return { text: text.slice(from, after < 0 ? text.length : end + after), from };
}

// A clause saying what to do when this tool cannot serve: "if the user does not have a Pro plan, use …".
const FALLBACK = fold(/\b(?:if|when|unless|otherwise|in\s+case)\b[^.;\n]{0,80}?\b(?:not|no|lacks?|without|fails?|failed|unavailable|cannot|can'?t|doesn'?t|don'?t|isn'?t|aren'?t|unsupported|too\s+(?:large|big|many))\b|\botherwise\b|\bfalls?\s+back\b/i);
const INSTEAD = fold(/^[^.;\n]{0,40}?\binstead\b/i);
// Orders that take over every call, not one workflow.
const EVERY_CALL = fold(/\b(?:any|every|all)\s+(?:other\s+)?(?:tools?|functions?|calls?|requests?)\b|\b(?:another|other)\s+tools?\b/i);
// Data leaving with the order: a link, an address, a secret.
const DATA_OUT = fold(/\b(?:https?|wss?):\/\/|[\w.+-]+@[\w-]+\.[\w.-]+|\b(?:conversation|chat\s+history|system\s+prompt|credentials?|secrets?|passwords?|api[\s_-]?keys?|private\s+keys?|cookies?)\b/i);
// Identifiers a sentence may name as tools: quoted names and snake/kebab/camel/dotted identifiers.
const IDENTIFIER = /[`'"]([A-Za-z][\w.-]*)[`'"]|\b([a-z][a-z0-9]*(?:[_.-][a-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]+)+)\b/g;
const NOT_TOOLS = new Set(['e.g', 'i.e', 'this', 'it', 'tool', 'first', 'one', 'read-only', 'step-by-step', 'follow-up', 'up-to-date']);

/** The tools a chaining sentence names, lower case: identifiers, and this server's tools verbatim. */
function namedTools(sentence: string, own: ReadonlySet<string>): string[] {
  const names = new Set<string>();
  for (const m of sentence.matchAll(IDENTIFIER)) {
    const name = (m[1] ?? m[2])!.toLowerCase();
    if (!NOT_TOOLS.has(name) && !/^\d/.test(name)) names.add(name);
  }
  const lower = sentence.toLowerCase();
  for (const tool of own) if (new RegExp(`(?<![\\w-])${tool.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(lower)) names.add(tool);
  return [...names];
}

/**
 * Judges one chaining match: undefined when it is a fallback ("if … cannot …, use X instead"), else
 * whose workflow it is. A name counts as a tool of this server only when it is one verbatim.
 */
function gradeChaining(text: string, index: number, match: string, pattern: string, own: ReadonlySet<string>): ChainGrade | undefined {
  const sentence = sentenceOf(text, index, index + match.length);
  const lead = text.slice(sentence.from, index + match.length);
  if (pattern !== 'never-use-other-tool' && (FALLBACK.test(lead) || INSTEAD.test(text.slice(index + match.length)))) return undefined;
  if (DATA_OUT.test(sentence.text) || EVERY_CALL.test(match)) return 'foreign';
  const names = namedTools(sentence.text, own).filter((n) => !/^(?:use|call|run)$/.test(n));
  // Only the names that look like tools: this server's own, or identifiers the order is about.
  const mine = names.filter((n) => own.has(n));
  const theirs = names.filter((n) => !own.has(n) && (/[_.-]/.test(n) || /[A-Z]/.test(n) || new RegExp(`[\`'"]${n}[\`'"]`, 'i').test(sentence.text) || match.toLowerCase().includes(n)));
  if (theirs.length > 0) return 'foreign';
  if (mine.length > 0) return 'own';
  // "Use this after cluster upgrades": no call is spoken of and what follows "after" is no word of
  // any tool's name, so it says when to use this tool (an event), not which call comes first.
  // "Call this immediately after a search" names a step of the server's own search tool.
  if (pattern === 'call-right-after' && !/\bafter\s+(?:calling|using|running|invoking)\b/i.test(match)) {
    const referent = /\bafter\s+(?:(?:the|a|an|each|every|any)\s+)?[`'"]?([\w.-]+)/i.exec(text.slice(index, index + match.length + 40))?.[1]?.toLowerCase();
    const stem = referent?.replace(/e?s$/, '');
    if (stem === undefined || ![...own].some((tool) => tool.split(/[_.-]+/).some((part) => part === referent || part.replace(/e?s$/, '') === stem))) return undefined;
  }
  return 'unnamed';
}

// "Do not show the user raw JSON; summarise it", "never ask the user for their password": advice on
// how to talk to the user, not hiding from them. Asking for confirmation or permission is the loop.
const PRESENTATION = fold(/\b(?:instead|summari[sz]e|summary|rather|paraphrase|format(?:ted)?|raw|json|markdown|verbose|technical|stack\s*traces?|internal\s+ids?)\b/i);
const ASK_CONSENT = fold(/\bask(?:ing)?\b[^.;\n]{0,30}?\b(?:confirm\w*|permission|approv\w*|consent|authori[sz]\w*)\b/i);
function isAdvice(text: string, index: number, match: string, pattern: string): boolean {
  if (pattern !== 'do-not-show-user') return false;
  const sentence = sentenceOf(text, index, index + match.length).text;
  if (/\bask(?:ing)?\b/i.test(match)) return !ASK_CONSENT.test(sentence);
  if (/\b(?:show|showing)\b/i.test(match)) return PRESENTATION.test(sentence);
  return false;
}

// A role label in documentation of a transcript format: inside a code block, or in a run of
// `role: …` lines introduced by a line that names a format or an example.
const INTRODUCES = fold(/\b(?:format(?:ted)?|transcripts?|examples?|e\.g\.|for\s+instance|like\s+this|looks\s+like)\b/i);
const ROLE_LINE = fold(/^\s*#{0,3}\s*(?:user|system|assistant|human|developer|ai|bot|model)\s*:/i);
function documentsFormat(text: string, index: number): boolean {
  const before = text.slice(0, index);
  if ((before.match(/```/g) ?? []).length % 2 === 1) return true;
  const lines = before.split('\n').slice(0, -1).slice(-8);
  for (let i = lines.length - 1; i >= 0; i--) {
    if (ROLE_LINE.test(lines[i]!)) continue;
    return INTRODUCES.test(lines[i]!);
  }
  return false;
}

// A credential path the text refuses ("hidden config directories (e.g. ~/.ssh) are rejected").
// In any language, and a file said to be untracked or missing ("ne sont pas versionnés et renvoient 404") is not read either.
const REFUSES = fold(/(?<![\p{L}])(?:rejected|refused|blocked|denied|forbidden|disallowed|not\s+allowed|never\s+(?:read|access|open)\w*|excluded|ignored|skipped|protected|not\s+(?:committed|tracked|versioned)|return\s+404|refusé\p{L}*|rejeté\p{L}*|bloqué\p{L}*|interdit\p{L}*|pas\s+versionn\p{L}*|renvoi\p{L}*\s+(?:une\s+)?404|abgelehnt|blockiert|verweigert|nicht\s+versioniert|rechazad\p{L}*|bloquead\p{L}*|prohibid\p{L}*|rejeitad\p{L}*|recusad\p{L}*|отклон\p{L}*|запрещ\p{L}*|заблокир\p{L}*)(?![\p{L}])/iu);
const WARNS_IT_HOLDS = fold(/\b(?:may|can|might|could|often|usually|typically|commonly)\s+(?:\w+\s+)?(?:hold|contain|include|store)s?\b|(?:pueden|puede|suelen) contener|(?:peuvent|peut) contenir|(?:können|kann) [^.]{0,40}enthalten|(?:podem|pode) conter|(?:possono|può) contenere|могут содержать|может содержать|含まれる(?:ことがあります|可能性)|可能包含|포함될 수/iu);
const KEEPS_OUT = fold(/(?<![\p{L}])(?:never|do not|don't|must not|should not|no|nunca|não|jamais|ne|n'|nicht|keine?n?|non|не|ни)\s(?:(?!forget|fail|hesitate|omit|neglect|oubli|olvid|esquec|vergiss|dimentic|забы)\p{L}+\s){0,2}?(?:include|paste|commit|share|post|put|add|expose|upload|quot\p{L}*|reproduc\p{L}*|cop\p{L}*|kopier\p{L}*|mett\p{L}*|escrib\p{L}*|incluy\p{L}*|pegu\p{L}*|peg[ae]s?|compart\p{L}*|publiqu\p{L}*|inclu\p{L}*|coll\p{L}*|partag\p{L}*|einfüg\p{L}*|teil\p{L}*|veröffentlich\p{L}*|cole\p{L}*|compartilh\p{L}*|includ\p{L}*|incoll\p{L}*|condivid\p{L}*|включа\p{L}*|вставля\p{L}*|публику\p{L}*)(?![\p{L}])/iu);
// The same where the negation comes before or after the verb in Chinese, Japanese and Korean:
// "不引用其值" (its value not quoted), "値を貼らない", "값을 붙여 넣지 마세요".
const KEEPS_OUT_CJK = /(?:不|勿|不要|请勿|切勿|不得|禁止)(?:引用|粘贴|贴出|提交|分享|包含|复制|写入|公开|上传|发布|发送|外传)|(?:引用|貼り付け|貼ら|含め|コミットし|共有し|書か|載せ|投稿し|公開し|送信し|送ら)(?:ない|ず)|(?:붙여 ?넣|포함하|공유하|커밋하|인용하|게시하|공개하|올리|보내|전송하)지 (?:마|말|않)|伏せ字|マスクして|伏せて|脱敏|打码|마스킹|가려/u;
// Several quoted file names besides the credential one: a list of examples of file names.
const QUOTED_FILE = /[`'"][\w.~/-]+[`'"]/g;

/** Every instruction-like phrase in one piece of (already normalised) text, weak phrases left out. */
export function matchInstructions(text: string, own: ReadonlySet<string> = new Set()): Hit[] {
  const hits: Hit[] = [];
  for (const { phrase, index, match } of findPhrases(text, { weak: false, every: true })) {
    const rule = RULE_OF[phrase.kind];
    if (!rule) continue;
    if (rule === 'concealment_instruction' && isAdvice(text, index, match, phrase.id)) continue;
    if (phrase.id === 'role-label' && documentsFormat(text, index + Math.max(0, match.search(/[^\s#]/)))) continue;
    let grade: ChainGrade | undefined;
    if (rule === 'tool_chaining_instruction') {
      grade = gradeChaining(text, index, match, phrase.id, own);
      if (!grade) continue;
    }
    // Steering towards this tool and away from this server's own named sibling is its own workflow.
    if (rule === 'tool_preference_manipulation' && ownSiblingOnly(text, index, match, own)) continue;
    // One hit per phrase and rule (the first that survives), as before.
    if (hits.some((h) => h.rule === rule && h.pattern === phrase.id)) continue;
    const confidence = rule === 'tool_preference_manipulation' && scopedPreference(text, index, match) ? 'low' : phrase.confidence;
    hits.push({ rule, pattern: phrase.id, confidence, excerpt: excerpt(text, index, index + match.length), ...(grade ? { grade } : {}) });
  }
  for (const file of findSensitiveFiles(text)) {
    const sentence = sentenceOf(text, file.index, file.index + file.target.length).text;
    if (REFUSES.test(sentence)) continue;
    if (!file.accessed && [...sentence.matchAll(QUOTED_FILE)].length >= 3) continue;
    // Named as what may hold secrets, a warning about the subject ("files such as .env may hold secrets"), not a request for it.
    if (!file.accessed && WARNS_IT_HOLDS.test(sentence)) continue;
    // Named as what must be kept out ("No pegues tokens, contraseñas ni el contenido de ficheros .env"), read or not: a warning too
    // ("do not forget to include" is no such thing).
    if (KEEPS_OUT.test(sentence) || KEEPS_OUT_CJK.test(sentence)) continue;
    // A path on its own may be documentation; next to a verb that reads or sends it, it is an order.
    hits.push({
      rule: 'sensitive_file_access',
      pattern: file.accessed ? 'read-credential-file' : 'credential-file-mentioned',
      confidence: file.accessed ? 'high' : 'low',
      excerpt: excerpt(text, file.index, file.index + file.target.length),
      target: file.target,
    });
  }
  return hits;
}

/**
 * A preference limited to one kind of question ("Prefer this over web search for library docs",
 * "ALWAYS USE THIS IF YOU ARE ANSWERING QUESTIONS ABOUT NX") steers less than one over every tool:
 * low confidence, a warning.
 */
function scopedPreference(text: string, index: number, match: string): boolean {
  if (/\b(?:any|all|every|other|another|only)\b/i.test(match)) return false;
  const rest = text.slice(index + match.length, index + match.length + 80).split(/[.;\n]/)[0] ?? '';
  return /^\s*(?:tool\s+)?(?:for|if|when|whenever|about|on)\b/i.test(rest) && !/\b(?:any|all|every|everything|anything)\b/i.test(rest);
}

/** "Prefer this over `list_issues`" where `list_issues` is a tool of this server: guidance between siblings. */
function ownSiblingOnly(text: string, index: number, match: string, own: ReadonlySet<string>): boolean {
  const rest = text.slice(index + match.length, index + match.length + 60);
  const names = namedTools(`${match} ${rest.split(/[.;\n]/)[0] ?? ''}`, own).filter((n) => n !== 'built-in');
  return names.length > 0 && names.every((n) => own.has(n)) && !/\b(?:any|all|every|other|another|built-?in|native)\b/i.test(match);
}

/**
 * Scans prose surfaces. Text hidden in Tag characters is decoded and scanned too: an instruction
 * nobody can see is the worst kind.
 */
export function checkInstructions(surfaces: readonly ModelText[], ownTools: readonly string[] = []): Finding[] {
  const own = new Set(ownTools.map((t) => t.toLowerCase()));
  const out: Finding[] = [];
  // Hits depend on the text alone (and `own`, fixed here): generated servers repeat one parameter
  // description across thousands of tools, so each distinct text is scanned once.
  const scanned = new Map<string, Hit[]>();
  const scan = (text: string): Hit[] => {
    let hits = scanned.get(text);
    if (!hits) {
      const { visible, smuggled } = normalize(text);
      hits = matchInstructions(visible, own);
      if (smuggled) hits = [...hits, ...matchInstructions(smuggled, own).map((h) => ({ ...h, confidence: 'high' as const, hidden: true }))];
      scanned.set(text, hits);
    }
    return hits;
  };
  for (const s of surfaces) {
    if (!PROSE.has(s.kind)) continue;
    const hits = scan(s.text);
    // Most texts hold nothing: no per-rule filtering for them.
    if (hits.length === 0) continue;
    for (const rule of INSTRUCTION_RULES) {
      const mine = hits.filter((h) => h.rule === rule);
      if (mine.length === 0) continue;
      if (rule === 'tool_chaining_instruction') {
        out.push(chainingFinding(s, mine));
        continue;
      }
      const best = strongest(mine);
      const confidence = best.confidence;
      out.push(
        finding(rule, statusFor(confidence), {
          confidence,
          subject: s.subject,
          path: s.path,
          args: {
            field: s.path,
            pattern: best.pattern,
            excerpt: best.excerpt,
            ...(best.target ? { target: best.target } : {}),
            ...(best.hidden ? { hidden: true } : {}),
            ...(mine.length > 1 ? { also: mine.filter((h) => h !== best).map((h) => h.pattern) } : {}),
          },
        }),
      );
    }
  }
  return out;
}

const GRADE_RANK: Record<ChainGrade, number> = { own: 0, unnamed: 1, foreign: 2 };

/**
 * One chaining finding per surface, graded by its worst order: another server's tool, every call or
 * data leaving is poisoning (high, fails); this server's own workflow is information (info, a
 * warning that never fails); an order naming no tool is a low warning.
 */
function chainingFinding(s: ModelText, mine: Hit[]): Finding {
  const best = mine.reduce((a, b) => (GRADE_RANK[b.grade!] > GRADE_RANK[a.grade!] || (b.hidden && !a.hidden) ? b : a));
  const grade = best.hidden ? 'foreign' : best.grade!;
  const confidence: Confidence = best.hidden ? 'high' : grade === 'foreign' ? best.confidence : 'low';
  const args = {
    field: s.path,
    pattern: best.pattern,
    excerpt: best.excerpt,
    workflow: grade,
    ...(best.hidden ? { hidden: true } : {}),
    ...(mine.length > 1 ? { also: mine.filter((h) => h !== best).map((h) => h.pattern) } : {}),
  };
  const common = { confidence, subject: s.subject, path: s.path, args };
  if (grade === 'own') return finding('tool_chaining_instruction', 'warn', { ...common, variant: 'own-workflow' });
  if (grade === 'unnamed') return finding('tool_chaining_instruction', 'warn', { ...common, variant: 'unnamed' });
  return finding('tool_chaining_instruction', 'fail', common);
}
