import { describe, expect, it } from 'vitest';
import { stdioServerConfig } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';

/**
 * Config values too large for a process: one value over the limit is refused by its key before
 * anything starts; many values each within it, together over the system's limit for a spawn,
 * are a clear connect error (exit 2), not an internal error with a stack.
 */
describe('oversized config values', () => {
  it('one oversized argument: exit 2 naming the key, no server started', async () => {
    const server = stdioServerConfig('modern');
    const { dir } = project({ server: { ...server, args: [...server.args, 'x'.repeat(200_000)] } });
    const r = await runCli(['run'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stdout + r.stderr).toContain(`server.args[${server.args.length}]`);
    expect(r.stdout + r.stderr).toContain('is 200,000 bytes long');
    expect(r.stdout + r.stderr).not.toContain('Internal error');
  });

  it('values within the limit but together over the spawn limit: exit 2 with E2BIG explained', async () => {
    // 64 values of 60,000 bytes: 3.8 MB of environment, over Linux's ARG_MAX (2 MB by default).
    const env = Object.fromEntries(Array.from({ length: 64 }, (_, i) => [`V${i}`, 'x'.repeat(60_000)]));
    const { dir } = project({ server: { ...stdioServerConfig('modern'), env } });
    const r = await runCli(['run'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stdout + r.stderr).toContain('larger than the system allows (E2BIG)');
    expect(r.stdout + r.stderr).not.toContain('Internal error');
  });
});
