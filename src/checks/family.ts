/**
 * How a check family is declared: a pure `run` over the evidence (what evidence it needs and
 * whether the config turns it on is its plan, src/checks/plan.ts). The rule ids a family may emit are the registry's rules of that
 * family (src/rules), so a family cannot emit another family's rule without a test noticing.
 */

import type { Config } from '../config/schema.js';
import type { Family, JsonValue } from '../model.js';
import type { Finding } from '../rules/index.js';
import type { Evidence } from '../snapshot/evidence.js';

/** What every check reads: the evidence of one run, the config, and the one CLI flag that changes judgement. */
export interface CheckContext {
  evidence: Evidence;
  config: Config;
  /** `run --update-golden`: golden files are being rewritten, so they are not compared. */
  updateGolden: boolean;
  /**
   * The families this command runs, when known: a family leaves to another what that one already
   * lists (drift leaves refused calls to behavioral under `run`, and lists them itself under `diff`).
   */
  families?: ReadonlySet<Family>;
  /**
   * How the CLI redacts data it writes (config secrets become `***`). A golden file is written
   * redacted, so a result is compared with it in the form it would be written.
   */
  redact?: (value: JsonValue) => JsonValue;
}

export interface CheckFamily<F extends Family = Family> {
  family: F;
  /** Pure: reads the context, returns findings. */
  run(context: CheckContext): Finding[];
}

/** Declares a family; the identity function keeps each declaration's `family` literal. */
export function defineFamily<F extends Family>(family: CheckFamily<F>): CheckFamily<F> {
  return family;
}
