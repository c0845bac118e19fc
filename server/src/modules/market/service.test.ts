import { openDatabase, type Database } from '../../db';
import { testStorage, type TestStorage } from '../../testing/test-db';
import { ApiError } from '../../errors';
import { createFillStream } from '../../services/fills';
import { MarketService } from './service';
import type { AdmitMany } from './admission';
import type { OrderChange, SpotFillBatch } from './orders';

const BTC = 1; // pair id of BTC/USDT in the seed
const CRV = 20; // seeded with open_coin_trade 0
const history = { days: 3, hourDays: 1, minuteHours: 2, seed: 1 };

async function addUser(db: Database, name: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, extension_code) VALUES ($1, 'x', $2) RETURNING id`,
    [`${name}@example.com`, name],
  );
  return rows[0]!.id;
}

const sell = { pairId: BTC, side: 'sell', type: 'limit', price: '90000', amount: '0.1' } as const;

describe('MarketService', () => {
  let storage: TestStorage;
  let db: Database;
  let market: MarketService;
  let alice: number;
  let bob: number;
  const batches: SpotFillBatch[] = [];
  const changes: OrderChange[] = [];

  beforeAll(async () => {
    storage = testStorage();
    db = await openDatabase(storage);
    alice = await addUser(db, 'alice');
    bob = await addUser(db, 'bob');
    const fills = createFillStream();
    fills.subscribe('spot', async (_tx, batch) => {
      batches.push(batch);
    });
    market = await MarketService.start({ db, fills, history, bots: false, flushMs: 50, log: () => {} });
    market.on('order', (c) => changes.push(c));
  }, 30_000);

  afterAll(async () => {
    await market?.close();
    await db?.close();
    await storage?.cleanup();
  });

  it('back-fills bars for every period ending at the seed price', async () => {
    const btc = market.market(BTC)!;
    expect(market.pairs.get(BTC)!.symbol).toBe('BTC/USDT');
    expect(btc.pair.scale.price.fromUnits(btc.lastPrice)).toBe('65000');
    for (const period of ['1min', '5min', '15min', '30min', '60min', '1day', '1week', '1mon'] as const) {
      const bars = await market.bars(btc.pair, period, 0, Date.now() + 1);
      expect(bars.length).toBeGreaterThan(0);
      for (const b of bars) expect(b.high).toBeGreaterThanOrEqual(Math.max(b.open, b.close));
    }
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM klines WHERE pair_id = $1',
      [BTC],
    );
    expect(rows[0]!.n).toBeGreaterThan(100);
    expect(market.market(CRV)).toBeUndefined();
  });

  it('matches user orders at the maker price, records them and settles the batch', async () => {
    const sell = await market.placeOrder({
      userId: alice,
      pairId: BTC,
      side: 'sell',
      type: 'limit',
      price: '65000.5',
      amount: '1',
    });
    expect(sell.order).toMatchObject({ status: 1, dealAmount: '0', price: '65000.5' });
    const buy = await market.placeOrder({
      userId: bob,
      pairId: BTC,
      side: 'buy',
      type: 'limit',
      price: '65100',
      amount: '0.4',
    });
    expect(buy.order).toMatchObject({ status: 2, dealAmount: '0.4', dealMoney: '26000.2' });
    expect(buy.fills).toEqual([
      expect.objectContaining({
        price: '65000.5',
        amount: '0.4',
        money: '26000.2',
        takerSide: 'buy',
        buyerId: bob,
        sellerId: alice,
      }),
    ]);
    const { rows } = await db.query<{ deal_amount: string; status: number }>(
      'SELECT deal_amount::text, status FROM orders WHERE id = $1',
      [sell.order.id],
    );
    expect(rows[0]).toEqual({ deal_amount: '0.400000000000000000', status: 1 });
    const last = batches[batches.length - 1]!;
    expect(last.orders.map((o) => [o.order.id, o.reason, o.filledAmount])).toEqual([
      [sell.order.id, 'fill', '0.4'],
      [buy.order.id, 'placed', '0.4'],
    ]);
    expect(changes.some((c) => c.order.id === sell.order.id && c.order.dealAmount === '0.4')).toBe(true);
    expect(market.market(BTC)!.recent[0]).toMatchObject({ qty: 4000 });
  });

  it('cancels only the owner’s open orders and reports what left the book', async () => {
    const sell = await market.placeOrder({
      userId: alice,
      pairId: BTC,
      side: 'sell',
      type: 'limit',
      price: '70000',
      amount: '0.25',
    });
    await expect(market.cancelOrder(bob, sell.order.id)).rejects.toThrow('spot.orderNotFound');
    const cancelled = await market.cancelOrder(alice, sell.order.id);
    expect(cancelled.status).toBe(3);
    expect(batches[batches.length - 1]!.orders[0]).toMatchObject({ reason: 'cancel', droppedAmount: '0.25' });
    await expect(market.cancelOrder(alice, sell.order.id)).rejects.toThrow('spot.orderNotOpen');
    await expect(market.cancelOrder(alice, 999999)).rejects.toThrow('spot.orderNotFound');
  });

  it('drops the unfilled rest of a market order', async () => {
    const before = market.market(BTC)!.book.snapshot(100).bids.length;
    expect(before).toBe(0);
    const result = await market.placeOrder({
      userId: alice,
      pairId: BTC,
      side: 'sell',
      type: 'market',
      amount: '2',
    });
    expect(result.order).toMatchObject({ status: 3, dealAmount: '0', kind: 'market', price: '0' });
    expect(batches[batches.length - 1]!.orders[0]).toMatchObject({ droppedAmount: '2' });
  });

  it('refuses bad orders with message keys and writes nothing', async () => {
    const count = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]!.n;
    const before = await count();
    const base = {
      userId: alice,
      pairId: BTC,
      side: 'buy',
      type: 'limit',
      price: '100',
      amount: '1',
    } as const;
    await expect(market.placeOrder({ ...base, price: '100.001' })).rejects.toThrow('spot.priceStep');
    await expect(market.placeOrder({ ...base, price: undefined })).rejects.toThrow('spot.enterPrice');
    await expect(market.placeOrder({ ...base, amount: '0.00001' })).rejects.toThrow('spot.amountStep');
    await expect(market.placeOrder({ ...base, amount: '0' })).rejects.toThrow('spot.enterAmount');
    await expect(market.placeOrder({ ...base, pairId: CRV })).rejects.toThrow('spot.pairClosed');
    await expect(market.placeOrder({ ...base, pairId: 999 })).rejects.toThrow('market.unknownPair');
    const refused = market.placeOrder(base, {
      reserve: async () => {
        throw new ApiError('spot.insufficientBalance');
      },
    });
    await expect(refused).rejects.toThrow('spot.insufficientBalance');
    expect(await count()).toBe(before);
    expect(market.market(BTC)!.book.bestBid()).toBeUndefined();
  });

  it('writes each order alone when its batch cannot be written, so only the order at fault fails', async () => {
    const carol = await addUser(db, 'carol');
    const earlier = await market.placeOrder({ ...sell, userId: bob, price: '90000' });
    // Accepts every order but bob's, which repeats `earlier`; a write holding carol's order is one
    // the database refuses.
    const admitMany: AdmitMany = async (_tx, orders) => ({
      verdicts: orders.map(({ order }) =>
        order.userId === bob ? { kind: 'repeat', orderId: earlier.order.id } : { kind: 'accepted' },
      ),
      write: async (tx, insertOrders) => {
        await tx.query(insertOrders.sql(1), insertOrders.params);
        if (orders.some(({ order }) => order.userId === carol)) await tx.query('SELECT 1 / 0');
      },
    });
    const [mine, repeat, faulty] = await Promise.allSettled([
      market.placeOrder({ ...sell, userId: alice }, { admitMany }),
      market.placeOrder({ ...sell, userId: bob }, { admitMany }),
      market.placeOrder({ ...sell, userId: carol }, { admitMany }),
    ]);

    expect(faulty).toMatchObject({
      status: 'rejected',
      reason: { message: expect.stringMatching(/division by zero/) },
    });
    expect(repeat).toMatchObject({ status: 'fulfilled', value: { order: { id: earlier.order.id } } });
    expect(mine.status).toBe('fulfilled');
    const placed = mine.status === 'fulfilled' ? mine.value.order : undefined;
    const { rows } = await db.query<{ user_id: number }>(
      'SELECT user_id FROM orders WHERE pair_id = $1 AND price = 90000 ORDER BY id',
      [BTC],
    );
    expect(rows.map((r) => r.user_id)).toEqual([bob, alice]);
    expect(market.market(BTC)!.book.has(placed!.id)).toBe(true);
    for (const order of [earlier.order, placed!]) await market.cancelOrder(order.userId, order.id);
  });

  it('rebuilds resting orders after a restart, in time order', async () => {
    const a = await market.placeOrder({
      userId: alice,
      pairId: BTC,
      side: 'buy',
      type: 'limit',
      price: '60000',
      amount: '0.1',
    });
    const b = await market.placeOrder({
      userId: bob,
      pairId: BTC,
      side: 'buy',
      type: 'limit',
      price: '60000',
      amount: '0.2',
    });
    await market.close();
    market = await MarketService.start({ db, history, bots: false, log: () => {} });
    const book = market.market(BTC)!.book;
    expect([...book.restingOrders('buy')].map((o) => [o.id, o.remaining])).toEqual([
      [a.order.id, 1000],
      [b.order.id, 2000],
    ]);
    expect([...book.restingOrders('sell')].map((o) => [o.id, o.remaining])).toEqual([
      [expect.any(Number), 6000], // alice's first sell, 0.6 left
    ]);
    // Bars written by the first run are read back, not generated again.
    expect(market.market(BTC)!.recent.length).toBeGreaterThan(0);
  });
});

describe('MarketService with market makers', () => {
  it('keeps every open pair quoted and trading, fills user orders, persists trades and bars', async () => {
    const storage = testStorage();
    const db = await openDatabase(storage);
    const carol = await addUser(db, 'carol');
    const batches: SpotFillBatch[] = [];
    const fills = createFillStream();
    fills.subscribe('spot', async (_tx, batch) => void batches.push(batch));
    const market = await MarketService.start({
      db,
      fills,
      history: { days: 1, hourDays: 0, minuteHours: 1, seed: 2 },
      bots: { seed: 9, tickMs: [5, 10] },
      flushMs: 20,
      log: () => {},
    });
    const trades: number[] = [];
    market.on('trade', (pair) => trades.push(pair.id));
    const btc = market.market(BTC)!;
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    for (let i = 0; i < 500 && btc.book.bestBid() === undefined; i++) await sleep(20);

    // A small ask just above the best bid becomes the best ask: the makers' buyers take it.
    const price = btc.pair.scale.price.fromUnits(btc.book.bestBid()! + 1);
    const ask = await market.placeOrder({
      userId: carol,
      pairId: BTC,
      side: 'sell',
      type: 'limit',
      price,
      amount: '0.0001',
    });
    for (let i = 0; i < 100 && !btc.book.has(ask.order.id) === false; i++)
      await new Promise((r) => setTimeout(r, 20));
    await sleep(300);
    await market.close();

    for (const m of market.liveMarkets) {
      expect(m.recent.length).toBeGreaterThan(0);
      expect(m.book.orderCount).toBe(0); // quotes withdrawn on close, carol's ask taken
    }
    expect(new Set(trades).size).toBe(market.liveMarkets.length);
    const stored = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM trades');
    expect(stored.rows[0]!.n).toBeGreaterThan(10);

    expect(btc.book.has(ask.order.id)).toBe(false); // the makers' buyers took it
    const row = await db.query<{ status: number; deal_amount: string }>(
      'SELECT status, deal_amount::text FROM orders WHERE id = $1',
      [ask.order.id],
    );
    expect(row.rows[0]).toEqual({ status: 2, deal_amount: '0.000100000000000000' });
    const fill = batches.flatMap((b) => b.fills).find((f) => f.sellOrderId === ask.order.id);
    expect(fill).toMatchObject({ sellerId: carol, buyerId: null, buyOrderId: null, amount: '0.0001' });
    const changes = batches.flatMap((b) => b.orders).filter((o) => o.order.id === ask.order.id);
    // The bots keep quoting while the order row is written, so the ask either rests and is taken
    // by their next buy, or meets a bid that moved up meanwhile and fills on placement.
    const restedThenTaken = [
      ['placed', '0', 1],
      ['fill', '0.0001', 2],
    ];
    const filledOnPlacement = [['placed', '0.0001', 2]];
    expect([restedThenTaken, filledOnPlacement]).toContainEqual(
      changes.map((c) => [c.reason, c.filledAmount, c.order.status]),
    );
    await db.close();
    await storage.cleanup();
  }, 60_000);
});
