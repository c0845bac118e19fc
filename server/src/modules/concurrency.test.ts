import { randomBytes, scryptSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  IDEMPOTENCY_KEY_HEADER,
  leverApi,
  lockupConfig,
  lockupDeposit,
  microApi,
  spotApi,
  walletChange,
  walletDetail,
  type LockupConfig,
  type WalletEntry,
} from '@exchange/protocol';
import { startTestServer, type TestServer } from '../testing/test-server';
import { expectConserved, newTrader, type Trader } from './spot/spot-test-kit';
import { fundLever, movePrice } from './lever/lever-test-kit';
import { walletFields } from '../services/ledger';

/**
 * Issue 14 §5: requests racing over real HTTP (the listening server, 100 at once through fetch)
 * for one idempotency key make one row; requests racing for the same funds never overdraw them.
 * Every answer is checked: an accepted one is a row, a refused one names why, none is a 5xx.
 */

const USDT = 1;
const N = 100;

let server: TestServer;
let base: string;

interface HttpAnswer {
  status: number;
  type: unknown;
  message: unknown;
}

async function post(
  path: string,
  trader: Trader,
  input: Record<string, string | number>,
  key?: string,
): Promise<HttpAnswer> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${trader.token}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
    },
    body: new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)])),
  });
  const body = (await response.json()) as { type: unknown; message: unknown };
  return { status: response.status, type: body.type, message: body.message };
}

/** Fires every request at once and waits for all the answers. */
const together = (requests: Array<() => Promise<HttpAnswer>>) => Promise.all(requests.map((r) => r()));

const accepted = (answers: HttpAnswer[]) => answers.filter((a) => a.type === 'ok');
const idOf = (answer: HttpAnswer) => (answer.message as { id: number }).id;

/** No 5xx; every refusal is one of `reasons` (the caller's view of "not enough money"). */
function expectOnlyRefusedFor(answers: HttpAnswer[], reasons: string[]): void {
  expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  const refused = new Set(answers.filter((a) => a.type !== 'ok').map((a) => String(a.message)));
  expect([...refused].filter((reason) => !reasons.includes(reason))).toEqual([]);
}

async function count(table: string, userId: number): Promise<number> {
  const { rows } = await server.db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM ${table} WHERE user_id = $1`,
    [userId],
  );
  return Number(rows[0]!.n);
}

/** Every wallet column of every user is at least zero, and the ledger sums to zero per currency. */
async function expectSolvent(): Promise<void> {
  const { rows } = await server.db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM wallets WHERE ${walletFields.map((f) => `${f} < 0`).join(' OR ')}`,
  );
  expect(rows[0]!.n).toBe('0');
  await expectConserved(server);
}

async function usdt(trader: Trader): Promise<WalletEntry> {
  const answer = await server.call(walletDetail, { currency: USDT }, trader.token);
  return answer.message as WalletEntry;
}

const transfer = (trader: Trader, from: string, to: string, number: string) => () =>
  post(walletChange.path, trader, { currency_id: USDT, number, from_field: from, to_field: to });

let phone = 13800009000;
const trader = () => newTrader(server, String((phone += 1)));

/**
 * Stores the trade password 123456 with scrypt N=2^10 (the stored hash names its parameters), so
 * that 100 lever submits spend their time racing, not in 100 password checks of 16 MiB each.
 */
async function cheapTradePassword(who: Trader): Promise<void> {
  const salt = randomBytes(16);
  const key = scryptSync('123456', salt, 32, { N: 1024, r: 8, p: 1 });
  const hash = ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
  await server.db.query(`UPDATE users SET trade_password_hash = $1 WHERE id = $2`, [hash, who.id]);
}

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  expect((await movePrice(server, 'BTC/USDT', '65000')).type).toBe('ok');
}, 240_000);
afterAll(() => server.stop());

describe('spot coin/trade', () => {
  const buy = (who: Trader, key?: string) => () =>
    post(spotApi.coinTrade.path, who, { legal_id: USDT, currency_id: 2, type: 1, target_price: '20000', amount: '0.5' }, key);

  it(`makes one order of ${N} identical posts with one idempotency key`, async () => {
    const alice = await trader();
    const answers = await together(Array.from({ length: N }, () => buy(alice, 'spot-once-1')));
    expectOnlyRefusedFor(answers, []);
    expect(new Set(answers.map(idOf)).size).toBe(1);
    expect(await count('orders', alice.id)).toBe(1);
    expect(await usdt(alice)).toMatchObject({ change_balance: '90000', lock_change_balance: '10000' });
    await expectSolvent();
  });

  it('never overdraws the currency account with orders and transfers racing for it', async () => {
    const bob = await trader();
    const answers = await together(
      Array.from({ length: N }, (_, i) => (i % 2 ? buy(bob) : transfer(bob, 'change', 'lever', '10000'))),
    );
    expectOnlyRefusedFor(answers, ['spot.insufficientBalance', 'balance.insufficient']);
    const orders = accepted(answers.filter((_, i) => i % 2));
    const transfers = accepted(answers.filter((_, i) => !(i % 2)));
    expect(orders.length + transfers.length).toBe(10);
    expect(await count('orders', bob.id)).toBe(orders.length);
    expect(await count('wallet_transfers', bob.id)).toBe(transfers.length);
    expect(await usdt(bob)).toMatchObject({
      change_balance: '0',
      lock_change_balance: String(orders.length * 10000),
      lever_balance: String(transfers.length * 10000),
    });
    await expectSolvent();
  });
});

describe('lever/submit', () => {
  const open = (who: Trader, key: string, share = 2) => () =>
    post(
      leverApi.submit.path,
      who,
      { legal_id: USDT, currency_id: 2, multiple: 10, share, type: 1, status: 1, password: '123456' },
      key,
    );

  it(`makes one position of ${N} identical submits with one idempotency key`, async () => {
    const carol = await trader();
    await cheapTradePassword(carol);
    await fundLever(server, carol, '10000');
    const answers = await together(Array.from({ length: N }, () => open(carol, 'lever-once-1')));
    expectOnlyRefusedFor(answers, []);
    expect(new Set(answers.map(idOf)).size).toBe(1);
    expect(await count('lever_positions', carol.id)).toBe(1);
    await expectSolvent();
  });

  it('never overdraws the contract account with positions and transfers racing for it', async () => {
    const dave = await trader();
    await cheapTradePassword(dave);
    await fundLever(server, dave, '10000');
    const answers = await together(
      Array.from({ length: N }, (_, i) =>
        // Transfers can take at most half the funds, so both kinds are still racing at the end.
        i % 2 ? open(dave, `lever-many-${i}`, 10) : transfer(dave, 'lever', 'change', '100'),
      ),
    );
    expectOnlyRefusedFor(answers, ['lever.insufficientBalance', 'balance.insufficient']);
    const positions = accepted(answers.filter((_, i) => i % 2));
    const transfers = accepted(answers.filter((_, i) => !(i % 2)));
    expect(positions.length).toBeGreaterThan(0);
    expect(new Set(positions.map(idOf)).size).toBe(positions.length);
    expect(await count('lever_positions', dave.id)).toBe(positions.length);
    expect(await count('wallet_transfers', dave.id)).toBe(transfers.length + 1);
    await expectSolvent();
  });
});

describe('microtrade/submit', () => {
  const stake = (who: Trader, key: string) => () =>
    post(microApi.microSubmit.path, who, { match_id: 1, currency_id: USDT, type: 1, seconds: 30, number: '100' }, key);
  const fundMicro = async (who: Trader) =>
    expect((await transfer(who, 'change', 'micro', '1000')()).type).toBe('ok');

  it(`makes one order of ${N} identical submits with one idempotency key`, async () => {
    const erin = await trader();
    await fundMicro(erin);
    const answers = await together(Array.from({ length: N }, () => stake(erin, 'micro-once-1')));
    expectOnlyRefusedFor(answers, []);
    expect(new Set(answers.map(idOf)).size).toBe(1);
    expect(await count('micro_orders', erin.id)).toBe(1);
    await expectSolvent();
  });

  it('never overdraws the micro account with orders and transfers racing for it', async () => {
    const frank = await trader();
    await fundMicro(frank);
    const answers = await together(
      Array.from({ length: N }, (_, i) =>
        // As for lever: transfers can take at most half the funds.
        i % 2 ? stake(frank, `micro-many-${i}`) : transfer(frank, 'micro', 'change', '10'),
      ),
    );
    expectOnlyRefusedFor(answers, ['micro.insufficientBalance', 'balance.insufficient']);
    const orders = accepted(answers.filter((_, i) => i % 2));
    const transfers = accepted(answers.filter((_, i) => !(i % 2)));
    expect(orders.length).toBeGreaterThan(0);
    expect(new Set(orders.map(idOf)).size).toBe(orders.length);
    expect(await count('micro_orders', frank.id)).toBe(orders.length);
    expect(await count('wallet_transfers', frank.id)).toBe(transfers.length + 1);
    await expectSolvent();
  });
});

describe('lh/deposit', () => {
  it('never overdraws the currency account with lock-up deposits and transfers racing for it', async () => {
    const grace = await trader();
    const products = (await server.call(lockupConfig, {})).message as LockupConfig[];
    const product = products.find((p) => p.currency_id === USDT && p.day === 30)!;
    const answers = await together(
      Array.from({ length: N }, (_, i) =>
        i % 2
          ? () => post(lockupDeposit.path, grace, { config_id: product.id, amount: '5000' })
          : transfer(grace, 'change', 'micro', '5000'),
      ),
    );
    expectOnlyRefusedFor(answers, ['lockup.balanceInsufficient', 'balance.insufficient']);
    const deposits = accepted(answers.filter((_, i) => i % 2));
    const transfers = accepted(answers.filter((_, i) => !(i % 2)));
    expect(deposits.length + transfers.length).toBe(20);
    expect(await count('lockup_orders', grace.id)).toBe(deposits.length);
    expect(await count('wallet_transfers', grace.id)).toBe(transfers.length);
    expect(await usdt(grace)).toMatchObject({
      change_balance: '0',
      lock_change_balance: String(deposits.length * 5000),
      micro_balance: String(transfers.length * 5000),
    });
    await expectSolvent();
  });
});
