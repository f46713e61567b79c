import { join } from 'node:path';
import { readGoldens } from '../../src/edge/goldens.js';
import { executeCalls } from '../../src/run/calls.js';
import { planCalls } from '../../src/run/plan.js';
import type { CallPlan, CallRecord } from '../../src/snapshot/calls.js';
import { checksOf, runFamilies } from '../../src/checks/index.js';
import { familyEnabled } from '../../src/checks/plan.js';
import { connect } from '../../src/client/connect.js';
import type { ServerTarget } from '../../src/client/types.js';
import type { Config } from '../../src/config/schema.js';
import type { Finding } from '../../src/rules/index.js';
import { captureSnapshot } from '../../src/run/capture.js';
import type { Snapshot } from '../../src/snapshot/types.js';
import { repoRoot } from '../helpers/servers.js';
import { config } from '../support/calls.js';
import { argsOf } from '../support/findings.js';

export const callsFixture = join(repoRoot, 'fixtures', 'servers', 'calls.mjs');
export const nodeEnv = () => ({ PATH: process.env.PATH ?? '' });

export const stdio = (script: string, args: string[] = [], env: Record<string, string> = nodeEnv()): ServerTarget => ({
  transport: 'stdio',
  command: process.execPath,
  args: [script, ...args],
  env,
});

export interface CallRun {
  snapshot: Snapshot;
  plan: CallPlan;
  records: CallRecord[];
  findings: Finding[];
  config: Config;
}

export interface RunOptions {
  protocol?: string;
  callMs?: number;
  concurrency?: number;
  updateGolden?: boolean;
}

/** The families that judge tool calls (what `run` adds to the static families once it has called). */
const CALL_FAMILIES = ['errors', 'results', 'behavioral', 'latency'] as const;

/** What the CLI will do: connect, capture, plan, call, check; the server is closed on every path. */
export async function runCalls(target: ServerTarget, partial: Parameters<typeof config>[0] = {}, options: RunOptions = {}): Promise<CallRun> {
  const callMs = options.callMs ?? 10_000;
  const conn = await connect(target, { connectMs: 15_000, callMs, protocol: options.protocol ?? 'auto', clientInfo: { name: 'mcpward-tests', version: '0.0.0' } });
  try {
    const snapshot = await captureSnapshot(conn, { maxPages: 100 });
    const cfg = config({ ...partial, timeouts: { call_ms: callMs } });
    const plan = planCalls(snapshot, cfg);
    const records = await executeCalls(conn, plan, { callMs, ...(options.concurrency ? { concurrency: options.concurrency } : {}) });
    const goldens = await readGoldens(cfg.suites);
    const evidence = { snapshot, plan, records, boundary: [], contexts: [], exchanges: [], goldens };
    const findings = runFamilies(checksOf(CALL_FAMILIES.filter((f) => familyEnabled(f, cfg))), { evidence, config: cfg, updateGolden: options.updateGolden ?? false });
    return { snapshot, plan, records, findings, config: cfg };
  } finally {
    await conn.close();
  }
}

/** `rule:status` of one subject (tool, case or server), for compact assertions. */
export function verdicts(findings: readonly Finding[], subject?: string): string[] {
  return findings
    .filter((f) => subject === undefined || f.subject?.name === subject || argsOf(f).tool === subject)
    .map((f) => `${f.rule}:${f.status}`)
    .sort();
}

export const failing = (findings: readonly Finding[]) => findings.filter((f) => f.status === 'fail' || f.status === 'warn');
