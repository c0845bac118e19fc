import {
  IDEMPOTENCY_KEY_HEADER,
  login,
  microApi,
  register,
  smsSend,
  walletChange,
  walletDetail,
  type Endpoint,
  type MicroOrder,
  type WalletEntry,
} from '@exchange/protocol';
import { readFileSync } from 'node:fs';
import { buildServer, type BuiltServer } from '../../app';
import { operatorTokenFile } from '../../http/operator-access';
import type { CodeMessage } from '../account/sender';
import { createClock, type Clock } from '../../services/clock';
import { injectCall, type CallAnswer } from '../../testing/inject-call';
import { testConfig } from '../../testing/test-config';
import { testStorage, type TestStorage } from '../../testing/test-db';

/** Test helpers of the micro module: a server on a frozen clock, traders, orders, prices. */

export const USDT = 1;
export const BTC_PAIR = 1;
export const ETH_PAIR = 2;
/** XRP/USDT: listed and displayed, but open_microtrade 0. */
export const XRP_PAIR = 5;
export const T0 = Date.UTC(2026, 0, 5, 8, 0, 0);

export interface MicroServer extends BuiltServer {
  clock: Clock;
  call(
    endpoint: Endpoint,
    input?: Record<string, unknown>,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<Answer>;
}
export type Answer = CallAnswer;
export interface Trader {
  token: string;
  id: number;
}

const sent: CodeMessage[] = [];

/** A server on `storage` whose clock stands at `at` and moves only by `clock.advance`. */
export async function startMicroServer(storage: TestStorage, at = T0): Promise<MicroServer> {
  const clock = createClock({ frozenAt: at });
  const server = await buildServer(testConfig(storage, { tokenTtlHours: 24 * 365, rateLimits: false }), {
    quiet: true,
    clock,
    market: { bots: false },
    sender: { send: async (message) => void sent.push(message) },
  });
  return {
    ...server,
    clock,
    call: (endpoint, input, token, headers) => injectCall(server.app, endpoint, input, token, headers),
  };
}

export { testStorage };

/** A new phone account (demo funds: 100000 USDT in the spot account) with `micro` USDT moved to micro. */
export async function newTrader(server: MicroServer, phone: string, micro = '1000'): Promise<Trader> {
  await server.call(smsSend, { user_string: phone, scene: 'register' });
  const code = [...sent].reverse().find((m) => m.to === phone)!.code;
  const registered = await server.call(register, {
    type: 'mobile',
    user_string: phone,
    code,
    password: 'secret12',
    re_password: 'secret12',
  });
  if (registered.type !== 'ok') throw new Error(`register failed: ${String(registered.message)}`);
  const token = (await server.call(login, { user_string: phone, password: 'secret12' })).message as string;
  const { rows } = await server.db.query<{ id: number }>(`SELECT id FROM users WHERE phone = $1`, [phone]);
  if (micro !== '0') {
    const moved = await server.call(
      walletChange,
      { currency_id: USDT, number: micro, from_field: 'change', to_field: 'micro' },
      token,
    );
    if (moved.type !== 'ok') throw new Error(`transfer failed: ${String(moved.message)}`);
  }
  return { token, id: rows[0]!.id };
}

export const submit = (
  server: MicroServer,
  trader: Trader,
  input: Record<string, unknown> = {},
  key?: string,
): Promise<Answer> =>
  server.call(
    microApi.microSubmit,
    { match_id: BTC_PAIR, currency_id: USDT, type: 1, seconds: 30, number: '100', ...input },
    trader.token,
    key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {},
  );

export const orderOf = (answer: Answer): MicroOrder => {
  if (answer.type !== 'ok') throw new Error(`expected ok, got ${String(answer.message)}`);
  return answer.message as MicroOrder;
};

export async function microBalance(
  server: MicroServer,
  trader: Trader,
): Promise<{ free: string; locked: string }> {
  const entry = (await server.call(walletDetail, { currency: USDT, type: 'micro' }, trader.token))
    .message as WalletEntry;
  return { free: entry.micro_balance, locked: entry.lock_micro_balance };
}

/** POST /operator/price: the market prints one lot at `price` (a trade, at the server clock's time). */
export async function movePrice(server: MicroServer, pair: string, price: string): Promise<void> {
  const secret = readFileSync(operatorTokenFile(server.ctx.config.dataDir), 'utf8').trim();
  const response = await server.app.inject({
    method: 'POST',
    url: '/operator/price',
    headers: { 'x-operator-token': secret },
    payload: { pair, price },
  });
  const answer = response.json<Answer>();
  if (answer.type !== 'ok') throw new Error(`price move refused: ${String(answer.message)}`);
}

/**
 * Sets a pair's live price in memory only, with no trade (what a crash that lost the last buffered
 * trades leaves behind): the restart test uses it so the price at restart differs from the last one.
 */
export function setLivePrice(server: MicroServer, pairId: number, price: string): void {
  const market = server.ctx.markets.market(pairId)!;
  market.lastPrice = market.pair.scale.price.toUnits(price)!;
}
