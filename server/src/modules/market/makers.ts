import { defaultMarketMaker, MarketMaker, type MarketMakerOptions } from './market-maker';
import { MARKET_MAKER, type Outcome, type PairMarket } from './pair-market';
import { pairSeed, seededRandom } from './random';

/** The market makers' settings: a seed (per pair through `pairSeed`), the tick interval range. */
export interface MarketMakerBots {
  seed: number;
  tickMs: [number, number];
  maker?: MarketMakerOptions;
}

export const defaultBots: MarketMakerBots = {
  seed: 424242,
  tickMs: [250, 500],
};

/** What the market makers use of the service. */
export interface MakerDeps {
  /** The next (negative) id of a bot order. */
  nextId(): number;
  now(): number;
  /** Takes each engine outcome of a bot command, in engine order. */
  absorb(outcome: Outcome): void;
}

export interface MakerLoopDeps extends MakerDeps {
  /** True once the service is closed: a loop then stops. */
  closed(): boolean;
  /** The service's pending timers (cleared by close); every tick's timer is kept here. */
  timers: Set<NodeJS.Timeout>;
  /** A tick that threw (logged and counted by the caller); the maker ticks again on its next turn. */
  fault(source: string, error: unknown): void;
}

/**
 * Starts a market maker per market, each ticking on its own timer at a seeded random interval in
 * `bots.tickMs`. Returns the makers (in market order).
 */
export function startMakerLoops(
  markets: Iterable<PairMarket>,
  bots: MarketMakerBots,
  deps: MakerLoopDeps,
): MarketMaker[] {
  const makers: MarketMaker[] = [];
  for (const market of markets) {
    const random = seededRandom(pairSeed(bots.seed, market.pair.id));
    const maker = new MarketMaker(market, random, () => deps.nextId(), bots.maker ?? defaultMarketMaker);
    makers.push(maker);
    const [min, max] = bots.tickMs;
    const loop = () => {
      const t = setTimeout(
        () => {
          deps.timers.delete(t);
          if (deps.closed()) return;
          try {
            for (const outcome of maker.tick(deps.now())) deps.absorb(outcome);
          } catch (error) {
            deps.fault(`market maker ${market.pair.symbol}`, error);
          }
          loop();
        },
        min + Math.floor(random.next() * (max - min + 1)),
      );
      t.unref?.();
      deps.timers.add(t);
    };
    loop();
  }
  return makers;
}

/**
 * Operator: the pair's market maker (if any) moves its fair price to `ticks` and pulls its quotes,
 * then the house prints one lot at exactly `ticks` (a sell and a buy, what rests of them cancelled).
 */
export function printAt(
  market: PairMarket,
  maker: MarketMaker | undefined,
  ticks: number,
  deps: MakerDeps,
): void {
  const ts = deps.now();
  maker?.moveTo(ticks);
  for (const outcome of maker?.withdraw(ts) ?? []) deps.absorb(outcome);
  const order = (side: 'buy' | 'sell') => ({
    id: deps.nextId(),
    owner: MARKET_MAKER,
    side,
    type: 'limit' as const,
    price: ticks,
    qty: 1,
  });
  const sell = order('sell');
  const buy = order('buy');
  deps.absorb(market.place(sell, ts));
  deps.absorb(market.place(buy, ts));
  for (const { id } of [sell, buy]) if (market.book.has(id)) deps.absorb(market.cancel(id, ts));
}
