import { canonicalDecimal } from './money';

it('makes numeric text canonical without floats', () => {
  expect(canonicalDecimal('100.400000000000000000')).toBe('100.4');
  expect(canonicalDecimal('000.000')).toBe('0');
  expect(canonicalDecimal('-0.10')).toBe('-0.1');
  expect(canonicalDecimal('123456789012345678.123456789012345678')).toBe(
    '123456789012345678.123456789012345678',
  );
  expect(() => canonicalDecimal('1e5')).toThrow();
});
