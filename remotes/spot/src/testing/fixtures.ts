import type { DealInfo, SpotOrder, WalletEntry, WalletListResponse } from '@exchange/protocol';
import type { StoredPair } from '@exchange/sdk';

export const walletEntry = (currency: number, change_balance: string): WalletEntry => ({
  currency,
  currency_name: currency === 1 ? 'USDT' : 'BTC',
  currency_type: '',
  change_balance,
  lock_change_balance: '0',
  legal_balance: '0',
  lock_legal_balance: '0',
  micro_balance: '0',
  lock_micro_balance: '0',
  lever_balance: '0',
  lock_lever_balance: '0',
  usdt_price: '1',
  currency_cost_price: '0',
  sort: 0,
  is_match: 1,
  is_legal: 0,
  is_charge: 1,
  is_micro: 0,
  is_show_memo: 0,
  contract_address: '',
  logo: '',
});

let nextOrderId = 100;
export const spotOrder = (over: Partial<SpotOrder> = {}): SpotOrder => ({
  id: nextOrderId++,
  symbol: 'BTC/USDT',
  type: 1,
  status: 1,
  trade_amount: '1',
  target_price: '100',
  trade_price: '0',
  updated_at: Date.UTC(2026, 0, 2, 3, 4, 5),
  kind: 'limit',
  legal_id: 1,
  currency_id: 2,
  deal_amount: '0',
  fee: '0',
  created_at: Date.UTC(2026, 0, 2, 3, 4, 5),
  ...over,
});

export const okBody = (message: unknown) => ({ body: { type: 'ok', message } });

/** A transaction/deal answer: an empty book and no fills unless given. */
export const dealInfo = (over: Partial<DealInfo> = {}): DealInfo => ({
  last_price: '100',
  user_cny: '1',
  in: [],
  out: [],
  complete: [],
  seq: 1,
  ...over,
});

/** The pair most tests trade: BTC/USDT, legal id 1, currency id 2. */
export const btcUsdt: StoredPair = {
  legalId: 1,
  currencyId: 2,
  legalName: 'USDT',
  currencyName: 'BTC',
  symbol: 'BTC/USDT',
};

/** A wallet/list answer with these spot balances by currency id. */
export const walletList = (spot: Record<number, string>): WalletListResponse => {
  const account = (balance: WalletEntry[]) => ({ balance, usdt_totle: '0' });
  const spotEntries = Object.entries(spot).map(([currency, amount]) => walletEntry(Number(currency), amount));
  return {
    change_wallet: account(spotEntries),
    lever_wallet: account([]),
    micro_wallet: account([]),
    legal_wallet: account([]),
    is_open_CTbi: 0,
  };
};
