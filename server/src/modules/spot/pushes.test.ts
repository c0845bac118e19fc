import { EventEmitter } from 'node:events';
import { SpotEvent } from '@exchange/protocol';
import type { Database } from '../../db';
import type { UserOrder } from '../market/orders';
import { PairDirectory, type Pair } from '../market/pairs';
import type { MarketService } from '../market/service';
import { SPOT_PUSH_INTERVAL_MS, startSpotPushes } from './pushes';

// Only what the pushes read of a pair and of the market service.
const BTC_USDT = { id: 1, symbol: 'BTC/USDT', currencyId: 2, legalId: 1 } as Pair;

function harness(watching: (userId: number) => boolean = () => true) {
  const events = new EventEmitter();
  const market = {
    pairs: new PairDirectory([BTC_USDT]),
    on: (event: string, listener: (...args: unknown[]) => void) => {
      events.on(event, listener);
      return () => events.off(event, listener);
    },
  } as unknown as MarketService;
  const reads: unknown[][] = [];
  let usdt = '1000';
  const db: Pick<Database, 'query'> = {
    query: async <T>(_sql: string, params?: unknown[]) => {
      reads.push(params ?? []);
      const rows = [
        { user_id: 7, currency_id: 1, change_balance: usdt, lock_change_balance: '0' },
        { user_id: 7, currency_id: 2, change_balance: '0', lock_change_balance: '0' },
      ];
      return { rows: rows as T[], rowCount: rows.length };
    },
  };
  const pushes: Array<{ userId: number; event: string; payload: unknown }> = [];
  const stop = startSpotPushes(
    market,
    db,
    {
      toUser: (userId, event, payload) => pushes.push({ userId, event, payload }),
      roomSize: (room) => (room.startsWith('user:') && watching(Number(room.slice(5))) ? 1 : 0),
    },
    (e) => {
      throw e;
    },
  );
  const change = (id: number, status: 1 | 3, userId = 7) => {
    const order: UserOrder = {
      id,
      userId,
      pairId: 1,
      symbol: 'BTC/USDT',
      side: 'buy',
      kind: 'limit',
      price: '100',
      amount: '1',
      dealAmount: '0',
      dealMoney: '0',
      fee: '0',
      status,
      createdAt: 1,
      updatedAt: status,
    };
    events.emit('order', { reason: status === 1 ? 'placed' : 'cancel', order });
  };
  const setUsdt = (value: string) => (usdt = value);
  return { change, setUsdt, reads, pushes, stop };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('pushes a lone change at once, and the changes of the next interval together in their latest state', async () => {
  const { change, setUsdt, reads, pushes, stop } = harness();

  setUsdt('900');
  change(11, 1);
  await jest.advanceTimersByTimeAsync(0);
  expect(reads).toHaveLength(1);
  expect(pushes.filter((p) => p.event === SpotEvent.order).map((p) => p.payload)).toEqual([
    { order: expect.objectContaining({ id: 11, status: 1 }) },
  ]);
  expect(pushes).toContainEqual({
    userId: 7,
    event: SpotEvent.balance,
    payload: { currency: 1, change_balance: '900', lock_change_balance: '0' },
  });

  // Three batches' changes within the interval: order 12 placed then cancelled, order 11 cancelled.
  pushes.length = 0;
  await jest.advanceTimersByTimeAsync(10);
  change(12, 1);
  await jest.advanceTimersByTimeAsync(10);
  change(12, 3);
  change(11, 3);
  setUsdt('1000');
  await jest.advanceTimersByTimeAsync(SPOT_PUSH_INTERVAL_MS - 21);
  expect(reads).toHaveLength(1);
  expect(pushes).toEqual([]);

  await jest.advanceTimersByTimeAsync(1);
  expect(reads).toHaveLength(2);
  const orders = pushes.filter((p) => p.event === SpotEvent.order).map((p) => p.payload);
  expect(orders).toEqual([
    { order: expect.objectContaining({ id: 12, status: 3 }) },
    { order: expect.objectContaining({ id: 11, status: 3 }) },
  ]);
  expect(pushes.filter((p) => p.event === SpotEvent.balance)).toHaveLength(2);
  expect(pushes).toContainEqual({
    userId: 7,
    event: SpotEvent.balance,
    payload: { currency: 1, change_balance: '1000', lock_change_balance: '0' },
  });
  stop();
});

it('sends nothing after it is stopped, even a flush already waiting for its interval', async () => {
  const { change, reads, pushes, stop } = harness();
  change(21, 1);
  await jest.advanceTimersByTimeAsync(0);
  change(22, 1);
  stop();
  await jest.advanceTimersByTimeAsync(SPOT_PUSH_INTERVAL_MS * 2);
  expect(reads).toHaveLength(1);
  expect(pushes.some((p) => (p.payload as { order?: { id: number } }).order?.id === 22)).toBe(false);
});

it('reads and sends nothing for a user with no socket, and still pushes to one who has', async () => {
  const { change, reads, pushes, stop } = harness((userId) => userId === 7);
  change(31, 1, 8);
  await jest.advanceTimersByTimeAsync(SPOT_PUSH_INTERVAL_MS * 2);
  expect(reads).toEqual([]);
  expect(pushes).toEqual([]);

  change(32, 1, 8);
  change(33, 1, 7);
  await jest.advanceTimersByTimeAsync(SPOT_PUSH_INTERVAL_MS);
  expect(pushes.map((p) => p.userId)).toEqual([7, 7, 7]);
  expect(pushes.filter((p) => p.event === SpotEvent.order).map((p) => p.payload)).toEqual([
    { order: expect.objectContaining({ id: 33 }) },
  ]);
  expect(reads).toEqual([
    [
      [7, 7],
      [2, 1],
    ],
  ]);
  stop();
});
