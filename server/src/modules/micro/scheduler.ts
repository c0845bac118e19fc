import { ExpiryHeap, type Due } from './expiry-heap';

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set(fn, ms) {
    const handle = setTimeout(fn, ms);
    handle.unref?.();
    return handle;
  },
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface SchedulerOptions<T extends Due> {
  /** The server clock (ctx.clock.now): what "due" means. */
  now: () => number;
  /** Settles a batch of due items; throwing puts the batch back to be retried after `retryMs`. */
  settle: (due: T[], now: number) => Promise<void>;
  onError: (error: unknown) => void;
  retryMs?: number;
  /** Most items handed to one `settle` call (one transaction). */
  maxBatch?: number;
  timers?: Timers;
}

/**
 * Runs each item at its due time: a min-heap by due time and ONE timer armed for the earliest, so
 * the cost of an expiry is O(log n), never a scan of what is running. Time is the server clock:
 * `runDue()` (called by the timer, and by `ctx.every`, which `ctx.clock.advance` turns) settles
 * everything due by then. Runs are serialized; a call during a run is served before it resolves.
 */
export class ExpiryScheduler<T extends Due> {
  private readonly heap = new ExpiryHeap<T>();
  private readonly timers: Timers;
  private readonly maxBatch: number;
  private readonly retryMs: number;
  private timer: unknown = null;
  private timerAt = Infinity;
  private loop: Promise<void> | null = null;
  private requested = false;
  private stopped = false;

  constructor(private readonly options: SchedulerOptions<T>) {
    this.timers = options.timers ?? realTimers;
    this.maxBatch = options.maxBatch ?? 500;
    this.retryMs = options.retryMs ?? 1000;
  }

  /** Items waiting (not yet handed to `settle`). */
  get size(): number {
    return this.heap.size;
  }

  add(item: T): void {
    this.heap.push(item);
    if (!this.loop) this.arm();
  }

  /** Settles everything due now; resolves when nothing due is left (including items added meanwhile). */
  runDue(): Promise<void> {
    this.requested = true;
    if (!this.loop) {
      this.loop = this.drain().finally(() => {
        this.loop = null;
        this.arm();
      });
    }
    return this.loop;
  }

  stop(): void {
    this.stopped = true;
    this.disarm();
  }

  private async drain(): Promise<void> {
    while (this.requested && !this.stopped) {
      this.requested = false;
      for (;;) {
        const now = this.options.now();
        const batch = this.heap.takeDue(now, this.maxBatch);
        if (batch.length === 0) break;
        try {
          await this.options.settle(batch, now);
        } catch (error) {
          this.options.onError(error);
          this.retryLater(batch);
          break;
        }
      }
    }
  }

  private retryLater(batch: T[]): void {
    this.timers.set(() => {
      if (this.stopped) return;
      for (const item of batch) this.heap.push(item);
      void this.runDue();
    }, this.retryMs);
  }

  /** One timer for the earliest item (re-armed only when that changes). */
  private arm(): void {
    if (this.stopped) return;
    const next = this.heap.peek();
    if (!next) return this.disarm();
    if (this.timer !== null && this.timerAt === next.dueAt) return;
    this.disarm();
    // A clock that does not move on its own (a test's frozen clock) just re-checks at this pace.
    const delay = Math.min(Math.max(0, next.dueAt - this.options.now()), 60_000);
    this.timerAt = next.dueAt;
    this.timer = this.timers.set(() => {
      this.timer = null;
      this.timerAt = Infinity;
      void this.runDue();
    }, delay);
  }

  private disarm(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    this.timerAt = Infinity;
  }
}
