import type { PairMarket } from './pair-market';
import { MARKET_MAKER } from './pair-market';
import { lotsForQuote } from './liquidity';
import type { Random } from './random';

export interface MarketMakerOptions {
  /** Levels quoted per side. */
  levels: number;
  /** Per-tick volatility of the fair price (log return). */
  volatility: number;
  /** Pull of the fair price back toward its anchor per tick (0..1). */
  reversion: number;
  /** Chance per tick of a taker order that prints a trade. */
  tradeChance: number;
}

export const defaultMarketMaker: MarketMakerOptions = {
  levels: 20,
  // About 0.13% per minute at ~2.7 steps a second; the pull keeps the walk within a few percent
  // of its anchor over hours (stationary spread volatility / sqrt(2 * reversion) = 1.6%).
  volatility: 0.0001,
  reversion: 0.00002,
  tradeChance: 0.7,
};

/**
 * The simulated liquidity of one pair: a fair price on a seeded random walk (mean-reverting to its
 * anchor), both sides quoted around it, and taker orders that trade through the engine. Its orders
 * belong to owner MARKET_MAKER, carry negative ids, are never persisted, and its funds live outside
 * user balances (the settlement of a user's fill against it books the other side to the house).
 */
export class MarketMaker {
  private logFair: number;
  private anchor: number;
  private quotes: number[] = [];

  constructor(
    private readonly market: PairMarket,
    private readonly random: Random,
    private readonly nextId: () => number,
    private readonly options: MarketMakerOptions = defaultMarketMaker,
  ) {
    this.logFair = Math.log(Math.max(1, market.lastPrice));
    this.anchor = this.logFair;
  }

  /** One step: move the fair price, re-quote, maybe trade. Returns the engine outcomes. */
  tick(ts: number) {
    const { random, options, market } = this;
    this.logFair += options.volatility * random.normal() + options.reversion * (this.anchor - this.logFair);
    const fair = Math.max(2, Math.round(Math.exp(this.logFair)));
    const outcomes = [];
    for (const id of this.quotes) if (market.book.has(id)) outcomes.push(market.cancel(id, ts));
    this.quotes = [];

    const half = Math.max(1, Math.round(fair * 0.0002));
    const step = Math.max(1, Math.round(fair * 0.0003));
    const scale = market.pair.scale;
    for (let i = 0; i < options.levels; i++) {
      for (const side of ['buy', 'sell'] as const) {
        const price = side === 'buy' ? fair - half - i * step : fair + half + i * step;
        if (price <= 0) continue;
        const qty = lotsForQuote(scale, price, BigInt(500 + Math.floor(random.next() * 6000)));
        const id = this.nextId();
        const outcome = market.place({ id, owner: MARKET_MAKER, side, type: 'limit', price, qty }, ts);
        if (outcome.result?.status === 'resting') this.quotes.push(id);
        outcomes.push(outcome);
      }
    }
    if (random.next() < options.tradeChance) {
      // Sized (50-1050 USDT) so live volume matches the back-filled history (~50k USDT a minute).
      const side = random.next() < 0.5 ? 'buy' : 'sell';
      const qty = lotsForQuote(scale, fair, BigInt(50 + Math.floor(random.next() * 1000)));
      outcomes.push(market.place({ id: this.nextId(), owner: MARKET_MAKER, side, type: 'market', qty }, ts));
    }
    return outcomes;
  }

  get pairId(): number {
    return this.market.pair.id;
  }

  /** Operator: the fair price and its anchor jump to `ticks` (the walk goes on from there). */
  moveTo(ticks: number): void {
    this.logFair = Math.log(Math.max(1, ticks));
    this.anchor = this.logFair;
  }

  /** Pulls every quote (stop). */
  withdraw(ts: number) {
    const outcomes = this.quotes
      .filter((id) => this.market.book.has(id))
      .map((id) => this.market.cancel(id, ts));
    this.quotes = [];
    return outcomes;
  }
}
