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

/** Colour only on a TTY, never with NO_COLOR or --no-color (https://no-color.org). */
export function colorEnabled(io: CliIO, flag: boolean, toFile: boolean): boolean {
  if (!flag || toFile || !io.stdoutIsTTY) return false;
  const noColor = io.env.NO_COLOR;
  return noColor === undefined || noColor === '';
}

/** The options every command shares, as commander parses them. */
export interface CommonOptions {
  config: string;
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
