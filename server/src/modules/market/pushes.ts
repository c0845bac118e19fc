import { MarketEvent, rooms, type KlinePeriod } from '@exchange/protocol';
import type { Realtime } from '../../realtime/realtime';
import type { MarketService } from './service';
import type { TradeRecord } from './pair-market';
import { daymarketPush, depthPush, klineBar, transactionPush } from './views';
import { Coalescer } from './coalescer';

/** Levels per side in a depth push (the page shows 8 and "load more"). */
export const DEPTH_LEVELS = 20;
export const DEPTH_INTERVAL_MS = 100;
export const KLINE_INTERVAL_MS = 250;
export const TICKER_INTERVAL_MS = 1000;

/**
 * Market pushes of spec §7 through the server's Realtime:
 * - match_trade: every engine command's trades, to all sockets, as they happen;
 * - daymarket and transaction: per pair that traded, at most once a second, to all sockets;
 * - market_depth: per pair at most once per 100 ms, only to `depth:<pair>` subscribers, with `seq`;
 * - kline: the changed bar per pair and period at most every 250 ms, to `kline:<pair>:<period>`.
 * A push equal to the room's last one is not sent again; a new subscriber gets the current depth
 * or bar at once, alone. Returns a stop function.
 */
export function startMarketPushes(
  market: MarketService,
  realtime: Realtime,
  now: () => number = Date.now,
): () => void {
  const bySymbol = (symbol: string) => market.pairs.bySymbolText(symbol);

  const currentDepth = (symbol: string) => {
    const m = market.market(bySymbol(symbol)?.id ?? 0);
    return m ? depthPush(m, DEPTH_LEVELS, now()) : undefined;
  };
  const currentBar = (symbol: string, period: KlinePeriod) => {
    const m = market.market(bySymbol(symbol)?.id ?? 0);
    const bar = m?.klines.last(period);
    return m && bar ? { ...klineBar(m.pair, bar), symbol, period } : undefined;
  };

  // A change can be announced more than once before the coalesced emission (several commands per
  // market maker step): what the room already has is not sent again.
  const sentSeq = new Map<string, number>();
  const depth = new Coalescer(DEPTH_INTERVAL_MS, (symbol) => {
    const push = currentDepth(symbol);
    if (!push || sentSeq.get(symbol) === push.seq) return;
    sentSeq.set(symbol, push.seq);
    realtime.toRoom(rooms.depth(symbol), MarketEvent.depth, push);
  });
  const sentBar = new Map<string, string>();
  const kline = new Coalescer(KLINE_INTERVAL_MS, (key) => {
    const [symbol, period] = key.split('|') as [string, KlinePeriod];
    const push = currentBar(symbol, period);
    const text = JSON.stringify(push);
    if (!push || sentBar.get(key) === text) return;
    sentBar.set(key, text);
    realtime.toRoom(rooms.kline(symbol, period), MarketEvent.kline, push);
  });
  const freshTrades = new Map<number, TradeRecord[]>();

  const unsubscribe = [
    market.on('depth', (pair) => {
      if (realtime.roomSize(rooms.depth(pair.symbol)) > 0) depth.touch(pair.symbol);
    }),
    market.on('kline', (pair, period) => {
      if (realtime.roomSize(rooms.kline(pair.symbol, period)) > 0) kline.touch(`${pair.symbol}|${period}`);
    }),
    market.on('trade', (pair, trades) => {
      realtime.toAll(MarketEvent.trade, {
        type: 'match_trade',
        data: trades.map((t) => ({
          ts: t.ts,
          direction: t.takerSide,
          amount: pair.scale.amount.fromUnits(t.qty),
          price: pair.scale.price.fromUnits(t.price),
        })),
        symbol: pair.symbol,
        currency_id: pair.currencyId,
        legal_id: pair.legalId,
      });
      const list = freshTrades.get(pair.id) ?? [];
      list.push(...trades);
      freshTrades.set(pair.id, list);
    }),
  ];

  const ticker = setInterval(() => {
    const t = now();
    for (const [pairId, trades] of freshTrades) {
      const m = market.market(pairId);
      if (!m) continue;
      realtime.toAll(MarketEvent.daymarket, daymarketPush(m, t));
      realtime.toAll(MarketEvent.transaction, transactionPush(m, trades.slice(-20).reverse(), t));
    }
    freshTrades.clear();
  }, TICKER_INTERVAL_MS);
  ticker.unref?.();

  // A new subscriber gets the current state from a snapshot to that socket alone, so the others
  // in the room do not see it twice.
  realtime.onSubscribe((topic, send) => {
    const pair = bySymbol(topic.pair);
    if (!pair) return;
    const push =
      topic.channel === 'market_depth' ? currentDepth(pair.symbol) : currentBar(pair.symbol, topic.period);
    if (push) send(topic.channel === 'market_depth' ? MarketEvent.depth : MarketEvent.kline, push);
  });

  return () => {
    clearInterval(ticker);
    depth.stop();
    kline.stop();
    for (const off of unsubscribe) off();
  };
}
