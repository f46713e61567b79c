import type { CaseBook } from '../tester.js';

export const complianceCases: CaseBook = {};
