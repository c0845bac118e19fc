/**
 * The server's one notion of "now". Everything time-based (orders, bars, micro expiry, lever
 * marks, IEO phases, lock-up interest) reads `ctx.clock.now()` instead of `Date.now()`, so tests and
 * the operator can move time forward with `advance` and see what falls due happen at once.
 */
export interface Clock {
  /** Milliseconds since the epoch, as this server sees it. */
  now(): number;
  /**
   * Moves the clock forward by `ms` (never back), then gives every background job (`ctx.every`)
   * one turn, so what fell due runs before the promise resolves. The server keeps the offset in
   * storage across restarts (clock-store.ts).
   */
  advance(ms: number): Promise<void>;
  /** How far `advance` has moved this clock ahead of its source. */
  readonly offsetMs: number;
  /** Runs `listener` after every `advance` (the job runner uses it). Returns an unsubscribe. */
  onAdvance(listener: () => Promise<void>): () => void;
}

export interface ClockOptions {
  /** Freeze the clock at this instant: it only moves through `advance` (tests). */
  frozenAt?: number;
  /** The time source otherwise (default `Date.now`). */
  source?: () => number;
}

export function createClock(options: ClockOptions = {}): Clock {
  const { frozenAt } = options;
  const source = frozenAt === undefined ? (options.source ?? Date.now) : () => frozenAt;
  const listeners = new Set<() => Promise<void>>();
  let offset = 0;
  return {
    now: () => source() + offset,
    get offsetMs() {
      return offset;
    },
    async advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error(`the clock only moves forward: ${ms}`);
      offset += ms;
      for (const listener of [...listeners]) await listener();
    },
    onAdvance(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
