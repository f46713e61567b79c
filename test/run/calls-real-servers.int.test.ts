import { mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverEnvironment } from '../../src/config/environment.js';
import { effectiveAnnotations, toolView } from '../../src/snapshot/view.js';
import { needsArguments } from '../../src/run/plan.js';
import { repoRoot } from '../helpers/servers.js';
import { runCalls, stdio, type CallRun } from './harness.js';
import { config } from '../support/calls.js';
import { argsOf } from '../support/findings.js';

const pkg = (name: string) => join(repoRoot, 'node_modules', '@modelcontextprotocol', name, 'dist', 'index.js');
const CANARY = 'ghp_mcpwardCanary0123456789abcdefABCDEF';

/** Tools the run may call without an allowlist: read-only by annotation, no required argument. */
function autoCallable(run: CallRun): Set<string> {
  return new Set(
    run.snapshot.tools
      .map(toolView)
      .filter((t) => effectiveAnnotations(t.annotations).readOnlyHint && !needsArguments(t.inputSchema))
      .map((t) => t.name as string),
  );
}

describe('@modelcontextprotocol/server-everything', () => {
  it('keeps mcpward’s secrets out of the server: get-env (read-only, no arguments) shows no canary', async () => {
    const parentEnv = { ...process.env, GITHUB_TOKEN: CANARY, MCPWARD_TEST_SECRET: CANARY };
    const env = serverEnvironment(config(), parentEnv);
    expect(env.GITHUB_TOKEN).toBeUndefined();
    // trigger-long-running-operation is annotated read-only and takes 10 s by default: a short call_ms keeps this quick.
    const run = await runCalls(stdio(pkg('server-everything'), [], env), { checks: { latency: { samples: 1 } } }, { callMs: 1500 });

    const getEnv = run.records.find((r) => r.call.tool === 'get-env' && r.layer === 'ok');
    expect(getEnv?.call.basis).toBe('read-only-no-args');
    const dump = JSON.stringify(getEnv?.result);
    expect(dump).toContain('PATH');
    expect(dump).not.toContain(CANARY);
    expect(dump).not.toContain('GITHUB_TOKEN');
  });

  it('calls only the read-only, argument-free tools and reports every other one as refused', async () => {
    const run = await runCalls(
      stdio(pkg('server-everything'), [], { PATH: process.env.PATH ?? '' }),
      { checks: { latency: { samples: 1 }, drift: { output: { enabled: true, shape_samples: 1 } } } },
      { callMs: 1500 },
    );
    const allowed = autoCallable(run);
    expect(allowed.has('get-env')).toBe(true);
    expect(allowed.has('toggle-simulated-logging')).toBe(false);
    const called = new Set(run.records.filter((r) => r.call.purpose !== 'probe-unknown-tool').map((r) => r.call.tool));
    for (const tool of called) expect(allowed.has(tool), tool).toBe(true);
    const listed = run.snapshot.tools.map((t) => t.key!);
    const refused = new Set(run.findings.filter((f) => f.rule === 'tool_call_refused').map((f) => f.args.tool));
    expect(new Set(listed.filter((t) => !allowed.has(t)))).toEqual(refused);
    expect(run.findings.find((f) => f.rule === 'calls_completed')?.status).toBe('pass');
    // What this SDK 1.x server really does: an unknown tool is an isError result, and a slow tool times out as a finding.
    expect(run.findings.find((f) => f.rule === 'unknown_tool_error')).toMatchObject({ status: 'fail', args: { expected: 'protocol', actual: 'tool' } });
    expect(run.findings.find((f) => f.rule === 'call_timeout')).toMatchObject({ args: { tool: 'trigger-long-running-operation' } });
  });
});

describe('@modelcontextprotocol/server-filesystem', () => {
  const sandbox = realpathSync(mkdtempSync(join(tmpdir(), 'mcpward-fs-')));
  afterAll(() => rmSync(sandbox, { recursive: true, force: true }));
  writeFileSync(join(sandbox, 'hello.txt'), 'hello from the sandbox\n');
  mkdirSync(join(sandbox, 'sub'));

  it('runs suites on allowlisted tools, never touches the mutating ones, and judges the output contract', async () => {
    const before = readdirSync(sandbox).sort();
    const run = await runCalls(stdio(pkg('server-filesystem'), [sandbox], { PATH: process.env.PATH ?? '' }), {
      checks: { latency: { samples: 2 }, drift: { output: { enabled: true, shape_samples: 2 } } },
      suites: [
        {
          tool: 'read_text_file',
          cases: [
            { name: 'reads an existing file', args: { path: join(sandbox, 'hello.txt') }, expect: { tool_is_error: false, output_matches_schema: true, jsonpath: { '$.content[0].type': 'text', '$.structuredContent.content': { contains: 'sandbox' } } } },
            { name: 'returns error for missing file', args: { path: join(sandbox, 'nope.txt') }, expect: { tool_is_error: true } },
          ],
        },
      ],
    });
    expect(readdirSync(sandbox).sort()).toEqual(before);
    const mutating = ['write_file', 'edit_file', 'create_directory', 'move_file'];
    expect(run.records.filter((r) => mutating.includes(r.call.tool))).toEqual([]);
    expect(run.findings.filter((f) => f.rule === 'tool_call_refused' && mutating.includes(argsOf(f).tool as string)).map((f) => argsOf(f).reason)).toEqual(
      Array(4).fill('not-read-only'),
    );
    expect(run.findings.filter((f) => f.rule === 'suite_case').map((f) => [f.subject?.name, f.status])).toEqual([
      ['read_text_file › reads an existing file', 'pass'],
      ['read_text_file › returns error for missing file', 'pass'],
    ]);
    expect(run.findings.find((f) => f.rule === 'tool_error_layer')).toMatchObject({ status: 'pass', args: { actual: 'tool' } });
    expect(run.findings.find((f) => f.rule === 'structured_content_matches_schema' && f.args.tool === 'read_text_file')?.status).toBe('pass');
  });
});

describe('modern fixture (2026-07-28)', () => {
  it('judges results by the modern rules: resultType complete, structuredContent of any JSON type', async () => {
    const run = await runCalls(stdio(join(repoRoot, 'fixtures', 'servers', 'modern.mjs')), { checks: { latency: { samples: 1 } } }, { protocol: 'modern' });
    expect(run.snapshot.era).toBe('modern');
    const listItems = run.findings.filter((f) => argsOf(f).tool === 'list_items').map((f) => `${f.rule}:${f.status}`);
    expect(listItems).toContain('result_type_complete:pass');
    expect(listItems).toContain('structured_content_type:pass');
    expect(listItems).toContain('structured_content_matches_schema:pass');
  });
});
