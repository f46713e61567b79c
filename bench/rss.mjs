// Preloaded by bench/run.mjs with `node --import`: at exit, writes this process's peak resident
// set size (KiB) to the file named by MCPWARD_BENCH_RSS. A flag, not NODE_OPTIONS, so the servers
// the measured process spawns are not measured with it.
import { writeFileSync } from 'node:fs';

const file = process.env.MCPWARD_BENCH_RSS;
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
