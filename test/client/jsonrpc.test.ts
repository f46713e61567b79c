import { describe, expect, it } from 'vitest';
import { classifyInbound, framingIssues } from '../../src/client/jsonrpc.js';

describe('framingIssues', () => {
  it.each([
    [{ jsonrpc: '2.0', id: 1, result: {} }, []],
    [{ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'nope' } }, []],
    [{ id: 1, result: {} }, [{ code: 'jsonrpc-missing' }]],
    [{ jsonrpc: '1.0', id: 1, result: {} }, [{ code: 'jsonrpc-wrong', got: '1.0' }]],
    [{ jsonrpc: 2, id: 1, result: {} }, [{ code: 'jsonrpc-wrong', got: 2 }]],
    [{ jsonrpc: '2.0', result: {} }, [{ code: 'id-missing', sent: 1 }]],
    [{ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'parse' } }, [{ code: 'id-not-echoed', sent: 1, got: null }]],
    [{ jsonrpc: '2.0', id: '1', result: {} }, [{ code: 'id-not-echoed', sent: 1, got: '1' }]],
    [{ jsonrpc: '2.0', id: 1001, result: {} }, [{ code: 'id-not-echoed', sent: 1, got: 1001 }]],
    [{ jsonrpc: '2.0', id: { deep: [1] }, result: {} }, [{ code: 'id-not-echoed', sent: 1, got: '{"deep":[1]}' }]],
    [{ jsonrpc: '2.0', id: 1, result: {}, error: { code: 1, message: 'x' } }, [{ code: 'result-and-error' }]],
    [{ jsonrpc: '2.0', id: 1 }, [{ code: 'no-result-or-error' }]],
    [{ jsonrpc: '2.0', id: 1, error: 'boom' }, [{ code: 'error-not-object' }]],
    [{ jsonrpc: '2.0', id: 1, error: { code: 1.5, message: 'x' } }, [{ code: 'error-code-not-integer' }]],
    [{ jsonrpc: '2.0', id: 1, error: { code: '-32601' } }, [{ code: 'error-code-not-integer' }, { code: 'error-message-not-string' }]],
    [[{ jsonrpc: '2.0', id: 1, result: {} }], [{ code: 'not-object' }]],
    ['text', [{ code: 'not-object' }]],
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
