import type { Confidence } from '../../model.js';
import type { Finding } from '../../rules/index.js';
import { finding } from '../../rules/index.js';
import type { Snapshot } from '../../snapshot/types.js';
import { isRecord, itemLabel } from '../../snapshot/view.js';
import { NOT_SECRET_TOKEN_MODIFIERS, SECRET_PHRASES, SECRET_SPELLING_SUFFIXES, type SecretKind } from '../../text/phrases.js';
import { splitIdentifier } from '../../text/tokens.js';
import { statusFor } from './status.js';
import { joinPath, schemaProperties } from '../shared/model-texts.js';

export type { SecretKind };

export interface SecretMatch {
  kind: SecretKind;
  confidence: Confidence;
}

/**
 * The secret phrases (text/phrases.ts) are matched against the LAST words of a name: in an English
 * compound the last word is the head, so `password_policy_id` is an id and `max_tokens` is a count,
 * while `new_password` and `github_access_token` are secrets.
 */
const PHRASE_WORDS = SECRET_PHRASES.map(([phrase, kind, confidence]) => ({ words: phrase.split(' '), kind, confidence })).sort(
  (a, b) => b.words.length - a.words.length,
);

/** Judges one parameter name; undefined means it does not name a secret. */
export function classifySecretName(name: string): SecretMatch | undefined {
  const words = splitIdentifier(name).filter((w) => !/^\d+$/.test(w));
  for (;;) {
    const phrase = PHRASE_WORDS.find((p) => p.words.length <= words.length && p.words.every((w, i) => w === words[words.length - p.words.length + i]));
    if (phrase) return { kind: phrase.kind, confidence: phrase.confidence };
    // `connection_string` is a phrase of its own; only then is `string` read as a spelling suffix.
    if (words.length > 1 && SECRET_SPELLING_SUFFIXES.has(words[words.length - 1]!)) words.pop();
    else break;
  }
  const last = words[words.length - 1];
  if (last === 'token') {
    if (words.length === 1) return { kind: 'token', confidence: 'low' };
    const modifier = words[words.length - 2]!;
    return NOT_SECRET_TOKEN_MODIFIERS.has(modifier) ? undefined : { kind: 'token', confidence: 'medium' };
  }
  if (last === 'pin' && words.length === 1) return { kind: 'payment_card', confidence: 'low' };
  return undefined;
}

/** Declared as a password field whatever its name (`format: password` is a UI masking hint). */
function declaredSecret(schema: unknown): boolean {
  return isRecord(schema) && schema.format === 'password';
}

/**
 * A secret that belongs to a resource and travels in its URL ("the 32-character secret of the
 * upload", GitLab's `/uploads/<secret>/<file>`) is an address the model copies from a link, not a
 * credential it asks the user for.
 */
const RESOURCE_SECRET = /\bsecret (?:of|for|in|from) (?:the |an? |this )?(?:upload|uploaded file|file|attachment|(?:share |download |upload )?(?:link|url))\b/i;

function resourceSecret(schema: unknown): boolean {
  return isRecord(schema) && typeof schema.description === 'string' && RESOURCE_SECRET.test(schema.description);
}

/** `has_password: boolean` asks whether there is a secret, not for the secret. */
function isFlag(schema: unknown): boolean {
  return isRecord(schema) && schema.type === 'boolean';
}

/** Input parameters at any depth, and prompt arguments, that ask the model for a secret. */
export function checkSecretSolicitation(snapshot: Snapshot): { findings: Finding[]; scanned: number } {
  const findings: Finding[] = [];
  let scanned = 0;
  // Generated servers repeat a handful of parameter names across thousands of tools.
  const classified = new Map<string, SecretMatch | undefined>();
  const classify = (name: string): SecretMatch | undefined => {
    if (!classified.has(name)) classified.set(name, classifySecretName(name));
    return classified.get(name);
  };
  const judge = (subject: { kind: 'tool' | 'prompt'; name: string }, name: string, path: string, schema: unknown) => {
    scanned++;
    if (isFlag(schema) || resourceSecret(schema)) return;
    const byName = classify(name);
    const match: SecretMatch | undefined = declaredSecret(schema) ? { kind: byName?.kind ?? 'password', confidence: 'high' } : byName;
    if (!match) return;
    findings.push(
      finding('secret_solicitation', statusFor(match.confidence), {
        confidence: match.confidence,
        subject,
        path,
        args: { name, kind: match.kind },
      }),
    );
  };
  for (const item of snapshot.tools) {
    const raw = isRecord(item.raw) ? item.raw : {};
    const subject = { kind: 'tool' as const, name: itemLabel(item) };
    for (const prop of schemaProperties(raw.inputSchema, 'inputSchema')) judge(subject, prop.name, prop.path, prop.schema);
  }
  for (const item of snapshot.prompts) {
    const raw = isRecord(item.raw) ? item.raw : {};
    if (!Array.isArray(raw.arguments)) continue;
    const subject = { kind: 'prompt' as const, name: itemLabel(item) };
    raw.arguments.forEach((arg, i) => {
      if (isRecord(arg) && typeof arg.name === 'string') judge(subject, arg.name, joinPath(joinPath('', 'arguments'), i), undefined);
    });
  }
  return { findings, scanned };
}
