/*
 * Price triggers of one pair, indexed by price so that a tick's pass touches only what it crosses:
 * O(k log n) for k triggers fired among n, instead of a scan of every position.
 *
 * 'down' triggers fire when the price falls to or below their level (a long's stop-loss, a short's
 * stop-profit, a limit order waiting for a lower price, a net-long account's liquidation level):
 * a max-heap, the highest level on top. 'up' triggers fire at or above their level: a min-heap.
 * A trigger is replaced by setting it again and removed by `remove`: stale heap entries are skipped
 * when they surface (lazy deletion), so both are O(log n) or O(1).
 */

export type TriggerKind = 'stop_profit' | 'stop_loss' | 'open' | 'liquidate';
export type TriggerDir = 'down' | 'up';

export interface Fired {
  kind: TriggerKind;
  /** A position id, or the user id for 'liquidate'. */
  ref: number;
  ticks: number;
}

/** A binary heap of (level, entry id) as parallel arrays; `sign` 1 = min-heap, -1 = max-heap. */
class LevelHeap {
  private levels: number[] = [];
  private ids: number[] = [];
  constructor(private readonly sign: 1 | -1) {}

  get size(): number {
    return this.levels.length;
  }

  peekLevel(): number | undefined {
    return this.levels[0];
  }

  peekId(): number | undefined {
    return this.ids[0];
  }

  push(level: number, id: number): void {
    const levels = this.levels;
    const ids = this.ids;
    let i = levels.length;
    levels.push(level);
    ids.push(id);
    const key = level * this.sign;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (levels[parent]! * this.sign <= key) break;
      levels[i] = levels[parent]!;
      ids[i] = ids[parent]!;
      i = parent;
    }
    levels[i] = level;
    ids[i] = id;
  }

  pop(): void {
    const levels = this.levels;
    const ids = this.ids;
    const lastLevel = levels.pop()!;
    const lastId = ids.pop()!;
    const n = levels.length;
    if (n === 0) return;
    const key = lastLevel * this.sign;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= n) break;
      const right = left + 1;
      const child = right < n && levels[right]! * this.sign < levels[left]! * this.sign ? right : left;
      if (levels[child]! * this.sign >= key) break;
      levels[i] = levels[child]!;
      ids[i] = ids[child]!;
      i = child;
    }
    levels[i] = lastLevel;
    ids[i] = lastId;
  }
}

interface Entry {
  kind: TriggerKind;
  ref: number;
  ticks: number;
  dir: TriggerDir;
}

const kindIndex: Record<TriggerKind, number> = { stop_profit: 0, stop_loss: 1, open: 2, liquidate: 3 };
/** One number per (kind, ref): no string keys on the hot path. */
const slotOf = (kind: TriggerKind, ref: number): number => ref * 4 + kindIndex[kind];

export class PairTriggers {
  private down = new LevelHeap(-1);
  private up = new LevelHeap(1);
  /** Entry id -> entry; the live entry of a (kind, ref) slot is the one in `current`. */
  private readonly entries = new Map<number, Entry>();
  private readonly current = new Map<number, number>();
  private nextId = 1;

  /** Live triggers (not counting stale heap entries). */
  get size(): number {
    return this.current.size;
  }

  /** Sets (or replaces) the trigger of `kind` for `ref`. */
  set(kind: TriggerKind, ref: number, dir: TriggerDir, ticks: number): void {
    const id = this.nextId++;
    const slot = slotOf(kind, ref);
    const previous = this.current.get(slot);
    if (previous !== undefined) this.entries.delete(previous);
    this.current.set(slot, id);
    this.entries.set(id, { kind, ref, ticks, dir });
    (dir === 'down' ? this.down : this.up).push(ticks, id);
    this.compactIfStale();
  }

  remove(kind: TriggerKind, ref: number): void {
    const slot = slotOf(kind, ref);
    const id = this.current.get(slot);
    if (id === undefined) return;
    this.current.delete(slot);
    this.entries.delete(id);
  }

  has(kind: TriggerKind, ref: number): boolean {
    return this.current.has(slotOf(kind, ref));
  }

  /** Removes and returns every trigger the price `ticks` reaches. */
  cross(ticks: number): Fired[] {
    const fired: Fired[] = [];
    this.drain(this.down, (level) => level >= ticks, fired);
    this.drain(this.up, (level) => level <= ticks, fired);
    return fired;
  }

  private drain(heap: LevelHeap, reached: (level: number) => boolean, fired: Fired[]): void {
    for (;;) {
      const level = heap.peekLevel();
      if (level === undefined) return;
      const id = heap.peekId()!;
      const entry = this.entries.get(id);
      if (entry && !reached(level)) return;
      heap.pop();
      if (!entry) continue;
      this.entries.delete(id);
      this.current.delete(slotOf(entry.kind, entry.ref));
      fired.push({ kind: entry.kind, ref: entry.ref, ticks: entry.ticks });
    }
  }

  /** Rebuilds the heaps when stale entries outnumber live ones (replaced stops, closed positions). */
  private compactIfStale(): void {
    const stored = this.down.size + this.up.size;
    if (stored < 1024 || stored < 4 * this.entries.size) return;
    const live = [...this.entries.entries()];
    this.down = new LevelHeap(-1);
    this.up = new LevelHeap(1);
    for (const [id, entry] of live) (entry.dir === 'down' ? this.down : this.up).push(entry.ticks, id);
  }
}
