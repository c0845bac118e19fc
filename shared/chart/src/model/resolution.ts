import type { KlinePeriod } from '@exchange/protocol';

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

/** What the chart opens on. */
export const DEFAULT_RESOLUTION: Resolution = '15min';

export const isResolution = (value: unknown): value is Resolution =>
  RESOLUTIONS.includes(value as Resolution);

/** The kline period a resolution is drawn from: time-share draws 1-minute bars. */
export const periodOf = (resolution: Resolution): KlinePeriod =>
  resolution === 'timeShare' ? '1min' : resolution;

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

/** How many bars the chart asks for and keeps: older bars scroll out as new ones arrive. */
export const BARS_KEPT = 300;

/** The new_timeshar window in epoch SECONDS: the last BARS_KEPT bars up to now. */
export function requestWindow(period: KlinePeriod, nowMs: number): { from: number; to: number } {
  const to = Math.floor(nowMs / 1000) + 1;
  return { from: Math.max(0, to - Math.floor((periodMs[period] * BARS_KEPT) / 1000)), to };
}
