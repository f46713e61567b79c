#!/usr/bin/env node
import { activity } from './cli/activity.js';
import { VERSION } from './version.js';

const debug = process.argv.includes('--debug');

/** The reporters' sanitiser, loaded only when needed; a crude one if even that fails. */
const sanitized = (text: string): Promise<string> =>
  import('./report/escape.js').then(
    ({ sanitizeLines }) => sanitizeLines(text).join('\n'),
    () => text.replace(/[^\x20-\x7e\n]/g, '?'),
  );

// A crash is mcpward's fault, never the server's: exit 2 ("the run did not complete"), not 1
// ("checks failed"). process.exit runs the 'exit' handler that kills every server mcpward started.
let crashed = false;
const crash = (error: unknown) => {
  if (crashed) return;
  crashed = true;
  const detail = error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error);
  const stack = debug && error instanceof Error && error.stack ? `\n${error.stack}` : '';
  const command = process.argv[2] ?? '';
  // The message may quote a server (a tool name in the activity, a value in the error): sanitised.
  void sanitized(
    `mcpward: internal error while ${activity()} (mcpward ${command}): ${detail}. This is a bug in mcpward, not a finding about the server; ` +
      `the run did not complete. ${debug ? 'The stack trace follows; please report it.' : 'Run again with --debug for the stack trace, and report it.'}${stack}`,
  ).then((text) => {
    process.stderr.write(`${text}\n`);
    process.exit(2);
  });
};
process.on('uncaughtException', crash);
process.on('unhandledRejection', crash);

// Warnings of Node or of a dependency (Ajv's "unknown format … ignored") never reach stderr raw:
// Node's own printer is removed, and under --debug each becomes a debug line.
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (debug) void sanitized(`${warning.name}: ${warning.message}`).then((text) => process.stderr.write(`[debug] warning: ${text}\n`));
});

const argv = process.argv.slice(2);
if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
  // Answered before the CLI (commander) loads: CI logs print it on every run. Same output as commander's.
  process.stdout.write(`${VERSION}\n`);
} else {
  const [{ main }, { processIO }] = await Promise.all([import('./cli/main.js'), import('./cli/io.js')]);
  const code = await main(argv, processIO());
  process.exitCode = code;
  // Every server is reaped by then; this only guards against a stray handle keeping the CLI alive.
  setTimeout(() => process.exit(code), 2000).unref();
}
