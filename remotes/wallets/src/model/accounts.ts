import { add, cmp, isDecimal, mul, sum } from '@exchange/sdk';
import type { WalletEntry, WalletListResponse } from '@exchange/protocol';

/**
 * The four accounts of the assets screen (spec §2 Assets, §3 Wallet list response): which balance
 * fields each reads.
 */
export const accountKinds = ['change', 'lever', 'micro', 'legal'] as const;
export type AccountKind = (typeof accountKinds)[number];

const fields = {
  change: { available: 'change_balance', frozen: 'lock_change_balance', wallet: 'change_wallet' },
  lever: { available: 'lever_balance', frozen: 'lock_lever_balance', wallet: 'lever_wallet' },
  micro: { available: 'micro_balance', frozen: 'lock_micro_balance', wallet: 'micro_wallet' },
  legal: { available: 'legal_balance', frozen: 'lock_legal_balance', wallet: 'legal_wallet' },
} as const satisfies Record<
  AccountKind,
  { available: keyof WalletEntry; frozen: keyof WalletEntry; wallet: keyof WalletListResponse }
>;

/** One line of an account's table. */
export interface AccountRow {
  currency: number;
  name: string;
  available: string;
  frozen: string;
  /** (available + frozen) x usdt_price: the converted dollar value. */
  value: string;
  entry: WalletEntry;
}

const decimalOr0 = (value: string) => (isDecimal(value) ? value : '0');

export function accountRow(entry: WalletEntry, kind: AccountKind): AccountRow {
  const available = decimalOr0(entry[fields[kind].available]);
  const frozen = decimalOr0(entry[fields[kind].frozen]);
  return {
    currency: entry.currency,
    name: entry.currency_name,
    available,
    frozen,
    value: mul(add(available, frozen), decimalOr0(entry.usdt_price)),
    entry,
  };
}

export function accountRows(list: WalletListResponse, kind: AccountKind): AccountRow[] {
  return list[fields[kind].wallet].balance.map((entry) => accountRow(entry, kind));
}

/** The account's total in dollars, summed from its rows (so it follows the pushes). */
export const accountTotal = (rows: readonly AccountRow[]): string => sum(rows.map((row) => row.value));

/** Total of every account, in dollars. */
export const grandTotal = (list: WalletListResponse): string =>
  sum(accountKinds.map((kind) => accountTotal(accountRows(list, kind))));

/** Whether `amount` is more than `available` (both decimal strings). */
export const exceeds = (amount: string, available: string): boolean => cmp(amount, available) > 0;
