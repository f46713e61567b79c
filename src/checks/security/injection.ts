import type { Confidence } from '../../model.js';
import type { Finding } from '../../rules/index.js';
import { finding } from '../../rules/index.js';
import { normalize } from '../../text/normalize.js';
import { PROSE, type Surface } from './surfaces.js';
import { statusFor, strongest } from './status.js';

/** The rules this file emits; each is a kind of instruction a tool description should never give. */
export type InstructionRule =
  | 'injection_pattern'
  | 'concealment_instruction'
  | 'sensitive_file_access'
  | 'exfiltration_instruction'
  | 'tool_chaining_instruction';

export const INSTRUCTION_RULES: readonly InstructionRule[] = [
  'injection_pattern',
  'concealment_instruction',
  'sensitive_file_access',
  'exfiltration_instruction',
  'tool_chaining_instruction',
];

interface TextPattern {
  rule: InstructionRule;
  /** Stable id shown in the finding, so a user can tell which phrase fired. */
  id: string;
  re: RegExp;
  confidence: Confidence;
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
const CONTEXT = String.raw`(?:(?:full|entire|whole|complete|previous|prior|all|the|your)\s+)*(?:conversation(?:\s+history)?|chat\s+(?:history|log)|message\s+history|previous\s+messages|prior\s+messages|system\s+prompt|your\s+instructions|context\s+window)`;
const TOOL_REF = String.raw`(?:the\s+)?[\`'"]?(?!this\b)[\w.-]+[\`'"]?`;

const P = (rule: InstructionRule, id: string, re: string, confidence: Confidence, flags = 'i'): TextPattern => ({
  rule,
  id,
  re: new RegExp(re, flags),
  confidence,
});

/** The phrase table. Each entry has trigger and silent cases in the tests. */
export const PATTERNS: readonly TextPattern[] = [
  // Overriding what the model was told before.
  P('injection_pattern', 'ignore-previous-instructions', String.raw`\b(?:ignore|disregard|forget|override|bypass|overrule)\b[^.\n]{0,40}?\b${QUALIFIER}\s+(?:\w+\s+){0,2}?${DIRECTIVE}\b`, 'high'),
  P('injection_pattern', 'forget-everything', String.raw`\b(?:ignore|disregard|forget)\s+(?:everything|anything|all)\s+(?:above|before|previously|you\s+(?:were|have\s+been)\s+told)`, 'high'),
  P('injection_pattern', 'new-instructions', String.raw`\b(?:new|updated|real|actual|true|secret|hidden)\s+(?:system\s+)?instructions?\s*:`, 'medium'),
  P('injection_pattern', 'role-reassignment', String.raw`\b(?:from\s+now\s+on,?\s+you\b|you\s+are\s+now\s+(?:a|an|in|the|no\s+longer|acting|operating|free)\b)`, 'medium'),
  P('injection_pattern', 'instead-of-user', String.raw`\b(?:instead\s+of|rather\s+than|regardless\s+of)\s+(?:what\s+)?the\s+user\s+(?:asked|requested|wants|said|says)`, 'medium'),
  // Chat-template and role markers: text imitating the conversation structure itself.
  P('injection_pattern', 'chat-template-token', String.raw`<\|(?:im_start|im_end|im_sep|system|user|assistant|endoftext|begin_of_text|end_of_text|start_header_id|end_header_id|eot_id)\|>`, 'high'),
  P('injection_pattern', 'inst-marker', String.raw`\[\/?INST\]|<<\/?SYS>>`, 'high'),
  P('injection_pattern', 'system-tag', String.raw`<\/?\s*(?:system|system[-_]prompt|assistant|developer|instructions)\s*>`, 'high'),
  P('injection_pattern', 'important-tag', String.raw`<\/?\s*(?:important|critical|urgent|admin)\s*>`, 'medium'),
  P('injection_pattern', 'system-label', String.raw`\bSYSTEM\s*:|\b(?:BEGIN|END)\s+(?:SYSTEM|ADMIN)\s+(?:PROMPT|INSTRUCTIONS?|OVERRIDE)\b`, 'medium', ''),
  P('injection_pattern', 'role-label', String.raw`(?:^|\n)\s*#{0,3}\s*(?:system|assistant|human|developer)\s*:`, 'medium'),
  // Keeping the user out of the loop.
  P('concealment_instruction', 'do-not-tell-user', String.raw`\b${NEGATION}\s+(?:ever\s+)?${STRONG_TELL}\b[^.\n]{0,40}?\b${PERSON}`, 'high'),
  P('concealment_instruction', 'do-not-show-user', String.raw`\b${NEGATION}\s+(?:ever\s+)?${WEAK_TELL}\b[^.\n]{0,40}?\b${PERSON}`, 'medium'),
  P('concealment_instruction', 'hide-from-user', String.raw`\b(?:hide|conceal|keep)\b[^.\n]{0,40}?\bfrom\s+${PERSON}`, 'high'),
  P('concealment_instruction', 'user-must-not-know', String.raw`\b(?:the\s+)?user\s+(?:must|should|need|needs|may)\s*(?:not|n't)\s+(?:to\s+)?(?:know|see|notice|find\s+out|learn|be\s+(?:told|informed|aware|notified|shown))`, 'high'),
  P('concealment_instruction', 'do-not-mention-this', String.raw`\b(?:do\s+not|don'?t|never)\s+(?:mention|reveal|disclose|acknowledge|explain)\s+(?:this|that|these|it|the\s+(?:instructions?|sidenote|note|above))\b`, 'medium'),
  P('concealment_instruction', 'covert-action', String.raw`\b(?:silently|secretly|covertly|quietly|discreetly)\s+(?:send|forward|upload|include|add|read|call|copy|exfiltrate|pass|post|transmit|attach|collect)\b`, 'high'),
  // Data leaving the session.
  P('exfiltration_instruction', 'send-to-url', String.raw`\b${SEND}\b[^\n]{0,80}?\b(?:to|at|into)\s+<?(?:https?|wss?|ftp):\/\/\S+`, 'medium'),
  P('exfiltration_instruction', 'send-to-email', String.raw`\b${SEND}\b[^\n]{0,80}?\bto\s+[\w.+-]+@[\w-]+(?:\.[\w-]+)+`, 'medium'),
  P('exfiltration_instruction', 'secret-to-tool', String.raw`\b(?:send|pass|forward|provide|give|include|put|post|submit|copy)\w*\b[^.\n]{0,40}?\b${SECRET_NOUN}\b[^.\n]{0,40}?\b(?:to|in|into|as)\s+${TOOL_REF}\s+(?:tool|parameter|argument|field)\b`, 'high'),
  P('exfiltration_instruction', 'context-into-parameter', String.raw`\b(?:include|append|add|pass|put|insert|copy|send|provide|attach|embed|dump)\w*\b[^.\n]{0,40}?\b${CONTEXT}\b`, 'medium'),
  // Hijacking the order of calls.
  P('tool_chaining_instruction', 'before-using-call', String.raw`\bbefore\s+(?:using|calling|invoking|running|executing)\s+(?:this|any|the|other|another)\b[^.\n]{0,30}?\b(?:tools?|functions?)\b[^.\n]{0,60}?\b(?:call|use|invoke|run|execute|read)\b`, 'medium'),
  P('tool_chaining_instruction', 'must-call-first', String.raw`\b(?:must|always|first)\s+(?:call|invoke|run|use|execute)\s+${TOOL_REF}(?:\s+tool)?\s+(?:first|before)\b`, 'medium'),
  P('tool_chaining_instruction', 'never-use-other-tool', String.raw`\b(?:do\s+not|don'?t|never)\s+(?:use|call|invoke)\s+${TOOL_REF}\s+tool\b[^.\n]{0,40}?\b(?:instead|use\s+this|call\s+this)`, 'medium'),
];

// Files that hold credentials. `.env` must not match `process.env` or `.environment`.
const SENSITIVE_FILE = new RegExp(
  [
    String.raw`(?:~|\$HOME|%USERPROFILE%)?\/?\.ssh\b(?:\/[\w.-]*\w)?`,
    String.raw`\bid_(?:rsa|dsa|ecdsa|ed25519)\b(?:\.pub)?`,
    String.raw`(?<![\w.$])\.env(?:\.[\w-]+)?\b`,
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
const ACCESS_VERB = /\b(?:read|cat|open|load|include|send|upload|attach|pass|provide|extract|copy|get|fetch|print|dump|return|contents?|output|paste)\b/i;

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
}

function sentenceAround(text: string, start: number, end: number): string {
  const before = text.slice(0, start).search(/[.!?\n][^.!?\n]*$/);
  const after = text.slice(end).search(/[.!?\n]/);
  return text.slice(before < 0 ? 0 : before + 1, after < 0 ? text.length : end + after);
}

/** Every instruction-like phrase in one piece of (already normalised) text. */
export function matchInstructions(text: string): Hit[] {
  const hits: Hit[] = [];
  for (const p of PATTERNS) {
    const m = p.re.exec(text);
    if (m) hits.push({ rule: p.rule, pattern: p.id, confidence: p.confidence, excerpt: excerpt(text, m.index, m.index + m[0].length) });
  }
  for (const m of text.matchAll(SENSITIVE_FILE)) {
    // A path on its own may be documentation; next to a verb that reads or sends it, it is an order.
    const verb = ACCESS_VERB.test(sentenceAround(text, m.index, m.index + m[0].length));
    hits.push({
      rule: 'sensitive_file_access',
      pattern: verb ? 'read-credential-file' : 'credential-file-mentioned',
      confidence: verb ? 'high' : 'low',
      excerpt: excerpt(text, m.index, m.index + m[0].length),
      target: m[0],
    });
  }
  return hits;
}

/**
 * Scans prose surfaces. Text hidden in Tag characters is decoded and scanned too: an instruction
 * nobody can see is the worst kind.
 */
export function checkInstructions(surfaces: readonly Surface[]): Finding[] {
  const out: Finding[] = [];
  for (const s of surfaces) {
    if (!PROSE.has(s.kind)) continue;
    const { visible, smuggled: hidden } = normalize(s.text);
    const hits = [
      ...matchInstructions(visible),
      ...(hidden ? matchInstructions(hidden).map((h) => ({ ...h, confidence: 'high' as const, hidden: true })) : []),
    ];
    for (const rule of INSTRUCTION_RULES) {
      const mine = hits.filter((h) => h.rule === rule);
      if (mine.length === 0) continue;
      const best = strongest(mine);
      // Server instructions exist to describe workflows; ordering advice there is weak evidence.
      const confidence = rule === 'tool_chaining_instruction' && s.kind === 'instructions' ? 'low' : best.confidence;
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
