import fc from 'fast-check';
import {
  add,
  cmp,
  div,
  format,
  isPositive,
  max,
  min,
  mul,
  parseAmount,
  round,
  sanitizeAmountInput,
  sub,
  sum,
} from './money';

/** Decimal strings with up to 8 fraction digits, as the server sends amounts and prices. */
const decimalString = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 8 }), fc.boolean())
  .map(([units, scale, negative]) => {
    const digits = units.toString().padStart(scale + 1, '0');
    const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
    return negative && units !== 0n ? `-${text}` : text;
  });

describe('money arithmetic', () => {
  it('does not drift where floats do: 990000 additions of 1', () => {
    let total = '0';
    for (let i = 0; i < 990000; i += 1) total = add(total, '1');
    expect(total).toBe('990000');
  });

  it('adds 0.1 + 0.2 exactly', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(sum(Array.from({ length: 10 }, () => '0.1'))).toBe('1');
  });

  it('add then sub returns the original value', () => {
    fc.assert(fc.property(decimalString, decimalString, (a, b) => cmp(sub(add(a, b), b), a) === 0));
  });

  it('add is commutative and mul by 1 is identity', () => {
    fc.assert(
      fc.property(
        decimalString,
        decimalString,
        (a, b) => add(a, b) === add(b, a) && cmp(mul(a, '1'), a) === 0,
      ),
    );
  });

  it('div then mul stays within the rounding unit', () => {
    fc.assert(
      fc.property(decimalString, decimalString, (a, b) => {
        fc.pre(cmp(b, '0') !== 0);
        const back = mul(div(a, b), b);
        return cmp(sub(a, back).replace('-', ''), mul(b.replace('-', ''), '0.000000000000000001')) <= 0;
      }),
    );
  });

  it('returns canonical strings without exponent', () => {
    expect(mul('0.00000001', '0.00000001')).toBe('0.0000000000000001');
    expect(add('1e21', '0')).toBe('1000000000000000000000');
    expect(sub('1.50', '1.50')).toBe('0');
  });

  it('compares and classifies', () => {
    expect(cmp('2', '10')).toBe(-1);
    expect(cmp('10.0', '10')).toBe(0);
    expect(isPositive('0.00000001')).toBe(true);
    expect(isPositive('0')).toBe(false);
    expect(min('3', '2.5')).toBe('2.5');
    expect(max('3', '2.5')).toBe('3');
  });

  it('refuses division by zero and non-numbers', () => {
    expect(() => div('1', '0')).toThrow(RangeError);
    expect(() => add('abc', '1')).toThrow(RangeError);
  });

  it('rounds for the wire', () => {
    expect(round('1.23456789', 4)).toBe('1.2345');
    expect(round('1.23456789', 4, 'half-up')).toBe('1.2346');
  });
});

describe('format', () => {
  it('uses the §9 precision table', () => {
    expect(format('1.23456', 'price')).toBe('1.2346');
    expect(format('-3.14159', 'change')).toBe('-3.14');
    expect(format('12345.678', 'volume')).toBe('12345');
    expect(format('0.123456789', 'wallet')).toBe('0.12345678');
    expect(format('10', 'transfer')).toBe('10.00');
    expect(format('1.1234567', 'chart')).toBe('1.123457');
  });

  it('never shows a live non-zero price as all zeros: the longer §9 precision takes over', () => {
    expect(format('0.00001799', 'price')).toBe('0.00001799');
    expect(format('0.00001799', 'fiat', { group: true })).toBe('0.000018');
    expect(format('0.5', 'price')).toBe('0.5000');
    expect(format('0', 'price')).toBe('0.0000');
    // Amounts keep their own rule: a balance too small to show rounds down to zero.
    expect(format('0.00001799', 'amount')).toBe('0.0000');
  });

  it('never rounds a balance up', () => {
    expect(format('0.99999999', 'amount')).toBe('0.9999');
  });

  it('takes explicit decimals, rounding and grouping', () => {
    expect(format('1234567.891', 2, { group: true })).toBe('1,234,567.89');
    expect(format('1.005', 2, { rounding: 'down' })).toBe('1.00');
    expect(format('-0.00001', 2)).toBe('0.00');
  });

  it('shows a placeholder for missing or bad values', () => {
    expect(format(undefined, 'price')).toBe('--');
    expect(format('', 'price')).toBe('--');
    expect(format('n/a', 'price', { placeholder: '-' })).toBe('-');
  });
});

describe('parseAmount', () => {
  it('reads what users type', () => {
    expect(parseAmount(' 12.50 ')).toBe('12.5');
    expect(parseAmount('1,5')).toBe('1.5');
    expect(parseAmount('1,234.5')).toBe('1234.5');
    expect(parseAmount('.5')).toBe('0.5');
    expect(parseAmount('7.')).toBe('7');
  });

  it('rejects what is not an amount', () => {
    for (const bad of ['', 'abc', '1e5', '0x10', '1.2.3', '-1', '+1', 'Infinity', 'NaN']) {
      expect(parseAmount(bad)).toBeUndefined();
    }
    expect(parseAmount('-1', { allowNegative: true })).toBe('-1');
    expect(parseAmount('1.234', { decimals: 2 })).toBeUndefined();
  });

  it('round-trips any canonical decimal', () => {
    fc.assert(
      fc.property(decimalString, (value) => parseAmount(value, { allowNegative: true }) === add(value, '0')),
    );
  });
});

describe('sanitizeAmountInput', () => {
  it('keeps a field typeable', () => {
    expect(sanitizeAmountInput('12.3456', 2)).toBe('12.34');
    expect(sanitizeAmountInput('1a2.', 4)).toBe('12.');
    expect(sanitizeAmountInput('1.2.3', 4)).toBe('1.23');
    expect(sanitizeAmountInput('5.5', 0)).toBe('5');
  });
});
