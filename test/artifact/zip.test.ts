import { describe, expect, it } from 'vitest';
import { safeEntryName } from '../../src/artifact/zip.js';

describe('bundle entry names', () => {
  it('keeps every entry inside the folder it is unpacked into', () => {
    for (const name of ['manifest.json', 'server/index.mjs', 'node_modules/a/b.js', 'dir/', 'a..b/c']) expect(safeEntryName(name), name).toBe(true);
    for (const name of ['../evil', 'a/../../evil', '/etc/passwd', 'C:/x', 'c:evil', 'a\\..\\b', 'nul\0byte', '']) expect(safeEntryName(name), name).toBe(false);
  });
});
