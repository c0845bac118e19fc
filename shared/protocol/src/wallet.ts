import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { integer, wireId } from './wire';

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

export const walletAccountTypes = ['change', 'lever', 'legal', 'micro'] as const;
export type WalletAccountType = (typeof walletAccountTypes)[number];

export const walletList = defineEndpoint({
  methods: ['POST', 'GET'],
  path: '/api/wallet/list',
  auth: true,
  /** user_id is sent by some screens and ignored: the token decides whose wallet it is. */
  request: z.object({ user_id: z.optional(z.coerce.string().check(z.maxLength(20))) }),
  response: walletListResponseSchema,
});

/** Spec §3 Wallet detail: the whole entry (it carries change_balance and usdt_price). */
export const walletDetail = defineEndpoint({
  methods: ['POST'],
  path: '/api/wallet/detail',
  auth: true,
  request: z.object({
    currency: wireId,
    type: z._default(z.enum(walletAccountTypes, { error: 'wallet.badType' }), 'change'),
  }),
  response: walletEntrySchema,
});

export const walletApi = { walletList, walletDetail };
