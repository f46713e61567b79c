/** Programmatic entry points (used by the benchmark and by tools that embed mcpward). */
export { main } from './cli/main.js';
export type { CliIO } from './cli/io.js';
export type { Severity, Status } from './model.js';
export type { Finding } from './rules/index.js';
export type { Report } from './report/types.js';
export { RULES } from './rules/index.js';
