/** Something due at `dueAt` (server-clock milliseconds). */
export interface Due {
  id: number;
  dueAt: number;
}

const before = (a: Due, b: Due): boolean => a.dueAt < b.dueAt || (a.dueAt === b.dueAt && a.id < b.id);

/** A binary min-heap by due time (then id): push and pop O(log n), the next due at the top. */
export class ExpiryHeap<T extends Due> {
  private readonly items: T[] = [];

  get size(): number {
    return this.items.length;
  }

  peek(): T | undefined {
    return this.items[0];
  }

  push(item: T): void {
    const items = this.items;
    items.push(item);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(item, items[parent]!)) break;
      items[i] = items[parent]!;
      i = parent;
    }
    items[i] = item;
  }

  pop(): T | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (top === undefined || last === undefined || items.length === 0) return top;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= items.length) break;
      const right = left + 1;
      const child = right < items.length && before(items[right]!, items[left]!) ? right : left;
      if (!before(items[child]!, last)) break;
      items[i] = items[child]!;
      i = child;
    }
    items[i] = last;
    return top;
  }

  /** Removes and returns the items due at `now` (at most `max`), earliest first. */
  takeDue(now: number, max: number): T[] {
    const due: T[] = [];
    while (due.length < max) {
      const top = this.items[0];
      if (top === undefined || top.dueAt > now) break;
      due.push(this.pop()!);
    }
    return due;
  }
}
