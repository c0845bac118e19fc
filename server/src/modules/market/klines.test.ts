import { KlineSeries, percentChange, ticker24h } from './klines';

const T0 = Date.parse('2026-03-10T10:00:00Z');

describe('KlineSeries', () => {
  it('folds trades into the bar of every period with open, high, low, close and volume', () => {
    const k = new KlineSeries();
    k.addTrade(T0 + 1_000, 100, 2);
    k.addTrade(T0 + 20_000, 105, 1);
    k.addTrade(T0 + 40_000, 98, 3);
    k.addTrade(T0 + 61_000, 101, 1);
    expect(k.range('1min', T0, T0 + 120_000)).toEqual([
      { time: T0, open: 100, high: 105, low: 98, close: 98, volume: 6 },
      { time: T0 + 60_000, open: 101, high: 101, low: 101, close: 101, volume: 1 },
    ]);
    expect(k.last('60min')).toEqual({ time: T0, open: 100, high: 105, low: 98, close: 101, volume: 7 });
    expect(k.takeDirty()).toHaveLength(9); // 2 one-minute bars + one bar of each of the 7 other periods
    expect(k.takeDirty()).toHaveLength(0);
  });

  it('never opens a bar before the last one: a late trade joins the current bar of every period', () => {
    const k = new KlineSeries();
    k.addTrade(T0 + 2 * 3600_000 + 5_000, 100, 1); // written under a clock two hours ahead
    k.takeDirty();
    const changed = k.addTrade(T0 + 1_000, 90, 2); // the clock back on the wall: two hours earlier
    expect(changed.find((c) => c.period === '1min')!.bar).toEqual({
      time: T0 + 2 * 3600_000,
      open: 100,
      high: 100,
      low: 90,
      close: 90,
      volume: 3,
    });
    expect(k.range('1min', 0, Number.MAX_SAFE_INTEGER)).toHaveLength(1);
    expect(k.last('1day')).toMatchObject({ close: 90, volume: 3 });
    expect(k.takeDirty().map((d) => d.bar.time)).not.toContain(T0);
    expect(k.ticker(T0 + 2 * 3600_000 + 10_000)).toEqual({
      open: 100,
      last: 90,
      high: 100,
      low: 90,
      volume: 3n,
    });
  });

  it('computes the 24 h ticker from one-minute bars', () => {
    const k = new KlineSeries();
    k.addTrade(T0 - 25 * 3600_000, 50, 9); // outside the window
    k.addTrade(T0 - 3600_000, 100, 1);
    k.addTrade(T0 - 60_000, 120, 2);
    k.addTrade(T0, 90, 3);
    expect(ticker24h(k, T0 + 1)).toEqual({ open: 100, last: 90, high: 120, low: 90, volume: 6n });
    expect(k.ticker(T0 + 1)).toEqual({ open: 100, last: 90, high: 120, low: 90, volume: 6n });
  });

  it('formats percent change exactly', () => {
    expect(percentChange(100, 90)).toBe('-10.00');
    expect(percentChange(3, 4)).toBe('33.33');
    expect(percentChange(10000, 9999)).toBe('-0.01');
    expect(percentChange(100000, 99999)).toBe('0.00');
  });
});
