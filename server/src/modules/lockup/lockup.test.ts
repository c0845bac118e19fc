import {
  IDEMPOTENCY_KEY_HEADER,
  LOCKUP_ORDER_EVENT,
  lockupOrderPushSchema,
  lockupCancel,
  lockupConfig,
  lockupDeposit,
  lockupOrders,
  type LockupConfig,
  type LockupOrder,
} from '@exchange/protocol';
import { add, canonicalDecimal, sub } from '../../money';
import { injectCall } from '../../testing/inject-call';
import { startTestServer, type TestServer } from '../../testing/test-server';
import {
  balance,
  expectConserved,
  houseBalance,
  newTrader,
  sentFromTwoNodes,
  type Trader,
} from '../spot/spot-test-kit';
import { DAY, HOUR } from '../ieo/ieo-test-kit';

const USDT = 1;

let server: TestServer;
let alice: Trader;
let bob: Trader;
let products: LockupConfig[];

const ok = <T>(answer: { type: unknown; message: unknown }): T => {
  if (answer.type !== 'ok') throw new Error(`expected ok, got ${String(answer.message)}`);
  return answer.message as T;
};
const product = (day: number) => products.find((p) => p.currency_name === 'USDT' && p.day === day)!;
const list = async (trader: Trader, page = 1) =>
  ok<{ order_list: LockupOrder[]; total: number; limit: number }>(
    await server.call(lockupOrders, { page, limit: 5 }, trader.token),
  );

beforeAll(async () => {
  server = await startTestServer();
  alice = await newTrader(server, '13800000701', false);
  bob = await newTrader(server, '13800000702', false);
  products = ok<LockupConfig[]>(await server.call(lockupConfig, {}));
});
afterAll(() => server.stop());

it('lists the products with rate (percent a day), term, minimum and cancel rate', () => {
  expect(products.length).toBeGreaterThanOrEqual(3);
  expect(product(30)).toMatchObject({
    currency_id: USDT,
    interest_rate: '0.08',
    save_min: '500',
    cancel_rate: '2',
  });
});

it('refuses bad amounts, amounts below the minimum and beyond the balance, moving nothing', async () => {
  const before = await balance(server, alice, USDT);
  const id = product(30).id;
  for (const amount of ['', '-100', '0', 'abc']) {
    expect(await server.call(lockupDeposit, { config_id: id, amount }, alice.token)).toMatchObject({
      type: 'error',
      message: 'lockup.enterAmount',
    });
  }
  expect(await server.call(lockupDeposit, { config_id: id, amount: '499.99' }, alice.token)).toEqual({
    type: 'error',
    message: 'lockup.belowMin',
    params: { min: '500' },
  });
  expect(
    (await server.call(lockupDeposit, { config_id: id, amount: '100000.01' }, alice.token)).message,
  ).toBe('lockup.balanceInsufficient');
  expect((await server.call(lockupDeposit, { config_id: 9999, amount: '1000' }, alice.token)).message).toBe(
    'lockup.notFound',
  );
  expect((await server.call(lockupDeposit, { config_id: id, amount: '1000' })).type).toBe(999);
  expect(await balance(server, alice, USDT)).toEqual(before);
  expect((await list(alice)).total).toBe(0);
});

describe('a 30-day deposit of 1000 USDT at 0.08 % a day, cancel rate 2 %', () => {
  let order: LockupOrder;

  it('locks the amount', async () => {
    order = ok<LockupOrder>(
      await server.call(lockupDeposit, { config_id: product(30).id, amount: '1000' }, alice.token),
    );
    expect(order).toMatchObject({
      status: 1,
      amount: '1000',
      total_interest: '0',
      cancel_fee: '20',
      estimated_interest: '24',
      days_accrued: 0,
    });
    expect(order.end_at - order.start_at).toBe(30 * DAY);
    expect(await balance(server, alice, USDT)).toEqual({ free: '99000', locked: '1000' });
  });

  it('accrues 0.8 a day by the server clock, full days only', async () => {
    await server.ctx.clock.advance(2 * DAY + 12 * HOUR);
    const [row] = (await list(alice)).order_list;
    expect(row).toMatchObject({ id: order.id, days_accrued: 2, total_interest: '1.6', status: 1 });
    const { rows } = await server.db.query<{ total_interest: string }>(
      `SELECT total_interest::text FROM lockup_orders WHERE id = $1`,
      [order.id],
    );
    expect(canonicalDecimal(rows[0]!.total_interest)).toBe('1.6');
  });

  it('pushes the order to its owner alone as a day accrues (lockup_order), as the list now reads it', async () => {
    const toUser = jest.spyOn(server.ctx.realtime, 'toUser');
    try {
      await server.ctx.clock.advance(DAY);
      const pushed = toUser.mock.calls.filter(([, event]) => event === LOCKUP_ORDER_EVENT);
      expect(pushed).toHaveLength(1);
      const [userId, , payload] = pushed[0]!;
      expect(userId).toBe(alice.id);
      expect(lockupOrderPushSchema.parse(payload)).toMatchObject({ id: order.id, days_accrued: 3, total_interest: '2.4' });
      const [row] = (await list(alice)).order_list;
      expect(payload).toEqual(row);
    } finally {
      toUser.mockRestore();
    }
  });

  it("refuses another user's order, a bad id and a visitor", async () => {
    expect((await server.call(lockupCancel, { id: order.id }, bob.token)).message).toBe(
      'lockup.orderNotFound',
    );
    expect((await server.call(lockupCancel, { id: 'abc' }, alice.token)).type).toBe('error');
    expect((await server.call(lockupCancel, { id: order.id })).type).toBe(999);
    expect((await server.call(lockupOrders, {})).type).toBe(999);
    expect((await list(alice)).order_list[0]!.status).toBe(1);
  });

  it('cancels: principal less the 2 % fee back, interest forfeited, fee to the fee account', async () => {
    const feesBefore = await houseBalance(server, 'fees', USDT);
    const cancelled = ok<LockupOrder>(await server.call(lockupCancel, { id: order.id }, alice.token));
    expect(cancelled).toMatchObject({ status: 3, cancel_fee: '20', total_interest: '0' });
    expect(await balance(server, alice, USDT)).toEqual({ free: '99980', locked: '0' });
    expect(await houseBalance(server, 'fees', USDT)).toBe(add(feesBefore, '20'));
    expect((await server.call(lockupCancel, { id: order.id }, alice.token)).message).toBe(
      'lockup.notCancellable',
    );
    await expectConserved(server);
  });
});

it('pays the principal and the whole interest at maturity (7 days of 500 at 0.05 % = 1.75)', async () => {
  const order = ok<LockupOrder>(
    await server.call(lockupDeposit, { config_id: product(7).id, amount: '500' }, bob.token),
  );
  expect(order.estimated_interest).toBe('1.75');
  await server.ctx.clock.advance(3 * DAY);
  expect((await list(bob)).order_list[0]).toMatchObject({ status: 1, total_interest: '0.75' });
  await server.ctx.clock.advance(4 * DAY);
  const [ended] = (await list(bob)).order_list;
  expect(ended).toMatchObject({ status: 2, total_interest: '1.75', days_accrued: 7, cancel_fee: '0' });
  expect(await balance(server, bob, USDT)).toEqual({ free: '100001.75', locked: '0' });
  expect((await server.call(lockupCancel, { id: order.id }, bob.token)).message).toBe(
    'lockup.notCancellable',
  );
  await expectConserved(server);
});

it('lists 5 orders a page, newest first', async () => {
  const carol = await newTrader(server, '13800000703', false);
  for (let i = 1; i <= 6; i++) {
    ok(await server.call(lockupDeposit, { config_id: product(7).id, amount: String(100 + i) }, carol.token));
  }
  const first = await list(carol);
  expect(first.order_list.map((o) => o.amount)).toEqual(['106', '105', '104', '103', '102']);
  expect(first.total).toBe(6);
  expect((await list(carol, 2)).order_list.map((o) => o.amount)).toEqual(['101']);
  expect((await list(carol, 3)).order_list).toEqual([]);
  // The page size is the caller's `limit` (spec §7 sends 5; 5 is also the default).
  const byTwo = ok<{ order_list: LockupOrder[]; limit: number }>(
    await server.call(lockupOrders, { page: 2, limit: 2 }, carol.token),
  );
  expect([byTwo.limit, byTwo.order_list.map((o) => o.amount)]).toEqual([2, ['104', '103']]);
});

describe('lh/deposit with an Idempotency-Key', () => {
  const keyed = (trader: Trader, key: string, amount = '500') =>
    injectCall(server.app, lockupDeposit, { config_id: product(30).id, amount }, trader.token, {
      [IDEMPOTENCY_KEY_HEADER]: key,
    });

  it('locks once for 20 requests with one key sent at once, and answers a retry the same', async () => {
    const dora = await newTrader(server, '13800000704', false);
    const before = await balance(server, dora, USDT);
    const answers = await Promise.all(Array.from({ length: 20 }, () => keyed(dora, 'lockup-once-1')));
    expect(answers[0]).toMatchObject({ type: 'ok', message: { amount: '500', status: 1 } });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect((await list(dora)).total).toBe(1);
    expect(await balance(server, dora, USDT)).toEqual({ free: sub(before.free, '500'), locked: '500' });
    // Later, the key answers the first deposit; with other figures it is the conflict.
    expect(await keyed(dora, 'lockup-once-1')).toEqual(answers[0]);
    expect(await keyed(dora, 'lockup-once-1', '800')).toEqual({
      type: 'error',
      message: 'lockup.idempotencyConflict',
    });
    expect((await list(dora)).total).toBe(1);
    const second = ok<LockupOrder>(await keyed(dora, 'lockup-once-2'));
    expect(second.id).not.toBe(ok<LockupOrder>(answers[0]!).id);
    expect((await list(dora)).total).toBe(2);
    expect(await balance(server, dora, USDT)).toEqual({ free: sub(before.free, '1000'), locked: '1000' });
    await expectConserved(server);
  });

  it('lets the unique index decide between requests of one key that miss each other (two nodes)', async () => {
    const emil = await newTrader(server, '13800000705', false);
    const before = await balance(server, emil, USDT);
    const answers = await sentFromTwoNodes(20, () => keyed(emil, 'lockup-race-1'));
    expect(answers[0]!.type).toBe('ok');
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect((await list(emil)).total).toBe(1);
    expect(await balance(server, emil, USDT)).toEqual({ free: sub(before.free, '500'), locked: '500' });
    await expectConserved(server);
  });

  it('refuses a malformed key with lockup.badIdempotencyKey, locking nothing', async () => {
    const finn = await newTrader(server, '13800000706', false);
    const before = await balance(server, finn, USDT);
    for (const key of ['short', 'not a key!', 'x'.repeat(65)]) {
      expect(await keyed(finn, key)).toEqual({ type: 'error', message: 'lockup.badIdempotencyKey' });
    }
    expect((await list(finn)).total).toBe(0);
    expect(await balance(server, finn, USDT)).toEqual(before);
    await expectConserved(server);
  });
});
