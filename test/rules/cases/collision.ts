import type { CaseBook } from '../tester.js';

export const collisionCases: CaseBook = {};
