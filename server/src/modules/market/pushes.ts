import {
  MarketEvent,
  rooms,
  type KlinePeriod,
  type MatchTradePush,
  type TradeTick,
} from '@exchange/protocol';
import type { Realtime } from '../../realtime/realtime';
import type { MarketService } from './service';
import type { Pair } from './pairs';
import type { TradeRecord } from './pair-market';
import { daymarketPush, depthPush, klineBar, transactionPush } from './views';
import { Coalescer } from './coalescer';

/** Levels per side in a depth push (the page shows 8 and "load more"). */
export const DEPTH_LEVELS = 20;
export const DEPTH_INTERVAL_MS = 100;
export const KLINE_INTERVAL_MS = 250;
export const TRADES_INTERVAL_MS = 100;
export const TICKER_INTERVAL_MS = 1000;
/** Most trades one match_trade push carries (the newest of its interval; lists show 20 at most). */
export const TRADES_PER_PUSH = 50;
/** Fills in a transaction push (newest first). */
const TRANSACTION_TRADES = 20;

export interface MarketPushOptions {
  /**
   * Bench only: the former fan-out, match_trade (per engine command), daymarket and transaction to
   * every socket, so `bench:fanout` measures it beside the rooms in the same run.
   */
  everySocket?: boolean;
  /**
   * A push that threw in its timer (`ctx.faults.report`): counted, and the next change is pushed
   * again. Without it the error is thrown as before.
   */
  fault?: (source: string, error: unknown) => void;
}

/**
 * Market pushes of spec §7 through the server's Realtime, each only to the rooms of the topics that
 * carry it (protocol `topicEvents`; `toRooms` sends once per socket across those rooms):
 * - market_depth: per pair at most once per 100 ms to `depth:<pair>`, with `seq`;
 * - kline: the changed bar per pair and period at most every 250 ms to `kline:<pair>:<period>`;
 * - match_trade: a pair's trades of the last 100 ms in one push, to `trades:<pair>` and `latest_trades`;
 * - daymarket: per pair that traded, once a second, to `ticker:<pair>` and `board`;
 * - transaction: per pair that traded, once a second, to `trades:<pair>`.
 * Each of them also goes to `spec_client` (sockets that never subscribed: a spec §7 client gets every
 * pair's pushes, klines of every period) while that room has anyone in it.
 * Nothing is built for a topic nobody watches; a push equal to the topic's last one is not sent again;
 * a new subscriber of depth, kline or ticker gets the current state at once, alone.
 * Returns a stop function.
 */
export function startMarketPushes(
  market: MarketService,
  realtime: Realtime,
  now: () => number = Date.now,
  options: MarketPushOptions = {},
): () => void {
  const bySymbol = (symbol: string) => market.pairs.bySymbolText(symbol);
  const marketOf = (symbol: string) => market.market(bySymbol(symbol)?.id ?? 0);
  const specClients = () => realtime.roomSize(rooms.specClient) > 0;
  /** A push's rooms: its topics', and the spec clients' (every public push) while any is connected. */
  const targets = (...names: string[]) => (specClients() ? [...names, rooms.specClient] : names);
  const watched = (...names: string[]) => specClients() || names.some((room) => realtime.roomSize(room) > 0);
  /** The ticker's timer callback: a throw goes to `options.fault` instead of the process. */
  const guarded =
    <A extends unknown[]>(fn: (...args: A) => void) =>
    (...args: A) => {
      try {
        fn(...args);
      } catch (error) {
        if (!options.fault) throw error;
        options.fault('market pushes', error);
      }
    };

  const currentDepth = (symbol: string) => {
    const m = marketOf(symbol);
    return m ? depthPush(m, DEPTH_LEVELS, now()) : undefined;
  };
  const currentBar = (symbol: string, period: KlinePeriod) => {
    const m = marketOf(symbol);
    const bar = m?.klines.last(period);
    return m && bar ? { ...klineBar(m.pair, bar), symbol, period } : undefined;
  };
  const currentTicker = (symbol: string) => {
    const m = marketOf(symbol);
    return m ? daymarketPush(m, now()) : undefined;
  };

  // A change can be announced more than once before the coalesced emission (several commands per
  // market maker step): what the room already has is not sent again.
  const sentSeq = new Map<string, number>();
  const depth = new Coalescer(DEPTH_INTERVAL_MS, (symbol) => {
    const push = currentDepth(symbol);
    if (!push || sentSeq.get(symbol) === push.seq) return;
    sentSeq.set(symbol, push.seq);
    realtime.toRooms(targets(rooms.depth(symbol)), MarketEvent.depth, push);
  });
  const sentText = new Map<string, string>();
  /** Sends unless equal to the last push under `key`. */
  const sendChanged = (key: string, to: string[], event: string, push: unknown) => {
    const text = JSON.stringify(push);
    if (sentText.get(key) === text) return;
    sentText.set(key, text);
    realtime.toRooms(to, event, push);
  };
  const kline = new Coalescer(KLINE_INTERVAL_MS, (key) => {
    const [symbol, period] = key.split('|') as [string, KlinePeriod];
    const push = currentBar(symbol, period);
    if (push) sendChanged(`kline|${key}`, targets(rooms.kline(symbol, period)), MarketEvent.kline, push);
  });

  const tradesRooms = (symbol: string) => targets(rooms.trades(symbol), rooms.latestTrades);
  const pendingTicks = new Map<string, { pair: Pair; ticks: TradeTick[] }>();
  const trades = new Coalescer(TRADES_INTERVAL_MS, (symbol) => {
    const pending = pendingTicks.get(symbol);
    pendingTicks.delete(symbol);
    if (pending)
      realtime.toRooms(tradesRooms(symbol), MarketEvent.trade, matchTrade(pending.pair, pending.ticks));
  });
  const sendTrades = (pair: Pair, fresh: TradeRecord[]) => {
    if (options.everySocket)
      return realtime.toAll(MarketEvent.trade, matchTrade(pair, fresh.map(tick(pair))));
    if (!watched(...tradesRooms(pair.symbol))) return;
    const pending = pendingTicks.get(pair.symbol) ?? { pair, ticks: [] };
    pending.ticks.push(...fresh.map(tick(pair)));
    if (pending.ticks.length > TRADES_PER_PUSH)
      pending.ticks.splice(0, pending.ticks.length - TRADES_PER_PUSH);
    pendingTicks.set(pair.symbol, pending);
    trades.touch(pair.symbol);
  };

  const freshTrades = new Map<number, TradeRecord[]>();
  const unsubscribe = [
    market.on('depth', (pair) => {
      if (watched(rooms.depth(pair.symbol))) depth.touch(pair.symbol);
    }),
    market.on('kline', (pair, period) => {
      if (watched(rooms.kline(pair.symbol, period))) kline.touch(`${pair.symbol}|${period}`);
    }),
    market.on('trade', (pair, fresh) => {
      sendTrades(pair, fresh);
      const list = freshTrades.get(pair.id) ?? [];
      list.push(...fresh);
      if (list.length > TRANSACTION_TRADES) list.splice(0, list.length - TRANSACTION_TRADES);
      freshTrades.set(pair.id, list);
    }),
  ];

  const pushTickers = guarded(() => {
    const t = now();
    for (const [pairId, fills] of freshTrades) {
      const m = market.market(pairId);
      if (!m) continue;
      const { symbol } = m.pair;
      const latest = fills.slice().reverse();
      if (options.everySocket) {
        realtime.toAll(MarketEvent.daymarket, daymarketPush(m, t));
        realtime.toAll(MarketEvent.transaction, transactionPush(m, latest, t));
        continue;
      }
      const tickerRooms = targets(rooms.ticker(symbol), rooms.board);
      if (watched(...tickerRooms))
        sendChanged(`day|${symbol}`, tickerRooms, MarketEvent.daymarket, daymarketPush(m, t));
      if (watched(rooms.trades(symbol)))
        sendChanged(
          `tx|${symbol}`,
          targets(rooms.trades(symbol)),
          MarketEvent.transaction,
          transactionPush(m, latest, t),
        );
    }
    freshTrades.clear();
  });
  const ticker = setInterval(pushTickers, TICKER_INTERVAL_MS);
  ticker.unref?.();

  // A new subscriber gets the current state from a snapshot to that socket alone, so the others
  // in the room do not see it twice. Board and trade topics have none: views fetch their lists.
  realtime.onSubscribe((topic, send) => {
    if (!('pair' in topic)) return;
    const pair = bySymbol(topic.pair);
    if (!pair) return;
    const [event, push] =
      topic.channel === 'market_depth'
        ? [MarketEvent.depth, currentDepth(pair.symbol)]
        : topic.channel === 'kline'
          ? [MarketEvent.kline, currentBar(pair.symbol, topic.period)]
          : topic.channel === 'ticker'
            ? [MarketEvent.daymarket, currentTicker(pair.symbol)]
            : [MarketEvent.trade, undefined];
    if (push) send(event, push);
  });

  return () => {
    clearInterval(ticker);
    depth.stop();
    kline.stop();
    trades.stop();
    for (const off of unsubscribe) off();
  };
}

const tick =
  (pair: Pair) =>
  (t: TradeRecord): TradeTick => ({
    ts: t.ts,
    direction: t.takerSide,
    amount: pair.scale.amount.fromUnits(t.qty),
    price: pair.scale.price.fromUnits(t.price),
  });

function matchTrade(pair: Pair, ticks: TradeTick[]): MatchTradePush {
  return {
    type: 'match_trade',
    data: ticks,
    symbol: pair.symbol,
    currency_id: pair.currencyId,
    legal_id: pair.legalId,
  };
}
