import type { CaseBook } from '../tester.js';

export const reviewCases: CaseBook = {};
