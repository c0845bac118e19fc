import {
  chargeReq,
  getRateCurrency,
  getRechargeSetting,
  jcBind,
  jcBindLookup,
  legalLog,
  myDeal,
  type LogPage,
  type RateCurrency,
  type RechargeSetting,
  type WalletRecord,
} from '@exchange/protocol';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { expectConserved, newTrader, type Trader } from '../spot/spot-test-kit';
import { BTC, operator, recordOf, USDT } from './wallet-test-kit';

let server: TestServer;
let alice: Trader;
let bob: Trader;

const legalBalance = async (trader: Trader): Promise<string> => {
  const log = (await server.call(legalLog, { type: 'legal', currency: USDT }, trader.token))
    .message as LogPage;
  return log.list.map((e) => e.value).join(',');
};

beforeAll(async () => {
  server = await startTestServer();
  alice = await newTrader(server, '13800000501');
  bob = await newTrader(server, '13800000502');
});
afterAll(() => server.stop());

describe('the fiat account', () => {
  it('shows where to pay a fiat deposit and the local value of a unit', async () => {
    const setting = (await server.call(getRechargeSetting, {}, alice.token)).message as RechargeSetting;
    expect(setting).toMatchObject({
      currency: USDT,
      currency_name: 'USDT',
      min_number: '10',
      local_currency: 'CNY',
      rmb: '6.9641',
    });
    expect(setting.bank_account).not.toBe('');
    const rate = (await server.call(getRateCurrency, { id: BTC }, alice.token)).message as RateCurrency;
    expect(rate).toMatchObject({ currency_name: 'BTC', bank_rate: '0.5', bank_min: '100', bank_account: '' });
    expect(rate.rmb).toMatch(/^\d+(\.\d{1,8})?$/);
    expect(await server.call(getRateCurrency, { id: 999 }, alice.token)).toMatchObject({
      message: 'currency.notFound',
    });
  });

  it('holds a deposit request for review and credits the fiat account when approved', async () => {
    const record = recordOf(
      await server.call(chargeReq, { amount: '300', account: 'ICBC 6222 1111', currency: USDT }, alice.token),
    );
    expect(record).toMatchObject({
      way: 'buy',
      status: 'review',
      account: 'legal',
      chain: 'bank',
      way_name: 'record.chargeReq',
    });
    expect(await legalBalance(alice)).toBe('');
    const approved = recordOf(
      await operator(server, { action: 'charge', id: record.id, decision: 'approve' }),
    );
    expect(approved.status).toBe('credited');
    expect(await legalBalance(alice)).toBe('300');
    expect(await operator(server, { action: 'charge', id: record.id, decision: 'approve' })).toMatchObject({
      message: 'operator.noCharge',
    });
    await expectConserved(server);
  });

  it('credits nothing for a rejected request', async () => {
    const record = recordOf(
      await server.call(chargeReq, { amount: '50', account: 'acct', currency: USDT }, alice.token),
    );
    expect(
      recordOf(await operator(server, { action: 'charge', id: record.id, decision: 'reject' })).status,
    ).toBe('rejected');
    expect(await legalBalance(alice)).toBe('300');
  });

  it('refuses a request below the minimum, of a coin, or without account or amount', async () => {
    expect(
      await server.call(chargeReq, { amount: '9', account: 'a', currency: USDT }, alice.token),
    ).toMatchObject({
      message: 'charge.belowMin',
      params: { min: '10' },
    });
    expect(
      await server.call(chargeReq, { amount: '100', account: 'a', currency: BTC }, alice.token),
    ).toMatchObject({
      message: 'charge.notLegal',
    });
    expect(
      await server.call(chargeReq, { amount: '100', account: '', currency: USDT }, alice.token),
    ).toMatchObject({
      message: 'charge.enterAccount',
    });
    expect(
      await server.call(chargeReq, { amount: '-1', account: 'a', currency: USDT }, alice.token),
    ).toMatchObject({
      message: 'charge.enterAmount',
    });
  });

  it('shows the requests to their owner only', async () => {
    const mine = (await server.call(myDeal, { way: 'buy' }, alice.token)).message as { list: WalletRecord[] };
    expect(mine.list).toHaveLength(2);
    const theirs = (await server.call(myDeal, { way: 'buy' }, bob.token)).message as {
      list: WalletRecord[];
      total: number;
    };
    expect(theirs).toMatchObject({ list: [], total: 0 });
  });
});

describe('jc/bind', () => {
  it('answers the spec’s GET lookup with the bound account, and binding through it is impossible', async () => {
    const carol = await newTrader(server, '13800000503');
    const lookup = (token: string, query = '') =>
      server.app.inject({ method: 'GET', url: `${jcBind.path}${query}`, headers: { authorization: token } });
    expect((await lookup(carol.token)).json()).toEqual({ type: 'ok', message: { user_name: '' } });
    await server.call(jcBind, { user_name: 'carol_ext', password: 'pw123' }, carol.token);
    expect(await server.call(jcBindLookup, {}, carol.token)).toEqual({
      type: 'ok',
      message: { user_name: 'carol_ext' },
    });
    // A GET only reads: fields in its query bind nothing.
    await lookup(carol.token, '?user_name=other&password=pw');
    expect((await lookup(carol.token)).json()).toEqual({ type: 'ok', message: { user_name: 'carol_ext' } });
  });

  it('reads nothing bound, binds an account, reads it back, per user', async () => {
    expect(await server.call(jcBind, {}, alice.token)).toEqual({ type: 'ok', message: { user_name: '' } });
    expect(await server.call(jcBind, { user_name: 'alice_ext', password: 'pw123' }, alice.token)).toEqual({
      type: 'ok',
      message: { user_name: 'alice_ext' },
    });
    const get = await server.app.inject({
      method: 'GET',
      url: jcBind.path,
      headers: { authorization: alice.token },
    });
    expect(get.json()).toEqual({ type: 'ok', message: { user_name: 'alice_ext' } });
    expect(await server.call(jcBind, {}, bob.token)).toEqual({ type: 'ok', message: { user_name: '' } });
    const { rows } = await server.db.query<{ password_hash: string }>(
      `SELECT password_hash FROM external_bindings`,
    );
    expect(rows[0]?.password_hash).not.toContain('pw123');
  });

  it('needs both fields, 20 characters at most', async () => {
    expect(await server.call(jcBind, { user_name: 'x' }, alice.token)).toMatchObject({
      message: 'bind.enterPassword',
    });
    expect(
      await server.call(jcBind, { user_name: 'x'.repeat(21), password: 'p' }, alice.token),
    ).toMatchObject({
      message: 'bind.enterAccount',
    });
  });
});
