import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import {
  IDEMPOTENCY_KEY_HEADER,
  IEO_DRAWN_EVENT,
  IEO_RESULT_EVENT,
  ieoDrawnPushSchema,
  ieoResultPushSchema,
  login,
  projectBuy,
  projectDetail,
  projectList,
  projectLottery,
  projectOrder,
  type Project,
  type ProjectOrder,
} from '@exchange/protocol';
import { add, canonicalDecimal, compare, multiplyDown, sub } from '../../money';
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
import { draw } from './lottery';
import { DAY, FIXED_SEED, HOUR, moveFromLever, moveToLever, newProject } from './ieo-test-kit';

const USDT = 1;
const UNI = 16;
const CONFLICT = { type: 'error', message: 'ieo.idempotencyConflict' };

let server: TestServer;
let traders: Trader[];
let broke: Trader;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  traders = [
    await newTrader(server, '13800000601', false),
    await newTrader(server, '13800000602', false),
    await newTrader(server, '13800000603', false),
  ];
  broke = await newTrader(server, '13800000604', false);
  await moveToLever(server, broke, USDT);
});
afterAll(() => server.stop());

const ok = <T>(answer: { type: unknown; message: unknown }): T => {
  if (answer.type !== 'ok') throw new Error(`expected ok, got ${String(answer.message)}`);
  return answer.message as T;
};
const detail = async (id: number, token?: string) =>
  ok<{ info: Project; order_info: ProjectOrder | null; server_time: number }>(
    await server.call(projectDetail, { project_id: id }, token),
  );

describe('seeded projects', () => {
  it('lists 30 a page, newest start first, with every phase and a second page', async () => {
    const first = ok<{ list: Project[]; total: number; server_time: number }>(
      await server.call(projectList, { limit: 30, page: 1 }),
    );
    expect(first.list).toHaveLength(30);
    expect(first.total).toBeGreaterThan(30);
    expect(new Set(first.list.map((p) => p.time_status))).toEqual(new Set([1, 2, 3]));
    const starts = first.list.map((p) => p.start_at);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const second = ok<{ list: Project[] }>(await server.call(projectList, { page: 2 }));
    expect(second.list.length).toBe(first.total - 30);
    expect(second.list.every((p) => p.time_status === 3 && p.drawn === 1)).toBe(true);
    // The page size is the caller's `limit` (spec §7 sends limit=30; 30 is also the default).
    const bySeven = ok<{ list: Project[]; limit: number }>(
      await server.call(projectList, { limit: 7, page: 2 }),
    );
    expect([bySeven.limit, bySeven.list.map((p) => p.id)]).toEqual([
      7,
      first.list.slice(7, 14).map((p) => p.id),
    ]);
    // A visitor holds nothing.
    expect(first.list.every((p) => p.user_has_money === 0)).toBe(true);
  });

  it('lets the demo user place the seeded winning subscription after sell_begin', async () => {
    const token = ok<string>(
      await server.call(login, { user_string: 'demo@exchange.local', password: 'demo1234' }),
    );
    const list = ok<{ list: Project[] }>(await server.call(projectList, {}, token)).list;
    const open = list.find(
      (p) => p.time_status === 3 && p.sell_begin <= Date.now() && p.currency_name === 'UNI',
    )!;
    expect(open.user_has_money).toBe(1);
    const { order_info } = await detail(open.id, token);
    expect(order_info).toMatchObject({ type: 2, status: 1, coin_amount: '100', total_price: '650' });
    const demo = { token, id: 0 };
    const before = await balance(server, demo, USDT);

    const placed = ok<ProjectOrder>(
      await server.call(projectBuy, { project_id: open.id, total_price: '650' }, token),
    );

    expect(placed).toMatchObject({ status: 2, coin_amount: '100' });
    expect((await balance(server, demo, USDT)).free).toBe(sub(before.free, '650'));
    await expectConserved(server);
  });
});

describe('a project through its phases, with a fixed seed', () => {
  let id: number;
  const orders = new Map<number, ProjectOrder>();

  beforeAll(async () => {
    id = await newProject(server, { startIn: HOUR, endIn: 2 * HOUR, sellIn: 3 * HOUR });
  });

  it('refuses a subscription before the start', async () => {
    expect((await detail(id)).info.time_status).toBe(1);
    const answer = await server.call(projectOrder, { project_id: id, amount: '10' }, traders[0]!.token);
    expect(answer).toEqual({ type: 'error', message: 'ieo.notInProgress' });
  });

  it('moves to in progress when the clock reaches start_at (scheduler)', async () => {
    await server.ctx.clock.advance(HOUR);
    expect((await detail(id)).info.time_status).toBe(2);
    const { rows } = await server.db.query<{ time_status: number }>(
      `SELECT time_status FROM ieo_projects WHERE id = $1`,
      [id],
    );
    expect(rows[0]!.time_status).toBe(2);
  });

  it('subscribes with the pay currency locked, or by lottery without it', async () => {
    for (const trader of traders) {
      expect((await detail(id, trader.token)).info.user_has_money).toBe(1);
      const before = await balance(server, trader, USDT);
      const order = ok<ProjectOrder>(
        await server.call(projectOrder, { project_id: id, amount: '300' }, trader.token),
      );
      expect(order).toMatchObject({
        type: 1,
        status: 0,
        coin_amount: '300',
        total_price: '600',
        locked: '600',
      });
      const after = await balance(server, trader, USDT);
      expect(sub(before.free, after.free)).toBe('600');
      expect(sub(after.locked, before.locked)).toBe('600');
      orders.set(trader.id, order);
    }
    expect((await detail(id, broke.token)).info.user_has_money).toBe(0);
    const entry = ok<ProjectOrder>(
      await server.call(projectLottery, { project_id: id, amount: '300' }, broke.token),
    );
    expect(entry).toMatchObject({ type: 2, status: 0, locked: '0' });
    orders.set(broke.id, entry);
    const info = (await detail(id)).info;
    expect(info).toMatchObject({ total_apply: '1200', apply_count: 4, drawn: 0, lottery_seed: '' });
  });

  it('refuses bad subscriptions and moves nothing', async () => {
    const [a] = traders as [Trader];
    const before = await balance(server, a, USDT);
    const cases: Array<[Record<string, unknown>, string, Trader, typeof projectOrder]> = [
      [{ project_id: id, amount: '-5' }, 'ieo.enterQuantity', a, projectOrder],
      [{ project_id: id, amount: '0' }, 'ieo.enterQuantity', a, projectOrder],
      [{ project_id: id, amount: '' }, 'ieo.enterQuantity', a, projectOrder],
      [{ project_id: id, amount: '10' }, 'ieo.alreadySubscribed', a, projectOrder],
      [{ project_id: 999999, amount: '10' }, 'ieo.notFound', a, projectOrder],
    ];
    for (const [input, key, who, call] of cases) {
      expect((await server.call(call, input, who.token)).message).toBe(key);
    }
    const fresh = await newTrader(server, '13800000605', false);
    expect((await server.call(projectLottery, { project_id: id, amount: '10' }, fresh.token)).message).toBe(
      'ieo.useOrder',
    );
    expect(await server.call(projectOrder, { project_id: id, amount: '1000.5' }, fresh.token)).toEqual({
      type: 'error',
      message: 'ieo.overSupply',
      params: { max: '1000' },
    });
    const poor = await newTrader(server, '13800000606', false);
    await moveToLever(server, poor, USDT, '99999');
    expect((await server.call(projectOrder, { project_id: id, amount: '100' }, poor.token)).message).toBe(
      'balance.insufficient',
    );
    expect((await server.call(projectOrder, { project_id: id, amount: '10' }, broke.token)).message).toBe(
      'ieo.alreadySubscribed',
    );
    expect((await server.call(projectOrder, { project_id: id, amount: '10' })).type).toBe(999);
    expect(await balance(server, a, USDT)).toEqual(before);
    expect((await detail(id)).info.apply_count).toBe(4);
  });

  it('refuses a placement before sell_begin, and a bad total price at any time', async () => {
    const answer = await server.call(projectBuy, { project_id: id, total_price: '600' }, traders[0]!.token);
    expect(answer.message).toBe('ieo.placementNotOpen');
    for (const total_price of ['-600', '0', '', 'x']) {
      const bad = await server.call(projectBuy, { project_id: id, total_price }, traders[0]!.token);
      expect(bad.message).toBe('ieo.enterQuantity');
    }
    expect((await server.call(projectBuy, { project_id: id, total_price: '600' })).type).toBe(999);
  });

  it('draws at end_at from the recorded seed: the same winners as a replay, losers refunded', async () => {
    const before = new Map<number, { free: string; locked: string }>();
    for (const t of traders) before.set(t.id, await balance(server, t, USDT));
    // A visitor's open page hears of the draw (ieo_drawn to every socket) and reads the results.
    const visitor = connect(`http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`, {
      transports: ['websocket'],
    });
    await new Promise<void>((resolve) => visitor.once('connect', () => resolve()));
    const heard = new Promise<unknown>((resolve) =>
      visitor.on(IEO_DRAWN_EVENT, (push: unknown) => {
        if (ieoDrawnPushSchema.parse(push).project_id === id) resolve(push);
      }),
    );
    // Each subscriber is told their own result (ieo_result to their user room), nobody else's.
    const toUser = jest.spyOn(server.ctx.realtime, 'toUser');
    await server.ctx.clock.advance(HOUR);
    expect(await heard).toEqual({ project_id: id });
    visitor.disconnect();
    const results = toUser.mock.calls.filter(([, event]) => event === IEO_RESULT_EVENT);
    toUser.mockRestore();
    expect(results).toHaveLength(orders.size);

    const replay = draw(
      FIXED_SEED,
      [...orders.values()].map((o) => ({ id: o.id, amount: o.apply_amount })),
      '50',
      '1000',
    );
    const info = (await detail(id)).info;
    expect(info).toMatchObject({
      time_status: 3,
      drawn: 1,
      lottery_seed: FIXED_SEED,
      win_count: 2,
      total_apply: '1200',
    });
    for (const trader of [...traders, broke]) {
      const order = (await detail(id, trader.token)).order_info!;
      const expected = replay.find((a) => a.id === order.id)!;
      expect(order.status).toBe(expected.won ? 1 : 3);
      const pushed = results.filter(([userId]) => userId === trader.id).map(([, , push]) => push);
      expect(pushed.map((push) => ieoResultPushSchema.parse(push))).toEqual([order]);
      expect(order.coin_amount).toBe(expected.coins);
      expect(order.total_price).toBe(multiplyDown(expected.coins, '2'));
      if (order.type === 1) {
        const was = before.get(trader.id)!;
        const now = await balance(server, trader, USDT);
        // The lock keeps only what the allotment costs; the rest is back.
        expect(canonicalDecimal(now.locked)).toBe(add(sub(was.locked, '600'), order.total_price));
        expect(canonicalDecimal(now.free)).toBe(sub(add(was.free, '600'), order.total_price));
      }
    }
    const wins = replay.filter((a) => a.won);
    expect(
      compare(
        wins.map((a) => a.coins).reduce((sum, coins) => add(sum, coins), '0'),
        '1000',
      ),
    ).toBeLessThanOrEqual(0);
    const late = await newTrader(server, '13800000607', false);
    expect((await server.call(projectOrder, { project_id: id, amount: '1' }, late.token)).message).toBe(
      'ieo.notInProgress',
    );
    expect((await server.call(projectBuy, { project_id: id, total_price: '1' }, late.token)).message).toBe(
      'ieo.noOrder',
    );
    await expectConserved(server);
  });

  it('places only winners, at their total price, after sell_begin, once', async () => {
    await server.ctx.clock.advance(HOUR);
    const houseBefore = await houseBalance(server, 'ieo', USDT);
    let paid = '0';
    for (const trader of [...traders, broke]) {
      const order = (await detail(id, trader.token)).order_info!;
      if (order.status === 3) {
        const answer = await server.call(projectBuy, { project_id: id, total_price: '600' }, trader.token);
        expect(answer.message).toBe('ieo.notWinner');
        continue;
      }
      if (order.type === 2) await moveFromLever(server, trader, USDT, order.total_price);
      expect(await server.call(projectBuy, { project_id: id, total_price: '1' }, trader.token)).toEqual({
        type: 'error',
        message: 'ieo.priceMismatch',
        params: { total_price: order.total_price },
      });
      const coinsBefore = await balance(server, trader, UNI);
      const placed = ok<ProjectOrder>(
        await server.call(projectBuy, { project_id: id, total_price: order.total_price }, trader.token),
      );
      expect(placed).toMatchObject({ status: 2, locked: '0' });
      expect(canonicalDecimal((await balance(server, trader, UNI)).free)).toBe(
        add(coinsBefore.free, order.coin_amount),
      );
      paid = add(paid, order.total_price);
      const again = await server.call(
        projectBuy,
        { project_id: id, total_price: order.total_price },
        trader.token,
      );
      expect(again.message).toBe('ieo.alreadyPlaced');
    }
    expect(await houseBalance(server, 'ieo', USDT)).toBe(add(houseBefore, paid));
    await expectConserved(server);
  });
});

it('shows a visitor the detail without an order and refuses their subscription', async () => {
  const id = await newProject(server, { startIn: -HOUR, endIn: DAY, sellIn: 2 * DAY });
  const answer = await detail(id);
  expect(answer.order_info).toBeNull();
  expect(answer.info).toMatchObject({ time_status: 2, user_has_money: 0, content: '<p>Test</p>' });
  expect((await server.call(projectLottery, { project_id: id, amount: '1' })).type).toBe(999);
  expect((await server.call(projectDetail, { project_id: 'x' })).type).toBe('error');
});

describe('project/order and project/lottery with an Idempotency-Key', () => {
  let id: number;
  let other: number;
  const keyed = (
    endpoint: typeof projectOrder,
    trader: Trader,
    key: string,
    input: Record<string, unknown>,
  ) => injectCall(server.app, endpoint, input, trader.token, { [IDEMPOTENCY_KEY_HEADER]: key });

  beforeAll(async () => {
    id = await newProject(server, { startIn: -HOUR, endIn: DAY, sellIn: 2 * DAY });
    other = await newProject(server, { startIn: -HOUR, endIn: DAY, sellIn: 2 * DAY });
  });

  it('subscribes once for 20 requests with one key sent at once, and answers a retry the same', async () => {
    const gus = await newTrader(server, '13800000611', false);
    const before = await balance(server, gus, USDT);
    const input = { project_id: id, amount: '10' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => keyed(projectOrder, gus, 'ieo-once-1', input)),
    );
    expect(answers[0]).toMatchObject({ type: 'ok', message: { type: 1, status: 0, locked: '20' } });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect((await detail(id)).info).toMatchObject({ apply_count: 1, total_apply: '10' });
    expect(await balance(server, gus, USDT)).toEqual({ free: sub(before.free, '20'), locked: '20' });
    // Later, the key with other figures, or on the other call, is the conflict and changes nothing.
    for (const call of [projectOrder, projectLottery]) {
      expect(await keyed(call, gus, 'ieo-once-1', { project_id: id, amount: '50' })).toEqual(CONFLICT);
    }
    expect(await keyed(projectLottery, gus, 'ieo-once-1', input)).toEqual(CONFLICT);
    // A new key is a new subscription: refused on the same project (one each), made on another.
    expect((await keyed(projectOrder, gus, 'ieo-once-2', input)).message).toBe('ieo.alreadySubscribed');
    const second = ok<ProjectOrder>(
      await keyed(projectOrder, gus, 'ieo-once-3', { project_id: other, amount: '10' }),
    );
    expect(second.id).not.toBe(ok<ProjectOrder>(answers[0]!).id);
    expect((await detail(id)).info).toMatchObject({ apply_count: 1, total_apply: '10' });
    expect(await balance(server, gus, USDT)).toEqual({ free: sub(before.free, '40'), locked: '40' });
    await expectConserved(server);
  });

  it('lets the unique index decide between requests of one key that miss each other (two nodes)', async () => {
    const hana = await newTrader(server, '13800000612', false);
    await moveToLever(server, hana, USDT);
    // Even sent for two projects, one key makes one subscription; the other project's requests are the conflict.
    const answers = await sentFromTwoNodes(20, (i) =>
      keyed(projectLottery, hana, 'ieo-race-1', { project_id: i % 2 === 0 ? id : other, amount: '5' }),
    );
    const made = answers.filter((answer) => answer.type === 'ok');
    expect(made[0]).toMatchObject({ type: 'ok', message: { type: 2, locked: '0' } });
    for (const answer of made) expect(answer).toEqual(made[0]);
    expect(made).toHaveLength(10);
    for (const answer of answers.filter((a) => a.type !== 'ok')) expect(answer).toEqual(CONFLICT);
    const { rows } = await server.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM ieo_orders WHERE user_id = $1`,
      [hana.id],
    );
    expect(rows[0]!.n).toBe('1');
    expect((await detail(id)).info.apply_count + (await detail(other)).info.apply_count).toBe(3);
    await expectConserved(server);
  });

  it('refuses a malformed key with ieo.badIdempotencyKey, subscribing nothing', async () => {
    const ivan = await newTrader(server, '13800000613', false);
    const before = await balance(server, ivan, USDT);
    for (const key of ['short', 'not a key!', 'x'.repeat(65)]) {
      expect(await keyed(projectOrder, ivan, key, { project_id: id, amount: '10' })).toEqual({
        type: 'error',
        message: 'ieo.badIdempotencyKey',
      });
    }
    expect((await detail(id, ivan.token)).order_info).toBeNull();
    expect(await balance(server, ivan, USDT)).toEqual(before);
    await expectConserved(server);
  });
});

describe('project/buy with an Idempotency-Key', () => {
  const projects: number[] = [];
  const winners: Trader[] = [];
  const buy = (trader: Trader, key: string, project_id: number, total_price = '20') =>
    injectCall(server.app, projectBuy, { project_id, total_price }, trader.token, {
      [IDEMPOTENCY_KEY_HEADER]: key,
    });
  const statusOf = async (id: number, trader: Trader) => (await detail(id, trader.token)).order_info!.status;

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      projects.push(
        await newProject(server, { startIn: -HOUR, endIn: HOUR, sellIn: 2 * HOUR }, { winRate: '100' }),
      );
    }
    for (const phone of ['13800000621', '13800000622', '13800000623']) {
      const trader = await newTrader(server, phone, false);
      for (const id of projects)
        ok(await server.call(projectOrder, { project_id: id, amount: '10' }, trader.token));
      winners.push(trader);
    }
    await server.ctx.clock.advance(2 * HOUR);
  });

  it('places once for 20 requests with one key sent at once, and answers a retry the same', async () => {
    const [jo] = winners as [Trader];
    const [id] = projects as [number];
    const before = { usdt: await balance(server, jo, USDT), uni: await balance(server, jo, UNI) };
    const house = await houseBalance(server, 'ieo', USDT);
    const answers = await Promise.all(Array.from({ length: 20 }, () => buy(jo, 'ieo-buy-once-1', id)));
    expect(answers[0]).toMatchObject({ type: 'ok', message: { status: 2, coin_amount: '10', locked: '0' } });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const paid = async () => ({ usdt: await balance(server, jo, USDT), uni: await balance(server, jo, UNI) });
    const once = {
      usdt: { free: before.usdt.free, locked: sub(before.usdt.locked, '20') },
      uni: { free: add(before.uni.free, '10'), locked: before.uni.locked },
    };
    expect(await paid()).toEqual(once);
    expect(await houseBalance(server, 'ieo', USDT)).toBe(add(house, '20'));
    // Later, the key with other figures is the conflict; a new key cannot place it again.
    expect(await buy(jo, 'ieo-buy-once-1', id, '999')).toEqual(CONFLICT);
    expect((await buy(jo, 'ieo-buy-once-2', id)).message).toBe('ieo.alreadyPlaced');
    // A new key places the other winning order.
    const second = ok<ProjectOrder>(await buy(jo, 'ieo-buy-once-3', projects[1]!));
    expect(second.id).not.toBe(ok<ProjectOrder>(answers[0]!).id);
    expect((await paid()).uni.free).toBe(add(before.uni.free, '20'));
    await expectConserved(server);
  });

  it('lets the unique index decide between requests of one key that miss each other (two nodes)', async () => {
    const kim = winners[1]!;
    const before = await balance(server, kim, UNI);
    // Even sent for two winning orders, one key places one of them; the other's requests are the conflict.
    const answers = await sentFromTwoNodes(20, (i) => buy(kim, 'ieo-buy-race-1', projects[i % 2]!));
    const made = answers.filter((answer) => answer.type === 'ok');
    expect(made[0]).toMatchObject({ type: 'ok', message: { status: 2 } });
    for (const answer of made) expect(answer).toEqual(made[0]);
    expect(made).toHaveLength(10);
    for (const answer of answers.filter((a) => a.type !== 'ok')) expect(answer).toEqual(CONFLICT);
    expect([await statusOf(projects[0]!, kim), await statusOf(projects[1]!, kim)].sort()).toEqual([1, 2]);
    expect((await balance(server, kim, UNI)).free).toBe(add(before.free, '10'));
    await expectConserved(server);
  });

  it('refuses a malformed key with ieo.badIdempotencyKey, placing nothing', async () => {
    const lea = winners[2]!;
    const before = await balance(server, lea, USDT);
    for (const key of ['short', 'not a key!', 'x'.repeat(65)]) {
      expect(await buy(lea, key, projects[0]!)).toEqual({ type: 'error', message: 'ieo.badIdempotencyKey' });
    }
    expect(await statusOf(projects[0]!, lea)).toBe(1);
    expect(await balance(server, lea, USDT)).toEqual(before);
    await expectConserved(server);
  });
});
