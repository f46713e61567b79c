import { describe, expect, it } from 'vitest';
import type { Connection } from '../../src/client/types.js';
import { listPages } from '../../src/run/capture.js';
import type { Exchange } from '../../src/snapshot/wire.js';

/**
 * A connection answering tools/list from `answer(cursor)`; every event (a request sent, an item
 * validated, a progress line) is logged in order, so the tests see what is sent before what is read.
 */
function fake(answer: (cursor: string | undefined) => Partial<Exchange>) {
  const log: string[] = [];
  let seq = 0;
  const conn = {
    request(method: string, params: { cursor?: string }) {
      log.push(`send ${params.cursor ?? '(first)'}`);
      const exchange: Exchange = { seq: ++seq, method, params, outcome: 'result', durationMs: 0, framingIssues: [], ...answer(params.cursor) };
      return Promise.resolve(exchange);
    },
  } as unknown as Connection;
  const validate = (_kind: string, raw: unknown) => {
    log.push(`read ${(raw as { name: string }).name}`);
    return [];
  };
  const onProgress = (what: string) => log.push(what);
  return { conn, log, validate, onProgress };
}

const page = (n: number, next?: string | null) => ({ result: { tools: [{ name: `t${n}` }], ...(next === undefined ? {} : { nextCursor: next }) } });

describe('listPages', () => {
  it("asks for the next page before reading this one's items, with the same requests, cursors and pages", async () => {
    const { conn, log, validate, onProgress } = fake((c) => (c === undefined ? page(1, 'a') : c === 'a' ? page(2, 'b') : page(3)));
    const { trace, items } = await listPages(conn, 'tools', { maxPages: 10, onProgress }, validate);
    expect(log).toEqual([
      'listing tools, page 1',
      'send (first)',
      'listing tools, page 2',
      'send a',
      'read t1',
      'listing tools, page 3',
      'send b',
      'read t2',
      'read t3',
    ]);
    expect(trace.stop).toBe('end');
    expect(trace.pages.map((p) => [p.cursorSent, p.nextCursor, p.exchangeSeq])).toEqual([
      [null, 'a', 1],
      ['a', 'b', 2],
      ['b', undefined, 3],
    ]);
    expect(items.map((i) => [i.key, i.page, i.index])).toEqual([
      ['t1', 0, 0],
      ['t2', 1, 1],
      ['t3', 2, 2],
    ]);
  });

  it('sends nothing past the page cap, a repeated cursor or a non-string cursor', async () => {
    const capped = fake((c) => page(1, `${c ?? ''}x`));
    expect((await listPages(capped.conn, 'tools', { maxPages: 2 }, capped.validate)).trace).toMatchObject({ stop: 'page-cap', pages: [{}, {}] });
    expect(capped.log.filter((l) => l.startsWith('send'))).toEqual(['send (first)', 'send x']);

    const looping = fake(() => page(1, 'again'));
    const loop = await listPages(looping.conn, 'tools', { maxPages: 10 }, looping.validate);
    expect(loop.trace.stop).toBe('cursor-loop');
    expect(loop.trace.pages).toHaveLength(2);
    expect(looping.log.filter((l) => l.startsWith('send'))).toEqual(['send (first)', 'send again']);

    const numeric = fake(() => page(1, 7 as unknown as string));
    expect((await listPages(numeric.conn, 'tools', { maxPages: 10 }, numeric.validate)).trace.stop).toBe('end');
    expect(numeric.log.filter((l) => l.startsWith('send'))).toEqual(['send (first)']);

    const none = fake(() => page(1, 'a'));
    expect(await listPages(none.conn, 'tools', { maxPages: 0 }, none.validate)).toEqual({ trace: { stop: 'page-cap', pages: [] }, items: [] });
    expect(none.log).toEqual([]);
  });

  it('stops at an error page with what it had, and sends nothing once the signal is aborted', async () => {
    const failing = fake((c) => (c === undefined ? page(1, 'a') : { outcome: 'error', error: { code: -32602, message: 'bad cursor' } }));
    const r = await listPages(failing.conn, 'tools', { maxPages: 10 }, failing.validate);
    expect(r.trace).toMatchObject({ stop: 'error', errorSeq: 2 });
    expect(r.items.map((i) => i.key)).toEqual(['t1']);

    const controller = new AbortController();
    const aborting = fake(() => {
      controller.abort();
      return page(1, 'a');
    });
    const cut = await listPages(aborting.conn, 'tools', { maxPages: 10, signal: controller.signal }, aborting.validate);
    expect(cut.trace.stop).toBe('deadline');
    expect(cut.trace.pages).toHaveLength(1);
    expect(aborting.log).toEqual(['send (first)', 'read t1']);
  });
});
