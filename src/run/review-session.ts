/**
 * The review's one session with the server, within `timeouts.run_ms`: connect, capture, the planned
 * calls, the HTTP boundary probes and the completions on the main connection, then one short
 * connection per authorization context. Every server started is reaped on every path.
 */

import { mergeHeaders } from '../client/http.js';
import type { Connection, ServerTarget } from '../client/types.js';
import type { Exchange } from '../snapshot/wire.js';
import type { CallPlan, CallRecord } from '../snapshot/calls.js';
import type { LoadedConfig } from '../config/load.js';
import type { ProtocolProbes } from '../snapshot/probes.js';
import type { Snapshot } from '../snapshot/types.js';
import { MAX_PAGES, serverTarget, withSession } from './session.js';
import type { BoundaryRecord, CompletionEvidence, ContextRecord } from '../snapshot/review.js';

export interface ReviewSession {
  snapshot: Snapshot;
  plan: CallPlan;
  records: CallRecord[];
  boundary: BoundaryRecord[];
  completions: CompletionEvidence;
  contexts: ContextRecord[];
  /** The protocol probes `run` makes too (second listing, unknown method, invalid cursor, …). */
  probes: ProtocolProbes;
  /** Every exchange of the main connection, calls included (the snapshot holds only the capture's). */
  exchanges: Exchange[];
}

export interface SessionHooks {
  progress(what: string | undefined): void;
  debug?: (line: string) => void;
}

/** Runs the whole review session; a `UserError` when the server cannot be reached or the run times out. */
export async function runReviewSession(loaded: LoadedConfig, env: Record<string, string | undefined>, hooks: SessionHooks): Promise<ReviewSession> {
  const { config } = loaded;
  const [{ captureSnapshot }, { serverEnvironment }, { planCalls }, { executeCalls }, { runProtocolProbes }, { probeBoundary }, { runCompletions }] = await Promise.all([
    import('./capture.js'),
    import('../config/environment.js'),
    import('./plan.js'),
    import('./calls.js'),
    import('./probes.js'),
    import('./boundary.js'),
    import('./completions.js'),
  ]);
  const target = serverTarget(config, serverEnvironment(config, env));
  const options = { config, label: 'review', progress: hooks.progress, ...(hooks.debug ? { debug: hooks.debug } : {}) };
  return withSession(options, async (scope): Promise<ReviewSession> => {
    scope.progress('connecting to the server');
    const conn = await scope.connect(target);
    scope.progress('capturing the server surface');
    const snapshot = await captureSnapshot(conn, { maxPages: MAX_PAGES, onProgress: (what) => scope.progress(what) });
    const plan = planCalls(snapshot, config);
    const records = plan.calls.length === 0 ? [] : await executeCalls(conn, plan, {
      callMs: config.timeouts.call_ms,
      signal: scope.signal,
      onProgress: (done, total, call) => scope.progress(`calling ${call.tool} (${done} of ${total})`),
    });
    scope.progress('probing the protocol');
    // The second listing among them shows unstable ordering; none of them calls a tool.
    const probes = await runProtocolProbes(conn, snapshot, { callMs: config.timeouts.call_ms });
    scope.progress('probing the HTTP header boundary');
    const boundary = await probeBoundary(conn, snapshot, plan, records, { enabled: config.review.boundary_probes });
    scope.progress('running completions');
    const completions = await runCompletions(conn, snapshot, 'default', { callMs: config.timeouts.call_ms, probeUnknown: true });
    const exchanges = [...conn.exchanges];
    await scope.close(conn);

    const contexts: ContextRecord[] = [];
    for (const context of config.review.contexts) {
      scope.progress(`listing tools as ${context.name}`);
      const base = { name: context.name, hidden: context.hidden, ...(context.isolated_from === undefined ? {} : { isolatedFrom: context.isolated_from }), tools: [], listComplete: false };
      const contextTarget = targetFor(target, context);
      if (typeof contextTarget === 'string') {
        contexts.push({ ...base, skipped: contextTarget });
        continue;
      }
      let contextConn: Connection | undefined;
      try {
        contextConn = await scope.connect(contextTarget);
        const seen = await captureSnapshot(contextConn, { maxPages: MAX_PAGES });
        const evidence = await runCompletions(contextConn, seen, context.name, { callMs: config.timeouts.call_ms, probeUnknown: false });
        const tools = seen.tools.map((t) => t.key).filter((k): k is string => k !== undefined);
        contexts.push({ ...base, tools, listComplete: seen.lists.tools.stop === 'end' || seen.lists.tools.stop === 'not-advertised', completions: evidence });
      } catch (error) {
        if (scope.signal.aborted) throw error;
        const message = error instanceof Error ? error.message : String(error);
        // A caller the server turns away sees nothing, which is what a low-privilege context may expect.
        if (/HTTP 40[13]\b/.test(message)) contexts.push({ ...base, listComplete: true, refused: message });
        else contexts.push({ ...base, failed: message });
      } finally {
        if (contextConn) await scope.close(contextConn);
      }
    }
    return { snapshot, plan, records, probes, boundary, completions, contexts, exchanges };
  });
}

type ContextConfig = LoadedConfig['config']['review']['contexts'][number];

/**
 * The target one context connects to: its headers over the main headers (http, sse), or its
 * environment over the server's (stdio, a server started for it). A string says why not.
 */
export function targetFor(base: ServerTarget, context: ContextConfig): ServerTarget | string {
  if (base.transport === 'stdio') {
    if (Object.keys(context.env).length === 0) return 'over stdio a context needs `env` (its `headers` apply to HTTP only)';
    return { ...base, env: { ...base.env, ...context.env } };
  }
  if (Object.keys(context.headers).length === 0) return `over ${base.transport} a context needs \`headers\` (its \`env\` applies to a server mcpward starts)`;
  return { ...base, headers: mergeHeaders(base.headers, context.headers) };
}
