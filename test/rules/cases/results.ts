import type { CaseBook } from '../tester.js';

export const resultsCases: CaseBook = {};
