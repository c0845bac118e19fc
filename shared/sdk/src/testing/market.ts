import type { DaymarketPush, QuotationGroup, QuotationRow } from '@exchange/protocol';

/** Protocol-typed market data for tests (spec §3 field names). */
export const quotationRow = (over: Partial<QuotationRow> = {}): QuotationRow => ({
  currency_id: 1,
  legal_id: 3,
  currency_name: 'BTC',
  legal_name: 'USDT',
  logo: '',
  now_price: '65000.12345',
  change: '1.5',
  volume: '1234.9',
  is_display: 1,
  category: 1,
  category_text: 'Mainstream',
  open_coin_trade: 1,
  open_microtrade: 1,
  open_lever: 1,
  lever_share_num: '0.01',
  lever_trade_fee: '0.1',
  spread: '0',
  issue_num: '21000000',
  content: '',
  sell_status: 1,
  ...over,
});

export const quotationGroup = (over: Partial<QuotationGroup> = {}): QuotationGroup => ({
  id: 3,
  name: 'USDT',
  fiat_convert_cny: '7.1',
  rmb_relation: '1',
  quotation: [],
  ...over,
});

export const daymarketPush = (over: Partial<DaymarketPush> = {}): DaymarketPush => ({
  symbol: 'ETH/USDT',
  change: '3.5',
  now_price: '3333.3333',
  volume: '10',
  high: '3400',
  low: '2900',
  currency_name: 'ETH',
  legal_name: 'USDT',
  legal_id: 3,
  currency_id: 2,
  ...over,
});
