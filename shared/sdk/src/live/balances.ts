import type { WalletBalancePush, WalletEntry, WalletListResponse } from '@exchange/protocol';

/** The user's balances (spec §3 Wallet list response) kept current by `coin_balance` pushes. */

type BalanceField = Exclude<keyof WalletBalancePush, 'currency'>;
const balanceFields: readonly BalanceField[] = [
  'change_balance',
  'lock_change_balance',
  'legal_balance',
  'lock_legal_balance',
  'micro_balance',
  'lock_micro_balance',
  'lever_balance',
  'lock_lever_balance',
];

const walletKeys = ['change_wallet', 'lever_wallet', 'micro_wallet', 'legal_wallet'] as const;

/** One entry with a push's present fields applied (an absent field did not change). */
export function mergeBalanceEntry(entry: WalletEntry, push: WalletBalancePush): WalletEntry {
  if (entry.currency !== push.currency) return entry;
  const next = { ...entry };
  for (const field of balanceFields) {
    const value = push[field];
    if (value !== undefined) next[field] = value;
  }
  return next;
}

/** The list with the pushes applied in order, in every account's view of their currency. */
export function mergeBalancePushes(
  list: WalletListResponse,
  pushes: readonly WalletBalancePush[],
): WalletListResponse {
  if (pushes.length === 0) return list;
  const next = { ...list };
  for (const key of walletKeys)
    next[key] = {
      ...list[key],
      balance: list[key].balance.map((entry) => pushes.reduce(mergeBalanceEntry, entry)),
    };
  return next;
}
