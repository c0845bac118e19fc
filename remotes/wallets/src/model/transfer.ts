import type { WalletAccountType, WalletEntry, WalletListResponse } from '@exchange/protocol';
import { cmp, isPositive, parseAmount, precisions } from '@exchange/sdk';

/**
 * The transfer screen's rules (spec §2 Transfer, §3 Currency for transfer, §5 Transfer, §9 transfer
 * account types): pure, tested without React.
 */

/** The accounts a transfer moves between (spec §9): contract (lever), micro, currency (change). */
export const transferAccounts = ['change', 'lever', 'micro'] as const;
export type TransferAccount = (typeof transferAccounts)[number];

/** Spec §9: transfer amounts have 2 decimals. */
export const TRANSFER_DECIMALS = precisions.transfer.decimals;

/** The balance field of each account in a wallet entry or a balance push. */
export const balanceField = {
  change: 'change_balance',
  lever: 'lever_balance',
  micro: 'micro_balance',
} as const satisfies Record<TransferAccount, keyof WalletEntry>;

/** Spec §3 Currency for transfer: a currency, the accounts it may move between, and their balances. */
export interface TransferCurrency {
  id: number;
  name: string;
  /** The accounts open to this currency (the currency account always). */
  accounts: readonly TransferAccount[];
  wallet: Record<TransferAccount, string>;
}

/**
 * Every currency of the currency account, with the contract and micro accounts where the server
 * lists the currency in them (wallet/list lists an account's open currencies only).
 */
export function transferCurrencies(list: WalletListResponse): TransferCurrency[] {
  const inLever = new Set(list.lever_wallet.balance.map((entry) => entry.currency));
  const inMicro = new Set(list.micro_wallet.balance.map((entry) => entry.currency));
  return list.change_wallet.balance.map((entry) => ({
    id: entry.currency,
    name: entry.currency_name,
    accounts: transferAccounts.filter(
      (account) =>
        account === 'change' ||
        (account === 'lever' && inLever.has(entry.currency)) ||
        (account === 'micro' && inMicro.has(entry.currency)),
    ),
    wallet: {
      change: entry.change_balance,
      lever: entry.lever_balance,
      micro: entry.micro_balance,
    },
  }));
}

/** The account a transfer goes to by default: the first open account that is not `from`. */
export function otherAccount(currency: TransferCurrency | undefined, from: TransferAccount): TransferAccount {
  return currency?.accounts.find((account) => account !== from) ?? (from === 'change' ? 'lever' : 'change');
}

export type TransferProblem = 'wrongAmount' | 'overAvailable' | 'sameAccount';

/**
 * Spec §5 Transfer: the amount must be a number above 0 ('wrong amount'), at most what the from
 * account holds, and the two accounts must differ.
 */
export function checkTransfer(input: {
  amount: string;
  available: string | undefined;
  from: WalletAccountType;
  to: WalletAccountType;
}): TransferProblem | undefined {
  if (input.from === input.to) return 'sameAccount';
  const amount = parseAmount(input.amount, { decimals: TRANSFER_DECIMALS });
  if (amount === undefined || !isPositive(amount)) return 'wrongAmount';
  if (input.available === undefined || cmp(amount, input.available) > 0) return 'overAvailable';
  return undefined;
}

/** Reads the query of `/transfer?id=<currency>&type=1` (type 1: the micro account's link). */
export function transferQuery(search: string): {
  currency?: number;
  from: TransferAccount;
  to: TransferAccount;
} {
  const params = new URLSearchParams(search);
  const id = Number.parseInt(params.get('id') ?? '', 10);
  const currency = Number.isSafeInteger(id) && id > 0 ? id : undefined;
  return params.get('type') === '1'
    ? { currency, from: 'change', to: 'micro' }
    : { currency, from: 'change', to: 'lever' };
}
