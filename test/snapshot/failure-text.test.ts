import { describe, expect, it } from 'vitest';
import { failureText, readsAsFailure, textReadsAsFailure } from '../../src/snapshot/failure-text.js';

const result = (text: string, extra: Record<string, unknown> = {}) => ({ content: [{ type: 'text', text }], ...extra });

describe('textReadsAsFailure: the opening states that the operation failed', () => {
  it.each([
    'Failed to list issues: upstream API returned 503',
    'failed to fetch https://example.invalid',
    'Failed: the token has expired',
    'Failure to connect to the database',
    'Error: ECONNREFUSED 127.0.0.1:5432',
    'error: repository not found',
    'ERROR - quota exceeded',
    '[ERROR] timeout while calling upstream',
    'Error 404: project not found',
    'Error (E42): bad input',
    'API error 500: internal',
    'Unexpected error: cannot read properties of undefined',
    'An error occurred while fetching the page',
    'Error while executing query',
    'Exception: division by zero',
    'Unable to reach the server',
    'Could not find a workspace named "acme"',
    "Couldn't open the file",
    'Cannot divide by zero.',
    'Request failed with status code 401',
    'API call failed: rate limited',
    'The operation failed.',
    'Access denied for user "bob"',
    'Permission denied',
    'Unauthorized: missing token',
    'HTTP 404 Not Found',
    'HTTP/1.1 500 Internal Server Error',
    'Status: 429',
    'status code 502',
    '503 Service Unavailable',
    '404 - Not Found',
    'Traceback (most recent call last):\n  File "x.py", line 1',
    'TypeError: fetch failed',
    '❌ Failed to create the branch',
    '**Error:** the index is locked',
    '  \n  Error: leading whitespace is not a disguise',
    '{"error":"invalid_grant"}',
    '{"success":false,"error":{"code":"NOT_FOUND","message":"no such page"}}',
    '{"errors":[{"message":"Field \\"x\\" does not exist"}],"status":400}',
  ])('%j reads as a failure', (text) => {
    expect(textReadsAsFailure(text)).toBe(true);
  });

  it.each([
    'Error handling guide: wrap every call in try/catch',
    'Errors and exceptions are documented under /docs/errors',
    'No errors found',
    'Errors: 0',
    '0 errors, 2 warnings',
    'Error rate: 0.1%',
    'Failure count: 0',
    'Failed tests: none',
    'Failed login attempts in the last hour: 3',
    'Build failed on main at 12:04 (pipeline 812)',
    'The build failed on main; the logs follow.',
    'Found 3 issues; the first says "Error: token expired"',
    'ok',
    '{"status":"ok"}',
    '{"error":null,"items":[]}',
    '{"error":"","status":200}',
    '{"success":true,"error":"none"}',
    '{"errors":[],"status":200}',
    '{"error":"x","items":[1,2]}',
    'HTTP 200 OK',
    '200 OK',
    'Status: 200',
    '404 pages were crawled',
    'Cancelled orders: 4',
    'Unable',
    'Errata for chapter 3',
    'Erroneous entries are flagged in red',
    '',
  ])('%j does not read as a failure', (text) => {
    expect(textReadsAsFailure(text)).toBe(false);
  });

  it('reads only the opening: a failure statement far into the text is not the opening', () => {
    expect(textReadsAsFailure(`${'Row of data. '.repeat(40)}Error: late`)).toBe(false);
  });

  it('does bounded work on hostile text: a megabyte of near-misses is judged by its opening alone', () => {
    // Bounded work shows as behaviour: the verdict on a megabyte is the verdict on its first 240
    // characters, whatever follows. (A pattern run over the whole text would still be caught by
    // the test timeout; no wall-clock limit here, so a busy machine cannot fail it.)
    const hostile = `${'('.repeat(8)}${'Error'.repeat(200_000)}`;
    for (let i = 0; i < 50; i++) expect(textReadsAsFailure(hostile)).toBe(textReadsAsFailure(hostile.slice(0, 240)));
    const lateFailure = `${'Row of data. '.repeat(80_000)}Error: late`;
    expect(textReadsAsFailure(lateFailure)).toBe(textReadsAsFailure(lateFailure.slice(0, 240)));
    expect(textReadsAsFailure(lateFailure)).toBe(false);
    expect(textReadsAsFailure(`{"error":"${'x'.repeat(1_000_000)}"}`)).toBe(false);
  });
});

describe('readsAsFailure and failureText: a result without isError', () => {
  it('judges the first text block, and gives it clipped as evidence', () => {
    expect(readsAsFailure(result('Failed to list items: 503'))).toBe(true);
    expect(failureText(result('Failed to list items: 503'))).toBe('Failed to list items: 503');
    expect(failureText(result(`Error: ${'x'.repeat(1000)}`))).toHaveLength(201);
    expect(readsAsFailure({ content: [{ type: 'image', data: 'AA==', mimeType: 'image/png' }, { type: 'text', text: 'Error: no such image' }] })).toBe(true);
    expect(readsAsFailure({ content: [{ type: 'text', text: 'Items: 3' }, { type: 'text', text: 'Error: ignored, not the opening' }] })).toBe(false);
  });

  it('a result that says isError: true is a proper failure, not one read from text', () => {
    expect(readsAsFailure(result('Error: quota exceeded', { isError: true }))).toBe(false);
    expect(readsAsFailure(result('Error: quota exceeded', { isError: false }))).toBe(true);
  });

  it('results without text, and malformed results, read as nothing', () => {
    for (const value of [undefined, null, 'Error: a string is not a result', [], {}, { content: 'Error: x' }, { content: [{ type: 'text', text: 42 }] }, { structuredContent: { error: 'x' } }]) {
      expect(readsAsFailure(value)).toBe(false);
    }
  });
});
