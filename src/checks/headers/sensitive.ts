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

// `server_address`, `ip_address`, `mac_address`: addresses of machines, not of people.
const MACHINE_ADDRESS = new Set(
  'server ip ipv4 ipv6 mac host hostname network net base bind listen listening remote local endpoint socket url web proxy gateway node peer broadcast multicast memory contract wallet smtp dns relay upstream origin target destination source'.split(' '),
);

function endsWith(words: string[], phrase: string[]): boolean {
  return phrase.length <= words.length && phrase.every((w, i) => w === words[words.length - phrase.length + i]);
}

/**
 * Whether a property (or header) name, or the property's declared format, looks like a credential
 * or personal data. Reuses the security family's secret classifier, plus the header-specific words.
 * A boolean cannot carry either (`include_email`, `mobile`, `has_session`, a `zip` flag are switches),
 * and an address of a machine (`server_address`, `ip_address`) is not personal data.
 */
export function classifySensitiveField(name: string, format?: unknown, type?: unknown): SensitiveMatch | undefined {
  if (type === 'boolean') return undefined;
  if (format === 'password') return { kind: 'credential', word: 'format: password' };
  if (format === 'email' || format === 'idn-email') return { kind: 'pii', word: `format: ${format}` };
  const secret = classifySecretName(name);
  if (secret) return { kind: secret.kind === 'national_id' ? 'pii' : 'credential', word: secret.kind };
  const words = splitIdentifier(name);
  const credential = CREDENTIAL_WORDS.find((phrase) => endsWith(words, phrase));
  if (credential) return { kind: 'credential', word: credential.join(' ') };
  const pii = PII_WORDS.find((phrase) => endsWith(words, phrase));
  if (pii && pii.length === 1 && pii[0] === 'address' && words.length > 1 && MACHINE_ADDRESS.has(words[words.length - 2]!)) return undefined;
  if (pii) return { kind: 'pii', word: pii.join(' ') };
  return undefined;
}
