import fc from 'fast-check';
import type { StopOrder } from './conditional-book';
import { StopSlots } from './stop-slots';

const stop: fc.Arbitrary<StopOrder> = fc
  .record({
    id: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    owner: fc.nat(),
    side: fc.constantFrom('buy' as const, 'sell' as const),
    trigger: fc.integer({ min: 1, max: 2 ** 40 }),
    price: fc.integer({ min: 1, max: 2 ** 40 }),
    qty: fc.integer({ min: 1, max: 2 ** 40 }),
    timeInForce: fc.constantFrom('GTC' as const, 'IOC' as const, 'FOK' as const),
    ocoWith: fc.option(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { nil: undefined }),
  })
  .map(({ ocoWith, ...rest }) => (ocoWith === undefined ? rest : { ...rest, ocoWith }));

describe('StopSlots', () => {
  it('gives back every stop as it was stored, while others come and go', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(stop, fc.boolean()), { maxLength: 300 }), (steps) => {
        const slots = new StopSlots();
        const held = new Map<number, StopOrder>();
        for (const [next, releaseOne] of steps) {
          if (releaseOne && held.size > 0) {
            const [slot, kept] = held.entries().next().value as [number, StopOrder];
            expect(slots.read(slot)).toEqual(kept);
            slots.release(slot);
            held.delete(slot);
          }
          const slot = slots.add(next);
          expect(held.has(slot)).toBe(false);
          held.set(slot, next);
          expect(slots.id(slot)).toBe(next.id);
          expect(slots.trigger(slot)).toBe(next.trigger);
          expect(slots.isBuy(slot)).toBe(next.side === 'buy');
        }
        for (const [slot, kept] of held) expect(slots.read(slot)).toEqual(kept);
      }),
      { numRuns: 100 },
    );
  });

  it('reuses a released slot before taking a new one', () => {
    const slots = new StopSlots();
    const base: StopOrder = {
      id: 1,
      owner: 1,
      side: 'buy',
      trigger: 5,
      price: 6,
      qty: 1,
      timeInForce: 'GTC',
    };
    const first = slots.add(base);
    const second = slots.add({ ...base, id: 2 });
    slots.release(first);
    expect(slots.add({ ...base, id: 3 })).toBe(first);
    expect(slots.add({ ...base, id: 4 })).toBe(second + 1);
  });
});
