import type { Confidence } from '../../model.js';
import type { Finding } from '../../rules/index.js';
import { finding } from '../../rules/index.js';
import type { Snapshot } from '../../snapshot/types.js';
import { isRecord, itemLabel } from '../../snapshot/view.js';
import { splitIdentifier } from '../../text/tokens.js';
import { statusFor } from './status.js';
import { joinPath, schemaProperties } from './surfaces.js';

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

export interface SecretMatch {
  kind: SecretKind;
  confidence: Confidence;
}

/**
 * Secret phrases, matched against the LAST words of a name: in an English compound the last word
 * is the head, so `password_policy_id` is an id and `max_tokens` is a count, while `new_password`
 * and `github_access_token` are secrets.
 */
const PHRASES: ReadonlyArray<[string, SecretKind, Confidence]> = [
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

// Trailing words that only say how a secret is spelled: `password_confirmation`, `api_key_value`.
const TRANSPARENT = new Set(['value', 'raw', 'plain', 'plaintext', 'text', 'str', 'string', 'encoded', 'base64', 'b64', 'hex', 'pem', 'confirm', 'confirmation', 'again', 'input']);

// `<x>_token` is a credential unless x says it is a page, a stream position or an LLM token.
const NOT_SECRET_TOKEN = new Set([
  'next', 'page', 'continuation', 'cursor', 'pagination', 'sync', 'resume', 'start', 'end', 'stop', 'eos', 'bos', 'pad',
  'unk', 'sep', 'cls', 'mask', 'special', 'input', 'output', 'prompt', 'completion', 'max', 'min', 'total', 'num', 'count',
  'idempotency', 'cancellation', 'request', 'trace', 'correlation', 'change', 'delta', 'skip', 'offset', 'batch', 'word',
  'sub', 'design', 'color', 'theme', 'style',
]);

const PHRASE_WORDS = PHRASES.map(([phrase, kind, confidence]) => ({ words: phrase.split(' '), kind, confidence })).sort(
  (a, b) => b.words.length - a.words.length,
);

/** Judges one parameter name; undefined means it does not name a secret. */
export function classifySecretName(name: string): SecretMatch | undefined {
  const words = splitIdentifier(name).filter((w) => !/^\d+$/.test(w));
  for (;;) {
    const phrase = PHRASE_WORDS.find((p) => p.words.length <= words.length && p.words.every((w, i) => w === words[words.length - p.words.length + i]));
    if (phrase) return { kind: phrase.kind, confidence: phrase.confidence };
    // `connection_string` is a phrase of its own; only then is `string` read as a spelling suffix.
    if (words.length > 1 && TRANSPARENT.has(words[words.length - 1]!)) words.pop();
    else break;
  }
  const last = words[words.length - 1];
  if (last === 'token') {
    if (words.length === 1) return { kind: 'token', confidence: 'low' };
    const modifier = words[words.length - 2]!;
    return NOT_SECRET_TOKEN.has(modifier) ? undefined : { kind: 'token', confidence: 'medium' };
  }
  if (last === 'pin' && words.length === 1) return { kind: 'payment_card', confidence: 'low' };
  return undefined;
}

/** Declared as a password field whatever its name (`format: password` is a UI masking hint). */
function declaredSecret(schema: unknown): boolean {
  return isRecord(schema) && schema.format === 'password';
}

/** `has_password: boolean` asks whether there is a secret, not for the secret. */
function isFlag(schema: unknown): boolean {
  return isRecord(schema) && schema.type === 'boolean';
}

/** Input parameters at any depth, and prompt arguments, that ask the model for a secret. */
export function checkSecretSolicitation(snapshot: Snapshot): { findings: Finding[]; scanned: number } {
  const findings: Finding[] = [];
  let scanned = 0;
  const judge = (subject: { kind: 'tool' | 'prompt'; name: string }, name: string, path: string, schema: unknown) => {
    scanned++;
    if (isFlag(schema)) return;
    const byName = classifySecretName(name);
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
