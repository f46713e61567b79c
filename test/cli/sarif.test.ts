import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stdioServerConfig } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';

interface SarifResult {
  ruleId: string;
  locations?: Array<{ physicalLocation?: { artifactLocation: { uri: string }; region?: { startLine: number } } }>;
}

describe('diff --reporter sarif', () => {
  it('points drift results at the tool’s line in the lockfile and the rest at the config', async () => {
    const drift = { fail_on: 'low' };
    const p = project({ server: stdioServerConfig('drift', ['--variant', 'v1']), checks: { drift } });
    expect((await runCli(['baseline'], { cwd: p.dir })).code).toBe(0);
    p.write({ server: stdioServerConfig('drift', ['--variant', 'v2']), checks: { drift } });
    const r = await runCli(['diff', '--reporter', 'sarif', '--out', 'out.sarif'], { cwd: p.dir });
    expect(r.code).toBe(1);
    const sarif = JSON.parse(readFileSync(join(p.dir, 'out.sarif'), 'utf8')) as { runs: Array<{ results: SarifResult[] }> };
    const removed = sarif.runs[0]!.results.find((x) => x.ruleId === 'tool_removed')!;
    const where = removed.locations![0]!.physicalLocation!;
    expect(where.artifactLocation.uri).toBe('mcpward.lock.json');
    const lines = readFileSync(join(p.dir, 'mcpward.lock.json'), 'utf8').split('\n');
    expect(lines[where.region!.startLine - 1]).toContain('"name": "removed_tool"');
    // The console report still reaches the log when the machine-readable one goes to a file.
    expect(r.stdout).toContain('DRIFT');
  });
});
