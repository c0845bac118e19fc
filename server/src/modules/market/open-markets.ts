import type { Database } from '../../db';
import type { Bar } from './klines';
import { allBars, defaultHistory, generateHistory, type HistoryOptions } from './history';
import { PairMarket } from './pair-market';
import type { Pair, PairDirectory } from './pairs';
import { klinePeriods } from './periods';
import { hasKlines, loadOpenOrders, loadRecentBars, loadRecentTrades, type KlineRow } from './store';

/** 1-minute bars read at start: a day and a bit, for the 24 h ticker. */
const MINUTE_BARS_AT_START = 1500;

export interface OpenMarketsOptions {
  /** Back-filled history on a database without bars; false for none. */
  history?: HistoryOptions | false;
  /** The pairs whose books this process opens; every pair by default. */
  owns?: (pair: Pair) => boolean;
}

export interface OpenedMarkets {
  /** A market per owned pair with open spot trading, by pair id. */
  markets: Map<number, PairMarket>;
  /** Bars generated on a database without any (to be written); empty otherwise. */
  generated: KlineRow[];
}

/**
 * Builds the market of every owned pair with open spot trading: its bars from the stored ones (or
 * generated history on a database without bars), its last price and recent trades. The books are
 * empty; `restoreOpenOrders` puts the stored open orders back.
 */
export async function openMarkets(
  db: Database,
  pairs: PairDirectory,
  options: OpenMarketsOptions,
  now: number,
): Promise<OpenedMarkets> {
  const open = pairs.all.filter((p) => p.openCoinTrade === 1 && (options.owns?.(p) ?? true));
  const byId = new Map(pairs.all.map((p) => [p.id, p]));
  // Per partition: engines starting together on a new database each generate their own pairs'.
  const fresh = !(await hasKlines(db, options.owns ? open.map((p) => p.id) : undefined));
  const stored = fresh ? new Map<string, Bar[]>() : await loadRecentBars(db, byId, MINUTE_BARS_AT_START, 2);
  const storedTrades = await loadRecentTrades(db, 50);
  const markets = new Map<number, PairMarket>();
  const generated: KlineRow[] = [];
  for (const pair of open) {
    const seedTicks = pair.scale.price.floorUnits(pair.seedPrice) ?? 1;
    const market = new PairMarket(pair, seedTicks);
    if (fresh && options.history !== false) {
      market.klines = generateHistory(pair, now, options.history ?? defaultHistory);
      for (const { period, bar } of allBars(market.klines)) generated.push({ pair, period, bar });
    } else {
      for (const period of klinePeriods) market.klines.load(period, stored.get(`${pair.id}:${period}`) ?? []);
    }
    const last = market.klines.last('1min');
    if (last) market.lastPrice = last.close;
    market.recent = (storedTrades.get(pair.id) ?? []).map((t) => ({
      pairId: pair.id,
      price: pair.scale.price.floorUnits(t.price) ?? 0,
      qty: pair.scale.amount.floorUnits(t.amount) ?? 0,
      takerSide: t.takerSide === 1 ? 'buy' : 'sell',
      buyOrderId: 0,
      sellOrderId: 0,
      buyerId: 0,
      sellerId: 0,
      ts: t.ts,
    }));
    if (market.recent[0] && market.recent[0].ts >= (last?.time ?? 0))
      market.lastPrice = market.recent[0].price;
    markets.set(pair.id, market);
  }
  return { markets, generated };
}

/**
 * Puts the stored open limit orders back on their books, then the waiting stops beside them (in
 * placement order, linked to their OCO limit legs); an order of a pair another partition owns is
 * skipped (it is on its owner's book), one that does not fit its book is logged.
 */
export async function restoreOpenOrders(
  db: Database,
  pairs: PairDirectory,
  markets: ReadonlyMap<number, PairMarket>,
  owns: ((pair: Pair) => boolean) | undefined,
  log: (message: string) => void,
): Promise<void> {
  const { resting, waiting } = await loadOpenOrders(db);
  for (const o of resting) {
    const pair = pairs.get(o.pairId);
    if (pair && owns?.(pair) === false) continue; // on its owner's book
    const market = markets.get(o.pairId);
    const s = market?.pair.scale;
    const price = s?.price.toUnits(o.price);
    const amount = s?.amount.toUnits(o.amount);
    const done = s?.amount.toUnits(o.dealAmount);
    const restored =
      market && price !== undefined && amount !== undefined && done !== undefined
        ? market.book.restore({
            id: o.id,
            owner: o.userId,
            side: o.side,
            price,
            remaining: amount - done,
            original: amount,
          })
        : false;
    if (!restored) log(`market: open order ${o.id} could not be put back on its book`);
  }
  for (const o of waiting) {
    const pair = pairs.get(o.pairId);
    if (pair && owns?.(pair) === false) continue;
    const market = markets.get(o.pairId);
    const s = market?.pair.scale;
    const price = s?.price.toUnits(o.price);
    const trigger = s?.price.toUnits(o.triggerPrice ?? '0');
    const qty = s?.amount.toUnits(o.amount);
    const restored =
      market && price !== undefined && trigger !== undefined && qty !== undefined
        ? market.conditional.restoreStop({
            id: o.id,
            owner: o.userId,
            side: o.side,
            trigger,
            price,
            qty,
            timeInForce: o.timeInForce === 'IOC' || o.timeInForce === 'FOK' ? o.timeInForce : 'GTC',
            ...(o.ocoId !== undefined ? { ocoWith: o.ocoId } : {}),
          })
        : false;
    if (!restored) log(`market: waiting stop ${o.id} could not be put back`);
  }
}
