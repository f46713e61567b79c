import { Command, CommanderError, Option } from 'commander';
import { VERSION } from '../version.js';
import type { CliIO, CommonOptions } from './io.js';

/** Options shared by every command that talks to a server. */
const REPORTER_HELP =
  'report format and file: NAME or NAME:PATH, NAME one of console, json, markdown, junit, sarif; repeat it or give a comma list for several reports from one run (at most one to stdout; default console)';

/** `--reporter` is repeatable: every value is kept, in order. */
const collect = (value: string, previous: string[] | undefined): string[] => [...(previous ?? []), value];

/**
 * Parses argv and runs one command; returns the exit code instead of exiting so tests can call it
 * in-process. Heavy modules load inside the actions, which keeps `--version` and `--help` instant.
 */
export async function main(argv: readonly string[], io: CliIO): Promise<number> {
  let exitCode = 0;
  const program = new Command('mcpward')
    .description('Black-box contract and security testing for MCP servers.')
    .version(VERSION, '-V, --version', 'print the mcpward version')
    .exitOverride()
    // Root options (`--print-config`, `--server` with it) only before a command: `run --server x` is run's.
    .enablePositionalOptions()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .showHelpAfterError('(run `mcpward --help` for usage)');

  // Where the report goes: shared by the checking commands and `merge`.
  const reporting = (cmd: Command): Command =>
    cmd
      .addOption(new Option('-r, --reporter <name[:path]>', REPORTER_HELP).argParser(collect))
      .option('-o, --out <file>', 'write the report of the one reporter to a file instead of stdout')
      .option('--sarif-category <id>', 'SARIF automationDetails.id: code scanning keeps one set of alerts per category (e.g. one per server)');
  const display = (cmd: Command, debug: string): Command =>
    cmd
      .option('-v, --verbose', 'list passing checks and rule links', false)
      .option('-q, --quiet', 'only failures and errors: the console report lists failing findings only, stderr carries only errors (report files stay complete)', false)
      .option('--debug', debug, false)
      .option('--no-color', 'disable colour');

  const common = (cmd: Command, reporters = true, fleet = true): Command => {
    cmd.option('-c, --config <file>', 'config file', 'mcpward.yaml');
    cmd.addOption(new Option('--server <name>', 'a server of the fleet (`servers:` in the config) to use; repeat it for several (default: all); `mcpward list` names them').argParser(collect));
    if (fleet) cmd.option('-j, --jobs <n>', 'servers of a fleet checked at once (1..64)', '4');
    if (reporters) reporting(cmd).option('--include-surface', 'the JSON report also carries the surface exactly as the server sent it', false);
    return display(cmd, 'log the wire exchange and show stack traces');
  };

  common(program.command('run').description('connect to the server and run every enabled check'))
    .option('--update-golden', 'rewrite the golden files of suite cases (expect.golden) from this run', false)
    .option('--pr-comment', 'post the report as a pull request comment, updated in place on re-runs', false)
    .option('--no-calls', 'call no tool at all: only the static checks run (config: calls.enabled: false)')
    .action(
    async (opts: CommonOptions) => {
      const { executeCheck } = await import('./execute.js');
      exitCode = await executeCheck('run', opts, io);
    },
  );
  common(program.command('diff').description('compare the server with the baseline lockfile'))
    .option('--pr-comment', 'post the report as a pull request comment, updated in place on re-runs', false)
    .action(
    async (opts: CommonOptions) => {
      const { executeCheck } = await import('./execute.js');
      exitCode = await executeCheck('diff', opts, io);
    },
  );
  common(program.command('review').description('review the server against the 2026-07-28 contract review and give a verdict'))
    .option('--no-calls', 'call no tool at all: only the static checks run (config: calls.enabled: false)')
    .action(async (opts: CommonOptions) => {
      const { executeCheck } = await import('./execute.js');
      exitCode = await executeCheck('review', opts, io);
    });
  common(program.command('baseline').description('capture the server contract into the lockfile'), false)
    .option('-f, --force', 'overwrite a lockfile captured from a different server', false)
    .action(async (opts: CommonOptions) => {
      const { executeBaseline } = await import('./execute.js');
      exitCode = await executeBaseline(opts, io);
    });
  common(program.command('accept').description('accept the findings that fail the run now, with a reason, in the accepted-findings file'), false, false)
    .option('--rule <id>', 'accept only findings of this rule')
    .option('--subject <name>', 'accept only findings about this subject (`echo` or `tool:echo`)')
    .option('--reason <text>', 'why the finding is accepted (required)')
    .option('--expires <date>', 'last day the acceptance holds, YYYY-MM-DD')
    .action(async (opts: import('./execute.js').AcceptOptions) => {
      const { executeAccept } = await import('./execute.js');
      exitCode = await executeAccept(opts, io);
    });
  program
    .command('show')
    .description('connect, capture and print the server surface as JSON (tools, prompts, resources, templates, instructions, capabilities); runs no checks')
    .option('-c, --config <file>', 'config file', 'mcpward.yaml')
    .addOption(new Option('--server <name>', 'the server of a fleet (`servers:` in the config) to show').argParser(collect))
    .option('-o, --out <file>', 'write the JSON to a file instead of stdout')
    .option('--debug', 'log the wire exchange and show stack traces', false)
    .action(async (opts: import('./show.js').ShowOptions) => {
      const { executeShow } = await import('./show.js');
      exitCode = await executeShow(opts, io);
    });
  program
    .command('init')
    .description('write a commented starter mcpward.yaml')
    .option('-c, --config <file>', 'config file to create', 'mcpward.yaml')
    .option('-f, --force', 'overwrite an existing file', false)
    .option('--from <file>', "import the servers of an agent's MCP config (Claude Desktop, Claude Code .mcp.json, Cursor, VS Code) as a fleet")
    .action(async (opts: { config: string; force: boolean; from?: string }) => {
      if (opts.from !== undefined) {
        const { executeImport } = await import('./import-command.js');
        exitCode = await executeImport({ ...opts, from: opts.from }, io);
        return;
      }
      const { executeInit } = await import('./execute.js');
      exitCode = await executeInit(opts, io);
    });
  program
    .command('list')
    .description('list the servers of the config; --json prints them as a GitHub Actions matrix')
    .option('-c, --config <file>', 'config file', 'mcpward.yaml')
    .option('--json', 'print a matrix for `strategy.matrix: ${{ fromJSON(…) }}`', false)
    .action(async (opts: { config: string; json: boolean }) => {
      const { executeList } = await import('./list-command.js');
      exitCode = await executeList(opts, io);
    });
  const merge = program
    .command('merge [reports...]')
    .description("combine matrix runs' JSON reports into one fleet report and judge the fleet across their surfaces")
    .option('-c, --config <file>', 'config file for policy, rules and checks (used when it exists)', 'mcpward.yaml');
  display(reporting(merge).option('--pr-comment', 'post the report as a pull request comment, updated in place on re-runs', false), 'show stack traces')
    .action(async (reports: string[], opts: import('./merge.js').MergeOptions) => {
      const { executeMerge } = await import('./merge.js');
      exitCode = await executeMerge(reports, opts, io);
    });
  program
    .command('rules')
    .description('list every rule mcpward checks')
    .option('--json', 'print the registry as JSON', false)
    .action(async (opts: { json: boolean }) => {
      const { renderRules } = await import('./rules-command.js');
      io.stdout(renderRules(opts.json));
      exitCode = 0;
    });

  // `mcpward --print-config [FILE]`, as linters have it: no subcommand, the config a run would use.
  program
    .option('--print-config [file]', 'print the resolved config of FILE (default mcpward.yaml): every default filled in, environment values shown as ${VAR}; then exit')
    .addOption(new Option('--server <name>', 'with --print-config: a server of the fleet to print; repeat it for several').argParser(collect))
    .allowExcessArguments(true)
    .action(async (opts: { printConfig?: string | true; server?: string[] }) => {
      if (program.args.length > 0) {
        io.stderr(`error: unknown command '${program.args[0]}'\n(run \`mcpward --help\` for usage)\n`);
        exitCode = 2;
        return;
      }
      if (opts.printConfig === undefined) {
        program.outputHelp({ error: true });
        exitCode = 2;
        return;
      }
      const { executePrintConfig } = await import('./print-config.js');
      exitCode = await executePrintConfig({ config: opts.printConfig === true ? 'mcpward.yaml' : opts.printConfig, ...(opts.server ? { server: opts.server } : {}) }, io);
    });

  try {
    await program.parseAsync([...argv], { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end through here with code 0; usage errors are exit 2.
      return error.exitCode === 0 ? 0 : 2;
    }
    io.stderr(`mcpward: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 2;
  }
}
