import { openDatabase, type Database } from '../../db';
import { testStorage, type TestStorage } from '../../testing/test-db';
import { ApiError } from '../../errors';
import { MarketService } from './service';

const BTC = 1; // pair ids of the seed
const ETH = 2;
const history = { days: 2, hourDays: 1, minuteHours: 1, seed: 1 };

/** An engine of one partition (README "Scaled topology") opens only the books of the pairs it owns. */
describe('MarketService of one partition', () => {
  let storage: TestStorage;
  let db: Database;
  let userId: number;
  const services: MarketService[] = [];
  const logged: string[] = [];

  beforeAll(async () => {
    storage = testStorage();
    db = await openDatabase(storage);
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, extension_code) VALUES ('p@example.com', 'x', 'p') RETURNING id`,
    );
    userId = rows[0]!.id;
  }, 30_000);

  afterAll(async () => {
    for (const service of services) await service.close();
    await db?.close();
    await storage?.cleanup();
  });

  async function open(owned: number[]): Promise<MarketService> {
    const service = await MarketService.start({
      db,
      history,
      bots: false,
      flushMs: 50,
      log: (message) => logged.push(message),
      owns: (pair) => owned.includes(pair.id),
    });
    services.push(service);
    return service;
  }

  it('opens the books and back-fills the bars of its own pairs only', async () => {
    const a = await open([BTC]);
    expect(a.liveMarkets.map((m) => m.pair.id)).toEqual([BTC]);
    expect(a.owns(BTC)).toBe(true);
    expect(a.owns(ETH)).toBe(false);
    expect(a.market(ETH)).toBeUndefined();
    await expect(
      a.placeOrder({ userId, pairId: ETH, side: 'buy', type: 'limit', price: '3000', amount: '1' }),
    ).rejects.toThrow(ApiError);
    await a.flush();

    // A second partition starting on the same database still generates its own pairs' history.
    const b = await open([ETH]);
    expect(b.liveMarkets.map((m) => m.pair.id)).toEqual([ETH]);
    const bars = await b.bars(b.pairs.get(ETH)!, '1min', 0, Date.now() + 1);
    expect(bars.length).toBeGreaterThan(0);
  });

  it("leaves the open orders of another partition's pairs to their owner", async () => {
    const a = services[0]!;
    const placed = await a.placeOrder({
      userId,
      pairId: BTC,
      side: 'buy',
      type: 'limit',
      price: '1000',
      amount: '0.01',
    });
    const b = await open([ETH]);
    expect(b.market(BTC)).toBeUndefined();
    const again = await open([BTC]);
    expect(again.market(BTC)!.book.has(placed.order.id)).toBe(true);
    expect(logged.filter((m) => m.includes('could not be put back'))).toEqual([]);
  });

  it("keeps a pair's waiting stops with the partition that owns it (reloaded when it opens)", async () => {
    const a = services[0]!;
    const scale = a.market(BTC)!.pair.scale;
    const trigger = scale.price.fromUnits(a.market(BTC)!.lastPrice + 10);
    const placed = await a.placeOrder({
      userId,
      pairId: BTC,
      side: 'buy',
      type: 'stop_limit',
      price: trigger,
      triggerPrice: trigger,
      amount: '0.01',
    });
    expect(placed.order).toMatchObject({ kind: 'stop_limit', triggerState: 'waiting' });
    expect(a.market(BTC)!.holds(placed.order.id)).toBe(true);
    const other = await open([ETH]);
    expect(other.market(BTC)).toBeUndefined();
    const owner = await open([BTC]);
    expect(owner.market(BTC)!.conditional.hasStop(placed.order.id)).toBe(true);
    expect(owner.market(BTC)!.book.has(placed.order.id)).toBe(false);
    expect(logged.filter((m) => m.includes('could not be put back'))).toEqual([]);
  });
});
