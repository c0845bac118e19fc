import { walletChange } from '@exchange/protocol';
import type { TestServer } from '../../testing/test-server';
import { balance, type Trader } from '../spot/spot-test-kit';
import { insertProject, type NewProject } from './projects';

/** Test helpers of the IEO and lock-up tests (real server, real storage). */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const FIXED_SEED = '5eed0000000000000000000000000001';

/** A project of UNI (16) paid in USDT (1), created relative to the server's clock. */
export async function newProject(
  server: TestServer,
  times: { startIn: number; endIn: number; sellIn: number },
  overrides: Partial<NewProject> = {},
): Promise<number> {
  const now = server.ctx.clock.now();
  return insertProject(
    server.db,
    {
      title: 'Test round',
      summary: 'A test project',
      currencyId: 16,
      payCurrencyId: 1,
      amount: '1000',
      price: '2',
      startAt: now + times.startIn,
      endAt: now + times.endIn,
      sellBegin: now + times.sellIn,
      winRate: '50',
      lotterySeed: FIXED_SEED,
      content: '<p>Test</p>',
      ...overrides,
    },
    now,
  );
}

/** Moves all of a currency out of the currency account (to the contract account) or `amount` back. */
export async function moveToLever(server: TestServer, trader: Trader, currency: number, amount?: string) {
  const number = amount ?? (await balance(server, trader, currency)).free;
  const answer = await server.call(
    walletChange,
    { currency_id: currency, number, from_field: 'change', to_field: 'lever' },
    trader.token,
  );
  if (answer.type !== 'ok') throw new Error(`transfer failed: ${String(answer.message)}`);
}

export async function moveFromLever(server: TestServer, trader: Trader, currency: number, number: string) {
  const answer = await server.call(
    walletChange,
    { currency_id: currency, number, from_field: 'lever', to_field: 'change' },
    trader.token,
  );
  if (answer.type !== 'ok') throw new Error(`transfer failed: ${String(answer.message)}`);
}
