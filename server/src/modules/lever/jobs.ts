import type { ServerContext } from '../../context';
import type { LeverEngine } from './engine';

export const DAY_MS = 24 * 3600_000;
/** Balances and cross-pair liquidation levels are re-read this often (transfers, other pairs' moves). */
const REFRESH_MS = 2000;
/** Profit pushes to connected owners at most this often (the client also refreshes every 3 s). */
const PUSH_MS = 1000;
const OVERNIGHT_CHECK_MS = 60_000;

/**
 * The lever engine's background work: the mark-to-market step on every price move of a lever pair
 * (a trade here, or another partition's shared price: ctx.pairPrices; stops, limit orders,
 * liquidations; see book.ts), the periodic account refresh, profit pushes to connected owners, and
 * the daily overnight fee (by ctx.clock, so `clock.advance` charges what fell due).
 */
export function startLeverJobs(ctx: ServerContext, engine: LeverEngine): void {
  const stop = ctx.pairPrices.onMove((pair) => {
    if (!engine.book.terms.has(pair.id)) return;
    const ticks = ctx.pairPrices.last(pair.id);
    if (ticks === undefined) return;
    engine
      .markPair(pair.id, ticks)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'lever: mark failed'));
  });
  ctx.onClose(stop);
  ctx.every(REFRESH_MS, () => engine.refreshAccounts());
  ctx.every(OVERNIGHT_CHECK_MS, () => engine.chargeOvernight(DAY_MS));
  ctx.every(PUSH_MS, () => {
    for (const account of engine.book.accountList) {
      if (account.ids.size > 0 && engine.isOnline(account.userId))
        engine.pushPositions(account.userId, account.legalId);
    }
  });
}
