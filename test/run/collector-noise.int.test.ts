import { describe, expect, it } from 'vitest';
import { collectEvidence } from '../../src/run/collector.js';
import type { Need } from '../../src/snapshot/evidence.js';
import { stdioServerConfig } from '../helpers/servers.js';
import { config } from '../support/calls.js';

describe('the collector records stdout noise of the whole run', () => {
  it('keeps lines a stdio server printed after the capture (during the protocol probes)', async () => {
    const cfg = config({ timeouts: { call_ms: 10_000 } });
    const server = { ...cfg.server, ...stdioServerConfig('broken', ['--noise']) } as typeof cfg.server;
    const needs = new Set<Need>(['surface', 'protocol-probes']);
    const evidence = await collectEvidence({ config: { ...cfg, server }, env: process.env, needs, label: 'test', progress: () => {} });
    // broken.mjs prints a line after every response, naming the id it answered: ids past the capture's are the probes'.
    const lastCaptured = Math.max(...evidence.snapshot.exchanges.map((e) => e.seq));
    const answered = evidence.snapshot.stdoutNoise.map((line) => /answered (\d+)/.exec(line)?.[1]).filter((id): id is string => id !== undefined).map(Number);
    expect(answered.some((id) => id > lastCaptured)).toBe(true);
  });
});
