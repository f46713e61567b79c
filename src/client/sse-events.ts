/** Incremental Server-Sent Events parser (WHATWG rules, minus reconnection: `id` and `retry` are ignored). */

import { MAX_MESSAGE_BYTES } from './jsonrpc.js';

export interface SseEvent {
  /** `message` when the event had no `event:` field. */
  event: string;
  data: string;
}

/**
 * A line longer than this (characters) cannot be a sane event; it is dropped instead of exhausting
 * memory. The wire limit of one message (MAX_MESSAGE_BYTES in jsonrpc.ts), counted in characters.
 */
const MAX_EVENT_LINE_CHARS = MAX_MESSAGE_BYTES;

export class SseParser {
  /** Lines dropped for passing the limit. */
  dropped = 0;
  private buffer = '';
  private skipping = false;

  constructor(private readonly limit = MAX_EVENT_LINE_CHARS) {}

  private event = '';
  private data: string[] = [];
  private sawCr = false;

  /** Feeds decoded text; returns the events it completed. */
  push(text: string): SseEvent[] {
    // A CR at the end of one chunk and LF at the start of the next are one line break.
    if (this.sawCr && text.startsWith('\n')) text = text.slice(1);
    this.sawCr = text.endsWith('\r');
    const events: SseEvent[] = [];
    // Without a line break nothing completes: append, and never re-split a long partial line.
    if (!/[\r\n]/.test(text)) {
      this.append(text);
      return events;
    }
    if (this.skipping) {
      // The rest of a dropped line ends here.
      text = text.slice(text.search(/\r\n|\r|\n/));
      this.skipping = false;
      this.buffer = '';
      text = text.replace(/^(\r\n|\r|\n)/, '');
    }
    this.buffer += text;
    const lines = this.buffer.split(/\r\n|\r|\n/);
    this.buffer = '';
    this.append(lines.pop() ?? '');
    for (const line of lines) {
      const event = this.line(line);
      if (event) events.push(event);
    }
    return events;
  }

  private append(text: string): void {
    if (this.skipping) return;
    this.buffer += text;
    if (this.buffer.length > this.limit) {
      this.buffer = '';
      this.skipping = true;
      this.dropped++;
    }
  }

  /** The stream ended: an event without its closing blank line is still delivered, as evidence. */
  end(): SseEvent[] {
    const events: SseEvent[] = [];
    if (this.buffer !== '') {
      const event = this.line(this.buffer);
      if (event) events.push(event);
      this.buffer = '';
    }
    const last = this.line('');
    if (last) events.push(last);
    return events;
  }

  private line(line: string): SseEvent | undefined {
    if (line === '') {
      if (this.data.length === 0) {
        this.event = '';
        return undefined;
      }
      const event = { event: this.event || 'message', data: this.data.join('\n') };
      this.event = '';
      this.data = [];
      return event;
    }
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    return undefined;
  }
}
