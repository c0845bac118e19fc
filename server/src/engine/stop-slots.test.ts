import { execFileSync } from 'node:child_process';
import path from 'node:path';
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

  it('reads whole numbers back as small integers, so that the orders made after it keep small-integer ids', () => {
    // A fresh process, whose interpreter runs `read` for the first time: it reads a Float64Array
    // element as a heap number, and storing one made `id` and `owner` boxed doubles in every
    // object that begins like an order (smallIfWhole in typed-arrays.ts). V8's own %IsSmi tells.
    const script = `
      import { StopSlots } from ${JSON.stringify(path.join(__dirname, 'stop-slots.ts'))};
      const isSmallInteger = new Function('x', 'return %IsSmi(x)');
      const slots = new StopSlots();
      const slot = slots.add({ id: 7, owner: 3, side: 'buy', trigger: 101, price: 100, qty: 5, timeInForce: 'GTC', ocoWith: 6 });
      const stop = slots.read(slot);
      const order = { id: 8, owner: 3, side: 'buy', qty: 5, type: 'limit', price: 100, timeInForce: undefined };
      const fields = { ...Object.fromEntries(['id', 'owner', 'trigger', 'price', 'qty', 'ocoWith'].map((k) => [k, stop[k]])), orderId: order.id, orderOwner: order.owner };
      process.stdout.write(JSON.stringify(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, isSmallInteger(v)]))));
    `;
    const out = execFileSync(
      process.execPath,
      ['--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: path.join(__dirname, '../..'), encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
    );
    expect(JSON.parse(out)).toEqual({
      id: true,
      owner: true,
      trigger: true,
      price: true,
      qty: true,
      ocoWith: true,
      orderId: true,
      orderOwner: true,
    });
  });
});
