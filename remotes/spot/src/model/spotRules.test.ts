import { orderTotal, sliderAmount, validateSpotOrder } from './spotRules';

describe('validateSpotOrder (spec §5 Spot)', () => {
  it('asks for a price in fixed mode when it is missing, zero or not a number', () => {
    for (const price of ['', '0', '0.0000', 'abc', '-1']) {
      expect(validateSpotOrder({ mode: 'fixed', side: 'buy', price, amount: '1' })).toEqual({
        ok: false,
        error: 'enterPrice',
      });
    }
  });

  it('ignores the price at market', () => {
    expect(validateSpotOrder({ mode: 'market', side: 'buy', price: '', amount: '2' })).toEqual({
      ok: true,
      price: null,
      amount: '2',
    });
  });

  it('asks for an amount when it is missing or not above 0', () => {
    for (const amount of ['', '0', '-3', '1e2', ' ']) {
      expect(validateSpotOrder({ mode: 'market', side: 'sell', price: '', amount })).toEqual({
        ok: false,
        error: 'enterAmount',
      });
    }
  });

  it('checks the price before the amount', () => {
    expect(validateSpotOrder({ mode: 'fixed', side: 'buy', price: '', amount: '' })).toMatchObject({
      error: 'enterPrice',
    });
  });

  it('returns canonical decimals for a valid fixed order', () => {
    expect(validateSpotOrder({ mode: 'fixed', side: 'buy', price: '100.50', amount: '0.2500' })).toEqual({
      ok: true,
      price: '100.5',
      amount: '0.25',
    });
  });

  it('stops a fixed buy whose total exceeds the available quote balance', () => {
    const base = { mode: 'fixed' as const, side: 'buy' as const, price: '100', available: '50' };
    expect(validateSpotOrder({ ...base, amount: '0.5' }).ok).toBe(true);
    expect(validateSpotOrder({ ...base, amount: '0.5001' })).toEqual({
      ok: false,
      error: 'insufficientBalance',
    });
  });

  it('stops a sell of more coin than available', () => {
    expect(
      validateSpotOrder({ mode: 'market', side: 'sell', price: '', amount: '2', available: '1.9999' }),
    ).toEqual({
      ok: false,
      error: 'insufficientBalance',
    });
  });
});

describe('sliderAmount (spec §5 formulas)', () => {
  it('buy: available legal x percent / price / 100, 4 decimals rounded down', () => {
    expect(sliderAmount('buy', 25, '1000', '3')).toBe('83.3333');
    expect(sliderAmount('buy', 100, '1000', '3')).toBe('333.3333');
    expect(sliderAmount('buy', 50, '0.3', '0.1')).toBe('1.5');
  });

  it('sell: available coin x percent / 100', () => {
    expect(sliderAmount('sell', 75, '2.00009', '')).toBe('1.5');
    expect(sliderAmount('sell', 100, '0.12345678', '')).toBe('0.1234');
    expect(sliderAmount('sell', 0, '5', '')).toBe('0');
  });

  it('does not drift like float arithmetic', () => {
    // 0.1 + 0.2 style drift would give 0.30000000000000004 * 100 / 100 etc.
    expect(sliderAmount('sell', 100, '0.3', '')).toBe('0.3');
    expect(sliderAmount('buy', 100, '0.3', '0.1')).toBe('3');
  });

  it('buy gives nothing until a positive price is known', () => {
    expect(sliderAmount('buy', 50, '1000', '')).toBe('');
    expect(sliderAmount('buy', 50, '1000', '0')).toBe('');
  });
});

describe('orderTotal', () => {
  it('multiplies exactly', () => {
    expect(orderTotal('0.1', '3')).toBe('0.3');
    expect(orderTotal('19999.99', '0.0001')).toBe('1.999999');
  });

  it('is empty while an input is not a number', () => {
    expect(orderTotal('', '1')).toBe('');
    expect(orderTotal('1', 'x')).toBe('');
  });
});

describe("validateSpotOrder: the server's bounds (spec §5 trade min and max)", () => {
  it('refuses a price or an amount past 12 integer digits and a total past 18', () => {
    const base = { mode: 'fixed' as const, side: 'buy' as const, price: '100', amount: '1' };
    expect(validateSpotOrder({ ...base, price: '1234567890123' })).toEqual({
      ok: false,
      error: 'priceTooLarge',
    });
    expect(validateSpotOrder({ ...base, amount: '1234567890123' })).toEqual({
      ok: false,
      error: 'amountTooLarge',
    });
    expect(validateSpotOrder({ ...base, price: '999999999999', amount: '9999999' })).toEqual({
      ok: false,
      error: 'totalTooLarge',
    });
    expect(validateSpotOrder({ ...base, price: '999999999999', amount: '999999' }).ok).toBe(true);
  });
});
