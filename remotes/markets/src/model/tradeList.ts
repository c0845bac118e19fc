import type { MatchTradePush } from '@exchange/protocol';

/**
 * Latest buys and sells on home (spec §4 "Trade lists", §9 list sizes): newest first, the list keeps
 * up to 10 entries; when one more arrives on a full list it is cut back to the newest 5; home shows 4.
 */
export const TRADE_LIST_CAP = 10;
export const TRADE_LIST_TRIM = 5;
export const TRADE_LIST_SHOWN = 4;

export type TradeSide = 'buy' | 'sell';

export interface LatestTrade {
  /** Unique within the page's life (React key). */
  id: string;
  symbol: string;
  price: string;
  amount: string;
  /** Epoch milliseconds. */
  time: number;
}

export interface LatestTrades {
  buys: LatestTrade[];
  sells: LatestTrade[];
  /** How many trades were taken so far (gives each its id). */
  count: number;
}

export const noTrades: LatestTrades = { buys: [], sells: [], count: 0 };

export function pushTrade<T>(list: readonly T[], entry: T): T[] {
  const next = [entry, ...list];
  return next.length > TRADE_LIST_CAP ? next.slice(0, TRADE_LIST_TRIM) : next;
}

export const shownTrades = <T>(list: readonly T[]): T[] => list.slice(0, TRADE_LIST_SHOWN);

/**
 * Takes one frame's `match_trade` pushes, oldest first. A push carries one pair's trades of its
 * interval, oldest first (the server batches them: `data[0]` of spec §3 is the first of them).
 */
export function addTrades(state: LatestTrades, pushes: readonly MatchTradePush[]): LatestTrades {
  let { buys, sells, count } = state;
  for (const push of pushes)
    for (const tick of push.data) {
      count += 1;
      const trade = {
        id: String(count),
        symbol: push.symbol,
        price: tick.price,
        amount: tick.amount,
        time: tick.ts,
      };
      if (tick.direction === 'buy') buys = pushTrade(buys, trade);
      else sells = pushTrade(sells, trade);
    }
  return count === state.count ? state : { buys, sells, count };
}
