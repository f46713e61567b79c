/**
 * The invariant of the one classification, end to end: whatever the security family calls hidden,
 * no reporter writes raw. For every flagged class, random strings mixing its characters with
 * ordinary text go through the security family (which must report them) and then into the
 * subject names, args, paths and evidence of a report rendered by every reporter.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSecurity } from '../../src/checks/security/index.js';
import { CHAR_CLASSES, isEscaped, isFlagged } from '../../src/text/classes.js';
import { snapshotOf, tool } from '../checks/security/snapshot.js';
import { renderEverywhere, reportCarrying } from './report-of.js';

const ORDINARY = fc.constantFrom('a', 'Z', ' ', '.', '_', '\n', '\t', 'é', '中', '🙂', '`', '|', '<', '&', '"', '\\', '[', '#', '@', 'https://');

const charOf = (ranges: readonly (readonly [number, number])[]) =>
  fc.constantFrom(...ranges).chain(([from, to]) => fc.integer({ min: from, max: to }).map((cp) => String.fromCodePoint(cp)));

describe.each(CHAR_CLASSES.filter((c) => c.flagged).map((c) => [c.name, c] as const))('flagged class %s', (_name, cls) => {
  const hidden = charOf(cls.ranges);
  const text = fc
    .tuple(fc.string({ unit: fc.oneof(ORDINARY, hidden), maxLength: 12 }), hidden, fc.string({ unit: fc.oneof(ORDINARY, hidden), maxLength: 12 }))
    .map(([a, c, b]) => `${a}${c}${b}`);

  it('is reported by the security family and escaped by every reporter', () => {
    fc.assert(
      fc.property(text, (s) => {
        const findings = checkSecurity(snapshotOf({ tools: [tool(s, { description: `Adds.${s}` })] })).filter(
          (f) => f.rule === 'hidden_unicode' && f.status !== 'pass',
        );
        // Only strings the family calls hidden: an emoji selector or joiner after an emoji is not.
        fc.pre(findings.length > 0);
        for (const [reporter, out] of renderEverywhere(reportCarrying(s, findings))) {
          const chars = Array.from(out);
          expect(chars.filter(isFlagged), reporter).toEqual([]);
          // Nor anything else the table escapes (LF aside: reports have lines).
          expect(chars.filter((c) => c !== '\n' && isEscaped(c)), reporter).toEqual([]);
        }
      }),
      { numRuns: 60 },
    );
  });
});
