/** Tokenisers shared by the security and collision checks. */

/**
 * Splits an identifier into lower-case words across snake_case, kebab-case, dots, camelCase and
 * acronyms: `getHTTPResponse` → get, http, response; `APIKey` → api, key; `oauth2_token` → oauth, 2, token.
 */
export function splitIdentifier(name: string): string[] {
  // The same split spelled for ASCII, which most names are: the Unicode property classes cost more.
  const words = (ASCII.test(name) ? name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) : name.match(/\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lo}+|\d+/gu)) ?? [];
  return words.map((w) => w.toLowerCase());
}

/** Lower-case words of prose (letters and digits), in order. */
export function words(text: string): string[] {
  const lower = text.toLowerCase();
  return (ASCII.test(lower) ? lower.match(/[a-z0-9]+/g) : lower.match(/[\p{L}\p{N}]+/gu)) ?? [];
}

const ASCII = /^[\x00-\x7f]*$/;

/** English third-person and gerund forms reduced to the base verb: `deletes` → delete, `copies` → copy. */
export function baseVerb(word: string): string {
  const w = word.toLowerCase();
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(?:ss|sh|ch|x|z)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

// Function words carry no topic; dropping them lets two descriptions be compared on what they say.
const STOPWORDS = new Set(
  (
    'a an the and or but nor of to in on at by for from with without into onto over under about as is are was were be ' +
    'been being it its this that these those which who whom whose what when where how than then there here such can ' +
    'could may might must shall should will would do does did done has have had having not no yes if else so also only ' +
    'just all any each every some more most other same own you your yours we our they their them he she his her i me my ' +
    'up down out off via per e g ie eg etc'
  ).split(' '),
);

/**
 * A crude suffix stripper, enough for comparison (never shown to anyone): returns, returning,
 * returned → return; files, file → fil; entities → entity.
 */
function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  for (const suffix of ['ing', 'ed', 'es', 's']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3 && !(suffix === 's' && w.endsWith('ss'))) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w;
}

/** Distinct content words of a description: lower case, stop words dropped, stemmed. */
export function contentTokens(text: string): string[] {
  const out = new Set<string>();
  for (const w of words(text)) if (w.length >= 2 && !STOPWORDS.has(w)) out.add(stem(w));
  return [...out];
}
