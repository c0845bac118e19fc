import {
  dealInfoSchema,
  marketApi,
  quotationGroupSchema,
  timeshareBodySchema,
  type Endpoint,
} from '@exchange/protocol';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const BTC_ID = 2;
const USDT_ID = 1;

/** GET with a query the way the chart library sends it (new_timeshar is outside the envelope). */
async function timeshar(query: Record<string, string | number>) {
  const form = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await server.app.inject({ method: 'GET', url: `${marketApi.newTimeshar.path}?${form}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function callBoth(endpoint: Endpoint) {
  const answers = [];
  for (const method of endpoint.methods) {
    const response = await server.app.inject({ method, url: `${endpoint.path}?_timespan=1` });
    answers.push(response.json());
  }
  return answers;
}

describe('quotation calls', () => {
  it('lists the displayed pairs in a USDT group with every row field, on GET and POST', async () => {
    const [get, post] = await callBoth(marketApi.quotationNew);
    expect(get).toEqual(post);
    expect(get.type).toBe('ok');
    const groups = get.message.map((g: unknown) => quotationGroupSchema.parse(g));
    expect(groups).toHaveLength(1);
    const usdt = groups[0]!;
    expect(usdt).toMatchObject({ id: USDT_ID, name: 'USDT', fiat_convert_cny: '6.9641' });
    const btc = usdt.quotation.find((r: { currency_name: string }) => r.currency_name === 'BTC');
    expect(btc).toMatchObject({ legal_name: 'USDT', now_price: '65000', category: 1, open_coin_trade: 1 });
    // SUI is seeded hidden; CRV is listed though closed to spot trading.
    const names = usdt.quotation.map((r: { currency_name: string }) => r.currency_name);
    expect(names).not.toContain('SUI');
    expect(usdt.quotation.find((r: { currency_name: string }) => r.currency_name === 'CRV')).toMatchObject({
      open_coin_trade: 0,
    });
    expect(usdt.quotation.length).toBeGreaterThanOrEqual(12);
  });

  it('answers quotation with the flat coin_list', async () => {
    const answer = await server.call(marketApi.quotation);
    expect(answer.type).toBe('ok');
    const list = (answer.message as { coin_list: unknown[] }).coin_list;
    expect(list.length).toBeGreaterThanOrEqual(12);
  });
});

describe('transaction/deal', () => {
  it('gives last price, both sides of the book with seq, and the latest fills', async () => {
    const market = server.ctx.markets;
    const users = await server.db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1');
    const userId = users.rows[0]!.id;
    await market.placeOrder({
      userId,
      pairId: 1,
      side: 'sell',
      type: 'limit',
      price: '65010',
      amount: '0.5',
    });
    await market.placeOrder({
      userId,
      pairId: 1,
      side: 'buy',
      type: 'limit',
      price: '64990',
      amount: '0.25',
    });
    await market.placeOrder({ userId, pairId: 1, side: 'buy', type: 'market', amount: '0.1' });
    const answer = await server.call(marketApi.deal, { legal_id: USDT_ID, currency_id: BTC_ID });
    expect(answer.type).toBe('ok');
    const deal = dealInfoSchema.parse(answer.message);
    expect(deal.last_price).toBe('65010');
    expect(deal.out).toEqual([{ price: '65010', number: '0.4' }]);
    expect(deal.in).toEqual([{ price: '64990', number: '0.25' }]);
    expect(deal.complete[0]).toMatchObject({ price: '65010', number: '0.1', way: 1 });
    expect(deal.seq).toBe(3); // two orders rested, one fill
    expect(deal.user_cny).toBe('452736.141'); // 65010 * 6.9641
  });

  it('refuses unknown pairs and bad ids', async () => {
    expect(await server.call(marketApi.deal, { legal_id: USDT_ID, currency_id: 999 })).toMatchObject({
      type: 'error',
      message: 'market.unknownPair',
    });
    expect((await server.call(marketApi.deal, { legal_id: 'x', currency_id: BTC_ID })).type).toBe('error');
    expect((await server.call(marketApi.deal, {})).type).toBe('error');
  });

  it('answers a pair closed to spot trading with its seed price and an empty book', async () => {
    const answer = await server.call(marketApi.deal, { legal_id: USDT_ID, currency_id: 21 });
    expect(answer).toMatchObject({ type: 'ok', message: { last_price: '0.35', in: [], out: [], seq: 0 } });
  });
});

describe('market/get_current', () => {
  it('gives the 24h change, volume, high, low and close of a pair named by its currencies', async () => {
    const answer = await server.call(marketApi.getCurrent, {
      base_currency: 'eth',
      quote_currency: 'usdt',
      period: '1day',
    });
    expect(answer.type).toBe('ok');
    expect(answer.message).toMatchObject({ close: '3400' });
    const m = answer.message as { high: string; low: string; change: string };
    expect(m.change).toMatch(/^-?\d+\.\d\d$/);
  });

  it('refuses unknown currencies, other periods and oversize names', async () => {
    expect(
      await server.call(marketApi.getCurrent, { base_currency: 'NOPE', quote_currency: 'USDT' }),
    ).toMatchObject({
      type: 'error',
      message: 'market.unknownPair',
    });
    expect(
      (
        await server.call(marketApi.getCurrent, {
          base_currency: 'BTC',
          quote_currency: 'USDT',
          period: '1min',
        })
      ).type,
    ).toBe('error');
    expect(
      (await server.call(marketApi.getCurrent, { base_currency: 'B'.repeat(50), quote_currency: 'USDT' }))
        .type,
    ).toBe('error');
  });
});

describe('currency/new_timeshar', () => {
  const now = Math.floor(Date.now() / 1000);

  it('answers code 1 with bars oldest first for every period', async () => {
    for (const period of ['1min', '5min', '15min', '30min', '60min', '1day', '1week', '1mon']) {
      const body = timeshareBodySchema.parse(
        await timeshar({ symbol: 'BTC/USDT', period, from: now - 86400 * 400, to: now + 60 }),
      );
      expect(body.code).toBe(1);
      expect(body.data.length).toBeGreaterThan(0);
      const times = body.data.map((b) => b.time);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    }
  });

  it('accepts the symbol in other spellings and limits bars to the range', async () => {
    const body = await timeshar({ symbol: 'ethusdt', period: '1min', from: now - 600, to: now });
    expect(body.code).toBe(1);
    for (const bar of body.data) {
      expect(bar.time).toBeGreaterThanOrEqual((now - 660) * 1000);
      expect(bar.time).toBeLessThan(now * 1000);
    }
    expect(body.data.length).toBeLessThanOrEqual(11);
  });

  it('answers a code other than 1 for an unknown symbol or an empty range', async () => {
    expect(await timeshar({ symbol: 'NOPE/USDT', period: '1min', from: 0, to: now })).toEqual({
      code: 0,
      data: [],
      message: 'market.unknownPair',
    });
    expect((await timeshar({ symbol: 'BTC/USDT', period: '1min', from: now, to: now - 10 })).code).toBe(-1);
  });

  it('answers its own form with code -1 for an unknown period or a missing symbol', async () => {
    const queries: Array<Record<string, string | number>> = [
      { symbol: 'BTC/USDT', period: '2min', from: 0, to: now },
      { period: '1min', from: 0, to: now },
    ];
    for (const query of queries) {
      const body = await timeshar(query);
      expect(body).toEqual({ code: -1, data: [], message: expect.stringMatching(/^validation\./) });
      expect(timeshareBodySchema.safeParse(body).success).toBe(true);
    }
  });
});

describe('currency/detail', () => {
  it('gives name and description of a currency', async () => {
    const answer = await server.call(marketApi.currencyDetail, { id: BTC_ID });
    expect(answer.type).toBe('ok');
    expect(answer.message).toMatchObject({ name: 'BTC' });
    expect((answer.message as { desc: string }).desc).toContain('Bitcoin');
  });

  it('refuses unknown and malformed ids', async () => {
    expect(await server.call(marketApi.currencyDetail, { id: 9999 })).toMatchObject({
      type: 'error',
      message: 'market.unknownCurrency',
    });
    expect((await server.call(marketApi.currencyDetail, { id: 'abc' })).type).toBe('error');
    expect((await server.call(marketApi.currencyDetail, { id: -1 })).type).toBe('error');
  });
});

describe('coin logos', () => {
  it('gives every quotation row a logo the server itself serves, as a cacheable SVG', async () => {
    const { message } = await server.call(marketApi.quotationNew);
    const rows = (message as Array<{ quotation: Array<{ logo: string }> }>).flatMap((g) => g.quotation);
    expect(rows.length).toBeGreaterThan(0);
    for (const logo of new Set(rows.map((r) => r.logo))) {
      expect(logo).toMatch(/^\/api\//); // the host proxies only /api and /socket.io
      const response = await server.app.inject({ method: 'GET', url: logo });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
      expect(response.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
  });

  it('refuses a file name that is not a coin symbol', async () => {
    for (const url of ['/api/logos/..%2Fetc.svg', '/api/logos/btc.png', '/api/logos/%3Cscript%3E.svg']) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
