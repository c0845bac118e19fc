import { leverApi, legalLog, login, type LeverDeal, type LeverPosition } from '@exchange/protocol';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { expectConserved, newTrader, type Trader } from '../spot/spot-test-kit';
import {
  BTC_PAIR,
  fundLever,
  LTC_PAIR,
  leverBalance,
  movePrice,
  positionOf,
  submit,
  tab,
} from './lever-test-kit';

let server: TestServer;
let alice: Trader;
let bob: Trader;

beforeAll(async () => {
  server = await startTestServer();
  alice = await newTrader(server, '13900000001');
  bob = await newTrader(server, '13900000002');
  await fundLever(server, alice, '10000');
  expect((await movePrice(server, 'BTC/USDT', '65000')).type).toBe('ok');
});
afterAll(() => server.stop());

const call = (
  endpoint: (typeof leverApi)[keyof typeof leverApi],
  who: Trader,
  input: Record<string, unknown>,
) => server.call(endpoint, input, who.token);

describe('lever/deal', () => {
  it('answers the pair terms, the book and the caller balance', async () => {
    const answer = await call(leverApi.deal, alice, BTC_PAIR);
    expect(answer.type).toBe('ok');
    const deal = answer.message as LeverDeal;
    expect(deal).toMatchObject({
      last_price: '65000',
      multiple: { muit: [5, 10, 20, 50, 100] },
      user_lever: '10000',
      all_levers: '10000',
      lever_share_limit: { min: 1, max: 500 },
      lever_share_num: '0.01',
      lever_trade_fee: '0.1',
      spread: '0.05',
      sell_status: 1,
      maintenance_rate: '50',
      my_transaction: [],
      hazard_rate: '0',
    });
    expect(deal.lever_transaction).toEqual({ in: expect.any(Array), out: expect.any(Array) });
  });

  it('answers 999 to a guest (spec §6) and refuses a pair without contracts', async () => {
    expect((await server.call(leverApi.deal, BTC_PAIR)).type).toBe(999);
    expect((await call(leverApi.deal, alice, { legal_id: 1, currency_id: 7 })).message).toBe(
      'lever.pairClosed',
    );
  });
});

describe('the demo user', () => {
  it('finds 10000 USDT in its contract account and can open a position', async () => {
    const token = (await server.call(login, { user_string: 'demo@exchange.local', password: 'demo1234' }))
      .message as string;
    const deal = (await server.call(leverApi.deal, BTC_PAIR, token)).message as LeverDeal;
    expect(deal.user_lever).toBe('10000');
    const demo = { token, id: 0 };
    const position = positionOf(await submit(server, demo, { share: 1 }));
    positionOf(await server.call(leverApi.close, { id: position.id }, token));
  });
});

describe('POST /operator/price', () => {
  it('refuses an unknown pair, a price off the tick and a caller without the secret', async () => {
    expect((await movePrice(server, 'NOPE/USDT', '1')).message).toBe('operator.unknownPair');
    expect((await movePrice(server, 'BTC/USDT', '65000.001')).message).toBe('operator.badPrice');
    expect((await movePrice(server, 'BTC/USDT', '0')).message).toBe('operator.badPrice');
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/operator/price',
      payload: { pair: 'BTC/USDT', price: '1' },
    });
    expect(anonymous.statusCode).toBe(403);
    expect((await call(leverApi.deal, alice, BTC_PAIR)).message).toMatchObject({ last_price: '65000' });
  });
});

describe('a long 10x of 2 lots', () => {
  let position: LeverPosition;

  it('opens at the market plus the spread, holding margin and charging the fee', async () => {
    position = positionOf(await submit(server, alice));
    expect(position).toMatchObject({
      type: 1,
      status: 1,
      status_name: 'open',
      share: 2,
      number: '0.02',
      origin_price: '65000',
      update_price: '65032.5',
      value: '1300.65',
      caution_money: '130.065',
      trade_fee: '1.30065',
      multiple: 10,
      symbol: 'BTC/USDT',
      profits: '-0.65',
    });
    expect(await leverBalance(server, alice)).toEqual({ free: '9868.63435', locked: '130.065' });
  });

  it('is marked to market: profit, total and risk rate follow the price', async () => {
    await movePrice(server, 'BTC/USDT', '66000');
    const open = await tab(server, alice, 1);
    expect(open.message.data.map((p) => [p.id, p.profits, p.price])).toEqual([
      [position.id, '19.35', '66000'],
    ]);
    expect(open.order).toEqual(open.message);
    expect(open).toMatchObject({ profits: '19.35', profits_total: '19.35', hazard_rate: '7702.34' });
  });

  it('refuses stops on the wrong side of the open price and keeps the old ones', async () => {
    const wrongProfit = await call(leverApi.setstop, alice, {
      id: position.id,
      target_profit_price: '64000',
    });
    expect(wrongProfit.message).toBe('lever.stopProfitSide');
    const wrongLoss = await call(leverApi.setstop, alice, { id: position.id, stop_loss_price: '66000' });
    expect(wrongLoss.message).toBe('lever.stopLossSide');
    const offGrid = await call(leverApi.setstop, alice, {
      id: position.id,
      target_profit_price: '67000.001',
    });
    expect(offGrid.message).toBe('lever.priceStep');
    expect((await tab(server, alice, 1)).message.data[0]).toMatchObject({
      target_profit_price: '0',
      stop_loss_price: '0',
    });
  });

  it("keeps another user's position out of reach", async () => {
    for (const endpoint of [leverApi.close, leverApi.cancel, leverApi.setstop]) {
      expect((await call(endpoint, bob, { id: position.id })).message).toBe('lever.notFound');
    }
    expect((await tab(server, bob, 1)).message.data).toEqual([]);
  });

  it('closes by its stop-profit when the price crosses it, and says so to the owner only', async () => {
    const set = await call(leverApi.setstop, alice, {
      id: position.id,
      target_profit_price: '67000',
      stop_loss_price: '64000',
    });
    expect(positionOf(set)).toMatchObject({ target_profit_price: '67000', stop_loss_price: '64000' });
    const pushes = jest.spyOn(server.ctx.realtime, 'toUser');
    await movePrice(server, 'BTC/USDT', '67000');
    const closed = (await tab(server, alice, 3)).message.data;
    expect(closed.map((p) => [p.id, p.close_reason, p.profits, p.price])).toEqual([
      [position.id, 'stop_profit', '39.35', '67000'],
    ]);
    expect(await leverBalance(server, alice)).toEqual({ free: '10038.04935', locked: '0' });
    expect(pushes).toHaveBeenCalledWith(
      alice.id,
      'lever_closed',
      expect.objectContaining({ ids: [position.id] }),
    );
    const leverPushes = pushes.mock.calls.filter(([, event]) => String(event).startsWith('lever_'));
    expect(leverPushes.length).toBeGreaterThan(0);
    expect(leverPushes.every(([userId]) => userId === alice.id)).toBe(true);
    pushes.mockRestore();
    expect((await call(leverApi.close, alice, { id: position.id })).message).toBe('lever.notOpen');
  });
});

describe('a limit order', () => {
  it('waits pending with its margin and fee frozen, and a cancel gives them back', async () => {
    const pending = positionOf(await submit(server, alice, { status: 0, target_price: '64000' }));
    expect(pending).toMatchObject({
      status: 0,
      update_price: '64032',
      caution_money: '128.064',
      trade_fee: '1.28064',
    });
    expect(await leverBalance(server, alice)).toEqual({ free: '9908.70471', locked: '129.34464' });
    expect((await tab(server, alice, 0)).message.data.map((p) => p.id)).toEqual([pending.id]);
    expect((await call(leverApi.close, alice, { id: pending.id })).message).toBe('lever.notOpen');

    const cancelled = positionOf(await call(leverApi.cancel, alice, { id: pending.id }));
    expect(cancelled).toMatchObject({ status: 4, status_name: 'revoked' });
    expect(await leverBalance(server, alice)).toEqual({ free: '10038.04935', locked: '0' });
    expect((await tab(server, alice, 4)).message.data.map((p) => p.id)).toEqual([pending.id]);
    expect((await call(leverApi.cancel, alice, { id: pending.id })).message).toBe('lever.notPending');
  });

  it('opens when the market reaches its price', async () => {
    const pending = positionOf(await submit(server, alice, { status: 0, target_price: '64000' }));
    await movePrice(server, 'BTC/USDT', '64000');
    const [open] = (await tab(server, alice, 1)).message.data;
    expect(open).toMatchObject({ id: pending.id, status: 1, update_price: '64032', profits: '-0.64' });
    expect(await leverBalance(server, alice)).toEqual({ free: '9908.70471', locked: '128.064' });
    positionOf(await call(leverApi.close, alice, { id: pending.id }));
    expect(await leverBalance(server, alice)).toEqual({ free: '10036.12871', locked: '0' });
  });

  it('needs a price', async () => {
    expect((await submit(server, alice, { status: 0 })).message).toBe('lever.enterPrice');
  });
});

describe('submit checks', () => {
  it.each([
    [{ multiple: '' }, 'lever.selectMultiple'],
    [{ multiple: 7 }, 'lever.badMultiple'],
    [{ share: '1.5' }, 'lever.integer'],
    [{ share: 0 }, 'lever.integer'],
  ])('refuses %p with %s', async (input, key) => {
    expect((await submit(server, alice, input)).message).toBe(key);
  });

  it('refuses lots above the maximum with nomore and its bound', async () => {
    expect(await submit(server, alice, { share: 501 })).toMatchObject({
      message: 'lever.nomore',
      params: { max: 500 },
    });
  });

  it('refuses a short on a pair whose sell_status is 0, allows a long there', async () => {
    await movePrice(server, 'LTC/USDT', '80');
    expect((await submit(server, alice, { ...LTC_PAIR, type: 2 })).message).toBe('lever.shortForbidden');
    const long = positionOf(await submit(server, alice, { ...LTC_PAIR, type: 1 }));
    positionOf(await call(leverApi.close, alice, { id: long.id }));
  });

  it('checks the trade password: none bound is type not, then empty, then wrong', async () => {
    const carol = await newTrader(server, '13900000003', false);
    await fundLever(server, carol, '100');
    expect(await submit(server, carol)).toMatchObject({ type: 'not', message: 'lever.noTradePassword' });
    expect((await submit(server, alice, { password: '' })).message).toBe('trade.enterPsw');
    expect((await submit(server, alice, { password: '654321' })).message).toBe('trade.pswWrong');
  });

  it('refuses margin + fee above the contract balance without writing anything', async () => {
    const before = await leverBalance(server, alice);
    expect((await submit(server, alice, { share: 500, multiple: 5 })).message).toBe(
      'lever.insufficientBalance',
    );
    expect(await leverBalance(server, alice)).toEqual(before);
  });

  it('makes one position of a submit repeated with its idempotency key, two without a key', async () => {
    const [first, second] = await Promise.all([
      submit(server, alice, { share: 3 }),
      submit(server, alice, { share: 3 }),
    ]);
    expect(positionOf(first).id).not.toBe(positionOf(second).id);
    const keyed = positionOf(await submit(server, alice, { share: 4 }, 'lever-key-0001'));
    const again = positionOf(await submit(server, alice, { share: 4 }, 'lever-key-0001'));
    expect(again.id).toBe(keyed.id);
    expect((await tab(server, alice, 1)).message.data.map((p) => p.id).sort()).toEqual(
      [positionOf(first).id, positionOf(second).id, keyed.id].sort(),
    );
    const closed = await call(leverApi.batchClose, alice, { type: 0 });
    expect((closed.message as { closed: number[] }).closed).toHaveLength(3);
  });
});

describe('batch close', () => {
  it('closes the sells only with type 2', async () => {
    const long = positionOf(await submit(server, alice, { type: 1 }));
    const shortA = positionOf(await submit(server, alice, { type: 2, share: 1 }));
    const shortB = positionOf(await submit(server, alice, { type: 2, share: 2 }));
    const answer = await call(leverApi.batchClose, alice, { type: 2 });
    expect((answer.message as { closed: number[] }).closed.sort()).toEqual([shortA.id, shortB.id].sort());
    expect((await tab(server, alice, 1)).message.data.map((p) => p.id)).toEqual([long.id]);
    await call(leverApi.batchClose, alice, { type: 1 });
    expect((await tab(server, alice, 1)).message.data).toEqual([]);
  });
});

describe('liquidation', () => {
  it('closes the account below the maintenance risk rate without a negative balance', async () => {
    await fundLever(server, bob, '200');
    await movePrice(server, 'BTC/USDT', '65000');
    const position = positionOf(await submit(server, bob, { multiple: 100, share: 10 }));
    expect(position).toMatchObject({
      caution_money: '65.0325',
      trade_fee: '6.50325',
      liquidation_price: '63422.69',
    });
    await movePrice(server, 'BTC/USDT', '63500');
    expect((await tab(server, bob, 1)).message.data.map((p) => p.id)).toEqual([position.id]);
    await movePrice(server, 'BTC/USDT', '60000');
    const [closed] = (await tab(server, bob, 3)).message.data;
    expect(closed).toMatchObject({ id: position.id, close_reason: 'liquidation', profits: '-193.49675' });
    expect(await leverBalance(server, bob)).toEqual({ free: '0', locked: '0' });
  });
});

describe('overnight fee and records', () => {
  it('charges value x 0.05 % once per day open', async () => {
    const position = positionOf(await submit(server, alice, { share: 1 }));
    expect(position.update_price).toBe('60030');
    await server.ctx.clock.advance(24 * 3600_000);
    const [open] = (await tab(server, alice, 1)).message.data;
    expect(open).toMatchObject({ id: position.id, overnight_money: '0.30015' });
    await server.ctx.clock.advance(3600_000);
    expect((await tab(server, alice, 1)).message.data[0]?.overnight_money).toBe('0.30015');
    positionOf(await call(leverApi.close, alice, { id: position.id }));
  });

  it('lists the pair history in dealall and every contract balance change in legal_log lever', async () => {
    const all = await call(leverApi.dealall, alice, { ...BTC_PAIR, page: 1 });
    const history = all.message as { orders: Array<{ status: number }>; complete: Array<{ type: string }> };
    expect(history.orders.length).toBeGreaterThan(5);
    expect(new Set(history.complete.map((c) => c.type))).toEqual(new Set(['in', 'out']));
    const log = await server.call(legalLog, { type: 'lever', page: 1 }, alice.token);
    const infos = new Set((log.message as { list: Array<{ info: string }> }).list.map((e) => e.info));
    expect(infos.has('ledger.other')).toBe(false);
    for (const key of [
      'ledger.leverMargin',
      'ledger.leverFee',
      'ledger.leverRelease',
      'ledger.leverProfit',
      'ledger.leverOvernight',
    ]) {
      expect(infos.has(key)).toBe(true);
    }
  });

  it('conserves the ledger through everything above', async () => {
    await expectConserved(server);
  });
});
