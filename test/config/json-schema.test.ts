import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { renderInitConfig } from '../../src/config/init.js';
import { CONFIG_SCHEMA_URL, configJsonSchema } from '../../src/config/json-schema.js';
import { EXAMPLES_DIR } from './helpers.js';

const SCHEMA_FILE = join(import.meta.dirname, '..', '..', 'schemas', 'config.schema.json');
const generated = `${JSON.stringify(configJsonSchema(), null, 2)}\n`;

describe('schemas/config.schema.json', () => {
  it('is generated from the zod schema', () => {
    if (process.env.UPDATE_SCHEMAS === '1') writeFileSync(SCHEMA_FILE, generated);
    const committed = readFileSync(SCHEMA_FILE, 'utf8');
    expect(committed, 'schemas/config.schema.json is out of date; regenerate it with UPDATE_SCHEMAS=1 npx vitest run test/config').toBe(generated);
  });

  it('names itself', () => {
    const schema = JSON.parse(generated) as Record<string, unknown>;
    expect(schema).toMatchObject({ $schema: 'https://json-schema.org/draft/2020-12/schema', $id: CONFIG_SCHEMA_URL, title: 'mcpward.yaml' });
    expect(schema.description).toEqual(expect.any(String));
  });
});

describe('the JSON Schema validates what the zod schema validates', () => {
  const ajv = new Ajv2020({ allErrors: true });
  addFormats(ajv);
  const validate = ajv.compile(JSON.parse(generated) as object);

  it.each([...readdirSync(EXAMPLES_DIR).map((name) => [name, readFileSync(join(EXAMPLES_DIR, name), 'utf8')]), ['the init template', renderInitConfig('./node_modules/mcpward/schemas/config.schema.json')]])(
    'accepts %s',
    (_, text) => {
      expect(validate(parse(text)), JSON.stringify(validate.errors)).toBe(true);
    },
  );

  it.each<[string, unknown]>([
    ['an unknown key', { server: { command: 'x' }, checks: { collision: { treshold: 0.5 } } }],
    ['a stdio server without command', { server: { args: ['a'] } }],
    ['an http server without url', { server: { transport: 'http' } }],
    ['an unknown drift class', { server: { command: 'x' }, checks: { drift: { fail_on: ['tool_deleted'] } } }],
    ['an unknown severity key', { server: { command: 'x' }, checks: { drift: { severity: { tool_deleted: 'high' } } } }],
    ['an unknown rule id in rules:', { server: { command: 'x' }, rules: { tool_remove: 'off' } }],
    ['a bad rule level', { server: { command: 'x' }, rules: { tool_removed: 'loud' } }],
    ['an info policy threshold', { server: { command: 'x' }, policy: { fail_on: 'info' } }],
    ['a threshold above 1', { server: { command: 'x' }, checks: { collision: { threshold: 2 } } }],
    ['an empty operator object', { server: { command: 'x' }, suites: [{ tool: 't', cases: [{ name: 'c', expect: { jsonpath: { $: {} } } }] }] }],
  ])('rejects %s', (_, config) => {
    expect(validate(config)).toBe(false);
  });
});
