import { PairScale, Scale } from './ticks';
import { formatScaled } from './text';

describe('Scale', () => {
  const tick = new Scale('0.01');

  it('converts exact multiples of the increment both ways', () => {
    expect(tick.toUnits('123.45')).toBe(12345);
    expect(tick.toUnits('7')).toBe(700);
    expect(tick.fromUnits(12345)).toBe('123.45');
    expect(tick.fromUnits(700)).toBe('7');
    expect(new Scale('5').toUnits('15')).toBe(3);
  });

  it('refuses off-grid, negative, malformed and oversized values', () => {
    expect(tick.toUnits('1.001')).toBeUndefined();
    expect(tick.toUnits('-1')).toBeUndefined();
    expect(tick.toUnits('1e3')).toBeUndefined();
    expect(tick.toUnits('99999999999999999999')).toBeUndefined();
    expect(tick.floorUnits('1.009')).toBe(100);
  });

  it('computes notionals exactly where floats drift', () => {
    const pair = new PairScale('0.1', '0.1');
    expect(pair.notional(1, 3)).toBe('0.03'); // 0.1 * 0.3 in floats is 0.030000000000000002
    expect(formatScaled(-50n, 2)).toBe('-0.5');
  });
});
