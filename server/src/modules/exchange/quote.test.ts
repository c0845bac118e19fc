import fc from 'fast-check';
import { ApiError } from '../../errors';
import { add, compare } from '../../money';
import { crossPrice, quote } from './quote';

const keyOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (error) {
    return error instanceof ApiError ? error.key : 'not an ApiError';
  }
};

describe('quick exchange quotes', () => {
  it('prices a coin in USDT and USDT in a coin from their USDT prices', () => {
    expect(crossPrice('65000', '1')).toBe('65000');
    expect(crossPrice('1', '65000')).toBe('0.000015384615384615');
    expect(crossPrice('3400', '65000')).toBe('0.052307692307692307');
  });

  it('refuses a currency without a live price', () => {
    expect(keyOf(() => crossPrice('0', '1'))).toBe('exchange.noPrice');
    expect(keyOf(() => crossPrice('1', '0'))).toBe('exchange.noPrice');
  });

  it('rounds once: USDT to a coin gets the full satoshis of the price', () => {
    expect(
      quote({
        amount: '650',
        payUsdtPrice: '1',
        receiveUsdtPrice: '65000',
        feeRate: '0.002',
        tolerance: '0.01',
      }),
    ).toMatchObject({ gross: '0.01', fee: '0.00002', getTotal: '0.00998' });
  });

  it('takes the fee from what is received, rounded up', () => {
    expect(
      quote({
        amount: '0.5',
        payUsdtPrice: '65000',
        receiveUsdtPrice: '1',
        feeRate: '0.002',
        tolerance: '0.01',
      }),
    ).toEqual({
      price: '65000',
      gross: '32500',
      fee: '65',
      getTotal: '32435',
    });
    expect(
      quote({
        amount: '0.000001',
        payUsdtPrice: '1',
        receiveUsdtPrice: '1',
        feeRate: '0.002',
        tolerance: '0.01',
      }),
    ).toMatchObject({
      gross: '0.000001',
      fee: '0.00000001',
      getTotal: '0.00000099',
    });
  });

  it('fills within the tolerance of the quote and refuses past it', () => {
    const base = { amount: '1', receiveUsdtPrice: '1', feeRate: '0.002', tolerance: '0.01' };
    expect(quote({ ...base, payUsdtPrice: '101', quoted: '100' }).gross).toBe('101');
    expect(keyOf(() => quote({ ...base, payUsdtPrice: '101.01', quoted: '100' }))).toBe(
      'exchange.priceMoved',
    );
    expect(keyOf(() => quote({ ...base, payUsdtPrice: '98.9', quoted: '100' }))).toBe('exchange.priceMoved');
  });

  it('refuses an amount that the fee eats whole', () => {
    expect(
      keyOf(() =>
        quote({
          amount: '0.00000001',
          payUsdtPrice: '0.5',
          receiveUsdtPrice: '1',
          feeRate: '0.002',
          tolerance: '0.01',
        }),
      ),
    ).toBe('exchange.tooSmall');
  });

  it('never pays out more than the amount is worth: received + fee = gross <= amount x price', () => {
    const decimal = (max: number) =>
      fc
        .tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max: 99_999_999 }))
        .map(([i, f]) => `${i}.${String(f).padStart(8, '0')}`);
    fc.assert(
      fc.property(decimal(1_000_000), decimal(100_000), (amount, price) => {
        fc.pre(compare(amount, '0') > 0 && compare(price, '0') > 0);
        let result;
        try {
          result = quote({
            amount,
            payUsdtPrice: price,
            receiveUsdtPrice: '1',
            feeRate: '0.002',
            tolerance: '0.01',
          });
        } catch {
          return;
        }
        expect(add(result.getTotal, result.fee)).toBe(result.gross);
        expect(compare(result.fee, '0')).toBeGreaterThanOrEqual(0);
        expect(compare(result.getTotal, '0')).toBe(1);
      }),
    );
  });
});
