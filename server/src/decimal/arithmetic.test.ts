import { addPercentUp, isZero, multiplyDown, negate } from './decimal';

describe('spot decimal helpers', () => {
  it('multiplies exactly and rounds down past 18 decimals', () => {
    expect(multiplyDown('0.6', '0.001')).toBe('0.0006');
    expect(multiplyDown('12800', '0.001')).toBe('12.8');
    expect(multiplyDown('0.1', '0.3')).toBe('0.03');
    expect(multiplyDown('0.000000000000000001', '0.5')).toBe('0');
    expect(multiplyDown('123456789012.123456789', '0.00000001', 10)).toBe('1234.5678901212');
  });

  it('adds a percentage rounded up', () => {
    expect(addPercentUp('39010', 5)).toBe('40960.5');
    expect(addPercentUp('0.01', 5)).toBe('0.0105');
    expect(addPercentUp('0.000000000000000001', 5)).toBe('0.000000000000000002');
  });

  it('knows zero and negates', () => {
    expect(isZero('0.000')).toBe(true);
    expect(isZero('0.001')).toBe(false);
    expect(negate('0.0')).toBe('0');
    expect(negate('12.5')).toBe('-12.5');
  });
});
