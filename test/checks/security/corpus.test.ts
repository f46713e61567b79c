import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkSecurity } from '../../../src/checks/security/index.js';
import type { Snapshot } from '../../../src/snapshot/types.js';
import { CORPUS_SERVERS, corpusPath, recaptureCorpus, type CorpusFile } from './corpus/capture.js';
import { snapshotOf } from './snapshot.js';

/**
 * Real servers nobody here wrote must come out clean: any finding above `low` here is a false
 * positive unless it is listed (and explained) in EXPECTED. Regenerate the captured lists with
 * MCPWARD_CAPTURE_CORPUS=1 (starts the npm servers over stdio with the official SDK 1.x client).
 */
const EXPECTED: Record<string, Array<{ rule: string; subject: string; why: string }>> = {};

const RANK = { info: 0, low: 1, medium: 2, high: 3 } as const;

describe('security corpus: official npm servers', () => {
  beforeAll(async () => {
    if (process.env.MCPWARD_CAPTURE_CORPUS === '1') await recaptureCorpus();
  }, 60_000);

  it.each(CORPUS_SERVERS)('%s has no unexplained findings above low', (server) => {
    const data = JSON.parse(readFileSync(corpusPath(server), 'utf8')) as CorpusFile;
    expect(data.tools.length).toBeGreaterThan(0);
    const findings = checkSecurity(
      snapshotOf({ ...data, serverInfo: data.serverInfo as Snapshot['serverInfo'], instructions: data.instructions ?? undefined }),
    );
    const loud = findings
      .filter((f) => f.status !== 'pass' && RANK[f.severity] > RANK.low)
      .map((f) => ({ rule: f.rule, subject: f.subject?.name, path: f.path, args: f.args }));
    const expected = (EXPECTED[server] ?? []).map(({ rule, subject }) => ({ rule, subject }));
    expect(loud.map(({ rule, subject }) => ({ rule, subject }))).toEqual(expected);
    expect(findings.some((f) => f.status === 'pass')).toBe(true);
  });
});
