import type { Bar, Ticker } from './klines';

const WINDOW_MS = 24 * 3600_000;

/** A FIFO of bars with O(1) amortised removal at both ends (an array and a head index). */
class BarDeque {
  private items: Bar[] = [];
  private head = 0;

  get size(): number {
    return this.items.length - this.head;
  }
  front(): Bar | undefined {
    return this.items[this.head];
  }
  back(): Bar | undefined {
    return this.size > 0 ? this.items[this.items.length - 1] : undefined;
  }
  push(bar: Bar): void {
    this.items.push(bar);
  }
  popBack(): void {
    if (this.size > 0) this.items.pop();
  }
  popFront(): void {
    this.head++;
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
  }
}

/** Revisions are unique across every ticker of the process, so a replaced series is noticed too. */
let lastRevision = 0;

/**
 * The rolling 24 h ticker of one pair over its 1-minute bars, kept up to date per bar change and
 * per minute roll instead of being recomputed: the window's bars in a FIFO (open = the oldest's
 * open, volume = a running BigInt sum of lots), high and low through monotonic deques (the newest
 * bar is always at their back, so a trade updating it only touches the back; an expiring minute
 * leaves from the front). Gives exactly what `ticker24h` computes from the same bars.
 */
export class RollingTicker {
  private window = new BarDeque();
  private highs = new BarDeque();
  private lows = new BarDeque();
  private volume = 0n;
  private newest: Bar | undefined;
  /** Time of the newest bar that left the window: a clock moving back before it needs a rebuild. */
  private expiredUpTo = Number.NEGATIVE_INFINITY;
  /** Changes whenever what `read` answers may have changed. */
  revision = ++lastRevision;

  /** Starts over from `bars` (oldest first, the live objects of the series). */
  reset(bars: readonly Bar[]): void {
    this.window = new BarDeque();
    this.highs = new BarDeque();
    this.lows = new BarDeque();
    this.volume = 0n;
    this.newest = undefined;
    this.expiredUpTo = Number.NEGATIVE_INFINITY;
    for (const bar of bars) this.update(bar, bar.volume);
    this.revision = ++lastRevision;
  }

  /**
   * `bar` (the series' live object) was created or changed: `addedVolume` lots were added to it
   * and its high, low and close may have moved. Bars arrive in time order.
   */
  update(bar: Bar, addedVolume: number): void {
    if (bar.time <= this.expiredUpTo) {
      // Already out of the window (a trade stamped more than a day back): only its close counts.
      this.newest = bar;
      this.revision = ++lastRevision;
      return;
    }
    if (this.newest !== bar) {
      this.window.push(bar);
      this.newest = bar;
    }
    this.volume += BigInt(addedVolume);
    if (this.highs.back() === bar) this.highs.popBack();
    while ((this.highs.back()?.high ?? Number.POSITIVE_INFINITY) <= bar.high) this.highs.popBack();
    this.highs.push(bar);
    if (this.lows.back() === bar) this.lows.popBack();
    while ((this.lows.back()?.low ?? Number.NEGATIVE_INFINITY) >= bar.low) this.lows.popBack();
    this.lows.push(bar);
    this.revision = ++lastRevision;
  }

  /**
   * Rolls the window to `now` (minutes older than 24 h leave it). False when `now` went back past a
   * minute that already left: the caller rebuilds with `reset`.
   */
  advance(now: number): boolean {
    const cutoff = now - WINDOW_MS;
    if (cutoff <= this.expiredUpTo) return false;
    let front = this.window.front();
    if (!front || front.time >= cutoff) return true;
    while (front && front.time < cutoff) {
      this.volume -= BigInt(front.volume);
      if (this.highs.front() === front) this.highs.popFront();
      if (this.lows.front() === front) this.lows.popFront();
      this.expiredUpTo = front.time;
      this.window.popFront();
      front = this.window.front();
    }
    this.revision = ++lastRevision;
    return true;
  }

  /** The ticker at the time of the last `advance`; undefined before any bar. */
  read(): Ticker | undefined {
    const newest = this.newest;
    if (!newest) return undefined;
    const oldest = this.window.front();
    if (!oldest) {
      const p = newest.close;
      return { open: p, last: p, high: p, low: p, volume: 0n };
    }
    return {
      open: oldest.open,
      last: newest.close,
      high: this.highs.front()!.high,
      low: this.lows.front()!.low,
      volume: this.volume,
    };
  }
}
