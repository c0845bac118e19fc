import type { MicroCurrency, MicroSecondsOption } from '@exchange/protocol';
import { add, cmp, div, isDecimal, isPositive, mul, sub } from '@exchange/sdk';

/**
 * The order panel's rules (spec §5 "Micro order", protocol micro.ts header): the stake is one of the
 * currency's `micro_numbers`; the fee is `micro_trade_fee` percent of it, taken at acceptance; a won
 * order pays the stake back plus `profit_ratio` percent of it.
 */

export type OrderFormError = 'openNum' | 'chooseSeconds' | 'chooseCurrency' | 'insufficient';

export interface OrderDraft {
  currency: MicroCurrency | undefined;
  number: string;
  option: MicroSecondsOption | undefined;
}

export const feeOf = (number: string, currency: MicroCurrency): string =>
  div(mul(number, currency.micro_trade_fee), 100, 8);

/** What a won order returns to the micro balance: the stake plus the profit. */
export const payoutOf = (number: string, option: MicroSecondsOption): string =>
  add(number, div(mul(number, option.profit_ratio), 100, 8));

/** The micro balance an order needs: the stake and the fee. */
export const neededFor = (number: string, currency: MicroCurrency): string =>
  add(number, feeOf(number, currency));

/** The balance left to stake (what is held minus nothing locked twice: the server's micro_balance is free). */
export const freeBalance = (currency: MicroCurrency): string => currency.user_wallet.micro_balance;

export type OrderCheck =
  | { ok: true; number: string; seconds: number; currencyId: number }
  | { ok: false; error: OrderFormError; params?: Record<string, string> };

/** Spec §5: the amount must be chosen ('miscro.openNum'); then the duration, the currency and the balance. */
export function checkOrder({ currency, number, option }: OrderDraft): OrderCheck {
  if (number.trim() === '' || !isDecimal(number) || !isPositive(number))
    return { ok: false, error: 'openNum' };
  if (!currency) return { ok: false, error: 'chooseCurrency' };
  if (!option) return { ok: false, error: 'chooseSeconds' };
  const needed = neededFor(number, currency);
  const balance = freeBalance(currency);
  if (cmp(balance, needed) < 0)
    return { ok: false, error: 'insufficient', params: { balance, needed, currency: currency.name } };
  return { ok: true, number, seconds: option.seconds, currencyId: currency.currency_id };
}

/** The balance after a placed order, until the server's own figure arrives. */
export const balanceAfterOrder = (currency: MicroCurrency, number: string): string =>
  sub(currency.user_wallet.micro_balance, neededFor(number, currency));
