import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readGoldens, writeGoldens } from '../../src/edge/goldens.js';
import type { JsonValue } from '../../src/model.js';
import { renderReport } from '../../src/report/index.js';
import { wellFormedJson } from '../../src/report/escape.js';
import { serializeCanonical } from '../../src/snapshot/lockfile.js';
import { hostileReport } from '../report/fixtures/hostile-report.js';
import { config, record } from '../support/calls.js';
import { repoRoot } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';

describe('a key named __proto__ survives every file mcpward writes', () => {
  it('canonical serialisation (lockfiles, goldens) keeps it as a key, at any depth', () => {
    const data = JSON.parse('{"inputSchema":{"properties":{"__proto__":{"type":"string"},"b":{"type":"number"}}},"__proto__":"top"}') as unknown;
    const text = serializeCanonical(data);
    expect(JSON.parse(text)).toEqual(data);
    expect(Object.keys((JSON.parse(text) as { inputSchema: { properties: object } }).inputSchema.properties)).toEqual(['__proto__', 'b']);
    expect(text).toContain('"__proto__": "top"');
  });

  const dir = mkdtempSync(join(tmpdir(), 'mcpward-proto-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a golden holding __proto__ is written with it, and read back equal', async () => {
    const path = join(dir, 'proto.json');
    const suites = config({ suites: [{ tool: 't', cases: [{ name: 'c0', args: {}, expect: { golden: path } }] }] }).suites;
    const structured = JSON.parse('{"__proto__":{"polluted":true},"ok":1}') as Record<string, unknown>;
    const answer = record({ tool: 't', case: { suite: 0, index: 0, name: 'c0' } }, 'ok', { result: { content: [], structuredContent: structured } });
    await writeGoldens([answer], suites, { update: true, goldens: {}, redact: (value: JsonValue) => value });
    expect(readFileSync(path, 'utf8')).toContain('"__proto__": {');
    const golden = (await readGoldens(suites))[path];
    expect(golden).toEqual({ state: 'ok', value: { content: [], isError: false, structuredContent: structured } });
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

/** Whether a string is Unicode: no surrogate without its other half. */
const wellFormed = (text: string) => !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

describe('reports are valid UTF-8: unpaired surrogates become U+FFFD', () => {
  it('lone high and low surrogates are replaced; pairs and an escaped backslash before u are kept', () => {
    expect(wellFormedJson(JSON.stringify({ a: 'x\ud800y', b: '\udc00', c: '😀', d: '\\ud800', e: 'é\ud83d' }))).toBe(
      JSON.stringify({ a: 'x\ufffdy', b: '\ufffd', c: '😀', d: '\\ud800', e: 'é\ufffd' }).replace(/\ufffd/g, '\\ufffd'),
    );
  });

  it.each(['json', 'sarif'] as const)('the %s report holds no lone surrogate, raw or escaped', (name) => {
    const message = 'tool says \ud800 and \udfff but keeps 😀';
    const findings = hostileReport.findings.map((f) => ({ ...f, message, args: { ...f.args, [`key\udbff`]: message } }));
    const text = renderReport(name, { ...hostileReport, findings } as typeof hostileReport, { color: false, verbose: false });
    // No escaped surrogate that is not half of a pair.
    expect(text).not.toMatch(/(?<!\\ud[89ab][0-9a-f]{2})\\ud[c-f][0-9a-f]{2}|\\ud[89ab][0-9a-f]{2}(?!\\ud[c-f][0-9a-f]{2})/i);
    // Strict decoding of the string values finds nothing ill-formed.
    const walk = (value: unknown): void => {
      if (typeof value === 'string') expect(wellFormed(value)).toBe(true);
      else if (value !== null && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) {
          expect(wellFormed(k)).toBe(true);
          walk(v);
        }
      }
    };
    walk(JSON.parse(text));
  });
});

describe('a schema deeper than the capture keeps is pinned with a notice', () => {
  it('baseline says which tool nests deeper than 256 levels and what is not detected', async () => {
    const p = project({ server: { transport: 'stdio', command: process.execPath, args: [join(repoRoot, 'fixtures', 'servers', 'hostile.mjs'), '--deep', '300'] } });
    const r = await runCli(['baseline'], { cwd: p.dir });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('tool "deep" nests deeper than 256 levels');
    expect(r.stderr).not.toContain('tool "echo"');
    expect(readFileSync(join(p.dir, 'mcpward.lock.json'), 'utf8')).toContain('[nested deeper than 256 levels]');
  });
});
