import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { policyOf } from '../../src/policy/index.js';
import { configError, writeTempConfig } from './helpers.js';

const SERVER = 'server:\n  command: node\n';

describe('policy and rules in mcpward.yaml', () => {
  it('defaults: medium threshold, mcpward.accepted.yaml next to the config, no rule settings', async () => {
    const path = writeTempConfig(SERVER);
    const { config, dir } = await loadConfig(path, {});
    expect(config.policy).toEqual({ fail_on: 'medium', accepted: `${dir}/mcpward.accepted.yaml` });
    expect(config.rules).toEqual({});
  });

  it('accepts levels and the object form, and policyOf merges them over checks.drift.severity', async () => {
    const { config } = await loadConfig(
      writeTempConfig(
        `${SERVER}policy:\n  fail_on: low\n  accepted: .mcpward/accepted.yaml\nchecks:\n  drift:\n    severity: { tool_added: medium, tool_removed: low }\nrules:\n  server_info: off\n  ping: high\n  tool_removed: { severity: info }\n`,
      ),
      {},
    );
    expect(config.policy.accepted).toMatch(/\/\.mcpward\/accepted\.yaml$/);
    const policy = policyOf(config);
    expect(policy.failOn).toBe('low');
    expect(policy.off).toEqual(['server_info']);
    // rules: wins over checks.drift.severity; the drift form still applies where rules: says nothing.
    expect(policy.severity).toEqual({ tool_added: 'medium', tool_removed: 'info', ping: 'high' });
  });

  it('an unknown rule id is one paragraph naming the key, with a did-you-mean', async () => {
    const message = await configError(`${SERVER}rules:\n  tool_remove: off\n`);
    expect(message).toBe('Invalid config ' + message.split(' ')[2] + ' (1 problem):\n- rules.tool_remove (line 4): unknown rule id; did you mean `tool_removed`?');
  });

  it('an unknown rule id with no near match points at `mcpward rules`', async () => {
    const message = await configError(`${SERVER}rules:\n  totally_made_up_thing: high\n`);
    expect(message).toContain('- rules.totally_made_up_thing (line 4): unknown rule id; `mcpward rules` lists every rule id.');
  });

  it('a bad level names the levels and suggests the nearest', async () => {
    const message = await configError(`${SERVER}rules:\n  ping: hihg\n`);
    expect(message).toContain('- rules.ping (line 4): expected one of `off`, `info`, `low`, `medium`, `high`, or { severity: <level> }; did you mean `high`?');
  });

  it('a bad object form and a bad threshold are errors', async () => {
    expect(await configError(`${SERVER}rules:\n  ping: { severity: loud }\n`)).toContain('- rules.ping.severity (line 4): expected one of `off`, `info`, `low`, `medium`, `high`');
    expect(await configError(`${SERVER}rules:\n  ping: { sevrity: low }\n`)).toContain('rules.ping.sevrity (line 4): unknown key; did you mean `severity`?');
    expect(await configError(`${SERVER}policy:\n  fail_on: info\n`)).toContain('- policy.fail_on (line 4): expected one of `high`, `medium`, `low`');
    expect(await configError(`${SERVER}policy:\n  fail_on_: low\n`)).toContain('- policy.fail_on_ (line 4): unknown key; did you mean `fail_on`?');
  });
});
