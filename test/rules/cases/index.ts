/** Every family's rule cases, merged: the book the meta-test holds against the registry. */
import type { CaseBook } from '../tester.js';
import { complianceCases } from './compliance.js';
import { schemaCases } from './schema.js';
import { securityCases } from './security.js';
import { collisionCases } from './collision.js';
import { driftCases } from './drift.js';
import { errorsCases } from './errors.js';
import { resultsCases } from './results.js';
import { behavioralCases } from './behavioral.js';
import { latencyCases } from './latency.js';
import { headersCases } from './headers.js';
import { completionCases } from './completion.js';
import { reviewCases } from './review.js';
import { policyCases } from './policy.js';
import { fleetCases } from './fleet.js';

export const BOOK: CaseBook = {
  ...complianceCases,
  ...schemaCases,
  ...securityCases,
  ...collisionCases,
  ...driftCases,
  ...errorsCases,
  ...resultsCases,
  ...behavioralCases,
  ...latencyCases,
  ...headersCases,
  ...completionCases,
  ...reviewCases,
  ...policyCases,
  ...fleetCases,
};
