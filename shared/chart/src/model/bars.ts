import type { KlineBar } from '@exchange/protocol';
import { div, round, sum } from '@exchange/sdk';
import { BARS_KEPT } from './resolution';

/** Spec §9: MA 15, and the 10/20 cross. */
export const MA_PERIODS = [10, 15, 20] as const;

/** Spec §9: the chart shows prices with 6 decimals. */
export const CHART_PRECISION = 6;

/**
 * Spec §9 gives the chart's price scale as a power of ten (100000; the micro chart 10000): the
 * number of decimals it stands for. Anything that is not a positive power of ten is refused.
 */
export function precisionFromPriceScale(priceScale: number): number {
  const digits = Math.log10(priceScale);
  if (!Number.isInteger(digits) || digits < 0) throw new RangeError(`not a power of ten: ${priceScale}`);
  return digits;
}

/**
 * Chart points: Highcharts plots JS numbers, so decimal strings become numbers only here, at the
 * edge, for drawing (never for money arithmetic).
 */
const plot = (value: string) => Number(value);

export type Candle = [time: number, open: number, high: number, low: number, close: number];
export type XY = [time: number, value: number];

export const toCandle = (bar: KlineBar): Candle => [
  bar.time,
  plot(bar.open),
  plot(bar.high),
  plot(bar.low),
  plot(bar.close),
];
export const toVolume = (bar: KlineBar): XY => [bar.time, plot(bar.volume)];
export const toClose = (bar: KlineBar): XY => [bar.time, plot(bar.close)];

/** The simple moving average of the closes of `window`, computed in decimals, at its last bar. */
function averageAt(window: readonly KlineBar[], precision: number): XY {
  const average = div(sum(window.map((bar) => bar.close)), window.length);
  return [window[window.length - 1]!.time, plot(round(average, precision, 'half-up'))];
}

/** Simple moving average of closes: one point per bar from the period-th on. */
export function movingAverage(bars: readonly KlineBar[], period: number, precision = CHART_PRECISION): XY[] {
  const points: XY[] = [];
  for (let end = period; end <= bars.length; end++)
    points.push(averageAt(bars.slice(end - period, end), precision));
  return points;
}

/** The moving average's point at the last bar, or none while there are fewer bars than the period. */
export function lastAverage(
  bars: readonly KlineBar[],
  period: number,
  precision = CHART_PRECISION,
): XY | undefined {
  return bars.length < period ? undefined : averageAt(bars.slice(-period), precision);
}

/** Only the bar fields (a push carries its symbol and period too). */
const barOf = ({ open, high, low, close, volume, time }: KlineBar): KlineBar => ({
  open,
  high,
  low,
  close,
  volume,
  time,
});

/** What one push did to the bars: replaced the last one, appended one (maybe dropping the oldest), or nothing. */
export type BarChange =
  { kind: 'update'; bar: KlineBar } | { kind: 'append'; bar: KlineBar; shifted: boolean } | { kind: 'none' };

/**
 * Bars oldest first: a push with the last bar's time replaces it, a later one starts the next bar
 * (the oldest scrolls out past `keep`), an older one is ignored.
 */
export function mergeBar(
  bars: readonly KlineBar[],
  push: KlineBar,
  keep = BARS_KEPT,
): { bars: KlineBar[]; change: BarChange } {
  const last = bars[bars.length - 1];
  if (last && push.time < last.time) return { bars: [...bars], change: { kind: 'none' } };
  const bar = barOf(push);
  if (last && push.time === last.time)
    return { bars: [...bars.slice(0, -1), bar], change: { kind: 'update', bar } };
  const shifted = bars.length >= keep;
  return { bars: [...bars.slice(shifted ? 1 : 0), bar], change: { kind: 'append', bar, shifted } };
}

/**
 * A frame's worth of pushes merged in order: the resulting bars and, per push that changed
 * something, what to do to the drawn series.
 */
export function mergeBars(
  bars: readonly KlineBar[],
  pushes: readonly KlineBar[],
  keep = BARS_KEPT,
): { bars: KlineBar[]; changes: Exclude<BarChange, { kind: 'none' }>[] } {
  let current: KlineBar[] = [...bars];
  const changes: Exclude<BarChange, { kind: 'none' }>[] = [];
  for (const push of pushes) {
    const merged = mergeBar(current, push, keep);
    if (merged.change.kind === 'none') continue;
    current = merged.bars;
    changes.push(merged.change);
  }
  return { bars: current, changes };
}

/** Pushes that arrived before the snapshot and are older than its last bar add nothing. */
export const pushesAfter = (bars: readonly KlineBar[], pushes: readonly KlineBar[]): KlineBar[] => {
  const last = bars[bars.length - 1];
  return last ? pushes.filter((push) => push.time >= last.time) : [...pushes];
};
