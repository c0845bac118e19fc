import type { KlineBar } from '@exchange/protocol';
import { mergeBar, movingAverage, periodOf, requestWindow, toCandle } from './kline';

const bar = (time: number, close: string): KlineBar => ({
  open: close,
  high: close,
  low: close,
  close,
  volume: '1',
  time,
});

describe('kline model', () => {
  it('uses 1-minute bars for the time-share view', () => {
    expect(periodOf('timeShare')).toBe('1min');
    expect(periodOf('1week')).toBe('1week');
  });

  it('asks for the last 300 bars in epoch seconds', () => {
    expect(requestWindow('1min', 1_000_000_000)).toEqual({ from: 1_000_001 - 18_000, to: 1_000_001 });
  });

  it('computes a moving average exactly from decimal closes', () => {
    const bars = [bar(1, '0.1'), bar(2, '0.2'), bar(3, '0.3'), bar(4, '0.4')];
    expect(movingAverage(bars, 3)).toEqual([
      [3, 0.2],
      [4, 0.3],
    ]);
    expect(movingAverage(bars.slice(0, 2), 3)).toEqual([]);
  });

  it('updates the open bar, appends the next and ignores an older push', () => {
    const bars = [bar(60, '1'), bar(120, '2')];
    expect(mergeBar(bars, bar(120, '3'))).toMatchObject({
      change: 'update',
      bars: [{ close: '1' }, { close: '3' }],
    });
    expect(mergeBar(bars, bar(180, '4')).change).toBe('append');
    expect(mergeBar(bars, bar(60, '9')).change).toBe('none');
  });

  it('turns a bar into a candle of numbers for drawing', () => {
    expect(toCandle({ open: '1', high: '2.5', low: '0.5', close: '2', volume: '3', time: 60 })).toEqual([
      60, 1, 2.5, 0.5, 2,
    ]);
  });
});
