import { microApi, MICRO_CLOSED_EVENT, type MicroCurrency, type MicroOrderPage } from '@exchange/protocol';
import {
  BTC_PAIR,
  ETH_PAIR,
  microBalance,
  newTrader,
  orderOf,
  movePrice,
  startMicroServer,
  submit,
  T0,
  testStorage,
  XRP_PAIR,
  type MicroServer,
  type Trader,
} from './micro-test-kit';
import type { TestStorage } from '../../testing/test-db';

let storage: TestStorage;
let server: MicroServer;
let alice: Trader;
let bob: Trader;
let pushes: Array<{ userId: number; event: string; payload: unknown }>;

const list = async (trader: Trader, input: Record<string, unknown>) =>
  (await server.call(microApi.microLists, input, trader.token)).message as MicroOrderPage;

beforeAll(async () => {
  storage = testStorage();
  server = await startMicroServer(storage);
  alice = await newTrader(server, '13800000501');
  bob = await newTrader(server, '13800000502');
  const toUser = server.ctx.realtime.toUser.bind(server.ctx.realtime);
  pushes = [];
  server.ctx.realtime.toUser = (userId, event, payload) => {
    pushes.push({ userId, event, payload });
    toUser(userId, event, payload);
  };
  // A fresh embedded database and every module start in tens of seconds on a loaded 2-core machine.
}, 240_000);
afterAll(async () => {
  await server.close();
  await storage.cleanup();
});

async function expectConserved(): Promise<void> {
  const totals = await server.ctx.ledger.totals(server.db);
  expect([...totals].filter(([, total]) => !/^-?0(\.0*)?$/.test(total))).toEqual([]);
}

describe('microtrade/payable_currencies and seconds', () => {
  it('offers USDT with its amounts, fee, the caller micro balance and the insurance plans', async () => {
    const answer = await server.call(microApi.microPayableCurrencies, {}, alice.token);
    expect(answer.type).toBe('ok');
    const [usdt] = answer.message as MicroCurrency[];
    expect(usdt).toEqual({
      id: 1,
      currency_id: 1,
      name: 'USDT',
      micro_numbers: ['10', '50', '100', '500', '1000'],
      micro_trade_fee: '1',
      user_wallet: { micro_balance: '1000', lock_micro_balance: '0' },
      insurance_types: [
        {
          id: 1,
          name: 'micro.insurance.standard',
          claim_loss_percent: '50',
          stop_profit_percent: '100',
          max_daily_payouts: 2,
        },
      ],
      user_insurance: null,
    });
  });

  it('shows the user their chosen insurance', async () => {
    await server.db.query(`INSERT INTO micro_user_insurance VALUES ($1, 1, 1)`, [bob.id]);
    const [usdt] = (await server.call(microApi.microPayableCurrencies, {}, bob.token))
      .message as MicroCurrency[];
    expect(usdt!.user_insurance).toEqual({ insurance_type_id: 1 });
  });

  it('needs a session for the currencies, not for the seconds options', async () => {
    expect((await server.call(microApi.microPayableCurrencies)).type).toBe(999);
    expect(await server.call(microApi.microSeconds)).toEqual({
      type: 'ok',
      message: [
        { seconds: 30, profit_ratio: '80' },
        { seconds: 60, profit_ratio: '85' },
        { seconds: 120, profit_ratio: '90' },
        { seconds: 300, profit_ratio: '95' },
      ],
    });
  });
});

describe('microtrade/submit and settlement', () => {
  it('locks the stake and the fee and stamps the live price and the server time', async () => {
    await movePrice(server, 'BTC/USDT', '65000.5');
    const order = orderOf(await submit(server, alice, { type: 1, seconds: 30, number: '100' }));
    expect(order).toMatchObject({
      symbol_name: 'BTC/USDT',
      seconds: 30,
      number: '100',
      currency_name: 'USDT',
      open_price: '65000.5',
      end_price: '0',
      type: 1,
      status: 1,
      remain_milli_seconds: 30000,
      fact_profits: '0',
      fee: '1',
      profit_ratio: '80',
      result: 0,
      match_id: BTC_PAIR,
      created_at: T0,
      end_at: T0 + 30000,
    });
    expect(await microBalance(server, alice)).toEqual({ free: '899', locked: '100' });
  });

  it('settles exactly at expiry with the price then: an up order on a higher price wins', async () => {
    await server.clock.advance(10_000);
    await movePrice(server, 'BTC/USDT', '65010');
    await server.clock.advance(19_999);
    const running = await list(alice, { status: 1, match_id: BTC_PAIR });
    expect(running.list.map((o) => o.remain_milli_seconds)).toEqual([1]);

    await server.clock.advance(1);
    expect((await list(alice, { status: 1 })).total).toBe(0);
    const [closed] = (await list(alice, { status: 3 })).list;
    expect(closed).toMatchObject({
      status: 3,
      end_price: '65010',
      fact_profits: '79',
      result: 1,
      remain_milli_seconds: 0,
    });
    // 1000 before the submit, + 79 after it settled.
    expect(await microBalance(server, alice)).toEqual({ free: '1079', locked: '0' });
    const closedPush = pushes.find((p) => p.event === MICRO_CLOSED_EVENT);
    expect(closedPush).toEqual({
      userId: alice.id,
      event: 'micro_closed',
      payload: { type: 'micro_closed', data: closed },
    });
    await expectConserved();
  });

  it('loses the stake and the fee when the price goes against the order', async () => {
    await movePrice(server, 'ETH/USDT', '3400');
    orderOf(await submit(server, alice, { match_id: ETH_PAIR, type: 2, seconds: 60, number: '50' }));
    await movePrice(server, 'ETH/USDT', '3400.01');
    await server.clock.advance(60_000);
    const [closed] = (await list(alice, { status: 3, match_id: ETH_PAIR })).list;
    expect(closed).toMatchObject({
      type: 2,
      end_price: '3400.01',
      fact_profits: '-50.5',
      fee: '0.5',
      result: -1,
    });
    expect(await microBalance(server, alice)).toEqual({ free: '1028.5', locked: '0' });
    await expectConserved();
  });

  it('returns the stake on an unchanged price; the fee stays charged', async () => {
    await movePrice(server, 'BTC/USDT', '64000');
    orderOf(await submit(server, bob, { type: 1, seconds: 30, number: '10' }));
    await server.clock.advance(30_000);
    const [closed] = (await list(bob, { status: 3 })).list;
    expect(closed).toMatchObject({ end_price: '64000', fact_profits: '-0.1', result: 0 });
    expect(await microBalance(server, bob)).toEqual({ free: '999.9', locked: '0' });
  });
});

describe('microtrade/submit refusals', () => {
  const refused = async (trader: Trader, input: Record<string, unknown>, key: string) => {
    const before = await microBalance(server, trader);
    const answer = await submit(server, trader, input);
    expect(answer).toMatchObject({ type: 'error', message: key });
    expect(await microBalance(server, trader)).toEqual(before);
    return answer;
  };

  it('refuses an amount that is not one of micro_numbers', async () => {
    const answer = await refused(alice, { number: '20' }, 'micro.numberNotAllowed');
    expect(answer.params).toEqual({ numbers: '10, 50, 100, 500, 1000' });
  });

  it('refuses a missing amount, a bad direction or a duration that is not offered', async () => {
    await refused(alice, { number: '' }, 'micro.enterNumber');
    await refused(alice, { type: 3 }, 'micro.badDirection');
    await refused(alice, { seconds: 45 }, 'micro.unknownSeconds');
  });

  it('refuses a pair closed to micro trading, an unknown pair and an unknown currency', async () => {
    await refused(alice, { match_id: XRP_PAIR }, 'micro.pairClosed');
    await refused(alice, { match_id: 999 }, 'micro.unknownPair');
    await refused(alice, { currency_id: 7 }, 'micro.unknownCurrency');
  });

  it('refuses a stake above the micro balance (stake plus fee) and writes nothing', async () => {
    const poor = await newTrader(server, '13800000503', '100');
    const answer = await refused(poor, { number: '100' }, 'micro.insufficientBalance');
    expect(answer.params).toEqual({ needed: '101' });
    expect((await list(poor, { status: 1 })).total).toBe(0);
  });

  it('needs a session to submit', async () => {
    expect(
      (
        await server.call(microApi.microSubmit, {
          match_id: 1,
          currency_id: 1,
          type: 1,
          seconds: 30,
          number: 10,
        })
      ).type,
    ).toBe(999);
  });
});

describe('doubled submits', () => {
  it('places one order for two requests with the same idempotency key', async () => {
    const before = await microBalance(server, bob);
    const [first, second] = await Promise.all([
      submit(server, bob, { number: '10', seconds: 60 }, 'micro-key-000001'),
      submit(server, bob, { number: '10', seconds: 60 }, 'micro-key-000001'),
    ]);
    expect(orderOf(first).id).toBe(orderOf(second).id);
    const again = await submit(server, bob, { number: '10', seconds: 60 }, 'micro-key-000001');
    expect(orderOf(again).id).toBe(orderOf(first).id);
    expect((await list(bob, { status: 1 })).total).toBe(1);
    expect(await microBalance(server, bob)).toEqual({ free: '989.8', locked: '10' });
    expect(before.free).toBe('999.9');
  });

  it('places two orders for the same order sent twice at once without a key', async () => {
    const [first, second] = await Promise.all([
      submit(server, bob, { number: '50', seconds: 120, type: 2 }),
      submit(server, bob, { number: '50', seconds: 120, type: 2 }),
    ]);
    expect(orderOf(first).id).not.toBe(orderOf(second).id);
    expect((await list(bob, { status: 1 })).total).toBe(3);
  });

  it('refuses a malformed idempotency key', async () => {
    expect(await submit(server, bob, {}, 'bad key')).toMatchObject({ message: 'micro.badIdempotencyKey' });
  });
});

describe('microtrade/lists', () => {
  it('shows only the caller orders', async () => {
    const mine = await list(bob, { status: 1 });
    expect(mine.list.every((o) => o.currency_name === 'USDT')).toBe(true);
    const aliceIds = new Set([...(await list(alice, { status: 3 })).list].map((o) => o.id));
    expect(mine.list.some((o) => aliceIds.has(o.id))).toBe(false);
    expect((await list(bob, { status: 3 })).list.map((o) => o.fact_profits)).toEqual(['-0.1']);
  });

  it('pages the closed orders 20 at a time, newest first, and filters by pair', async () => {
    const carol = await newTrader(server, '13800000504', '1000');
    for (let i = 0; i < 21; i += 1) {
      orderOf(await submit(server, carol, { number: '10', match_id: i % 2 === 0 ? BTC_PAIR : ETH_PAIR }));
      await server.clock.advance(2_000);
    }
    await server.clock.advance(30_000);
    const first = await list(carol, { status: 3, page: 1 });
    const second = await list(carol, { status: 3, page: 2 });
    expect([first.list.length, second.list.length, first.total, first.limit]).toEqual([20, 1, 21, 20]);
    expect(first.list[0]!.id).toBeGreaterThan(first.list[19]!.id);
    expect(second.list[0]!.id).toBeLessThan(first.list[19]!.id);
    expect((await list(carol, { status: 3, match_id: ETH_PAIR })).total).toBe(10);
    // The page size is the caller's `limit` (spec §7 sends limit=20; 20 is also the default).
    const bySeven = await list(carol, { status: 3, page: 2, limit: 7 });
    expect([bySeven.limit, bySeven.list.map((o) => o.id)]).toEqual([
      7,
      first.list.slice(7, 14).map((o) => o.id),
    ]);
    await expectConserved();
  });

  it('answers an empty page for a user without orders', async () => {
    const dave = await newTrader(server, '13800000505', '0');
    expect(await list(dave, { status: 1 })).toEqual({ list: [], page: 1, limit: 20, total: 0 });
  });
});
