import {
  OrderBook,
  type BookListener,
  type Fill,
  type NewOrder,
  type PlaceResult,
  type RestingOrder,
} from '../../engine';
import { KlineSeries, ticker24h, type Bar, type Ticker } from './klines';
import type { Pair } from './pairs';
import type { KlinePeriod } from './periods';

/** Owner id of the simulated market maker's orders (never a user id: those start at 1). */
export const MARKET_MAKER = 0;

export interface TradeRecord {
  pairId: number;
  /** ticks / lots */
  price: number;
  qty: number;
  takerSide: 'buy' | 'sell';
  buyOrderId: number;
  sellOrderId: number;
  buyerId: number;
  sellerId: number;
  ts: number;
}

/** What one engine command did, for persistence and events. */
export interface Outcome {
  pair: Pair;
  ts: number;
  result?: PlaceResult;
  cancelled?: RestingOrder;
  trades: TradeRecord[];
  klines: Array<{ period: KlinePeriod; bar: Bar }>;
  bookChanged: boolean;
}

const RECENT_TRADES = 50;

/** The live state of one pair: its book, bars, recent trades and last price. Synchronous. */
export class PairMarket {
  readonly book: OrderBook;
  klines: KlineSeries = new KlineSeries();
  /** Newest first. */
  recent: TradeRecord[] = [];
  lastPrice: number;
  private outcome: Outcome | null = null;

  constructor(
    readonly pair: Pair,
    seedTicks: number,
  ) {
    this.lastPrice = seedTicks;
    const listener: BookListener = {
      onTrade: (fill) => this.recordFill(fill),
      onLevel: () => {
        if (this.outcome) this.outcome.bookChanged = true;
      },
      onCancel: () => {},
    };
    this.book = new OrderBook(listener);
  }

  place(order: NewOrder, ts: number): Outcome {
    const outcome = this.begin(ts);
    try {
      outcome.result = this.book.place(order);
    } finally {
      this.outcome = null;
    }
    return outcome;
  }

  cancel(id: number, ts: number): Outcome {
    const outcome = this.begin(ts);
    try {
      outcome.cancelled = this.book.cancel(id);
    } finally {
      this.outcome = null;
    }
    return outcome;
  }

  /** The rolling 24 h ticker, kept incrementally by the bars (the last price before any bar). */
  ticker(now: number): Ticker {
    return this.klines.ticker(now) ?? this.flatTicker();
  }

  /** Changes whenever `ticker(now)` or the last price may have changed (for cached answers). */
  revision(now: number): number {
    return this.klines.tickerRevision(now);
  }

  /** The same figures recomputed from up to 1,440 bars: the test oracle and the bench's old path. */
  recomputedTicker(now: number): Ticker {
    return ticker24h(this.klines, now) ?? this.flatTicker();
  }

  private flatTicker(): Ticker {
    const p = this.lastPrice;
    return { open: p, last: p, high: p, low: p, volume: 0n };
  }

  private begin(ts: number): Outcome {
    const outcome: Outcome = { pair: this.pair, ts, trades: [], klines: [], bookChanged: false };
    this.outcome = outcome;
    return outcome;
  }

  private recordFill(fill: Fill): void {
    const outcome = this.outcome!;
    const buying = fill.takerSide === 'buy';
    const trade: TradeRecord = {
      pairId: this.pair.id,
      price: fill.price,
      qty: fill.qty,
      takerSide: fill.takerSide,
      buyOrderId: buying ? fill.takerId : fill.makerId,
      sellOrderId: buying ? fill.makerId : fill.takerId,
      buyerId: buying ? fill.takerOwner : fill.makerOwner,
      sellerId: buying ? fill.makerOwner : fill.takerOwner,
      ts: outcome.ts,
    };
    outcome.trades.push(trade);
    outcome.klines.push(...this.klines.addTrade(outcome.ts, fill.price, fill.qty));
    this.recent.unshift(trade);
    if (this.recent.length > RECENT_TRADES) this.recent.length = RECENT_TRADES;
    this.lastPrice = fill.price;
  }
}
