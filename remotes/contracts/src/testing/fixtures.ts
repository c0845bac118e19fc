import { quotationRow as sdkQuotationRow } from '@exchange/sdk/testing';
import type { LeverDeal, LeverPosition, QuotationRow } from '@exchange/protocol';

/** A 10x long of 2 lots of BTC/USDT (0.02 BTC) opened at 50000, now at 50050. */
export function leverPosition(overrides: Partial<LeverPosition> = {}): LeverPosition {
  return {
    id: 1,
    time: 1_700_000_000_000,
    type: 1,
    status: 1,
    price: '50050',
    update_price: '50000',
    number: '0.02',
    profits: '1',
    target_profit_price: '0',
    stop_loss_price: '0',
    symbol: 'BTC/USDT',
    share: 2,
    caution_money: '100',
    transaction_time: 1_700_000_000_000,
    handle_time: 0,
    trade_fee: '1',
    overnight_money: '0',
    origin_price: '50000',
    origin_caution_money: '100',
    status_name: 'open',
    legal: 'USDT',
    currency: 'BTC',
    multiple: 10,
    legal_id: 1,
    currency_id: 2,
    target_price: '0',
    value: '1000',
    liquidation_price: '47500',
    close_reason: '',
    ...overrides,
  };
}

export function leverDeal(overrides: Partial<LeverDeal> = {}): LeverDeal {
  return {
    last_price: '50000',
    multiple: { muit: [5, 10, 20], share: [1, 2, 5, 10] },
    user_lever: '1000',
    all_levers: '1000',
    lever_share_limit: { min: 1, max: 100 },
    lever_transaction: {
      in: [{ price: '49990', number: '1.5' }],
      out: [{ price: '50010', number: '0.5' }],
    },
    my_transaction: [],
    symbol: 'BTC/USDT',
    legal_id: 1,
    currency_id: 2,
    legal_name: 'USDT',
    currency_name: 'BTC',
    seq: 1,
    lever_share_num: '0.01',
    lever_trade_fee: '0.1',
    spread: '0',
    sell_status: 1,
    maintenance_rate: '50',
    overnight_rate: '0.05',
    price_tick: '0.01',
    hazard_rate: '0',
    profits_total: '0',
    ...overrides,
  };
}

export function quotationRow(overrides: Partial<QuotationRow> = {}): QuotationRow {
  return sdkQuotationRow({
    currency_id: 2,
    legal_id: 1,
    now_price: '50000',
    change: '1.25',
    volume: '1000',
    category_text: 'mainstream',
    ...overrides,
  });
}

export const ok = <T>(message: T) => ({ body: { type: 'ok', message } });
export const fail = (message: string, type = 'error') => ({ body: { type, message } });
