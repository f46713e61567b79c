/**
 * The bounds of judging hostile text, in one place: the checks, the word diff and the rules
 * documentation (docs/rules.md, "What the checks read") read them from here.
 */

/**
 * The most of any one string the server sent (a description, a title, a name, a schema keyword's
 * value) that the checks read, in UTF-16 code units. Text heuristics are linear, but on a 60 MB
 * description linear is seconds and gigabytes (a sentence splitter makes millions of strings); no
 * description a model is meant to read is that long, and an instruction hidden past the head is
 * hidden from the checks too: the rules documentation says so.
 */
export const MAX_JUDGED_TEXT = 32 * 1024;

/**
 * Bounds of the word diff. Myers' diff costs (length × edits): two 100 KB descriptions that share
 * nothing took 52 s. Past MAX_DIFF_CHARS on either side, or MAX_DIFF_EDITS word edits, the diff
 * gives way to a replacement (common start and end kept, the middle removed and added whole).
 */
export const MAX_DIFF_CHARS = 20_000;
export const MAX_DIFF_EDITS = 500;

/**
 * Judging gets what collecting left of `timeouts.run_ms`, and at least this grace (or the whole
 * budget when smaller): a run whose collection ran out still has what it gathered judged, briefly.
 */
export const JUDGE_GRACE_MS = 5_000;
