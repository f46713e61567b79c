import { describe, expect, it } from 'vitest';
import { colorEnabled, type CliIO } from '../../src/cli/io.js';

function io(env: Record<string, string>, tty: boolean): CliIO {
  return { stdout: () => undefined, stderr: () => undefined, env, cwd: '/', stdoutIsTTY: tty, stderrIsTTY: tty };
}

describe('colorEnabled', () => {
  it('colours a TTY and nothing else when no variable is set', () => {
    expect(colorEnabled(io({}, true), true, false)).toBe(true);
    expect(colorEnabled(io({}, false), true, false)).toBe(false);
  });

  it.each(['1', 'x', ' yes '])('turns colour off on a TTY with NO_COLOR=%j', (value) => {
    expect(colorEnabled(io({ NO_COLOR: value }, true), true, false)).toBe(false);
  });

  it('ignores an empty NO_COLOR, as no-color.org says', () => {
    expect(colorEnabled(io({ NO_COLOR: '' }, true), true, false)).toBe(true);
  });

  it.each(['', '1', '2', '3', 'true', 'TRUE'])('colours without a TTY under FORCE_COLOR=%j (CI logs)', (value) => {
    expect(colorEnabled(io({ FORCE_COLOR: value }, false), true, false)).toBe(true);
  });

  it.each(['0', 'false'])('turns colour off on a TTY with FORCE_COLOR=%j', (value) => {
    expect(colorEnabled(io({ FORCE_COLOR: value }, true), true, false)).toBe(false);
  });

  it('ignores a FORCE_COLOR it does not understand', () => {
    expect(colorEnabled(io({ FORCE_COLOR: 'always' }, false), true, false)).toBe(false);
    expect(colorEnabled(io({ FORCE_COLOR: 'always' }, true), true, false)).toBe(true);
    expect(colorEnabled(io({ FORCE_COLOR: 'always', NO_COLOR: '1' }, true), true, false)).toBe(false);
  });

  it('lets FORCE_COLOR override NO_COLOR, as Node does', () => {
    expect(colorEnabled(io({ FORCE_COLOR: '1', NO_COLOR: '1' }, false), true, false)).toBe(true);
    expect(colorEnabled(io({ FORCE_COLOR: '0', NO_COLOR: '' }, true), true, false)).toBe(false);
  });

  it('never colours under --no-color or into a report file, whatever FORCE_COLOR says', () => {
    expect(colorEnabled(io({ FORCE_COLOR: '1' }, true), false, false)).toBe(false);
    expect(colorEnabled(io({ FORCE_COLOR: '3' }, true), true, true)).toBe(false);
  });
});
