import {
  add,
  addPercentUp,
  compare,
  divideDown,
  isPositive,
  isZero,
  multiplyDown,
  negate,
  percentUp,
  sub,
} from './arithmetic';

describe('decimal arithmetic', () => {
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
    expect(negate('-12.5')).toBe('12.5');
    expect(isZero('-0.0')).toBe(true);
    expect(isPositive('0.000000000000000001')).toBe(true);
    expect(isPositive('-3')).toBe(false);
  });

  it('adds, subtracts and compares exactly where floats drift', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(sub('1', '0.000000000000000001')).toBe('0.999999999999999999');
    expect(sub('2.5', '4')).toBe('-1.5');
    expect(compare('10', '9.999')).toBe(1);
    expect(compare('-1', '0')).toBe(-1);
    expect(compare('1.50', '1.5')).toBe(0);
  });

  it('divides toward zero at the asked scale', () => {
    expect(divideDown('1', '3', 4)).toBe('0.3333');
    expect(divideDown('-1', '3', 2)).toBe('-0.33');
    expect(divideDown('10', '0.25')).toBe('40');
    expect(divideDown('123.456', '1000', 2)).toBe('0.12');
    expect(() => divideDown('1', '0')).toThrow('division by zero');
  });

  it('takes a percentage rounded up', () => {
    expect(percentUp('100', '0.1')).toBe('0.1');
    expect(percentUp('0.00000001', '0.1', 8)).toBe('0.00000001');
    expect(percentUp('33', '1.5', 2)).toBe('0.5');
    expect(percentUp('0', '5')).toBe('0');
  });
});
