import { randomBytes, scryptSync } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  exchangeFast,
  leverApi,
  lockupConfig,
  lockupDeposit,
  microApi,
  projectBuy,
  projectLottery,
  projectOrder,
  spotApi,
  walletChange,
  walletOut,
  type Endpoint,
  type LockupConfig,
} from '@exchange/protocol';
import { keyedCalls, KEY_CONFLICT_STATUS } from '../services/idempotency-key';
import { startTestServer, type TestServer } from '../testing/test-server';
import { HOUR, DAY, moveToLever, newProject } from './ieo/ieo-test-kit';
import { fundLever, movePrice } from './lever/lever-test-kit';
import { emptyPaymentMethods, savePaymentMethods } from './wallet/payment-store';
import { BTC, expectConserved, newTrader, USDT, type Trader } from './spot/spot-test-kit';
import { walletFields } from '../services/ledger';

/**
 * Issue 22 §4: an Idempotency-Key means one thing on every keyed call (IETF Idempotency-Key draft).
 * The calls are the ones the server registered as keyed (`keyedCalls`), so a new keyed call without
 * a scenario here fails the first test. Each goes through: the same key with the same body answers
 * the first result and changes state once; the same key with another body is the conflict (HTTP
 * 422, the module's message) and changes nothing; two keys with the same body are two operations;
 * 20 requests at once with one key are one operation, leaving the same funds as one request.
 */

let server: TestServer;
let phone = 13800022000;

type Body = Record<string, string | number>;

interface Scenario {
  name: string;
  endpoint: Endpoint;
  /** A fresh user ready to make the call (funded, trade password bound as needed). */
  prepare(): Promise<Trader>;
  body: Body;
  /** The same call with one field changed. */
  other: Body;
  conflict: string;
  /** Rows the call writes for the user: one per operation. */
  table: string;
  /** A second operation with the same body, under a new key: made, or refused by the call's rules. */
  second: 'made' | string;
}

/** A trader with trade password 123456, stored cheaply so 20 parallel checks do not dominate. */
async function trader(tradePassword = true): Promise<Trader> {
  const who = await newTrader(server, String((phone += 1)), false);
  if (tradePassword) {
    const salt = randomBytes(16);
    const key = scryptSync('123456', salt, 32, { N: 1024, r: 8, p: 1 });
    const hash = ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    await server.db.query(`UPDATE users SET trade_password_hash = $1 WHERE id = $2`, [hash, who.id]);
  }
  return who;
}

async function send(endpoint: Endpoint, who: Trader, key: string, body: Body) {
  const response = await server.app.inject({
    method: 'POST',
    url: endpoint.path,
    headers: {
      authorization: `Bearer ${who.token}`,
      'content-type': 'application/x-www-form-urlencoded',
      [IDEMPOTENCY_KEY_HEADER]: key,
    },
    payload: new URLSearchParams(
      Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString(),
  });
  return { status: response.statusCode, body: response.json() as { type: unknown; message: unknown } };
}

/** What a call can change for a user: every wallet field, and the rows of the call's table. */
async function stateOf(who: Trader, table: string) {
  const { rows: wallets } = await server.db.query(
    `SELECT currency_id, ${walletFields.map((f) => `${f}::text`).join(', ')}
       FROM wallets WHERE user_id = $1 ORDER BY currency_id`,
    [who.id],
  );
  const { rows } = await server.db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM ${table} WHERE user_id = $1`,
    [who.id],
  );
  return { wallets, rows: Number(rows[0]!.n) };
}

const idOf = (answer: { message: unknown }) => (answer.message as { id: number }).id;

/** An answer without what moves with the clock (a running micro order's time left). */
const timeless = (answer: Awaited<ReturnType<typeof send>>) =>
  JSON.parse(
    JSON.stringify(answer, (name, value: unknown) => (name === 'remain_milli_seconds' ? undefined : value)),
  );

let lockup: LockupConfig;
const projects = { order: 0, lottery: 0, buy: 0 };
/** Winners of the `buy` project, subscribed before placement opened. */
const winners: Trader[] = [];

const scenarios: Scenario[] = [
  {
    name: 'wallet/change',
    endpoint: walletChange,
    prepare: () => trader(false),
    body: { currency_id: USDT, number: '7', from_field: 'change', to_field: 'micro' },
    other: { currency_id: USDT, number: '9', from_field: 'change', to_field: 'micro' },
    conflict: 'wallet.idempotencyConflict',
    table: 'wallet_transfers',
    second: 'made',
  },
  {
    name: 'wallet/out on a network',
    endpoint: walletOut,
    prepare: () => trader(),
    body: {
      currency: USDT,
      type: 'trc20',
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      number: '20',
      pay_password: '123456',
    },
    other: {
      currency: USDT,
      type: 'trc20',
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      number: '21',
      pay_password: '123456',
    },
    conflict: 'wallet.idempotencyConflict',
    table: 'wallet_records',
    second: 'made',
  },
  {
    name: 'wallet/out to the bank card',
    endpoint: walletOut,
    prepare: async () => {
      const who = await trader();
      await savePaymentMethods(
        server.db,
        who.id,
        {
          ...emptyPaymentMethods,
          real_name: 'Test',
          bank_name: 'Test Bank',
          bank_account: '6222000011112222',
        },
        server.ctx.clock.now(),
      );
      await server.db.transaction((tx) =>
        server.ctx.ledger.apply(tx, [
          { house: 'issuance', currencyId: USDT, amount: '-1000', reason: 'demo_funds' },
          { userId: who.id, currencyId: USDT, field: 'legal_balance', amount: '1000', reason: 'demo_funds' },
        ]),
      );
      return who;
    },
    body: { currency: USDT, type: 'bank', address: 'bank-card', number: '200', pay_password: '123456' },
    other: { currency: USDT, type: 'bank', address: 'bank-card', number: '300', pay_password: '123456' },
    conflict: 'wallet.idempotencyConflict',
    table: 'wallet_records',
    second: 'made',
  },
  {
    name: 'coin/trade',
    endpoint: spotApi.coinTrade,
    prepare: () => trader(),
    body: { legal_id: USDT, currency_id: BTC, type: 1, target_price: '20000', amount: '0.5' },
    other: { legal_id: USDT, currency_id: BTC, type: 1, target_price: '20000', amount: '0.4' },
    conflict: 'spot.idempotencyConflict',
    table: 'orders',
    second: 'made',
  },
  {
    name: 'lever/submit',
    endpoint: leverApi.submit,
    prepare: async () => {
      const who = await trader();
      await fundLever(server, who, '10000');
      return who;
    },
    body: {
      legal_id: USDT,
      currency_id: BTC,
      multiple: 10,
      share: 2,
      type: 1,
      status: 1,
      password: '123456',
    },
    other: {
      legal_id: USDT,
      currency_id: BTC,
      multiple: 10,
      share: 3,
      type: 1,
      status: 1,
      password: '123456',
    },
    conflict: 'lever.idempotencyConflict',
    table: 'lever_positions',
    second: 'made',
  },
  {
    name: 'microtrade/submit',
    endpoint: microApi.microSubmit,
    prepare: async () => {
      const who = await trader(false);
      const moved = await server.call(
        walletChange,
        { currency_id: USDT, number: '1000', from_field: 'change', to_field: 'micro' },
        who.token,
      );
      expect(moved.type).toBe('ok');
      return who;
    },
    body: { match_id: 1, currency_id: USDT, type: 1, seconds: 30, number: '100' },
    other: { match_id: 1, currency_id: USDT, type: 2, seconds: 30, number: '100' },
    conflict: 'micro.idempotencyConflict',
    table: 'micro_orders',
    second: 'made',
  },
  {
    name: 'exchange/fast',
    endpoint: exchangeFast,
    prepare: () => trader(false),
    body: { num: '0.01', currency: BTC },
    other: { num: '0.02', currency: BTC },
    conflict: 'exchange.idempotencyConflict',
    table: 'exchange_records',
    second: 'made',
  },
  {
    name: 'lh/deposit',
    endpoint: lockupDeposit,
    prepare: () => trader(false),
    get body() {
      return { config_id: lockup.id, amount: '500' };
    },
    get other() {
      return { config_id: lockup.id, amount: '600' };
    },
    conflict: 'lockup.idempotencyConflict',
    table: 'lockup_orders',
    second: 'made',
  },
  {
    name: 'project/order',
    endpoint: projectOrder,
    prepare: () => trader(false),
    get body() {
      return { project_id: projects.order, amount: '10' };
    },
    get other() {
      return { project_id: projects.order, amount: '11' };
    },
    conflict: 'ieo.idempotencyConflict',
    table: 'ieo_orders',
    second: 'ieo.alreadySubscribed',
  },
  {
    name: 'project/lottery',
    endpoint: projectLottery,
    prepare: async () => {
      const who = await trader(false);
      await moveToLever(server, who, USDT);
      return who;
    },
    get body() {
      return { project_id: projects.lottery, amount: '5' };
    },
    get other() {
      return { project_id: projects.lottery, amount: '6' };
    },
    conflict: 'ieo.idempotencyConflict',
    table: 'ieo_orders',
    second: 'ieo.alreadySubscribed',
  },
  {
    name: 'project/buy',
    endpoint: projectBuy,
    prepare: async () => winners.pop()!,
    get body() {
      return { project_id: projects.buy, total_price: '20' };
    },
    get other() {
      return { project_id: projects.buy, total_price: '21' };
    },
    conflict: 'ieo.idempotencyConflict',
    // One row per subscription; a placement writes its key on it: count the placed ones.
    table: `(SELECT user_id FROM ieo_orders WHERE placement_idempotency_key IS NOT NULL) AS placed`,
    second: 'ieo.alreadyPlaced',
  },
];

beforeAll(async () => {
  server = await startTestServer();
  expect((await movePrice(server, 'BTC/USDT', '65000')).type).toBe('ok');
  server.ctx.prices.setSource((id) => (id === BTC ? '65000' : undefined));
  const configs = (await server.call(lockupConfig, {})).message as LockupConfig[];
  lockup = configs.find((c) => c.currency_id === USDT)!;
  const open = { startIn: -HOUR, endIn: 10 * DAY, sellIn: 11 * DAY };
  projects.order = await newProject(server, open);
  projects.lottery = await newProject(server, open);
  projects.buy = await newProject(
    server,
    { startIn: -HOUR, endIn: HOUR, sellIn: 2 * HOUR },
    { winRate: '100' },
  );
  for (let i = 0; i < 3; i++) {
    const who = await trader(false);
    const subscribed = await server.call(projectOrder, { project_id: projects.buy, amount: '10' }, who.token);
    expect(subscribed.type).toBe('ok');
    winners.push(who);
  }
  await server.ctx.clock.advance(2 * HOUR);
}, 240_000);
afterAll(() => server.stop());

it('covers every call the server registered with an Idempotency-Key', () => {
  expect(keyedCalls(server.ctx)).toEqual([...new Set(scenarios.map((s) => s.endpoint.path))].sort());
});

describe.each(scenarios)('$name with an Idempotency-Key', (s) => {
  let who: Trader;
  let first: Awaited<ReturnType<typeof send>>;
  let once: Awaited<ReturnType<typeof stateOf>>;
  const key = (n: number) => `${s.name.replace(/\W+/g, '-')}-key-${n}`;

  beforeAll(async () => {
    who = await s.prepare();
  });

  it('answers the same key with the same body with the first result, changing state once', async () => {
    const before = await stateOf(who, s.table);
    first = await send(s.endpoint, who, key(1), s.body);
    expect(first).toMatchObject({ status: 200, body: { type: 'ok' } });
    once = await stateOf(who, s.table);
    expect(once.rows).toBe(before.rows + 1);
    expect(timeless(await send(s.endpoint, who, key(1), s.body))).toEqual(timeless(first));
    expect(await stateOf(who, s.table)).toEqual(once);
  });

  it('refuses the same key with another body (HTTP 422, the module conflict), changing nothing', async () => {
    expect(await send(s.endpoint, who, key(1), s.other)).toEqual({
      status: KEY_CONFLICT_STATUS,
      body: { type: 'error', message: s.conflict },
    });
    expect(await stateOf(who, s.table)).toEqual(once);
  });

  it('carries out the same body under another key as another operation', async () => {
    const second = await send(s.endpoint, who, key(2), s.body);
    if (s.second === 'made') {
      expect(second.body.type).toBe('ok');
      expect(idOf(second.body)).not.toBe(idOf(first.body));
      expect((await stateOf(who, s.table)).rows).toBe(once.rows + 1);
    } else {
      // One per user by the call's rules: refused as a new operation, not answered as the first.
      expect(second.body).toMatchObject({ type: 'error', message: s.second });
      expect(await stateOf(who, s.table)).toEqual(once);
    }
    await expectConserved(server);
  });

  it('makes one operation of 20 requests sent at once with one key, moving funds as one request does', async () => {
    const [many, single] = [await s.prepare(), await s.prepare()];
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(s.endpoint, many, key(3), s.body)),
    );
    expect(answers[0]).toMatchObject({ status: 200, body: { type: 'ok' } });
    for (const answer of answers) expect(timeless(answer)).toEqual(timeless(answers[0]!));
    expect((await send(s.endpoint, single, key(4), s.body)).body.type).toBe('ok');
    expect(await stateOf(many, s.table)).toEqual(await stateOf(single, s.table));
    await expectConserved(server);
  });
});
