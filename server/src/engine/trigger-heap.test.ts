import fc from 'fast-check';
import { TriggerHeap } from './trigger-heap';

/*
 * TriggerHeap against a list searched in full: random pushes, removals from anywhere (cancels, as
 * ConditionalBook does them) and pops from the top, with many equal triggers.
 */
interface Stop {
  id: number;
  trigger: number;
  heapAt: number;
}
type Op = { kind: 'push'; trigger: number } | { kind: 'cancel'; pick: number } | { kind: 'pop' };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('push' as const), trigger: fc.integer({ min: 1, max: 30 }) }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('pop' as const) }) },
);

describe('TriggerHeap', () => {
  it.each([
    [1, 'lowest'],
    [-1, 'highest'],
  ] as const)('with sign %i always surfaces a waiting stop with the %s trigger', (sign, _first) => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 600 }), (ops) => {
        const heap = new TriggerHeap<Stop>(sign);
        const waiting: Stop[] = [];
        let id = 0;
        const best = () =>
          waiting.reduce<Stop | undefined>(
            (b, s) => (!b || s.trigger * sign < b.trigger * sign ? s : b),
            undefined,
          );
        for (const o of ops) {
          if (o.kind === 'push') {
            const stop = { id: ++id, trigger: o.trigger, heapAt: -1 };
            heap.push(stop);
            waiting.push(stop);
          } else if (o.kind === 'cancel' && waiting.length > 0) {
            const [stop] = waiting.splice(o.pick % waiting.length, 1);
            expect(heap.remove(stop!)).toBe(true);
            expect(heap.remove(stop!)).toBe(false);
          } else if (o.kind === 'pop') {
            const top = heap.peek();
            expect(top?.trigger).toBe(best()?.trigger);
            if (!top) continue;
            heap.pop();
            expect(top.heapAt).toBe(-1);
            waiting.splice(waiting.indexOf(top), 1);
          }
          expect(heap.peek()?.trigger).toBe(best()?.trigger);
          expect(heap.size).toBe(waiting.length);
        }
      }),
      { numRuns: 200 },
    );
  });
});
