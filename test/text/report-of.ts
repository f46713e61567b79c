import type { Finding } from '../../src/rules/index.js';
import { summarize } from '../../src/policy/index.js';
import { REPORTERS, renderReport, type ReporterName } from '../../src/report/index.js';
import type { Report } from '../../src/report/types.js';
import { loose } from '../support/findings.js';

/** A report whose server, subjects, args, paths and evidence all carry `text`, plus any `findings` given. */
export function reportCarrying(text: string, findings: Finding[] = []): Report {
  const [carrier] = loose([{
    rule: 'handshake',
    status: 'fail',
    severity: 'high',
    subject: { kind: 'tool', name: text },
    path: `inputSchema.properties.${text}`,
    args: { method: text, reason: text, tool: text },
    evidence: { before: text, after: `${text}!`, diff: [{ op: 'added', text }], [`key${text}`]: [text] },
  }]);
  const all = [...findings, carrier!];
  return {
    schemaVersion: 1,
    tool: { name: 'mcpward', version: '0.0.0-test' },
    command: 'run',
    server: { name: text, version: text, transport: 'stdio', era: 'legacy', protocolVersion: text },
    completed: true,
    findings: all,
    summary: summarize(all),
    exitCode: 1,
  };
}

const SGR = /\u001b\[[0-9;]*m/g;

/** Every reporter's output for `report`: console plain, verbose and coloured (our SGR codes removed), and the rest. */
export function renderEverywhere(report: Report): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const name of Object.keys(REPORTERS) as ReporterName[]) {
    out.push([name, renderReport(name, report, { color: false, verbose: false })]);
    if (name === 'console') {
      out.push(['console --verbose', renderReport(name, report, { color: false, verbose: true })]);
      out.push(['console --color', renderReport(name, report, { color: true, verbose: true }).replace(SGR, '')]);
    }
  }
  return out;
}
