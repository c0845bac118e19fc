import type { WalletEntry, WalletListResponse } from '@exchange/protocol';
import { mergeBalancePushes } from './balances';

const entry = (overrides: Partial<WalletEntry> = {}): WalletEntry => ({
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
});

function list(entries: WalletEntry[]): WalletListResponse {
  const account = { balance: entries, usdt_totle: '0' };
  return {
    change_wallet: account,
    lever_wallet: account,
    micro_wallet: account,
    legal_wallet: account,
    is_open_CTbi: 1,
  };
}

describe('mergeBalancePushes', () => {
  it('applies the present fields of each push, in order, to every account of the currency', () => {
    const btc = entry({ currency: 2, currency_name: 'BTC', change_balance: '0.5' });
    const next = mergeBalancePushes(list([entry(), btc]), [
      { currency: 1, change_balance: '90', lock_change_balance: '15' },
      { currency: 1, change_balance: '80', lock_change_balance: '15', lever_balance: '40' },
    ]);
    expect(next.change_wallet.balance[0]).toMatchObject({ change_balance: '80', lock_change_balance: '15' });
    expect(next.lever_wallet.balance[0]).toMatchObject({ lever_balance: '40', micro_balance: '20' });
    expect(next.change_wallet.balance[1]).toMatchObject({ change_balance: '0.5' });
  });

  it('leaves the list as it is without pushes', () => {
    const unchanged = list([entry()]);
    expect(mergeBalancePushes(unchanged, [])).toBe(unchanged);
  });
});
