import type { CaseBook } from '../tester.js';

export const completionCases: CaseBook = {};
