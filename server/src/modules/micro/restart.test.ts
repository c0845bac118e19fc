import { microApi, type MicroOrderPage } from '@exchange/protocol';
import type { TestStorage } from '../../testing/test-db';
import {
  BTC_PAIR,
  microBalance,
  newTrader,
  orderOf,
  setLivePrice,
  startMicroServer,
  submit,
  T0,
  testStorage,
  type MicroServer,
} from './micro-test-kit';

let storage: TestStorage;
let server: MicroServer | undefined;

beforeAll(() => {
  storage = testStorage();
});
afterAll(async () => {
  await server?.close();
  await storage.cleanup();
});

describe('settlement across a restart', () => {
  it('settles an order due while the server was down with the price recorded for its expiry', async () => {
    server = await startMicroServer(storage, T0);
    const trader = await newTrader(server, '13800000601');
    setLivePrice(server, BTC_PAIR, '65000');
    const due = orderOf(await submit(server, trader, { type: 1, seconds: 30, number: '100' }));
    const later = orderOf(await submit(server, trader, { type: 2, seconds: 300, number: '10' }));
    await server.clock.advance(10_000);
    setLivePrice(server, BTC_PAIR, '65100');
    await server.clock.advance(5_000);
    await server.close();

    // Down from T0 + 15 s to T0 + 60 s: the first order expired meanwhile at T0 + 30 s. The 15 s
    // advanced are stored (operator clock offset), so the wall clock reads T0 + 45 s at the restart.
    server = await startMicroServer(storage, T0 + 45_000);
    expect(server.clock.now()).toBe(T0 + 60_000);
    const restartPrice = server.ctx.markets.market(BTC_PAIR)!;
    expect(restartPrice.pair.scale.price.fromUnits(restartPrice.lastPrice)).not.toBe('65100');
    const closed = (await server.call(microApi.microLists, { status: 3 }, trader.token))
      .message as MicroOrderPage;
    expect(closed.list).toEqual([
      expect.objectContaining({ id: due.id, status: 3, end_price: '65100', result: 1, fact_profits: '79' }),
    ]);

    const running = (await server.call(microApi.microLists, { status: 1 }, trader.token))
      .message as MicroOrderPage;
    expect(running.list).toEqual([expect.objectContaining({ id: later.id, remain_milli_seconds: 240_000 })]);
    setLivePrice(server, BTC_PAIR, '64000');
    await server.clock.advance(240_000);
    const [settled] = (
      (await server.call(microApi.microLists, { status: 3 }, trader.token)).message as MicroOrderPage
    ).list;
    expect(settled).toMatchObject({ id: later.id, end_price: '64000', result: 1, fact_profits: '9.4' });
    // 1000 - (100 + 1) - (10 + 0.1) + (100 + 80) + (10 + 9.5)
    expect(await microBalance(server, trader)).toEqual({ free: '1088.4', locked: '0' });
  }, 480_000); // two server starts on a fresh embedded database
});
