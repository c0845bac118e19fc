import { quotationRow as sdkQuotationRow } from '@exchange/sdk/testing';
import type {
  MicroCurrency,
  MicroInsuranceType,
  MicroOrder,
  MicroOrderPage,
  QuotationRow,
} from '@exchange/protocol';

export const okBody = (message: unknown) => ({ body: { type: 'ok', message } });

let nextId = 1;
/** A running BTC/USDT up order of 10 USDT for 30 s, opened at 65000, with 30 s left. */
export const microOrder = (over: Partial<MicroOrder> = {}): MicroOrder => ({
  id: nextId++,
  symbol_name: 'BTC/USDT',
  seconds: 30,
  number: '10',
  currency_name: 'USDT',
  open_price: '65000',
  end_price: '0',
  type: 1,
  status: 1,
  remain_milli_seconds: 30_000,
  fact_profits: '0',
  fee: '0.1',
  match_id: 1,
  currency_id: 1,
  profit_ratio: '80',
  result: 0,
  // Server times far from the test machine's clock: the screen must not read them for the countdown.
  created_at: 1_000_000_000_000,
  end_at: 1_000_000_030_000,
  ...over,
});

/** The order as micro_closed brings it: won at 65010, +7.9 after the 0.1 fee. */
export const closedOrder = (order: MicroOrder, over: Partial<MicroOrder> = {}): MicroOrder => ({
  ...order,
  status: 3,
  end_price: '65010',
  remain_milli_seconds: 0,
  fact_profits: '7.9',
  result: 1,
  ...over,
});

export const orderPage = (list: MicroOrder[], total = list.length): MicroOrderPage => ({
  list,
  page: 1,
  limit: 20,
  total,
});

/** The server's one plan (spec §9 copy figures: claim at 50 % loss, ends at 100 % profit, two payouts a day). */
export const standardInsurance: MicroInsuranceType = {
  id: 1,
  name: 'micro.insurance.standard',
  claim_loss_percent: '50',
  stop_profit_percent: '100',
  max_daily_payouts: 2,
};

export const usdt = (over: Partial<MicroCurrency> = {}): MicroCurrency => ({
  id: 1,
  currency_id: 1,
  name: 'USDT',
  micro_numbers: ['10', '50', '100'],
  micro_trade_fee: '1',
  user_wallet: { micro_balance: '100', lock_micro_balance: '0' },
  insurance_types: [],
  user_insurance: null,
  ...over,
});

export const secondsOptions = [
  { seconds: 30, profit_ratio: '80' },
  { seconds: 60, profit_ratio: '85' },
];

export const quotationRow = (over: Partial<QuotationRow> = {}): QuotationRow =>
  sdkQuotationRow({
    currency_id: 2,
    legal_id: 1,
    now_price: '65000',
    change: '1.25',
    volume: '1234',
    spread: '0.05',
    ...over,
  });
