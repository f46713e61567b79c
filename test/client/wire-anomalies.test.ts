import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_DEPTH, clipDepth, decodeMessages, rawIds, type OutgoingMessage } from '../../src/client/jsonrpc.js';
import { RpcPeer, newPeerRecord, noteAnomaly } from '../../src/client/peer.js';
import { Utf8Decoder } from '../../src/client/http.js';
import type { Delivery, Transport, TransportSink } from '../../src/client/transport.js';
import type { WireAnomaly } from '../../src/snapshot/wire.js';

/** A peer over a fake wire: `answer` plays the server, writing raw JSON texts the way a transport decodes them. */
function wire(answer: (message: OutgoingMessage, say: (text: string, replyTo?: number) => void) => void, delivery: Partial<Delivery> = {}) {
  let sink!: TransportSink;
  const say = (text: string, replyTo?: number) => {
    for (const { value, rawId } of decodeMessages(text)!) sink.message(value, { ...(replyTo === undefined ? {} : { replyTo }), ...(rawId === undefined ? {} : { rawId }) });
  };
  const transport: Transport = {
    kind: 'stdio',
    start: async (s) => void (sink = s),
    send: async (message) => {
      // The server side answers requests only (not the peer's cancellations).
      if ('method' in message && 'id' in message) answer(message, say);
      return { final: false, ...delivery };
    },
    alive: () => true,
    stderrTail: () => '',
    stdoutNoise: [],
    close: async () => {},
  };
  const record = newPeerRecord();
  const peer = new RpcPeer(transport, record);
  return { peer, record, start: () => transport.start(peer.sink()) };
}

const req = (peer: RpcPeer, method: string, timeoutMs = 300) => peer.request(method, undefined, { timeoutMs, timeoutName: 'test' });
const idOf = (m: OutgoingMessage) => ('id' in m ? (m.id as number) : 0);
const kinds = (anomalies: WireAnomaly[]) => Object.fromEntries(anomalies.map((a) => [a.kind, a.count]));

describe('rawIds: the source text of each message id', () => {
  it.each<[string, Array<string | undefined>]>([
    ['{"jsonrpc":"2.0","id":1e400,"result":{"id":5}}', ['1e400']],
    [' [ {"id" : 1.0000000000000000001}, 42, {"x":{"id":3}}, {"id":"a\\"b"} ]', ['1.0000000000000000001', undefined, undefined, '"a\\"b"']],
    ['{"result":{"id":2},"id":[1]}', ['[…]']],
    ['{"result":"}{\\\\","id":7}', ['7']],
    ['"text"', [undefined]],
    ['{"id":123456789012345678901234567890}', ['123456789012345678901234567890']],
  ])('%s', (text, ids) => {
    expect(rawIds(text)).toEqual(ids);
  });

  it.each([
    '{"result":{"tools":[]},"jsonrpc":"2.0","id":3}',
    '{"result":{},"id":1.0000000000000000001 }\n',
    '{"id":1,"k\\"id":3}',
    '{"id":1,"k\\\\":"\\\\","id":4}',
    '{"id":2,"x":{"id":3}}',
    `{"id":5,"pad":"${'x'.repeat(200)}\\"id\\":9}"}`,
    '[{"id":1},{"id":2}]',
  ])('decodeMessages reads the same id as the full scan: %s', (text) => {
    expect(decodeMessages(text)!.map((m) => m.rawId)).toEqual(rawIds(text));
  });

  it('scans a megabyte string id and a 30,000-element batch, each id once and in order', () => {
    // A quadratic scan would hit the test timeout; no wall-clock limit here, so a busy machine
    // cannot fail it. What is asserted is what the scan finds.
    const big = `{"jsonrpc":"2.0","id":"${'s'.repeat(1 << 20)}","result":{}}`;
    const batch = `[${Array.from({ length: 30_000 }, (_, i) => `{"id":${i},"result":{"tools":[{"name":"t${i}"}]}}`).join(',')}]`;
    expect(rawIds(big)).toEqual([`"${'s'.repeat(1 << 20)}"`]);
    expect(rawIds(batch)).toEqual(Array.from({ length: 30_000 }, (_, i) => String(i)));
  });
});

describe('the peer matches ids exactly and counts every anomaly', () => {
  it('a number JSON.parse rounds onto a pending id (1.0000000000000000001 for 1) is not its answer', async () => {
    const { peer, record, start } = wire((m, say) => {
      say(`{"jsonrpc":"2.0","id":${idOf(m)}.0000000000000000001,"result":{"serverInfo":{"name":""}}}`);
      say(`{"jsonrpc":"2.0","id":${idOf(m)},"result":{"serverInfo":{"name":"real"}}}`);
    });
    await start();
    const exchange = await req(peer, 'initialize');
    expect(exchange.result).toEqual({ serverInfo: { name: 'real' } });
    expect(record.anomalies).toEqual([{ kind: 'unknown-id', count: 1, first: 'id 1.0000000000000000001' }]);
  });

  it('stray ids of every shape are one finding kind with their count; the first offender is kept, cut short', async () => {
    const strays = ['1e400', '123456789012345678901234567890', JSON.stringify('x'.repeat(1_000_000)), '"never"', '-5'];
    const { peer, record, start } = wire((m, say) => {
      for (const id of strays) say(`{"jsonrpc":"2.0","id":${id},"result":{"serverInfo":{"name":""}}}`);
      say(`{"jsonrpc":"2.0","id":${idOf(m)},"result":{"serverInfo":{"name":"real"}}}`);
    });
    await start();
    expect((await req(peer, 'initialize')).result).toEqual({ serverInfo: { name: 'real' } });
    expect((await req(peer, 'tools/list')).result).toEqual({ serverInfo: { name: 'real' } });
    expect(record.anomalies).toEqual([{ kind: 'unknown-id', count: 10, first: 'id 1e400' }]);
  });

  it('a duplicate is counted as one, a late answer as another, and neither answers the next request', async () => {
    const { peer, record, start } = wire((m, say) => {
      const method = (m as { method: string }).method;
      if (method === 'slow') return;
      say(`{"jsonrpc":"2.0","id":${idOf(m)},"result":{"for":"${method}"}}`);
      say(`{"jsonrpc":"2.0","id":${idOf(m)},"result":{"for":"${method} again"}}`);
      if (method === 'after') say(`{"jsonrpc":"2.0","id":1,"result":{"for":"slow, at last"}}`);
    });
    await start();
    expect((await req(peer, 'slow', 50)).outcome).toBe('timeout');
    expect((await req(peer, 'after')).result).toEqual({ for: 'after' });
    expect(kinds(record.anomalies)).toEqual({ duplicate: 1, late: 1 });
  });

  it('an answer that overtakes an earlier request on one stream is counted, and each still reaches its own request', async () => {
    const sent: OutgoingMessage[] = [];
    const { peer, record, start } = wire((m, say) => {
      sent.push(m);
      if (sent.length === 2) for (const s of [...sent].reverse()) say(`{"jsonrpc":"2.0","id":${idOf(s)},"result":{"for":${idOf(s)}}}`);
    });
    await start();
    const [a, b] = await Promise.all([req(peer, 'a'), req(peer, 'b')]);
    expect([a.result, b.result]).toEqual([{ for: 1 }, { for: 2 }]);
    expect(record.anomalies).toEqual([{ kind: 'out-of-order', count: 1, first: 'the answer to b (id 2) came before the answer to a (id 1)' }]);
  });

  it('on an HTTP reply, a stray answer before the real one is not taken for it', async () => {
    const { peer, record, start } = wire(
      (m, say) => {
        say('{"jsonrpc":"2.0","id":999,"result":{"serverInfo":{"name":""}}}', idOf(m));
        say(`{"jsonrpc":"2.0","id":${idOf(m)},"result":{"serverInfo":{"name":"real"}}}`, idOf(m));
      },
      { final: true },
    );
    await start();
    const exchange = await req(peer, 'initialize');
    expect(exchange).toMatchObject({ outcome: 'result', result: { serverInfo: { name: 'real' } }, framingIssues: [] });
    expect(record.anomalies).toEqual([{ kind: 'unknown-id', count: 1, first: 'id 999' }]);
  });

  it('on an HTTP reply, an answer with the wrong id alone is still pinned on its request, as a framing issue', async () => {
    const { peer, record, start } = wire((m, say) => say('{"jsonrpc":"2.0","id":999,"result":{"ok":true}}', idOf(m)), { final: true });
    await start();
    const exchange = await req(peer, 'a');
    expect(exchange).toMatchObject({ outcome: 'result', result: { ok: true }, framingIssues: [{ code: 'id-not-echoed', sent: 1, got: 999 }] });
    expect(record.anomalies).toEqual([]);
  });

  it('the settled ids live on the record, so a peer started after the era probe knows the probe was settled', async () => {
    const first = wire(() => undefined);
    await first.start();
    expect((await req(first.peer, 'server/discover', 30)).outcome).toBe('timeout');
    // The restarted server shares the record (as connect() does): its id continues, and a late probe answer is late.
    let sentId = 0;
    const second = new RpcPeer(
      {
        kind: 'stdio',
        start: async () => {},
        send: async (m) => {
          sentId = idOf(m);
          queueMicrotask(() => {
            sink.message({ jsonrpc: '2.0', id: 1, result: { probe: true } }, { rawId: '1' });
            sink.message({ jsonrpc: '2.0', id: sentId, result: { ok: true } }, {});
          });
          return { final: false };
        },
        alive: () => true,
        stderrTail: () => '',
        stdoutNoise: [],
        close: async () => {},
      },
      first.record,
    );
    const sink = second.sink();
    expect((await req(second, 'initialize')).result).toEqual({ ok: true });
    expect(sentId).toBe(2);
    expect(kinds(first.record.anomalies)).toEqual({ late: 1 });
  });

  it('noteAnomaly computes the offender once and cuts it to a readable size', () => {
    const anomalies: WireAnomaly[] = [];
    let calls = 0;
    for (let i = 0; i < 3; i++) noteAnomaly(anomalies, 'noise', () => (calls++, 'y'.repeat(5000)));
    expect(calls).toBe(1);
    expect(anomalies[0]!.count).toBe(3);
    expect(anomalies[0]!.first.length).toBeLessThan(240);
  });
});

describe('nothing deeper than MAX_MESSAGE_DEPTH passes the wire', () => {
  const nest = (depth: number): unknown => JSON.parse(`${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`);

  it('a message within the bound is passed as it is, uncopied', () => {
    const value = nest(100);
    expect(clipDepth(value)).toEqual({ value, clipped: false });
    expect(clipDepth(value).value).toBe(value);
  });

  it('a message 20,000 levels deep is cut at the bound, keeps its keys in order, and prints', () => {
    const { value, clipped } = clipDepth({ jsonrpc: '2.0', id: 1, result: nest(10_000), __proto__x: 1 }, MAX_MESSAGE_DEPTH);
    expect(clipped).toBe(true);
    expect(Object.keys(value as object)).toEqual(['jsonrpc', 'id', 'result', '__proto__x']);
    const text = JSON.stringify(value);
    expect(text).toContain(`[nested deeper than ${MAX_MESSAGE_DEPTH} levels]`);
    expect(text.split('[').length - 1).toBeLessThanOrEqual(MAX_MESSAGE_DEPTH);
  });

  it('the peer counts a too-deep answer and still settles its request with it', async () => {
    const { peer, record, start } = wire((m, say) => say(`{"jsonrpc":"2.0","id":${idOf(m)},"result":{"deep":${'['.repeat(20_000)}${']'.repeat(20_000)}}}`));
    await start();
    const exchange = await req(peer, 'tools/call');
    expect(exchange.outcome).toBe('result');
    expect(() => JSON.stringify(exchange)).not.toThrow();
    expect(kinds(record.anomalies)).toEqual({ 'too-deep': 1 });
  });
});

describe('Utf8Decoder: HTTP bodies and event streams say when their bytes are not UTF-8', () => {
  it('a character split across chunks is fine; a bad byte is reported once, and decoded as U+FFFD', () => {
    const bytes = Buffer.from('data: 世界\n\n');
    for (let cut = 1; cut < bytes.length; cut++) {
      let bad = 0;
      const decoder = new Utf8Decoder(() => bad++);
      expect(decoder.write(bytes.subarray(0, cut)) + decoder.write(bytes.subarray(cut)) + decoder.end()).toBe('data: 世界\n\n');
      expect(bad, `cut at ${cut}`).toBe(0);
    }
    let bad = 0;
    const decoder = new Utf8Decoder(() => bad++);
    const text = decoder.write(Buffer.from([0x61, 0xff])) + decoder.write(Buffer.from([0xc3, 0x28])) + decoder.end();
    expect(text).toBe('a\ufffd\ufffd(');
    expect(bad).toBe(1);
  });

  it('a stream that ends inside a character is reported', () => {
    let bad = 0;
    const decoder = new Utf8Decoder(() => bad++);
    decoder.write(Buffer.from([0x61, 0xe4, 0xb8]));
    decoder.end();
    expect(bad).toBe(1);
  });
});
