import type { WalletEntry, WalletListResponse } from '@exchange/protocol';

/** Protocol-typed balances for tests (spec §3 Wallet list response): 100 USDT available, 5 frozen. */
export function walletEntry(overrides: Partial<WalletEntry> = {}): WalletEntry {
  return {
    currency: 1,
    currency_name: 'USDT',
    currency_type: 'erc20',
    change_balance: '100',
    lock_change_balance: '5',
    legal_balance: '0',
    lock_legal_balance: '0',
    micro_balance: '20',
    lock_micro_balance: '0',
    lever_balance: '30',
    lock_lever_balance: '0',
    usdt_price: '1',
    currency_cost_price: '1',
    sort: 1,
    is_match: 1,
    is_legal: 1,
    is_charge: 1,
    is_micro: 1,
    is_show_memo: 0,
    contract_address: '',
    logo: '',
    ...overrides,
  };
}

/** The same entries in each of the four accounts. */
export function walletList(entries: WalletEntry[] = [walletEntry()]): WalletListResponse {
  const account = { balance: entries, usdt_totle: '0' };
  return {
    change_wallet: account,
    lever_wallet: account,
    micro_wallet: account,
    legal_wallet: account,
    is_open_CTbi: 1,
  };
}
