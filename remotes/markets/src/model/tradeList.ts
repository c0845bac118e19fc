/**
 * Latest buys and sells on home (spec §4 "Trade lists", §9 list sizes): newest first, the list keeps
 * up to 10 entries; when one more arrives on a full list it is cut back to the newest 5; home shows 4.
 */
export const TRADE_LIST_CAP = 10;
export const TRADE_LIST_TRIM = 5;
export const TRADE_LIST_SHOWN = 4;

export interface LatestTrade {
  id: string;
  symbol: string;
  price: string;
  amount: string;
  /** Milliseconds since the epoch, or null when the push had no usable time. */
  time: number | null;
}

export function pushTrade<T>(list: readonly T[], entry: T): T[] {
  const next = [entry, ...list];
  return next.length > TRADE_LIST_CAP ? next.slice(0, TRADE_LIST_TRIM) : next;
}

export const shownTrades = <T>(list: readonly T[]): T[] => list.slice(0, TRADE_LIST_SHOWN);

export type TradeSide = 'buy' | 'sell';

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const figure = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : '';

let sequence = 0;

/** Reads a `match_trade` push (spec §3 "Trade push": data[0] has ts, direction, amount, price). */
export function toLatestTrade(push: unknown): { side: TradeSide; trade: LatestTrade } | null {
  if (!isObject(push) || !Array.isArray(push.data) || !isObject(push.data[0])) return null;
  const fill = push.data[0];
  const side = fill.direction;
  if (side !== 'buy' && side !== 'sell') return null;
  const price = figure(fill.price);
  const amount = figure(fill.amount);
  if (!price || !amount) return null;
  const ts = Number(fill.ts);
  sequence += 1;
  return {
    side,
    trade: {
      id: `${figure(fill.ts)}-${sequence}`,
      symbol: figure(push.symbol),
      price,
      amount,
      time: Number.isFinite(ts) && ts > 0 ? ts : null,
    },
  };
}
