import { classifySecretName } from '../security/index.js';
import { splitIdentifier } from '../../text/tokens.js';

/** Why a header-mirrored field is refused by deployment policy. */
export interface SensitiveMatch {
  kind: 'credential' | 'pii';
  /** The words (or format) that decided it, for the finding. */
  word: string;
}

// Credential words the secret classifier leaves alone because, in a parameter, they usually mean
// something harmless; as a header they name exactly what a proxy must never see.
const CREDENTIAL_WORDS = [['auth'], ['authorization'], ['bearer'], ['jwt'], ['session'], ['session', 'id'], ['sid']];

// Personal data, matched on the last words of a name like the secret classifier does, so
// `email_domain` (a domain) passes and `contact_email` does not.
const PII_WORDS = [
  ['email'], ['mail'], ['emails'], ['phone'], ['phone', 'number'], ['telephone'], ['mobile'], ['msisdn'],
  ['address'], ['street'], ['zip'], ['zipcode'], ['zip', 'code'], ['postcode'], ['postal', 'code'],
  ['surname'], ['firstname'], ['lastname'], ['fullname'], ['first', 'name'], ['last', 'name'], ['full', 'name'],
  ['given', 'name'], ['family', 'name'], ['middle', 'name'], ['maiden', 'name'], ['person', 'name'], ['customer', 'name'], ['patient', 'name'],
  ['birthdate'], ['birthday'], ['dob'], ['birth', 'date'], ['date', 'of', 'birth'],
  ['passport'], ['passport', 'number'], ['national', 'id'], ['tax', 'id'], ['ssn'], ['iban'],
];

function endsWith(words: string[], phrase: string[]): boolean {
  return phrase.length <= words.length && phrase.every((w, i) => w === words[words.length - phrase.length + i]);
}

/**
 * Whether a property (or header) name, or the property's declared format, looks like a credential
 * or personal data. Reuses the security family's secret classifier, plus the header-specific words.
 */
export function classifySensitiveField(name: string, format?: unknown): SensitiveMatch | undefined {
  if (format === 'password') return { kind: 'credential', word: 'format: password' };
  if (format === 'email' || format === 'idn-email') return { kind: 'pii', word: `format: ${format}` };
  const secret = classifySecretName(name);
  if (secret) return { kind: secret.kind === 'national_id' ? 'pii' : 'credential', word: secret.kind };
  const words = splitIdentifier(name);
  const credential = CREDENTIAL_WORDS.find((phrase) => endsWith(words, phrase));
  if (credential) return { kind: 'credential', word: credential.join(' ') };
  const pii = PII_WORDS.find((phrase) => endsWith(words, phrase));
  if (pii) return { kind: 'pii', word: pii.join(' ') };
  return undefined;
}
