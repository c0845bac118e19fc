import { SPOT_MAX_WAITING_STOPS, spotApi, type SpotOrder, type SpotOrderPage } from '@exchange/protocol';
import { buildServer } from '../../app';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { testConfig } from '../../testing/test-config';
import type { OrderChange } from '../market';
import { expectBooksHold } from '../../testing/books';
import {
  BTC,
  USDT,
  balance,
  expectConserved,
  makerQuote,
  newTrader,
  orderCount,
  orderOf,
  trade,
  type Trader,
} from './spot-test-kit';

/** Issue 26: stop-limit, OCO and time in force through coin/trade, on real storage. */

let server: TestServer;
let alice: Trader;
let bob: Trader;
let closed = false;
const changes: OrderChange[] = [];

beforeAll(async () => {
  server = await startTestServer({ rateLimits: false });
  alice = await newTrader(server, '13700000001');
  bob = await newTrader(server, '13700000002');
  server.ctx.markets.on('order', (change) => changes.push(change));
  await moveTo('60000');
});
afterAll(async () => {
  if (!closed) await server.stop();
});

/** The house prints one lot at `price`: the last price moves there, and stops it crosses fire. */
async function moveTo(price: string, on: Pick<TestServer['ctx'], 'markets'> = server.ctx): Promise<void> {
  const market = on.markets.market(1)!;
  expect(on.markets.movePrice(1, market.pair.scale.price.toUnits(price)!)).toBe(true);
  await on.markets.flush();
}

const stored = async (id: number) => {
  const { rows } = await server.db.query<{ status: number; trigger_state: string | null }>(
    `SELECT status, trigger_state FROM orders WHERE id = $1`,
    [id],
  );
  return rows[0];
};
const openList = async (who: Trader) =>
  (await server.call(spotApi.transactionAll, { page: 1 }, who.token)).message as SpotOrderPage;
const cancel = async (who: Trader, id: number) => server.call(spotApi.coinCancelTrade, { id }, who.token);

describe('refusals (nothing written)', () => {
  it.each([
    [
      { kind: 'stop_limit', type: 1, target_price: '59000', trigger_price: '59500' },
      'spot.triggerAboveMarket',
    ],
    [
      { kind: 'stop_limit', type: 2, target_price: '61000', trigger_price: '60500' },
      'spot.triggerBelowMarket',
    ],
    [{ kind: 'stop_limit', type: 2, target_price: '59000' }, 'spot.enterTriggerPrice'],
    [{ kind: 'stop_limit', type: 2, target_price: '59000', trigger_price: '59000.001' }, 'spot.priceStep'],
    [
      { kind: 'oco', type: 2, target_price: '59000', trigger_price: '58000', stop_limit_price: '57900' },
      'spot.ocoPrices',
    ],
    [
      { kind: 'oco', type: 1, target_price: '59000', trigger_price: '59500', stop_limit_price: '61000' },
      'spot.ocoPrices',
    ],
    [{ kind: 'oco', type: 2, target_price: '61000', trigger_price: '59000' }, 'spot.enterPrice'],
    [
      {
        kind: 'stop_limit',
        type: 2,
        target_price: '59000',
        trigger_price: '59500',
        time_in_force: 'POST_ONLY',
      },
      'validation.invalid',
    ],
  ])('%j answers %s', async (input, key) => {
    const before = await orderCount(server, alice.id);
    const answer = await trade(server, alice, { amount: '0.01', ...input });
    expect(answer).toMatchObject({ type: 'error', message: key });
    expect(await orderCount(server, alice.id)).toBe(before);
  });
});

describe('time in force', () => {
  it('FOK that the book cannot fill in full trades nothing and answers spot.fokNotFilled', async () => {
    makerQuote(server, 'sell', '60100', '0.01');
    const before = await balance(server, alice, USDT);
    const answer = await trade(server, alice, {
      type: 1,
      target_price: '60100',
      amount: '0.02',
      time_in_force: 'FOK',
    });
    expect(answer).toMatchObject({ type: 'error', message: 'spot.fokNotFilled' });
    expect(await balance(server, alice, USDT)).toEqual(before);
    expect(server.ctx.markets.market(1)!.book.bestAsk()).toBeDefined();
    await expectConserved(server);
  });

  it('IOC fills what it can and cancels the rest; post-only that would take is refused', async () => {
    const ioc = orderOf(
      await trade(server, alice, { type: 1, target_price: '60100', amount: '0.02', time_in_force: 'IOC' }),
    );
    expect(ioc).toMatchObject({ status: 2, deal_amount: '0.01', time_in_force: 'IOC' });
    expect((await openList(alice)).list.map((o) => o.id)).not.toContain(ioc.id);
    makerQuote(server, 'sell', '60200', '0.01');
    const post = await trade(server, alice, {
      type: 1,
      target_price: '60200',
      amount: '0.01',
      time_in_force: 'POST_ONLY',
    });
    expect(post).toMatchObject({ type: 'error', message: 'spot.postOnlyWouldTake' });
    const rests = orderOf(
      await trade(server, alice, {
        type: 1,
        target_price: '59000',
        amount: '0.01',
        time_in_force: 'POST_ONLY',
      }),
    );
    expect(rests).toMatchObject({ status: 1, time_in_force: 'POST_ONLY' });
    await cancel(alice, rests.id);
    await expectConserved(server);
  });
});

describe('stop-limit', () => {
  let stop: SpotOrder;

  it('waits off the book with its funds locked and shows its trigger in the open list', async () => {
    const before = await balance(server, bob, BTC);
    stop = orderOf(
      await trade(server, bob, {
        kind: 'stop_limit',
        type: 2,
        target_price: '58000',
        trigger_price: '59000',
        amount: '0.1',
      }),
    );
    expect(stop).toMatchObject({
      kind: 'stop_limit',
      status: 1,
      trigger_price: '59000',
      trigger_state: 'waiting',
    });
    expect(await balance(server, bob, BTC)).toEqual({
      free: String(Number(before.free) - 0.1),
      locked: String(Number(before.locked) + 0.1),
    });
    expect((await openList(bob)).list.find((o) => o.id === stop.id)).toMatchObject({
      trigger_state: 'waiting',
    });
    expect(server.ctx.markets.market(1)!.book.has(stop.id)).toBe(false);
  });

  it('fires once when the last price crosses its trigger, enters the book and pushes the change', async () => {
    await moveTo('59500');
    expect((await stored(stop.id))?.trigger_state).toBe('waiting');
    await moveTo('59000');
    expect(await stored(stop.id)).toEqual({ status: 1, trigger_state: 'triggered' });
    expect(server.ctx.markets.market(1)!.book.has(stop.id)).toBe(true);
    const fired = changes.filter((c) => c.order.id === stop.id && c.reason === 'triggered');
    expect(fired).toHaveLength(1);
    await moveTo('58500');
    expect(changes.filter((c) => c.order.id === stop.id && c.reason === 'triggered')).toHaveLength(1);
    expect(await cancel(bob, stop.id)).toMatchObject({
      type: 'ok',
      message: { status: 3, trigger_state: 'triggered' },
    });
    await expectConserved(server);
  });

  it('cancels while waiting and gives its lock back', async () => {
    await moveTo('60000');
    const before = await balance(server, bob, BTC);
    const waiting = orderOf(
      await trade(server, bob, {
        kind: 'stop_limit',
        type: 2,
        target_price: '58000',
        trigger_price: '59000',
        amount: '0.1',
      }),
    );
    expect(await cancel(bob, waiting.id)).toMatchObject({ type: 'ok', message: { status: 3 } });
    expect(await balance(server, bob, BTC)).toEqual(before);
    await moveTo('58000');
    expect(changes.filter((c) => c.order.id === waiting.id && c.reason === 'triggered')).toEqual([]);
    await expectConserved(server);
  });
});

describe('OCO', () => {
  it('locks one amount for both legs; the stop leg triggering cancels the limit leg', async () => {
    await moveTo('60000');
    const before = await balance(server, bob, BTC);
    const limit = orderOf(
      await trade(server, bob, {
        kind: 'oco',
        type: 2,
        target_price: '62000',
        trigger_price: '59000',
        stop_limit_price: '58900',
        amount: '0.2',
      }),
    );
    expect(limit).toMatchObject({ kind: 'limit', oco_id: limit.id, status: 1 });
    const legs = (await openList(bob)).list.filter((o) => o.oco_id === limit.id);
    expect(legs.map((o) => o.kind).sort()).toEqual(['limit', 'stop_limit']);
    const stopLeg = legs.find((o) => o.kind === 'stop_limit')!;
    expect(stopLeg).toMatchObject({
      trigger_price: '59000',
      target_price: '58900',
      trigger_state: 'waiting',
    });
    expect((await balance(server, bob, BTC)).locked).toBe(String(Number(before.locked) + 0.2));

    await moveTo('58950');
    expect(await stored(limit.id)).toEqual({ status: 3, trigger_state: null });
    expect(await stored(stopLeg.id)).toEqual({ status: 1, trigger_state: 'triggered' });
    expect((await balance(server, bob, BTC)).locked).toBe(String(Number(before.locked) + 0.2));
    await cancel(bob, stopLeg.id);
    expect(await balance(server, bob, BTC)).toEqual(before);
    await expectConserved(server);
  });

  it('a fill of the limit leg cancels the stop leg; cancelling one leg cancels both', async () => {
    await moveTo('60000');
    const first = orderOf(
      await trade(server, bob, {
        kind: 'oco',
        type: 2,
        target_price: '61000',
        trigger_price: '59000',
        stop_limit_price: '58900',
        amount: '0.1',
      }),
    );
    const stopOf = async (ocoId: number) => {
      const { rows } = await server.db.query<{ id: string }>(
        `SELECT id::text FROM orders WHERE oco_id = $1 AND id <> $1`,
        [ocoId],
      );
      return Number(rows[0]!.id);
    };
    const firstStop = await stopOf(first.id);
    orderOf(await trade(server, alice, { type: 1, target_price: '61000', amount: '0.05' }));
    expect(await stored(firstStop)).toEqual({ status: 3, trigger_state: 'waiting' });
    expect(await stored(first.id)).toEqual({ status: 1, trigger_state: null });
    await cancel(bob, first.id);
    await moveTo('60000'); // the fill at 61000 moved the last price to the limit leg's

    const second = orderOf(
      await trade(server, bob, {
        kind: 'oco',
        type: 2,
        target_price: '61000',
        trigger_price: '59000',
        stop_limit_price: '58900',
        amount: '0.1',
      }),
    );
    const secondStop = await stopOf(second.id);
    expect(await cancel(bob, secondStop)).toMatchObject({ type: 'ok', message: { status: 3 } });
    expect((await stored(second.id))?.status).toBe(3);
    expect(server.ctx.markets.market(1)!.book.has(second.id)).toBe(false);
    await expectConserved(server);
  });
});

it(`refuses more than ${SPOT_MAX_WAITING_STOPS} waiting stops per user with spot.tooManyStops`, async () => {
  await moveTo('60000');
  const carol = await newTrader(server, '13700000003');
  await server.db.query(
    `INSERT INTO orders (user_id, pair_id, side, kind, price, amount, created_at, updated_at, trigger_price, trigger_state, status)
     SELECT $1, 1, 2, 'stop_limit', 50000, 0.0001, 0, 0, 50000, 'waiting', 1 FROM generate_series(1, $2::int)`,
    [carol.id, SPOT_MAX_WAITING_STOPS],
  );
  const answer = await trade(server, carol, {
    kind: 'stop_limit',
    type: 2,
    target_price: '58000',
    trigger_price: '59000',
    amount: '0.01',
  });
  expect(answer).toMatchObject({
    type: 'error',
    message: 'spot.tooManyStops',
    params: { max: SPOT_MAX_WAITING_STOPS },
  });
  await server.db.query(`DELETE FROM orders WHERE user_id = $1`, [carol.id]);
});

it('reloads waiting stops after a restart and fires them once there', async () => {
  await moveTo('60000');
  const waiting = orderOf(
    await trade(server, bob, {
      kind: 'stop_limit',
      type: 2,
      target_price: '57000',
      trigger_price: '59000',
      amount: '0.1',
    }),
  );
  const oco = orderOf(
    await trade(server, bob, {
      kind: 'oco',
      type: 2,
      target_price: '63000',
      trigger_price: '58000',
      stop_limit_price: '57000',
      amount: '0.1',
    }),
  );
  await server.ctx.markets.flush();
  await server.close();
  closed = true;
  const reopened = await buildServer(testConfig(server.storage, { rateLimits: false }), { quiet: true });
  try {
    const market = reopened.ctx.markets.market(1)!;
    expect(market.conditional.hasStop(waiting.id)).toBe(true);
    expect(market.book.has(oco.id)).toBe(true);
    expect(market.conditional.waitingStops().map((s) => s.ocoWith)).toContain(oco.id);
    const fired: OrderChange[] = [];
    reopened.ctx.markets.on('order', (change) => change.reason === 'triggered' && fired.push(change));
    await moveTo('57500', reopened.ctx);
    const { rows } = await reopened.db.query<{ id: string; status: number; trigger_state: string | null }>(
      `SELECT id::text, status, trigger_state FROM orders WHERE id = ANY($1::bigint[]) OR oco_id = $2 ORDER BY id`,
      [[waiting.id], oco.id],
    );
    // The plain stop fired; the OCO's stop leg fired too and took its limit leg off the book.
    expect(
      rows.map((r) => [
        Number(r.id) === oco.id ? 'leg' : Number(r.id) === waiting.id ? 'stop' : 'ocoStop',
        r.status,
        r.trigger_state,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['stop', 1, 'triggered'],
        ['leg', 3, null],
        ['ocoStop', 1, 'triggered'],
      ]),
    );
    expect(fired).toHaveLength(2);
    expect(market.conditional.waitingCount).toBe(0);
    expect(market.book.has(oco.id)).toBe(false);
    await expectBooksHold(reopened.db);
  } finally {
    await reopened.close();
    await server.storage.cleanup();
  }
});
