import { BOOK } from './cases/index.js';
import { testRules } from './tester.js';

testRules(BOOK);
