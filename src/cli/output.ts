import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import { UserError } from '../errors.js';
import { sanitizeTerminal } from '../report/escape.js';
// Small and pure: every byte the CLI writes, early errors included, gets the full redaction.
import { redact } from '../report/redact.js';
import type { Report } from '../report/types.js';
import type { ReportLocations } from '../report/locations.js';
import { colorEnabled, type CliIO, type CommonOptions } from './io.js';

/**
 * The CLI's only writer. Every byte it writes (report, progress, errors, debug log, lockfile text)
 * passes through redaction, so a secret from the config cannot reach any output.
 */
export class Output {
  private secrets: string[] = [];
  private progressShown = false;
  /** The run starts when its Output does: JUnit's `time` is the run's duration. */
  private readonly started = Date.now();

  constructor(
    private readonly io: CliIO,
    private readonly opts: Pick<CommonOptions, 'reporter' | 'out' | 'verbose' | 'debug' | 'color' | 'config' | 'prComment' | 'sarifCategory'>,
  ) {}

  addSecrets(secrets: readonly string[]): void {
    this.secrets.push(...secrets);
  }

  /** An unknown reporter is a usage error before anything connects, never a silent fallback. */
  async validateReporter(): Promise<void> {
    const { isReporterName, REPORTERS } = await import('../report/index.js');
    if (!isReporterName(this.opts.reporter)) {
      throw new UserError('usage', `Unknown reporter "${this.opts.reporter}" (--reporter). Choose one of: ${Object.keys(REPORTERS).join(', ')}.`);
    }
    const category = this.opts.sarifCategory;
    if (category !== undefined && !/^[\w.:@+/-]+$/.test(category)) {
      throw new UserError('usage', `--sarif-category must be letters, digits and . _ - : @ + /, e.g. \`mcpward/api\`; got ${JSON.stringify(this.plain(category))}.`);
    }
  }

  redactText(text: string): string {
    if (this.secrets.length === 0) return text;
    return redact(text, this.secrets);
  }

  /** Renders and writes the report (and the PR comment, when asked); returns its exit code. */
  async report(report: Report, context: ReportContext = {}): Promise<number> {
    const { renderReport, isReporterName, redactReport } = await import('../report/index.js');
    // Redact the data before rendering (escaping could disguise a secret) and the text after it.
    report = redactReport(report, this.secrets);
    const reporter = isReporterName(this.opts.reporter) ? this.opts.reporter : 'console';
    const toFile = this.opts.out !== undefined;
    const options = { color: colorEnabled(this.io, this.opts.color, toFile), verbose: this.opts.verbose, ...(await this.locations(context)) };
    const render = (name: typeof reporter, color: boolean) =>
      renderReport(name, report, { ...options, color });
    const text = this.redactText(render(reporter, options.color));
    if (toFile) {
      const path = resolve(this.io.cwd, this.opts.out!);
      try {
        await writeFile(path, text, 'utf8');
      } catch (error) {
        this.error(`Could not write the report to ${path} (--out): ${(error as Error).message}`);
        return 2;
      }
      // The file holds the machine-readable report; the log still shows a human one.
      if (reporter !== 'console') this.io.stdout(this.redactText(render('console', colorEnabled(this.io, this.opts.color, false))));
      this.io.stderr(this.redactText(`Report written to ${this.opts.out}\n`));
    } else {
      this.io.stdout(text);
    }
    if (report.fatal && (reporter !== 'console' || toFile)) this.io.stderr(this.redactText(`mcpward: ${this.plainLines(report.fatal.message)}\n`));
    if (this.io.env.GITHUB_ACTIONS === 'true') await this.annotate(report, options);
    if (this.opts.prComment) await this.postComment(report, render('markdown', false), options.configPath);
    return report.exitCode;
  }

  /** On GitHub Actions, failures also become workflow annotations, on stderr so they never mix with a report on stdout. */
  private async annotate(report: Report, locations: ReportLocations): Promise<void> {
    const { renderAnnotations } = await import('../report/annotations.js');
    const lines = renderAnnotations(report, locations);
    if (lines.length > 0) this.io.stderr(this.redactText(`${lines.join('\n')}\n`));
  }

  /**
   * Posts or updates the PR comment. A network or permission failure is reported on stderr and
   * never changes the exit code of the checks.
   */
  private async postComment(report: Report, markdown: string, configPath: string | undefined): Promise<void> {
    const { postPrComment } = await import('../github/pr-comment.js');
    await postPrComment({
      markdown: this.redactText(markdown),
      env: this.io.env,
      fetch: globalThis.fetch,
      log: (line) => this.io.stderr(this.redactText(`${line}\n`)),
      // Workspace-relative, so `mcp/x`, `./mcp/x` and an absolute path are one comment; the server's
      // name, when the run got that far, says in the marker which server the report is about.
      key: { command: report.command, config: configPath ?? this.opts.config, ...(report.server?.name ? { server: report.server.name } : {}) },
    });
  }

  /**
   * Where SARIF results, JUnit test cases and annotations point: the config file, and the lockfile
   * line of each tool when one exists; plus the SARIF category and the run's duration.
   */
  private async locations(context: ReportContext): Promise<ReportLocations> {
    // Relative to the workspace root, so GitHub resolves them even from a working-directory subfolder.
    const root = this.io.env.GITHUB_WORKSPACE ?? this.io.cwd;
    const rel = (path: string) => relative(root, path).split(sep).join('/');
    const out: ReportLocations = {
      configPath: rel(context.configPath ?? resolve(this.io.cwd, this.opts.config)),
      durationMs: Date.now() - this.started,
      ...(this.opts.sarifCategory !== undefined ? { sarifCategory: this.opts.sarifCategory } : {}),
    };
    if (context.lockfilePath && existsSync(context.lockfilePath)) {
      const { lockfileLineIndex } = await import('../report/locations.js');
      out.lockfilePath = rel(context.lockfilePath);
      out.lockfileLines = lockfileLineIndex(await readFile(context.lockfilePath, 'utf8'));
    }
    return out;
  }

  line(text: string): void {
    this.io.stdout(this.redactText(`${text}\n`));
  }

  /** A fatal message may quote the server's stderr: every line is sanitised before it reaches the terminal. */
  error(message: string): void {
    this.io.stderr(this.redactText(`✗ ${this.plainLines(message)}\n`));
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

/** Files the report is about (SARIF locations). */
export interface ReportContext {
  configPath?: string;
  lockfilePath?: string;
}
