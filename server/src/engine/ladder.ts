import { IntMap } from './int-map';
import { grown } from './typed-arrays';
import type { Side } from './types';

/** One resting order: a node of its price level's doubly-linked FIFO list. */
export interface OrderNode {
  id: number;
  owner: number;
  side: Side;
  price: number;
  remaining: number;
  original: number;
  prev: OrderNode | null;
  next: OrderNode | null;
  level: Level;
}

/** A price level: the FIFO list of its resting orders. */
export interface Level {
  price: number;
  head: OrderNode | null;
  tail: OrderNode | null;
  qty: number;
  count: number;
}

/**
 * The price levels of one side. Keys are kept in a sorted typed array with the BEST level LAST
 * (bids by price ascending, asks by negated price ascending), so taking or dropping the best level
 * is O(1) at the array's end where almost all churn happens; inserting a new level elsewhere is a
 * binary search plus a memmove (`copyWithin`), which for the few thousand levels of a real book
 * beats a tree on cache behaviour. Lookup of a level by price is an IntMap.
 */
export class Ladder {
  private keys = new Float64Array(64);
  private count = 0;
  private readonly levels = new IntMap<Level>();
  private readonly sign: 1 | -1;

  constructor(readonly side: Side) {
    this.sign = side === 'buy' ? 1 : -1;
  }

  get size(): number {
    return this.count;
  }

  best(): Level | undefined {
    const n = this.count;
    return n === 0 ? undefined : this.levels.get(this.keys[n - 1]! * this.sign);
  }

  get(price: number): Level | undefined {
    return this.levels.get(price);
  }

  /** The level at `price`, created (empty) if missing. */
  upsert(price: number): Level {
    let level = this.levels.get(price);
    if (level) return level;
    level = { price, head: null, tail: null, qty: 0, count: 0 };
    this.levels.set(price, level);
    const key = price * this.sign;
    const n = this.count;
    if (n === this.keys.length) this.keys = grown(this.keys, n * 2);
    const keys = this.keys;
    if (n === 0 || keys[n - 1]! < key) {
      keys[n] = key;
    } else {
      const at = this.lowerBound(key);
      keys.copyWithin(at + 1, at, n);
      keys[at] = key;
    }
    this.count = n + 1;
    return level;
  }

  remove(level: Level): void {
    this.levels.delete(level.price);
    const key = level.price * this.sign;
    const keys = this.keys;
    const n = this.count;
    if (keys[n - 1] === key) {
      this.count = n - 1;
      return;
    }
    const at = this.lowerBound(key);
    if (at < n && keys[at] === key) {
      keys.copyWithin(at, at + 1, n);
      this.count = n - 1;
    }
  }

  /** Levels from the best outwards. */
  *fromBest(): Generator<Level> {
    for (let i = this.count - 1; i >= 0; i--) {
      yield this.levels.get(this.keys[i]! * this.sign)!;
    }
  }

  /** The index of the first key not below `key`. */
  private lowerBound(key: number): number {
    const keys = this.keys;
    let lo = 0;
    let hi = this.count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

export function appendNode(level: Level, node: OrderNode): void {
  node.prev = level.tail;
  node.next = null;
  if (level.tail) level.tail.next = node;
  else level.head = node;
  level.tail = node;
  level.qty += node.remaining;
  level.count++;
}

/** O(1) unlink; the caller adjusts `level.qty` for the node's remaining quantity. */
export function unlinkNode(node: OrderNode): void {
  const level = node.level;
  if (node.prev) node.prev.next = node.next;
  else level.head = node.next;
  if (node.next) node.next.prev = node.prev;
  else level.tail = node.prev;
  node.prev = null;
  node.next = null;
  level.count--;
}
