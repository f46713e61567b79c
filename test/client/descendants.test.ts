import { describe, expect, it } from 'vitest';
import { parsePsTable, pidsWithMarkerInPs, TREE_MARKER } from '../../src/client/descendants.js';

// The macOS path reads `ps` output. No Mac runs these tests: the text below is written in the
// format ps(1) documents (right-aligned numbers, `lstart` last and holding spaces).
describe('parsePsTable', () => {
  it('reads pid, parent, session and the start time with its spaces', () => {
    const text = [
      '    1     0     1     1 Fri Dec  4 09:00:01 2026',
      '  812     1   812   812 Fri Dec  4 20:23:25 2026',
      '  813   812   812   812 Fri Dec  4 20:23:26 2026  ',
      '',
    ].join('\n');
    const table = parsePsTable(text);
    expect([...table.keys()]).toEqual([1, 812, 813]);
    expect(table.get(813)).toEqual({ pid: 813, ppid: 812, session: 812, start: 'Fri Dec  4 20:23:26 2026' });
  });

  it('a session that is not a number matches no server, and the line is still read', () => {
    const table = parsePsTable('  900   812   900 0x5e1f2a3b Fri Dec  4 20:23:27 2026\n');
    expect(table.get(900)).toEqual({ pid: 900, ppid: 812, session: -1, start: 'Fri Dec  4 20:23:27 2026' });
  });

  it('skips lines it cannot read (headers, truncated output)', () => {
    expect(parsePsTable('  PID  PPID  PGID SESS STARTED\n  12  1\nnot a line\n').size).toBe(0);
  });
});

describe('pidsWithMarkerInPs', () => {
  const marker = '5b0c3d1e-8f4a-4b7e-9c2d-1a2b3c4d5e6f';
  it('finds the marker among the environment ps prints after the arguments', () => {
    const text = [
      `  812 node server.mjs PATH=/usr/bin ${TREE_MARKER}=${marker} HOME=/Users/a`,
      `  901 /usr/bin/daemon --foreground ${TREE_MARKER}=${marker}`,
      `  902 node other.mjs ${TREE_MARKER}=another-value`,
      `  903 node other.mjs ${TREE_MARKER}=${marker}-longer`,
      `  905 node x.mjs ${TREE_MARKER}=${marker}-longer ${TREE_MARKER}=${marker}`,
      '  904 /sbin/launchd',
    ].join('\n');
    expect(pidsWithMarkerInPs(text, marker)).toEqual([812, 901, 905]);
  });

  it('finds nothing in empty output (ps failed or is missing)', () => {
    expect(pidsWithMarkerInPs('', marker)).toEqual([]);
  });
});
