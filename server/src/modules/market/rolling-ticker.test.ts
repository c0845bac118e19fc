import fc from 'fast-check';
import { KlineSeries, ticker24h, type Bar } from './klines';

const T0 = Date.parse('2026-03-10T10:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** One step: time moves (seconds to a day and more, rarely back), then a trade or only a read. */
const step = fc.record({
  dt: fc.oneof(
    fc.integer({ min: 0, max: 90_000 }),
    fc.integer({ min: 0, max: 3 * 3600_000 }),
    fc.integer({ min: DAY - 2 * MINUTE, max: DAY + 2 * MINUTE }),
    fc.integer({ min: -2 * DAY, max: 0 }),
  ),
  trade: fc.option(
    fc.record({ price: fc.integer({ min: 1, max: 1_000 }), qty: fc.integer({ min: 1, max: 2 ** 40 }) }),
    { freq: 3 },
  ),
});

const storedBars = fc.array(
  fc.record({
    gap: fc.integer({ min: 1, max: 90 }),
    open: fc.integer({ min: 1, max: 1_000 }),
    close: fc.integer({ min: 1, max: 1_000 }),
    wick: fc.integer({ min: 0, max: 50 }),
    volume: fc.integer({ min: 0, max: 2 ** 45 }),
  }),
  { maxLength: 60 },
);

describe('the incremental 24 h ticker', () => {
  it('equals the recompute from the 1-minute bars after every trade and minute roll', () => {
    fc.assert(
      fc.property(storedBars, fc.array(step, { maxLength: 150 }), (stored, steps) => {
        const series = new KlineSeries();
        let time = T0 - DAY - 30 * MINUTE;
        const loaded: Bar[] = stored.map((b) => {
          time += b.gap * MINUTE;
          const high = Math.max(b.open, b.close) + b.wick;
          const low = Math.max(1, Math.min(b.open, b.close) - b.wick);
          return { time, open: b.open, high, low, close: b.close, volume: b.volume };
        });
        series.load('1min', loaded);
        let now = Math.max(T0, time);
        let lastTrade = time;
        expect(series.ticker(now)).toEqual(ticker24h(series, now));
        for (const { dt, trade } of steps) {
          now += dt;
          // The engine stamps trades with the clock, and bars never go back in time.
          if (trade && now >= lastTrade) {
            series.addTrade(now, trade.price, trade.qty);
            lastTrade = now;
          }
          expect(series.ticker(now)).toEqual(ticker24h(series, now));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('answers nothing before the first bar, and the last close once every minute has left the window', () => {
    const series = new KlineSeries();
    expect(series.ticker(T0)).toBeUndefined();
    series.addTrade(T0, 100, 2);
    series.addTrade(T0 + 10_000, 130, 1);
    expect(series.ticker(T0 + 20_000)).toEqual({ open: 100, last: 130, high: 130, low: 100, volume: 3n });
    expect(series.ticker(T0 + DAY + MINUTE)).toEqual({
      open: 130,
      last: 130,
      high: 130,
      low: 130,
      volume: 0n,
    });
  });

  it('changes its revision on a trade and on a minute leaving the window, not on a quiet read', () => {
    const series = new KlineSeries();
    series.addTrade(T0, 100, 1);
    const first = series.tickerRevision(T0 + 1);
    expect(series.tickerRevision(T0 + 2)).toBe(first);
    series.addTrade(T0 + 3, 101, 1);
    const traded = series.tickerRevision(T0 + 4);
    expect(traded).not.toBe(first);
    expect(series.tickerRevision(T0 + DAY + MINUTE)).not.toBe(traded);
  });
});
