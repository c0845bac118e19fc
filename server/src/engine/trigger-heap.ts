/** What the heap needs of a waiting stop: its trigger, and whether it still waits. */
export interface Triggered {
  trigger: number;
  /** Set false when the stop is cancelled (or fired): the heap then drops it lazily. */
  waiting: boolean;
}

/**
 * The waiting stops of one side, ordered by trigger: a binary heap whose top fires first (the
 * lowest trigger for buy stops, the highest for sell stops). A stop's key (its trigger, negated for
 * sells) sits in a packed number array beside it, so sifting compares numbers, not objects.
 *
 * A cancelled stop is not searched for: it is marked (`waiting = false`) and stays until it reaches
 * the top, or until the marked ones outnumber the waiting ones and the heap is rebuilt without
 * them. Placing is O(1) on average (a random key sifts up less than two levels), cancelling O(1)
 * amortised, firing O(log n) per stop; a price ladder paid a Map entry and a sorted-array insert
 * per new trigger price instead.
 */
export class TriggerHeap<N extends Triggered> {
  private keys: number[] = [];
  private nodes: N[] = [];
  private cancelled = 0;

  constructor(
    /** 1: lowest trigger first (buy stops); -1: highest first (sell stops). */
    private readonly sign: 1 | -1,
  ) {}

  push(node: N): void {
    const keys = this.keys;
    const nodes = this.nodes;
    const key = node.trigger * this.sign;
    let i = keys.length;
    keys.push(key);
    nodes.push(node);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (keys[parent]! <= key) break;
      keys[i] = keys[parent]!;
      nodes[i] = nodes[parent]!;
      i = parent;
    }
    keys[i] = key;
    nodes[i] = node;
  }

  /** The waiting stop that fires first (cancelled ones above it are dropped on the way). */
  peek(): N | undefined {
    const nodes = this.nodes;
    while (nodes.length > 0 && !nodes[0]!.waiting) {
      this.cancelled--;
      this.removeTop();
    }
    return nodes[0];
  }

  /** Takes the top waiting stop off; call after `peek` returned it. */
  pop(): void {
    this.removeTop();
  }

  /** A stop in this heap was marked cancelled; rebuilds once most of the heap is cancelled stops. */
  noteCancelled(): void {
    if (++this.cancelled > 32 && this.cancelled * 2 > this.nodes.length) this.rebuild();
  }

  private removeTop(): void {
    const keys = this.keys;
    const nodes = this.nodes;
    const lastKey = keys.pop()!;
    const lastNode = nodes.pop()!;
    if (keys.length > 0) this.siftDown(0, lastKey, lastNode);
  }

  /** Places (key, node) at hole `i` or below it, moving smaller children up. */
  private siftDown(i: number, key: number, node: N): void {
    const keys = this.keys;
    const nodes = this.nodes;
    const n = keys.length;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= n) break;
      if (child + 1 < n && keys[child + 1]! < keys[child]!) child++;
      if (keys[child]! >= key) break;
      keys[i] = keys[child]!;
      nodes[i] = nodes[child]!;
      i = child;
    }
    keys[i] = key;
    nodes[i] = node;
  }

  private rebuild(): void {
    const keys: number[] = [];
    const nodes: N[] = [];
    for (let i = 0; i < this.nodes.length; i++) {
      if (!this.nodes[i]!.waiting) continue;
      keys.push(this.keys[i]!);
      nodes.push(this.nodes[i]!);
    }
    this.keys = keys;
    this.nodes = nodes;
    this.cancelled = 0;
    for (let i = (nodes.length >> 1) - 1; i >= 0; i--) this.siftDown(i, keys[i]!, nodes[i]!);
  }
}
