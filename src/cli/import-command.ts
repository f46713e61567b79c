import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { UserError } from '../errors.js';
import type { StartPin } from '../config/import.js';
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
    const pins = await pinFloatingStarts(result.servers, dirname(target), io);
    const schema = `# yaml-language-server: $schema=${schemaReference(dirname(target), VERSION)}`;
    await writeInitConfig(target, { force: opts.force, version: VERSION, text: renderImportedConfig(result, relative(dirname(target), source) || source, schema, pins) });
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
    const { startPinNote } = await import('../config/import.js');
    for (const [name, pin] of Object.entries(pins)) out.warn(startPinNote(name, pin));
    return 0;
  } catch (error) {
    out.error(error instanceof UserError ? error.message : `Internal error while importing ${opts.from}: ${(error as Error).message}`);
    return 2;
  }
}

/**
 * Each stdio server whose start floats (`npx -y pkg`, `@latest`, a range, an image by tag, an
 * unpinned `uvx`), resolved offline from what earlier starts left on this machine (the npx cache,
 * the project's lockfile, the local engine): the start with the exact version when that is
 * certain, else the reason it is not. Nothing is fetched. Starts that already name an exact
 * version, and files on disk, are left alone.
 */
async function pinFloatingStarts(servers: Record<string, Record<string, unknown>>, configDir: string, io: CliIO): Promise<Record<string, StartPin>> {
  const { parsePackageSpec, parseStart, imageFloating, imageRepository, specFloating } = await import('../artifact/start.js');
  const { resolveArtifact } = await import('../edge/artifact.js');
  const { parseRequirement, pinnedPythonStart, pipxLaunch, uvLaunch } = await import('../artifact/python-start.js');
  const pins: Record<string, StartPin> = {};
  for (const [name, server] of Object.entries(servers)) {
    if (typeof server.command !== 'string') continue;
    const command = server.command;
    const args = Array.isArray(server.args) ? (server.args as string[]) : [];
    const start = parseStart(command, args);
    let floating: boolean;
    let from: string[];
    if ('unresolved' in start) {
      floating = start.floating ?? false;
      from = [command, ...args];
    } else if ('packages' in start) {
      // Any package without an exact version floats the start (`npx -p srv@1.0.0 -p helper cmd`).
      floating = start.packages.some((raw) => {
        const spec = parsePackageSpec(raw);
        return spec === undefined || specFloating(spec);
      });
      from = start.launcher;
    } else if ('image' in start) {
      floating = imageFloating(start.image);
      from = start.launcher;
    } else if ('floating' in start) {
      floating = start.floating;
      from = [command, ...args];
    } else floating = false;
    if (!floating) continue;
    const fromText = from!.join(' ');
    // The start sees mcpward's environment plus the literal values the client sets for it (an
    // `npm_config_cache` there says where its npx cache is); `${VAR}` references are not expanded.
    const env: Record<string, string | undefined> = { ...io.env };
    if (server.env !== null && typeof server.env === 'object') {
      for (const [key, value] of Object.entries(server.env as Record<string, unknown>)) if (typeof value === 'string' && !value.includes('${')) env[key] = value;
    }
    const cwd = typeof server.cwd === 'string' ? resolve(configDir, server.cwd) : io.cwd;
    const artifact = await resolveArtifact({ transport: 'stdio', command, args, cwd, env });
    if (artifact.kind === 'npm' && 'packages' in start) {
      const pinnedArgs = [...args];
      const versions = [artifact, ...(artifact.packages ?? [])];
      // specIndexes count the command as word 0; each package is pinned where it was written.
      start.specIndexes.forEach((specIndex, i) => {
        const pin = versions[i];
        if (pin === undefined) return;
        const pinned = `${pin.name}@${pin.version}`;
        pinnedArgs[specIndex - 1] = pinnedArgs[specIndex - 1]!.startsWith('--package=') ? `--package=${pinned}` : pinned;
      });
      const version = versions.length > 1 ? versions.map((v) => `${v.name}@${v.version}`).join(' + ') : artifact.version;
      pins[name] = { kind: 'pinned', from: fromText, version, source: artifact.source, command, args: pinnedArgs };
    } else if (artifact.kind === 'image' && 'image' in start) {
      const pinnedArgs = [...args];
      pinnedArgs[start.launcher.length - 2] = `${imageRepository(start.image)}@${artifact.digest}`;
      pins[name] = { kind: 'pinned', from: fromText, version: artifact.digest, source: 'engine', command, args: pinnedArgs };
    } else if (artifact.kind === 'python' && artifact.pinned !== undefined && (start.form === 'uvx' || start.form === 'pipx')) {
      // The same rewrite the resolver's `pinned` line shows, as arguments.
      const launch = start.form === 'uvx' ? uvLaunch(args, args[0] === 'tool' ? 2 : 0) : pipxLaunch(args, 1);
      const req = launch === 'unparsed' ? undefined : parseRequirement(launch.requested);
      if (launch === 'unparsed' || req === undefined) pins[name] = { kind: 'floating', from: fromText, reason: 'unparsed-arguments' };
      else pins[name] = { kind: 'pinned', from: fromText, version: artifact.version, source: artifact.source, command, args: pinnedPythonStart(command, args, launch, req, artifact.version).args };
    } else {
      pins[name] = { kind: 'floating', from: fromText, reason: artifact.kind === 'unresolved' ? artifact.reason : 'not-implemented' };
    }
  }
  return pins;
}
