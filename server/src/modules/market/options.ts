import type { HistoryOptions } from './history';
import { defaultHistory } from './history';
import type { MarketServiceOptions } from './service';

export interface MarketModuleOptions {
  bots: MarketServiceOptions['bots'];
  history: HistoryOptions;
}

/** A short history for test runs: enough for every period, cheap to write. */
export const testHistory: HistoryOptions = { days: 40, hourDays: 2, minuteHours: 3, seed: 1 };

/**
 * From the environment (documented in the README):
 * - MARKET_BOTS: "1"/"0" turns the market makers on/off (default on; off under jest, NODE_ENV=test)
 * - MARKET_TICK_MS: "min-max" milliseconds between two steps of one pair's market maker (250-500)
 * - MARKET_SEED: seed of the simulated walk (fixed by default, so runs are repeatable)
 */
export function marketOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): MarketModuleOptions {
  const underTest = env.NODE_ENV === 'test';
  const on = env.MARKET_BOTS
    ? ['1', 'true', 'on', 'yes'].includes(env.MARKET_BOTS.toLowerCase())
    : !underTest;
  const tick = /^(\d+)-(\d+)$/.exec(env.MARKET_TICK_MS ?? '');
  const min = tick ? Number(tick[1]) : 250;
  const max = tick ? Math.max(min, Number(tick[2])) : 500;
  const seed = env.MARKET_SEED && /^\d+$/.test(env.MARKET_SEED) ? Number(env.MARKET_SEED) : 424242;
  return {
    bots: on ? { seed, tickMs: [Math.max(1, min), Math.max(1, max)] } : false,
    history: underTest ? testHistory : defaultHistory,
  };
}
