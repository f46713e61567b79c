import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../helpers/servers.js';

const actionDir = join(repoRoot, 'action');
const script = join(actionDir, 'run.sh');

interface Step {
  id?: string;
  if?: string;
  uses?: string;
  with?: Record<string, string>;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
}
interface Action {
  inputs: Record<string, { default?: string; description: string }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: Step[] };
}
const action = parse(readFileSync(join(actionDir, 'action.yml'), 'utf8')) as Action;

describe('action/action.yml', () => {
  it('is a composite action with the documented inputs, defaults and outputs', () => {
    expect(action.runs.using).toBe('composite');
    expect(Object.fromEntries(Object.entries(action.inputs).map(([name, input]) => [name, input.default]))).toEqual({
      config: 'mcpward.yaml',
      command: 'run',
      reporter: 'console',
      output: '',
      reporters: '',
      category: '',
      servers: '',
      'pr-comment': 'false',
      'working-directory': '.',
      version: '',
      'setup-node': 'true',
      args: '',
    });
    expect(Object.keys(action.outputs)).toEqual(['exit-code', 'report-path', 'sarif', 'junit', 'markdown', 'json']);
    for (const [name, output] of Object.entries(action.outputs)) expect(output.value).toBe(`\${{ steps.mcpward.outputs.${name} }}`);
  });

  it('runs the mcpward it was released with: mcpward-version beside it is package.json’s version', () => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string };
    expect(readFileSync(join(actionDir, 'mcpward-version'), 'utf8')).toBe(`${pkg.version}\n`);
  });

  it('sets up Node with actions/setup-node pinned by commit, unless told not to', () => {
    const source = readFileSync(join(actionDir, 'action.yml'), 'utf8');
    const setup = action.runs.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(setup?.uses).toMatch(/^actions\/setup-node@[0-9a-f]{40}$/);
    expect(source).toMatch(new RegExp(`uses: ${setup!.uses!.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} # v\\d+\\.\\d+\\.\\d+\\n`));
    expect(setup?.if).toBe("inputs.setup-node == 'true'");
    expect(setup?.with).toEqual({ 'node-version': '24', 'package-manager-cache': false });
    expect(action.runs.steps.indexOf(setup!)).toBeLessThan(action.runs.steps.findIndex((step) => step.id === 'mcpward'));
  });

  it('lets no expression into a run script: inputs arrive through env only', () => {
    for (const step of action.runs.steps) {
      if (step.run === undefined) continue;
      expect(step.run).not.toContain('${{');
      expect(step.shell).toBe('bash');
    }
    const envValues = action.runs.steps.flatMap((step) => Object.values(step.env ?? {}));
    for (const name of Object.keys(action.inputs)) expect(envValues).toContain(`\${{ inputs.${name} }}`);
    // Outside `env:` and `outputs`, no expression at all (e.g. in `working-directory:` or `with:`);
    // an `if:` condition is an expression without `${{`, never text pasted into a script.
    const elsewhere = action.runs.steps.map(({ env: _env, ...rest }) => JSON.stringify(rest)).join('\n');
    expect(elsewhere).not.toContain('${{');
  });
});

describe('action/run.sh', () => {
  const root = mkdtempSync(join(tmpdir(), 'mcpward-action-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  let runs = 0;

  /** A stand-in for mcpward that records its argv, working directory and token, then exits as told. */
  const fakeBin = join(root, 'fake-mcpward.mjs');
  writeFileSync(
    fakeBin,
    `#!${process.execPath}
import { writeFileSync } from 'node:fs';
writeFileSync(process.env.FAKE_RECORD, JSON.stringify({ argv: process.argv.slice(2), cwd: process.cwd(), token: process.env.GITHUB_TOKEN ?? null }));
process.exit(Number(process.env.FAKE_EXIT ?? 0));
`,
  );
  chmodSync(fakeBin, 0o755);

  function runAction(inputs: Record<string, string>, env: Record<string, string> = {}) {
    const dir = join(root, `run-${++runs}`);
    mkdirSync(join(dir, 'sub'), { recursive: true });
    const record = join(dir, 'record.json');
    const outputFile = join(dir, 'github-output');
    writeFileSync(outputFile, '');
    const inputEnv = Object.fromEntries(Object.entries(inputs).map(([name, value]) => [`INPUT_${name.toUpperCase().replace(/-/g, '_')}`, value]));
    const result = spawnSync('bash', [script], {
      cwd: dir,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', MCPWARD_BIN: fakeBin, FAKE_RECORD: record, GITHUB_OUTPUT: outputFile, ...inputEnv, ...env },
    });
    const recorded = existsSync(record) ? (JSON.parse(readFileSync(record, 'utf8')) as { argv: string[]; cwd: string; token: string | null }) : undefined;
    const outputs = Object.fromEntries(
      readFileSync(outputFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    return { dir, status: result.status, stderr: result.stderr, recorded, outputs };
  }

  const noReports = { json: '', markdown: '', junit: '', sarif: '' };

  it('runs `mcpward run` with the defaults', () => {
    const { recorded, status, outputs, dir } = runAction({});
    expect(status).toBe(0);
    expect(recorded).toEqual({ argv: ['run', '--config', 'mcpward.yaml', '--reporter', 'console'], cwd: dir, token: null });
    expect(outputs).toEqual({ 'exit-code': '0', 'report-path': '', ...noReports });
  });

  it('passes hostile inputs as exact arguments and executes none of them', () => {
    const config = 'a $(touch pwned) ; touch pwned2 `touch pwned3` "q" \'s\' \\ \n$HOME\nnext line.yaml';
    const output = 'out $(touch pwned4).xml';
    const { recorded, status, outputs, dir } = runAction({
      config,
      reporter: 'junit; touch pwned5',
      output,
      'working-directory': 'sub',
      args: '--verbose  --debug\t"a b" $(touch pwned6)\n*',
    });
    expect(status).toBe(0);
    expect(recorded!.argv).toEqual([
      'run',
      '--config',
      config,
      '--reporter',
      'junit; touch pwned5',
      '--out',
      output,
      // Whitespace-split, nothing else: quotes stay, `$(…)` stays text, `*` is not globbed.
      '--verbose',
      '--debug',
      '"a',
      'b"',
      '$(touch',
      'pwned6)',
      '*',
    ]);
    expect(recorded!.cwd).toBe(join(dir, 'sub'));
    expect(outputs).toEqual({ 'exit-code': '0', 'report-path': join(dir, 'sub', output), ...noReports });
    const created = [...readdirSync(dir), ...readdirSync(join(dir, 'sub')), ...readdirSync(root)];
    expect(created.filter((name) => name.startsWith('pwned'))).toEqual([]);
  });

  it.each([1, 2, 13])('propagates exit code %i and still writes the outputs', (code) => {
    const { status, outputs } = runAction({ output: '/tmp/report.sarif' }, { FAKE_EXIT: String(code) });
    expect(status).toBe(code);
    expect(outputs).toEqual({ 'exit-code': String(code), 'report-path': '/tmp/report.sarif', ...noReports });
  });

  it('writes every requested report from one run, each to its own file and output', () => {
    const { recorded, status, outputs, dir } = runAction({ reporters: 'sarif, junit markdown,json sarif', category: 'mcpward/server a', command: 'diff', 'working-directory': 'sub' }, { FAKE_EXIT: '1' });
    expect(status).toBe(1);
    expect(recorded!.argv).toEqual([
      'diff',
      '--config',
      'mcpward.yaml',
      '--reporter',
      'console',
      '--reporter',
      'sarif:mcpward-reports/mcpward.sarif',
      '--reporter',
      'junit:mcpward-reports/mcpward-junit.xml',
      '--reporter',
      'markdown:mcpward-reports/mcpward.md',
      '--reporter',
      'json:mcpward-reports/mcpward.json',
      '--sarif-category=mcpward/server a',
    ]);
    const reports = join(dir, 'sub', 'mcpward-reports');
    expect(existsSync(reports)).toBe(true);
    expect(outputs).toEqual({
      'exit-code': '1',
      'report-path': '',
      sarif: join(reports, 'mcpward.sarif'),
      junit: join(reports, 'mcpward-junit.xml'),
      markdown: join(reports, 'mcpward.md'),
      json: join(reports, 'mcpward.json'),
    });
  });

  it('selects fleet servers by name, one --server each, and refuses anything that is not a name', () => {
    const { recorded, status } = runAction({ servers: 'api, files\tdocs-v2' });
    expect(status).toBe(0);
    expect(recorded!.argv).toEqual(['run', '--config', 'mcpward.yaml', '--reporter', 'console', '--server', 'api', '--server', 'files', '--server', 'docs-v2']);
    const bad = runAction({ servers: 'api --debug' });
    expect(bad.status).toBe(2);
    expect(bad.recorded).toBeUndefined();
    expect(bad.stderr).toContain('servers: "--debug" is not a server name');
  });

  it('passes a hostile category as one exact argument', () => {
    const category = '--verbose $(touch pwned7) `touch pwned8`; x';
    const { recorded, dir } = runAction({ category });
    expect(recorded!.argv.slice(-1)).toEqual([`--sarif-category=${category}`]);
    expect(readdirSync(dir).filter((name) => name.startsWith('pwned'))).toEqual([]);
  });

  it('runs the version in mcpward-version unless the version input names another', () => {
    const bin = join(root, 'bin-version');
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, 'npx'), `#!/usr/bin/env bash\nexec "${fakeBin}" "$@"\n`);
    chmodSync(join(bin, 'npx'), 0o755);
    const pinned = readFileSync(join(actionDir, 'mcpward-version'), 'utf8').trim();
    const env = { MCPWARD_BIN: '', PATH: `${bin}:${process.env.PATH ?? ''}` };
    expect(runAction({}, env).recorded!.argv.slice(0, 2)).toEqual(['--yes', `mcpward@${pinned}`]);
    expect(runAction({ version: '' }, env).recorded!.argv.slice(0, 2)).toEqual(['--yes', `mcpward@${pinned}`]);
    expect(runAction({ version: 'next' }, env).recorded!.argv.slice(0, 2)).toEqual(['--yes', 'mcpward@next']);
  });

  it('adds --pr-comment and hands over the workflow token only then, never over the job’s own', () => {
    const withComment = runAction({ 'pr-comment': 'true', github_token: 'workflow-token' });
    expect(withComment.recorded!.argv).toEqual(['run', '--config', 'mcpward.yaml', '--reporter', 'console', '--pr-comment']);
    expect(withComment.recorded!.token).toBe('workflow-token');
    expect(runAction({ 'pr-comment': 'false', github_token: 'workflow-token' }).recorded!.token).toBeNull();
    expect(runAction({ 'pr-comment': 'true', github_token: 'workflow-token' }, { GITHUB_TOKEN: 'job-token' }).recorded!.token).toBe('job-token');
  });

  it.each<[string, Record<string, string>, string]>([
    ['a version that is a URL', { version: 'https://evil.example/mcpward.tgz' }, 'version must be an npm version'],
    ['a pr-comment that is not a boolean', { 'pr-comment': 'yes' }, "pr-comment must be 'true' or 'false'"],
    ['an output with a newline', { output: 'a\nexit-code=0' }, 'output must be a single line'],
    ['a missing working directory', { 'working-directory': 'nowhere' }, 'working-directory'],
    ['an unknown command', { command: 'run; touch pwned9' }, 'command must be run, diff or review'],
    ['an unknown reporter in reporters', { reporters: 'sarif $(touch pwned10)' }, 'reporters: "$(touch" is not one of'],
    ['a subscript-shaped reporter', { reporters: 'x[$(touch pwned11)]' }, 'is not one of json, markdown, junit, sarif'],
    ['a category with a newline', { category: 'a\nexit-code=0' }, 'category must be a single line'],
    ['a setup-node that is not a boolean', { 'setup-node': 'yes' }, "setup-node must be 'true' or 'false'"],
  ])('refuses %s with exit 2, an escaped error and no run', (_name, inputs, message) => {
    const { status, stderr, recorded, outputs } = runAction(inputs);
    expect(status).toBe(2);
    expect(stderr).toContain(message);
    expect(stderr.split('\n').filter((line) => line.startsWith('::'))).toHaveLength(1);
    expect(recorded).toBeUndefined();
    expect(outputs).toEqual({ 'exit-code': '2', 'report-path': '', ...noReports });
    expect(readdirSync(root).filter((name) => name.startsWith('pwned'))).toEqual([]);
  });

  it('runs the requested version through npx when MCPWARD_BIN is not set', () => {
    const bin = join(root, 'bin');
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, 'npx'), `#!/usr/bin/env bash\nexec "${fakeBin}" "$@"\n`);
    chmodSync(join(bin, 'npx'), 0o755);
    const { recorded, status } = runAction({ version: '>=0.1.0 <1' }, { MCPWARD_BIN: '', PATH: `${bin}:${process.env.PATH ?? ''}` });
    expect(status).toBe(0);
    expect(recorded!.argv).toEqual(['--yes', 'mcpward@>=0.1.0 <1', 'run', '--config', 'mcpward.yaml', '--reporter', 'console']);
  });

  it('accepts versions, ranges and dist-tags', () => {
    for (const version of ['0.1.0', '^0.1', '~0.1.2', '>=0.1.0 <1', '0.x', '*', 'latest', 'next', '1.0.0-rc.1']) expect(runAction({ version }).status).toBe(0);
  });
});
