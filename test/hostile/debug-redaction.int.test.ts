import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/servers.js';
import { cli, sandbox, writeConfig } from './support.js';

/**
 * Under --debug the wire is logged as it arrives. A chunk boundary falls where the pipe puts it,
 * so a server can write a secret in two halves some time apart: each half alone is too short to be
 * a secret's piece worth masking (seven characters), and only the reassembled line shows the secret.
 */
const SECRET = 'Ab3dE5gH9jK1mN'; // fourteen characters: two halves of seven
/** Writes each half of the secret to stderr and stdout 300 ms apart, then becomes a correct server (hostile-wire, no attack). */
const SPLITTER = `
const s = process.env.SERVICE_KEY, h = s.length / 2;
process.stderr.write('warning: key ' + s.slice(0, h));
process.stdout.write('noise ' + s.slice(0, h));
setTimeout(() => {
  process.stderr.write(s.slice(h) + ' rejected\\n');
  process.stdout.write(s.slice(h) + ' end\\n');
  import(${JSON.stringify(join(repoRoot, 'fixtures', 'servers', 'hostile-wire.mjs'))});
}, 300);
`;

describe('--debug redacts a secret split across chunks', () => {
  it('the stderr and stdout lines are logged whole, so the secret is found and masked', async () => {
    const box = sandbox();
    try {
      writeConfig(box.work, {
        server: { transport: 'stdio', command: process.execPath, args: ['-e', SPLITTER], env: { SERVICE_KEY: '${SPLIT_SECRET}' } },
        timeouts: { run_ms: 10_000 },
      });
      const r = await cli(['run', '--debug', '--reporter', 'json:report.json'], box.work, { ...box.env, SPLIT_SECRET: SECRET });
      expect([0, 1], r.stderr).toContain(r.code);
      expect(r.stderr).toContain('stderr: warning: key *** rejected');
      expect(r.stderr).toContain('stdout noise: noise *** end');
      for (let i = 0; i + 4 <= SECRET.length; i++) expect(r.stdout + r.stderr).not.toContain(SECRET.slice(i, i + 4));
    } finally {
      box.remove();
    }
  }, 60_000);
});
