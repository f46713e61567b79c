import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { JsonValue } from '../model.js';
import { UserError } from '../errors.js';
import type { Surface } from '../report/types.js';
import type { CliIO } from './io.js';
import { Output, prepareOutputPath } from './output.js';
import { fatalOf } from '../pipeline/report.js';
import { surfaceOf } from '../pipeline/surface.js';

/** `mcpward show`'s options, as commander parses them. */
export interface ShowOptions {
  config: string;
  server?: string[];
  out?: string;
  debug: boolean;
}

/**
 * `show`: connect, capture the surface and print it as JSON, the way the Inspector CLI prints
 * `tools/list`. No checks, no policy: exit 0 when the capture worked, 2 when it did not. Config
 * secrets are redacted from the data before serialising and from the text after; hidden and bidi
 * characters are written as `\u` escapes.
 */
export async function executeShow(opts: ShowOptions, io: CliIO): Promise<number> {
  const out = new Output(io, { ...opts, verbose: false, color: false });
  try {
    if (opts.out !== undefined && opts.out.trim() === '') throw new UserError('usage', '--out has an empty path: name the file for the surface JSON, or leave --out off to print it.');
    // Like the reporters' files: the folder is made, and a path that cannot be written refused, before the server starts.
    if (opts.out !== undefined) await prepareOutputPath(resolve(io.cwd, opts.out), opts.out, 'surface', '--out');
    const { loadConfig } = await import('../config/load.js');
    const loaded = await loadConfig(resolve(io.cwd, opts.config), io.env, await (await import('./io.js')).singleServer('show', opts.server));
    out.addSecrets(loaded.secrets);
    const { collectEvidence } = await import('../run/collector.js');
    const { snapshot } = await collectEvidence({
      config: loaded.config,
      env: io.env,
      needs: new Set(['surface']),
      label: 'show',
      progress: (what) => out.progress(what),
      note: (message) => out.note(message),
      ...(opts.debug ? { debug: (line: string) => out.debug(line) } : {}),
    });
    // A list that did not end cleanly still prints what arrived, but never passes for the whole surface.
    for (const [kind, trace] of Object.entries(snapshot.lists)) {
      if (trace.stop !== 'end' && trace.stop !== 'not-advertised') out.warn(`The ${kind} list did not complete (${trace.stop}): the surface shows the ${kind} that arrived.`);
    }
    const { redactJson, renderSurface } = await import('../report/index.js');
    const surface = redactJson(surfaceOf(snapshot) as unknown as JsonValue, loaded.secrets) as unknown as Surface;
    const text = out.redactText(renderSurface(surface));
    if (opts.out === undefined) {
      io.stdout(text);
      return 0;
    }
    const path = resolve(io.cwd, opts.out);
    try {
      await writeFile(path, text, 'utf8');
    } catch (error) {
      out.error(`Could not write the surface to ${path} (--out): ${(error as Error).message}`);
      return 2;
    }
    io.stderr(out.redactText(`Surface written to ${opts.out}\n`));
    return 0;
  } catch (error) {
    out.error(fatalOf(error, opts.debug).message);
    return 2;
  }
}
