import { isFleetReport, type FleetReport, type Report } from './types.js';
import { renderConsoleFleet, renderJsonFleet, renderMarkdownFleet, renderSarifFleet } from './fleet.js';
import { renderConsole } from './console.js';
import { renderJson, renderSurface } from './json.js';
import { renderJunit, renderJunitFleet } from './junit.js';
import { renderMarkdown } from './markdown.js';
import { renderSarif } from './sarif.js';
import type { ReportLocations } from './locations.js';

export { redact, redactJson, redactReport } from './redact.js';
export { renderConsole, renderJson, renderJunit, renderMarkdown, renderSarif, renderSurface };
export { MARKDOWN_LIMIT } from './markdown.js';
export { FINGERPRINT_KEY, MAX_SARIF_RESULTS } from './sarif.js';
export { renderAnnotationsFleet, MAX_COMMENT_CHARS } from './fleet.js';
export { fileLineOf, fleetLockfileLineIndex, lockfileLineIndex, type FileLine, type ReportLocations } from './locations.js';

/** What the CLI decides for every reporter; reporters that have no use for an option ignore it. */
export interface ReporterOptions extends ReportLocations {
  color: boolean;
  verbose: boolean;
}

/** A reporter is a pure function of the report: no environment, files or clock. The CLI writes. */
export type Reporter = (report: Report | FleetReport, options: ReporterOptions) => string;

/** Every `--reporter` name. A new format is one line here. */
export const REPORTERS = {
  console: (r, o) => (isFleetReport(r) ? renderConsoleFleet(r, o) : renderConsole(r, o)),
  json: (r) => (isFleetReport(r) ? renderJsonFleet(r) : renderJson(r)),
  markdown: (r, o) => {
    const options = o.jsonReportPath === undefined ? {} : { jsonReportPath: o.jsonReportPath };
    return isFleetReport(r) ? renderMarkdownFleet(r, options) : renderMarkdown(r, options);
  },
  junit: (r, o) => (isFleetReport(r) ? renderJunitFleet(r, o) : renderJunit(r, o)),
  sarif: (r, o) => (isFleetReport(r) ? renderSarifFleet(r, o) : renderSarif(r, o)),
} satisfies Record<string, Reporter>;

export type ReporterName = keyof typeof REPORTERS;

export function isReporterName(name: string): name is ReporterName {
  return Object.prototype.hasOwnProperty.call(REPORTERS, name);
}

export function renderReport(name: ReporterName, report: Report | FleetReport, options: ReporterOptions): string {
  const reporter: Reporter = REPORTERS[name];
  return reporter(report, options);
}
