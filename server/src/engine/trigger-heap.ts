import { grown } from './typed-arrays';

/**
 * The waiting stops of one side, ordered by trigger: a 4-ary heap of stop slots (StopSlots) whose
 * top fires first (the lowest trigger for buy stops, the highest for sell stops). Numbers only: a
 * slot's key (its trigger, negated for sells) sits beside it in a typed array, and each slot's heap
 * position in another, so sifting compares and moves numbers and never touches a stop.
 *
 * A cancelled stop leaves at once: the last entry fills its hole and sifts, O(1) on average for a
 * random stop (three quarters of the entries are leaves). Placing is O(1) on average too (a random
 * key rarely climbs a level); firing is O(log n) per stop. Four children rather than two: half the
 * levels, so fewer of the comparisons a CPU cannot predict (random keys).
 */
export class TriggerHeap {
  /** By heap position: the key, and the slot there. */
  private keys = new Float64Array(16);
  private slots = new Int32Array(16);
  /** By slot: its heap position plus one; 0 when it is not in this heap. */
  private positions = new Int32Array(16);
  private count = 0;

  constructor(
    /** 1: lowest trigger first (buy stops); -1: highest first (sell stops). */
    private readonly sign: 1 | -1,
  ) {}

  get size(): number {
    return this.count;
  }

  /** Adds `slot`, which must not be in the heap, to fire at `trigger`. */
  push(slot: number, trigger: number): void {
    const i = this.count++;
    if (i === this.keys.length) {
      this.keys = grown(this.keys, 2 * i);
      this.slots = grown(this.slots, 2 * i);
    }
    if (slot >= this.positions.length) this.positions = grown(this.positions, 2 * slot + 2);
    this.siftUp(i, trigger * this.sign, slot);
  }

  /** The slot that fires first, or -1 when the heap is empty. */
  peek(): number {
    return this.count === 0 ? -1 : this.slots[0]!;
  }

  /** The trigger that fires first; NaN (no comparison holds) when the heap is empty. */
  nextTrigger(): number {
    return this.count === 0 ? NaN : this.keys[0]! * this.sign;
  }

  /** Takes `slot` out, wherever it is. False when it is not in this heap. */
  remove(slot: number): boolean {
    const at = slot < this.positions.length ? this.positions[slot]! : 0;
    if (at === 0) return false;
    this.positions[slot] = 0;
    const i = at - 1;
    const n = --this.count;
    if (i === n) return true;
    // The last entry fills the hole; it belongs above it or below it, not both.
    const key = this.keys[n]!;
    const moved = this.slots[n]!;
    if (i > 0 && this.keys[(i - 1) >> 2]! > key) this.siftUp(i, key, moved);
    else this.siftDown(i, key, moved);
    return true;
  }

  /** Places (key, slot) at hole `i` or above it, moving larger parents down. */
  private siftUp(i: number, key: number, slot: number): void {
    const keys = this.keys;
    const slots = this.slots;
    while (i > 0) {
      const parent = (i - 1) >> 2;
      const parentKey = keys[parent]!;
      if (parentKey <= key) break;
      this.put(i, parentKey, slots[parent]!);
      i = parent;
    }
    this.put(i, key, slot);
  }

  /** Places (key, slot) at hole `i` or below it, moving the smallest child up while it is smaller. */
  private siftDown(i: number, key: number, slot: number): void {
    const keys = this.keys;
    const slots = this.slots;
    const n = this.count;
    for (;;) {
      const first = 4 * i + 1;
      if (first >= n) break;
      const end = first + 4 < n ? first + 4 : n;
      let child = first;
      let least = keys[first]!;
      for (let c = first + 1; c < end; c++) {
        const k = keys[c]!;
        if (k < least) {
          least = k;
          child = c;
        }
      }
      if (least >= key) break;
      this.put(i, least, slots[child]!);
      i = child;
    }
    this.put(i, key, slot);
  }

  /** Puts (key, slot) at heap position `i`, and records where the slot is. */
  private put(i: number, key: number, slot: number): void {
    this.keys[i] = key;
    this.slots[i] = slot;
    this.positions[slot] = i + 1;
  }
}
