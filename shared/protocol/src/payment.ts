import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { integer, preprocess, uploadUrlPattern, wireId, withoutUploadSignature } from './wire';

/*
 * Payment settings: spec §3 Cash info, §5 Payment methods and Withdrawal address, §6 (visitors go
 * to login: every call is private), §7 "Payment settings".
 */

/** A currency the user can keep a withdrawal address for. */
export const userCurrencySchema = z.object({ id: integer, name: z.string() });
export type UserCurrency = z.infer<typeof userCurrencySchema>;

/** A saved withdrawal address: `bid` is the currency id (user/settbdz). */
export const withdrawAddressSchema = z.object({ bid: integer, address: z.string() });
export type WithdrawAddress = z.infer<typeof withdrawAddressSchema>;

/** Spec §3 Cash info: the payment methods ('' until saved), the currencies and saved addresses. */
export const cashInfoSchema = z.object({
  real_name: z.string(),
  bank_name: z.string(),
  bank_account: z.string(),
  bank_branch: z.string(),
  alipay_account: z.string(),
  wechat_account: z.string(),
  wechat_nickname: z.string(),
  /** QR image URLs (from /api/upload), '' until saved. */
  wechat_collect: z.string(),
  alipay_collect: z.string(),
  currency_list: z.array(userCurrencySchema),
  tb: z.array(withdrawAddressSchema),
});
export type CashInfo = z.infer<typeof cashInfoSchema>;

export const cashInfo = defineEndpoint({
  methods: ['POST', 'GET'],
  path: '/api/user/cash_info',
  auth: true,
  request: z.object({}),
  response: cashInfoSchema,
});

/** A required text field with its own §5 prompt key. */
const requiredText = (key: string, max: number) =>
  preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: key }).check(z.trim(), z.minLength(1, key), z.maxLength(max, key)),
  );

/** A picture the same user uploaded through /api/upload (checked by the server). */
const uploadedQr = (key: string) =>
  preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.pipe(
      z
        .string({ error: key })
        .check(z.trim(), z.minLength(1, key), z.maxLength(300, key), z.regex(uploadUrlPattern, key)),
      z.transform(withoutUploadSignature),
    ),
  );

/**
 * user/cash_save (spec §5 Payment methods): every field is required, each with its own key:
 * cash.bankBranch, cash.realName, cash.bankName, cash.bankAccount, cash.alipayAccount,
 * cash.wechatNickname, cash.wechatAccount, cash.wechatQr, cash.alipayQr (a QR must be a picture
 * the caller uploaded, else the same key). The message is the key `cash.saved`.
 */
export const cashSaveRequestSchema = z.object({
  bank_branch: requiredText('cash.bankBranch', 100),
  real_name: requiredText('cash.realName', 64),
  bank_name: requiredText('cash.bankName', 100),
  bank_account: preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v === undefined || v === null ? '' : v),
    z
      .string({ error: 'cash.bankAccount' })
      .check(z.minLength(1, 'cash.bankAccount'), z.regex(/^[0-9A-Za-z-]{4,40}$/, 'cash.bankAccount')),
  ),
  alipay_account: requiredText('cash.alipayAccount', 64),
  wechat_nickname: requiredText('cash.wechatNickname', 64),
  wechat_account: requiredText('cash.wechatAccount', 64),
  wechat_qr_code: uploadedQr('cash.wechatQr'),
  alipay_qr_code: uploadedQr('cash.alipayQr'),
});
export type CashSaveRequest = z.input<typeof cashSaveRequestSchema>;

export const cashSave = defineEndpoint({
  methods: ['POST'],
  path: '/api/user/cash_save',
  auth: true,
  request: cashSaveRequestSchema,
  response: z.string(),
});

/**
 * user/settbdz (spec §5 Withdrawal address): saves the caller's withdrawal address of currency
 * `bid` (replacing the previous one). Failure keys: tbdz.enterAddress (empty), tbdz.badAddress (not
 * an address of any network of that currency), currency.notFound.
 */
export const setTbdz = defineEndpoint({
  methods: ['POST'],
  path: '/api/user/settbdz',
  auth: true,
  request: z.object({ bid: wireId, tbdz: requiredText('tbdz.enterAddress', 128) }),
  response: withdrawAddressSchema,
});

/** The currencies of the withdrawal-address dropdown (every currency open to deposits). */
export const userCurrencyList = defineEndpoint({
  methods: ['GET', 'POST'],
  path: '/api/user/currency_list',
  auth: true,
  request: z.object({}),
  response: z.array(userCurrencySchema),
});

export const paymentApi = { cashInfo, cashSave, setTbdz, userCurrencyList } as const;
