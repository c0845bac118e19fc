import { login } from '@exchange/protocol';
import { startTestServer, type TestServer } from '../testing/test-server';
import { demoUser } from '../modules/account/demo-user';
import { bodyLimits, jsonNestsDeeperThan } from './body-limits';
import { inputProblem } from './validation';

// Issue 22: a body nested ~4,500 deep overflowed the stack of the validation's walk (HTTP 500 on
// every call), and below that the walk's cost was quadratic in the depth.

const nested = (depth: number, inner = '"x"') => `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ loginNeedSmsCode: false });
  token = (await server.call(login, { user_string: demoUser.email, password: demoUser.password }))
    .message as string;
});
afterAll(() => server.stop());

describe('request bodies', () => {
  it('nested 5,000 deep are refused with request.tooDeep on every call that reads a body', async () => {
    const calls = server.routes.filter((r) => r.url.startsWith('/api/'));
    const withBody = calls.filter((r) => r.method !== 'GET');
    expect(withBody.length).toBeGreaterThan(60);
    const payload = nested(5000);
    // fastify never reads the body of a GET: such a call answers as if none came, never a 500.
    for (const route of calls.filter((r) => r.method === 'GET')) {
      const response = await server.app.inject({
        method: 'GET',
        url: route.url.replace(/:(\w+)/g, 'x'),
        headers: { authorization: token, 'content-type': 'application/json' },
        payload,
      });
      expect([route.url, response.statusCode < 500]).toEqual([route.url, true]);
    }
    for (const route of withBody) {
      const response = await server.app.inject({
        method: route.method as 'POST',
        url: route.url.replace(/:(\w+)/g, 'x'),
        headers: { authorization: token, 'content-type': 'application/json' },
        payload,
      });
      expect([route.method, route.url, response.statusCode, response.json()]).toEqual([
        route.method,
        route.url,
        400,
        { type: 'error', message: 'request.tooDeep' },
      ]);
    }
  });

  it('up to the depth limit are read as usual', async () => {
    const atLimit = `{"user_string":"${demoUser.email}","password":"${demoUser.password}","extra":${nested(
      bodyLimits.maxDepth - 1,
    )}}`;
    const response = await server.app.inject({
      method: 'POST',
      url: login.path,
      headers: { 'content-type': 'application/json' },
      payload: atLimit,
    });
    expect(response.json()).toMatchObject({ type: 'ok', message: expect.any(String) });
  });

  it('past the size limit are refused with a 400 request.tooLarge, JSON or form', async () => {
    const big = 'a'.repeat(bodyLimits.maxBytes);
    for (const [contentType, payload] of [
      ['application/json', JSON.stringify({ user_string: big })],
      ['application/x-www-form-urlencoded', `user_string=${big}`],
    ] as const) {
      const response = await server.app.inject({
        method: 'POST',
        url: login.path,
        headers: { 'content-type': contentType },
        payload,
      });
      expect([contentType, response.statusCode, response.json()]).toEqual([
        contentType,
        400,
        { type: 'error', message: 'request.tooLarge' },
      ]);
    }
  });
});

describe('the depth checks', () => {
  it('count brackets outside strings only', () => {
    expect(jsonNestsDeeperThan(nested(3), 3)).toBe(false);
    expect(jsonNestsDeeperThan(nested(4), 3)).toBe(true);
    expect(jsonNestsDeeperThan(`{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, 3)).toBe(false);
    expect(jsonNestsDeeperThan(`[[[[1]]]]`, 3)).toBe(true);
  });

  it('of a parsed input: too deep past the limit, else the first NUL field by its path', () => {
    expect(inputProblem(JSON.parse(nested(33)), 32)).toEqual({ kind: 'tooDeep' });
    expect(inputProblem(JSON.parse(nested(32)), 32)).toBeUndefined();
    expect(inputProblem({ a: 'ok', b: { c: ['x', 'y\u0000'] }, d: '\u0000' })).toEqual({
      kind: 'nul',
      field: 'b.c.1',
    });
    expect(inputProblem('\u0000')).toEqual({ kind: 'nul', field: 'body' });
  });
});
