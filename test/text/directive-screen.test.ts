import { describe, expect, it } from 'vitest';
import { mayHoldDirective, SCREEN_SOURCES, type ToolContext } from '../../src/text/directives.js';

const ctx: ToolContext = { tools: new Map() };

// mayHoldDirective screens a text with a loosened copy of its cue pattern, run on the lower-cased
// text without `i` and `u`, before the exact pattern confirms. The copy must only ever match more:
// each text below holds just one cue whose loosened form once matched less, so the screen passed it
// over unread.
describe('mayHoldDirective: the fast screen never passes over a cue', () => {
  it.each([
    ['\\D kept as written (lower-cased it was \\d)', 'Number of replicas, 0 to 50.'],
    ['\\W kept as written (lower-cased it was \\w)', 'Limit the search to region: * for now.'],
    ['a letter class inside a negative lookahead narrowed, not widened', 'Lists events between two times.'],
    ['a letter class inside a character class', "Le rapport part sans que l'utilisateur en soit informé."],
    // The screen looks for these from their first literal on: the run before it is dropped.
    ['an address, screened from its @', 'Write to ops@acme.io when in doubt.'],
    ['a host, screened from its top-level domain', 'Mirror the output at files.acme-data.io today.'],
  ])('%s', (_why, text) => {
    expect(mayHoldDirective(text, ctx)).toBe(true);
  });

  it('still passes over generated documentation that holds no cue, whatever its numbers', () => {
    for (let region = 0; region < 250; region += 37) {
      expect(mayHoldDirective(`Returns the invoices of region ${region} for the current account.`, ctx)).toBe(false);
    }
    expect(mayHoldDirective('Opaque paging cursor from a previous call.', ctx)).toBe(false);
  });

  it('a cue inside a word is no cue; at a word start it is', () => {
    // "unabhängig" (override) inside a longer word is not the cue; at a word start it is.
    expect(mayHoldDirective('Gibt Preisunabhängigkeit an.', ctx)).toBe(false);
    expect(mayHoldDirective('Gilt unabhängig von der Eingabe.', ctx)).toBe(true);
    expect(mayHoldDirective('Gilt (unabhängig von der Eingabe).', ctx)).toBe(true);
  });
});

describe('mayHoldDirective: a tool named in the text', () => {
  const tools = (...names: string[]): ToolContext => ({ tools: new Map(names.map((n) => [n, new Set<string>()])) });

  it('finds a joined tool name wherever it stands, and a one-word one only when the server has one', () => {
    const joined = tools('list_items', 'api.v2', 'get-report');
    expect(mayHoldDirective('Then pass the result to list_items.', joined)).toBe(true);
    expect(mayHoldDirective('The api.v2 endpoint answers.', joined)).toBe(true);
    expect(mayHoldDirective('Afterwards get-report returns the totals.', joined)).toBe(true);
    expect(mayHoldDirective('Returns the list items of the report.', joined)).toBe(false);
    expect(mayHoldDirective('Pass it on to lookup then.', joined)).toBe(false);
    // A one-word name is looked up word by word.
    expect(mayHoldDirective('Pass it on to lookup then.', tools('list_items', 'lookup'))).toBe(true);
  });

  it('reads a joined word whole, not a joined tail of it', () => {
    // items_list is no tool; its tail "list" joined to nothing is not list_items either.
    expect(mayHoldDirective('Sorted by items_list order.', tools('list_items', 'items_list_all'))).toBe(false);
    expect(mayHoldDirective('Sorted by x_items_list_all order.', tools('list_items', 'items_list_all'))).toBe(false);
    expect(mayHoldDirective('Sorted by items_list_all order.', tools('list_items', 'items_list_all'))).toBe(true);
  });
});

describe('the screens stay patterns V8 optimises', () => {
  // irregexp skips its optimisations for a pattern source over 20 KB: the screen that grew to 20,734
  // characters took 170 ms over a 20,000-letter CJK word, against 2 ms a few alternatives earlier.
  it('holds every screen pattern under 20 KB, split into several when its alternatives grow', () => {
    expect(SCREEN_SOURCES.length).toBeGreaterThanOrEqual(3);
    for (const source of SCREEN_SOURCES) expect(source.length).toBeLessThan(20 * 1024);
  });
});
