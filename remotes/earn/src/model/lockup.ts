import { cmp, div, isPositive, mul, parseAmount, round, sub } from '@exchange/sdk';
import type { LockupConfig, LockupOrder } from '@exchange/protocol';
import { LockupOrderStatus } from '@exchange/protocol';

/** Money on the lock-up screens: 8 decimals, as the server accrues interest. */
export const LOCKUP_DECIMALS = 8;

/**
 * Spec §5: estimated income = amount x interest_rate / 100 x days. The rate is per day and each
 * day's interest is rounded down to 8 decimals by the server, so the estimate is too.
 * Undefined while the amount is not a number.
 */
export function estimatedIncome(amountText: string, rate: string, days: number): string | undefined {
  const amount = parseAmount(amountText);
  if (amount === undefined) return undefined;
  const perDay = round(div(mul(amount, rate), 100), LOCKUP_DECIMALS, 'down');
  return mul(perDay, days);
}

export type DepositProblem =
  | { key: 'lock.enterAmount' }
  | { key: 'lock.belowMin'; amount: string; currency: string }
  | { key: 'lock.insufficient' };

/**
 * Spec §5 lock-up deposit: a positive amount, at least save_min, covered by the wallet balance
 * (checked once the balance is known).
 */
export function depositProblem(
  amountText: string,
  config: Pick<LockupConfig, 'save_min' | 'currency_name'>,
  balance?: string,
): DepositProblem | undefined {
  const amount = parseAmount(amountText, { decimals: LOCKUP_DECIMALS });
  if (amount === undefined || !isPositive(amount)) return { key: 'lock.enterAmount' };
  if (cmp(amount, config.save_min) < 0)
    return { key: 'lock.belowMin', amount: config.save_min, currency: config.currency_name };
  if (balance !== undefined && cmp(amount, balance) > 0) return { key: 'lock.insufficient' };
  return undefined;
}

/** What a cancel returns now: the principal less the fee. */
export const cancelReturn = (order: Pick<LockupOrder, 'amount' | 'cancel_fee'>): string =>
  sub(order.amount, order.cancel_fee);

/** Spec §4: only an in-progress order can be cancelled. */
export const isCancellable = (order: Pick<LockupOrder, 'status'>): boolean =>
  order.status === LockupOrderStatus.inProgress;

/** Spec §4: after a cancel the row is marked 3 locally (with what the server answered, when it did). */
export function markCancelled(rows: LockupOrder[], id: number, answer?: LockupOrder): LockupOrder[] {
  return rows.map((row) =>
    row.id === id ? { ...row, ...answer, status: LockupOrderStatus.cancelled, total_interest: '0' } : row,
  );
}

/**
 * A `lockup_order` push folded into the listed orders (newest first): the listed order is replaced
 * (a day's interest, the payout, a cancel); an order newer than every listed one (a deposit) goes
 * on top; an older one not listed (on a page not loaded) changes nothing.
 */
export function applyOrderPush(rows: LockupOrder[], push: LockupOrder): LockupOrder[] {
  if (rows.some((row) => row.id === push.id)) return rows.map((row) => (row.id === push.id ? push : row));
  return rows.every((row) => row.id < push.id) ? [push, ...rows] : rows;
}
