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
  )
    .then((text) => written(process.stderr, `${text}\n`))
    .then(() => process.exit(2));
};
process.on('uncaughtException', crash);

/**
 * Resolves once `text` (and everything written before it) has left the process, or the stream
 * failed. Writes to a pipe are asynchronous: what the reader has not taken yet waits in memory,
 * and process.exit() would throw it away.
 */
function written(stream: NodeJS.WriteStream, text = ''): Promise<void> {
  if (text === '' && stream.writableLength === 0) return Promise.resolve();
  if (stream.destroyed || stream.writableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    stream.once('error', () => resolve());
    stream.write(text, () => resolve());
  });
}

// A reader that closes the pipe early (`mcpward run | head`) is not a crash of mcpward: the
// report did not arrive whole, so the run did not complete (exit 2), said in one line, no trace.
// Without this handler the EPIPE error reaches 'uncaughtException' as an "internal error".
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') return crash(error);
  process.exitCode = 2;
  if (!process.stderr.destroyed) process.stderr.write('mcpward: stdout was closed before the report was written whole (EPIPE); the run did not complete.\n');
  process.exit(2);
});
// Nothing can be said about a closed stderr, and nowhere to say it.
process.stderr.on('error', () => {});
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
  // The report may still sit in the stdout buffer behind a slow reader: wait until it has left.
  await Promise.all([written(process.stdout), written(process.stderr)]);
  // Every server is reaped and every byte written by then; this only guards against a stray handle
  // keeping the CLI alive, so it starts after the drain and can never cut the output short.
  setTimeout(() => process.exit(code), 2000).unref();
}
