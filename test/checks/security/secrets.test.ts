import { describe, expect, it } from 'vitest';
import { checkSecurity, classifySecretName } from '../../../src/checks/security/index.js';
import { snapshotOf, tool } from './snapshot.js';

describe('classifySecretName', () => {
  /** [name, kind, confidence] */
  const SECRET: Array<[string, string, string]> = [
    ['password', 'password', 'high'],
    ['new_password', 'password', 'high'],
    ['passwordConfirmation', 'password', 'high'],
    ['password2', 'password', 'high'],
    ['passwd', 'password', 'high'],
    ['db-passphrase', 'password', 'high'],
    ['api_key', 'api_key', 'high'],
    ['apiKey', 'api_key', 'high'],
    ['APIKey', 'api_key', 'high'],
    ['x-api-key', 'api_key', 'high'],
    ['OPENAI_API_KEY', 'api_key', 'high'],
    ['apikey', 'api_key', 'high'],
    ['aws_secret_access_key', 'api_key', 'high'],
    ['api_key_value', 'api_key', 'high'],
    ['client_secret', 'client_secret', 'high'],
    ['clientSecret', 'client_secret', 'high'],
    ['secret', 'client_secret', 'high'],
    ['oauth_token_secret', 'client_secret', 'high'],
    ['refresh_token', 'token', 'high'],
    ['accessToken', 'token', 'high'],
    ['github_access_token', 'token', 'high'],
    ['id_token', 'token', 'high'],
    ['sessionToken', 'token', 'high'],
    ['authorization', 'token', 'medium'],
    ['slack_token', 'token', 'medium'],
    ['token', 'token', 'low'],
    ['private_key', 'private_key', 'high'],
    ['privateKey', 'private_key', 'high'],
    ['ssh_private_key_pem', 'private_key', 'high'],
    ['signing_key', 'private_key', 'high'],
    ['cookie', 'cookie', 'high'],
    ['session_cookie', 'cookie', 'high'],
    ['Cookies', 'cookie', 'high'],
    ['seed_phrase', 'seed_phrase', 'high'],
    ['mnemonic', 'seed_phrase', 'high'],
    ['recoveryPhrase', 'seed_phrase', 'high'],
    ['card_number', 'payment_card', 'high'],
    ['creditCardNumber', 'payment_card', 'high'],
    ['cvv', 'payment_card', 'high'],
    ['cvv2', 'payment_card', 'high'],
    ['card_cvc', 'payment_card', 'high'],
    ['ssn', 'national_id', 'high'],
    ['social_security_number', 'national_id', 'high'],
    ['credentials', 'credentials', 'medium'],
    ['db_connection_string', 'credentials', 'medium'],
    ['otp', 'one_time_code', 'medium'],
    ['mfa_code', 'one_time_code', 'medium'],
  ];

  it.each(SECRET)('%s is a secret', (name, kind, confidence) => {
    expect(classifySecretName(name)).toEqual({ kind, confidence });
  });

  /** Look-alikes whose head word names something else: an id, a count, a policy, a path … */
  const NOT_SECRET: string[] = [
    'password_policy_id',
    'passwordLength',
    'password_hint',
    'password_required',
    'max_tokens',
    'maxTokens',
    'token_count',
    'tokens',
    'tokenizer',
    'token_type',
    'next_token',
    'nextPageToken',
    'page_token',
    'continuation_token',
    'stop_token',
    'input_tokens',
    'key',
    'keys',
    'primary_key',
    'sort_key',
    'partitionKey',
    'cache_key',
    'idempotency_key',
    'keyboard',
    'keyword',
    'access_key_id',
    'secret_santa_id',
    'secret_name',
    'secretCount',
    'session_id',
    'cookie_name',
    'cookie_domain',
    'private_key_path',
    'api_key_header_name',
    'credential_id',
    'credentials_file',
    'card_type',
    'phone_number',
    'random_seed',
    'seed',
    'bypass',
    'compass',
    'passage',
    'author',
    'authority',
    'path',
    'query',
  ];

  it.each(NOT_SECRET)('%s is not a secret', (name) => {
    expect(classifySecretName(name)).toBeUndefined();
  });
});

describe('secret_solicitation', () => {
  const schema = {
    type: 'object',
    properties: {
      query: { type: 'string' },
      auth: { type: 'object', properties: { client_secret: { type: 'string' } } },
      accounts: { type: 'array', items: { type: 'object', properties: { password: { type: 'string' } } } },
      method: { oneOf: [{ type: 'object', properties: { apiKey: { type: 'string' } } }] },
      has_password: { type: 'boolean' },
      pin: { type: 'string', format: 'password' }, // a bare `pin` is low confidence; the format settles it
    },
    $defs: { Card: { type: 'object', properties: { cvv: { type: 'string' } } } },
  };

  it('finds secrets at any depth, with their paths', () => {
    const f = checkSecurity(snapshotOf({ tools: [tool('connect', { inputSchema: schema })] })).filter((x) => x.rule === 'secret_solicitation');
    expect(f.map((x) => [x.path, x.args.name, x.args.kind, x.confidence, x.status]).sort()).toEqual([
      ['inputSchema.$defs.Card.properties.cvv', 'cvv', 'payment_card', 'high', 'fail'],
      ['inputSchema.properties.accounts.items.properties.password', 'password', 'password', 'high', 'fail'],
      ['inputSchema.properties.auth.properties.client_secret', 'client_secret', 'client_secret', 'high', 'fail'],
      ['inputSchema.properties.method.oneOf[0].properties.apiKey', 'apiKey', 'api_key', 'high', 'fail'],
      ['inputSchema.properties.pin', 'pin', 'payment_card', 'high', 'fail'],
    ]);
    expect(f.every((x) => x.severity === 'medium' && x.subject?.name === 'connect')).toBe(true);
  });

  it('treats format: password as a secret whatever the name', () => {
    const f = checkSecurity(snapshotOf({ tools: [tool('t', { inputSchema: { type: 'object', properties: { value: { type: 'string', format: 'password' } } } })] }));
    expect(f.find((x) => x.rule === 'secret_solicitation')).toMatchObject({ status: 'fail', args: { name: 'value', kind: 'password' } });
  });

  it('checks prompt arguments', () => {
    const f = checkSecurity(snapshotOf({ prompts: [{ name: 'login', arguments: [{ name: 'user' }, { name: 'password' }] }] }));
    expect(f.find((x) => x.rule === 'secret_solicitation')).toMatchObject({ subject: { kind: 'prompt', name: 'login' }, path: 'arguments[1]' });
  });

  it('passes with the number of parameters scanned', () => {
    const f = checkSecurity(snapshotOf({ tools: [tool('t', { inputSchema: { type: 'object', properties: { max_tokens: {}, sort_key: {} } } })] }));
    expect(f.find((x) => x.rule === 'secret_solicitation')).toMatchObject({ status: 'pass', args: { scanned: 2 } });
  });

  it('copes with hostile schema shapes', () => {
    const deep: Record<string, unknown> = { type: 'object', properties: {} };
    let node = deep;
    for (let i = 0; i < 500; i++) {
      const next = { type: 'object', properties: {} as Record<string, unknown> };
      (node.properties as Record<string, unknown>).x = next;
      node = next;
    }
    (node.properties as Record<string, unknown>).password = { type: 'string' };
    const weird = [null, 42, 'schema', [], { properties: null }, { properties: { a: null, b: 7 } }, { items: [{ properties: { api_key: {} } }] }];
    expect(() => checkSecurity(snapshotOf({ tools: [tool('deep', { inputSchema: deep }), ...weird.map((s, i) => tool(`w${i}`, { inputSchema: s }))] }))).not.toThrow();
    const f = checkSecurity(snapshotOf({ tools: weird.map((s, i) => tool(`w${i}`, { inputSchema: s })) }));
    expect(f.find((x) => x.rule === 'secret_solicitation')).toMatchObject({ path: 'inputSchema.items[0].properties.api_key' });
  });
});
