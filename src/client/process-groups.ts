/**
 * Every server process group mcpward started and has not yet reaped, so that no exit path — normal
 * exit, an uncaught error, Ctrl-C, SIGTERM from CI — leaves a server (or its children) running.
 */

import type { ChildProcess } from 'node:child_process';
import { killTree } from './spawn.js';

const live = new Set<ChildProcess>();
let exitHookInstalled = false;
let signalHooksInstalled = false;

/** Sends `signal` to the child's whole process tree (see `killTree`); never throws. */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): boolean {
  if (child.pid !== undefined) return killTree(child.pid, signal);
  try {
    return child.kill(signal);
  } catch {
    return false;
  }
}

export function trackGroup(child: ChildProcess): void {
  live.add(child);
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
