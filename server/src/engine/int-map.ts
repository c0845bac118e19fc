/**
 * A hash map from safe integers (order ids, prices in ticks) to values that are never undefined:
 * open addressing with linear probing over a power-of-two table, Fibonacci hashing, and deletion by
 * backward shift, so there are no tombstones. The engine's keys churn (every order is added once
 * and removed once); a Map's ordered table appends each insert and rehashes once its deleted entries
 * pile up, which costs an insert plus a delete about four times what they cost here
 * (`pnpm bench:engine`, the market README's bench table). Grows at half full; never shrinks.
 */
export class IntMap<V> {
  private keys: Float64Array;
  /** `undefined` marks an empty slot. */
  private slots: Array<V | undefined>;
  /** 32 minus log2 of the table length: the hash's top bits pick the home slot. */
  private shift: number;
  private count = 0;

  constructor(expected = 32) {
    let bits = 4;
    while (1 << bits < expected * 2) bits++;
    this.keys = new Float64Array(1 << bits);
    this.slots = emptySlots<V>(1 << bits);
    this.shift = 32 - bits;
  }

  get size(): number {
    return this.count;
  }

  get(key: number): V | undefined {
    const keys = this.keys;
    const slots = this.slots;
    const mask = keys.length - 1;
    for (let i = this.home(key); ; i = (i + 1) & mask) {
      const value = slots[i];
      if (value === undefined || keys[i] === key) return value;
    }
  }

  has(key: number): boolean {
    return this.get(key) !== undefined;
  }

  /** Adds `key`, or replaces its value. */
  set(key: number, value: V): void {
    if ((this.count + 1) * 2 > this.keys.length) this.grow();
    const keys = this.keys;
    const slots = this.slots;
    const mask = keys.length - 1;
    let i = this.home(key);
    for (; slots[i] !== undefined; i = (i + 1) & mask) {
      if (keys[i] === key) {
        slots[i] = value;
        return;
      }
    }
    keys[i] = key;
    slots[i] = value;
    this.count++;
  }

  /** Removes `key`; returns the value it had, or undefined when it was absent. */
  delete(key: number): V | undefined {
    const keys = this.keys;
    const slots = this.slots;
    const mask = keys.length - 1;
    let i = this.home(key);
    let value: V | undefined;
    while ((value = slots[i]) !== undefined && keys[i] !== key) i = (i + 1) & mask;
    if (value === undefined) return undefined;
    this.count--;
    // Close the hole: each later entry of the probe run moves back into it, unless the hole lies
    // before that entry's home slot (it would then be unreachable from its home).
    for (let j = (i + 1) & mask; slots[j] !== undefined; j = (j + 1) & mask) {
      if (((j - this.home(keys[j]!)) & mask) >= ((j - i) & mask)) {
        keys[i] = keys[j]!;
        slots[i] = slots[j];
        i = j;
      }
    }
    slots[i] = undefined;
    return value;
  }

  /** The values, in no particular order. */
  *values(): Generator<V> {
    for (const value of this.slots) if (value !== undefined) yield value;
  }

  /** The top bits of the key's two 32-bit halves, mixed by Knuth's multiplicative constant. */
  private home(key: number): number {
    return Math.imul((key >>> 0) ^ ((key / 4294967296) >>> 0), 0x9e3779b1) >>> this.shift;
  }

  private grow(): void {
    const keys = this.keys;
    const slots = this.slots;
    this.keys = new Float64Array(keys.length * 2);
    this.slots = emptySlots<V>(keys.length * 2);
    this.shift--;
    this.count = 0;
    for (let i = 0; i < keys.length; i++) {
      const value = slots[i];
      if (value !== undefined) this.set(keys[i]!, value);
    }
  }
}

/** A packed array of `undefined` (a holey one would make every slot read slower). */
function emptySlots<V>(length: number): Array<V | undefined> {
  return new Array<V | undefined>(length).fill(undefined);
}
