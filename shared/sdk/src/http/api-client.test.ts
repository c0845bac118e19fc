import { api, envJson, logout } from '@exchange/protocol';
import { createMemoryStorage, createStorage } from '../storage/store';
import { createFakeFetch } from '../testing/fake-fetch';
import { createApiClient, newIdempotencyKey, type ApiProblem } from './api-client';
import { createFailureRouter, type UiEffect } from './failure-routing';

function setup() {
  const storage = createStorage({ backing: createMemoryStorage() });
  const router = createFailureRouter(storage);
  const server = createFakeFetch();
  const client = createApiClient({ storage, router, fetch: server.fetch, now: () => 1700000000000 });
  const effects: UiEffect[] = [];
  const problems: ApiProblem[] = [];
  router.notices$.subscribe((effect) => effects.push(effect));
  client.problems$.subscribe((problem) => problems.push(problem));
  return { storage, router, server, client, effects, problems };
}

describe('ApiClient wire rules (spec §7)', () => {
  it('posts a form-encoded body to the page host with _timespan, credentials and the token', async () => {
    const { storage, server, client } = setup();
    storage.set('token', 'tok-1');
    server.on('/api/transaction/deal', {
      body: {
        type: 'ok',
        message: { last_price: '1', user_cny: '7', in: [], out: [], complete: [], seq: 3 },
      },
    });
    const result = await client.call(api.deal, { legal_id: 1, currency_id: 2 });
    expect(result).toEqual({
      type: 'ok',
      message: { last_price: '1', user_cny: '7', in: [], out: [], complete: [], seq: 3 },
    });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.origin).toBe('http://localhost');
    expect(request?.url.searchParams.get('_timespan')).toBe('1700000000000');
    expect(request?.body).toBeInstanceOf(URLSearchParams);
    expect(request?.fields).toEqual({ legal_id: '1', currency_id: '2' });
    expect(request?.credentials).toBe('include');
    expect(request?.headers.Authorization).toBe('tok-1');
  });

  it('sends GET payloads in the query and no Authorization without a token', async () => {
    const { server, client } = setup();
    server.on('/api/env.json', {
      body: { type: 'ok', message: { login_need_smscode: false, socket_io_port: 4000 } },
    });
    const result = await client.call(envJson);
    expect(result.type).toBe('ok');
    expect(server.requests[0]?.method).toBe('GET');
    expect(server.requests[0]?.body).toBeUndefined();
    expect(server.requests[0]?.headers.Authorization).toBeUndefined();
  });

  it('reports an ok answer that breaks the schema instead of throwing', async () => {
    const { server, client, effects, problems } = setup();
    server.on('/api/env.json', { body: { type: 'ok', message: { socket_io_port: 'nope' } } });
    const result = await client.call(envJson);
    expect(result.type).toBe('invalid_response');
    expect(problems).toEqual([expect.objectContaining({ path: '/api/env.json', kind: 'invalid_response' })]);
    expect(effects).toEqual([]);
  });

  it('takes an endpoint picked from the lazily loaded protocol, and parses its answer with it', async () => {
    const { server, client, problems } = setup();
    server.on('/api/env.json', { body: { type: 'ok', message: { socket_io_port: 'nope' } } });
    const broken = await client.call((protocol) => protocol.envJson);
    expect(broken.type).toBe('invalid_response');
    expect(problems).toHaveLength(1);
    server.on('/api/env.json', {
      body: { type: 'ok', message: { login_need_smscode: false, socket_io_port: 4000 } },
    });
    const result = await client.call((protocol) => protocol.envJson);
    expect(result).toEqual({ type: 'ok', message: { login_need_smscode: false, socket_io_port: 4000 } });
    expect(server.requests.map((request) => request.method)).toEqual(['GET', 'GET']);
  });

  it('resolves network errors as a typed failure without any toast (§8)', async () => {
    const { server, client, effects } = setup();
    server.on('/api/env.json', { networkError: true });
    const result = await client.call(envJson);
    expect(result.type).toBe('network');
    expect(effects).toEqual([]);
  });

  it('does not send an identical non-GET call twice: the second shares the first answer, routed once', async () => {
    const { server, client, effects } = setup();
    const pending: Array<() => void> = [];
    server.on(
      '/api/transaction/deal',
      () => new Promise((resolve) => pending.push(() => resolve({ body: { type: 'error', message: 'x' } }))),
    );
    const release = () => pending.splice(0).forEach((answer) => answer());
    const payload = { legal_id: 1, currency_id: 2 };
    const first = client.call(api.deal, payload);
    const second = client.call(api.deal, payload);
    const other = client.call(api.deal, { legal_id: 1, currency_id: 3 });
    release();
    const results = await Promise.all([first, second, other]);
    expect(results).toEqual([
      { type: 'error', message: 'x' },
      { type: 'error', message: 'x' },
      { type: 'error', message: 'x' },
    ]);
    expect(server.requests).toHaveLength(2);
    expect(effects).toHaveLength(2); // one toast per request sent, none for the shared one
    // Once settled, the same call goes out again.
    const again = client.call(api.deal, payload);
    release();
    await again;
    expect(server.requests).toHaveLength(3);
  });

  it('sends two identical calls with different idempotency keys, both: two intended operations', async () => {
    const { server, client } = setup();
    server.on('/api/transaction/deal', { body: { type: 'error', message: 'x' } });
    const payload = { legal_id: 1, currency_id: 2 };
    await Promise.all([
      client.call(api.deal, payload, { idempotencyKey: 'k'.repeat(32) }),
      client.call(api.deal, payload, { idempotencyKey: 'j'.repeat(32) }),
    ]);
    expect(server.requests.map((r) => r.headers['Idempotency-Key'])).toEqual([
      'k'.repeat(32),
      'j'.repeat(32),
    ]);
  });

  it('routes a key reused with another request (HTTP 422 with an envelope) as an ordinary error', async () => {
    const { server, client, effects, problems } = setup();
    server.on('/api/user/logout', {
      status: 422,
      body: { type: 'error', message: 'wallet.idempotencyConflict' },
    });
    const result = await client.call(logout);
    expect(result).toEqual({ type: 'error', message: 'wallet.idempotencyConflict' });
    expect(effects).toEqual([{ kind: 'toast', messageKey: 'wallet.idempotencyConflict' }]);
    expect(problems).toEqual([]);
  });

  it('sends identical GET reads each time', async () => {
    const { server, client } = setup();
    server.on('/api/env.json', {
      body: { type: 'ok', message: { login_need_smscode: false, socket_io_port: 1 } },
    });
    await Promise.all([client.call(envJson), client.call(envJson)]);
    expect(server.requests).toHaveLength(2);
  });

  it('sends the idempotency key header when given one', async () => {
    const { server, client } = setup();
    server.on('/api/user/logout', { body: { type: 'ok', message: 'bye' } });
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[a-f0-9]{32}$/);
    await client.call(logout, {}, { idempotencyKey: key });
    expect(server.requests[0]?.headers['Idempotency-Key']).toBe(key);
  });

  it("asks in the page's language (its <html lang>), so that articles come translated", async () => {
    const { server, client } = setup();
    server.on('/api/env.json', {
      body: { type: 'ok', message: { login_need_smscode: false, socket_io_port: 4000 } },
    });
    document.documentElement.lang = 'ar';
    await client.call(envJson);
    document.documentElement.lang = '';
    await client.call(envJson);
    expect(server.requests.map((request) => request.headers['Accept-Language'])).toEqual(['ar', undefined]);
  });

  it('reads raw (non-envelope) endpoints whole', async () => {
    const { server, client } = setup();
    server.on('/api/currency/new_timeshar', { body: { code: 0, data: [] } });
    const result = await client.callRaw(api.newTimeshar, {
      from: 1,
      to: 2,
      symbol: 'BTC/USDT',
      period: '1min',
    });
    expect(result).toEqual({ type: 'ok', message: { code: 0, data: [] } });
    expect(server.requests[0]?.url.searchParams.get('symbol')).toBe('BTC/USDT');
  });
});

describe('central failure routing (spec §8)', () => {
  it('shows the message of an error answer and hands the failure to the caller', async () => {
    const { server, client, effects } = setup();
    server.on('/api/transaction/deal', { body: { type: 'error', message: 'login.psw6', params: { n: 6 } } });
    const result = await client.call(api.deal, { legal_id: 1, currency_id: 1 });
    expect(result).toEqual({ type: 'error', message: 'login.psw6', params: { n: 6 } });
    expect(effects).toEqual([{ kind: 'toast', messageKey: 'login.psw6', params: { n: 6 } }]);
  });

  it('shows no toast for a plain failure of a silent call', async () => {
    const { server, client, effects } = setup();
    server.on('/api/currency/quotation_new', { body: { type: 'error', message: 'boom' } });
    const result = await client.call(api.quotationNew, {}, { silent: true });
    expect(result.type).toBe('error');
    expect(effects).toEqual([]);
  });

  it('expires the session once on 999: storage cleared but locale, event, login with type 1', async () => {
    const { storage, router, server, client, effects } = setup();
    storage.setMany({ token: 't', locale: 'de', user_id: 5 });
    const expired: string[] = [];
    router.sessionExpired$.subscribe((event) => expired.push(event.messageKey));
    server.on('/api/user/logout', { body: { type: 999, message: 'auth.expired' } });
    await Promise.all([client.call(logout), client.call(logout)]);
    expect(storage.get('token')).toBeUndefined();
    expect(storage.get('user_id')).toBeUndefined();
    expect(storage.get('locale')).toBe('de');
    expect(expired).toEqual(['auth.expired']);
    expect(effects).toEqual([
      { kind: 'toast', messageKey: 'auth.expired' },
      { kind: 'navigate', to: '/components/login?type=1', delayMs: 1000 },
    ]);
    // After a new login, a later expiry is reported again.
    storage.set('token', 'again');
    await client.call(logout);
    expect(expired).toHaveLength(2);
  });

  it('ignores a 999 answering a token that was replaced or logged out meanwhile', async () => {
    const { storage, server, client, effects } = setup();
    storage.set('token', 'old');
    let answer: (() => void) | undefined;
    server.on(
      '/api/user/logout',
      () =>
        new Promise((resolve) => (answer = () => resolve({ body: { type: 999, message: 'auth.expired' } }))),
    );
    const pending = client.call(logout);
    storage.clearAllButLocale();
    answer?.();
    expect((await pending).type).toBe(999);
    expect(effects).toEqual([]);
  });

  it('only goes to login (no expiry message) for a 999 to a request without token', async () => {
    const { storage, server, client, effects } = setup();
    storage.set('locale', 'fr');
    server.on('/api/user/logout', { body: { type: 999, message: 'auth.expired' } });
    await client.call(logout);
    expect(effects).toEqual([{ kind: 'navigate', to: '/components/login', delayMs: 1000 }]);
    expect(storage.get('locale')).toBe('fr');
  });

  it.each([
    [996, '/bindmpwd'],
    [997, '/userSetting'],
    [555, '/userSetting'],
    [998, '/authentication'],
  ])('type %s shows the message and goes to %s after 1 s', async (type, to) => {
    const { server, client, effects } = setup();
    server.on('/api/user/logout', { body: { type, message: 'some.key' } });
    await client.call(logout);
    expect(effects).toEqual([
      { kind: 'toast', messageKey: 'some.key' },
      { kind: 'navigate', to, delayMs: 1000 },
    ]);
  });

  it("leaves 'not' to the caller", async () => {
    const { server, client, effects } = setup();
    server.on('/api/user/logout', { body: { type: 'not', message: 'trade.noPassword' } });
    const result = await client.call(logout);
    expect(result).toEqual({ type: 'not', message: 'trade.noPassword' });
    expect(effects).toEqual([]);
  });

  it('sends HTTP 401 to /bindmpwd after 1 s', async () => {
    const { server, client, effects } = setup();
    server.on('/api/user/logout', { status: 401, body: undefined });
    const result = await client.call(logout);
    expect(result).toEqual({ type: 'http', message: 'http', status: 401 });
    expect(effects).toEqual([{ kind: 'navigate', to: '/bindmpwd', delayMs: 1000 }]);
  });

  it('shows the message of an unknown failure type', async () => {
    const { server, client, effects } = setup();
    server.on('/api/user/logout', { body: { type: 123, message: 'strange' } });
    const result = await client.call(logout);
    expect(result).toEqual({ type: 'error', message: 'strange' });
    expect(effects).toEqual([{ kind: 'toast', messageKey: 'strange' }]);
  });

  it('treats a proxy error page as an http failure, reported, not shown', async () => {
    const { server, client, effects, problems } = setup();
    server.on('/api/user/logout', { status: 502, body: undefined });
    const result = await client.call(logout);
    expect(result).toEqual({ type: 'http', message: 'http', status: 502 });
    expect(effects).toEqual([]);
    expect(problems[0]?.kind).toBe('http');
  });
});
