import { canonicalDecimal, parseDecimal, parseSigned } from './text';

it('makes numeric text canonical without floats', () => {
  expect(canonicalDecimal('100.400000000000000000')).toBe('100.4');
  expect(canonicalDecimal('000.000')).toBe('0');
  expect(canonicalDecimal('-0.10')).toBe('-0.1');
  expect(canonicalDecimal('123456789012345678.123456789012345678')).toBe(
    '123456789012345678.123456789012345678',
  );
  expect(() => canonicalDecimal('1e5')).toThrow();
});

it('parses unsigned and signed decimals into digits and scale', () => {
  expect(parseDecimal('12.50')).toEqual({ digits: 1250n, scale: 2 });
  expect(parseDecimal('-1')).toBeUndefined();
  expect(parseSigned('-0.25')).toEqual({ digits: -25n, scale: 2 });
  expect(parseSigned('1.5e3')).toBeUndefined();
});
