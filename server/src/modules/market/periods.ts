import { klinePeriods, type KlinePeriod } from '@exchange/protocol';

export { klinePeriods, type KlinePeriod };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Chart calendar of spec §9: days, weeks and months start at midnight Asia/Shanghai (UTC+8, no DST). */
const SHANGHAI = 8 * HOUR;

const fixed: Partial<Record<KlinePeriod, number>> = {
  '1min': MINUTE,
  '5min': 5 * MINUTE,
  '15min': 15 * MINUTE,
  '30min': 30 * MINUTE,
  '60min': HOUR,
  '1day': DAY,
};

/** Start (epoch ms) of the bar of `period` that contains `ts`. */
export function barStart(period: KlinePeriod, ts: number): number {
  const length = fixed[period];
  if (length !== undefined) {
    const shift = period === '1day' ? SHANGHAI : 0;
    return Math.floor((ts + shift) / length) * length - shift;
  }
  const local = new Date(ts + SHANGHAI);
  if (period === '1week') {
    const day = Math.floor((ts + SHANGHAI) / DAY) * DAY;
    const weekday = (local.getUTCDay() + 6) % 7; // Monday = 0
    return day - weekday * DAY - SHANGHAI;
  }
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - SHANGHAI;
}

/** Start of the bar after the one starting at `start`. */
export function nextBarStart(period: KlinePeriod, start: number): number {
  const length = fixed[period];
  if (length !== undefined) return start + length;
  if (period === '1week') return start + 7 * DAY;
  const local = new Date(start + SHANGHAI);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - SHANGHAI;
}

export const durations = { MINUTE, HOUR, DAY };
