import { describe, expect, it } from 'vitest';
import { placeholdMachine, placeholdMachineText, type Machine } from '../../src/snapshot/machine.js';
import { buildLockfile } from '../../src/snapshot/lockfile.js';
import { checkDrift } from '../../src/checks/drift/index.js';
import { snapshot } from '../support/snapshot.js';

const laptop: Machine = { home: '/home/alice', cwd: '/home/alice/src/notes-mcp', config: '/home/alice/src/notes-mcp', tmp: '/tmp', host: 'alices-mbp' };
const runner: Machine = { home: '/home/runner', cwd: '/home/runner/work/app', config: '/home/runner/work/app', tmp: '/tmp', host: 'fv-az123-456' };

describe('machine placeholders', () => {
  it('replaces the longest path first, at path boundaries only', () => {
    expect(placeholdMachineText('Notes live in /home/alice/src/notes-mcp/data and /home/alice/.cache.', laptop)).toBe('Notes live in <cwd>/data and <home>/.cache.');
    expect(placeholdMachineText('Scratch files go to /tmp/notes; /tmpfs is untouched.', laptop)).toBe('Scratch files go to <tmp>/notes; /tmpfs is untouched.');
    // A longer name that starts with the home path is another user's folder.
    expect(placeholdMachineText('Shared with /home/alicia.', laptop)).toBe('Shared with /home/alicia.');
  });

  it('replaces the hostname as a whole word, and only a name that cannot be a plain word', () => {
    expect(placeholdMachineText('Served by alices-mbp (ALICES-MBP.local).', laptop)).toBe('Served by <host> (<host>.local).');
    expect(placeholdMachineText('Runs the build.', { host: 'build' })).toBe('Runs the build.');
    expect(placeholdMachineText('Talks to localhost.', { host: 'localhost' })).toBe('Talks to localhost.');
  });

  it('a root path is never a placeholder', () => {
    expect(placeholdMachineText('Reads /etc/hosts.', { home: '/', cwd: '/' })).toBe('Reads /etc/hosts.');
  });

  it('a description that embeds the capturing machine’s paths pins the same on two machines: no drift', () => {
    const server = (m: Machine) =>
      snapshot(
        [
          {
            name: 'list_notes',
            description: `Lists the notes under ${m.cwd}/notes.`,
            inputSchema: { type: 'object', properties: { dir: { type: 'string', description: `Folder below ${m.home}` } } },
          },
        ],
        { instructions: `Cache: ${m.tmp}/notes on ${m.host}.` },
      );
    const pinned = buildLockfile(placeholdMachine(server(laptop), laptop), { fullText: true });
    const now = buildLockfile(placeholdMachine(server(runner), runner), { fullText: true });
    expect(pinned.tools[0]!.description?.text).toBe('Lists the notes under <cwd>/notes.');
    expect(checkDrift(pinned, now).filter((f) => f.status === 'fail')).toEqual([]);
    // Without placeholders the same server differs in three descriptions.
    const raw = checkDrift(buildLockfile(server(laptop), { fullText: true }), buildLockfile(server(runner), { fullText: true }));
    expect(raw.filter((f) => f.rule === 'description_changed')).toHaveLength(3);
  });

  it('copies only what it changes: untouched tools and subschemas stay the objects sent, a changed one keeps its keys in order', () => {
    const untouched = { name: 'count', description: 'Counts rows.', inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'Query.' } } } };
    // A key named __proto__ (JSON.parse makes it an own property) must stay data, not become the prototype.
    const hostile = JSON.parse(
      `{"name":"read","inputSchema":{"type":"object","properties":{"__proto__":{"type":"string","description":"Under ${laptop.home}"},"enum":{"enum":["a","b"]}}}}`,
    ) as Record<string, unknown>;
    const before = snapshot([untouched, hostile]);
    const after = placeholdMachine(before, laptop);
    expect(after.tools[0]).toBe(before.tools[0]);
    const raw = after.tools[1]!.raw as { inputSchema: { properties: Record<string, unknown> } };
    const sent = hostile.inputSchema as { properties: Record<string, unknown> };
    expect(Object.keys(raw.inputSchema.properties)).toEqual(['__proto__', 'enum']);
    expect(Object.getPrototypeOf(raw.inputSchema.properties)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(raw.inputSchema.properties, '__proto__')?.value).toEqual({ type: 'string', description: 'Under <home>' });
    expect(raw.inputSchema.properties.enum).toBe(sent.properties.enum);
    // The object as sent is left as it was.
    expect(Object.getOwnPropertyDescriptor(sent.properties, '__proto__')?.value).toEqual({ type: 'string', description: `Under ${laptop.home}` });
  });
});
