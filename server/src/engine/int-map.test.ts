import fc from 'fast-check';
import { IntMap } from './int-map';

/*
 * IntMap against a Map: random sets, deletes and reads over a pool of up to 40 random keys (random
 * keys share home slots as often as a birthday count predicts, so probe runs form and deletions
 * shift entries back), small ones and ones above 2^32.
 */
type Op = { kind: 'set' | 'delete' | 'get'; pick: number; value: number };

const keyPool = fc.uniqueArray(
  fc.oneof(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })),
  { minLength: 1, maxLength: 40 },
);
const op: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom<Op['kind']>('set', 'delete', 'get'),
  pick: fc.nat(),
  value: fc.integer(),
});

describe('IntMap', () => {
  it('answers every read, write and delete as a Map does', () => {
    fc.assert(
      fc.property(
        keyPool,
        fc.array(op, { maxLength: 300 }),
        fc.integer({ min: 1, max: 8 }),
        (pool, ops, expected) => {
          const map = new IntMap<{ value: number }>(expected);
          const reference = new Map<number, { value: number }>();
          for (const { kind, pick, value } of ops) {
            const key = pool[pick % pool.length]!;
            if (kind === 'set') {
              const boxed = { value };
              map.set(key, boxed);
              reference.set(key, boxed);
            } else if (kind === 'delete') {
              expect(map.delete(key)).toBe(reference.get(key));
              reference.delete(key);
            } else {
              expect(map.get(key)).toBe(reference.get(key));
              expect(map.has(key)).toBe(reference.has(key));
            }
            expect(map.size).toBe(reference.size);
            for (const [k, v] of reference) expect(map.get(k)).toBe(v);
          }
          expect(new Set(map.values())).toEqual(new Set(reference.values()));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps every entry reachable through growth and a long run of churn', () => {
    const map = new IntMap<number>(4);
    const live: number[] = [];
    for (let id = 1; id <= 20_000; id++) {
      map.set(id, id * 10);
      live.push(id);
      if (id % 3 !== 0) {
        const gone = live.splice((id * 7919) % live.length, 1)[0]!;
        expect(map.delete(gone)).toBe(gone * 10);
        expect(map.get(gone)).toBeUndefined();
      }
    }
    expect(map.size).toBe(live.length);
    for (const id of live) expect(map.get(id)).toBe(id * 10);
  });
});
