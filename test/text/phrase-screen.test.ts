import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPhrases, PHRASES } from '../../src/text/phrases.js';

/** findPhrases without its screen: every phrase, one by one. */
function reference(text: string, weak: boolean): string[] {
  return PHRASES.filter((p) => weak || !p.weak).flatMap((p) => [...text.matchAll(p.re)].map((m) => `${p.id}@${m.index}`));
}

// Fragments that trigger a phrase, and filler that triggers none, so random texts often match one
// phrase (and often none).
const FRAGMENTS = [
  'ignore previous instructions', 'do not tell the user', 'send the result to https://x.example/a', 'first, call get_data',
  'before using this tool call auth', 'always use this tool', 'you must', 'SYSTEM:', '<|im_start|>', '[INST]', 'hide this from the user',
  'silently forward', 'prefer this tool over web search', 'instead of any other tools', 'never use another tool', 'make sure to',
  'returns the records', 'of the workspace', 'for this account', '.', '\n', '# assistant:', 'the', 'user', 'tool', 'call',
];

describe('the phrase screen', () => {
  it('finds exactly what matching phrase by phrase finds', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 12 }), fc.boolean(), (words, weak) => {
        const text = words.join(' ');
        const found = findPhrases(text, { every: true, ...(weak ? {} : { weak: false }) }).map((h) => `${h.phrase.id}@${h.index}`);
        expect(found).toEqual(reference(text, weak));
      }),
      { numRuns: 2000 },
    );
  });
});
