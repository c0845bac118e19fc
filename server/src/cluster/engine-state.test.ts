import type { ServerContext } from '../context';
import { createClock } from '../services/clock';
import type { PairPrices } from '../modules/market/pair-prices';
import { createUsdtPrices } from '../services/prices';
import { EngineStateMirror } from './engine-state';

function node(local?: (currencyId: number) => string | undefined) {
  const prices = createUsdtPrices();
  prices.setFallback(new Map([[2, '60000']]));
  const clock = createClock({ frozenAt: 1_000_000 });
  const remote = new Map<number, number>();
  const pairPrices: Partial<PairPrices> = {
    setRemote: (id, ticks) => void remote.set(id, ticks),
  };
  const ctx = { prices, clock, pairPrices } as unknown as ServerContext;
  return { prices, clock, remote, mirror: new EngineStateMirror(ctx, local) };
}

test("an API node values currencies at the engines' live prices and follows the operator clock", async () => {
  const { prices, clock, mirror } = node();
  expect(prices.get(2)).toBe('60000');

  mirror.receive(JSON.stringify({ offsetMs: 3_600_000, prices: [[2, '99000']] }));
  expect(prices.get(2)).toBe('99000');
  expect(clock.now()).toBe(4_600_000);

  mirror.receive(JSON.stringify({ offsetMs: 0, prices: [] }));
  expect(clock.now()).toBe(4_600_000);
  expect(prices.get(2)).toBe('99000');
});

test("an engine prices its own pairs from its books and another partition's from its shared state", () => {
  const { prices, remote, mirror } = node((id) => (id === 3 ? '3500' : undefined));
  mirror.receive(
    JSON.stringify({
      offsetMs: 0,
      prices: [
        [2, '99000'],
        [3, '1'],
      ],
      last: [[1, 9_900_000]],
    }),
  );
  expect(prices.get(2)).toBe('99000');
  expect(prices.get(3)).toBe('3500');
  expect(remote.get(1)).toBe(9_900_000);
});
