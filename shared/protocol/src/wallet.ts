import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { walletAccountTypes } from './wallet-amounts';
import { getInAddress, getInfo, getUdunAddress, walletOut, walletRecordSchema } from './wallet-funding';
import { hzHistory, walletChange } from './wallet-transfers';
import { decimalString, integer, wireId } from './wire';

export * from './wallet-amounts';
export * from './wallet-funding';
export * from './wallet-transfers';

/*
 * Wallets: spec §3 (Wallet entry ... Contract wallet detail, Deposit/withdraw record), §4 (Wallet
 * panels, Withdraw response), §5 (Withdraw, Transfer, Deposit request, Fee display, Account binding),
 * §7 "Wallet", §8 (wallet/out 'not'). Money is a decimal string; times are Unix epoch MILLISECONDS;
 * failure messages are keys of the `server` namespace. Amounts and paging: wallet-amounts.ts; deposits
 * and withdrawals: wallet-funding.ts; transfers: wallet-transfers.ts; records and logs: wallet-records.ts.
 */

/** A money figure on the wire: a decimal string (never a float). */
const money = z.string();
const flag = integer;

/** Spec §3 Wallet entry: one currency's balances in every account, with their locked parts. */
export const walletEntrySchema = z.object({
  currency: integer,
  currency_name: z.string(),
  currency_type: z.string(),
  change_balance: money,
  lock_change_balance: money,
  legal_balance: money,
  lock_legal_balance: money,
  micro_balance: money,
  lock_micro_balance: money,
  lever_balance: money,
  lock_lever_balance: money,
  /** Price of one unit in USDT. */
  usdt_price: money,
  currency_cost_price: money,
  sort: integer,
  is_match: flag,
  is_legal: flag,
  is_charge: flag,
  is_micro: flag,
  is_show_memo: flag,
  contract_address: z.string(),
  logo: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

/** One account's view: its entries and the total value in USDT (`usdt_totle`, spelled as in spec §3). */
export const walletAccountSchema = z.object({
  balance: z.array(walletEntrySchema),
  usdt_totle: money,
});
export type WalletAccount = z.infer<typeof walletAccountSchema>;

/** Spec §3 Wallet list response. */
export const walletListResponseSchema = z.object({
  change_wallet: walletAccountSchema,
  legal_wallet: walletAccountSchema,
  lever_wallet: walletAccountSchema,
  micro_wallet: walletAccountSchema,
  is_open_CTbi: flag,
});
export type WalletListResponse = z.infer<typeof walletListResponseSchema>;

export const walletList = defineEndpoint({
  methods: ['POST', 'GET'],
  path: '/api/wallet/list',
  auth: true,
  /** user_id is sent by some screens and ignored: the token decides whose wallet it is. */
  request: z.object({ user_id: z.optional(z.coerce.string().check(z.maxLength(20))) }),
  response: walletListResponseSchema,
});

/**
 * Spec §3 Wallet detail: the whole entry (it carries change_balance and usdt_price); with type
 * 'lever' it is also the §3 Contract wallet detail (currency_name, lever_balance,
 * lock_lever_balance, ExRate: the local-currency value of one unit, as wallet/getRateCurrency's rmb).
 */
export const walletDetailSchema = z.extend(walletEntrySchema, { ExRate: z.optional(money) });
export type WalletDetail = z.infer<typeof walletDetailSchema>;
export const walletDetail = defineEndpoint({
  methods: ['POST'],
  path: '/api/wallet/detail',
  auth: true,
  request: z.object({
    currency: wireId,
    type: z._default(z.enum(walletAccountTypes, { error: 'wallet.badType' }), 'change'),
  }),
  response: walletDetailSchema,
});

// ---------------------------------------------------------------- balance pushes

/**
 * `coin_balance` (socket): the caller's balances of one currency changed, to the user's room. The
 * wallet calls (transfers, deposits, withdrawals, quick exchange, fiat requests) send all eight
 * fields; spot fills send the spot (`change`) pair only. A field present is the current value; an
 * absent one did not change. Every open wallet screen merges it into what it shows.
 */
export const walletBalancePushSchema = z.object({
  currency: integer,
  change_balance: decimalString,
  lock_change_balance: decimalString,
  legal_balance: z.optional(decimalString),
  lock_legal_balance: z.optional(decimalString),
  micro_balance: z.optional(decimalString),
  lock_micro_balance: z.optional(decimalString),
  lever_balance: z.optional(decimalString),
  lock_lever_balance: z.optional(decimalString),
});
export type WalletBalancePush = z.infer<typeof walletBalancePushSchema>;
export const WALLET_BALANCE_EVENT = 'coin_balance';

/**
 * `wallet_record` (socket): one of the caller's deposits or withdrawals was created or changed
 * (a confirmation more, credited, approved, rejected), to the user's room, so an open record list
 * updates without a reload. The record is the one acceptor/my_deal lists.
 */
export const walletRecordPushSchema = z.object({ record: walletRecordSchema });
export type WalletRecordPush = z.infer<typeof walletRecordPushSchema>;
export const WALLET_RECORD_EVENT = 'wallet_record';

export const walletApi = {
  walletList,
  walletDetail,
  getInfo,
  getInAddress,
  getUdunAddress,
  walletOut,
  walletChange,
  hzHistory,
} as const;
