/** Everything the CLI touches of its process, so `main` runs in-process in tests. */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  cwd: string;
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
  /** The terminal's width in columns, read when asked (it changes on resize); undefined when not a terminal. */
  stderrColumns?: () => number | undefined;
}

export function processIO(): CliIO {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    cwd: process.cwd(),
    stdoutIsTTY: process.stdout.isTTY === true,
    stderrIsTTY: process.stderr.isTTY === true,
    stderrColumns: () => process.stderr.columns ?? process.stdout.columns,
  };
}

/**
 * Whether the console report is coloured. First match wins:
 * 1. `--no-color`, or a report written to a file (`--out`): no colour.
 * 2. `FORCE_COLOR` set: `0` or `false` no colour; empty, `1`, `2`, `3` or `true` colour, even
 *    without a TTY (CI logs such as GitHub Actions render it). Other values are ignored. As in
 *    Node itself, it overrides `NO_COLOR`.
 * 3. `NO_COLOR` present and not empty: no colour (https://no-color.org).
 * 4. Otherwise colour exactly when stdout is a TTY.
 */
export function colorEnabled(io: CliIO, flag: boolean, toFile: boolean): boolean {
  if (!flag || toFile) return false;
  const force = io.env.FORCE_COLOR?.trim().toLowerCase();
  if (force !== undefined) {
    if (force === '0' || force === 'false') return false;
    if (['', '1', '2', '3', 'true'].includes(force)) return true;
  }
  const noColor = io.env.NO_COLOR;
  if (noColor !== undefined && noColor !== '') return false;
  return io.stdoutIsTTY;
}

/** The options every command shares, as commander parses them. */
export interface CommonOptions {
  config: string;
  /** Every `--server NAME` (repeatable): the servers of a fleet (`servers:`) this command is about; none means all. */
  server?: string[];
  /** `--jobs N` as given: how many servers of a fleet are gathered at once (validated by `jobsOf`). */
  jobs?: string;
  /** Every `--reporter` value as given (NAME, NAME:PATH or a comma list); none means console. */
  reporter?: string[];
  /** `--include-surface`: the JSON report carries the surface as the server sent it. */
  includeSurface?: boolean;
  out?: string;
  verbose: boolean;
  debug: boolean;
  color: boolean;
  /**
   * `--quiet`: only what fails. The console report lists failing findings only (its summary line
   * still counts everything), and stderr carries only errors: no progress line, no notes or
   * warnings about the run, no "Report written to". Report files and a non-console report on
   * stdout are complete; the exit code is the same.
   */
  quiet?: boolean;
  force?: boolean;
  updateGolden?: boolean;
  prComment?: boolean;
  /** False under `--no-calls` (commander's negated flag); overrides `calls.enabled`. */
  calls?: boolean;
  /** `--sarif-category`: SARIF `automationDetails.id`. */
  sarifCategory?: string;
}

/**
 * `show` and `accept` are about exactly one server: several `--server` is a usage error naming
 * them (a UserError, exit 2), one is that server, none leaves the choice to the config.
 */
export async function singleServer(command: string, names: readonly string[] | undefined): Promise<string | undefined> {
  if (names === undefined || names.length <= 1) return names?.[0];
  const { UserError } = await import('../errors.js');
  throw new UserError('usage', `\`mcpward ${command}\` takes one server, but --server named ${names.length} (${names.join(', ')}); pass --server once.`);
}
