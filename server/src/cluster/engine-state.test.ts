import type { ServerContext } from '../context';
import { createClock } from '../services/clock';
import { createUsdtPrices } from '../modules/wallet/prices';
import { EngineStateMirror } from './engine-state';

test("an API node values currencies at the engine's live prices and follows its operator clock", async () => {
  const prices = createUsdtPrices();
  prices.setFallback(new Map([[2, '60000']]));
  const clock = createClock({ frozenAt: 1_000_000 });
  const mirror = new EngineStateMirror({ prices, clock } as unknown as ServerContext);
  expect(prices.get(2)).toBe('60000');

  mirror.receive(JSON.stringify({ offsetMs: 3_600_000, prices: [[2, '99000']] }));
  expect(prices.get(2)).toBe('99000');
  expect(clock.now()).toBe(4_600_000);

  mirror.receive(JSON.stringify({ offsetMs: 0, prices: [] }));
  expect(clock.now()).toBe(4_600_000);
  expect(prices.get(2)).toBe('99000');
});
