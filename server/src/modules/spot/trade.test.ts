import { spotApi, type SpotOrder, type SpotOrderPage } from '@exchange/protocol';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { SpotHouse } from './settlement';
import { closeStrandedOrders } from './recovery';
import { reserveFunds } from '../market/reserve';
import { OrderIds } from '../market/order-ids';
import { insertOrders } from '../market/orders';
import { canonicalDecimal } from '../../money';
import {
  BTC,
  USDT,
  balance,
  expectConserved,
  houseBalance,
  makerQuote,
  newTrader,
  orderCount,
  orderOf,
  trade,
  type Trader,
} from './spot-test-kit';

let server: TestServer;
let alice: Trader;
let bob: Trader;

beforeAll(async () => {
  server = await startTestServer();
  alice = await newTrader(server, '13800000001');
  bob = await newTrader(server, '13800000002');
});
afterAll(() => server.stop());

const page = async (endpoint: (typeof spotApi)[keyof typeof spotApi], who: Trader, input = {}) => {
  const answer = await server.call(endpoint, { page: 1, ...input }, who.token);
  expect(answer.type).toBe('ok');
  return answer.message as SpotOrderPage;
};
const ids = (p: SpotOrderPage) => p.list.map((o) => o.id);

describe('a fixed-price order', () => {
  let order: SpotOrder;

  it('rests on the book with the cost locked and shows in the open lists', async () => {
    order = orderOf(await trade(server, alice, { type: 1, target_price: '60000', amount: '0.1' }));
    expect(order).toMatchObject({
      symbol: 'BTC/USDT',
      type: 1,
      status: 1,
      kind: 'limit',
      trade_amount: '0.1',
      target_price: '60000',
      trade_price: '0',
      deal_amount: '0',
      legal_id: USDT,
      currency_id: BTC,
    });
    expect(await balance(server, alice, USDT)).toEqual({ free: '94000', locked: '6000' });
    expect(ids(await page(spotApi.transactionIn, alice))).toEqual([order.id]);
    expect(ids(await page(spotApi.transactionAll, alice, { legal_id: USDT, currency_id: BTC }))).toEqual([
      order.id,
    ]);
    expect(ids(await page(spotApi.transactionOut, alice))).toEqual([]);
    expect(ids(await page(spotApi.transactionAll, alice, { legal_id: USDT, currency_id: 3 }))).toEqual([]);
    expect(ids(await page(spotApi.transactionAll, bob))).toEqual([]);
    const listed = await page(spotApi.coinList, alice, { currency: BTC });
    expect(listed).toMatchObject({ page: 1, limit: 20, total: 1 });
    expect(ids(await page(spotApi.coinList, alice, { currency: 3 }))).toEqual([]);
  });

  it("cannot be cancelled by another user, and another user's id reveals nothing", async () => {
    const answer = await server.call(spotApi.coinCancelTrade, { id: order.id }, bob.token);
    expect(answer).toEqual({ type: 'error', message: 'spot.orderNotFound' });
    expect(await balance(server, alice, USDT)).toEqual({ free: '94000', locked: '6000' });
  });

  it('is cancelled by its owner, which unlocks the funds; a second cancel is refused', async () => {
    const answer = await server.call(spotApi.coinCancelTrade, { id: order.id }, alice.token);
    expect(answer.type).toBe('ok');
    expect(answer.message).toMatchObject({ id: order.id, status: 3, message: 'spot.cancelled' });
    expect(await balance(server, alice, USDT)).toEqual({ free: '100000', locked: '0' });
    expect(ids(await page(spotApi.transactionAll, alice))).toEqual([]);
    expect(await server.call(spotApi.coinCancelTrade, { id: order.id }, alice.token)).toEqual({
      type: 'error',
      message: 'spot.orderNotOpen',
    });
    expect(await server.call(spotApi.transactionDel, { id: order.id, type: 1 }, alice.token)).toEqual({
      type: 'error',
      message: 'spot.orderNotOpen',
    });
    expect(await balance(server, alice, USDT)).toEqual({ free: '100000', locked: '0' });
    await expectConserved(server);
  });

  it('is cancelled through transaction_del only from the list of its side', async () => {
    const sell = orderOf(await trade(server, alice, { type: 2, target_price: '90000', amount: '0.25' }));
    expect(await balance(server, alice, BTC)).toEqual({ free: '0.75', locked: '0.25' });
    expect(ids(await page(spotApi.transactionOut, alice))).toEqual([sell.id]);
    expect(await server.call(spotApi.transactionDel, { id: sell.id, type: 'in' }, alice.token)).toEqual({
      type: 'error',
      message: 'spot.orderNotFound',
    });
    const answer = await server.call(spotApi.transactionDel, { id: sell.id, type: 'out' }, alice.token);
    expect(answer.message).toMatchObject({ id: sell.id, status: 3, message: 'spot.cancelled' });
    expect(await balance(server, alice, BTC)).toEqual({ free: '1', locked: '0' });
  });
});

describe('refused orders', () => {
  const refused = async (
    input: Record<string, string | number>,
    key: string,
    who = alice,
    type = 'error',
  ) => {
    const before = await orderCount(server, who.id);
    expect(await trade(server, who, input)).toMatchObject({ type, message: key });
    expect(await orderCount(server, who.id)).toBe(before);
  };

  it('refuses a zero, negative, malformed or oversize amount', async () => {
    await refused({ type: 1, target_price: '60000', amount: '0' }, 'spot.enterAmount');
    await refused({ type: 1, target_price: '60000', amount: '-1' }, 'spot.enterAmount');
    await refused({ type: 1, target_price: '60000', amount: '' }, 'spot.enterAmount');
    await refused({ type: 1, target_price: '60000', amount: '1e3' }, 'spot.enterAmount');
    await refused({ type: 2, target_price: '60000', amount: '9999999999999' }, 'spot.amountTooLarge');
    await refused({ type: 2, target_price: '60000', amount: '0.00001' }, 'spot.amountStep');
  });

  it('names a total too large as such, not as a wrong number of decimals', async () => {
    await refused({ type: 1, target_price: '999999999999', amount: '999999999999' }, 'spot.totalTooLarge');
    await refused({ type: 2, target_price: '999999999999', amount: '999999999999' }, 'spot.totalTooLarge');
    await refused({ type: 2, target_price: '0.01', amount: '999999999999' }, 'spot.amountTooLarge');
    await refused({ type: 2, target_price: '0', amount: '999999999999' }, 'spot.amountTooLarge');
  });

  it('refuses a negative, oversize or off-tick price', async () => {
    await refused({ type: 1, target_price: '-5', amount: '0.1' }, 'spot.enterPrice');
    await refused({ type: 1, target_price: 'abc', amount: '0.1' }, 'spot.enterPrice');
    await refused({ type: 1, target_price: '1000000000000', amount: '0.1' }, 'spot.priceTooLarge');
    await refused({ type: 1, target_price: '60000.001', amount: '0.1' }, 'spot.priceStep');
  });

  it('refuses what the balance cannot cover, and leaves the balance alone', async () => {
    await refused({ type: 1, target_price: '65000', amount: '2' }, 'spot.insufficientBalance');
    await refused({ type: 2, target_price: '65000', amount: '1.5' }, 'spot.insufficientBalance');
    expect(await balance(server, alice, USDT)).toEqual({ free: '100000', locked: '0' });
    expect(await balance(server, alice, BTC)).toEqual({ free: '1', locked: '0' });
  });

  it('refuses a market order against an empty side', async () => {
    await refused({ type: 1, amount: '0.1' }, 'spot.noLiquidity');
    await refused({ type: 2, target_price: '0', amount: '0.1' }, 'spot.noLiquidity');
  });

  it("answers type 'not' to a user without a trade password", async () => {
    const carol = await newTrader(server, '13800000003', false);
    await refused({ type: 1, target_price: '60000', amount: '0.1' }, 'spot.noTradePassword', carol, 'not');
  });

  it('refuses unknown pairs, pairs closed to spot and calls without a session', async () => {
    await refused({ type: 1, target_price: '1', amount: '1', currency_id: 99 }, 'market.unknownPair');
    await refused({ type: 1, target_price: '1', amount: '1', currency_id: 21 }, 'spot.pairClosed');
    expect(await server.call(spotApi.transactionAll, { page: 1 })).toMatchObject({ type: 999 });
    expect(await trade(server, { token: 'nope', id: 0 }, { type: 1, amount: '1' })).toMatchObject({
      type: 999,
    });
  });
});

describe('a market buy against the market maker', () => {
  it('fills across levels, charges the fee in BTC and returns the unused lock', async () => {
    makerQuote(server, 'sell', '65000', '0.5');
    makerQuote(server, 'sell', '65100', '0.5');
    const feesBefore = await houseBalance(server, SpotHouse.fees, BTC);
    const order = orderOf(await trade(server, bob, { type: 1, amount: '0.6' }));
    expect(order).toMatchObject({
      status: 2,
      kind: 'market',
      target_price: '0',
      deal_amount: '0.6',
      trade_price: '65016.66666667',
      fee: '0.0006',
    });
    // 0.5 * 65000 + 0.1 * 65100 = 39010 USDT; 0.6 BTC minus 0.1 % fee.
    expect(await balance(server, bob, USDT)).toEqual({ free: '60990', locked: '0' });
    expect(await balance(server, bob, BTC)).toEqual({ free: '1.5994', locked: '0' });
    expect(Number(await houseBalance(server, SpotHouse.fees, BTC)) - Number(feesBefore)).toBeCloseTo(
      0.0006,
      10,
    );
    expect(ids(await page(spotApi.transactionComplete, bob))).toContain(order.id);
    expect(ids(await page(spotApi.transactionAll, bob))).not.toContain(order.id);
    await expectConserved(server);
  });

  it('a market sell fills against bids and charges the fee in USDT', async () => {
    makerQuote(server, 'buy', '64000', '1');
    const order = orderOf(await trade(server, bob, { type: 2, target_price: '', amount: '0.5' }));
    expect(order).toMatchObject({
      status: 2,
      kind: 'market',
      deal_amount: '0.5',
      trade_price: '64000',
      fee: '32',
    });
    // 60990 + 32000 - 32 fee
    expect(await balance(server, bob, USDT)).toEqual({ free: '92958', locked: '0' });
    expect(await balance(server, bob, BTC)).toEqual({ free: '1.0994', locked: '0' });
    await expectConserved(server);
  });
});

describe('idempotency key', () => {
  it('places one order for a doubled request and for a later retry', async () => {
    const before = await orderCount(server, alice.id);
    const input = { type: 1, target_price: '50000', amount: '0.2' };
    const [first, second] = await Promise.all([
      trade(server, alice, input, 'click-0001'),
      trade(server, alice, input, 'click-0001'),
    ]);
    expect(orderOf(first).id).toBe(orderOf(second).id);
    const retry = await trade(server, alice, input, 'click-0001');
    expect(orderOf(retry).id).toBe(orderOf(first).id);
    expect(await orderCount(server, alice.id)).toBe(before + 1);
    expect(await balance(server, alice, USDT)).toEqual({ free: '90000', locked: '10000' });

    const other = await trade(server, alice, input, 'click-0002');
    expect(orderOf(other).id).not.toBe(orderOf(first).id);
    expect(await orderCount(server, alice.id)).toBe(before + 2);
    // The same key of another user is that user's own key.
    const bobs = await trade(server, bob, input, 'click-0001');
    expect(orderOf(bobs).id).not.toBe(orderOf(first).id);
  });

  it('refuses a malformed key', async () => {
    expect(await trade(server, alice, { type: 1, target_price: '1', amount: '1' }, 'bad key!')).toEqual({
      type: 'error',
      message: 'spot.badIdempotencyKey',
    });
  });
});

describe('start-up recovery', () => {
  it('closes an order locked but never matched (a crash in between) and returns its funds', async () => {
    const market = server.ctx.markets;
    const live = market.market(1)!;
    const stranded = await server.db.transaction(async (tx) => {
      const [id] = await new OrderIds().take(tx, 1);
      const [order] = await insertOrders(tx, [
        {
          id: id!,
          userId: alice.id,
          pair: live.pair,
          side: 'sell',
          kind: 'market',
          price: '0',
          amount: '0.3',
          ts: server.ctx.clock.now(),
        },
      ]);
      makerQuote(server, 'buy', '61000', '1');
      await reserveFunds(tx, server.ctx.ledger, order!, live);
      return order!;
    });
    expect(await balance(server, alice, BTC)).toEqual({ free: '0.7', locked: '0.3' });
    const closed = await closeStrandedOrders(
      server.db,
      server.ctx.ledger,
      (orderId, pairId) => market.market(pairId)?.book.has(orderId) ?? false,
      server.ctx.clock.now(),
    );
    expect(closed).toEqual([stranded.id]);
    expect(await balance(server, alice, BTC)).toEqual({ free: '1', locked: '0' });
    const answer = await server.call(spotApi.coinList, { page: 1, status: 3 }, alice.token);
    expect((answer.message as SpotOrderPage).list[0]).toMatchObject({ id: stranded.id, status: 3 });
    await expectConserved(server);
  });
});

describe('fills by kind', () => {
  it("reach every subscriber of 'spot' in the transaction that settles them", async () => {
    const carol = await newTrader(server, '13800000009');
    const seen: Array<{ buyerId: number | null; amount: string; btcInTx: string }> = [];
    const unsubscribe = server.ctx.fills.subscribe('spot', async (tx, batch) => {
      const { rows } = await tx.query<{ btc: string }>(
        `SELECT change_balance::text AS btc FROM wallets WHERE user_id = $1 AND currency_id = $2`,
        [carol.id, BTC],
      );
      for (const fill of batch.fills)
        seen.push({ buyerId: fill.buyerId, amount: fill.amount, btcInTx: canonicalDecimal(rows[0]!.btc) });
    });
    try {
      // An ask one tick above the best bid, so that it rests and carol's buy takes it.
      const live = server.ctx.markets.market(1)!;
      const price = live.pair.scale.price.fromUnits((live.book.bestBid() ?? 6_000_000) + 1);
      makerQuote(server, 'sell', price, '0.1');
      orderOf(await trade(server, carol, { type: 1, target_price: price, amount: '0.1' }));
    } finally {
      unsubscribe();
    }
    // The spot settlement subscribed first: the second subscriber already sees carol's BTC.
    expect(seen).toEqual([{ buyerId: carol.id, amount: '0.1', btcInTx: '1.0999' }]);
    expect(await balance(server, carol, BTC)).toEqual({ free: '1.0999', locked: '0' });
    await expectConserved(server);
  });
});
