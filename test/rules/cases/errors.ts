import type { CaseBook } from '../tester.js';

export const errorsCases: CaseBook = {};
