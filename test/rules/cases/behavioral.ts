import type { CaseBook } from '../tester.js';

export const behavioralCases: CaseBook = {};
