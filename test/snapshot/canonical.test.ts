import { describe, expect, it } from 'vitest';
import { canonicalizeDescription, collectParameterDescriptions, hashDescription } from '../../src/snapshot/canonical.js';

describe('canonicalizeDescription', () => {
  it.each([
    ['CRLF becomes LF', 'a\r\nb', 'a\nb'],
    ['lone CR becomes LF', 'a\rb', 'a\nb'],
    ['trailing spaces per line', 'a  \nb\t\n', 'a\nb'],
    ['trailing blank lines', 'a\n\n\n', 'a'],
    ['leading whitespace kept', '  a', '  a'],
    ['inner spaces kept', 'a  b', 'a  b'],
    ['zero-width space kept, even trailing', 'a\u200B', 'a\u200B'],
    ['BOM / ZWNBSP kept, even trailing', 'a\uFEFF', 'a\uFEFF'],
    ['no-break space kept, even trailing', 'a\u00A0', 'a\u00A0'],
    ['no NFC: decomposed e + acute stays decomposed', 'e\u0301', 'e\u0301'],
  ])('%s', (_name, input, expected) => {
    expect(canonicalizeDescription(input)).toBe(expected);
  });
});

describe('hashDescription', () => {
  const base = 'Reads a file from disk.';
  it('is sha256 of the canonical form', () => {
    expect(hashDescription('abc')).toBe('sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it.each([
    ['CRLF', `${base}\r\n`],
    ['trailing spaces', `${base}   `],
    ['trailing tab and newline', `${base}\t\n`],
  ])('ignores %s', (_name, variant) => {
    expect(hashDescription(variant)).toBe(hashDescription(base));
  });

  it.each([
    ['one zero-width space', 'Reads a\u200B file from disk.'],
    ['a bidi override', 'Reads a \u202Efile from disk.'],
    ['a Unicode Tag character', `${base}\u{E0041}`],
    ['a variation selector', `${base}\uFE0F`],
    ['a no-break space for a space', 'Reads a\u00A0file from disk.'],
  ])('changes with %s', (_name, variant) => {
    expect(hashDescription(variant)).not.toBe(hashDescription(base));
  });

  it('does not NFC-normalize', () => {
    expect(hashDescription('caf\u00E9')).not.toBe(hashDescription('cafe\u0301'));
  });
});

describe('collectParameterDescriptions', () => {
  it('collects every description at every depth, keyed by path', () => {
    const schema = {
      type: 'object',
      description: 'Arguments',
      properties: {
        filter: {
          description: 'Filter',
          type: 'object',
          properties: { status: { type: 'string', description: 'Status\u200B' } },
        },
        tags: { type: 'array', items: { description: 'One tag' } },
        pair: { prefixItems: [{ description: 'first' }], items: [{ description: 'legacy first' }] },
        id: { anyOf: [{ type: 'string', description: 'by name' }, { $ref: '#/$defs/Id' }] },
        meta: { additionalProperties: { description: 'any value' } },
        description: { type: 'string', description: 'a property called description' },
      },
      $defs: { Id: { type: 'integer', description: 'numeric id' } },
    };
    expect(collectParameterDescriptions(schema, 'inputSchema')).toEqual({
      'inputSchema.description': 'Arguments',
      'inputSchema.properties.filter.description': 'Filter',
      'inputSchema.properties.filter.properties.status.description': 'Status\u200B',
      'inputSchema.properties.tags.items.description': 'One tag',
      'inputSchema.properties.pair.prefixItems.0.description': 'first',
      'inputSchema.properties.pair.items.0.description': 'legacy first',
      'inputSchema.properties.id.anyOf.0.description': 'by name',
      'inputSchema.properties.meta.additionalProperties.description': 'any value',
      'inputSchema.properties.description.description': 'a property called description',
      'inputSchema.$defs.Id.description': 'numeric id',
    });
  });

  it('returns nothing for schemas without descriptions or non-schemas', () => {
    expect(collectParameterDescriptions({ type: 'object', properties: { a: { type: 'string' } } }, 'inputSchema')).toEqual({});
    expect(collectParameterDescriptions(true, 'inputSchema')).toEqual({});
    expect(collectParameterDescriptions(undefined, 'outputSchema')).toEqual({});
  });
});
