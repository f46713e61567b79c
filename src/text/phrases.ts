/**
 * The one phrase set: what in a description reads as an order to the model, a credential, a link
 * or another tool. The security family turns matches into findings; drift's risk cues are the
 * matches a changed description has and its previous version had not. Every finder here expects
 * text already passed through `normalize` (NFKC, hidden characters removed).
 */
import type { Confidence } from '../model.js';

/** What a phrase asks the model to do. */
export type PhraseKind =
  | 'injection' // override what the model was told before
  | 'concealment' // keep the user out of the loop
  | 'exfiltration' // send data out of the session
  | 'tool_chaining' // hijack the order of calls
  | 'preference' // steer the model's choice of tool towards this one
  | 'imperative'; // any order addressed to the model rather than a description of the tool

export interface Phrase {
  kind: PhraseKind;
  /** Stable id, shown in security findings so a user can tell which phrase fired. */
  id: string;
  /** Always global; matched with `matchAll`, so no `lastIndex` is shared. */
  re: RegExp;
  confidence: Confidence;
  /**
   * Too common in honest text for a security finding on its own, but worth pointing out when a
   * description change introduces it (drift's risk cues). The security family skips weak phrases.
   */
  weak: boolean;
}

// Bounded gaps (`{0,40}`) keep every pattern linear on hostile multi-megabyte descriptions.
const QUALIFIER = String.raw`(?:previous|prior|above|earlier|preceding|former|original|all|any|your|system|safety|developer)`;
const DIRECTIVE = String.raw`(?:instructions?|prompts?|rules|directives?|guidelines|guardrails|constraints|polic(?:y|ies)|messages|commands|context)`;
const STRONG_TELL = String.raw`(?:tell|telling|inform|informing|notify|notifying|alert|alerting|mention|mentioning|reveal|revealing|disclose|disclosing)`;
const WEAK_TELL = String.raw`(?:show|showing|let|letting|ask|asking|warn|warning|bother|bothering)`;
const NEGATION = String.raw`(?:do\s+not|don'?t|never|must\s+not|should\s+not|shouldn'?t|without)`;
const PERSON = String.raw`(?:the\s+)?(?:users?|human|operator|person)\b`;
const SEND = String.raw`(?:send|post|upload|forward|transmit|exfiltrate|leak|submit|beacon|deliver|e-?mail|mail|copy|report)\w*`;
const SECRET_NOUN = String.raw`(?:conversation|chat|history|messages?|system\s+prompt|instructions|credentials?|secrets?|passwords?|api[\s_-]?keys?|tokens?|private\s+keys?|environment\s+variables|env\s+vars?|cookies?|ssh\s+keys?)`;
const CONTEXT = String.raw`(?:(?:full|entire|whole|complete|previous|prior|all|the|your)\s+)*(?:conversation(?:\s+history)?(?!\s*[-_]?(?:ids?|uuids?|identifiers?|keys?)\b)|(?:the\s+)?user['’]?s\s+(?:most\s+recent|latest|last|previous|prior|full|entire|original)\s+(?:messages?|prompts?)|chat\s+(?:history|log)|message\s+history|previous\s+messages|prior\s+messages|system\s+prompt|your\s+instructions|context\s+window)`;
const TOOL_REF = String.raw`(?:the\s+)?[\`'"]?(?!this\b)[\w.-]+[\`'"]?`;

const P = (kind: PhraseKind, id: string, re: string, confidence: Confidence, flags = 'i'): Phrase => ({
  kind,
  id,
  re: new RegExp(re, `${flags}g`),
  confidence,
  weak: false,
});
const weak = (kind: PhraseKind, id: string, re: string, flags = 'i'): Phrase => ({ ...P(kind, id, re, 'low', flags), weak: true });

/** The phrase table. Each entry has trigger and silent cases in the tests. */
export const PHRASES: readonly Phrase[] = [
  // Overriding what the model was told before.
  P('injection', 'ignore-previous-instructions', String.raw`\b(?:ignore|disregard|forget|override|bypass|overrule)\b[^.\n]{0,40}?\b${QUALIFIER}\s+(?:\w+\s+){0,2}?${DIRECTIVE}\b`, 'high'),
  P('injection', 'forget-everything', String.raw`\b(?:ignore|disregard|forget)\s+(?:everything|anything|all)\s+(?:above|before|previously|you\s+(?:were|have\s+been)\s+told)`, 'high'),
  P('injection', 'new-instructions', String.raw`\b(?:new|updated|real|actual|true|secret|hidden)\s+(?:system\s+)?instructions?\s*:`, 'medium'),
  P('injection', 'role-reassignment', String.raw`\b(?:from\s+now\s+on,?\s+you\b|you\s+are\s+now\s+(?:a|an|in|the|no\s+longer|acting|operating|free)\b)`, 'medium'),
  P('injection', 'instead-of-user', String.raw`\b(?:instead\s+of|rather\s+than|regardless\s+of)\s+(?:what\s+)?the\s+user\s+(?:asked|requested|wants|said|says)`, 'medium'),
  // Chat-template and role markers: text imitating the conversation structure itself.
  P('injection', 'chat-template-token', String.raw`<\|(?:im_start|im_end|im_sep|system|user|assistant|endoftext|begin_of_text|end_of_text|start_header_id|end_header_id|eot_id)\|>`, 'high'),
  P('injection', 'inst-marker', String.raw`\[\/?INST\]|<<\/?SYS>>`, 'high'),
  P('injection', 'system-tag', String.raw`<\/?\s*(?:system|system[-_]prompt|assistant|developer)\s*>`, 'high'),
  P('injection', 'important-tag', String.raw`<\/?\s*(?:important|critical|urgent|admin)\s*>`, 'medium'),
  P('injection', 'system-label', String.raw`\bSYSTEM\s*:|\b(?:BEGIN|END)\s+(?:SYSTEM|ADMIN)\s+(?:PROMPT|INSTRUCTIONS?|OVERRIDE)\b`, 'medium', ''),
  P('injection', 'role-label', String.raw`(?:^|\n)\s*#{0,3}\s*(?:system|assistant|human|developer)\s*:`, 'medium'),
  // Weak: overriding with no qualifier ("ignore the rules"), mentions of the system prompt,
  // bare role resets, jailbreak vocabulary, fake secret/hidden tags.
  weak('injection', 'ignore-instructions', String.raw`\b(?:ignore|disregard|forget|override)\s+(?:(?:all|any|the|your|of)\s+)*(?:(?:previous|prior|above|earlier|preceding|system|original)\s+)?(?:instructions?|prompts?|rules|guidelines|directions|context)\b`),
  weak('injection', 'secret-tag', String.raw`<\/?(?:secret|hidden)>`),
  weak('injection', 'system-prompt', String.raw`\bsystem prompt\b`),
  weak('injection', 'you-are-now', String.raw`\byou are now\b`),
  weak('injection', 'jailbreak', String.raw`\b(?:jailbreak|dan mode|developer mode)\b`),
  // Keeping the user out of the loop. The user after "unless" is the condition ("never reveal a secret unless the user asks"), not the one kept out.
  P('concealment', 'do-not-tell-user', String.raw`\b${NEGATION}\s+(?:ever\s+)?${STRONG_TELL}\b(?:(?!\b(?:unless|except|until)\b)[^.\n]){0,40}?\b${PERSON}`, 'high'),
  P('concealment', 'do-not-show-user', String.raw`\b${NEGATION}\s+(?:ever\s+)?${WEAK_TELL}\b(?:(?!\b(?:unless|except|until)\b)[^.\n]){0,40}?\b${PERSON}`, 'medium'),
  P('concealment', 'hide-from-user', String.raw`\b(?:hide|conceal|keep)\b[^.\n]{0,40}?\bfrom\s+${PERSON}`, 'high'),
  P('concealment', 'user-must-not-know', String.raw`\b(?:the\s+)?user\s+(?:must|should|need|needs)\s*(?:not|n't)\s+(?:to\s+)?(?:know|see|notice|find\s+out|learn|be\s+(?:told|informed|aware|notified|shown))`, 'high'),
  P('concealment', 'do-not-mention-this', String.raw`\b(?:do\s+not|don'?t|never)\s+(?:mention|reveal|disclose|acknowledge|explain)\s+(?:this|that|these|it|the\s+(?:instructions?|sidenote|note|above))\b`, 'medium'),
  P('concealment', 'covert-action', String.raw`\b(?:silently|secretly|covertly|quietly|discreetly)\s+(?:send|forward|upload|include|add|read|call|copy|exfiltrate|pass|post|transmit|attach|collect)\b`, 'high'),
  // Data leaving the session.
  P('exfiltration', 'send-to-url', String.raw`\b${SEND}\b[^\n]{0,80}?\b(?:to|at|into)\s+<?(?:https?|wss?|ftp):\/\/\S+`, 'medium'),
  P('exfiltration', 'send-to-email', String.raw`\b${SEND}\b[^\n]{0,80}?\bto\s+[\w.+-]+@[\w-]+(?:\.[\w-]+)+`, 'medium'),
  P('exfiltration', 'secret-to-tool', String.raw`\b(?:send|pass|forward|provide|give|include|put|post|submit|copy)\w*\b[^.\n]{0,40}?\b${SECRET_NOUN}\b[^.\n]{0,40}?\b(?:to|in|into|as)\s+${TOOL_REF}\s+(?:tool|parameter|argument|field)\b`, 'high'),
  P('exfiltration', 'context-into-parameter', String.raw`\b(?:include|append|add(?!ress)|pass(?!word|port|phrase)|put|insert|copy|send|provide(?!r)|attach|embed|dump)\w*\b[^.\n]{0,40}?\b${CONTEXT}\b`, 'medium'),
  // Prerequisites and sequencing: which tool to call before or right after which. The security
  // family grades each by the tool it names (this server's own, another server's, or every call).
  P('tool_chaining', 'before-using-call', String.raw`\bbefore\s+(?:using|calling|invoking|running|executing)\s+(?:this|any|the|other|another)\b[^.\n]{0,30}?\b(?:tools?|functions?)\b[^.\n]{0,60}?\b(?:call|use|invoke|run|execute|read)\b`, 'medium'),
  P('tool_chaining', 'must-call-first', String.raw`\b(?:must|always|first)\s+(?:call|invoke|run|use|execute)\s+${TOOL_REF}(?:\s+tool)?\s+(?:first|before)\b`, 'medium'),
  P('tool_chaining', 'call-first', String.raw`\b(?:call|invoke|run|execute)\s+${TOOL_REF}(?:\s+tool)?\s+(?:first|beforehand|before\s+(?:using|calling|invoking|running)\s+(?:this|it)\b)`, 'medium'),
  P('tool_chaining', 'first-call', String.raw`(?:^|[.!?:;]\s+|\n\s*)(?:always\s+)?first,?\s+(?:call|invoke|run|execute)\s+${TOOL_REF}`, 'medium'),
  P('tool_chaining', 'requires-prior-call', String.raw`\b(?:requires?|needs?)\s+(?:a\s+)?(?:prior|previous|preceding|successful|first)?\s*(?:call(?:ing)?|invoking|running)\s+(?:to\s+|of\s+)?${TOOL_REF}`, 'medium'),
  P('tool_chaining', 'must-be-called-after', String.raw`\b(?:must|should|has\s+to|needs?\s+to|is\s+to)\s+(?:only\s+)?be\s+(?:called|invoked|used|run)\s+(?:right\s+|immediately\s+|directly\s+|only\s+)?(?:after|before|first|once)\b[^.\n]{0,40}`, 'medium'),
  P('tool_chaining', 'call-right-after', String.raw`\b(?:call|invoke|use|run)\s+this(?:\s+tool)?\s+(?:right\s+|immediately\s+|directly\s+|only\s+)?after\s+(?:calling\s+|using\s+|running\s+|invoking\s+)?${TOOL_REF}`, 'medium'),
  P('tool_chaining', 'after-this-call', String.raw`\bafter\s+(?:calling|using|running|invoking)\s+this(?:\s+tool)?,?\s+(?:call|use|invoke|run)\s+${TOOL_REF}`, 'medium'),
  P('tool_chaining', 'only-after', String.raw`\bonly\s+(?:after|once)\s+(?:you\s+have\s+)?(?:calling|called|invoking|invoked|running|using|used)\s+${TOOL_REF}`, 'medium'),
  P('tool_chaining', 'never-use-other-tool', String.raw`\b(?:do\s+not|don'?t|never)\s+(?:use|call|invoke)\s+${TOOL_REF}\s+tool\b[^.\n]{0,40}?\b(?:instead|use\s+this|call\s+this)`, 'medium'),
  // Steering the choice of tool: this one by default, always, for everything of a kind, or in place
  // of other tools. "Use this tool when you need X" is guidance and matches none of these.
  P('preference', 'always-use-this', String.raw`\b(?:always|by\s+default|in\s+all\s+cases)\s+(?:use|call|choose|pick|select|prefer|invoke)\s+this(?:\s+(?:tool|one|function|server))?\b(?!\s+(?:format|parameter|option|field|value|path)\b)`, 'medium'),
  P('preference', 'this-instead-of-others', String.raw`\b(?:use|call|choose|pick|select|invoke)\s+this\s+(?:tool|one|function)\s+(?:instead\s+of|in\s+place\s+of|rather\s+than|over|before)\s+(?:any|all|every|other|the\s+(?:built-?in|native|default|standard|other))\b`, 'high'),
  P('preference', 'prefer-this-over', String.raw`\bprefer\s+this\s+(?:tool|one|function|server)?\s*(?:over|to|instead\s+of|rather\s+than)\s+(?:any|all|every|other|the\s+(?:built-?in|native|default|standard|other)|web\s+search|(?:a|the)\s+(?:web|browser|search|file|fetch)\b)`, 'high'),
  P('preference', 'this-for-all', String.raw`\b(?:use|call)\s+this\s+(?:tool|one|function)\s+(?:for|with|on)\s+(?:all|every|any)\s+(?:\w+\s+){0,2}?(?:requests?|queries|quer(?:y)|searche?s?|tasks?|operations?|calls?|files?|lookups?|questions?|actions?|commands?)\b`, 'high'),
  P('preference', 'instead-of-other-tools', String.raw`\b(?:instead\s+of|in\s+place\s+of|rather\s+than|over)\s+(?:any|all|every)\s+other\s+(?:\w+\s+){0,2}?(?:tools?|functions?|servers?|mcp\s+servers?)\b`, 'high'),
  P('preference', 'do-not-use-other-tools', String.raw`\b(?:do\s+not|don'?t|never)\s+(?:use|call|invoke)\s+(?:any\s+)?(?:other|another|the\s+built-?in|the\s+native|alternative)\s+(?:\w+\s+){0,2}?(?:tools?|functions?|servers?)\b`, 'high'),
  P('preference', 'only-tool', String.raw`\b(?:this\s+is|it\s+is)\s+the\s+only\s+tool\s+(?:you\s+)?(?:should|must|may|can)\s+(?:ever\s+)?use\b`, 'high'),
  // Weak: a precondition on other tool use, with no order attached.
  weak('tool_chaining', 'before-using', String.raw`\bbefore (?:using|calling|invoking|running) (?:this|any|the|other) tools?\b`),
  // Imperatives addressed to the model rather than descriptions of the tool: all weak ("You must
  // pass an absolute path" is ordinary documentation). Orders to hide things from the user and
  // preconditions on other tools are covered by the concealment and chaining phrases above.
  weak('imperative', 'you-must', String.raw`\byou (?:must|should|need to|have to|are required to)\b`),
  weak('imperative', 'the-model-must', String.raw`\b(?:the|this) (?:assistant|model|ai|llm|agent) (?:must|should|needs? to|has to)\b`),
  weak('imperative', 'ignore-previous', String.raw`\bignore (?:all |any )?(?:previous|prior|above|earlier|other)\b`),
  weak('imperative', 'make-sure-to', String.raw`\b(?:make sure|be sure|remember) to\b`),
  // Sequencing orders: "first call X", "then use Y".
  weak('imperative', 'then-call', String.raw`\b(?:first|then|next|afterwards|also) (?:call|invoke|run|use|send)\b`),
  // "Always …" / "Never …" opening a sentence is an order when the verb is bare ("Always call"), a
  // description when it is third person ("Always returns"): verbs ending in a single -s are not.
  weak('imperative', 'always-never', String.raw`(?<=^|[.!?:;]\s+|\n\s*)(?:always|never)\s+(?![a-z]*(?<!s)s(?![a-z]))[a-z]+`, 'im'),
];

/**
 * The phrases as one alternation per set of flags, tested before the phrases one by one: a text
 * matches one of them exactly when it matches some phrase, and most texts match none, so a server
 * with thousands of tools costs one or two scans per text instead of one per phrase.
 */
function screen(phrases: readonly Phrase[]): RegExp[] {
  const byFlags = new Map<string, string[]>();
  for (const { re } of phrases) {
    const flags = re.flags.replace('g', '');
    byFlags.set(flags, [...(byFlags.get(flags) ?? []), `(?:${re.source})`]);
  }
  return [...byFlags].map(([flags, sources]) => new RegExp(sources.join('|'), flags));
}
const ANY_SCREEN = screen(PHRASES);
const STRONG_SCREEN = screen(PHRASES.filter((p) => !p.weak));

/** One phrase matched in a text. */
export interface PhraseHit {
  phrase: Phrase;
  /** UTF-16 offset of the match. */
  index: number;
  /** The matched text. */
  match: string;
}

/**
 * The phrases `text` matches: by default the first match of each phrase, weak ones included;
 * `every` gives every match (drift counts them), `weak: false` leaves out the weak phrases.
 */
export function findPhrases(text: string, options: { every?: boolean; weak?: boolean } = {}): PhraseHit[] {
  const hits: PhraseHit[] = [];
  if (!(options.weak === false ? STRONG_SCREEN : ANY_SCREEN).some((re) => re.test(text))) return hits;
  for (const phrase of PHRASES) {
    if (phrase.weak && options.weak === false) continue;
    for (const m of text.matchAll(phrase.re)) {
      hits.push({ phrase, index: m.index, match: m[0] });
      if (!options.every) break;
    }
  }
  return hits;
}

// Files that hold credentials. `.env` must not match `process.env` or `.environment`.
export const SENSITIVE_FILE = new RegExp(
  [
    String.raw`(?:~|\$HOME|%USERPROFILE%)?\/?\.ssh\b(?:\/[\w.-]*\w)?`,
    String.raw`\bid_(?:rsa|dsa|ecdsa|ed25519)\b(?:\.pub)?`,
    // `.env.example`, `.env.sample`, `.env.template`: templates committed so nothing secret is in them.
    String.raw`(?<![\w.$])\.env(?!\.(?:example|sample|template|dist|defaults?|tmpl|schema)\b)(?:\.[\w-]+)?\b`,
    String.raw`\.aws\/(?:credentials|config)\b`,
    String.raw`\.(?:npmrc|pypirc|netrc|pgpass|git-credentials|bash_history|zsh_history)\b`,
    String.raw`\.docker\/config\.json`,
    String.raw`\.kube\/config\b`,
    String.raw`\/etc\/(?:passwd|shadow|sudoers)\b`,
    String.raw`\.gnupg\b`,
    String.raw`\.config\/gh\/hosts\.yml`,
    String.raw`\b(?:mcp|claude_desktop_config|credentials)\.json\b`,
    String.raw`\bwallet\.dat\b`,
  ].join('|'),
  'gi',
);

/** A verb that reads or sends a file, in the sentence around a credential path. */
const ACCESS_VERB = /\b(?:read|cat|open|load|include|send|upload|attach|pass|provide|extract|copy|get|fetch|print|dump|return|contents?|output|paste)\b/i;

/** A credential file named in a text. */
export interface SensitiveFileHit {
  /** The path as written. */
  target: string;
  index: number;
  /** A verb that reads or sends it sits in the same sentence: an order, not documentation. */
  accessed: boolean;
}

function sentenceAround(text: string, start: number, end: number): string {
  const before = text.slice(0, start).search(/[.!?\n][^.!?\n]*$/);
  const after = text.slice(end).search(/[.!?\n]/);
  return text.slice(before < 0 ? 0 : before + 1, after < 0 ? text.length : end + after);
}

/**
 * A literal every SENSITIVE_FILE alternative contains: a plain alternation is far cheaper to scan
 * for than the full pattern's optional prefixes and lookbehinds, and most texts name no file.
 */
export const SENSITIVE_FILE_SCREEN = /\.(?:ssh|env|aws\/|npmrc|pypirc|netrc|pgpass|git-credentials|bash_history|zsh_history|docker\/|kube\/|gnupg|config\/|json)|id_(?:rsa|dsa|ecdsa|ed25519)|\/etc\/|wallet\.dat/i;

/** Every credential file path in `text`. */
export function findSensitiveFiles(text: string): SensitiveFileHit[] {
  if (!SENSITIVE_FILE_SCREEN.test(text)) return [];
  return [...text.matchAll(SENSITIVE_FILE)].map((m) => ({
    target: m[0],
    index: m.index,
    accessed: ACCESS_VERB.test(sentenceAround(text, m.index, m.index + m[0].length)),
  }));
}

// Links send the model (or the user) somewhere: scheme URLs, `www.` hosts, and script/data URIs.
const URLS: readonly RegExp[] = [/\b(?:https?|ftp|file|wss?):\/\/[^\s<>"'`)\]]+/gi, /\bwww\.[^\s<>"'`)\]]+/gi, /\b(?:mailto|javascript|data):[^\s<>"'`)\]]+/gi];

/** Every link in `text`, lower case, without trailing sentence punctuation. */
export function findUrls(text: string): string[] {
  return URLS.flatMap((re) => [...text.matchAll(re)].map((m) => m[0].toLowerCase().replace(/[.,;:!?]+$/, '')));
}

// Another tool named in the text: a lowercase snake/kebab identifier after "call/use/invoke/run"
// (not "e.g.", "ISO-8601" or "Content-Type"), or a quoted name before "tool".
const TOOL_MENTIONS: readonly RegExp[] = [
  /\b(?:[Cc]all|[Uu]se|[Ii]nvoke|[Rr]un|[Ee]xecute|[Tt]rigger)\s+(?:the\s+)?[`'"]?([a-z][a-z0-9]+(?:[_.-][a-z][a-z0-9]*)+)[`'"]?/g,
  /[`'"]([A-Za-z][\w.-]*)[`'"]\s+tool\b/gi,
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every mention of a tool in `text`, lower case: the patterns above, and any of `knownTools` verbatim. */
export function findToolMentions(text: string, knownTools: readonly string[] = []): string[] {
  const found = TOOL_MENTIONS.flatMap((re) => [...text.matchAll(re)].map((m) => m[1]!.toLowerCase()));
  for (const name of knownTools) {
    if (name.length > 0 && new RegExp(`(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`).test(text)) found.push(name.toLowerCase());
  }
  return found;
}

/** What a secret-soliciting name asks for. */
export type SecretKind =
  | 'password'
  | 'api_key'
  | 'token'
  | 'private_key'
  | 'client_secret'
  | 'cookie'
  | 'seed_phrase'
  | 'payment_card'
  | 'national_id'
  | 'credentials'
  | 'one_time_code';

/**
 * Secret words: the phrases a parameter name ends with when it asks for a secret (matched on the
 * last words of an identifier, see classifySecretName), and the words a description mentioning a
 * secret uses. Confidence is for names.
 */
export const SECRET_PHRASES: ReadonlyArray<readonly [phrase: string, kind: SecretKind, confidence: Confidence]> = [
  ['password', 'password', 'high'],
  ['passwd', 'password', 'high'],
  ['passphrase', 'password', 'high'],
  ['pass phrase', 'password', 'high'],
  ['api key', 'api_key', 'high'],
  ['apikey', 'api_key', 'high'],
  ['access key', 'api_key', 'high'],
  ['secret key', 'api_key', 'high'],
  ['app key', 'api_key', 'medium'],
  ['auth key', 'api_key', 'high'],
  ['subscription key', 'api_key', 'medium'],
  ['signing key', 'private_key', 'high'],
  ['encryption key', 'private_key', 'high'],
  ['master key', 'private_key', 'high'],
  ['private key', 'private_key', 'high'],
  ['privatekey', 'private_key', 'high'],
  ['privkey', 'private_key', 'high'],
  ['secret', 'client_secret', 'high'],
  ['secrets', 'client_secret', 'high'],
  ['access token', 'token', 'high'],
  ['accesstoken', 'token', 'high'],
  ['refresh token', 'token', 'high'],
  ['refreshtoken', 'token', 'high'],
  ['auth token', 'token', 'high'],
  ['authtoken', 'token', 'high'],
  ['authentication token', 'token', 'high'],
  ['bearer token', 'token', 'high'],
  ['bearer', 'token', 'medium'],
  ['session token', 'token', 'high'],
  ['session key', 'token', 'high'],
  ['id token', 'token', 'high'],
  ['api token', 'token', 'high'],
  ['oauth token', 'token', 'high'],
  ['authorization', 'token', 'medium'],
  ['authorization header', 'token', 'high'],
  ['auth header', 'token', 'high'],
  ['cookie', 'cookie', 'high'],
  ['cookies', 'cookie', 'high'],
  ['seed phrase', 'seed_phrase', 'high'],
  ['seedphrase', 'seed_phrase', 'high'],
  ['seed words', 'seed_phrase', 'high'],
  ['wallet seed', 'seed_phrase', 'high'],
  ['mnemonic', 'seed_phrase', 'high'],
  ['recovery phrase', 'seed_phrase', 'high'],
  ['secret phrase', 'seed_phrase', 'high'],
  ['card number', 'payment_card', 'high'],
  ['cardnumber', 'payment_card', 'high'],
  ['cc number', 'payment_card', 'high'],
  ['credit card', 'payment_card', 'high'],
  ['cvv', 'payment_card', 'high'],
  ['cvc', 'payment_card', 'high'],
  ['card pin', 'payment_card', 'high'],
  ['pin code', 'payment_card', 'medium'],
  ['security code', 'payment_card', 'medium'],
  ['ssn', 'national_id', 'high'],
  ['social security number', 'national_id', 'high'],
  ['credentials', 'credentials', 'medium'],
  ['credential', 'credentials', 'medium'],
  ['creds', 'credentials', 'medium'],
  ['connection string', 'credentials', 'medium'],
  ['otp', 'one_time_code', 'medium'],
  ['totp', 'one_time_code', 'medium'],
  ['otp code', 'one_time_code', 'medium'],
  ['mfa code', 'one_time_code', 'medium'],
];

/** Trailing words of a name that only say how a secret is spelled: `password_confirmation`, `api_key_value`. */
export const SECRET_SPELLING_SUFFIXES: ReadonlySet<string> = new Set([
  'value', 'raw', 'plain', 'plaintext', 'text', 'str', 'string', 'encoded', 'base64', 'b64', 'hex', 'pem', 'confirm', 'confirmation', 'again', 'input',
]);

/** `<x>_token` is a credential unless x says it is a page, a stream position or an LLM token. */
export const NOT_SECRET_TOKEN_MODIFIERS: ReadonlySet<string> = new Set([
  'next', 'page', 'continuation', 'cursor', 'pagination', 'sync', 'resume', 'start', 'end', 'stop', 'eos', 'bos', 'pad',
  'unk', 'sep', 'cls', 'mask', 'special', 'input', 'output', 'prompt', 'completion', 'max', 'min', 'total', 'num', 'count',
  'idempotency', 'cancellation', 'request', 'trace', 'correlation', 'change', 'delta', 'skip', 'offset', 'batch', 'word',
  'sub', 'design', 'color', 'theme', 'style',
]);

// The secret phrases as prose: words joined by a space, `_` or `-` (or nothing), the last one
// optionally plural; longest first so "api key" wins over a shorter overlap.
const SECRET_WORDS = new RegExp(
  String.raw`\b(?:${[...new Set(SECRET_PHRASES.map(([phrase]) => phrase))]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => `${phrase.split(' ').map(escapeRegExp).join(String.raw`[\s_-]?`)}${phrase.endsWith('s') ? '' : 's?'}`)
    .join('|')})\b`,
  'gi',
);

/** Every secret word in prose, lower case with separators as single spaces: `API-Keys` → `api keys`. */
export function findSecretWords(text: string): string[] {
  return [...text.matchAll(SECRET_WORDS)].map((m) => m[0].toLowerCase().replace(/[\s_-]+/g, ' '));
}
