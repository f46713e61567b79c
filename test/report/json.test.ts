import { describe, expect, it } from 'vitest';
import { renderConsole, renderJson, renderSurface } from '../../src/report/index.js';
import type { Surface } from '../../src/report/types.js';
import { sanitizeTerminal } from '../../src/report/escape.js';
import { hostileReport } from './fixtures/hostile-report.js';

describe('the JSON report', () => {
  it('carries each finding’s message, the sentence the console prints for it', () => {
    const json = JSON.parse(renderJson(hostileReport)) as { findings: Array<{ message: string }> };
    const consoleLines = renderConsole(hostileReport, { color: false, verbose: true }).split('\n');
    expect(json.findings).toHaveLength(hostileReport.findings.length);
    for (const { message } of json.findings) {
      // The console sanitises for the terminal; the words are the same.
      expect(consoleLines.some((line) => line.includes(` ${sanitizeTerminal(message)}`)), message).toBe(true);
    }
  });

  it('has no surface unless asked for', () => {
    expect(JSON.parse(renderJson(hostileReport))).not.toHaveProperty('surface');
  });
});

describe('renderSurface (mcpward show)', () => {
  const bidi = 'txt\u202Egnp.exe';
  const surface: Surface = {
    transport: 'stdio',
    era: 'legacy',
    protocolVersion: '2025-11-25',
    serverInfo: { version: '2', name: 'srv' },
    tools: [{ name: 'echo', description: `${bidi} \u001b[31mred\u001b[0m \u009b2J zero\u200Bwidth` }],
    prompts: [],
    resources: [],
    resourceTemplates: [],
  };

  it('keeps the server’s data and key order as sent', () => {
    const text = renderSurface(surface);
    expect(JSON.parse(text)).toEqual(surface);
    expect(text.indexOf('"version"')).toBeLessThan(text.indexOf('"name": "srv"'));
  });

  it('writes control, bidi and zero-width characters as \\u escapes, never raw', () => {
    const text = renderSurface(surface);
    expect(text).toContain('txt\\u202egnp.exe');
    expect(text).toContain('\\u001b[31m');
    expect(text).toContain('\\u009b2J');
    expect(text).toContain('zero\\u200bwidth');
    expect(text).not.toMatch(/[\u001b\u009b\u202e\u200b]/u);
  });
});
