import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { decimalString, emptyAsAbsent, integer, preprocess, wireId } from './wire';
import {
  positiveAmount,
  walletAccountTypes,
  walletPaging,
  walletRecordSchema,
  recordWaySchema,
} from './wallet';

/*
 * Wallet records and the fiat account: spec §3 Log entry, Bank info, Deposit/withdraw record; §7
 * wallet/legal_log, account/list, charge_req, getRechargeSetting, getRateCurrency, acceptor/my_deal,
 * jc/bind. Times are epoch milliseconds; money is a decimal string.
 */

/** Spec §3 Log entry: one balance change of the caller. */
export const logEntrySchema = z.object({
  id: integer,
  /** Signed: "-5" left the account, "5" came in. */
  value: z.string().check(z.regex(/^-?\d+(\.\d+)?$/)),
  /** A key of the `server` namespace naming what happened (ledger.transfer, ledger.deposit...). */
  info: z.string(),
  created_time: integer,
  currency_name: z.string(),
  // ---- extras ----
  currency: integer,
  /** The account it moved: change, lever, legal or micro (a locked part counts as its account). */
  account: z.enum(walletAccountTypes),
  /** 1 when the locked (frozen) part of the account moved. */
  locked: integer,
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const logPageSchema = z.object({
  list: z.array(logEntrySchema),
  page: integer,
  limit: integer,
  total: integer,
});
export type LogPage = z.infer<typeof logPageSchema>;

/**
 * wallet/legal_log `type`: 2 the currency (exchange) account, 3 the contract account, 4 the
 * contract account's transfers in and out, 'lever' the contract account (the /leverRecord page);
 * also by name: 'change', 'legal' (fiat account), 'micro'.
 */
export const legalLogTypes = ['2', '3', '4', 'lever', 'change', 'legal', 'micro'] as const;
export const legalLogTypeSchema = preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z.enum(legalLogTypes, { error: 'wallet.badType' }),
);

/** wallet/legal_log: one account's log of the caller, optionally one currency, 20 a page, newest first. */
export const legalLog = defineEndpoint({
  methods: ['POST'],
  path: '/api/wallet/legal_log',
  auth: true,
  request: z.object({
    type: legalLogTypeSchema,
    currency: emptyAsAbsent(wireId),
    page: walletPaging.page,
  }),
  response: logPageSchema,
});

/** account/list: every balance change of the caller (the account log, 20 a page, spec §9). */
export const accountList = defineEndpoint({
  methods: ['POST', 'GET'],
  path: '/api/account/list',
  auth: true,
  request: z.object({ page: walletPaging.page, limit: walletPaging.limit(20) }),
  response: z.object({ data: z.array(logEntrySchema), page: integer, limit: integer, total: integer }),
});

/**
 * wallet/charge_req: a fiat-account deposit request (the user says what they paid, from which
 * account), held for review; the operator credits or rejects it. Failure keys: charge.enterAccount
 * (spec 'enter deposit address'), charge.enterAmount (spec 'enter recharge amount'),
 * amount.tooLarge, amount.tooPrecise, charge.belowMin {min}, charge.notLegal (not a fiat currency).
 */
export const chargeReq = defineEndpoint({
  methods: ['POST'],
  path: '/api/wallet/charge_req',
  auth: true,
  request: z.object({
    amount: positiveAmount('charge.enterAmount'),
    account: preprocess(
      (v) => (v === undefined || v === null ? '' : v),
      z
        .string({ error: 'charge.enterAccount' })
        .check(z.trim(), z.minLength(1, 'charge.enterAccount'), z.maxLength(128, 'charge.enterAccount')),
    ),
    currency: wireId,
    user_id: z.optional(z.coerce.string().check(z.maxLength(20))),
  }),
  response: walletRecordSchema,
});

/** Spec §3 Bank info: where the user's bank-card withdrawals go (from user/cash_save). */
export const bankInfoSchema = z.object({ bank_account: z.string(), bank_name: z.string() });
export type BankInfo = z.infer<typeof bankInfoSchema>;

/** wallet/getRechargeSetting: the exchange's receiving bank account for fiat deposit requests. */
export const rechargeSettingSchema = z.object({
  currency: integer,
  currency_name: z.string(),
  /** Smallest deposit request. */
  min_number: decimalString,
  payee_name: z.string(),
  bank_name: z.string(),
  bank_account: z.string(),
  bank_branch: z.string(),
  /** Local-currency value of one unit (as getRateCurrency's rmb). */
  rmb: decimalString,
  local_currency: z.string(),
});
export type RechargeSetting = z.infer<typeof rechargeSettingSchema>;

export const getRechargeSetting = defineEndpoint({
  methods: ['GET', 'POST'],
  path: '/api/wallet/getRechargeSetting',
  auth: true,
  request: z.object({}),
  response: rechargeSettingSchema,
});

/**
 * wallet/getRateCurrency: the local-currency value of one unit (`rmb`, the converted amount of the
 * fiat page is amount x rmb) and the bank-card withdrawal terms (fee = amount x bank_rate / 100,
 * spec §5 Fee display), plus the user's bank card (spec §3 Bank info, '' when not saved).
 */
export const rateCurrencySchema = z.object({
  currency: integer,
  currency_name: z.string(),
  rmb: decimalString,
  local_currency: z.string(),
  usdt_price: decimalString,
  bank_rate: decimalString,
  bank_min: decimalString,
  bank_account: z.string(),
  bank_name: z.string(),
});
export type RateCurrency = z.infer<typeof rateCurrencySchema>;

export const getRateCurrency = defineEndpoint({
  methods: ['POST', 'GET'],
  path: '/api/wallet/getRateCurrency',
  auth: true,
  request: z.object({ id: wireId }),
  response: rateCurrencySchema,
});

export const walletRecordPageSchema = z.object({
  list: z.array(walletRecordSchema),
  page: integer,
  limit: integer,
  total: integer,
});
export type WalletRecordPage = z.infer<typeof walletRecordPageSchema>;

/**
 * acceptor/my_deal: the caller's deposits (way buy) or withdrawals (way sell), both without `way`,
 * newest first, 20 a page; `address` keeps the records of that address or account only.
 */
export const myDeal = defineEndpoint({
  methods: ['GET', 'POST'],
  path: '/api/acceptor/my_deal',
  auth: true,
  request: z.object({
    address: emptyAsAbsent(z.string().check(z.trim(), z.maxLength(128))),
    way: emptyAsAbsent(recordWaySchema),
    currency: emptyAsAbsent(wireId),
    page: walletPaging.page,
  }),
  response: walletRecordPageSchema,
});

const bindField = (key: string) =>
  emptyAsAbsent(z.string().check(z.trim(), z.minLength(1, key), z.maxLength(20, key)));

const boundAccount = z.object({ user_name: z.string() });

/**
 * jc/bind read (spec §7 "GET returns message.user_name"): the bound user_name ('' when none).
 * Same path as `jcBind`, told apart by the method.
 */
export const jcBindLookup = defineEndpoint({
  methods: ['GET'],
  path: '/api/jc/bind',
  auth: true,
  request: z.object({}),
  response: boundAccount,
});

/**
 * jc/bind (spec §5 Account binding): POST with user_name and password binds the external account
 * (both required, at most 20 characters: bind.enterAccount, bind.enterPassword) and answers the
 * bound user_name. A POST without fields only reads it (how our clients before the GET looked it up).
 */
export const jcBind = defineEndpoint({
  methods: ['POST'],
  path: '/api/jc/bind',
  auth: true,
  request: z
    .object({ user_name: bindField('bind.enterAccount'), password: bindField('bind.enterPassword') })
    .check(
      z.refine((r) => r.password === undefined || r.user_name !== undefined, {
        message: 'bind.enterAccount',
        path: ['user_name'],
      }),
      z.refine((r) => r.user_name === undefined || r.password !== undefined, {
        message: 'bind.enterPassword',
        path: ['password'],
      }),
    ),
  response: boundAccount,
});

export const walletRecordsApi = {
  legalLog,
  accountList,
  chargeReq,
  getRechargeSetting,
  getRateCurrency,
  myDeal,
  jcBindLookup,
  jcBind,
} as const;
