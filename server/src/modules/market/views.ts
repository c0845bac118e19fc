import type {
  CompleteEntry,
  CurrentMarket,
  DaymarketPush,
  DealInfo,
  KlineBar,
  LocaleCode,
  MarketDepthPush,
  QuotationGroup,
  QuotationRow,
  TransactionPush,
} from '@exchange/protocol';
import { formatScaled } from '../../money';
import type { Bar, Ticker } from './klines';
import { percentChange } from './klines';
import type { PairMarket, TradeRecord } from './pair-market';
import type { Pair } from './pairs';

/** Protocol shapes (spec §3) of the live market state. */

/** Fixed demo rate of spec §9 (CNY per USDT). */
export const CNY_PER_USDT = '6.9641';
const CNY_DIGITS = 69641n;
const CNY_SCALE = 4;

/** How a view reads a market's 24 h ticker: the incremental one, or (bench) the recomputed one. */
export type TickerOf = (market: PairMarket, now: number) => Ticker;
const liveTicker: TickerOf = (market, now) => market.ticker(now);

/** A pair's description in the reader's language where it has one, else as the operator wrote it. */
export const describedIn = (pair: Pair, reader: LocaleCode | undefined): string =>
  (reader && pair.contentIn.get(reader)) || pair.content;

export function quotationRow(
  pair: Pair,
  market: PairMarket | undefined,
  now: number,
  tickerOf: TickerOf = liveTicker,
  reader?: LocaleCode,
): QuotationRow {
  const t = market && tickerOf(market, now);
  const s = pair.scale;
  return {
    id: pair.id,
    currency_id: pair.currencyId,
    legal_id: pair.legalId,
    currency_name: pair.currencyName,
    legal_name: pair.legalName,
    logo: pair.logo,
    now_price: market ? s.price.fromUnits(market.lastPrice) : pair.seedPrice,
    change: t ? percentChange(t.open, t.last) : '0.00',
    volume: t ? s.amount.fromUnits(t.volume) : '0',
    is_display: pair.isDisplay,
    category: pair.category,
    category_text: pair.categoryText,
    open_coin_trade: pair.openCoinTrade,
    open_microtrade: pair.openMicrotrade,
    open_lever: pair.openLever,
    lever_share_num: pair.leverShareNum,
    lever_trade_fee: pair.leverTradeFee,
    spread: pair.spread,
    issue_num: pair.issueNum,
    content: describedIn(pair, reader),
    sell_status: pair.sellStatus,
  };
}

/** Displayed pairs grouped by quote currency (one group, USDT, in the seeded exchange). */
export function quotationGroups(
  pairs: Pair[],
  marketOf: (id: number) => PairMarket | undefined,
  now: number,
  tickerOf: TickerOf = liveTicker,
  reader?: LocaleCode,
): QuotationGroup[] {
  const groups = new Map<number, QuotationGroup>();
  for (const pair of pairs) {
    if (pair.isDisplay !== 1) continue;
    let group = groups.get(pair.legalId);
    if (!group) {
      const usdt = pair.legalName === 'USDT';
      group = {
        id: pair.legalId,
        name: pair.legalName,
        quotation: [],
        fiat_convert_cny: usdt ? CNY_PER_USDT : '0',
        rmb_relation: usdt ? CNY_PER_USDT : '0',
      };
      groups.set(pair.legalId, group);
    }
    group.quotation.push(quotationRow(pair, marketOf(pair.id), now, tickerOf, reader));
  }
  return [...groups.values()];
}

/** CNY value of a price in ticks at the demo rate. */
export function cnyOf(pair: Pair, ticks: number): string {
  const price = pair.scale.price.scaled(ticks);
  return formatScaled(price.digits * CNY_DIGITS, price.scale + CNY_SCALE);
}

export function completeEntry(pair: Pair, t: TradeRecord): CompleteEntry {
  return {
    price: pair.scale.price.fromUnits(t.price),
    number: pair.scale.amount.fromUnits(t.qty),
    time: t.ts,
    way: t.takerSide === 'buy' ? 1 : 2,
  };
}

export function dealInfo(market: PairMarket, depth: number): DealInfo {
  const { pair } = market;
  const s = pair.scale;
  const snap = market.book.snapshot(depth);
  const level = ([p, q]: [number, number]) => ({
    price: s.price.fromUnits(p),
    number: s.amount.fromUnits(q),
  });
  return {
    last_price: s.price.fromUnits(market.lastPrice),
    user_cny: cnyOf(pair, market.lastPrice),
    in: snap.bids.map(level),
    out: snap.asks.map(level),
    complete: market.recent.slice(0, 20).map((t) => completeEntry(pair, t)),
    seq: snap.seq,
  };
}

export function currentMarket(market: PairMarket, now: number): CurrentMarket {
  const t = market.ticker(now);
  const s = market.pair.scale;
  return {
    change: percentChange(t.open, t.last),
    vol: s.amount.fromUnits(t.volume),
    high: s.price.fromUnits(t.high),
    low: s.price.fromUnits(t.low),
    close: s.price.fromUnits(t.last),
  };
}

export function klineBar(pair: Pair, bar: Bar): KlineBar {
  const p = pair.scale.price;
  return {
    open: p.fromUnits(bar.open),
    high: p.fromUnits(bar.high),
    low: p.fromUnits(bar.low),
    close: p.fromUnits(bar.close),
    volume: pair.scale.amount.fromUnits(bar.volume),
    time: bar.time,
  };
}

export function daymarketPush(market: PairMarket, now: number): DaymarketPush {
  const { pair } = market;
  const t = market.ticker(now);
  const s = pair.scale;
  return {
    symbol: pair.symbol,
    change: percentChange(t.open, t.last),
    now_price: s.price.fromUnits(market.lastPrice),
    volume: s.amount.fromUnits(t.volume),
    high: s.price.fromUnits(t.high),
    low: s.price.fromUnits(t.low),
    currency_name: pair.currencyName,
    legal_name: pair.legalName,
    legal_id: pair.legalId,
    currency_id: pair.currencyId,
  };
}

export function depthPush(market: PairMarket, depth: number, now: number): MarketDepthPush {
  const { pair } = market;
  const s = pair.scale;
  const snap = market.book.snapshot(depth);
  const t = market.ticker(now);
  const level = ([p, q]: [number, number]): [string, string] => [s.price.fromUnits(p), s.amount.fromUnits(q)];
  return {
    symbol: pair.symbol,
    legal_id: pair.legalId,
    currency_id: pair.currencyId,
    seq: snap.seq,
    last_price: s.price.fromUnits(market.lastPrice),
    proportion: percentChange(t.open, t.last),
    token: pair.symbol.replace('/', '').toLowerCase(),
    yesterday: s.price.fromUnits(t.open),
    today: s.price.fromUnits(market.lastPrice),
    bids: snap.bids.map(level),
    asks: snap.asks.map(level),
  };
}

export function transactionPush(market: PairMarket, fresh: TradeRecord[], now: number): TransactionPush {
  const { pair } = market;
  const t = market.ticker(now);
  const s = pair.scale;
  return {
    symbol: pair.symbol,
    legal_id: pair.legalId,
    currency_id: pair.currencyId,
    last_price: s.price.fromUnits(market.lastPrice),
    complete: fresh.map((tr) => completeEntry(pair, tr)),
    change: percentChange(t.open, t.last),
    volume: s.amount.fromUnits(t.volume),
    high: s.price.fromUnits(t.high),
    low: s.price.fromUnits(t.low),
  };
}
