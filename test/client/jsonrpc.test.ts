import { describe, expect, it } from 'vitest';
import { classifyInbound, framingIssues } from '../../src/client/jsonrpc.js';

describe('framingIssues', () => {
  it.each([
    [{ jsonrpc: '2.0', id: 1, result: {} }, []],
    [{ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'nope' } }, []],
    [{ id: 1, result: {} }, ['missing "jsonrpc": "2.0"']],
    [{ jsonrpc: '1.0', id: 1, result: {} }, ['"jsonrpc" is "1.0", not "2.0"']],
    [{ jsonrpc: 2, id: 1, result: {} }, ['"jsonrpc" is 2, not "2.0"']],
    [{ jsonrpc: '2.0', result: {} }, ['id missing (sent 1)']],
    [{ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'parse' } }, ['id not echoed: sent 1, got null']],
    [{ jsonrpc: '2.0', id: '1', result: {} }, ['id not echoed: sent 1, got "1"']],
    [{ jsonrpc: '2.0', id: 1001, result: {} }, ['id not echoed: sent 1, got 1001']],
    [{ jsonrpc: '2.0', id: 1, result: {}, error: { code: 1, message: 'x' } }, ['both "result" and "error"']],
    [{ jsonrpc: '2.0', id: 1 }, ['neither "result" nor "error"']],
    [{ jsonrpc: '2.0', id: 1, error: 'boom' }, ['"error" is not an object']],
    [{ jsonrpc: '2.0', id: 1, error: { code: 1.5, message: 'x' } }, ['"error.code" is not an integer']],
    [{ jsonrpc: '2.0', id: 1, error: { code: '-32601' } }, ['"error.code" is not an integer', '"error.message" is not a string']],
    [[{ jsonrpc: '2.0', id: 1, result: {} }], ['response is not a JSON object']],
    ['text', ['response is not a JSON object']],
  ])('%j → %j', (response, issues) => {
    expect(framingIssues(response, 1)).toEqual(issues);
  });
});

describe('classifyInbound', () => {
  it.each([
    [{ jsonrpc: '2.0', id: 's1', method: 'ping' }, { kind: 'request', id: 's1', method: 'ping' }],
    [{ jsonrpc: '2.0', method: 'notifications/message' }, { kind: 'notification', method: 'notifications/message' }],
    [{ jsonrpc: '2.0', id: 1, result: {} }, { kind: 'response', id: 1 }],
    [{ jsonrpc: '2.0', error: { code: 1, message: 'x' } }, { kind: 'response', id: undefined }],
    [{ id: null, method: 'odd' }, { kind: 'response', id: null }],
    [{ hello: 'world' }, undefined],
    [42, undefined],
    [null, undefined],
    [[1, 2], undefined],
  ])('%j → %j', (value, kind) => {
    expect(classifyInbound(value)).toEqual(kind);
  });
});
