import { resolve } from 'node:path';
import { UserError } from '../errors.js';
import type { CliIO } from './io.js';
import { Output } from './output.js';

/**
 * `list`: the servers of the config. `--json` prints them as a GitHub Actions matrix
 * (`strategy.matrix: ${{ fromJSON(...) }}`), one entry per server, so each job runs
 * `mcpward run --server <name>`. Reads names only: no secret has to be set to list a fleet.
 */
export async function executeList(opts: { config: string; json: boolean }, io: CliIO): Promise<number> {
  const out = new Output(io, { color: false, verbose: false, debug: false, config: opts.config });
  try {
    const { listServers } = await import('../config/load.js');
    const servers = await listServers(resolve(io.cwd, opts.config));
    if (opts.json) {
      // Names match SERVER_NAME, so they are safe in a matrix, a job name and a file name alike.
      io.stdout(`${JSON.stringify({ include: servers.map((s) => ({ server: s.name ?? 'default', transport: s.transport })) })}\n`);
      return 0;
    }
    if (servers.length === 1 && servers[0]!.name === undefined) {
      out.line(`1 server (\`server:\`, ${out.plain(servers[0]!.transport)}); name servers under \`servers:\` to run them as a fleet.`);
      return 0;
    }
    out.line(`${servers.length} server(s):`);
    for (const server of servers) out.line(`  ${out.plain(server.name ?? '')}  (${out.plain(server.transport)})`);
    return 0;
  } catch (error) {
    out.error(error instanceof UserError ? error.message : `Internal error while listing servers: ${(error as Error).message}`);
    return 2;
  }
}
