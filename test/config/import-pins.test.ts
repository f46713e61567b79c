import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { importClientConfig, renderImportedConfig, startPinNote, type StartPin } from '../../src/config/import.js';

/** The pure renderer given resolutions the CLI made: pinned starts are written pinned with where the version came from; the rest say why they float. */
const client = JSON.stringify({
  mcpServers: {
    files: { command: 'npx', args: ['-y', '@demo/files', '--root', '/tmp/x'] },
    remote: { command: 'npx', args: ['-y', 'remote-mcp@latest'] },
    local: { command: 'node', args: ['./server.js'] },
  },
});

const pinned: StartPin = { kind: 'pinned', from: 'npx -y @demo/files', version: '1.2.3', source: 'npx-cache', command: 'npx', args: ['-y', '@demo/files@1.2.3', '--root', '/tmp/x'] };
const floating: StartPin = { kind: 'floating', from: 'npx -y remote-mcp@latest', reason: 'not-installed' };

describe('init --from: floating starts in the written config', () => {
  const result = importClientConfig(client, '.mcp.json');
  const yaml = renderImportedConfig(result, '.mcp.json', '# schema', { files: pinned, remote: floating });
  const lines = yaml.split('\n');

  it('writes a pinned start with the exact version and the server arguments unchanged, under a comment saying what it was pinned from', () => {
    const config = parse(yaml) as { servers: Record<string, { command: string; args: string[] }> };
    expect(config.servers.files).toEqual({ command: 'npx', args: ['-y', '@demo/files@1.2.3', '--root', '/tmp/x'] });
    const at = lines.findIndex((line) => /^ {2}files:/.test(line));
    expect(lines[at - 1]).toBe('  # pinned from npx -y @demo/files: 1.2.3, as installed in the npx cache');
  });

  it('keeps a start it could not pin as written, with a comment saying it floats, why, and that run reports floating_start', () => {
    const config = parse(yaml) as { servers: Record<string, { command: string; args: string[] }> };
    expect(config.servers.remote).toEqual({ command: 'npx', args: ['-y', 'remote-mcp@latest'] });
    const at = lines.findIndex((line) => /^ {2}remote:/.test(line));
    expect(lines[at - 1]).toMatch(/^ {2}# npx -y remote-mcp@latest floats: .*Not pinned: nothing installed for it was found where the start installs;.*floating_start/);
  });

  it('leaves a server without a resolution uncommented, and the file reads the same as without pins', () => {
    const at = lines.findIndex((line) => /^ {2}local:/.test(line));
    expect(lines[at - 1]).not.toMatch(/#/);
    const plain = renderImportedConfig(result, '.mcp.json', '# schema');
    expect(plain).not.toContain('pinned from');
    expect(parse(plain)).toEqual(parse(renderImportedConfig(result, '.mcp.json', '# schema', { remote: floating })));
  });

  it('a client text with a line break cannot end the comment and start a key', () => {
    const hostile: StartPin = { kind: 'floating', from: 'npx -y x\nevil: true', reason: 'ambiguous' };
    const text = renderImportedConfig(result, '.mcp.json', '# schema', { remote: hostile });
    expect((parse(text) as Record<string, unknown>).evil).toBeUndefined();
    expect(text).toContain('# npx -y x evil: true floats');
  });

  it('a server named like an Object property takes no pin it was not given', () => {
    const named = importClientConfig(JSON.stringify({ mcpServers: { constructor: { command: 'npx', args: ['-y', 'p'] } } }), '.mcp.json');
    expect(renderImportedConfig(named, '.mcp.json', '# schema', {})).not.toMatch(/# .*floats|pinned from/);
  });

  it('one note per server: pinned to what, or why not', () => {
    expect(startPinNote('files', pinned)).toBe('"files": npx -y @demo/files pinned to 1.2.3 (as installed in the npx cache).');
    expect(startPinNote('remote', floating)).toMatch(/^"remote": npx -y remote-mcp@latest floats and could not be pinned offline \(nothing installed .*\); `mcpward run` reports floating_start\.$/);
  });
});
