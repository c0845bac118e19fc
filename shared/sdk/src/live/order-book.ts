import type { DealLevel, MarketDepthPush } from '@exchange/protocol';
import { add, cmp, div, isPositive, mul, round } from '../money/money';
import { SEQUENCE_GAP, type SequenceGap } from './live-store';

/**
 * The order book of one pair: a snapshot (transaction/deal) followed by sequence-checked pushes
 * (market_depth), spec §2 "Order book" and DESIGN.md "Realtime".
 *
 * Every market_depth push carries the full top of the book with the book's `seq` (protocol market.ts),
 * so a forward jump in seq is normal (the server coalesces to one push per 100 ms) and the push simply
 * replaces the levels. A seq LOWER than the one held means the server's book restarted or the push is
 * from an older stream: the view cannot trust what it holds and must re-fetch the snapshot. The same
 * holds after a reconnect (`resync$`), handled by `useLiveData`. Shared by every remote that shows a
 * book (spot, contracts).
 */

/** [price, amount], decimal strings. */
export type PriceLevel = readonly [price: string, amount: string];

export interface BookState {
  /** Which pair this book is for, `BTC/USDT`. */
  pair: string;
  seq: number;
  /** Best (highest) first. */
  bids: readonly PriceLevel[];
  /** Best (lowest) first. */
  asks: readonly PriceLevel[];
  lastPrice: string;
}

export type DepthPushResult =
  | { kind: 'applied'; book: BookState }
  | { kind: 'ignored' }
  /** Stale or restarted stream: re-fetch the snapshot. */
  | { kind: 'resync' };

const levelsOf = (levels: readonly DealLevel[]): PriceLevel[] =>
  levels.map((level) => [level.price, level.number]);
const byPriceDesc = (a: PriceLevel, b: PriceLevel) => cmp(b[0], a[0]);
const byPriceAsc = (a: PriceLevel, b: PriceLevel) => cmp(a[0], b[0]);
/** Amounts on the wire are canonical decimals (protocol `decimalString`), so zero is all zeros. */
const zeroAmount = /^0+(\.0+)?$/;
const nonEmpty = (level: PriceLevel) => !zeroAmount.test(level[1]);

export function bookFromSnapshot(
  pair: string,
  snapshot: { seq: number; last_price: string; in: readonly DealLevel[]; out: readonly DealLevel[] },
): BookState {
  return {
    pair,
    seq: snapshot.seq,
    bids: levelsOf(snapshot.in).filter(nonEmpty).sort(byPriceDesc),
    asks: levelsOf(snapshot.out).filter(nonEmpty).sort(byPriceAsc),
    lastPrice: snapshot.last_price,
  };
}

/** Applies a market_depth push to the book held (null before the first snapshot). */
export function applyDepthPush(book: BookState | null, push: MarketDepthPush): DepthPushResult {
  if (book === null) return { kind: 'ignored' };
  if (push.seq < book.seq) return { kind: 'resync' };
  if (push.seq === book.seq) return { kind: 'ignored' };
  return {
    kind: 'applied',
    book: {
      pair: book.pair,
      seq: push.seq,
      // Pushes come best first (protocol market.ts), so they are taken in order: no per-push sort,
      // which matters at a thousand pushes a second.
      bids: push.bids.filter(nonEmpty),
      asks: push.asks.filter(nonEmpty),
      lastPrice: push.last_price,
    },
  };
}

/**
 * A `LiveModel.merge` for depth pushes (use with `coalesce: 'latest'`): applies the newest push of the
 * frame, or reports `SEQUENCE_GAP` so the snapshot is fetched again.
 */
export function mergeDepthPushes(
  book: BookState,
  pushes: readonly MarketDepthPush[],
): BookState | SequenceGap {
  const newest = pushes[pushes.length - 1];
  if (!newest) return book;
  const result = applyDepthPush(book, newest);
  if (result.kind === 'applied') return result.book;
  return result.kind === 'resync' ? SEQUENCE_GAP : book;
}

/**
 * A `LiveModel.newerThan` for depth pushes: a push that crossed the snapshot answer is newer when
 * its seq is higher (the snapshot carries the same `seq`).
 */
export const depthNewerThan = (push: MarketDepthPush, snapshot: { seq: number }): boolean =>
  push.seq > snapshot.seq;

// ---------------------------------------------------------------- grouping and rows

/** Price grouping steps offered in the book (decimal strings). */
export const GROUPING_STEPS = ['0.0001', '0.001', '0.01', '0.1', '1', '10', '100'] as const;
/** Spec §9: 8 levels a side, 'load more' beyond. */
export const BOOK_LEVELS = 8;

const decimalsOf = (step: string): number => (step.split('.')[1] ?? '').length;

/** Bids group down to the step, asks up, so a grouped level never looks better than the real one. */
export function groupPrice(price: string, step: string, side: 'bid' | 'ask'): string {
  const units = round(div(price, step), 0, side === 'bid' ? 'down' : 'up');
  return round(mul(units, step), decimalsOf(step), 'down');
}

/** Merges levels falling in the same step; input and output best first. */
export function groupLevels(
  levels: readonly PriceLevel[],
  step: string | null,
  side: 'bid' | 'ask',
): PriceLevel[] {
  if (step === null) return [...levels];
  const grouped: [string, string][] = [];
  for (const [price, amount] of levels) {
    const bucket = groupPrice(price, step, side);
    const last = grouped[grouped.length - 1];
    if (last && last[0] === bucket) last[1] = add(last[1], amount);
    else grouped.push([bucket, amount]);
  }
  return grouped;
}

export interface BookRow {
  price: string;
  amount: string;
  /** Cumulative amount from the best level to this one. */
  total: string;
  /** 0..1: this row's cumulative amount over the larger side's cumulative amount (the depth bar). */
  depth: number;
}

export interface BookView {
  /** Best first (the component shows asks reversed, best at the bottom). */
  bids: BookRow[];
  asks: BookRow[];
  /** True when either side has more levels than shown. */
  hasMore: boolean;
}

function cumulative(levels: readonly PriceLevel[]): { price: string; amount: string; total: string }[] {
  let running = '0';
  return levels.map(([price, amount]) => {
    running = add(running, amount);
    return { price, amount, total: running };
  });
}

/**
 * The rows the book shows: grouped, `levels` a side (8, or more after 'load more'), with
 * cumulative totals and depth-bar ratios on one scale for both sides.
 */
export function bookView(book: BookState, options: { step?: string | null; levels?: number } = {}): BookView {
  const levels = options.levels ?? BOOK_LEVELS;
  const bidLevels = groupLevels(book.bids, options.step ?? null, 'bid');
  const askLevels = groupLevels(book.asks, options.step ?? null, 'ask');
  const bids = cumulative(bidLevels.slice(0, levels));
  const asks = cumulative(askLevels.slice(0, levels));
  const deepest = [bids[bids.length - 1]?.total ?? '0', asks[asks.length - 1]?.total ?? '0'];
  const scale = cmp(deepest[0]!, deepest[1]!) >= 0 ? deepest[0]! : deepest[1]!;
  // The ratio only sizes a bar on screen, so a JS number is right here (it is not money).
  const ratio = (total: string) => (isPositive(scale) ? Number(div(total, scale, 4)) : 0);
  return {
    bids: bids.map((row) => ({ ...row, depth: ratio(row.total) })),
    asks: asks.map((row) => ({ ...row, depth: ratio(row.total) })),
    hasMore: bidLevels.length > levels || askLevels.length > levels,
  };
}
