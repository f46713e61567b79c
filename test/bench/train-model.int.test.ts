import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/servers.js';

/**
 * The statistical model of bench/poisoning/train-model.mjs is reproducible byte for byte: the
 * shipped weights (src/text/model-weights.ts) are what the script trains today from the train split
 * and the dev dependencies' documentation as the lockfile installs it (fixed hashing, fixed example
 * order, fixed epochs), so the README's figures can be rebuilt by anyone, and a weight file that
 * no longer matches its training data fails here.
 */
describe('the statistical model', () => {
  it('is what train-model.mjs trains from the train split', () => {
    const run = spawnSync(process.execPath, [join(repoRoot, 'bench', 'poisoning', 'train-model.mjs'), '--check'], { encoding: 'utf8', timeout: 900_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 900_000);
});
