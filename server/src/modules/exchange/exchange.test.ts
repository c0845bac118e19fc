import {
  IDEMPOTENCY_KEY_HEADER,
  exchangeCurrencies,
  exchangeFast,
  exchangeList,
  parseExchangeList,
  walletDetail,
  type ExchangeRecord,
  type PayCurrencies,
  type WalletEntry,
} from '@exchange/protocol';
import { add, sub } from '../../money';
import { injectCall } from '../../testing/inject-call';
import { startTestServer, type TestServer } from '../../testing/test-server';
import {
  expectConserved,
  houseBalance,
  newTrader,
  sentFromTwoNodes,
  type Trader,
} from '../spot/spot-test-kit';

let server: TestServer;
let alice: Trader;
let bob: Trader;
const USDT = 1;
const BTC = 2;

const coin = async (trader: Trader, currency: number): Promise<string> =>
  ((await server.call(walletDetail, { currency }, trader.token)).message as WalletEntry).change_balance;

beforeAll(async () => {
  server = await startTestServer();
  alice = await newTrader(server, '13800000701');
  bob = await newTrader(server, '13800000702');
  server.ctx.prices.setSource((id) => (id === BTC ? '65000' : undefined));
});
afterAll(() => server.stop());

describe('quick exchange', () => {
  it('lists the pay currencies with the balance to cap the amount and the live quote', async () => {
    const pay = (await server.call(exchangeCurrencies, {}, alice.token)).message as PayCurrencies;
    expect(pay).toMatchObject({
      to_currency: USDT,
      to_currency_name: 'USDT',
      fee_rate: '0.002',
      tolerance: '0.01',
    });
    expect(pay.list.find((c) => c.currency === BTC)).toEqual({
      currency: BTC,
      currency_name: 'BTC',
      change_balance: '1',
      price: '65000',
    });
    expect(pay.list.some((c) => c.currency === USDT)).toBe(false);
  });

  it('exchanges the whole balance (MAX) at the live price less the fee, in one ledger transaction', async () => {
    const fees = await houseBalance(server, 'fees', USDT);
    const answer = await server.call(
      exchangeFast,
      { num: '1', currency: BTC, exchange: USDT, price: '65000' },
      alice.token,
    );
    expect(answer).toMatchObject({
      type: 'ok',
      message: {
        currency_name: 'BTC',
        total_num: '1',
        to_currency_name: 'USDT',
        get_total: '64870',
        fee: '130',
        price: '65000',
      },
    });
    expect(await coin(alice, BTC)).toBe('0');
    expect(await coin(alice, USDT)).toBe('164870');
    expect(await houseBalance(server, 'fees', USDT)).not.toBe(fees);
    await expectConserved(server);
  });

  it('fills nothing when the price moved past the tolerance since the quote', async () => {
    expect(
      await server.call(exchangeFast, { num: '0.1', currency: BTC, price: '64000' }, bob.token),
    ).toMatchObject({
      type: 'error',
      message: 'exchange.priceMoved',
    });
    expect(await coin(bob, BTC)).toBe('1');
    expect(
      (await server.call(exchangeFast, { num: '0.1', currency: BTC, price: '65500' }, bob.token)).type,
    ).toBe('ok');
  });

  it('buys a coin with USDT too', async () => {
    const answer = await server.call(exchangeFast, { num: '650', currency: USDT, exchange: BTC }, bob.token);
    expect(answer).toMatchObject({ type: 'ok', message: { get_total: '0.00998', fee: '0.00002' } });
  });

  it('refuses more than the balance, the same currency, no live price and bad amounts', async () => {
    expect(await server.call(exchangeFast, { num: '0.1', currency: BTC }, alice.token)).toMatchObject({
      message: 'balance.insufficient',
    });
    expect(
      await server.call(exchangeFast, { num: '1', currency: USDT, exchange: USDT }, alice.token),
    ).toMatchObject({
      message: 'exchange.sameCurrency',
    });
    await server.db.query(`INSERT INTO currencies (id, name, full_name) VALUES (99, 'NOPRICE', 'No price')`);
    expect(await server.call(exchangeFast, { num: '1', currency: 99 }, alice.token)).toMatchObject({
      message: 'exchange.noPrice',
    });
    for (const num of ['', '0', '-1', 'max', '1e2']) {
      expect(await server.call(exchangeFast, { num, currency: BTC }, alice.token)).toMatchObject({
        message: 'exchange.enterAmount',
      });
    }
    expect(
      await server.call(exchangeFast, { num: '1.123456789', currency: USDT, exchange: BTC }, alice.token),
    ).toMatchObject({
      message: 'amount.tooPrecise',
    });
  });

  it('serves exchanges in opposite directions sent at once, losing nothing', async () => {
    const carol = await newTrader(server, '13800000703');
    const dave = await newTrader(server, '13800000704');
    const answers = await Promise.all([
      server.call(exchangeFast, { num: '0.1', currency: BTC }, carol.token),
      server.call(exchangeFast, { num: '650', currency: USDT, exchange: BTC }, dave.token),
      server.call(exchangeFast, { num: '650', currency: USDT, exchange: BTC }, carol.token),
      server.call(exchangeFast, { num: '0.1', currency: BTC }, dave.token),
    ]);
    expect(answers.map((a) => a.type)).toEqual(['ok', 'ok', 'ok', 'ok']);
    await expectConserved(server);
  });

  it('lists the caller’s exchanges as a JSON string, newest first', async () => {
    const answer = await server.call(exchangeList, {}, bob.token);
    expect(typeof answer.message).toBe('string');
    const records = parseExchangeList(answer.message as string);
    expect(records.map((r: ExchangeRecord) => [r.currency_name, r.to_currency_name])).toEqual([
      ['USDT', 'BTC'],
      ['BTC', 'USDT'],
    ]);
    expect(
      parseExchangeList((await server.call(exchangeList, {}, alice.token)).message as string),
    ).toHaveLength(1);
  });
});

describe('exchange/fast with an Idempotency-Key', () => {
  const keyed = (
    trader: Trader,
    key: string,
    input: Record<string, unknown> = { num: '0.01', currency: BTC },
  ) => injectCall(server.app, exchangeFast, input, trader.token, { [IDEMPOTENCY_KEY_HEADER]: key });
  const recordsOf = async (trader: Trader) =>
    parseExchangeList((await server.call(exchangeList, {}, trader.token)).message as string);
  const wallet = async (trader: Trader) => ({ btc: await coin(trader, BTC), usdt: await coin(trader, USDT) });

  it('exchanges once for 20 requests with one key sent at once, and answers a retry the same', async () => {
    const erin = await newTrader(server, '13800000705');
    const before = await wallet(erin);
    const answers = await Promise.all(Array.from({ length: 20 }, () => keyed(erin, 'exchange-once-1')));
    expect(answers[0]).toMatchObject({ type: 'ok', message: { total_num: '0.01', get_total: '648.7' } });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await recordsOf(erin)).toHaveLength(1);
    expect(await wallet(erin)).toEqual({ btc: sub(before.btc, '0.01'), usdt: add(before.usdt, '648.7') });
    // Later, at another price, the key still answers the first exchange; with other figures it is the conflict.
    server.ctx.prices.setSource((id) => (id === BTC ? '70000' : undefined));
    try {
      expect(await keyed(erin, 'exchange-once-1')).toEqual(answers[0]);
      expect(await keyed(erin, 'exchange-once-1', { num: '0.5', currency: BTC, price: '70000' })).toEqual({
        type: 'error',
        message: 'exchange.idempotencyConflict',
      });
    } finally {
      server.ctx.prices.setSource((id) => (id === BTC ? '65000' : undefined));
    }
    expect(await recordsOf(erin)).toHaveLength(1);
    expect(await wallet(erin)).toEqual({ btc: sub(before.btc, '0.01'), usdt: add(before.usdt, '648.7') });
    const second = await keyed(erin, 'exchange-once-2');
    expect(second).toMatchObject({ type: 'ok', message: { get_total: '648.7' } });
    expect((second.message as ExchangeRecord).id).not.toBe((answers[0]!.message as ExchangeRecord).id);
    expect(await recordsOf(erin)).toHaveLength(2);
    expect(await wallet(erin)).toEqual({ btc: sub(before.btc, '0.02'), usdt: add(before.usdt, '1297.4') });
    await expectConserved(server);
  });

  it('lets the unique index decide between requests of one key that miss each other (two nodes)', async () => {
    const fran = await newTrader(server, '13800000706');
    const before = await wallet(fran);
    const answers = await sentFromTwoNodes(20, () => keyed(fran, 'exchange-race-1'));
    expect(answers[0]!.type).toBe('ok');
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await recordsOf(fran)).toHaveLength(1);
    expect(await wallet(fran)).toEqual({ btc: sub(before.btc, '0.01'), usdt: add(before.usdt, '648.7') });
    await expectConserved(server);
  });

  it('refuses a malformed key with exchange.badIdempotencyKey, exchanging nothing', async () => {
    const gina = await newTrader(server, '13800000707');
    const before = await wallet(gina);
    for (const key of ['short', 'not a key!', 'x'.repeat(65)]) {
      expect(await keyed(gina, key)).toEqual({ type: 'error', message: 'exchange.badIdempotencyKey' });
    }
    expect(await recordsOf(gina)).toEqual([]);
    expect(await wallet(gina)).toEqual(before);
    await expectConserved(server);
  });
});
