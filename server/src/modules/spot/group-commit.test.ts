import { spotApi } from '@exchange/protocol';
import { buildServer } from '../../app';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { testConfig } from '../../testing/test-config';
import { sub } from '../../money';
import {
  USDT,
  balance,
  expectConserved,
  newTrader,
  orderCount,
  orderOf,
  trade,
  type TradeAnswer,
  type Trader,
} from './spot-test-kit';

/** Orders and cancels through the group commit (the default intake), on real storage. */

let server: TestServer;
let alice: Trader;
let bob: Trader;
let carol: Trader;
let closed = false;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: false });
  alice = await newTrader(server, '13900000001');
  bob = await newTrader(server, '13900000002');
  carol = await newTrader(server, '13900000003', false);
});
afterAll(() => (closed ? server.storage.cleanup() : server.stop()));

const bid = (price: string, amount = '0.01') => ({ type: 1, target_price: price, amount });

async function cancel(who: Trader, id: number): Promise<TradeAnswer> {
  const answer = await server.call(spotApi.coinCancelTrade, { id }, who.token);
  return { type: answer.type, message: answer.message };
}

/** Ledger operations that locked funds of these orders: fewer than orders when batched. */
async function lockOperations(orderIds: number[]): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(
    `SELECT count(DISTINCT op_id)::int AS n FROM ledger WHERE reason = 'spot_lock' AND ref = ANY($1::text[])`,
    [orderIds.map(String)],
  );
  return rows[0]!.n;
}

it('answers every order of a concurrent burst, written together, each lock exact', async () => {
  const answers = await Promise.all(
    Array.from({ length: 24 }, (_, i) => trade(server, i % 2 ? alice : bob, bid(String(1000 + i)))),
  );
  const orders = answers.map(orderOf);
  expect(new Set(orders.map((o) => o.id)).size).toBe(24);
  expect(orders.every((o) => o.status === 1 && o.deal_amount === '0')).toBe(true);
  expect(await lockOperations(orders.map((o) => o.id))).toBeLessThan(24);
  const { rows } = await server.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM spot_locks WHERE order_id = ANY($1::bigint[])`,
    [orders.map((o) => o.id)],
  );
  expect(rows[0]!.n).toBe(24);
  await expectConserved(server);
});

it('fails a bad order of a batch alone, with its own error and nothing written for it', async () => {
  const dave = await newTrader(server, '13900000004');
  const before = await balance(server, dave, USDT);
  const [first, tooBig, noPassword, second] = await Promise.all([
    trade(server, alice, bid('900')),
    trade(server, dave, bid('50000', '100')),
    trade(server, carol, bid('900')),
    trade(server, alice, bid('901')),
  ]);
  expect(tooBig).toEqual({ type: 'error', message: 'spot.insufficientBalance' });
  expect(noPassword).toMatchObject({ type: 'not', message: 'spot.noTradePassword' });
  const placed = [orderOf(first!), orderOf(second!)];
  expect(await lockOperations(placed.map((o) => o.id))).toBe(1);
  expect(await orderCount(server, dave.id)).toBe(0);
  expect(await orderCount(server, carol.id)).toBe(0);
  expect(await balance(server, dave, USDT)).toEqual(before);
  const { rows } = await server.db.query(`SELECT 1 FROM ledger WHERE user_id = $1 AND reason = 'spot_lock'`, [
    dave.id,
  ]);
  expect(rows).toHaveLength(0);
  await expectConserved(server);
});

it('runs cancels batched with orders in arrival order and answers each', async () => {
  const resting = orderOf(await trade(server, alice, bid('800')));
  const lockedBefore = (await balance(server, alice, USDT)).locked;
  const [once, twice, unknown, notHers, other] = await Promise.all([
    cancel(alice, resting.id),
    cancel(alice, resting.id),
    cancel(alice, 999_999_999),
    cancel(bob, resting.id),
    trade(server, bob, bid('801')),
  ]);
  const outcomes = [once, twice].map((a) => (a.type === 'ok' ? 'ok' : String(a.message))).sort();
  expect(outcomes).toEqual(['ok', 'spot.orderNotOpen']);
  expect(unknown).toEqual({ type: 'error', message: 'spot.orderNotFound' });
  expect(notHers).toEqual({ type: 'error', message: 'spot.orderNotFound' });
  expect(orderOf(other!).status).toBe(1);
  const cancelled = (once!.type === 'ok' ? once : twice)!.message as { status: number; message: string };
  expect(cancelled).toMatchObject({ status: 3, message: 'spot.cancelled' });
  // The lock of the cancelled order (800 x 0.01) went back.
  const lockedAfter = (await balance(server, alice, USDT)).locked;
  expect(sub(lockedBefore, lockedAfter)).toBe('8');
  await expectConserved(server);
});

it('settles a fill and a cancel of the same order in one batch in the order they came', async () => {
  const ask = orderOf(await trade(server, bob, { type: 2, target_price: '70000', amount: '0.01' }));
  expect(ask.status).toBe(1);
  const [take, late] = await Promise.all([trade(server, alice, bid('70000')), cancel(bob, ask.id)]);
  // The bid came first: it took the whole ask, so the cancel found nothing open.
  expect(orderOf(take!)).toMatchObject({ status: 2, deal_amount: '0.01' });
  expect(late).toEqual({ type: 'error', message: 'spot.orderNotOpen' });
  const { rows } = await server.db.query<{ status: number }>(`SELECT status FROM orders WHERE id = $1`, [
    ask.id,
  ]);
  expect(rows[0]!.status).toBe(2);
  await expectConserved(server);
});

it('makes one order of concurrent posts with one idempotency key, and of a later retry', async () => {
  const before = await orderCount(server, bob.id);
  const answers = await Promise.all(
    Array.from({ length: 12 }, () => trade(server, bob, bid('700'), 'group-commit-key-1')),
  );
  const ids = new Set(answers.map((a) => orderOf(a).id));
  expect(ids.size).toBe(1);
  const retry = orderOf(await trade(server, bob, bid('700'), 'group-commit-key-1'));
  expect(ids.has(retry.id)).toBe(true);
  expect(await orderCount(server, bob.id)).toBe(before + 1);
  await expectConserved(server);
});

it('keeps every answered order after the server is closed and opened again on its data', async () => {
  const answers = await Promise.all(
    Array.from({ length: 16 }, (_, i) => trade(server, alice, bid(String(600 + i)))),
  );
  const placed = answers.map(orderOf).map((o) => o.id);
  await server.close();
  closed = true;
  const reopened = await buildServer(testConfig(server.storage, { rateLimits: false }), { quiet: true });
  try {
    const { rows } = await reopened.db.query<{ id: string; status: number }>(
      `SELECT o.id::text, o.status FROM orders o JOIN spot_locks l ON l.order_id = o.id WHERE o.id = ANY($1::bigint[])`,
      [placed],
    );
    expect(rows.map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual([...placed].sort((a, b) => a - b));
    expect(rows.every((r) => r.status === 1)).toBe(true);
    const pair = reopened.ctx.markets.market(1)!;
    expect(placed.every((id) => pair.book.has(id))).toBe(true);
  } finally {
    await reopened.close();
  }
});
