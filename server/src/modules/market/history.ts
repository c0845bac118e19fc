import type { Pair } from './pairs';
import { barStart, durations, type KlinePeriod } from './periods';
import { KlineSeries, type Bar } from './klines';
import { lotsForQuote } from './liquidity';
import { pairSeed, seededRandom, type Random } from './random';

const { MINUTE, HOUR, DAY } = durations;

export interface HistoryOptions {
  /** Days of daily bars (before the hourly part). */
  days: number;
  /** Days of hourly bars (before the minute part). */
  hourDays: number;
  /** Hours of 1-minute bars ending at the current minute. */
  minuteHours: number;
  seed: number;
}

export const defaultHistory: HistoryOptions = { days: 700, hourDays: 30, minuteHours: 24, seed: 20260101 };

/** Daily volatility of the generated walk (log-returns), and a typical quote volume per minute. */
const DAILY_VOL = 0.035;
const QUOTE_PER_MINUTE = 50_000n;

/** Which periods a generated bar of each granularity feeds (finer periods cannot be derived). */
const feeds: Record<'day' | 'hour' | 'minute', KlinePeriod[]> = {
  day: ['1day', '1week', '1mon'],
  hour: ['60min', '1day', '1week', '1mon'],
  minute: ['1min', '5min', '15min', '30min', '60min', '1day', '1week', '1mon'],
};

/**
 * A plausible price history ending at the pair's seed price at `now`: daily bars, then hourly bars,
 * then 1-minute bars up to (not including) the current minute, folded into every period they can
 * feed. Deterministic for a seed. The walk is generated forward and then scaled so that its last
 * close is the seed price.
 */
export function generateHistory(
  pair: Pair,
  now: number,
  options: HistoryOptions = defaultHistory,
): KlineSeries {
  const random = seededRandom(pairSeed(options.seed, pair.id));
  const seed = pair.scale.price.floorUnits(pair.seedPrice) ?? 1;
  const minuteEnd = barStart('1min', now);
  const minuteStart = minuteEnd - options.minuteHours * HOUR;
  const hourStart = barStart('60min', minuteStart) - options.hourDays * DAY;
  const dayStart = barStart('1day', hourStart) - options.days * DAY;

  const steps: Array<{ time: number; length: number; kind: keyof typeof feeds }> = [];
  for (let t = dayStart; t + DAY <= hourStart; t += DAY) steps.push({ time: t, length: DAY, kind: 'day' });
  for (
    let t = steps.length ? steps[steps.length - 1]!.time + DAY : hourStart;
    t + HOUR <= minuteStart;
    t += HOUR
  ) {
    steps.push({ time: t, length: HOUR, kind: 'hour' });
  }
  const lastHourly = steps[steps.length - 1];
  for (let t = lastHourly ? lastHourly.time + lastHourly.length : minuteStart; t < minuteEnd; t += MINUTE) {
    steps.push({ time: t, length: MINUTE, kind: 'minute' });
  }

  // Log-price path, then shift so the final close is the seed price.
  const path = walk(
    random,
    steps.map((s) => s.length),
  );
  const shift = Math.log(seed) - path[path.length - 1]!.close;
  const series = new KlineSeries();
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    const p = path[i]!;
    const toTicks = (x: number) => Math.max(1, Math.round(Math.exp(x + shift)));
    const open = toTicks(p.open);
    const close = toTicks(p.close);
    const bar: Bar = {
      time: step.time,
      open,
      close,
      high: Math.max(open, close, toTicks(p.high)),
      low: Math.min(open, close, toTicks(p.low)),
      volume: Math.round(
        lotsForQuote(pair.scale, close, QUOTE_PER_MINUTE) *
          (step.length / MINUTE) *
          (0.4 + 1.2 * random.next()),
      ),
    };
    for (const period of feeds[step.kind]) series.absorb(period, bar);
  }
  series.takeDirty(); // the caller persists everything
  return series;
}

function walk(random: Random, lengths: number[]) {
  let x = 0;
  return lengths.map((length) => {
    const vol = DAILY_VOL * Math.sqrt(length / DAY);
    const open = x;
    x += vol * random.normal();
    const wick = () => Math.abs(random.normal()) * vol * 0.5;
    return { open, close: x, high: Math.max(open, x) + wick(), low: Math.min(open, x) - wick() };
  });
}

/** Every bar of every period of a series, for the first persist. */
export function allBars(series: KlineSeries): Array<{ period: KlinePeriod; bar: Bar }> {
  const out: Array<{ period: KlinePeriod; bar: Bar }> = [];
  for (const period of ['1min', '5min', '15min', '30min', '60min', '1day', '1week', '1mon'] as const) {
    for (const bar of series.range(period, 0, Number.MAX_SAFE_INTEGER)) out.push({ period, bar });
  }
  return out;
}
