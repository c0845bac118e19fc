import { barStart, klinePeriods, type KlinePeriod } from './periods';
import { RollingTicker } from './rolling-ticker';

/** One OHLCV bar in integer ticks (prices) and lots (volume). */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** Bars kept in memory per period; older ones are read from the database on demand. */
export const MEMORY_BARS = 5000;

/**
 * The bars of one pair for every period of spec §9, oldest first. Trades and finer bars are folded
 * into the bar of each period that contains them; changed bars are remembered until `takeDirty`.
 */
export class KlineSeries {
  private readonly bars = new Map<KlinePeriod, Bar[]>();
  private dirty = new Map<string, { period: KlinePeriod; bar: Bar }>();
  private readonly rolling = new RollingTicker();

  constructor() {
    for (const p of klinePeriods) this.bars.set(p, []);
  }

  /** Folds a trade into the current bar of every period; returns those bars. */
  addTrade(ts: number, price: number, qty: number): Array<{ period: KlinePeriod; bar: Bar }> {
    const changed: Array<{ period: KlinePeriod; bar: Bar }> = [];
    for (const period of klinePeriods) {
      const bar = this.absorb(period, {
        time: ts,
        open: price,
        high: price,
        low: price,
        close: price,
        volume: qty,
      });
      changed.push({ period, bar });
    }
    return changed;
  }

  /**
   * Folds `fine` (a bar or a trade as a bar) into the bar of `period` containing `fine.time`. One
   * older than the period's last bar (a late trade, or a clock that stood behind the stored bars)
   * joins that last bar: bars never go back in time, and the trade still counts.
   */
  absorb(period: KlinePeriod, fine: Bar): Bar {
    const list = this.bars.get(period)!;
    let bar = list[list.length - 1];
    const time = bar ? Math.max(bar.time, barStart(period, fine.time)) : barStart(period, fine.time);
    if (bar && bar.time === time) {
      if (fine.high > bar.high) bar.high = fine.high;
      if (fine.low < bar.low) bar.low = fine.low;
      bar.close = fine.close;
      bar.volume += fine.volume;
    } else {
      bar = { time, open: fine.open, high: fine.high, low: fine.low, close: fine.close, volume: fine.volume };
      list.push(bar);
      if (list.length > MEMORY_BARS) list.splice(0, list.length - MEMORY_BARS);
    }
    this.dirty.set(`${period}:${time}`, { period, bar });
    if (period === '1min') this.rolling.update(bar, fine.volume);
    return bar;
  }

  /** Puts stored bars (oldest first) in place without marking them dirty. */
  load(period: KlinePeriod, stored: Bar[]): void {
    const list = stored.slice(-MEMORY_BARS).map((b) => ({ ...b }));
    this.bars.set(period, list);
    if (period === '1min') this.rolling.reset(list);
  }

  /** The rolling 24 h ticker at `now`, kept incrementally: what `ticker24h(this, now)` computes. */
  ticker(now: number): Ticker | undefined {
    this.roll(now);
    return this.rolling.read();
  }

  /** Changes whenever `ticker(now)` may answer differently from the last call. */
  tickerRevision(now: number): number {
    this.roll(now);
    return this.rolling.revision;
  }

  private roll(now: number): void {
    if (!this.rolling.advance(now)) {
      this.rolling.reset(this.bars.get('1min')!);
      this.rolling.advance(now);
    }
  }

  /** Bars with from <= time < to, oldest first, from memory. */
  range(period: KlinePeriod, from: number, to: number): Bar[] {
    const list = this.bars.get(period)!;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (list[mid]!.time < from) lo = mid + 1;
      else hi = mid;
    }
    const out: Bar[] = [];
    for (let i = lo; i < list.length && list[i]!.time < to; i++) out.push({ ...list[i]! });
    return out;
  }

  oldest(period: KlinePeriod): number | undefined {
    return this.bars.get(period)![0]?.time;
  }

  last(period: KlinePeriod): Bar | undefined {
    const list = this.bars.get(period)!;
    return list[list.length - 1];
  }

  takeDirty(): Array<{ period: KlinePeriod; bar: Bar }> {
    const out = [...this.dirty.values()].map(({ period, bar }) => ({ period, bar: { ...bar } }));
    this.dirty = new Map();
    return out;
  }
}

export interface Ticker {
  /** Price 24 h ago (the open of the oldest 1-minute bar of the window), ticks. */
  open: number;
  last: number;
  high: number;
  low: number;
  /** Lots, summed exactly. */
  volume: bigint;
}

/**
 * Rolling 24 h figures recomputed from the 1-minute bars; undefined if there has been no trade at
 * all. The reference the incremental `KlineSeries.ticker` is tested against (and the bench's old path).
 */
export function ticker24h(series: KlineSeries, now: number): Ticker | undefined {
  const bars = series.range('1min', now - 24 * 3600_000, Number.MAX_SAFE_INTEGER);
  const last = series.last('1min');
  if (!last) return undefined;
  if (bars.length === 0)
    return { open: last.close, last: last.close, high: last.close, low: last.close, volume: 0n };
  let high = bars[0]!.high;
  let low = bars[0]!.low;
  let volume = 0n;
  for (const b of bars) {
    if (b.high > high) high = b.high;
    if (b.low < low) low = b.low;
    volume += BigInt(b.volume);
  }
  return { open: bars[0]!.open, last: bars[bars.length - 1]!.close, high, low, volume };
}

/** Percent change from `open` to `last`, 2 decimals, truncated toward zero: "-1.25". */
export function percentChange(open: number, last: number): string {
  if (open <= 0) return '0.00';
  const basisPoints = (BigInt(last - open) * 10000n) / BigInt(open);
  const negative = basisPoints < 0n;
  const abs = negative ? -basisPoints : basisPoints;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative && abs !== 0n ? `-${text}` : text;
}
