import type { CaseBook } from '../tester.js';

export const securityCases: CaseBook = {};
