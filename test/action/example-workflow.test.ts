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

  it('runs the action with real inputs, uploads JUnit and SARIF, and posts the PR comment', () => {
    const ours = steps.filter((s) => s.uses?.endsWith('/mcpward/action@main'));
    for (const step of ours) for (const input of Object.keys(step.with ?? {})) expect(actionInputs).toContain(input);
    expect(ours.map((s) => s.with?.reporter)).toEqual(['junit', 'sarif']);
    expect(ours.some((s) => s.with?.['pr-comment'] === true)).toBe(true);
    const uses = steps.map((s) => s.uses?.split('@')[0]);
    expect(uses).toEqual(expect.arrayContaining(['actions/checkout', 'actions/setup-node', 'actions/upload-artifact', 'github/codeql-action/upload-sarif']));
    expect(steps.find((s) => s.uses?.startsWith('actions/setup-node'))?.with?.['node-version']).toBe(20);
  });

  it('keeps expressions out of run scripts', () => {
    for (const step of steps) if (step.run !== undefined) expect(step.run).not.toContain('${{');
  });
});
