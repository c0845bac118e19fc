import type { CompleteEntry, TradeTick } from '@exchange/protocol';

/** Spec §9: recent fills capped at 20. */
export const RECENT_FILLS_CAP = 20;

export interface Fill {
  /** Stable key for React rows. */
  id: number;
  price: string;
  amount: string;
  /** Epoch ms. */
  time: number;
  side: 'buy' | 'sell';
}

let nextId = 1;
const fillId = () => nextId++;

export const fillsFromSnapshot = (complete: readonly CompleteEntry[]): Fill[] =>
  complete.slice(0, RECENT_FILLS_CAP).map((entry) => ({
    id: fillId(),
    price: entry.price,
    amount: entry.number,
    time: entry.time,
    side: entry.way === 1 ? 'buy' : 'sell',
  }));

/** New trades (arrival order, oldest first) go on top, newest first; never more than the cap. */
export function addTrades(fills: readonly Fill[], ticks: readonly TradeTick[]): Fill[] {
  if (ticks.length === 0) return fills as Fill[];
  const fresh: Fill[] = [];
  for (let i = ticks.length - 1; i >= 0 && fresh.length < RECENT_FILLS_CAP; i--) {
    const tick = ticks[i]!;
    fresh.push({ id: fillId(), price: tick.price, amount: tick.amount, time: tick.ts, side: tick.direction });
  }
  return [...fresh, ...fills].slice(0, RECENT_FILLS_CAP);
}
