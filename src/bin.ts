#!/usr/bin/env node
import { processIO } from './cli/io.js';
import { main } from './cli/main.js';

const code = await main(process.argv.slice(2), processIO());
process.exitCode = code;
// Every server is reaped by then; this only guards against a stray handle keeping the CLI alive.
setTimeout(() => process.exit(code), 2000).unref();
