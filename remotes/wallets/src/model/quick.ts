import type { PayCurrency } from '@exchange/protocol';
import { cmp, isPositive, mul, parseAmount, round, sub } from '@exchange/sdk';

/** Spec §5 Quick exchange rules: pure, tested without React. */

/** Amounts of the quick exchange: the wire allows 8 decimals. */
export const QUICK_DECIMALS = 8;

/**
 * Spec §7 quick exchange: the about text is two news articles (news/detail). The seed has no
 * dedicated pair, so these are the seed's "Quick exchange" (c_id 30) and "Fees" (c_id 10) articles.
 */
export const QUICK_ABOUT_NEWS_IDS = [16, 26] as const;

/** The cap of the amount input: the selected currency's change_balance, 0 with no selection. */
export function quickCap(selected: PayCurrency | undefined): string {
  return selected?.change_balance ?? '0';
}

/** What the user typed, capped at the selection's balance (spec §5: the amount is capped). */
export function capQuickAmount(typed: string, selected: PayCurrency | undefined): string {
  const amount = parseAmount(typed);
  if (amount === undefined) return typed;
  const cap = quickCap(selected);
  return cmp(amount, cap) > 0 ? cap : typed;
}

export type QuickProblem = 'noCurrency' | 'enterAmount' | 'overBalance';

export function checkQuick(amount: string, selected: PayCurrency | undefined): QuickProblem | undefined {
  if (!selected) return 'noCurrency';
  const value = parseAmount(amount, { decimals: QUICK_DECIMALS });
  if (value === undefined || !isPositive(value)) return 'enterAmount';
  if (cmp(value, selected.change_balance) > 0) return 'overBalance';
  return undefined;
}

/** The hint: what arrives at the live price less the fee (`fee_rate` a fraction), never below 0. */
export function estimatedReceive(amount: string, price: string, feeRate: string): string {
  const value = parseAmount(amount);
  if (value === undefined) return '0';
  const gross = mul(value, price);
  const net = sub(gross, mul(gross, feeRate));
  return isPositive(net) ? round(net, QUICK_DECIMALS) : '0';
}

/** The fee as a percentage for people (`fee_rate` is a fraction: "0.002" -> "0.2%"), at most 4 decimals. */
export function feePercent(feeRate: string): string {
  const percent = round(mul(feeRate, '100'), 4);
  const trimmed = percent.includes('.') ? percent.replace(/\.?0+$/, '') : percent;
  return `${trimmed}%`;
}
