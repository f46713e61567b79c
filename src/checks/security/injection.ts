import type { Confidence } from '../../model.js';
import type { Finding } from '../../rules/index.js';
import { finding } from '../../rules/index.js';
import { normalize } from '../../text/normalize.js';
import { findPhrases, findSensitiveFiles, type PhraseKind } from '../../text/phrases.js';
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

// Which rule each kind of phrase belongs to; imperatives have no rule of their own (all weak).
const RULE_OF: Partial<Record<PhraseKind, InstructionRule>> = {
  injection: 'injection_pattern',
  concealment: 'concealment_instruction',
  exfiltration: 'exfiltration_instruction',
  tool_chaining: 'tool_chaining_instruction',
};

/** Every instruction-like phrase in one piece of (already normalised) text, weak phrases left out. */
export function matchInstructions(text: string): Hit[] {
  const hits: Hit[] = [];
  for (const { phrase, index, match } of findPhrases(text, { weak: false })) {
    const rule = RULE_OF[phrase.kind];
    if (rule) hits.push({ rule, pattern: phrase.id, confidence: phrase.confidence, excerpt: excerpt(text, index, index + match.length) });
  }
  for (const file of findSensitiveFiles(text)) {
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
 * Scans prose surfaces. Text hidden in Tag characters is decoded and scanned too: an instruction
 * nobody can see is the worst kind.
 */
export function checkInstructions(surfaces: readonly Surface[]): Finding[] {
  const out: Finding[] = [];
  for (const s of surfaces) {
    if (!PROSE.has(s.kind)) continue;
    const { visible, smuggled } = normalize(s.text);
    const hits = [
      ...matchInstructions(visible),
      ...(smuggled ? matchInstructions(smuggled).map((h) => ({ ...h, confidence: 'high' as const, hidden: true })) : []),
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
