import fc from 'fast-check';
import { TriggerHeap } from './trigger-heap';

/*
 * TriggerHeap against a list searched in full: random pushes, removals from anywhere (cancels, as
 * ConditionalBook does them) and takes from the top, with many equal triggers, and slots reused
 * once free (as StopSlots hands them out).
 */
interface Waiting {
  slot: number;
  trigger: number;
}
type Op = { kind: 'push'; trigger: number } | { kind: 'cancel'; pick: number } | { kind: 'fire' };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('push' as const), trigger: fc.integer({ min: 1, max: 30 }) }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('fire' as const) }) },
);

describe('TriggerHeap', () => {
  it.each([
    [1, 'lowest'],
    [-1, 'highest'],
  ] as const)('with sign %i always surfaces a waiting slot with the %s trigger', (sign, _first) => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 600 }), (ops) => {
        const heap = new TriggerHeap(sign);
        const waiting: Waiting[] = [];
        const free: number[] = [];
        let nextSlot = 0;
        const best = () =>
          waiting.reduce<Waiting | undefined>(
            (b, w) => (!b || w.trigger * sign < b.trigger * sign ? w : b),
            undefined,
          );
        const takeOut = (w: Waiting) => {
          expect(heap.remove(w.slot)).toBe(true);
          expect(heap.remove(w.slot)).toBe(false);
          waiting.splice(waiting.indexOf(w), 1);
          free.push(w.slot);
        };
        for (const o of ops) {
          if (o.kind === 'push') {
            const w = { slot: free.pop() ?? nextSlot++, trigger: o.trigger };
            heap.push(w.slot, w.trigger);
            waiting.push(w);
          } else if (o.kind === 'cancel' && waiting.length > 0) {
            takeOut(waiting[o.pick % waiting.length]!);
          } else if (o.kind === 'fire' && waiting.length > 0) {
            const top = waiting.find((w) => w.slot === heap.peek());
            expect(top?.trigger).toBe(best()!.trigger);
            takeOut(top!);
          }
          const top = best();
          expect(heap.peek()).toBe(top ? waiting.find((w) => w.slot === heap.peek())!.slot : -1);
          expect(Number.isNaN(heap.nextTrigger()) ? undefined : heap.nextTrigger()).toBe(top?.trigger);
          expect(heap.size).toBe(waiting.length);
        }
        expect(heap.remove(nextSlot + 5)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
