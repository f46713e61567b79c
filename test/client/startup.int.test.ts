import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/client/connect.js';
import { decodeMessages, type OutgoingMessage } from '../../src/client/jsonrpc.js';
import { RpcPeer, newPeerRecord } from '../../src/client/peer.js';
import type { Transport, TransportSink } from '../../src/client/transport.js';
import type { ServerTarget } from '../../src/client/types.js';
import { UserError } from '../../src/errors.js';
import { repoRoot } from '../helpers/servers.js';
import { connectForTest, failure, fixtureStdio, minimalEnv, options } from './support.js';

// Era detection must not depend on how fast a server starts: the first answer to the probe decides,
// however late; only timeouts.connect_ms bounds the wait; a server that dies on the probe is started
// again and opened with `initialize`; and mcpward's own abandoned handshake requests are no
// findings. The delays below are lower bounds (the fixtures read nothing before them), so every
// assertion holds on a busy machine too; none asserts an upper bound on wall-clock time.

const scratch = mkdtempSync(join(tmpdir(), 'mcpward-startup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Longer than the 1.5 s the era probe used to wait: the answer comes after the old fallback fired. */
const SLOW = '2500';

const methods = (exchanges: readonly { method: string; outcome: string }[]) => exchanges.map((e) => [e.method, e.outcome]);

function noted(): { notes: string[]; onNote: (message: string) => void } {
  const notes: string[] = [];
  return { notes, onNote: (message) => notes.push(message) };
}

describe('the first answer to the probe is the answer, however late', () => {
  it('a dual-era server that starts slowly is detected modern, on one connection, with no wire anomaly', async () => {
    const connection = await connectForTest(fixtureStdio('modern', '--start-delay-ms', SLOW));
    expect(connection).toMatchObject({ era: 'modern', protocolVersion: '2026-07-28', eraDetection: { requested: 'auto', basis: 'result', restarted: false } });
    expect(methods(connection.exchanges)).toEqual([['server/discover', 'result']]);
    expect((await connection.request('tools/list')).outcome).toBe('result');
    expect(connection.anomalies).toEqual([]);
    expect(connection.inbound).toEqual([]);
  }, 60_000);

  it('a legacy server that starts slowly answers the probe with an error and is initialized on the same process', async () => {
    const connection = await connectForTest(fixtureStdio('legacy', '--start-delay-ms', SLOW));
    expect(connection).toMatchObject({ era: 'legacy', protocolVersion: '2025-11-25', eraDetection: { basis: 'non-modern-error', restarted: false } });
    expect(methods(connection.exchanges)).toEqual([
      ['server/discover', 'error'],
      ['initialize', 'result'],
    ]);
    expect((await connection.request('tools/list')).outcome).toBe('result');
    expect(connection.anomalies).toEqual([]);
  }, 60_000);
});

describe('a server that dies on the probe', () => {
  it.each([
    ['at once', []],
    ['after a slow start', ['--start-delay-ms', SLOW]],
  ])('is started again %s and opened with initialize, and a note says so', async (_, flags) => {
    const starts = join(scratch, `starts-${flags.length}`);
    const target = fixtureStdio('old-python-sdk', ...flags);
    const { notes, onNote } = noted();
    const connection = await connectForTest({ ...target, env: { ...(target as { env: Record<string, string> }).env, FIXTURE_START_FILE: starts } } as ServerTarget, options({ onNote }));
    expect(connection).toMatchObject({ era: 'legacy', eraDetection: { requested: 'auto', basis: 'probe-closed', restarted: true } });
    expect(methods(connection.exchanges)).toEqual([
      ['server/discover', 'transport-error'],
      ['initialize', 'result'],
    ]);
    expect(readFileSync(starts, 'utf8').trim().split('\n')).toHaveLength(2);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/stopped on the `server\/discover` era probe \(the server process exited with code 1\); mcpward started it again/);
    expect((await connection.request('tools/list')).outcome).toBe('result');
    expect(connection.anomalies).toEqual([]);
  }, 60_000);
});

describe('timeouts.connect_ms is the only bound on the wait', () => {
  it('a probe nobody answers ends at the connect budget, as a timeout naming it', async () => {
    const hostile: ServerTarget = { transport: 'stdio', command: process.execPath, args: [join(repoRoot, 'fixtures', 'servers', 'hostile.mjs'), '--hold', 'server/discover'], env: minimalEnv };
    const error = await failure(connect(hostile, options({ connectMs: 2000 })));
    expect(error).toBeInstanceOf(UserError);
    expect(error.code).toBe('timeout');
    expect(error.message).toContain('timeouts.connect_ms = 2000 ms');
    expect(error.message).toContain('waiting for the server to answer `server/discover`');
  }, 30_000);

  it('a server slower than the budget fails with a timeout, never a wrong era', async () => {
    const error = await failure(connect(fixtureStdio('modern', '--start-delay-ms', '20000'), options({ connectMs: 1500 })));
    expect(error.code).toBe('timeout');
    expect(error.message).toContain('`server/discover`');
  }, 30_000);

  it('a connection that used more than half the budget gets a note with the time it took; a quick one none', async () => {
    const slow = noted();
    // 4.5 s of start-up is more than half of 8 s whatever the machine's load.
    const connection = await connectForTest(fixtureStdio('modern', '--start-delay-ms', '4500'), options({ connectMs: 8000, onNote: slow.onNote }));
    expect(connection.era).toBe('modern');
    expect(slow.notes).toHaveLength(1);
    expect(slow.notes[0]).toMatch(/^the server took \d+\.\d s to connect .*more than half of timeouts\.connect_ms \(8000 ms\)/);
    const quick = noted();
    await connectForTest(fixtureStdio('legacy'), options({ connectMs: 600_000, onNote: quick.onNote }));
    expect(quick.notes).toEqual([]);
  }, 60_000);
});

describe("mcpward's own abandoned handshake requests are no findings", () => {
  /** A peer over a fake wire whose server answers each request only when the test says so. */
  function slowWire() {
    let sink!: TransportSink;
    const sent: number[] = [];
    const transport: Transport = {
      kind: 'stdio',
      start: async (s) => void (sink = s),
      send: async (message: OutgoingMessage) => {
        if ('method' in message && 'id' in message && message.method !== 'notifications/cancelled') sent.push(message.id as number);
        return { final: false };
      },
      alive: () => true,
      stderrTail: () => '',
      stdoutNoise: [],
      close: async () => {},
    };
    const record = newPeerRecord();
    const peer = new RpcPeer(transport, record);
    const answer = (id: number) => {
      for (const { value, rawId } of decodeMessages(`{"jsonrpc":"2.0","id":${id},"result":{"late":true}}`)!) sink.message(value, rawId === undefined ? {} : { rawId });
    };
    return { peer, record, sent, answer, start: () => transport.start(peer.sink()) };
  }

  it('an answer to a handshake request mcpward stopped waiting for is dropped, not counted as late', async () => {
    const { peer, record, answer, start } = slowWire();
    await start();
    const probe = await peer.request('server/discover', undefined, { timeoutMs: 20, timeoutName: 'test', cancelOnTimeout: false, handshake: true });
    expect(probe.outcome).toBe('timeout');
    answer(probe.seq);
    expect(record.anomalies).toEqual([]);
    expect(record.inbound).toEqual([]);
  });

  it('the same late answer to an ordinary request is still a late answer (the server was slower than call_ms)', async () => {
    const { peer, record, answer, start } = slowWire();
    await start();
    const call = await peer.request('tools/call', undefined, { timeoutMs: 20, timeoutName: 'test', cancelOnTimeout: false });
    answer(call.seq);
    expect(record.anomalies).toEqual([{ kind: 'late', count: 1, first: `id ${call.seq}` }]);
  });
});
