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

/** A price level: the FIFO list of its nodes (book orders, or waiting stops at a trigger price). */
export interface Level<N = OrderNode> {
  price: number;
  head: N | null;
  tail: N | null;
  qty: number;
  count: number;
}

/**
 * The price levels of one side. Keys are kept in a sorted array with the BEST level LAST
 * (bids by price ascending, asks by negated price ascending), so taking or dropping the best level
 * is O(1) at the array's end where almost all churn happens; inserting a new level elsewhere is a
 * binary search plus a memmove, which for the few thousand levels of a real book beats a tree on
 * cache behaviour. Lookup of a level by price is a Map.
 */
export class Ladder<N = OrderNode> {
  private readonly keys: number[] = [];
  private readonly levels = new Map<number, Level<N>>();
  private readonly sign: 1 | -1;

  constructor(readonly side: Side) {
    this.sign = side === 'buy' ? 1 : -1;
  }

  get size(): number {
    return this.keys.length;
  }

  best(): Level<N> | undefined {
    const n = this.keys.length;
    return n === 0 ? undefined : this.levels.get(this.keys[n - 1]! * this.sign);
  }

  get(price: number): Level<N> | undefined {
    return this.levels.get(price);
  }

  /** The level at `price`, created (empty) if missing. */
  upsert(price: number): Level<N> {
    let level = this.levels.get(price);
    if (level) return level;
    level = { price, head: null, tail: null, qty: 0, count: 0 };
    this.levels.set(price, level);
    const key = price * this.sign;
    const keys = this.keys;
    const n = keys.length;
    if (n === 0 || keys[n - 1]! < key) {
      keys.push(key);
    } else {
      let lo = 0;
      let hi = n;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (keys[mid]! < key) lo = mid + 1;
        else hi = mid;
      }
      keys.splice(lo, 0, key);
    }
    return level;
  }

  remove(level: Level<N>): void {
    this.levels.delete(level.price);
    const key = level.price * this.sign;
    const keys = this.keys;
    const n = keys.length;
    if (keys[n - 1] === key) {
      keys.pop();
      return;
    }
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    if (keys[lo] === key) keys.splice(lo, 1);
  }

  /** Levels from the best outwards. */
  *fromBest(): Generator<Level<N>> {
    for (let i = this.keys.length - 1; i >= 0; i--) {
      yield this.levels.get(this.keys[i]! * this.sign)!;
    }
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
