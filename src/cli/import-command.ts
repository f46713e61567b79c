import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { UserError } from '../errors.js';
import type { CliIO } from './io.js';
import { Output } from './output.js';

/**
 * `init --from FILE`: reads the MCP server list an agent already uses and writes an mcpward.yaml
 * for the fleet. Literal secrets become `${VAR}` references and the user hears which variables to
 * set; no secret value is written to the file or printed.
 */
export async function executeImport(opts: { config: string; force: boolean; from: string }, io: CliIO): Promise<number> {
  const out = new Output(io, { color: true, verbose: false, debug: false, config: opts.config });
  try {
    const { importClientConfig, renderImportedConfig } = await import('../config/import.js');
    const { schemaReference, writeInitConfig } = await import('../config/init.js');
    const { VERSION } = await import('../version.js');
    const source = resolve(io.cwd, opts.from);
    let text: string;
    try {
      text = await readFile(source, 'utf8');
    } catch (error) {
      throw new UserError('usage', `--from ${opts.from}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`);
    }
    const target = resolve(io.cwd, opts.config);
    // `${workspaceFolder}` is the folder the agent runs in: the one mcpward is run from.
    const workspaceDir = relative(dirname(target), io.cwd) || '.';
    const result = importClientConfig(text, opts.from, { workspaceDir });
    const schema = `# yaml-language-server: $schema=${schemaReference(dirname(target), VERSION)}`;
    await writeInitConfig(target, { force: opts.force, version: VERSION, text: renderImportedConfig(result, relative(dirname(target), source) || source, schema) });
    const names = Object.keys(result.servers);
    out.line(`✓ Imported ${names.length} server(s) from ${out.plain(opts.from)}: ${names.map((name) => out.plain(name)).join(', ')}`);
    out.line(`✓ Wrote ${out.plain(relative(io.cwd, target) || target)}`);
    const secrets = result.variables.filter((v) => v.reason === 'literal-secret');
    if (secrets.length > 0) out.line(`  ${secrets.length} literal secret(s) were not copied: ${secrets.map((v) => v.name).join(', ')}.`);
    out.line(
      secrets.length > 0
        ? '  Values that looked like secrets (credential names, token shapes, header values, URL passwords) are ${VAR} references; check the rest before committing.'
        : '  No value looked like a secret (credential names, token shapes, header values, URL passwords); check the file before committing.',
    );
    if (result.variables.length > 0) {
      out.line('  Set these environment variables before `mcpward run`:');
      for (const variable of result.variables) out.line(`    ${variable.name}  (${out.plain(variable.usedAt.join(', '))})`);
    }
    for (const note of result.notes) out.line(`  Note: ${out.plain(note)}`);
    return 0;
  } catch (error) {
    out.error(error instanceof UserError ? error.message : `Internal error while importing ${opts.from}: ${(error as Error).message}`);
    return 2;
  }
}
