import { isRecord } from '../model.js';

/**
 * Tool results that say they failed without setting `isError`.
 *
 * A wrapper around an upstream API often catches the API's error and returns its message as an
 * ordinary result ("Failed to list issues: 503"). The client and the model then take the failure as
 * data, and a tester that counts results as successes times it and counts it as evidence. The test
 * here is deliberately narrow: the *opening* of the result's first text block must state that the
 * operation failed — an error label followed by its message ("Error: …", "[ERROR] …"), a sentence
 * that says the request could not be done ("Failed to …", "Unable to …", "Could not …", "Cannot …",
 * "Request failed …"), an HTTP failure status line ("HTTP 404 Not Found", "503 Service Unavailable"),
 * a traceback, or a JSON error envelope (`{"error": …}` with nothing but error fields). A text that
 * merely mentions errors ("Error handling guide: …", "No errors found", "Errors: 0", "Failed
 * tests: none", "Build failed on main" — a fact about something else) is not a failure.
 *
 * Server text is hostile: only the first `OPENING` characters are matched, every pattern is
 * anchored and free of nested quantifiers, and JSON is parsed only for a short text.
 */

/** How much of the text's opening is read. A failure says so at once. */
const OPENING = 240;
/** Longest text parsed as a JSON error envelope. */
const MAX_JSON = 4096;
/** Longest text kept as evidence. */
const EVIDENCE = 200;

/**
 * Decorations that may precede the statement: whitespace, markdown emphasis and headings, quote
 * marks, bullets, brackets and emoji such as ❌ or ⚠️ (a bounded run, so the scan stays linear).
 */
const LEAD = /^[\s*_#>`"'([{\-–—•·|~!]{0,8}(?:\p{Extended_Pictographic}\uFE0F?\s*){0,2}[\s*_#>`"'([{\-–—•·|~!]{0,8}/u;

/**
 * Labels: the word is the label of what follows ("Error: …", "ERROR - …", "Error 404: …", "Error
 * (E42): …", "[ERROR] …"). A word between the label and its colon must be a code, so "Error rate:
 * 0.1%" and "Failure count: 0" stay data.
 */
const LABEL =
  /^(?:(?:fatal|internal|unexpected|unhandled|runtime|api|http|request|server|tool|execution|validation)\s+)?(?:error|err|exception|failure|fatal)(?:\s*\(\s*[\w.-]{1,40}\s*\)|\s*\[\s*[\w.-]{1,40}\s*\]|\s+\d{1,5})?\s*(?:[:\]]|[-–—]\s)/i;

/** "An error occurred …", "Error while fetching …": a sentence saying this operation hit an error. */
const OCCURRED = /^(?:an?\s+)?(?:(?:unexpected|internal|unknown|server)\s+)?error\s+(?:occurred|occured|was\s+encountered|happened|while|when|during|calling|fetching|executing|processing)\b/i;

/** "Failed to …", "Failed: …", "Failed with …": the requested operation did not happen. */
const FAILED = /^(?:failed|failure)\s+(?:to|with|while|when|during)\b|^failed\s*[:!.]/i;

/** "Request failed …", "API call failed …": the operation itself, by its generic name, failed. */
const OPERATION_FAILED = /^(?:the\s+)?(?:(?:api|http|tool|upstream|network)\s+)?(?:request|call|operation|query|search|fetch|lookup|execution|invocation)\s+(?:has\s+)?failed\b/i;

/** "Unable to …", "Could not …", "Cannot …": the sentence has no subject but the operation asked for. */
const COULD_NOT = /^(?:unable|not\s+able)\s+to\s+\p{L}|^(?:could\s*not|couldn['’]t|cannot|can['’]t|can\s+not)\s+\p{L}/iu;

/** Refusals of the operation by the upstream: "Access denied", "Permission denied", "Unauthorized: …". */
const DENIED = /^(?:access|permission)\s+denied\b|^(?:unauthori[sz]ed|forbidden)\s*(?:[:.!]|$|\s*\(|\s+[-–—])/i;

/** HTTP failure status lines: with an HTTP/status prefix any 4xx/5xx, bare only with its reason phrase. */
const HTTP_PREFIXED = /^(?:https?(?:\/\d(?:\.\d)?)?|status(?:\s+code)?|response(?:\s+status)?)\s*[:=]?\s*[45]\d\d\b/i;
const HTTP_BARE =
  /^[45]\d\d\s*[:\-–—]?\s*(?:bad\s+request|unauthori[sz]ed|payment\s+required|forbidden|not\s+found|method\s+not\s+allowed|not\s+acceptable|request\s+timeout|conflict|gone|payload\s+too\s+large|unprocessable\s+(?:entity|content)|too\s+many\s+requests|internal\s+server\s+error|not\s+implemented|bad\s+gateway|service\s+unavailable|gateway\s+time-?out)\b/i;

/** A Python traceback or a thrown JavaScript error's stack rendered as the result. */
const TRACEBACK = /^traceback\s+\(most\s+recent\s+call\s+last\)/i;
/** A thrown error's class and message ("TypeError: …"): case matters, so "Terror: …" prose is no class name. */
const THROWN = /^[A-Z]\w{0,40}(?:Error|Exception):/;

const PATTERNS: readonly RegExp[] = [LABEL, OCCURRED, FAILED, OPERATION_FAILED, COULD_NOT, DENIED, HTTP_PREFIXED, HTTP_BARE, TRACEBACK, THROWN];

/** Members a JSON error envelope may have besides `error`: anything else is data that came back. */
const ENVELOPE_KEYS = new Set(['error', 'errors', 'message', 'code', 'status', 'statuscode', 'status_code', 'details', 'detail', 'error_description', 'success', 'ok', 'type', 'title', 'request_id', 'requestid']);

/** Whether a text's opening states that the operation failed. */
export function textReadsAsFailure(text: string): boolean {
  const opening = text.slice(0, OPENING);
  const lead = LEAD.exec(opening)?.[0].length ?? 0;
  const statement = opening.slice(lead);
  if (PATTERNS.some((p) => p.test(statement))) return true;
  return text.length <= MAX_JSON && isErrorEnvelope(text);
}

/**
 * `{"error": "…"}`, `{"success": false, "error": {…}}`, `{"errors": [ … ]}`: an object whose error
 * member is non-empty, that says nothing contradicting it (`success`/`ok` true), and that holds no
 * member beyond the usual error fields.
 */
function isErrorEnvelope(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return false;
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    return false;
  }
  if (!isRecord(value)) return false;
  const keys = Object.keys(value);
  if (!keys.every((k) => ENVELOPE_KEYS.has(k.toLowerCase()))) return false;
  if (value.success === true || value.ok === true) return false;
  const error = value.error ?? value.errors;
  if (typeof error === 'string') return error.trim() !== '';
  if (Array.isArray(error)) return error.length > 0;
  return isRecord(error) && Object.keys(error).length > 0;
}

/** The first text block of a result's content, when it has one. */
function firstText(result: Record<string, unknown>): string | undefined {
  if (!Array.isArray(result.content)) return undefined;
  for (const block of result.content) {
    if (isRecord(block) && block.type === 'text' && typeof block.text === 'string') return block.text;
  }
  return undefined;
}

/**
 * The failure a result states without `isError`, clipped for evidence; undefined when the result
 * has `isError: true` (it says so properly), is not an object, or reads as anything but a failure.
 */
export function failureText(result: unknown): string | undefined {
  if (!isRecord(result) || result.isError === true) return undefined;
  const text = firstText(result);
  if (text === undefined || !textReadsAsFailure(text)) return undefined;
  const trimmed = text.trim();
  return trimmed.length > EVIDENCE ? `${trimmed.slice(0, EVIDENCE)}…` : trimmed;
}

/** A result without `isError` whose text reads as a failure. */
export function readsAsFailure(result: unknown): boolean {
  return failureText(result) !== undefined;
}
