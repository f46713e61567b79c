import type { CaseBook } from '../tester.js';

export const schemaCases: CaseBook = {};
