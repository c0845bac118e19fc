import { readFileSync } from 'node:fs';
import {
  IDEMPOTENCY_KEY_HEADER,
  leverApi,
  walletChange,
  walletDetail,
  type LeverMyTradeResponse,
  type LeverPosition,
} from '@exchange/protocol';
import type { TestServer } from '../../testing/test-server';
import { operatorTokenFile } from '../../http/operator-access';
import type { Trader } from '../spot/spot-test-kit';

/** Test helpers of the lever module's tests (real server, real storage, bots off under jest). */

export const USDT = 1;
export const BTC_PAIR = { legal_id: 1, currency_id: 2 };
/** LTC/USDT: lever open, short selling refused (400_lever.sql). */
export const LTC_PAIR = { legal_id: 1, currency_id: 9 };

export interface Answer {
  type: unknown;
  message: unknown;
  params?: Record<string, unknown>;
}

/** Moves the contract balance: currency -> contract account (wallet/change type 3). */
export async function fundLever(server: TestServer, trader: Trader, amount: string): Promise<void> {
  const answer = await server.call(
    walletChange,
    { currency_id: USDT, number: amount, type: 3 },
    trader.token,
  );
  if (answer.type !== 'ok') throw new Error(`transfer failed: ${String(answer.message)}`);
}

export async function leverBalance(
  server: TestServer,
  trader: Trader,
): Promise<{ free: string; locked: string }> {
  const answer = await server.call(walletDetail, { currency: USDT, type: 'lever' }, trader.token);
  const entry = answer.message as { lever_balance: string; lock_lever_balance: string };
  return { free: entry.lever_balance, locked: entry.lock_lever_balance };
}

/** POST /operator/price the way the e2e and the micro tests use it. */
export async function movePrice(server: TestServer, pair: string, price: string): Promise<Answer> {
  const secret = readFileSync(operatorTokenFile(server.config.dataDir), 'utf8').trim();
  const response = await server.app.inject({
    method: 'POST',
    url: '/operator/price',
    headers: { 'x-operator-token': secret },
    payload: { pair, price },
  });
  return response.json();
}

/** lever/submit as the lever panel sends it (BTC/USDT, 10x, long, standard, trade password 123456). */
export async function submit(
  server: TestServer,
  trader: Trader,
  input: Record<string, string | number> = {},
  idempotencyKey?: string,
): Promise<Answer> {
  const body = { ...BTC_PAIR, multiple: 10, share: 2, type: 1, status: 1, password: '123456', ...input };
  const response = await server.app.inject({
    method: 'POST',
    url: leverApi.submit.path,
    headers: {
      authorization: `Bearer ${trader.token}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...(idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {}),
    },
    payload: new URLSearchParams(
      Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString(),
  });
  return response.json();
}

export function positionOf(answer: Answer): LeverPosition {
  if (answer.type !== 'ok') throw new Error(`expected ok, got ${String(answer.message)}`);
  return answer.message as LeverPosition;
}

export async function tab(
  server: TestServer,
  trader: Trader,
  status: number,
  input: Record<string, unknown> = {},
): Promise<LeverMyTradeResponse> {
  const answer = await server.call(leverApi.myTrade, { status, page: 1, ...input }, trader.token);
  if (answer.type !== 'ok') throw new Error(`my_trade failed: ${String(answer.message)}`);
  return answer.message as LeverMyTradeResponse;
}
