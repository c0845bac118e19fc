import {
  api,
  type Endpoint,
  envJson,
  login,
  newsDetail,
  newsList,
  setLang,
  userInfo,
  walletDetail,
  walletList,
} from '@exchange/protocol';
import { startTestServer, type TestServer } from '../testing/test-server';
import { demoUser } from '../modules/account/demo-user';
import { ledgerTotals } from '../services/ledger';
import { canonicalDecimal } from '../money';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ socketIoPublicPort: 4999, loginNeedSmsCode: false });
  token = (await server.call(login, { user_string: demoUser.email, password: demoUser.password }))
    .message as string;
});
afterAll(() => server.stop());

describe('wire rules', () => {
  it('serves env.json', async () => {
    expect(await server.call(envJson)).toEqual({
      type: 'ok',
      message: { login_need_smscode: false, socket_io_port: 4999 },
    });
  });

  it('accepts JSON bodies as well as form bodies, and ignores _timespan', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/user/login?_timespan=1700000000000',
      payload: { user_string: demoUser.email, password: demoUser.password, _timespan: 1 },
    });
    expect(response.json()).toMatchObject({ type: 'ok', message: expect.any(String) });
  });

  it('reads the token from a bare Authorization header too', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/user/info',
      headers: { authorization: token },
    });
    expect(response.json()).toMatchObject({
      type: 'ok',
      message: { email: demoUser.email, has_trade_password: true },
    });
  });

  it('answers malformed JSON, a huge body and an unknown route with an envelope, never a 500', async () => {
    const bad = await server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"user_string":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ type: 'error', message: 'request.malformed' });
    const huge = await server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `user_string=${'a'.repeat(300_000)}`,
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ type: 'error', message: 'request.tooLarge' });
    const missing = await server.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(missing.json()).toEqual({ type: 'error', message: 'request.notFound' });
  });

  it('names the field of a wrong type or an oversize value', async () => {
    expect(await server.call(newsList, { c_id: 'eleven' })).toMatchObject({
      type: 'error',
      message: 'validation.invalid',
      params: { field: 'c_id' },
    });
    expect(await server.call(login, { user_string: 'x'.repeat(65), password: 'secret12' })).toMatchObject({
      message: 'account.tooLong',
    });
    const repeated = await server.app.inject({
      method: 'POST',
      url: '/api/news/detail',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=1&id=2',
    });
    expect(repeated.json()).toMatchObject({ type: 'error', params: { field: 'id' } });
  });
});

describe('every registered call', () => {
  const registered = () =>
    Object.entries(api as Record<string, Endpoint>).filter(([, e]) =>
      server.app.hasRoute({ method: e.methods[0], url: e.path }),
    );

  it('includes every platform call', () => {
    expect(registered().length).toBeGreaterThanOrEqual(22);
  });

  it('answers 999 on private calls without a token or with a revoked one', async () => {
    const revoked = (await server.call(login, { user_string: demoUser.email, password: demoUser.password }))
      .message as string;
    await server.app.inject({ method: 'GET', url: '/api/user/logout', headers: { authorization: revoked } });
    for (const [name, endpoint] of registered().filter(([, e]) => e.auth)) {
      expect([name, (await server.call(endpoint, {})).type]).toEqual([name, 999]);
      expect([name, (await server.call(endpoint, {}, revoked)).type]).toEqual([name, 999]);
    }
  });

  it('never answers a 500 to garbage input', async () => {
    const own = (await server.call(login, { user_string: demoUser.email, password: demoUser.password }))
      .message as string;
    const garbage = {
      id: 'x'.repeat(50),
      c_id: -1,
      page: 'NaN',
      currency: '1e309',
      type: ['a'],
      lang: '',
      user_string: '@@',
      password: '\u0000',
    };
    for (const [name, endpoint] of registered()) {
      for (const method of endpoint.methods) {
        const response = await server.app.inject({
          method,
          url: endpoint.path + (method === 'GET' ? '?id=%00&page=-5&c_id=abc' : ''),
          headers: { authorization: own, 'content-type': 'application/json' },
          ...(method === 'GET' ? {} : { payload: JSON.stringify(garbage) }),
        });
        expect([name, method, response.statusCode < 500]).toEqual([name, method, true]);
      }
    }
  });
});

describe('ids beyond a Postgres integer', () => {
  const tooBig = '2147483648';

  it('are refused with validation.outOfRange naming the field, on every call that takes one', async () => {
    const calls: Array<[Endpoint, Record<string, unknown>, string]> = [
      [newsList, { c_id: tooBig }, 'c_id'],
      [newsDetail, { id: tooBig }, 'id'],
      [api.currencyDetail, { id: tooBig }, 'id'],
      [walletDetail, { currency: tooBig }, 'currency'],
      [api.coinList, { currency: tooBig }, 'currency'],
      [api.transactionAll, { legal_id: tooBig, currency_id: 1 }, 'legal_id'],
      [api.transactionComplete, { legal_id: 1, currency_id: tooBig }, 'currency_id'],
      [api.transactionIn, { legal_id: 1, currency_id: tooBig }, 'currency_id'],
      [api.transactionOut, { legal_id: tooBig, currency_id: 1 }, 'legal_id'],
    ];
    for (const [endpoint, input, field] of calls) {
      expect([endpoint.path, await server.call(endpoint, input, token)]).toEqual([
        endpoint.path,
        { type: 'error', message: 'validation.outOfRange', params: { field } },
      ]);
    }
  });

  it('never reach SQL as an HTTP 500, whatever the call', async () => {
    const own = (await server.call(login, { user_string: demoUser.email, password: demoUser.password }))
      .message as string;
    const ids = {
      id: tooBig,
      c_id: tooBig,
      currency: tooBig,
      currency_id: tooBig,
      legal_id: tooBig,
      bid: tooBig,
    };
    for (const [name, endpoint] of Object.entries(api as Record<string, Endpoint>)) {
      if (!server.app.hasRoute({ method: endpoint.methods[0], url: endpoint.path })) continue;
      const response = await server.app.inject({
        method: endpoint.methods[0],
        url: endpoint.path + (endpoint.methods[0] === 'GET' ? `?${new URLSearchParams(ids).toString()}` : ''),
        headers: { authorization: own, 'content-type': 'application/json' },
        ...(endpoint.methods[0] === 'GET' ? {} : { payload: JSON.stringify(ids) }),
      });
      expect([name, response.statusCode < 500]).toEqual([name, true]);
    }
  });
});

describe('set/lang', () => {
  it('stores the language of a logged-in user and accepts a guest', async () => {
    expect(await server.call(setLang, { lang: 'jp' }, token)).toEqual({
      type: 'ok',
      message: { lang: 'jp' },
    });
    expect(await server.call(userInfo, {}, token)).toMatchObject({ message: { locale: 'jp' } });
    expect(await server.call(setLang, { lang: 'fa' })).toEqual({ type: 'ok', message: { lang: 'fa' } });
    expect(await server.call(setLang, { lang: 'klingon' })).toMatchObject({ message: 'lang.unknown' });
  });
});

describe('news', () => {
  it.each([11, 5, 4, 29, 30, 9, 10])('lists seeded HTML items of c_id %i', async (cId) => {
    const response = await server.call(newsList, { c_id: cId });
    const list = (response.message as { list: Array<{ c_id: number; content: string; update_time: string }> })
      .list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((n) => n.c_id === cId && n.content.startsWith('<'))).toBe(true);
    expect(list[0]?.update_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('lists notices newest first', async () => {
    const response = await server.call(newsList, { c_id: 11, limit: 50 });
    const list = (response.message as { list: Array<{ id: number; update_time: string }> }).list;
    const order = list.map((n) => `${n.update_time} ${String(n.id).padStart(8, '0')}`);
    expect(order.length).toBeGreaterThan(1);
    expect(order).toEqual([...order].sort().reverse());
  });

  it('pages a list', async () => {
    const response = await server.call(newsList, { c_id: 11, page: 2, limit: 2 });
    expect(response.message).toMatchObject({ page: 2, limit: 2, total: 5 });
    expect((response.message as { list: unknown[] }).list).toHaveLength(2);
  });

  it('shows one item and refuses an unknown id', async () => {
    expect(await server.call(newsDetail, { id: 1 })).toMatchObject({
      type: 'ok',
      message: { id: 1, content: expect.stringContaining('<p>') },
    });
    expect(await server.call(newsDetail, { id: 99999 })).toMatchObject({
      type: 'error',
      message: 'news.notFound',
    });
    expect(await server.call(newsDetail, {})).toMatchObject({
      message: 'validation.required',
      params: { field: 'id' },
    });
    expect(await server.call(newsList, { c_id: 11, limit: 1000 })).toMatchObject({
      message: 'validation.tooLong',
    });
  });
});

describe('wallets', () => {
  it('lists every currency in the spot account with its USDT value', async () => {
    const { message } = await server.call(walletList, { user_id: '42' }, token);
    const list = message as {
      change_wallet: {
        balance: Array<{ currency_name: string; change_balance: string; usdt_price: string }>;
        usdt_totle: string;
      };
      legal_wallet: { balance: unknown[] };
      is_open_CTbi: number;
    };
    expect(list.change_wallet.balance.length).toBeGreaterThanOrEqual(13);
    const btc = list.change_wallet.balance.find((e) => e.currency_name === 'BTC');
    expect(btc).toMatchObject({ change_balance: '1', usdt_price: '65000' });
    expect(list.legal_wallet.balance).toHaveLength(1);
    expect(list.change_wallet.usdt_totle).toMatch(/^\d+(\.\d+)?$/);
  });

  it('shows the detail of one currency and refuses an unknown one', async () => {
    expect(await server.call(walletDetail, { currency: 3, type: 'change' }, token)).toMatchObject({
      type: 'ok',
      message: { currency: 3, currency_name: 'ETH', change_balance: '10', usdt_price: '3400' },
    });
    expect(await server.call(walletDetail, { currency: 999 }, token)).toMatchObject({
      message: 'currency.notFound',
    });
    expect(await server.call(walletDetail, { currency: 1, type: 'savings' }, token)).toMatchObject({
      message: 'wallet.badType',
    });
    expect(await server.call(walletDetail, { currency: 1 })).toMatchObject({ type: 999 });
  });

  it('keeps the books balanced: demo funds come out of the issuance account', async () => {
    const totals = await ledgerTotals(server.db);
    expect([...totals.values()].map(canonicalDecimal).every((t) => t === '0')).toBe(true);
  });
});
