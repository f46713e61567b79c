import { describe, expect, it } from 'vitest';
import { checkEmptyCursor, checkPageOverlap, checkSecondListing } from '../../../src/checks/compliance/pagination.js';
import type { ListPage, Snapshot } from '../../../src/snapshot/types.js';
import { exchange, item, okTool, snapshot } from '../../support/snapshot.js';
import { only, probes } from './support.js';
import { argsOf } from '../../support/findings.js';
import { findingMessage } from '../../../src/rules/index.js';
import { plainQuote } from '../../../src/report/common.js';

const page = (cursorSent: string | null, nextCursor: unknown, exchangeSeq: number, itemCount = 1): ListPage => ({ cursorSent, nextCursor, itemCount, exchangeSeq });

/** A tools snapshot whose items sit on the given pages (names per page). */
function paged(pages: string[][], stop: Snapshot['lists']['tools']['stop'] = 'end'): Snapshot {
  const s = snapshot([]);
  s.tools = pages.flatMap((names, p) => names.map((name) => ({ ...item(okTool(name)), page: p }))).map((it, index) => ({ ...it, index }));
  s.lists.tools = { stop, pages: pages.map((names, p) => page(p === 0 ? null : `c${p}`, p < pages.length - 1 ? `c${p + 1}` : undefined, p + 1, names.length)) };
  return s;
}

describe('pagination_duplicates', () => {
  it('fails an item listed on two pages', () => {
    const [f] = checkPageOverlap(paged([['a', 'b'], ['a', 'c']]));
    expect(f).toMatchObject({ rule: 'pagination_duplicates', status: 'fail', args: { list: 'tools', count: 1, names: ['a'] } });
  });

  it('passes distinct pages and says nothing about a single page (a repeat there is tool_name_duplicate’s)', () => {
    expect(checkPageOverlap(paged([['a', 'b'], ['c']]))).toEqual([expect.objectContaining({ status: 'pass', args: { list: 'tools', pages: 2 } })]);
    expect(checkPageOverlap(paged([['a', 'a']]))).toEqual([]);
  });
});

describe('empty_cursor_followed', () => {
  it('passes when the page after nextCursor "" was requested with cursor ""', () => {
    const s = snapshot([]);
    s.lists.tools = { stop: 'end', pages: [page(null, '', 1), page('', undefined, 2)] };
    expect(checkEmptyCursor(s)).toEqual([expect.objectContaining({ rule: 'empty_cursor_followed', status: 'pass', args: { list: 'tools', page: 1, next: 2 } })]);
  });

  it('fails a server that refuses the empty cursor it issued', () => {
    const s = snapshot([]);
    s.lists.tools = { stop: 'error', pages: [page(null, '', 1)], errorSeq: 2 };
    s.exchanges.push(exchange({ seq: 2, method: 'tools/list', params: { cursor: '' }, outcome: 'error', error: { code: -32602, message: 'Invalid cursor' } }));
    expect(checkEmptyCursor(s)[0]).toMatchObject({ status: 'fail', args: { page: 1, reason: 'refused', errorCode: -32602, errorMessage: 'Invalid cursor' } });
    expect(findingMessage(checkEmptyCursor(s)[0]!, plainQuote)).toBe('"tools" page 1 ended with nextCursor "" but the server refused it: error -32602 "Invalid cursor"');
  });

  it('fails an empty cursor issued twice (a loop)', () => {
    const s = snapshot([]);
    s.lists.prompts = { stop: 'cursor-loop', pages: [page(null, '', 1), page('', '', 2)] };
    const findings = checkEmptyCursor(s);
    expect(findings.map((f) => [f.status, argsOf(f).list, argsOf(f).page])).toEqual([
      ['pass', 'prompts', 1],
      ['fail', 'prompts', 2],
    ]);
    expect(argsOf(findings[1]!).reason).toBe('cursor-loop');
    expect(findingMessage(findings[1]!, plainQuote)).toContain('but the server had issued the empty cursor before (a cursor loop)');
  });

  it('says nothing when no page ends with an empty cursor', () => {
    expect(checkEmptyCursor(paged([['a'], ['b']]))).toEqual([]);
  });
});

describe('pagination_stable (second listing)', () => {
  const second = (names: string[], stop: 'end' | 'error' = 'end') => probes('legacy', 'stdio', { second_listing: { kind: 'listing', trace: { stop, pages: [] }, names } });

  it('passes the same tools in the same order', () => {
    expect(only(checkSecondListing(paged([['a', 'b'], ['c']]), second(['a', 'b', 'c'])), 'pagination_stable')).toMatchObject({ status: 'pass', args: { count: 3 } });
  });

  it('warns about the same tools in another order, naming the first difference', () => {
    const f = only(checkSecondListing(paged([['a', 'b'], ['c']]), second(['c', 'b', 'a'])), 'pagination_stable');
    expect(f).toMatchObject({ status: 'warn', args: { position: 1, first: 'a', second: 'c' } });
  });

  it('fails tools that vanish or appear, counting repeats', () => {
    const f = only(checkSecondListing(paged([['a', 'b'], ['a']]), second(['a', 'b', 'd'])), 'pagination_stable');
    expect(f).toMatchObject({ status: 'fail', args: { missing: ['a'], added: ['d'] } });
  });

  it('compares a second listing stopped at its page bound with as many tools from the start of the first', () => {
    const bounded = (names: string[], pages: number) =>
      probes('legacy', 'stdio', { second_listing: { kind: 'listing', trace: { stop: 'page-cap', pages: Array.from({ length: pages }, (_, i) => ({ cursorSent: i === 0 ? null : String(i), nextCursor: String(i + 1), itemCount: 1, exchangeSeq: i })) }, names } });
    const long = paged([['a'], ['b'], ['c'], ['d']]);
    expect(only(checkSecondListing(long, bounded(['a', 'b'], 2)), 'pagination_stable')).toMatchObject({ status: 'pass', args: { count: 2, pages: 2, of: 4 } });
    expect(only(checkSecondListing(long, bounded(['a', 'x'], 2)), 'pagination_stable')).toMatchObject({ status: 'fail', args: { missing: ['b'], added: ['x'] } });
    expect(only(checkSecondListing(long, bounded(['b', 'a'], 2)), 'pagination_stable')).toMatchObject({ status: 'warn', args: { position: 1 } });
    // A list of two pages that the second time runs on to the bound: the extra tools are added ones.
    expect(only(checkSecondListing(paged([['a'], ['b']]), bounded(['a', 'b', 'c'], 3)), 'pagination_stable')).toMatchObject({ status: 'fail', args: { missing: [], added: ['c'] } });
  });

  it('skips when either listing did not end, and stays silent without a tools list', () => {
    expect(only(checkSecondListing(paged([['a']], 'cursor-loop'), second(['a'])), 'pagination_stable')).toMatchObject({ status: 'skip', args: { reason: 'first-not-ended', stop: 'cursor-loop' } });
    expect(only(checkSecondListing(paged([['a']]), second([], 'error')), 'pagination_stable').args).toMatchObject({ reason: 'second-not-ended', stop: 'error' });
    expect(findingMessage(only(checkSecondListing(paged([['a']]), second([], 'error')), 'pagination_stable')!, plainQuote)).toBe('Second listing not compared: the second listing did not end (error)');
    const none = snapshot([]);
    none.lists.tools = { stop: 'not-advertised', pages: [] };
    expect(checkSecondListing(none, probes('legacy', 'stdio', { second_listing: { kind: 'skipped', reason: 'the server does not advertise tools' } }))).toEqual([]);
  });
});
