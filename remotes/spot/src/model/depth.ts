import { add, mul, type BookState } from '@exchange/sdk';

/** One step of the depth chart: a price and everything on its side up to it, in decimals. */
export interface DepthPoint {
  price: string;
  /** Cumulative amount (base coin) from the best price to this one. */
  amount: string;
  /** Cumulative total (quote coin): the sum of price x amount of those levels. */
  total: string;
}

export interface DepthSides {
  /** Ascending price (the chart's x order): the best bid last. */
  bids: DepthPoint[];
  /** Ascending price: the best ask first. */
  asks: DepthPoint[];
}

/** Levels a side the depth chart draws (the server sends the top of the book). */
export const DEPTH_LEVELS = 100;

function cumulate(levels: BookState['bids'], count: number): DepthPoint[] {
  let amount = '0';
  let total = '0';
  return levels.slice(0, count).map(([price, size]) => {
    amount = add(amount, size);
    total = add(total, mul(price, size));
    return { price, amount, total };
  });
}

/**
 * The cumulative depth of a book (issue 26 item 3), from the same live `BookState` as the list:
 * each side summed outwards from its best price, in exact decimals (the readout shows these).
 */
export function depthSides(book: Pick<BookState, 'bids' | 'asks'>, levels = DEPTH_LEVELS): DepthSides {
  return { bids: cumulate(book.bids, levels).reverse(), asks: cumulate(book.asks, levels) };
}

/** A decimal as a coordinate for drawing only (never for money): the readout keeps the strings. */
export const plot = (value: string): number => Number(value);

/** [x, y] pairs of a side for the chart. */
export const depthXY = (points: readonly DepthPoint[]): [number, number][] =>
  points.map((point) => [plot(point.price), plot(point.amount)]);

/** A level of the depth chart: its side and index in that side's points (ascending price). */
export interface DepthCursor {
  side: 'bids' | 'asks';
  index: number;
}

/**
 * The level the depth at price `x` is read from (the pointer's price on the chart): on the bid side
 * (left of the middle of the spread) the lowest bid at or above x, whose cumulative amount is
 * everything bid at x or more; on the ask side the highest ask at or below x. Prices are the chart's
 * ascending x values.
 */
export function levelAt(bids: readonly number[], asks: readonly number[], x: number): DepthCursor | null {
  const bestBid = bids[bids.length - 1];
  const bestAsk = asks[0];
  if (bestBid === undefined && bestAsk === undefined) return null;
  const onBidSide = bestAsk === undefined || (bestBid !== undefined && x <= (bestBid + bestAsk) / 2);
  if (onBidSide) {
    const index = bids.findIndex((price) => price >= x);
    return { side: 'bids', index: index === -1 ? bids.length - 1 : index };
  }
  let index = 0;
  asks.forEach((price, i) => {
    if (price <= x) index = i;
  });
  return { side: 'asks', index };
}

/** What the chart shows: its prices (x) and the largest cumulative amount among them (y). */
export interface DepthWindow {
  min: number;
  max: number;
  maxAmount: number;
}

/**
 * The price window of the chart: centred on the middle of the spread and as wide on each side as
 * the nearer side reaches, as the major exchanges draw it. One order far from the price (a take-profit
 * at 160% of it) then stays out of view, where it would otherwise stretch the axis and squash the
 * book near the price into a sliver; the amount axis fits the depth in view, not the far order's.
 * When the nearer side has only its best level (no reach beyond the spread), the farther side sets
 * the width. Undefined with a side empty: the axes fit the other.
 */
export function depthWindow({ bids, asks }: DepthSides): DepthWindow | undefined {
  const [lowestBid, bestBid] = [bids[0], bids[bids.length - 1]];
  const [bestAsk, highestAsk] = [asks[0], asks[asks.length - 1]];
  if (!lowestBid || !bestBid || !bestAsk || !highestAsk) return undefined;
  const mid = (plot(bestBid.price) + plot(bestAsk.price)) / 2;
  const [bidReach, askReach] = [mid - plot(lowestBid.price), plot(highestAsk.price) - mid];
  const nearer = Math.min(bidReach, askReach);
  const spread = plot(bestAsk.price) - plot(bestBid.price);
  const half = nearer > spread / 2 ? nearer : Math.max(bidReach, askReach);
  const [min, max] = [mid - half, mid + half];
  // The depth in view is deepest at the window's edges: the lowest bid and the highest ask inside.
  const deepestBid = bids.find((point) => plot(point.price) >= min) ?? bestBid;
  const deepestAsk = asks.findLast((point) => plot(point.price) <= max) ?? bestAsk;
  return { min, max, maxAmount: Math.max(plot(deepestBid.amount), plot(deepestAsk.amount)) };
}
