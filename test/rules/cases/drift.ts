import type { CaseBook } from '../tester.js';

export const driftCases: CaseBook = {};
