import type { PriceAlert } from '@exchange/protocol';
import { alertsAdd, alertsCancel, alertsList } from '@exchange/protocol';
import type { TestServer } from '../../testing/test-server';
import type { Trader } from '../spot/spot-test-kit';

export const BTC_USDT = { legal_id: 1, currency_id: 2 };

export const okOf = <T>(answer: { type: unknown; message: unknown }): T => {
  if (answer.type !== 'ok')
    throw new Error(`expected ok, got ${String(answer.type)} ${String(answer.message)}`);
  return answer.message as T;
};

export const addAlert = (
  server: TestServer,
  trader: Trader,
  direction: string,
  price: string,
  pair = BTC_USDT,
) => server.call(alertsAdd, { ...pair, direction, price }, trader.token);

export const cancelAlert = (server: TestServer, trader: Trader, id: number) =>
  server.call(alertsCancel, { id }, trader.token);

export const listAlerts = async (server: TestServer, trader: Trader, input: Record<string, unknown> = {}) =>
  okOf<{ list: PriceAlert[]; total: number; page: number; limit: number }>(
    await server.call(alertsList, input, trader.token),
  );

/** Moves BTC/USDT's price by a house print at `price` (the operator's price lever). */
export function movePrice(server: TestServer, price: string, pairId = 1): void {
  const pair = server.ctx.markets.pairs.get(pairId)!;
  if (!server.ctx.markets.movePrice(pairId, pair.scale.price.toUnits(price)!)) throw new Error('no market');
}

/** Waits (without a deadline of its own: jest's) until `check` holds, for work done after a trade. */
export async function eventually<T>(check: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The trader's alert `id` once it has fired. */
export const firedAlert = (server: TestServer, trader: Trader, id: number) =>
  eventually(async () => {
    const { list } = await listAlerts(server, trader, { state: 'fired' });
    return list.find((a) => a.id === id);
  });
