import { describe, expect, it } from 'vitest';
import { limitDepth } from '../../src/run/capture.js';

describe('limitDepth', () => {
  it('returns a shallow value itself, untouched', () => {
    const v = { a: [1, { b: 'c' }] };
    expect(limitDepth(v, 4)).toEqual({ value: v, clipped: false });
    expect(limitDepth(v, 4).value).toBe(v);
  });

  it('cuts what lies below the limit and says it did, keeping `__proto__` keys as data', () => {
    const v = JSON.parse('{"__proto__": {"x": {"y": {"z": 1}}}, "ok": 1}') as unknown;
    const { value, clipped } = limitDepth(v, 2);
    expect(clipped).toBe(true);
    expect(JSON.stringify(value)).toBe('{"__proto__":{"x":"[nested deeper than 2 levels]"},"ok":1}');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('survives a value far deeper than the stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(limitDepth(deep, 256).clipped).toBe(true);
  });
});
