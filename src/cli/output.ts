import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ReportContext } from '../edge/locations.js';
import { UserError } from '../errors.js';
import { sanitizeTerminal } from '../report/escape.js';
// Small and pure: every byte the CLI writes, early errors included, gets the full redaction.
import { redact } from '../report/redact.js';
import type { ReporterName } from '../report/index.js';
import { isFleetReport, type FleetReport, type Report } from '../report/types.js';
import type { ReportLocations } from '../report/locations.js';
import { colorEnabled, type CliIO, type CommonOptions } from './io.js';

/**
 * The CLI's only writer. Every byte it writes (report, progress, errors, debug log, lockfile text)
 * passes through redaction, so a secret from the config cannot reach any output.
 */
export class Output {
  private secrets: string[] = [];
  /** Set once a report has begun to be written: a later failure must not write a second, empty one over it. */
  reportStarted = false;
  private progressShown = false;
  private parsed: Promise<ReporterTarget[]> | undefined;
  /** The run starts when its Output does: JUnit's `time` is the run's duration. */
  private readonly started = Date.now();

  constructor(
    private readonly io: CliIO,
    private readonly opts: Pick<CommonOptions, 'reporter' | 'includeSurface' | 'out' | 'verbose' | 'debug' | 'color' | 'config' | 'prComment' | 'sarifCategory'>,
  ) {}

  addSecrets(secrets: readonly string[]): void {
    for (const item of secrets) this.secrets.push(item);
  }

  /**
   * Every reporter argument is checked before anything connects: a bad one is a usage error that
   * writes no report anywhere, never a silent fallback.
   */
  async validateReporter(): Promise<void> {
    await this.targets();
    const category = this.opts.sarifCategory;
    if (category !== undefined && !/^[\w.:@+/-]+$/.test(category)) {
      throw new UserError('usage', `--sarif-category must be letters, digits and . _ - : @ + /, e.g. \`mcpward/api\`; got ${JSON.stringify(this.plain(category))}.`);
    }
  }

  redactText(text: string): string {
    if (this.secrets.length === 0) return text;
    return redact(text, this.secrets);
  }

  /**
   * Renders the one report with every reporter asked for and writes each to its file or stdout
   * (and the PR comment, when asked); returns the exit code. A bad reporter argument writes
   * nothing but its error. A reporter that fails, or a file that cannot be written, does not stop
   * the others and never replaces what they wrote; exit 2.
   */
  async report(given: Report | FleetReport, context: ReportContext = {}): Promise<number> {
    this.reportStarted = true;
    let targets: ReporterTarget[];
    try {
      targets = await this.targets();
    } catch (error) {
      this.error((error as Error).message);
      return 2;
    }
    const { renderReport, redactReport } = await import('../report/index.js');
    // Redact the data before rendering (escaping could disguise a secret) and the text after it.
    const report = redactReport(given, this.secrets);
    // SARIF results, JUnit cases and workflow annotations all point at the same file and line.
    const locations = await this.locations(context);
    const render = (name: ReporterName, toFile: boolean) =>
      this.redactText(renderReport(name, report, { color: colorEnabled(this.io, this.opts.color, toFile), verbose: this.opts.verbose, ...locations }));
    let exitCode: number = report.exitCode;
    for (const target of targets) {
      let text: string;
      try {
        text = render(target.name, target.path !== undefined);
      } catch (error) {
        // Each reporter renders on its own: one that fails loses its own output, never another's.
        this.error(`Internal error: the ${target.name} reporter failed (${this.opts.debug ? ((error as Error).stack ?? '') : (error as Error).message}); the other reports are complete.`);
        exitCode = 2;
        continue;
      }
      if (target.path === undefined) {
        this.io.stdout(text);
        continue;
      }
      try {
        await writeFile(target.path, text, 'utf8');
        this.io.stderr(this.redactText(`Report written to ${target.given}\n`));
      } catch (error) {
        this.error(`Could not write the ${target.name} report to ${target.path} (${target.flag}): ${(error as Error).message}`);
        exitCode = 2;
      }
    }
    // Every report went to a file: the log still shows a human one (unless the console report is one of the files).
    const onStdout = targets.find((t) => t.path === undefined);
    if (!onStdout && !targets.some((t) => t.name === 'console')) {
      try {
        this.io.stdout(render('console', false));
      } catch (error) {
        this.error(`Internal error: the console summary failed (${(error as Error).message}); the report files are complete.`);
        exitCode = 2;
      }
    }
    for (const one of isFleetReport(report) ? report.servers : [report]) {
      const prefix = isFleetReport(report) ? `${this.plain(one.fleetName ?? '')}: ` : '';
      if (one.fatal && onStdout?.name !== 'console') this.io.stderr(this.redactText(`mcpward: ${prefix}${this.plainLines(one.fatal.message)}\n`));
    }
    if (this.io.env.GITHUB_ACTIONS === 'true') await this.annotate(report, locations);
    if (this.opts.prComment) await this.postComment(report, renderReport('markdown', report, { color: false, verbose: this.opts.verbose }), locations.configPath);
    return exitCode;
  }

  /** The reporters and where each writes, parsed once from `--reporter` and `--out`. */
  private targets(): Promise<ReporterTarget[]> {
    this.parsed ??= import('../report/index.js').then(({ REPORTERS }) => {
      const targets = parseReporters(this.opts.reporter ?? [], this.opts.out, { cwd: this.io.cwd, names: Object.keys(REPORTERS) as ReporterName[] });
      const config = resolve(this.io.cwd, this.opts.config);
      const clobbers = targets.find((t) => t.path === config);
      if (clobbers) throw new UserError('usage', `The ${clobbers.name} report would overwrite the config file ${sanitizeTerminal(clobbers.given!)} (${clobbers.flag}); write the report to another file.`);
      if (this.opts.includeSurface && !targets.some((t) => t.name === 'json')) {
        throw new UserError('usage', '--include-surface adds the server surface to the JSON report, but no --reporter json was asked for. Add --reporter json (or json:PATH), or use `mcpward show` to print the surface alone.');
      }
      return targets;
    });
    return this.parsed;
  }

  /** On GitHub Actions, failures also become workflow annotations, on stderr so they never mix with a report on stdout. */
  private async annotate(report: Report | FleetReport, locations: ReportLocations): Promise<void> {
    // A fleet's annotations are titled by server and capped at 50 for the whole fleet.
    const [{ renderAnnotations }, { renderAnnotationsFleet }] = await Promise.all([import('../report/annotations.js'), import('../report/index.js')]);
    const lines = isFleetReport(report) ? renderAnnotationsFleet(report, locations) : renderAnnotations(report, locations);
    if (lines.length > 0) this.io.stderr(this.redactText(`${lines.join('\n')}\n`));
  }

  /**
   * Posts or updates the PR comment. A network or permission failure is reported on stderr and
   * never changes the exit code of the checks.
   */
  private async postComment(report: Report | FleetReport, markdown: string, configPath: string | undefined): Promise<void> {
    const { postPrComment } = await import('../github/pr-comment.js');
    await postPrComment({
      markdown: this.redactText(markdown),
      env: this.io.env,
      fetch: globalThis.fetch,
      log: (line) => this.io.stderr(this.redactText(`${line}\n`)),
      // Workspace-relative, so `mcp/x`, `./mcp/x` and an absolute path are one comment; the server's
      // name, when the run got that far, says in the marker which server the report is about. A
      // fleet has one comment: its key names no server.
      key: { command: report.command, config: configPath ?? this.opts.config, ...(!isFleetReport(report) && report.server?.name ? { server: report.server.name } : {}) },
    });
  }

  /**
   * Where SARIF results, JUnit test cases and annotations point (src/edge/locations.ts, shared with
   * the library's `render`); plus the SARIF category and the run's duration.
   */
  private async locations(context: ReportContext): Promise<ReportLocations> {
    const { readReportLocations } = await import('../edge/locations.js');
    const located = await readReportLocations({ ...context, configPath: context.configPath ?? resolve(this.io.cwd, this.opts.config) }, this.io.env.GITHUB_WORKSPACE ?? this.io.cwd);
    return {
      ...located,
      durationMs: Date.now() - this.started,
      ...(this.opts.sarifCategory !== undefined ? { sarifCategory: this.opts.sarifCategory } : {}),
    };
  }

  line(text: string): void {
    this.io.stdout(this.redactText(`${text}\n`));
  }

  /** A fatal message may quote the server's stderr: every line is sanitised before it reaches the terminal. */
  error(message: string): void {
    this.io.stderr(this.redactText(`✗ ${this.plainLines(message)}\n`));
  }

  /** A note about the run that is not a finding (stderr, sanitised). */
  warn(message: string): void {
    this.io.stderr(this.redactText(`⚠ ${this.plainLines(message)}\n`));
  }

  /** A note while work is under way (not a finding): the progress line is cleared first, so it stands on its own line. */
  note(message: string): void {
    this.progress(undefined);
    this.warn(`Note: ${message}`);
  }

  /** Wire log lines carry raw server bytes (noise lines included), so they are sanitised too. */
  debug(line: string): void {
    this.io.stderr(this.redactText(`[debug] ${this.plainLines(line)}\n`));
  }

  /** Server text that reaches the terminal outside a reporter gets the reporters' sanitiser. */
  plain(text: string): string {
    return sanitizeTerminal(text);
  }

  /** Like `plain`, keeping line breaks. */
  plainLines(text: string): string {
    return text.split(/\r?\n/).map((line) => sanitizeTerminal(line)).join('\n');
  }

  /** A live one-line progress indicator on a TTY stderr; silent otherwise and never in the report stream. */
  progress(what: string | undefined): void {
    if (!this.io.stderrIsTTY || this.opts.debug) return;
    if (what === undefined) {
      if (this.progressShown) this.io.stderr('\r\u001b[2K');
      this.progressShown = false;
      return;
    }
    this.progressShown = true;
    this.io.stderr(`\r\u001b[2K${this.redactText(this.plain(what)).slice(0, 100)}`);
  }
}

export type { ReportContext } from '../edge/locations.js';

/** One reporter of the run and where it writes: a file (`path`, resolved) or stdout. */
export interface ReporterTarget {
  name: ReporterName;
  /** Absolute path of the report file; absent for stdout. */
  path?: string;
  /** The path as the user gave it, for messages. */
  given?: string;
  /** The flag that named the file, for messages: `--reporter` or `--out`. */
  flag?: '--reporter' | '--out';
}

/**
 * `--reporter` values (repeatable; each `NAME`, `NAME:PATH` or a comma list of them) and `--out`
 * into reporter targets. No reporter means console. A comma after a path is part of it unless what
 * follows reads as a name (`sarif:a,b.sarif` is one file, `sarif:a,json` two reporters). `NAME:-` is stdout. Throws a usage
 * error naming the flag for an unknown name, an empty path, two reporters on one path or on
 * stdout, and `--out` with several reporters or with a reporter that names its own file.
 */
export function parseReporters(values: readonly string[], out: string | undefined, context: { cwd: string; names: readonly ReporterName[] }): ReporterTarget[] {
  const { cwd, names } = context;
  const isName = (text: string): text is ReporterName => (names as readonly string[]).includes(text);
  // A piece that reads as a name (a bare word, alone or before a colon) is a reporter, known or not,
  // so a mistyped name is an error rather than part of the previous file's name.
  const looksLikeEntry = (piece: string) => /^\s*[A-Za-z][\w-]*\s*(:|$)/.test(piece);
  const entries: string[] = [];
  for (const value of values) {
    const pieces: string[] = [];
    for (const piece of value.split(',')) {
      if (pieces.length > 0 && pieces.at(-1)!.includes(':') && !looksLikeEntry(piece)) pieces[pieces.length - 1] += `,${piece}`;
      else pieces.push(piece);
    }
    for (const item of pieces) entries.push(item);
  }
  if (entries.length === 0) entries.push('console');
  const usage = (why: string) =>
    new UserError('usage', `${why} Each --reporter is NAME or NAME:PATH (NAME one of ${names.join(', ')}), e.g. --reporter sarif:results.sarif --reporter junit:results.xml; at most one reporter writes to stdout.`);
  const targets = entries.map((entry): ReporterTarget => {
    const colon = entry.indexOf(':');
    const name = (colon === -1 ? entry : entry.slice(0, colon)).trim();
    if (!isName(name)) throw usage(`Unknown reporter ${JSON.stringify(sanitizeTerminal(name))} (--reporter).`);
    if (colon === -1) return { name };
    const given = entry.slice(colon + 1);
    if (given.trim() === '') throw usage(`--reporter ${name}: names no file after the colon.`);
    if (given === '-') return { name };
    return { name, path: resolve(cwd, given), given, flag: '--reporter' };
  });
  if (out !== undefined) {
    if (out.trim() === '') throw usage('--out has an empty path.');
    if (targets.length > 1) throw usage(`--out names one file, but ${targets.length} reporters were asked for (${targets.map((t) => t.name).join(', ')}); give each its own file as --reporter NAME:PATH.`);
    if (targets[0]!.path !== undefined) throw usage(`--out and --reporter ${targets[0]!.name}:${sanitizeTerminal(targets[0]!.given!)} both name the report file; give one of them.`);
    targets[0] = { name: targets[0]!.name, path: resolve(cwd, out), given: out, flag: '--out' };
  }
  const toStdout = targets.filter((t) => t.path === undefined);
  if (toStdout.length > 1) throw usage(`Reporters ${toStdout.map((t) => t.name).join(' and ')} would both write to stdout (--reporter); give all but one a file as NAME:PATH.`);
  const seen = new Map<string, ReporterTarget>();
  for (const t of targets) {
    if (t.path === undefined) continue;
    const first = seen.get(t.path);
    if (first) throw usage(`Reporters ${first.name} and ${t.name} would both write ${sanitizeTerminal(t.given!)} (--reporter); give each its own file.`);
    seen.set(t.path, t);
  }
  return targets;
}
