import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { goldenPaths, readGoldens, writeGoldens } from '../../src/edge/goldens.js';
import type { JsonValue } from '../../src/model.js';
import { config, record } from '../support/calls.js';

/** No secrets: the value as it is. */
const asIs = (value: JsonValue) => value;

const dir = mkdtempSync(join(tmpdir(), 'mcpward-golden-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const suites = (paths: string[]) => config({ suites: [{ tool: 't', cases: paths.map((golden, i) => ({ name: `c${i}`, args: {}, expect: { golden } })) }] }).suites;
const answer = (i: number, text: string) => record({ tool: 't', case: { suite: 0, index: i, name: `c${i}` } }, 'ok', { result: { content: [{ type: 'text', text }], _meta: { at: Date.now() } } });

describe('golden files', () => {
  it('reads each golden as ok, missing or invalid', async () => {
    writeFileSync(join(dir, 'ok.json'), '{"a":1}');
    writeFileSync(join(dir, 'bad.json'), '{');
    const s = suites([join(dir, 'ok.json'), join(dir, 'missing.json'), join(dir, 'bad.json'), join(dir, 'ok.json')]);
    expect(goldenPaths(s)).toHaveLength(3);
    const goldens = await readGoldens(s);
    expect(goldens[join(dir, 'ok.json')]).toEqual({ state: 'ok', value: { a: 1 } });
    expect(goldens[join(dir, 'missing.json')]).toEqual({ state: 'missing' });
    expect(goldens[join(dir, 'bad.json')]).toMatchObject({ state: 'invalid' });
  });

  it('writes only missing goldens, or all of them with update, canonically and without _meta', async () => {
    const existing = join(dir, 'existing.json');
    const missing = join(dir, 'nested', 'new.json');
    writeFileSync(existing, '{"old":true}\n');
    const s = suites([existing, missing]);
    const records = [answer(0, 'zero'), answer(1, 'one')];
    expect(await writeGoldens(records, s, { update: false, goldens: await readGoldens(s), redact: asIs })).toEqual([missing]);
    expect(readFileSync(existing, 'utf8')).toBe('{"old":true}\n');
    expect(readFileSync(missing, 'utf8')).toBe('{\n  "content": [\n    {\n      "text": "one",\n      "type": "text"\n    }\n  ],\n  "isError": false\n}\n');
    expect(await writeGoldens(records, s, { update: true, goldens: await readGoldens(s), redact: asIs })).toEqual([existing, missing]);
    expect(JSON.parse(readFileSync(existing, 'utf8'))).toEqual({ content: [{ type: 'text', text: 'zero' }], isError: false });
  });

  it('writes nothing for a case that got no answer', async () => {
    const path = join(dir, 'timeout.json');
    const s = suites([path]);
    expect(await writeGoldens([record({ tool: 't', case: { suite: 0, index: 0, name: 'c0' } }, 'timeout')], s, { update: true, goldens: {}, redact: asIs })).toEqual([]);
  });
});
