import type { MarketService } from './service';
import type { Pair } from './pairs';

/**
 * The last price (engine ticks) of every pair, for the engines that follow spot prices (lever marks,
 * micro settlement): the pair's live book in this process, else, in the scaled topology, the last
 * price its owner partition shared (cluster/engine-state.ts). One process: just the books.
 */
export interface PairPrices {
  last(pairId: number): number | undefined;
  /** Calls `listener` after a pair's price may have moved: a trade here, or a shared price that changed. */
  onMove(listener: (pair: Pair) => void): () => void;
  /** The last price of a pair another partition owns (ignored for a pair with a book here). */
  setRemote(pairId: number, ticks: number): void;
}

export function createPairPrices(markets: MarketService): PairPrices {
  const remote = new Map<number, number>();
  const listeners = new Set<(pair: Pair) => void>();
  return {
    last(pairId) {
      return markets.market(pairId)?.lastPrice ?? remote.get(pairId);
    },
    onMove(listener) {
      const stopTrades = markets.on('trade', (pair) => listener(pair));
      listeners.add(listener);
      return () => {
        stopTrades();
        listeners.delete(listener);
      };
    },
    setRemote(pairId, ticks) {
      const pair = markets.pairs.get(pairId);
      if (!pair || markets.market(pairId) || remote.get(pairId) === ticks) return;
      remote.set(pairId, ticks);
      for (const listener of listeners) listener(pair);
    },
  };
}
