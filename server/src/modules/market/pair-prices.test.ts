import type { MarketService } from './service';
import type { Pair } from './pairs';
import { createPairPrices } from './pair-prices';

const btc = { id: 1, symbol: 'BTC/USDT' } as Pair;
const eth = { id: 2, symbol: 'ETH/USDT' } as Pair;

/** A process owning ETH only: BTC's price comes from its owner partition. */
function markets() {
  const tradeListeners: Array<(pair: Pair) => void> = [];
  const service = {
    pairs: { get: (id: number) => [btc, eth].find((p) => p.id === id) },
    market: (id: number) => (id === eth.id ? { lastPrice: 340_000 } : undefined),
    on: (_event: 'trade', listener: (pair: Pair) => void) => {
      tradeListeners.push(listener);
      return () => tradeListeners.splice(tradeListeners.indexOf(listener), 1);
    },
  } as unknown as MarketService;
  return { service, trade: (pair: Pair) => tradeListeners.forEach((l) => l(pair)) };
}

test("a pair's last price comes from its book here, else from its owner partition, with a move each change", () => {
  const { service, trade } = markets();
  const prices = createPairPrices(service);
  const moved: string[] = [];
  const stop = prices.onMove((pair) => moved.push(pair.symbol));
  expect(prices.last(btc.id)).toBeUndefined();
  prices.setRemote(btc.id, 6_500_000);
  prices.setRemote(btc.id, 6_500_000); // unchanged: no move
  prices.setRemote(eth.id, 1); // ETH has a book here: ignored
  trade(eth);
  expect([prices.last(btc.id), prices.last(eth.id)]).toEqual([6_500_000, 340_000]);
  expect(moved).toEqual(['BTC/USDT', 'ETH/USDT']);
  stop();
  prices.setRemote(btc.id, 6_600_000);
  trade(eth);
  expect(moved).toHaveLength(2);
});
