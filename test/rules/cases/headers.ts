import type { CaseBook } from '../tester.js';

export const headersCases: CaseBook = {};
