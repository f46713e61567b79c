#!/usr/bin/env node
import { processIO } from './cli/io.js';
import { main } from './cli/main.js';

// A crash is mcpward's fault, never the server's: exit 2 ("the run did not complete"), not 1
// ("checks failed"). process.exit runs the 'exit' handler that kills every server mcpward started.
const crash = (error: unknown) => {
  const detail = error instanceof Error ? error.message : String(error);
  // The message may quote a server: the reporters' sanitiser, loaded only when needed.
  void import('./report/escape.js')
    .then(({ sanitizeTerminal }) => sanitizeTerminal(detail), () => detail.replace(/[^\x20-\x7e]/g, '?'))
    .then((text) => {
      process.stderr.write(`mcpward: internal error: ${text} (a bug in mcpward; run with --debug and report it)\n`);
      process.exit(2);
    });
};
process.on('uncaughtException', crash);
process.on('unhandledRejection', crash);

const code = await main(process.argv.slice(2), processIO());
process.exitCode = code;
// Every server is reaped by then; this only guards against a stray handle keeping the CLI alive.
setTimeout(() => process.exit(code), 2000).unref();
