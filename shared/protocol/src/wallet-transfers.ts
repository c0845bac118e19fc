import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { positiveAmount, walletAccountTypes, walletPaging, type WalletAccountType } from './wallet-amounts';
import { decimalString, emptyAsAbsent, integer, wireId } from './wire';

/* Transfers between the caller's accounts: wallet/change and wallet/hzhistory (spec §5 Transfer, §9). */

const { page, limit } = walletPaging;

// ---------------------------------------------------------------- transfers (wallet/change)

/** The four accounts of a currency (spec §9 transfer account types plus the fiat account). */
export const transferFieldSchema = z.enum(walletAccountTypes, { error: 'wallet.badType' });

/** Variant `type` of wallet/change: 3 currency -> contract, 4 contract -> currency. */
export const TransferType = { toLever: 3, fromLever: 4 } as const;

/**
 * wallet/change request in both payload variants, read into one shape:
 * `{currency_id, number, from_field, to_field}` or `{currency_id, number, type: 3 | 4}`.
 * Failure keys: transfer.wrongAmount (missing, zero, negative, garbage), amount.tooLarge,
 * amount.tooPrecise, wallet.badType, transfer.sameAccount, transfer.closed (the currency is not open
 * to that account), balance.insufficient.
 */
export const transferRequestSchema = z.pipe(
  z
    .object({
      currency_id: wireId,
      number: positiveAmount('transfer.wrongAmount'),
      from_field: emptyAsAbsent(transferFieldSchema),
      to_field: emptyAsAbsent(transferFieldSchema),
      type: emptyAsAbsent(
        z.pipe(z.coerce.number(), z.union([z.literal(3), z.literal(4)], { error: 'wallet.badType' })),
      ),
    })
    .check(
      z.refine((r) => r.type !== undefined || (r.from_field !== undefined && r.to_field !== undefined), {
        message: 'wallet.badType',
        path: ['to_field'],
      }),
      z.refine((r) => r.type !== undefined || r.from_field !== r.to_field, {
        message: 'transfer.sameAccount',
        path: ['to_field'],
      }),
    ),
  z.transform((r) => ({
    currency_id: r.currency_id,
    number: r.number,
    from_field: r.type === 3 ? 'change' : r.type === 4 ? 'lever' : (r.from_field as WalletAccountType),
    to_field: r.type === 3 ? 'lever' : r.type === 4 ? 'change' : (r.to_field as WalletAccountType),
  })),
);

/** One transfer between two accounts of the caller (wallet/change, wallet/hzhistory). */
export const transferRecordSchema = z.object({
  id: integer,
  currency: integer,
  currency_name: z.string(),
  number: decimalString,
  from_field: transferFieldSchema,
  to_field: transferFieldSchema,
  create_time: integer,
});
export type TransferRecord = z.infer<typeof transferRecordSchema>;

export const walletChange = defineEndpoint({
  methods: ['POST'],
  path: '/api/wallet/change',
  auth: true,
  request: transferRequestSchema,
  response: transferRecordSchema,
});

/** wallet/hzhistory: the caller's transfers, newest first (limit 30 by default, spec §9). */
export const hzHistory = defineEndpoint({
  methods: ['GET', 'POST'],
  path: '/api/wallet/hzhistory',
  auth: true,
  request: z.object({ page, limit: limit(30) }),
  response: z.object({ data: z.array(transferRecordSchema), page: integer, limit: integer, total: integer }),
});
