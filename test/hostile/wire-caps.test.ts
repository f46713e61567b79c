import { describe, expect, it } from 'vitest';
import { MAX_WIRE_STRING, cutString, decodeMessages, idOfDropped } from '../../src/client/jsonrpc.js';
import { lineSplitter } from '../../src/client/stdio.js';

/** Per-field caps on the wire: what one message and one string in it may cost. */
describe('wire caps', () => {
  it('a string longer than the cap is cut and marked, never between a surrogate pair; ids are never cut', () => {
    const long = 'a'.repeat(MAX_WIRE_STRING + 10);
    const id = 'i'.repeat(MAX_WIRE_STRING + 5);
    const text = JSON.stringify({ jsonrpc: '2.0', id, result: { tools: [{ name: 'x', description: long, [long]: 1 }], __proto__x: long } });
    const [decoded] = decodeMessages(text)!;
    const value = decoded!.value as { id: string; result: { tools: Array<Record<string, unknown>>; __proto__x: string } };
    expect(value.id).toBe(id);
    expect(value.result.tools[0]!.description).toBe(`${'a'.repeat(MAX_WIRE_STRING)}…`);
    expect(Object.keys(value.result.tools[0]!)).toContain(`${'a'.repeat(MAX_WIRE_STRING)}…`);
    expect(value.result.__proto__x.length).toBe(MAX_WIRE_STRING + 1);
    expect(cutString(`${'b'.repeat(9)}\ud83d\ude00zz`, 10)).toBe(`${'b'.repeat(9)}…`);
  });

  it('a __proto__ key survives the cut as data (no prototype is set)', () => {
    const text = `{"jsonrpc":"2.0","id":1,"result":{"__proto__":"${'p'.repeat(MAX_WIRE_STRING + 1)}","k":{"__proto__":{"polluted":"${'q'.repeat(MAX_WIRE_STRING + 1)}"}}}}`;
    const value = decodeMessages(text)![0]!.value as { result: Record<string, unknown> };
    expect(Object.keys(value.result)).toEqual(['__proto__', 'k']);
    expect(String(Object.getOwnPropertyDescriptor(value.result, '__proto__')?.value).length).toBe(MAX_WIRE_STRING + 1);
    expect(Object.getPrototypeOf(value.result)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('the id of a message too long to read is found at its head or its tail, never inside it', () => {
    expect(idOfDropped('{"jsonrpc":"2.0","id":7,"result":{"tools":[', '"}]}}')).toBe(7);
    expect(idOfDropped('{"result":{"tools":[{"id":3,', '"}]},"jsonrpc":"2.0","id":12}')).toBe(12);
    expect(idOfDropped('{"result":{"tools":[{"id":3,', '{"id":5}]}}')).toBeUndefined();
    expect(idOfDropped('{"result":"xxx', 'xxx"}')).toBeUndefined();
  });

  it('the line splitter hands over the head and the tail of a dropped line, holding no more than its limit', () => {
    const dropped: Array<[number, string, string]> = [];
    const lines: string[] = [];
    const feed = lineSplitter({ line: (line) => lines.push(line), overLong: (bytes, head, tail) => dropped.push([bytes, head, tail]) }, 1000);
    const big = `{"result":{"d":"${'x'.repeat(3000)}"},"jsonrpc":"2.0","id":42}`;
    for (let i = 0; i < big.length; i += 97) feed(Buffer.from(big.slice(i, i + 97)));
    feed(Buffer.from('\r\n{"ok":1}\n'));
    expect(lines).toEqual(['{"ok":1}']);
    expect(dropped).toHaveLength(1);
    expect(dropped[0]![0]).toBe(big.length + 1);
    expect(dropped[0]![1]).toBe(big.slice(0, 200));
    expect(big.endsWith(dropped[0]![2]) && dropped[0]![2].length >= 199).toBe(true);
    expect(idOfDropped(dropped[0]![1], dropped[0]![2])).toBe(42);
  });
});
