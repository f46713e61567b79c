import { describe, expect, it } from 'vitest';
import type { OutgoingMessage } from '../../src/client/jsonrpc.js';
import { RpcPeer, newPeerRecord, type PeerRecord } from '../../src/client/peer.js';
import type { Transport, TransportSink } from '../../src/client/transport.js';

/** A transport whose server side is the test: it sees what the peer sends and says what to answer. */
function wire(answer: (message: OutgoingMessage, sink: TransportSink) => void) {
  let sink!: TransportSink;
  const transport: Transport = {
    kind: 'stdio',
    start: async (s) => void (sink = s),
    send: async (message) => {
      queueMicrotask(() => answer(message, sink));
      return { final: false };
    },
    alive: () => true,
    stderrTail: () => '',
    stdoutNoise: [],
    close: async () => {},
  };
  const record: PeerRecord = newPeerRecord();
  const peer = new RpcPeer(transport, record);
  return { peer, record, start: () => transport.start(peer.sink()) };
}

const req = (peer: RpcPeer, method: string) => peer.request(method, undefined, { timeoutMs: 300, timeoutName: 'test' });
const idOf = (m: OutgoingMessage) => ('id' in m ? m.id : undefined);

describe('RpcPeer: answers go to the request they name, and to no other', () => {
  it.each<[string, unknown]>([
    ['an id no JavaScript number holds (1e400)', 'INF'],
    ['a 30-digit integer', '123456789012345678901234567890'],
    ['a megabyte-long string id', 'x'.repeat(1_000_000)],
    ['an id the client never used', 999],
  ])('a stray answer with %s is recorded as unmatched and never taken', async (_, stray) => {
    const { peer, record, start } = wire((m, sink) => {
      // The stray answer first, then the real one.
      const id = stray === 'INF' ? Number.POSITIVE_INFINITY : stray === '123456789012345678901234567890' ? Number(stray) : stray;
      sink.message({ jsonrpc: '2.0', id, result: { serverInfo: { name: 'impostor' } } }, {});
      sink.message({ jsonrpc: '2.0', id: idOf(m), result: { serverInfo: { name: 'real' } } }, {});
    });
    await start();
    const exchange = await req(peer, 'initialize');
    expect(exchange).toMatchObject({ outcome: 'result', result: { serverInfo: { name: 'real' } } });
    expect(record.inbound.filter((i) => i.kind === 'unmatched-response')).toHaveLength(1);
  });

  it('a duplicate of an answer already settled is late, not the answer to the next request', async () => {
    let first: unknown;
    const { peer, record, start } = wire((m, sink) => {
      if (first === undefined) {
        first = idOf(m);
        sink.message({ jsonrpc: '2.0', id: first, result: { n: 1 } }, {});
        return;
      }
      // Answers the first request again before answering this one.
      sink.message({ jsonrpc: '2.0', id: first, result: { n: 1 } }, {});
      sink.message({ jsonrpc: '2.0', id: idOf(m), result: { n: 2 } }, {});
    });
    await start();
    expect((await req(peer, 'a')).result).toEqual({ n: 1 });
    expect((await req(peer, 'b')).result).toEqual({ n: 2 });
    expect(record.inbound.map((i) => i.kind)).toEqual(['late-response']);
  });

  it('answers out of order reach their own requests', async () => {
    const sent: OutgoingMessage[] = [];
    const { peer, start } = wire((m, sink) => {
      sent.push(m);
      if (sent.length === 2) for (const s of [...sent].reverse()) sink.message({ jsonrpc: '2.0', id: idOf(s), result: { for: (s as { method: string }).method } }, {});
    });
    await start();
    const [a, b] = await Promise.all([req(peer, 'a'), req(peer, 'b')]);
    expect([a.result, b.result]).toEqual([{ for: 'a' }, { for: 'b' }]);
  });

  it('an answer whose id is missing is still pinned on the only request in flight, as a framing issue', async () => {
    const { peer, start } = wire((_m, sink) => sink.message({ jsonrpc: '2.0', result: { ok: true } }, {}));
    await start();
    const exchange = await req(peer, 'a');
    expect(exchange.outcome).toBe('result');
    expect(exchange.framingIssues.map((i) => i.code)).toContain('id-missing');
  });
});
