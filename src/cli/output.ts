import { constants } from 'node:fs';
import { access, mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
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
    private readonly opts: Pick<CommonOptions, 'reporter' | 'includeSurface' | 'out' | 'verbose' | 'debug' | 'color' | 'config' | 'prComment' | 'sarifCategory' | 'quiet'>,
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
    let report = redactReport(given, this.secrets);
    // SARIF results, JUnit cases and workflow annotations all point at the same file and line.
    const locations = await this.locations(context);
    const json = targets.find((t) => t.name === 'json' && t.path !== undefined);
    if (json) locations.jsonReportPath = this.workspacePath(json.path!);
    const render = (name: ReporterName, from: Report | FleetReport, toFile: boolean) =>
      this.redactText(renderReport(name, name === 'console' && this.opts.quiet ? failuresOnly(from) : from, { color: colorEnabled(this.io, this.opts.color, toFile), verbose: this.opts.verbose, ...locations }));
    // Every report is rendered, then every file written; stdout comes last. A reporter or a file that
    // fails makes the run exit 2, and every report that is written says so: the reports are
    // rendered again from a report whose exit code is 2, so no file and no stdout claims 0 or 1.
    const attempt = async (from: Report | FleetReport, skip: ReadonlySet<ReporterTarget>) => {
      const texts = new Map<ReporterTarget, string>();
      const failed = new Map<ReporterTarget, string>();
      for (const target of targets) {
        if (skip.has(target)) continue;
        try {
          texts.set(target, render(target.name, from, target.path !== undefined));
        } catch (error) {
          // Each reporter renders on its own: one that fails loses its own output, never another's.
          failed.set(target, `Internal error: the ${target.name} reporter failed (${this.opts.debug ? ((error as Error).stack ?? '') : (error as Error).message}); the other reports are complete.`);
        }
      }
      for (const [target, text] of texts) {
        if (target.path === undefined) continue;
        try {
          await writeFile(target.path, text, 'utf8');
        } catch (error) {
          texts.delete(target);
          failed.set(target, `Could not write the ${target.name} report to ${target.path} (${target.flag}): ${(error as Error).message}`);
        }
      }
      return { texts, failed };
    };
    const first = await attempt(report, new Set());
    const failed = first.failed;
    let texts = first.texts;
    if (failed.size > 0 && report.exitCode !== 2) {
      report = failedOutput(report, [...failed.keys()]);
      const again = await attempt(report, new Set(failed.keys()));
      texts = again.texts;
      for (const [target, message] of again.failed) failed.set(target, message);
    }
    let exitCode: number = report.exitCode;
    for (const message of failed.values()) this.error(message);
    if (failed.size > 0) exitCode = 2;
    for (const [target] of texts) if (target.path !== undefined && !this.opts.quiet) this.io.stderr(this.redactText(`Report written to ${target.given}\n`));
    const onStdout = targets.find((t) => t.path === undefined);
    // A run that stopped before judging anything has no report for humans but its error: under the
    // console reporter that error is a diagnostic, on stderr, so `mcpward run >/dev/null` still shows it.
    const fatalOnly = !isFleetReport(report) && report.fatal !== undefined && report.fatal.code !== OUTPUT_FAILED;
    const human = (text: string) => (fatalOnly ? this.io.stderr(text) : this.io.stdout(text));
    if (onStdout && texts.has(onStdout)) (onStdout.name === 'console' ? human : this.io.stdout)(texts.get(onStdout)!);
    // Every report went to a file: the log still shows a human one (unless the console report is one of the files).
    if (!onStdout && !targets.some((t) => t.name === 'console')) {
      try {
        human(render('console', report, false));
      } catch (error) {
        this.error(`Internal error: the console summary failed (${(error as Error).message}); the report files are complete.`);
        exitCode = 2;
      }
    }
    for (const one of isFleetReport(report) ? report.servers : [report]) {
      const prefix = isFleetReport(report) ? `${this.plain(one.fleetName ?? '')}: ` : '';
      // Every fatal message reaches stderr once: the console text above already went there for one
      // server (and a failed output's own error is on stderr already); a fleet's console report on
      // stdout shows it as well, since it is that server's section of the report.
      const shown = fatalOnly && (onStdout?.name === 'console' || (!onStdout && !targets.some((t) => t.name === 'console')));
      if (one.fatal && !shown && one.fatal.code !== OUTPUT_FAILED) this.io.stderr(this.redactText(`mcpward: ${prefix}${this.plainLines(one.fatal.message)}\n`));
    }
    if (this.io.env.GITHUB_ACTIONS === 'true') await this.annotate(report, locations);
    if (this.opts.prComment) await this.postComment(report, renderReport('markdown', report, { color: false, verbose: this.opts.verbose, ...locations }), locations.configPath);
    return exitCode;
  }

  /** A path relative to the workspace root (or the working directory), with `/` separators: how reports name files. */
  private workspacePath(path: string): string {
    return relative(this.io.env.GITHUB_WORKSPACE ?? this.io.cwd, path).split(sep).join('/');
  }

  /** The reporters and where each writes, parsed once from `--reporter` and `--out`. */
  private targets(): Promise<ReporterTarget[]> {
    this.parsed ??= import('../report/index.js').then(async ({ REPORTERS }) => {
      const targets = parseReporters(this.opts.reporter ?? [], this.opts.out, { cwd: this.io.cwd, names: Object.keys(REPORTERS) as ReporterName[] });
      const config = resolve(this.io.cwd, this.opts.config);
      const clobbers = targets.find((t) => t.path === config);
      if (clobbers) throw new UserError('usage', `The ${clobbers.name} report would overwrite the config file ${sanitizeTerminal(clobbers.given!)} (${clobbers.flag}); write the report to another file.`);
      if (this.opts.includeSurface && !targets.some((t) => t.name === 'json')) {
        throw new UserError('usage', '--include-surface adds the server surface to the JSON report, but no --reporter json was asked for. Add --reporter json (or json:PATH), or use `mcpward show` to print the surface alone.');
      }
      for (const target of targets) if (target.path !== undefined) await prepareReportPath(target);
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
    if (this.opts.quiet) return;
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
    if (!this.io.stderrIsTTY || this.opts.debug || this.opts.quiet) return;
    if (what === undefined) {
      if (this.progressShown) this.io.stderr('\r\u001b[2K');
      this.progressShown = false;
      return;
    }
    this.progressShown = true;
    // One column short of the terminal's width: a line that reaches the last column wraps on some
    // terminals, and `\r` plus erase-line would then clear only the wrapped part.
    const width = Math.max((this.io.stderrColumns?.() ?? 80) - 1, 10);
    const text = Array.from(this.redactText(this.plain(what)));
    const line = text.length > width ? `${text.slice(0, width - 1).join('')}…` : text.join('');
    this.io.stderr(`\r\u001b[2K${line}`);
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

/** `fatal.code` of a report whose run completed but one of whose reports could not be written. */
const OUTPUT_FAILED = 'output';

/**
 * The report as it stands once some of its outputs failed: exit 2, not completed, and why. A fatal
 * the run already had is kept (its exit code is 2 already, so this is never reached for it).
 */
function failedOutput(report: Report | FleetReport, failed: readonly ReporterTarget[]): Report | FleetReport {
  if (isFleetReport(report)) return { ...report, completed: false, exitCode: 2 };
  const what = failed.map((t) => (t.path === undefined ? `the ${t.name} report` : `the ${t.name} report (${t.given})`)).join(' and ');
  return {
    ...report,
    completed: false,
    exitCode: 2,
    fatal: report.fatal ?? { code: OUTPUT_FAILED, message: `The checks ran, but ${what} could not be written, so this run exits 2: a report that is missing must not pass a CI job. The findings below are complete.` },
  };
}

/**
 * Before anything starts: a report file's folder is created (as ESLint's `-o` does) and the file
 * must be writable, so a path that cannot be written is found before the server runs, never after.
 * Throws a usage error naming the path and the flag.
 */
async function prepareReportPath(target: ReporterTarget): Promise<void> {
  await prepareOutputPath(target.path!, target.given, `${target.name} report`, target.flag ?? '--reporter');
}

/** `prepareReportPath` for any file a command writes (`show --out` too): `what` names it in the message. */
export async function prepareOutputPath(path: string, given: string | undefined, what: string, flag: string): Promise<void> {
  const fail = (why: string) =>
    new UserError('usage', `Cannot write the ${what} to ${sanitizeTerminal(given ?? path)} (${flag}): ${why}. Nothing was started; give a path mcpward can write.`);
  const existing = await stat(path).catch(() => undefined);
  if (existing?.isDirectory()) throw fail('it is a folder');
  try {
    await mkdir(dirname(path), { recursive: true });
  } catch (error) {
    throw fail(`its folder ${sanitizeTerminal(dirname(path))} could not be created (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  try {
    await access(existing ? path : dirname(path), constants.W_OK);
  } catch (error) {
    throw fail(`${existing ? 'the file' : `its folder ${sanitizeTerminal(dirname(path))}`} is not writable (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
}

/** `--quiet`'s console report: the failing findings only; the summary still counts every finding. */
function failuresOnly(report: Report | FleetReport): Report | FleetReport {
  const keep = (r: Report): Report => ({ ...r, findings: r.findings.filter((f) => f.status === 'fail') });
  return isFleetReport(report) ? { ...report, servers: report.servers.map((r) => ({ ...keep(r), fleetName: r.fleetName })) } : keep(report);
}
