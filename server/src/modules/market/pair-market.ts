import {
  ConditionalBook,
  OrderBook,
  type BookListener,
  type ConditionalEffects,
  type ConditionalResult,
  type Fill,
  type NewOrder,
  type PlaceResult,
  type RestingOrder,
  type StopOrder,
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
  /** A stop-limit (or an OCO's stop leg) placed: waiting, or refused with its reason. */
  stop?: ConditionalResult['stop'];
  /** A waiting stop the command cancelled. */
  cancelledStop?: StopOrder;
  /** Stops fired and OCO partners cancelled by the command (undefined: none, the common case). */
  effects?: ConditionalEffects;
  trades: TradeRecord[];
  klines: Array<{ period: KlinePeriod; bar: Bar }>;
  bookChanged: boolean;
}

const RECENT_TRADES = 50;

/** The live state of one pair: its book, bars, recent trades and last price. Synchronous. */
export class PairMarket {
  readonly book: OrderBook;
  /** The waiting stop-limit orders and OCO links around `book`, and the trigger cascade. */
  readonly conditional: ConditionalBook;
  klines: KlineSeries = new KlineSeries();
  /** Newest first. */
  recent: TradeRecord[] = [];
  private outcome: Outcome | null = null;

  constructor(
    readonly pair: Pair,
    seedTicks: number,
  ) {
    const listener: BookListener = {
      onTrade: (fill) => this.recordFill(fill),
      onLevel: () => {
        if (this.outcome) this.outcome.bookChanged = true;
      },
      onCancel: () => {},
    };
    this.book = new OrderBook(listener);
    this.conditional = new ConditionalBook(this.book, seedTicks);
  }

  /** The last trade price in ticks (what stop triggers compare with). */
  get lastPrice(): number {
    return this.conditional.lastPrice;
  }

  set lastPrice(ticks: number) {
    this.conditional.lastPrice = ticks;
  }

  /** Whether the order rests on the book or waits as a stop. */
  holds(orderId: number): boolean {
    return this.book.has(orderId) || this.conditional.hasStop(orderId);
  }

  /** The owner of a resting order or waiting stop. */
  ownerOf(orderId: number): number | undefined {
    return this.book.get(orderId)?.owner ?? this.conditional.getStop(orderId)?.owner;
  }

  place(order: NewOrder, ts: number): Outcome {
    return this.run(ts, () => this.conditional.place(order));
  }

  placeStop(stop: StopOrder, ts: number): Outcome {
    return this.run(ts, () => this.conditional.placeStop(stop));
  }

  placeOco(limit: NewOrder, stop: StopOrder, ts: number): Outcome {
    return this.run(ts, () => this.conditional.placeOco(limit, stop));
  }

  cancel(id: number, ts: number): Outcome {
    return this.run(ts, () => this.conditional.cancel(id));
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

  private run(ts: number, command: () => ConditionalResult): Outcome {
    const outcome = this.begin(ts);
    try {
      const done = command();
      if (done.result) outcome.result = done.result;
      if (done.cancelled) outcome.cancelled = done.cancelled;
      if (done.stop) outcome.stop = done.stop;
      if (done.cancelledStop) outcome.cancelledStop = done.cancelledStop;
      if (done.effects) outcome.effects = done.effects;
    } finally {
      this.outcome = null;
    }
    return outcome;
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
  }
}
