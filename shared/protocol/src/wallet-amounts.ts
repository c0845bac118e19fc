import * as z from 'zod/mini';
import { preprocess } from './wire';

/* Wallet amounts, paging and account names shared by the wallet calls (wallet.ts and its neighbours). */

export const walletAccountTypes = ['change', 'lever', 'legal', 'micro'] as const;
export type WalletAccountType = (typeof walletAccountTypes)[number];

/** Largest amount accepted anywhere in the wallets: 12 integer digits, 8 decimals (spec §9 precision 8). */
export const AMOUNT_MAX_INTEGER_DIGITS = 12;
export const AMOUNT_MAX_DECIMALS = 8;

/**
 * A positive amount typed by the user: digits with an optional fraction, above zero. Missing, empty,
 * negative, zero or garbage answers `key` (the form's own §5 message); too many integer digits
 * `amount.tooLarge`, too many decimals `amount.tooPrecise`.
 */
export const positiveAmount = (key: string) =>
  preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
    z.string({ error: key }).check(
      z.trim(),
      z.maxLength(60, 'amount.tooLarge'),
      z.regex(/^\d+(\.\d+)?$/, key),
      z.refine((v) => /[1-9]/.test(v), key),
      z.refine((v) => (v.split('.')[0] ?? '').replace(/^0+/, '').length <= AMOUNT_MAX_INTEGER_DIGITS, {
        message: 'amount.tooLarge',
      }),
      z.refine((v) => (v.split('.')[1] ?? '').length <= AMOUNT_MAX_DECIMALS, {
        message: 'amount.tooPrecise',
      }),
    ),
  );

const page = z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100000)), 1);
const limit = (fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100)), fallback);
export const walletPaging = { page, limit };
