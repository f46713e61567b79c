/** Everything the CLI touches of its process, so `main` runs in-process in tests. */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  cwd: string;
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
}

export function processIO(): CliIO {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    cwd: process.cwd(),
    stdoutIsTTY: process.stdout.isTTY === true,
    stderrIsTTY: process.stderr.isTTY === true,
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
  /** `--server NAME`: the server of a fleet (`servers:`) this command is about. */
  server?: string;
  /** Every `--reporter` value as given (NAME, NAME:PATH or a comma list); none means console. */
  reporter?: string[];
  /** `--include-surface`: the JSON report carries the surface as the server sent it. */
  includeSurface?: boolean;
  out?: string;
  verbose: boolean;
  debug: boolean;
  color: boolean;
  force?: boolean;
  updateGolden?: boolean;
  prComment?: boolean;
  /** False under `--no-calls` (commander's negated flag); overrides `calls.enabled`. */
  calls?: boolean;
  /** `--sarif-category`: SARIF `automationDetails.id`. */
  sarifCategory?: string;
}
