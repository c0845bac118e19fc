import {
  bindTradePassword,
  login,
  register,
  smsSend,
  walletDetail,
  type SpotOrder,
} from '@exchange/protocol';
import { IDEMPOTENCY_KEY_HEADER, spotApi } from '@exchange/protocol';
import type { TestServer } from '../../testing/test-server';
import { MARKET_MAKER } from '../market/pair-market';
import { InFlight } from '../../services/idempotency-key';
import { expectBooksHold } from '../../testing/books';
import { canonicalDecimal } from '../../money';

/** Test helpers of the spot module's tests (real server, real storage). */

export const USDT = 1;
export const BTC = 2;
export const BTC_PAIR = { legal_id: USDT, currency_id: BTC };

export interface Trader {
  token: string;
  id: number;
}

/** Registers a phone account (demo funds: 100000 USDT, 1 BTC…), with a trade password unless asked not to. */
export async function newTrader(server: TestServer, phone: string, tradePassword = true): Promise<Trader> {
  await server.call(smsSend, { user_string: phone, scene: 'register' });
  const registered = await server.call(register, {
    type: 'mobile',
    user_string: phone,
    code: server.lastCode(phone),
    password: 'secret12',
    re_password: 'secret12',
  });
  if (registered.type !== 'ok') throw new Error(`register failed: ${String(registered.message)}`);
  const token = (await server.call(login, { user_string: phone, password: 'secret12' })).message as string;
  if (tradePassword) {
    const bound = await server.call(bindTradePassword, { password: '123456', re_password: '123456' }, token);
    if (bound.type !== 'ok') throw new Error(`trade password failed: ${String(bound.message)}`);
  }
  const { rows } = await server.db.query<{ id: number }>(`SELECT id FROM users WHERE phone = $1`, [phone]);
  return { token, id: rows[0]!.id };
}

export interface TradeAnswer {
  type: unknown;
  message: unknown;
}

/** coin/trade the way the panel sends it, optionally with an idempotency key. */
export async function trade(
  server: TestServer,
  trader: Trader,
  input: Record<string, string | number>,
  idempotencyKey?: string,
): Promise<TradeAnswer> {
  const response = await server.app.inject({
    method: 'POST',
    url: spotApi.coinTrade.path,
    headers: {
      authorization: `Bearer ${trader.token}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...(idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {}),
    },
    payload: new URLSearchParams(
      Object.entries({ ...BTC_PAIR, ...input }).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString(),
  });
  return response.json();
}

export const orderOf = (answer: TradeAnswer): SpotOrder => {
  if (answer.type !== 'ok') throw new Error(`expected ok, got ${String(answer.message)}`);
  return answer.message as SpotOrder;
};

export async function balance(server: TestServer, trader: Trader, currency: number) {
  const answer = await server.call(walletDetail, { currency, type: 'change' }, trader.token);
  const entry = answer.message as { change_balance: string; lock_change_balance: string };
  return { free: entry.change_balance, locked: entry.lock_change_balance };
}

/** Rests a market-maker order on the BTC/USDT book (prices and amounts as decimal strings). */
export function makerQuote(server: TestServer, side: 'buy' | 'sell', price: string, amount: string): void {
  const market = server.ctx.markets.market(1)!;
  const scale = market.pair.scale;
  makerIds += 1;
  market.place(
    {
      id: -1_000_000 - makerIds,
      owner: MARKET_MAKER,
      side,
      type: 'limit',
      price: scale.price.toUnits(price)!,
      qty: scale.amount.toUnits(amount)!,
    },
    server.ctx.clock.now(),
  );
}
let makerIds = 0;

/** See expectBooksHold: nothing created or lost, no implied reference broken. */
export async function expectConserved(server: TestServer): Promise<void> {
  await expectBooksHold(server.db);
}

export async function houseBalance(server: TestServer, account: string, currency: number): Promise<string> {
  const { rows } = await server.db.query<{ balance: string }>(
    `SELECT coalesce(max(balance), 0)::text AS balance FROM house_accounts WHERE account = $1 AND currency_id = $2`,
    [account, currency],
  );
  return canonicalDecimal(rows[0]!.balance);
}

export async function orderCount(server: TestServer, userId: number): Promise<number> {
  const { rows } = await server.db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM orders WHERE user_id = $1`,
    [userId],
  );
  return Number(rows[0]!.n);
}

/**
 * Sends `count` requests at once with the in-process single-flight (`InFlight`) off, as two API
 * nodes would: only the database's unique index can keep one key to one record. Answers them all.
 */
export async function sentFromTwoNodes<T>(count: number, send: (i: number) => Promise<T>): Promise<T[]> {
  const alone = jest.spyOn(InFlight.prototype, 'run').mockImplementation((_user, _key, task) => task());
  try {
    return await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  } finally {
    alone.mockRestore();
  }
}
