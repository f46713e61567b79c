import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../helpers/servers.js';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  id?: string;
  if?: string;
}
interface Workflow {
  permissions: Record<string, string>;
  jobs: Record<string, { permissions: Record<string, string>; steps: Step[] }>;
}

const workflow = parse(readFileSync(join(repoRoot, 'examples', 'github-workflow.yml'), 'utf8')) as Workflow;
const actionInputs = Object.keys((parse(readFileSync(join(repoRoot, 'action', 'action.yml'), 'utf8')) as { inputs: object }).inputs);
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);

describe('examples/github-workflow.yml', () => {
  it('asks for exactly the permissions it uses, per job, nothing workflow-wide', () => {
    expect(workflow.permissions).toEqual({});
    expect(workflow.jobs.mcpward!.permissions).toEqual({ contents: 'read', 'pull-requests': 'write', 'security-events': 'write' });
  });

  it('runs the action once, with real inputs, for every report, and posts the PR comment', () => {
    const ours = steps.filter((s) => s.uses?.endsWith('/mcpward/action@main'));
    expect(ours).toHaveLength(1);
    const [mcpward] = ours;
    for (const input of Object.keys(mcpward!.with ?? {})) expect(actionInputs).toContain(input);
    expect(String(mcpward!.with?.reporters).split(/[\s,]+/)).toEqual(expect.arrayContaining(['sarif', 'junit']));
    expect(mcpward!.with?.category).toBe('mcpward');
    expect(mcpward!.with?.['pr-comment']).toBe(true);
    const uses = steps.map((s) => s.uses?.split('@')[0]);
    expect(uses).toEqual(expect.arrayContaining(['actions/checkout', 'actions/upload-artifact', 'github/codeql-action/upload-sarif']));
  });

  it('uploads the reports the run wrote, from the action’s outputs', () => {
    const junit = steps.find((s) => s.uses?.startsWith('actions/upload-artifact'));
    expect(junit?.with?.path).toBe('${{ steps.mcpward.outputs.junit }}');
    const sarif = steps.find((s) => s.uses?.startsWith('github/codeql-action/upload-sarif'));
    expect(sarif?.with?.sarif_file).toBe('${{ steps.mcpward.outputs.sarif }}');
  });

  it('never uploads the SARIF of an incomplete run (exit 2), which would close open alerts', () => {
    const sarif = steps.find((s) => s.uses?.startsWith('github/codeql-action/upload-sarif'));
    expect(sarif?.if).toContain("steps.mcpward.outputs.exit-code != '2'");
    // Each clause of the condition must hold: an `||` at the top level would bypass the guard.
    const topLevel = sarif!.if!.replace(/\([^()]*\)/g, '()');
    expect(topLevel).not.toContain('||');
  });

  it('fails the job last, on the exit code of the one run', () => {
    const last = steps.at(-1)!;
    expect(last.if).toBe("steps.mcpward.outputs.exit-code != '0'");
  });

  it('keeps expressions out of run scripts', () => {
    for (const step of steps) if (step.run !== undefined) expect(step.run).not.toContain('${{');
  });
});
