/**
 * Every server process group mcpward started and has not yet reaped, so that no exit path — normal
 * exit, an uncaught error, Ctrl-C, SIGTERM from CI — leaves a server (or its children) running.
 */

import type { ChildProcess } from 'node:child_process';
import { Descendants } from './descendants.js';
import { killTree } from './spawn.js';

const live = new Set<ChildProcess>();
/** Per server: its descendants outside the group, and the timer that samples them while it runs. */
const trees = new Map<ChildProcess, { descendants: Descendants; timer: NodeJS.Timeout }>();
let exitHookInstalled = false;
let signalHooksInstalled = false;

/**
 * Sends `signal` to the child's whole process tree (see `killTree`), and to the descendants that
 * left it (src/client/descendants.ts); never throws. True when anyone was there to signal.
 */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): boolean {
  const outside = trees.get(child)?.descendants.signal(signal) ?? false;
  if (child.pid !== undefined) return killTree(child.pid, signal) || outside;
  try {
    return child.kill(signal);
  } catch {
    return false;
  }
}

/** `marker`: the value of the tree marker in the child's environment (src/client/descendants.ts). */
export function trackGroup(child: ChildProcess, marker?: string): void {
  live.add(child);
  if (child.pid !== undefined && marker !== undefined) {
    const descendants = new Descendants(child.pid, marker);
    descendants.sample();
    // Often enough to see a short-lived parent before it exits, cheap enough to go unnoticed
    // (Descendants.intervalMs: 200 ms on Linux, 1 s on macOS where each sample starts `ps`).
    const interval = descendants.intervalMs;
    if (interval !== undefined) {
      const timer = setInterval(() => descendants.sample(), interval);
      // Sampling never keeps mcpward alive.
      timer.unref();
      trees.set(child, { descendants, timer });
    }
  }
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    // 'exit' handlers must be synchronous: a SIGKILL is the only thing that is.
    process.on('exit', killAllNow);
  }
  if (!signalHooksInstalled) {
    signalHooksInstalled = true;
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    process.on('SIGHUP', onSignal);
  }
}

export function untrackGroup(child: ChildProcess): void {
  live.delete(child);
  const tree = trees.get(child);
  if (tree) {
    clearInterval(tree.timer);
    // Whoever outside the group outlived the SIGTERM and SIGKILL of teardown gets a last SIGKILL.
    tree.descendants.signal('SIGKILL');
    trees.delete(child);
  }
  if (live.size === 0) removeSignalHooks();
}

function killAllNow(): void {
  for (const child of live) signalGroup(child, 'SIGKILL');
  live.clear();
}

function onSignal(signal: NodeJS.Signals): void {
  killAllNow();
  // A listener replaces Node's default of exiting on the signal. When ours was the only one,
  // step aside and re-raise it so mcpward still ends the way the user asked (exit status 128+n).
  const ours = process.listeners(signal).filter((listener) => listener === onSignal).length;
  if (process.listenerCount(signal) === ours) {
    removeSignalHooks();
    process.kill(process.pid, signal);
  } else {
    removeSignalHooks();
  }
}

function removeSignalHooks(): void {
  if (!signalHooksInstalled) return;
  signalHooksInstalled = false;
  process.off('SIGINT', onSignal);
  process.off('SIGTERM', onSignal);
  process.off('SIGHUP', onSignal);
}
