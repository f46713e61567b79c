import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { stringify } from 'yaml';
import type { JsonValue } from '../model.js';
import type { CliIO } from './io.js';
import { Output } from './output.js';
import { fatalOf } from '../pipeline/report.js';

/** A `${NAME}` reference in the config text (not the escaped `$${`). */
const REFERENCE = /(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/**
 * `mcpward --print-config`: the config as a run would use it, every default filled in and relative
 * paths resolved, as YAML on stdout; a fleet as `servers:` with each server's full config. It is
 * validated exactly as a run validates it (the same errors, exit 2). What came from the
 * environment is shown as the `${NAME}` it was written as, never its value, and any other secret
 * (a header value, URL credentials) as `***`.
 */
export async function executePrintConfig(opts: { config: string; server?: string[] }, io: CliIO): Promise<number> {
  const out = new Output(io, { color: false, verbose: false, debug: false, config: opts.config });
  try {
    const path = resolve(io.cwd, opts.config);
    const { loadFleet } = await import('../config/load.js');
    const fleet = await loadFleet(path, io.env, opts.server);
    out.addSecrets(fleet.secrets);
    // Loaded again with each referenced variable set to a stand-in that passes validation wherever
    // its value did (letters and digits: a host name, a path, a header), then each stand-in is
    // written back as its reference. Values never reach the printed text, however short or common.
    const text = await readFile(path, 'utf8');
    const names = [...new Set([...text.matchAll(REFERENCE)].map((m) => m[1]!))];
    const standIns = names.map((name, i) => [`mcpwardvar${i}x${name.length}`, `\${${name}}`] as const).reverse();
    const env = { ...io.env, ...Object.fromEntries(names.map((name, i) => [name, `mcpwardvar${i}x${name.length}`])) };
    const printed = await loadFleet(path, env, opts.server).catch(() => undefined);
    const unresolve = (value: unknown): unknown => {
      if (typeof value === 'string') return standIns.reduce((s, [standIn, reference]) => s.split(standIn).join(reference), value);
      if (Array.isArray(value)) return value.map(unresolve);
      if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unresolve(v)]));
      return value;
    };
    // A value the stand-in cannot take (a number from a variable): the real config, every secret `***`.
    const source = printed ?? fleet;
    const shown = source.isFleet ? { servers: Object.fromEntries(source.servers.map((s) => [s.name!, unresolve(s.config)])) } : unresolve(source.servers[0]!.config);
    // Secrets written literally in the file (a header value, URL credentials) become `***` in the
    // data, so the YAML stays valid; Output.line redacts the text once more.
    const { redactJson } = await import('../report/redact.js');
    const safe = redactJson(shown as JsonValue, fleet.secrets);
    out.line(`# The resolved config of ${out.plain(opts.config)}: every default filled in, paths absolute, environment values shown as \${NAME}.\n${stringify(safe, { lineWidth: 0 }).trimEnd()}`);
    return 0;
  } catch (error) {
    out.error(fatalOf(error, false).message);
    return 2;
  }
}
