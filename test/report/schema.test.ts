import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { SEVERITIES } from '../../src/model.js';
import { type Report, type Surface } from '../../src/report/types.js';
import { renderJson } from '../../src/report/index.js';
import { fatalReport, hostileReport, partialReport, unreachableReport } from './fixtures/hostile-report.js';

const schema = JSON.parse(readFileSync(fileURLToPath(new URL('../../schemas/report.schema.json', import.meta.url)), 'utf8')) as {
  $defs: { finding: { properties: { severity: { enum: string[] } } } };
};
const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv);
const validate = ajv.compile(schema);

function errorsOf(value: unknown): string[] {
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

const goldenDir = new URL('./__golden__/', import.meta.url);

const surface: Surface = {
  transport: 'stdio',
  era: 'legacy',
  protocolVersion: '2025-11-25',
  serverInfo: { name: 'x', version: '1', websiteUrl: 'https://example.com' },
  capabilities: { tools: { listChanged: true } },
  instructions: 'Use me.',
  tools: [{ name: 'echo', inputSchema: { type: 'object' }, 'x-extra': [1, 2] }],
  prompts: [],
  resources: [{ uri: 'fixture://readme', name: 'readme' }],
  resourceTemplates: [],
};

describe('schemas/report.schema.json', () => {
  it.each([
    ['hostile', hostileReport],
    ['fatal', fatalReport],
    ['unreachable', unreachableReport],
    ['partial', partialReport],
  ])('accepts the rendered %s report', (_name, report) => {
    expect(errorsOf(JSON.parse(renderJson(report)))).toEqual([]);
  });

  it('accepts a report that carries the surface (--include-surface)', () => {
    const rendered = JSON.parse(renderJson({ ...hostileReport, surface })) as { surface: unknown };
    expect(rendered.surface).toMatchObject({ tools: surface.tools, serverInfo: surface.serverInfo });
    expect(errorsOf(rendered)).toEqual([]);
  });

  it.each(readdirSync(goldenDir).filter((f) => f.endsWith('.json')))('accepts the golden %s', (file) => {
    expect(errorsOf(JSON.parse(readFileSync(new URL(file, goldenDir), 'utf8')))).toEqual([]);
  });

  const valid = JSON.parse(renderJson(hostileReport)) as Report & Record<string, unknown>;
  it.each<[string, unknown]>([
    ['an unknown top-level key', { ...valid, timestamp: '2026-01-01' }],
    ['another schema version', { ...valid, schemaVersion: 2 }],
    ['an unknown status', { ...valid, findings: [{ ...valid.findings[0], status: 'error' }] }],
    ['an unknown finding key', { ...valid, findings: [{ ...valid.findings[0], prose: 'text' }] }],
    ['a finding without its message', { ...valid, findings: [{ ...valid.findings[0], message: undefined }] }],
    ['a surface without its tools', { ...valid, surface: { ...surface, tools: undefined } }],
    ['an unknown surface key', { ...valid, surface: { ...surface, servers: [] } }],
    ['a rule id that is not snake_case', { ...valid, findings: [{ ...valid.findings[0], rule: 'Handshake' }] }],
    ['a finding without args', { ...valid, findings: [{ rule: 'handshake', status: 'pass', severity: 'high' }] }],
    ['an incomplete run that exits 1', { ...valid, completed: false }],
    ['a negative count', { ...valid, summary: { ...valid.summary, passed: -1 } }],
    ['an unknown transport', { ...valid, server: { ...valid.server, transport: 'ws' } }],
  ])('rejects %s', (_name, report) => {
    expect(errorsOf(report)).not.toEqual([]);
  });

  it('lists the severities of the model', () => {
    expect(schema.$defs.finding.properties.severity.enum).toEqual([...SEVERITIES]);
  });
});
