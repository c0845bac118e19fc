import type { LockupOrder } from '@exchange/protocol';
import { lockupOrderRow } from '../testing/fixtures';
import {
  applyOrderPush,
  cancelReturn,
  depositProblem,
  estimatedIncome,
  isCancellable,
  markCancelled,
} from './lockup';

const config = { save_min: '100', currency_name: 'USDT' };

describe('estimatedIncome (spec §5: amount x rate / 100 x days)', () => {
  it('computes by hand-checked cases, in decimals', () => {
    expect(estimatedIncome('1000', '0.5', 30)).toBe('150');
    expect(estimatedIncome('0.1', '0.2', 3)).toBe('0.0006');
    // 333.33 x 0.33 / 100 = 1.099989 a day, x 7 days.
    expect(estimatedIncome('333.33', '0.33', 7)).toBe('7.699923');
  });

  it('rounds each day down to 8 decimals as the server accrues', () => {
    // 0.00000001 x 1 / 100 is below 1e-8 a day: nothing accrues.
    expect(estimatedIncome('0.00000001', '1', 10)).toBe('0');
  });

  it('is undefined while the amount is not a number', () => {
    expect(estimatedIncome('', '0.5', 30)).toBeUndefined();
    expect(estimatedIncome('abc', '0.5', 30)).toBeUndefined();
  });
});

describe('depositProblem (spec §5)', () => {
  it('asks for an amount when it is empty, zero, negative or not a number', () => {
    for (const text of ['', '0', '-5', 'x', '1e3']) {
      expect(depositProblem(text, config)).toEqual({ key: 'lock.enterAmount' });
    }
  });

  it('refuses less than save_min', () => {
    expect(depositProblem('99.99', config)).toEqual({
      key: 'lock.belowMin',
      amount: '100',
      currency: 'USDT',
    });
    expect(depositProblem('100', config)).toBeUndefined();
  });

  it("says 'wallet balance insufficient' when the balance does not cover it", () => {
    expect(depositProblem('150', config, '149.99999999')).toEqual({ key: 'lock.insufficient' });
    expect(depositProblem('150', config, '150')).toBeUndefined();
  });
});

describe('orders', () => {
  const order = {
    id: 7,
    amount: '1000',
    cancel_fee: '20',
    status: 1,
    total_interest: '5',
  } as LockupOrder;

  it('returns the principal less the cancel fee', () => {
    expect(cancelReturn(order)).toBe('980');
  });

  it('marks only the cancelled row 3 with its interest forfeited', () => {
    const other = { ...order, id: 8 };
    const rows = markCancelled([order, other], 7);
    expect(rows[0]).toMatchObject({ id: 7, status: 3, total_interest: '0', cancel_fee: '20' });
    expect(rows[1]).toBe(other);
    expect(isCancellable(rows[0]!)).toBe(false);
    expect(isCancellable(other)).toBe(true);
  });
});

describe('applyOrderPush', () => {
  const listed = [lockupOrderRow(5), lockupOrderRow(4)];
  it('replaces a listed order, puts a newer one on top and leaves out one of a page not loaded', () => {
    const accrued = lockupOrderRow(4, { total_interest: '12' });
    expect(applyOrderPush(listed, accrued)).toEqual([listed[0], accrued]);
    const made = lockupOrderRow(6);
    expect(applyOrderPush(listed, made)).toEqual([made, ...listed]);
    expect(applyOrderPush(listed, lockupOrderRow(2))).toEqual(listed);
  });
});
