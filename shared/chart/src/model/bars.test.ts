import type { KlineBar } from '@exchange/protocol';
import {
  lastAverage,
  mergeBar,
  mergeBars,
  movingAverage,
  precisionFromPriceScale,
  pushesAfter,
  toCandle,
} from './bars';

const bar = (time: number, close: string): KlineBar => ({
  open: close,
  high: close,
  low: close,
  close,
  volume: '1',
  time,
});

describe('bars', () => {
  it('computes a moving average exactly from decimal closes, rounded to the precision', () => {
    const bars = [bar(1, '0.1'), bar(2, '0.2'), bar(3, '0.3'), bar(4, '0.4')];
    expect(movingAverage(bars, 3)).toEqual([
      [3, 0.2],
      [4, 0.3],
    ]);
    expect(movingAverage(bars.slice(0, 2), 3)).toEqual([]);
    expect(movingAverage([bar(1, '1'), bar(2, '1'), bar(3, '2')], 3, 2)).toEqual([[3, 1.33]]);
    expect(lastAverage(bars, 2)).toEqual([4, 0.35]);
    expect(lastAverage(bars, 5)).toBeUndefined();
  });

  it('updates the open bar, appends the next and ignores an older push', () => {
    const bars = [bar(60, '1'), bar(120, '2')];
    expect(mergeBar(bars, bar(120, '3'))).toMatchObject({
      change: { kind: 'update' },
      bars: [{ close: '1' }, { close: '3' }],
    });
    expect(mergeBar(bars, bar(180, '4')).change).toMatchObject({ kind: 'append', shifted: false });
    expect(mergeBar(bars, bar(60, '9'))).toEqual({ bars, change: { kind: 'none' } });
  });

  it('drops the oldest bar when a new one would pass the kept count', () => {
    const merged = mergeBar([bar(60, '1'), bar(120, '2')], bar(180, '3'), 2);
    expect(merged.bars.map((b) => b.time)).toEqual([120, 180]);
    expect(merged.change).toMatchObject({ kind: 'append', shifted: true });
  });

  it('keeps only the bar fields of a push', () => {
    const push = { ...bar(60, '1'), symbol: 'BTC/USDT', period: '1min' } as KlineBar;
    expect(mergeBar([], push).bars).toEqual([bar(60, '1')]);
  });

  it('merges a frame of pushes in order and lists what changed', () => {
    const { bars, changes } = mergeBars(
      [bar(60, '1')],
      [bar(60, '2'), bar(0, '9'), bar(120, '3'), bar(120, '4')],
    );
    expect(bars.map((b) => b.close)).toEqual(['2', '4']);
    expect(changes.map((c) => c.kind)).toEqual(['update', 'append', 'update']);
  });

  it('drops pushes older than the snapshot', () => {
    expect(pushesAfter([bar(60, '1'), bar(120, '2')], [bar(60, '1'), bar(120, '3'), bar(180, '4')])).toEqual([
      bar(120, '3'),
      bar(180, '4'),
    ]);
    expect(pushesAfter([], [bar(60, '1')])).toEqual([bar(60, '1')]);
  });

  it('reads a price scale as decimals', () => {
    expect(precisionFromPriceScale(100000)).toBe(5);
    expect(precisionFromPriceScale(10000)).toBe(4);
    expect(precisionFromPriceScale(1)).toBe(0);
    expect(() => precisionFromPriceScale(250)).toThrow(RangeError);
  });

  it('turns a bar into a candle of numbers for drawing', () => {
    expect(toCandle({ open: '1', high: '2.5', low: '0.5', close: '2', volume: '3', time: 60 })).toEqual([
      60, 1, 2.5, 0.5, 2,
    ]);
  });
});
