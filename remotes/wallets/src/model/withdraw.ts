import { cmp, isPositive, max, mul, div, parseAmount, sub } from '@exchange/sdk';
import type { FailureNotice } from '@exchange/sdk';

/**
 * Spec §5 Withdraw and Fee display, pure. A form's problem is a notice of the `server` namespace (the
 * same words the server answers), shown by the shared `FailureMessage`.
 */
export type FormMessage = FailureNotice;

/** Wallet page: received = amount - fee, never below 0 ('' while the amount is not a number). */
export function receivedAmount(amount: string, fee: string): string {
  const value = parseAmount(amount);
  if (value === undefined) return '';
  return max(sub(value, fee), '0');
}

/** Fiat page: fee = amount x rate / 100 ('' while the amount is not a number). */
export function percentFee(amount: string, rate: string): string {
  const value = parseAmount(amount);
  if (value === undefined) return '';
  return div(mul(value, rate), '100', 8);
}

/** Fiat page: the amount converted to local currency (amount x rmb). */
export function convertedAmount(amount: string, rmb: string): string {
  const value = parseAmount(amount);
  return value === undefined ? '' : mul(value, rmb);
}

export interface WithdrawInput {
  address: string;
  amount: string;
  /** The network's minimum. */
  min: string;
  /** Memo required (make_wallet 2). */
  memoRequired?: boolean;
  memo?: string;
  /** Trade password, when the user has one (without, the server answers the §8 'not'). */
  password?: string;
  passwordRequired?: boolean;
}

/** The first problem of a withdraw form (spec §5 order: address, amount, minimum), or null. */
export function checkWithdraw(input: WithdrawInput): FormMessage | null {
  if (input.address.trim() === '') return { messageKey: 'wallet.enterAddress' };
  const amount = parseAmount(input.amount, { decimals: 8 });
  if (input.amount.trim() === '') return { messageKey: 'wallet.enterNumber' };
  if (amount === undefined || !isPositive(amount)) return { messageKey: 'wallet.enterNumber' };
  if (cmp(amount, input.min) < 0) return { messageKey: 'wallet.belowMin', params: { min: input.min } };
  if (input.memoRequired && (input.memo ?? '').trim() === '') return { messageKey: 'wallet.memoInvalid' };
  if (input.passwordRequired && (input.password ?? '') === '') return { messageKey: 'trade.enterPsw' };
  return null;
}

/** Spec §5 Transfer: the amount must be above 0 ('wrong amount') and within the available balance. */
export function checkTransfer(amount: string, available: string): FormMessage | null {
  const value = parseAmount(amount, { decimals: 8 });
  if (value === undefined || !isPositive(value)) return { messageKey: 'transfer.wrongAmount' };
  if (cmp(value, available) > 0) return { messageKey: 'balance.insufficient' };
  return null;
}

/** Spec §5 Deposit request: the account ('enter deposit address') then the amount ('enter recharge amount'). */
export function checkChargeRequest(account: string, amount: string): FormMessage | null {
  if (account.trim() === '') return { messageKey: 'charge.enterAccount' };
  const value = parseAmount(amount, { decimals: 8 });
  if (value === undefined || !isPositive(value)) return { messageKey: 'charge.enterAmount' };
  return null;
}
