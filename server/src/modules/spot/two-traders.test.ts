import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import {
  SpotEvent,
  coinBalancePushSchema,
  coinOrderPushSchema,
  spotApi,
  type CoinBalancePush,
  type CoinOrderPush,
  type SpotOrderPage,
} from '@exchange/protocol';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { SpotHouse } from './settlement';
import {
  BTC,
  USDT,
  balance,
  expectConserved,
  houseBalance,
  makerQuote,
  newTrader,
  orderOf,
  trade,
  type Trader,
} from './spot-test-kit';

let server: TestServer;
let url: string;
let seller: Trader;
let buyer: Trader;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  seller = await newTrader(server, '13900000001');
  buyer = await newTrader(server, '13900000002');
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server.stop();
});

/** A logged-in socket that records every spot push it receives. */
async function userSocket(trader: Trader) {
  const socket = connect(url, { transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  const orders: CoinOrderPush[] = [];
  const balances: CoinBalancePush[] = [];
  socket.on(SpotEvent.order, (payload: unknown) => orders.push(coinOrderPushSchema.parse(payload)));
  socket.on(SpotEvent.balance, (payload: unknown) => balances.push(coinBalancePushSchema.parse(payload)));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  const answer = (await socket.timeout(5000).emitWithAck('login', { token: trader.token })) as {
    type: unknown;
  };
  expect(answer.type).toBe('ok');
  return { orders, balances };
}

async function eventually(check: () => void, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

const history = async (who: Trader) =>
  ((await server.call(spotApi.transactionComplete, { page: 1 }, who.token)).message as SpotOrderPage).list;

describe('two users trade with each other', () => {
  it('a fixed-price sell by one and a market buy by the other settle both sides, with pushes', async () => {
    const sellerPushes = await userSocket(seller);
    const buyerPushes = await userSocket(buyer);

    const sell = orderOf(await trade(server, seller, { type: 2, target_price: '64000', amount: '0.2' }));
    expect(sell).toMatchObject({ status: 1, kind: 'limit' });
    await eventually(() => {
      expect(sellerPushes.orders.at(-1)?.order).toMatchObject({ id: sell.id, status: 1 });
      expect(sellerPushes.balances).toContainEqual({
        currency: BTC,
        change_balance: '0.8',
        lock_change_balance: '0.2',
      });
    });
    // The push of an order without fills is built without a read: it equals the order as the lists read it.
    const open = (await server.call(spotApi.transactionAll, { page: 1 }, seller.token))
      .message as SpotOrderPage;
    expect(sellerPushes.orders.at(-1)?.order).toEqual(open.list[0]);

    const buy = orderOf(await trade(server, buyer, { type: 1, amount: '0.2' }));
    expect(buy).toMatchObject({
      status: 2,
      kind: 'market',
      deal_amount: '0.2',
      trade_price: '64000',
      fee: '0.0002',
    });

    // 0.2 BTC for 12800 USDT; 0.1 % fee on what each receives.
    expect(await balance(server, buyer, USDT)).toEqual({ free: '87200', locked: '0' });
    expect(await balance(server, buyer, BTC)).toEqual({ free: '1.1998', locked: '0' });
    expect(await balance(server, seller, USDT)).toEqual({ free: '112787.2', locked: '0' });
    expect(await balance(server, seller, BTC)).toEqual({ free: '0.8', locked: '0' });
    expect(await houseBalance(server, SpotHouse.fees, BTC)).toBe('0.0002');
    expect(await houseBalance(server, SpotHouse.fees, USDT)).toBe('12.8');
    await expectConserved(server);

    expect((await history(seller)).map((o) => o.id)).toEqual([sell.id]);
    expect(await history(seller)).toEqual([
      expect.objectContaining({ status: 2, deal_amount: '0.2', trade_price: '64000', fee: '12.8' }),
    ]);
    expect((await history(buyer)).map((o) => o.id)).toEqual([buy.id]);
    const [soldView] = await history(seller);

    await eventually(() => {
      expect(sellerPushes.orders.at(-1)?.order).toEqual(soldView);
      expect(sellerPushes.orders.at(-1)?.order).toMatchObject({ id: sell.id, status: 2, deal_amount: '0.2' });
      expect(sellerPushes.balances.at(-1)).toBeDefined();
      expect(sellerPushes.balances).toContainEqual({
        currency: USDT,
        change_balance: '112787.2',
        lock_change_balance: '0',
      });
      expect(buyerPushes.orders.at(-1)?.order).toMatchObject({ id: buy.id, status: 2 });
      expect(buyerPushes.balances).toContainEqual({
        currency: BTC,
        change_balance: '1.1998',
        lock_change_balance: '0',
      });
    });
    // Nobody gets the other's pushes.
    expect(sellerPushes.orders.every((p) => p.order.id !== buy.id)).toBe(true);
    expect(buyerPushes.orders.every((p) => p.order.id !== sell.id)).toBe(true);
  });

  it('a limit buy above the resting ask fills at the ask and returns the price difference', async () => {
    const ask = orderOf(await trade(server, seller, { type: 2, target_price: '63000', amount: '0.1' }));
    const bid = orderOf(await trade(server, buyer, { type: 1, target_price: '65000', amount: '0.3' }));
    // 0.3 * 65000 = 19500 locked; 0.1 filled at 63000 (6300). The 200 saved stays locked with the
    // rest until the order is done.
    expect(bid).toMatchObject({ status: 1, deal_amount: '0.1', trade_price: '63000' });
    expect(await balance(server, buyer, USDT)).toEqual({ free: '67700', locked: '13200' });
    expect((await history(seller)).map((o) => o.id)).toContain(ask.id);

    // The seller hits the rest with a market sell: the bid completes at its own price.
    const hit = orderOf(await trade(server, seller, { type: 2, amount: '0.2' }));
    expect(hit).toMatchObject({ status: 2, trade_price: '65000', deal_amount: '0.2' });
    expect(await balance(server, buyer, USDT)).toEqual({ free: '67900', locked: '0' });
    expect(await balance(server, buyer, BTC)).toEqual({ free: '1.4995', locked: '0' });
    expect(await balance(server, seller, BTC)).toEqual({ free: '0.5', locked: '0' });
    await expectConserved(server);
  });

  it('cancelling a partly filled order unlocks exactly its unfilled part', async () => {
    const bid = orderOf(await trade(server, buyer, { type: 1, target_price: '60000', amount: '0.5' }));
    const hit = orderOf(await trade(server, seller, { type: 2, amount: '0.1' }));
    expect(hit).toMatchObject({ status: 2, trade_price: '60000' });
    expect(await balance(server, buyer, USDT)).toEqual({ free: '37900', locked: '24000' });
    const cancelled = await server.call(spotApi.coinCancelTrade, { id: bid.id }, buyer.token);
    expect(cancelled.message).toMatchObject({ status: 3, deal_amount: '0.1' });
    expect(await balance(server, buyer, USDT)).toEqual({ free: '61900', locked: '0' });
    await expectConserved(server);
  });
});

describe('a random session of many orders', () => {
  it('keeps the books balanced: sums conserved, every lock backed, nothing locked after cancelling all', async () => {
    const traders = [seller, buyer, await newTrader(server, '13900000003')];
    const startedAt = Date.now();
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor(seed / 65536) % n;
    };
    makerQuote(server, 'sell', '66000', '0.3');
    makerQuote(server, 'buy', '59000', '0.3');
    const allowed = new Set(['spot.insufficientBalance', 'spot.noLiquidity', 'spot.orderNotOpen']);
    for (let step = 0; step < 80; step++) {
      const who = traders[random(traders.length)]!;
      const side = 1 + random(2);
      const amount = `0.${String(1 + random(200)).padStart(3, '0')}`;
      const action = random(10);
      let answer;
      if (action < 6) {
        answer = await trade(server, who, {
          type: side,
          target_price: String(63000 + 50 * random(40)),
          amount,
        });
      } else if (action < 8) {
        answer = await trade(server, who, { type: side, amount });
      } else {
        const open = (await server.call(spotApi.transactionAll, { page: 1 }, who.token))
          .message as SpotOrderPage;
        const victim = open.list[random(Math.max(open.list.length, 1))];
        if (!victim) continue;
        answer = await server.call(spotApi.coinCancelTrade, { id: victim.id }, who.token);
      }
      if (answer.type !== 'ok') expect(allowed).toContain(answer.message);
    }
    // Trades reach the table in batches on a timer: write what is buffered before counting.
    await server.ctx.markets.flush();
    const fills = await server.db.query<{ n: string; both: string }>(
      `SELECT count(*)::text AS n, count(*) FILTER (WHERE buyer_id IS NOT NULL AND seller_id IS NOT NULL)::text AS both
         FROM trades WHERE ts >= $1`,
      [startedAt],
    );
    // The session really traded, user against user as well as against the market maker.
    expect(Number(fills.rows[0]!.n)).toBeGreaterThan(10);
    expect(Number(fills.rows[0]!.both)).toBeGreaterThan(3);
    await expectConserved(server);
    const unbacked = await server.db.query(
      `SELECT w.user_id, w.currency_id FROM wallets w
        LEFT JOIN (SELECT user_id, currency_id, sum(remaining) AS locked FROM spot_locks GROUP BY 1, 2) l
          ON l.user_id = w.user_id AND l.currency_id = w.currency_id
        WHERE w.lock_change_balance <> coalesce(l.locked, 0)`,
    );
    expect(unbacked.rows).toEqual([]);

    for (const who of traders) {
      const open = (await server.call(spotApi.transactionAll, { page: 1 }, who.token))
        .message as SpotOrderPage;
      for (const order of open.list) {
        expect((await server.call(spotApi.coinCancelTrade, { id: order.id }, who.token)).type).toBe('ok');
      }
      for (const currency of [USDT, BTC]) expect((await balance(server, who, currency)).locked).toBe('0');
    }
    expect((await server.db.query(`SELECT order_id FROM spot_locks`)).rows).toEqual([]);
    await expectConserved(server);
  });
});
