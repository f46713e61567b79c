import { describe, expect, it } from 'vitest';
import { admitHeaders, checkHeaders, classifySensitiveField, findHeaderAnnotations, type HeaderPlacement } from '../../../src/checks/headers/index.js';
import { item, snapshot } from '../../support/snapshot.js';
import { argsOf } from '../../support/findings.js';
import { findingMessage } from '../../../src/rules/index.js';
import { plainQuote } from '../../../src/report/common.js';

const MAX = 9007199254740991;
const header = (name: unknown, extra: Record<string, unknown> = {}) => ({ type: 'string', 'x-mcp-header': name, ...extra });
const tool = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}, outputSchema?: unknown) =>
  item({ name: 't', inputSchema: { type: 'object', properties, ...extra }, ...(outputSchema === undefined ? {} : { outputSchema }) });
const admit = (t: ReturnType<typeof tool>, placement: HeaderPlacement = 'policy') => admitHeaders(t, placement);
const rules = (t: ReturnType<typeof tool>, placement: HeaderPlacement = 'policy') =>
  [...new Set(admit(t, placement).findings.filter((f) => f.status === 'fail').map((f) => f.rule))].sort();

describe('x-mcp-header placement over the whole schema tree', () => {
  // [case, tool, rules broken in policy mode, rules broken in spec mode]
  it.each<[string, ReturnType<typeof tool>, string[], string[]]>([
    ['a direct property', tool({ region: header('Region') }), [], []],
    ['a nested object (a properties chain)', tool({ filter: { type: 'object', properties: { region: header('Region') } } }), ['header_placement'], []],
    ['a deeper properties chain', tool({ a: { type: 'object', properties: { b: { type: 'object', properties: { c: header('C') } } } } }), ['header_placement'], []],
    ['oneOf', tool({ filter: { oneOf: [{ type: 'object', properties: { region: header('Region') } }, { type: 'null' }] } }), ['header_placement'], ['header_placement']],
    ['anyOf', tool({ filter: { anyOf: [header('Region')] } }), ['header_placement'], ['header_placement']],
    ['allOf', tool({ filter: { allOf: [{ properties: { region: header('Region') } }] } }), ['header_placement'], ['header_placement']],
    ['not', tool({ filter: { not: header('Region') } }), ['header_placement'], ['header_placement']],
    ['if/then/else', tool({ filter: { if: { type: 'object' }, then: header('A'), else: header('B') } }), ['header_placement'], ['header_placement']],
    ['array items', tool({ regions: { type: 'array', items: header('Region') } }), ['header_placement'], ['header_placement']],
    ['prefixItems', tool({ pair: { type: 'array', prefixItems: [header('Region')] } }), ['header_placement'], ['header_placement']],
    ['additionalProperties', tool({ tags: { type: 'object', additionalProperties: header('Tag') } }), ['header_placement'], ['header_placement']],
    ['patternProperties', tool({ tags: { type: 'object', patternProperties: { '^x': header('Tag') } } }), ['header_placement'], ['header_placement']],
    ['a $defs definition reached through $ref', tool({ region: { $ref: '#/$defs/Region' } }, { $defs: { Region: header('Region') } }), ['header_placement'], ['header_placement']],
    ['a draft-07 definitions entry', tool({ region: { $ref: '#/definitions/Region' } }, { definitions: { Region: header('Region') } }), ['header_placement'], ['header_placement']],
    ['the schema root', item({ name: 't', inputSchema: { type: 'object', 'x-mcp-header': 'Root', properties: {} } }), ['header_placement', 'header_type_allowed'], ['header_placement', 'header_type_allowed']],
    ['the outputSchema', tool({ q: { type: 'string' } }, {}, { type: 'object', properties: { region: header('Region') } }), ['header_placement'], ['header_placement']],
  ])('%s', (_, t, policy, spec) => {
    expect(rules(t, 'policy')).toEqual(policy);
    expect(rules(t, 'spec')).toEqual(spec);
    expect(admit(t, 'policy').verdict).toBe(policy.length > 0 ? 'REJECT' : 'ADMIT');
    expect(admit(t, 'spec').verdict).toBe(spec.length > 0 ? 'REJECT' : 'ADMIT');
  });

  it('names the $ref that reaches an annotated definition', () => {
    const admission = admit(tool({ region: { $ref: '#/$defs/Region' } }, { $defs: { Region: header('Region') } }));
    expect(admission.reason).toBe(
      'x-mcp-header "Region" at "inputSchema.$defs.Region": not a direct inputSchema.properties member (reached through the $ref at "inputSchema.properties.region.$ref") (policy placement)',
    );
    expect(admission.findings.find((f) => f.rule === 'header_placement')?.args).toMatchObject({ reason: 'not-direct', mode: 'policy', via: 'inputSchema.properties.region.$ref' });
  });

  it('walks a recursive $ref without following it', () => {
    const node = { type: 'object', properties: { child: { $ref: '#/$defs/Node' }, label: header('Label') } };
    const annotations = findHeaderAnnotations({ type: 'object', properties: { root: { $ref: '#/$defs/Node' } }, $defs: { Node: node } }, 'inputSchema');
    expect(annotations.map((a) => a.at)).toEqual(['inputSchema.$defs.Node.properties.label']);
    expect(annotations[0]!.via).toBe('inputSchema.properties.root.$ref');
  });

  it('reads property names under properties, and skips data keywords', () => {
    expect(rules(tool({ enum: header('Enum'), const: header('Const') }))).toEqual([]);
    expect(findHeaderAnnotations({ type: 'object', properties: { q: { type: 'string', default: { 'x-mcp-header': 'NotOne' }, examples: [{ 'x-mcp-header': 'X' }] } } }, 'inputSchema')).toEqual([]);
  });

  it('keeps going past deep nesting without overflowing', () => {
    let schema: Record<string, unknown> = header('Deep');
    for (let i = 0; i < 5000; i++) schema = { type: 'object', properties: { n: schema } };
    expect(() => findHeaderAnnotations(schema, 'inputSchema')).not.toThrow();
  });
});

describe('x-mcp-header names, types and bounds', () => {
  it.each<[string, ReturnType<typeof tool>, string[]]>([
    ['an empty name', tool({ region: header('') }), ['header_name_valid']],
    ['a name with a space', tool({ region: header('Bad Name') }), ['header_name_valid']],
    ['a name with a colon', tool({ region: header('a:b') }), ['header_name_valid']],
    ['a name with CR LF', tool({ region: header('A\r\nX-Injected') }), ['header_name_valid']],
    ['a non-ASCII name', tool({ region: header('Région') }), ['header_name_valid']],
    ['a numeric annotation', tool({ region: header(42) }), ['header_name_valid']],
    ['a null annotation', tool({ region: header(null) }), ['header_name_valid']],
    ['every tchar', tool({ region: header("!#$%&'*+-.^_`|~09AZaz") }), []],
    ['names equal ignoring case', tool({ a: header('Region'), b: header('REGION') }), ['header_name_unique']],
    ['distinct names', tool({ a: header('Region'), b: header('Zone') }), []],
    ['type number', tool({ ratio: { type: 'number', 'x-mcp-header': 'Ratio' } }), ['header_type_allowed']],
    ['type object', tool({ filter: { type: 'object', 'x-mcp-header': 'Filter' } }), ['header_type_allowed']],
    ['type array', tool({ list: { type: 'array', 'x-mcp-header': 'List' } }), ['header_type_allowed']],
    ['no type', tool({ any: { 'x-mcp-header': 'Any' } }), ['header_type_allowed']],
    ['two types', tool({ v: { type: ['string', 'integer'], 'x-mcp-header': 'V' } }), ['header_type_allowed']],
    ['string or null', tool({ v: { type: ['string', 'null'], 'x-mcp-header': 'V' } }), []],
    ['boolean', tool({ dry_run: { type: 'boolean', 'x-mcp-header': 'Dry-Run' } }), []],
    ['integer at both safe bounds', tool({ n: { type: 'integer', minimum: -MAX, maximum: MAX, 'x-mcp-header': 'N' } }), []],
    ['integer maximum beyond the bound', tool({ n: { type: 'integer', maximum: MAX + 1, 'x-mcp-header': 'N' } }), ['header_integer_range']],
    ['integer minimum beyond the bound', tool({ n: { type: 'integer', minimum: -(MAX + 1), 'x-mcp-header': 'N' } }), ['header_integer_range']],
    ['integer exclusiveMaximum beyond the bound', tool({ n: { type: 'integer', exclusiveMaximum: 2 ** 60, 'x-mcp-header': 'N' } }), ['header_integer_range']],
    ['integer enum member beyond the bound', tool({ n: { type: 'integer', enum: [1, 2 ** 54], 'x-mcp-header': 'N' } }), ['header_integer_range']],
    ['integer const beyond the bound', tool({ n: { type: 'integer', const: -(2 ** 54), 'x-mcp-header': 'N' } }), ['header_integer_range']],
    ['a large bound on a string (not an integer)', tool({ s: header('S', { maxLength: 2 ** 60 }) }), []],
  ])('%s', (_, t, broken) => {
    expect(rules(t)).toEqual(broken);
  });

  it('reports integer bounds with the keyword and value', () => {
    const admission = admit(tool({ n: { type: 'integer', maximum: MAX + 1, 'x-mcp-header': 'N' } }));
    expect(admission.reason).toBe('x-mcp-header "N" at "inputSchema.properties.n": maximum 9007199254740992 is outside ±9007199254740991');
    expect(admission.findings.find((f) => f.rule === 'header_integer_range')?.args).toMatchObject({ keyword: 'maximum', value: MAX + 1, header: 'N' });
  });
});

describe('header problems are codes with facts, worded by the registry', () => {
  const fired = (t: ReturnType<typeof tool>, rule: string) => admit(t).findings.find((f) => f.rule === rule && f.status === 'fail')!;

  it.each<[string, unknown, Record<string, unknown>, string]>([
    ['an empty name', '', { reason: 'empty' }, 'the name is empty'],
    ['a name with a space', 'Bad Name', { reason: 'not-token' }, 'the name has characters outside HTTP token characters (tchar)'],
    ['a number', 42, { reason: 'not-string', got: 'number' }, 'the value is a number, not a string'],
    ['null', null, { reason: 'not-string', got: 'null' }, 'the value is null, not a string'],
  ])('header_name_valid: %s', (_, name, args, words) => {
    const f = fired(tool({ region: header(name) }), 'header_name_valid');
    expect(f.args).toMatchObject(args);
    expect(findingMessage(f, plainQuote)).toBe(`"t" declares x-mcp-header ${plainQuote(typeof name === 'string' ? name : JSON.stringify(name))} at "inputSchema.properties.region": ${words}`);
    expect(admit(tool({ region: header(name) })).reason).toBe(`x-mcp-header ${JSON.stringify(typeof name === 'string' ? name : JSON.stringify(name))} at "inputSchema.properties.region": ${words}`);
  });

  it('header_type_allowed quotes the type keyword as declared, and keeps its identity argument', () => {
    const f = fired(tool({ ratio: { type: 'number', 'x-mcp-header': 'Ratio' } }), 'header_type_allowed');
    expect(f.args).toMatchObject({ type: '"number"', declared: 'number' });
    expect(findingMessage(f, plainQuote)).toBe('"t" mirrors "inputSchema.properties.ratio" into header "Ratio", but its type is "number"');
    const missing = fired(tool({ ratio: { 'x-mcp-header': 'Ratio' } }), 'header_type_allowed');
    expect(missing.args).toMatchObject({ type: '(missing)' });
    expect(findingMessage(missing, plainQuote)).toBe('"t" mirrors "inputSchema.properties.ratio" into header "Ratio", but its type is missing');
  });

  it('a hostile name cannot end the admission reason early', () => {
    const reason = admit(tool({ region: header('A" at "elsewhere": fine\r\nX: y') })).reason!;
    expect(reason).toBe('x-mcp-header "A\\" at \\"elsewhere\\": fine\\r\\nX: y" at "inputSchema.properties.region": the name has characters outside HTTP token characters (tchar)');
  });
});

describe('credential and personal-data fields (deployment policy)', () => {
  it.each<[string, ReturnType<typeof tool>, 'credential' | 'pii']>([
    ['a token field', tool({ api_token: header('Token') }), 'credential'],
    ['a password field', tool({ password: header('Pass') }), 'credential'],
    ['an Authorization header on a neutral field', tool({ value: header('Authorization') }), 'credential'],
    ['an auth field', tool({ auth: header('X-Auth') }), 'credential'],
    ['a secret field', tool({ client_secret: header('Client') }), 'credential'],
    ['a session id', tool({ session_id: header('Session') }), 'credential'],
    ['format password', tool({ pin_hint: header('Hint', { format: 'password' }) }), 'credential'],
    ['an e-mail field', tool({ contact_email: header('Contact') }), 'pii'],
    ['format email', tool({ recipient: header('Recipient', { format: 'email' }) }), 'pii'],
    ['a phone number', tool({ phone_number: header('Phone') }), 'pii'],
    ['an address', tool({ home_address: header('Home') }), 'pii'],
    ['a person name', tool({ first_name: header('Given') }), 'pii'],
    ['a date of birth', tool({ date_of_birth: header('Dob') }), 'pii'],
    ['a social security number', tool({ ssn: header('Id') }), 'pii'],
  ])('%s is refused', (_, t, kind) => {
    const admission = admit(t);
    expect(admission.verdict).toBe('REJECT');
    expect(admission.findings.find((f) => f.rule === 'header_sensitive_field')?.args.kind).toBe(kind);
  });

  it.each(['region', 'tenant_id', 'max_tokens', 'page_token', 'email_domain', 'dry_run', 'query', 'server_address', 'ip_address', 'mac_address'])('%s is not sensitive', (name) => {
    expect(classifySensitiveField(name)).toBeUndefined();
  });

  it.each(['include_email', 'mobile', 'has_session', 'zip', 'use_password'])('a boolean %s carries neither a credential nor personal data', (name) => {
    expect(classifySensitiveField(name, undefined, 'boolean')).toBeUndefined();
    expect(classifySensitiveField(name, undefined, 'string')).toBeDefined();
    const admission = admit(tool({ [name]: header('Flag', { type: 'boolean' }) }));
    expect(admission.findings.filter((f) => f.rule === 'header_sensitive_field' && f.status !== 'pass')).toEqual([]);
  });

  it('a home address is still personal data', () => {
    expect(classifySensitiveField('home_address')).toMatchObject({ kind: 'pii' });
    expect(classifySensitiveField('address')).toMatchObject({ kind: 'pii' });
  });
});

describe('checkHeaders', () => {
  const good = { name: 'good', inputSchema: { type: 'object', properties: { region: header('Region') } } };
  const bad = { name: 'bad', inputSchema: { type: 'object', properties: { regions: { type: 'array', items: header('Region') } } } };
  const plain = { name: 'plain', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } };

  it('rejects a malformed descriptor alone', () => {
    const { admissions, findings } = checkHeaders(snapshot([good, bad, plain], { era: 'modern', protocolVersion: '2026-07-28' }), 'policy');
    expect(admissions.get('good')).toMatchObject({ verdict: 'ADMIT', declarations: [{ header: 'Region', at: 'inputSchema.properties.region', type: 'string' }] });
    expect(admissions.get('bad')?.verdict).toBe('REJECT');
    expect(admissions.get('plain')).toMatchObject({ verdict: 'ADMIT', declarations: [], findings: [] });
    expect(findings.filter((f) => f.status === 'fail').map((f) => f.subject?.name)).toEqual(['bad']);
    // One pass per rule for each tool that declares headers and broke none of them.
    expect(findings.filter((f) => f.status === 'pass' && f.subject?.name === 'good')).toHaveLength(6);
  });

  it('judges the declarations a legacy-era descriptor carries: a dual-era server hands them to its modern clients', () => {
    const { admissions, findings } = checkHeaders(snapshot([good, bad]), 'policy');
    expect([...admissions.keys()]).toEqual(['good', 'bad']);
    expect(findings.filter((f) => f.status === 'fail').map((f) => f.subject?.name)).toEqual(['bad']);
    expect(findings.some((f) => f.status === 'skip')).toBe(false);
  });

  it('is not applicable to a legacy server whose tools declare no header: every rule is a skip, never a pass', () => {
    const { findings } = checkHeaders(snapshot([{ name: 'plain', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } }]), 'policy');
    expect(findings.map((f) => [f.rule, f.status, argsOf(f).reason, argsOf(f).version])).toEqual(
      ['header_name_valid', 'header_placement', 'header_name_unique', 'header_type_allowed', 'header_integer_range', 'header_sensitive_field'].map((rule) => [
        rule,
        'skip',
        'not-applicable',
        '2025-11-25',
      ]),
    );
    expect(findings.map((f) => findingMessage(f, (v) => String(v)))).toContain('x-mcp-header names not checked: not applicable to 2025-11-25');
  });
});
