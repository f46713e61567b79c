import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/servers.js';

const work = mkdtempSync(join(tmpdir(), 'mcpward-pack-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the packed tarball', () => {
  it('runs from an unpacked copy with nothing of the repository but its dependencies', () => {
    const tarball = execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', work], { cwd: repoRoot, encoding: 'utf8' }).trim().split('\n').pop()!;
    execFileSync('tar', ['xzf', join(work, tarball), '-C', work]);
    const pkgDir = join(work, 'package');
    // The registry is out of reach in tests, so the runtime dependencies come from the repository.
    symlinkSync(join(repoRoot, 'node_modules'), join(pkgDir, 'node_modules'), 'dir');
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { version: string; bin: { mcpward: string } };
    const bin = join(pkgDir, pkg.bin.mcpward);
    expect(execFileSync(process.execPath, [bin, '--version'], { encoding: 'utf8' }).trim()).toBe(pkg.version);
    expect(execFileSync(process.execPath, [bin, 'rules'], { encoding: 'utf8' })).toContain('description_changed');
  });
});
