import type { KlineBar, KlinePeriod } from '@exchange/protocol';
import { div, round, sum } from '@exchange/sdk';

/** Spec §9 chart resolutions: time-share (a line of 1-minute closes), then candles per period. */
export type Resolution = 'timeShare' | KlinePeriod;
export const RESOLUTIONS: readonly Resolution[] = [
  'timeShare',
  '1min',
  '5min',
  '15min',
  '30min',
  '60min',
  '1day',
  '1week',
  '1mon',
];
export const periodOf = (resolution: Resolution): KlinePeriod =>
  resolution === 'timeShare' ? '1min' : resolution;

/** Spec §9: MA 15, and the 10/20 cross. */
export const MA_PERIODS = [10, 15, 20] as const;
/** Spec §9: the chart shows 6 decimals. */
export const CHART_DECIMALS = 6;

const periodMs: Record<KlinePeriod, number> = {
  '1min': 60_000,
  '5min': 300_000,
  '15min': 900_000,
  '30min': 1_800_000,
  '60min': 3_600_000,
  '1day': 86_400_000,
  '1week': 7 * 86_400_000,
  '1mon': 31 * 86_400_000,
};

/** How many bars the chart asks for. */
export const BARS_REQUESTED = 300;

/** The new_timeshar window in epoch SECONDS: the last BARS_REQUESTED bars up to now. */
export function requestWindow(period: KlinePeriod, nowMs: number): { from: number; to: number } {
  const to = Math.floor(nowMs / 1000) + 1;
  return { from: Math.max(0, to - Math.floor((periodMs[period] * BARS_REQUESTED) / 1000)), to };
}

/**
 * Chart points: highcharts plots JS numbers, so decimal strings become numbers only here, at the
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

/** Simple moving average of closes, computed in decimals, one point per bar from the period-th on. */
export function movingAverage(bars: readonly KlineBar[], period: number): XY[] {
  const points: XY[] = [];
  for (let end = period; end <= bars.length; end++) {
    const window = bars.slice(end - period, end).map((bar) => bar.close);
    points.push([bars[end - 1]!.time, plot(round(div(sum(window), period), CHART_DECIMALS, 'half-up'))]);
  }
  return points;
}

/** Bars oldest first: a push replaces the bar with its time, or starts the next one. Older pushes are ignored. */
export function mergeBar(
  bars: readonly KlineBar[],
  push: KlineBar,
): { bars: KlineBar[]; change: 'update' | 'append' | 'none' } {
  const last = bars[bars.length - 1];
  if (last && push.time < last.time) return { bars: [...bars], change: 'none' };
  const bar: KlineBar = {
    open: push.open,
    high: push.high,
    low: push.low,
    close: push.close,
    volume: push.volume,
    time: push.time,
  };
  if (last && push.time === last.time) return { bars: [...bars.slice(0, -1), bar], change: 'update' };
  return { bars: [...bars, bar], change: 'append' };
}
