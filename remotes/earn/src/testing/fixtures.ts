import { walletEntry } from '@exchange/sdk/testing';
import type { LockupConfig, LockupOrder, Project, ProjectOrder, WalletDetail } from '@exchange/protocol';

export const ok = <T>(message: T) => ({ body: { type: 'ok', message } });
export const fail = (message: string, type: string | number = 'error') => ({ body: { type, message } });

/** 2026-11-23 12:00:00 UTC+8. */
export const NOW = Date.UTC(2026, 10, 23, 4, 0, 0);
const HOUR = 3_600_000;

export function project(id: number, overrides: Partial<Project> = {}): Project {
  return {
    id,
    logo: `https://example.test/logo-${id}.png`,
    title: `Project ${id}`,
    summary: `Summary of project ${id}`,
    amount: '1000000',
    currency_name: 'ABC',
    pay_currency_name: 'USDT',
    price: '0.5',
    start_at: NOW - 2 * HOUR,
    end_at: NOW + 26 * HOUR,
    sell_begin: NOW + 50 * HOUR,
    time_status: 2,
    user_has_money: 1,
    link: 'https://abc.example.test',
    white_book: 'https://abc.example.test/paper.pdf',
    content: '<p>About the project</p>',
    total_apply: '12345.5',
    win_rate: '25',
    currency_id: 10 + id,
    pay_currency_id: 1,
    apply_count: 12,
    win_count: 0,
    drawn: 0,
    lottery_seed: '',
    ...overrides,
  };
}

export function projectOrder(overrides: Partial<ProjectOrder> = {}): ProjectOrder {
  return {
    order_no: 'IEO-0001',
    type: 1,
    status: 0,
    coin_amount: '100',
    total_price: '50',
    id: 1,
    project_id: 1,
    apply_amount: '100',
    locked: '50',
    created_at: NOW - HOUR,
    updated_at: NOW - HOUR,
    ...overrides,
  };
}

export function lockupConfigRow(id: number, overrides: Partial<LockupConfig> = {}): LockupConfig {
  return {
    id,
    currency_id: 1,
    currency_name: 'USDT',
    interest_rate: '0.5',
    day: 30,
    save_min: '100',
    cancel_rate: '2',
    ...overrides,
  };
}

export function lockupOrderRow(id: number, overrides: Partial<LockupOrder> = {}): LockupOrder {
  return {
    id,
    currency_name: 'USDT',
    amount: '1000',
    total_interest: '10',
    start_at: NOW - 48 * HOUR,
    end_at: NOW + 28 * 24 * HOUR,
    status: 1,
    cancel_fee: '20',
    config_id: 1,
    currency_id: 1,
    interest_rate: '0.5',
    day: 30,
    days_accrued: 2,
    estimated_interest: '150',
    updated_at: NOW,
    ...overrides,
  };
}

export function walletDetailOf(change_balance: string): WalletDetail {
  // The sdk's entry with nothing but the exchange balance given: nothing frozen, no other account.
  return walletEntry({ change_balance, lock_change_balance: '0', micro_balance: '0', lever_balance: '0' });
}
