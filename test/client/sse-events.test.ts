import { describe, expect, it } from 'vitest';
import { SseParser } from '../../src/client/sse-events.js';
import { lineSplitter } from '../../src/client/stdio.js';

function parseAll(chunks: string[]) {
  const parser = new SseParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
}

describe('SseParser', () => {
  it('drops a line longer than its limit as it streams, counts it, and reads the events after it', () => {
    const parser = new SseParser(10);
    const events = ['data: 0123', '456789abcdef', 'ghij\n\ndata: ok\n\n'].flatMap((chunk) => parser.push(chunk));
    expect(events).toEqual([{ event: 'message', data: 'ok' }]);
    expect(parser.dropped).toBe(1);
  });

  it('reads a long event arriving in many small chunks, emitting it once at its end', () => {
    // 20,000 chunks of one 2 MB event: a parser that rescanned its buffer per chunk would hit the
    // test timeout; no wall-clock limit here, so a busy machine cannot fail it.
    const parser = new SseParser();
    const events: unknown[] = [];
    events.push(...parser.push('data: '));
    for (let i = 0; i < 20_000; i++) events.push(...parser.push('x'.repeat(100)));
    // Nothing is emitted before the blank line ends the event.
    expect(events).toEqual([]);
    events.push(...parser.push('\n\n'));
    expect(events).toEqual([{ event: 'message', data: 'x'.repeat(2_000_000) }]);
    expect(parser.dropped).toBe(0);
  });

  it('reads message events, joins multi-line data, ignores id, retry and comments', () => {
    expect(parseAll([': keep-alive\n', 'id: 7\nretry: 100\nevent: message\ndata: {"a":\ndata: 1}\n\n', 'data: two\n\n'])).toEqual([
      { event: 'message', data: '{"a":\n1}' },
      { event: 'message', data: 'two' },
    ]);
  });

  it('handles CRLF and CR line ends split anywhere, including between CR and LF', () => {
    const text = 'event: endpoint\r\ndata: /messages?session=1\r\n\r\ndata: x\r\rdata:y\n\n';
    for (let cut = 0; cut <= text.length; cut++) {
      expect(parseAll([text.slice(0, cut), text.slice(cut)])).toEqual([
        { event: 'endpoint', data: '/messages?session=1' },
        { event: 'message', data: 'x' },
        { event: 'message', data: 'y' },
      ]);
    }
  });

  it('drops events without data and keeps a last event that lacks its blank line', () => {
    expect(parseAll(['event: ping\n\n', 'data: tail'])).toEqual([{ event: 'message', data: 'tail' }]);
  });
});

describe('lineSplitter', () => {
  function split(chunks: Buffer[], limit?: number): string[] {
    const lines: string[] = [];
    const push = lineSplitter({ line: (line, utf8) => lines.push(utf8 ? line : `!utf8 ${line}`), overLong: (bytes, head) => lines.push(`!long ${bytes} ${head}`) }, limit);
    for (const chunk of chunks) push(chunk);
    return lines;
  }

  it('marks a line whose bytes are not UTF-8, and still delivers it decoded', () => {
    expect(split([Buffer.from([0x61, 0xff, 0x0a, 0x62, 0x0a])])).toEqual(['!utf8 a\ufffd', 'b']);
  });

  it('drops a line longer than the limit as it streams, reports its size and start, and goes on', () => {
    expect(split([Buffer.from('0123'), Buffer.from('45678'), Buffer.from('9\nok\n')], 8)).toEqual(['!long 10 012345678', 'ok']);
    expect(split([Buffer.from('0123456789\nok\n')], 8)).toEqual(['!long 10 0123456789', 'ok']);
    expect(split([Buffer.from('01234567\n')], 8)).toEqual(['01234567']);
  });

  it('splits on LF, strips a CR before it, and keeps partial lines until complete', () => {
    expect(split([Buffer.from('a\r\nb'), Buffer.from('c\n\nd'), Buffer.from('\n')])).toEqual(['a', 'bc', '', 'd']);
  });

  it('decodes a multi-byte character split across chunks', () => {
    const bytes = Buffer.from('{"t":"世界"}\n');
    for (let cut = 1; cut < bytes.length; cut++) expect(split([bytes.subarray(0, cut), bytes.subarray(cut)])).toEqual(['{"t":"世界"}']);
  });
});
