import type {
  CashInfo,
  DepositAddress,
  ExchangeRecord,
  LogEntry,
  WalletRecord,
  WalletEntry,
  WalletInfo,
} from '@exchange/protocol';
import { walletEntry, walletList } from '@exchange/sdk/testing';

/** Test data shaped like the server's answers (protocol types), shared by the wallets tests. */
export { walletEntry, walletList };

export const btcEntry = (overrides: Partial<WalletEntry> = {}) =>
  walletEntry({
    currency: 2,
    currency_name: 'BTC',
    change_balance: '0.5',
    lock_change_balance: '0',
    lever_balance: '0',
    micro_balance: '0',
    usdt_price: '60000',
    ...overrides,
  });

export function walletInfo(overrides: Partial<WalletInfo> = {}): WalletInfo {
  const chain = (id: number, type: 'erc20' | 'trc20' | 'omni', name: string, isDefault: 0 | 1) => ({
    id,
    type,
    name,
    contract_address: '',
    min_number: '10',
    rate: '1',
    confirmations: 12,
    is_default: isDefault,
  });
  return {
    currency: 1,
    name: 'USDT',
    change_balance: '100',
    lock_change_balance: '5',
    legal_balance: '0',
    wallet_data: [],
    make_wallet: 1,
    multi_protocol: 1,
    type_data: [chain(1, 'trc20', 'TRC20', 0), chain(2, 'omni', 'OMNI', 0), chain(3, 'erc20', 'ERC20', 1)],
    contract_address: '',
    min_number: '10',
    rate: '1',
    extension_code: '',
    is_charge: 1,
    has_trade_password: true,
    ...overrides,
  };
}

export const addresses: Record<'erc20' | 'trc20' | 'omni', string> = {
  erc20: '0x52908400098527886E0F7030069857D2E4169EE7',
  trc20: 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW',
  omni: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
};

export function depositAddress(type: 'erc20' | 'trc20' | 'omni', overrides: Partial<DepositAddress> = {}) {
  return {
    currency: 1,
    type,
    name: type.toUpperCase(),
    address: addresses[type],
    memo: '',
    min_number: '10',
    confirmations: 12,
    ...overrides,
  };
}

export function logEntry(id: number, overrides: Partial<LogEntry> = {}): LogEntry {
  return {
    id,
    value: '-5',
    info: 'ledger.transfer',
    created_time: Date.UTC(2026, 10, 23, 4, 0, 0),
    currency_name: 'USDT',
    currency: 1,
    account: 'change',
    locked: 0,
    ...overrides,
  };
}

export const ok = <T>(message: T) => ({ body: { type: 'ok', message } });
export const fail = (message: string, type: string | number = 'error', params?: Record<string, string>) => ({
  body: { type, message, ...(params ? { params } : {}) },
});

/** A wallet/out or charge_req answer (spec §3 Deposit/withdraw record). */
export function walletRecord(overrides: Partial<WalletRecord> = {}): WalletRecord {
  return {
    create_time: 1,
    deal_account: '0xabc',
    acceptor_name: 'ERC20',
    hes_account: '0xabc',
    way_name: 'record.withdraw',
    money: '20',
    update_time: 1,
    id: 7,
    way: 'sell',
    currency: 1,
    currency_name: 'USDT',
    chain: 'erc20',
    account: 'change',
    fee: '1',
    received: '19',
    memo: '',
    status: 'review',
    confirmations: 0,
    required_confirmations: 0,
    ...overrides,
  };
}

/** A quick exchange of 0.5 BTC for USDT at 60,000 (a fee of 60 taken from the proceeds). */
export const exchangeRecord: ExchangeRecord = {
  currency_name: 'BTC',
  total_num: '0.5',
  to_currency_name: 'USDT',
  get_total: '29940',
  create_time: Date.UTC(2026, 0, 2, 3, 4, 5),
  id: 9,
  currency: 2,
  to_currency: 1,
  price: '60000',
  fee: '60',
};

/** A user/cash_info answer: no payment method saved, two currencies, no withdrawal address saved. */
export const cashInfo = (overrides: Partial<CashInfo> = {}): CashInfo => ({
  real_name: '',
  bank_name: '',
  bank_account: '',
  bank_branch: '',
  alipay_account: '',
  wechat_account: '',
  wechat_nickname: '',
  wechat_collect: '',
  alipay_collect: '',
  currency_list: [
    { id: 1, name: 'USDT' },
    { id: 2, name: 'BTC' },
  ],
  tb: [],
  ...overrides,
});
