/** Programmatic entry points (used by the benchmark and by tools that embed mcpward). */
export { main } from './cli/main.js';
export type { CliIO } from './cli/io.js';
export type { Finding, Report, Severity, Status } from './model.js';
export { RULES } from './rules/index.js';
