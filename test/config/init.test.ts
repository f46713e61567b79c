import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderInitConfig, writeInitConfig } from '../../src/config/init.js';
import { loadConfig } from '../../src/config/load.js';
import { configSchema } from '../../src/config/schema.js';
import { UserError } from '../../src/errors.js';
import { writeTempConfig } from './helpers.js';

describe('renderInitConfig', () => {
  const template = renderInitConfig();

  it('starts with the yaml-language-server schema comment', () => {
    expect(template.split('\n')[0]).toBe('# yaml-language-server: $schema=https://unpkg.com/mcpward/schemas/config.schema.json');
  });

  it('parses, and spells out exactly the schema defaults', async () => {
    const loaded = await loadConfig(writeTempConfig(template), {});
    const defaults = configSchema.parse({ server: { command: 'node', args: ['./build/index.js'] } });
    expect(loaded.config).toEqual({ ...defaults, checks: { ...defaults.checks, drift: { ...defaults.checks.drift, baseline: join(loaded.dir, 'mcpward.lock.json') } },
      policy: { ...defaults.policy, accepted: join(loaded.dir, 'mcpward.accepted.yaml') },
    });
  });

  it('writes every key of every section', () => {
    const shape = (schema: unknown, prefix: string): string[] => {
      const inner = (schema as { unwrap?: () => unknown }).unwrap?.() ?? schema;
      const keys = (inner as { shape?: Record<string, unknown> }).shape;
      if (!keys) return [];
      return Object.entries(keys).flatMap(([key, child]) => [`${prefix}${key}`, ...shape(child, `${prefix}${key}.`)]);
    };
    for (const path of shape(configSchema, '')) {
      const key = path.split('.').at(-1)!;
      expect(template, path).toMatch(new RegExp(`^ *(# *)?${key}:`, 'm'));
    }
  });

  it('has a commented suites example that parses once uncommented', async () => {
    const [head, example] = template.split(/^suites: \[\].*\n/m);
    const uncommented = example!.replace(/^# ?/gm, '');
    const { config } = await loadConfig(writeTempConfig(head + uncommented), {});
    expect(config.suites[0]!.cases.map((testCase) => testCase.name)).toEqual(['reads an existing file', 'returns an error for a missing file']);
  });
});

describe('writeInitConfig', () => {
  it('writes the template to a new file', async () => {
    const path = join(dirname(writeTempConfig('')), 'new.yaml');
    await writeInitConfig(path, { force: false });
    expect(readFileSync(path, 'utf8')).toBe(renderInitConfig());
  });

  it('refuses to overwrite an existing file without force', async () => {
    const path = writeTempConfig('server: { command: mine }\n');
    const error = await writeInitConfig(path, { force: false }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).code).toBe('usage');
    expect((error as UserError).message).toContain(path);
    expect((error as UserError).message).toContain('--force');
    expect(readFileSync(path, 'utf8')).toBe('server: { command: mine }\n');
  });

  it('overwrites with force', async () => {
    const path = writeTempConfig('old');
    await writeInitConfig(path, { force: true });
    expect(readFileSync(path, 'utf8')).toBe(renderInitConfig());
  });

  it('reports a folder that does not exist as an io error', async () => {
    const path = join(dirname(writeTempConfig('')), 'missing', 'mcpward.yaml');
    const error = await writeInitConfig(path, { force: false }).catch((caught: unknown) => caught);
    expect((error as UserError).code).toBe('io');
  });
});
