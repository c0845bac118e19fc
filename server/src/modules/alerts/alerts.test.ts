import {
  ALERTS_ACTIVE_MAX,
  alertsList,
  PRICE_ALERT_EVENT,
  priceAlertPushSchema,
  type PriceAlert,
} from '@exchange/protocol';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { newTrader, type Trader } from '../spot/spot-test-kit';
import {
  addAlert,
  cancelAlert,
  eventually,
  firedAlert,
  listAlerts,
  movePrice,
  okOf,
} from './alerts-test-kit';

let server: TestServer;
let alice: Trader;
let bob: Trader;

beforeAll(async () => {
  server = await startTestServer();
  alice = await newTrader(server, '13800000991', false);
  bob = await newTrader(server, '13800000992', false);
});
afterAll(() => server.stop());

const alertCount = async () =>
  Number((await server.db.query<{ n: string }>('SELECT count(*)::text AS n FROM price_alerts')).rows[0]!.n);

describe('add, list, cancel', () => {
  it('adds alerts on a pair, lists them newest first (all, by state, by pair) and cancels one', async () => {
    const above = okOf<PriceAlert>(await addAlert(server, alice, 'above', '70000.5'));
    const below = okOf<PriceAlert>(await addAlert(server, alice, 'below', '60000'));
    expect(above).toMatchObject({
      symbol: 'BTC/USDT',
      legal_id: 1,
      currency_id: 2,
      direction: 'above',
      price: '70000.5',
      state: 'active',
      fired_at: null,
      fired_price: null,
      cancelled_at: null,
    });
    expect((await listAlerts(server, alice)).list.map((a) => a.id)).toEqual([below.id, above.id]);
    expect((await listAlerts(server, alice, { legal_id: 1, currency_id: 3 })).total).toBe(0);
    expect((await listAlerts(server, alice, { legal_id: 1, currency_id: 2 })).total).toBe(2);

    const cancelled = okOf<PriceAlert>(await cancelAlert(server, alice, above.id));
    expect(cancelled).toMatchObject({ id: above.id, state: 'cancelled' });
    expect(cancelled.cancelled_at).toEqual(expect.any(Number));
    expect((await listAlerts(server, alice, { state: 'active' })).list.map((a) => a.id)).toEqual([below.id]);
    expect((await listAlerts(server, alice, { state: 'cancelled' })).list).toEqual([cancelled]);
    expect((await cancelAlert(server, alice, above.id)).message).toBe('alerts.alreadyCancelled');
    okOf(await cancelAlert(server, alice, below.id));
  });

  it("keeps each user's alerts to themselves, and a visitor out", async () => {
    const mine = okOf<PriceAlert>(await addAlert(server, alice, 'above', '90000'));
    expect((await cancelAlert(server, bob, mine.id)).message).toBe('alerts.notFound');
    expect((await cancelAlert(server, alice, 999_999)).message).toBe('alerts.notFound');
    expect((await listAlerts(server, bob)).total).toBe(0);
    expect((await server.call(alertsList, {})).type).toBe(999);
    okOf(await cancelAlert(server, alice, mine.id));
  });
});

describe('validation', () => {
  it.each([
    ['above', '', 'alerts.enterPrice'],
    ['above', '0', 'alerts.enterPrice'],
    ['above', '-70000', 'alerts.enterPrice'],
    ['above', 'abc', 'alerts.enterPrice'],
    ['above', '1e9', 'alerts.enterPrice'],
    ['above', '70000.123456789', 'alerts.tooPrecise'],
    ['sideways', '70000', 'alerts.badDirection'],
    ['', '70000', 'alerts.badDirection'],
  ])('refuses direction %p price %p with %s, writing nothing', async (direction, price, key) => {
    const before = await alertCount();
    const answer = await addAlert(server, alice, direction, price);
    expect(answer).toMatchObject({ type: 'error', message: key });
    expect(await alertCount()).toBe(before);
  });

  it('refuses an unknown pair and one without spot trading', async () => {
    expect((await addAlert(server, alice, 'above', '1', { legal_id: 1, currency_id: 999 })).message).toBe(
      'alerts.pairUnknown',
    );
    // CRV/USDT is seeded with open_coin_trade 0.
    expect((await addAlert(server, alice, 'above', '1', { legal_id: 1, currency_id: 21 })).message).toBe(
      'alerts.pairUnknown',
    );
  });

  it('refuses a level the last price already reached, naming the last price', async () => {
    movePrice(server, '65000');
    expect(await addAlert(server, alice, 'above', '64000')).toMatchObject({
      message: 'alerts.alreadyAbove',
      params: { price: '65000' },
    });
    expect(await addAlert(server, alice, 'above', '65000')).toMatchObject({ message: 'alerts.alreadyAbove' });
    expect(await addAlert(server, alice, 'below', '65000.001')).toMatchObject({
      message: 'alerts.alreadyBelow',
      params: { price: '65000' },
    });
  });

  it(`keeps at most ${ALERTS_ACTIVE_MAX} alerts waiting per user; a cancel makes room`, async () => {
    const added: PriceAlert[] = [];
    for (let i = 0; i < ALERTS_ACTIVE_MAX; i++) {
      added.push(okOf<PriceAlert>(await addAlert(server, bob, 'above', String(100000 + i))));
    }
    expect(await addAlert(server, bob, 'above', '200000')).toMatchObject({
      message: 'alerts.tooMany',
      params: { max: ALERTS_ACTIVE_MAX },
    });
    expect(await addAlert(server, alice, 'above', '200000')).toMatchObject({ type: 'ok' });
    okOf(await cancelAlert(server, bob, added[0]!.id));
    expect(await addAlert(server, bob, 'above', '200000')).toMatchObject({ type: 'ok' });
    for (const { list } of [await listAlerts(server, bob, { state: 'active', limit: 100 })]) {
      for (const alert of list) okOf(await cancelAlert(server, bob, alert.id));
    }
    for (const alert of (await listAlerts(server, alice, { state: 'active' })).list) {
      okOf(await cancelAlert(server, alice, alert.id));
    }
  });
});

describe('firing', () => {
  let pushes: Array<[number, unknown]>;
  let restore: () => void;
  beforeEach(() => {
    pushes = [];
    const toUser = jest.spyOn(server.ctx.realtime, 'toUser').mockImplementation((userId, event, payload) => {
      if (event === PRICE_ALERT_EVENT) pushes.push([userId, payload]);
    });
    restore = () => toUser.mockRestore();
  });
  afterEach(() => restore());
  // The push follows the database's commit, so on Postgres another connection can read the fired
  // row a moment before the push goes out: wait for the pushes themselves.
  const pushed = (count: number) => eventually(async () => (pushes.length >= count ? pushes : undefined));

  it('fires an above alert once, on the first trade at or above its price, to its owner alone', async () => {
    movePrice(server, '65000');
    const mine = okOf<PriceAlert>(await addAlert(server, alice, 'above', '66000'));
    const bobs = okOf<PriceAlert>(await addAlert(server, bob, 'above', '68000'));
    movePrice(server, '65999.99');
    movePrice(server, '66000.5');
    const fired = await firedAlert(server, alice, mine.id);
    expect(fired).toMatchObject({ state: 'fired', fired_price: '66000.5' });
    expect(fired.fired_at).toEqual(expect.any(Number));
    expect(await pushed(1)).toEqual([[alice.id, fired]]);
    expect(priceAlertPushSchema.parse(pushes[0]![1])).toEqual(fired);
    expect((await listAlerts(server, bob, { state: 'active' })).list.map((a) => a.id)).toEqual([bobs.id]);

    // Crossing again fires nothing more; bob's level then fires bob's alone.
    movePrice(server, '65000');
    movePrice(server, '67000');
    movePrice(server, '68000');
    const bobsFired = await firedAlert(server, bob, bobs.id);
    expect(await pushed(2)).toEqual([
      [alice.id, fired],
      [bob.id, bobsFired],
    ]);
    expect((await cancelAlert(server, alice, mine.id)).message).toBe('alerts.alreadyFired');
  });

  it('fires a below alert on the first trade at or below its price', async () => {
    movePrice(server, '65000');
    const mine = okOf<PriceAlert>(await addAlert(server, alice, 'below', '64000.5'));
    movePrice(server, '64000.51');
    movePrice(server, '63000');
    expect(await firedAlert(server, alice, mine.id)).toMatchObject({ fired_price: '63000' });
    expect((await pushed(1)).map(([userId]) => userId)).toEqual([alice.id]);
  });

  it('never fires a cancelled alert', async () => {
    movePrice(server, '65000');
    const cancelled = okOf<PriceAlert>(await addAlert(server, alice, 'above', '65500'));
    const sentinel = okOf<PriceAlert>(await addAlert(server, alice, 'above', '65600'));
    okOf(await cancelAlert(server, alice, cancelled.id));
    movePrice(server, '65700');
    await firedAlert(server, alice, sentinel.id);
    expect((await pushed(1)).map(([, alert]) => (alert as PriceAlert).id)).toEqual([sentinel.id]);
    expect((await listAlerts(server, alice, { state: 'cancelled' })).list[0]).toMatchObject({
      id: cancelled.id,
    });
  });
});
