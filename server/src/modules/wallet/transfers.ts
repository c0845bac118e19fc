import type { TransferRecord, WalletAccountType } from '@exchange/protocol';
import type { Database, Queryable } from '../../db';
import { ApiError } from '../../errors';
import { checkSameRequest, type KeyedRequest } from '../../services/idempotency-key';
import { canonicalDecimal } from '../../money';
import { currencyOf, type CurrencyRow } from './chains';
import { applyLedger, type WalletField } from '../../services/ledger';

const balanceField: Record<WalletAccountType, WalletField> = {
  change: 'change_balance',
  lever: 'lever_balance',
  micro: 'micro_balance',
  legal: 'legal_balance',
};

/** Whether the currency is open to an account (spec §3 flags; every currency has a currency account). */
export function accountOpen(currency: CurrencyRow, account: WalletAccountType): boolean {
  switch (account) {
    case 'change':
      return true;
    case 'lever':
      return currency.is_lever === 1;
    case 'micro':
      return currency.is_micro === 1;
    case 'legal':
      return currency.is_legal === 1;
  }
}

export interface TransferRequest {
  userId: number;
  currencyId: number;
  amount: string;
  from: WalletAccountType;
  to: WalletAccountType;
  /**
   * A retry with the same key answers the first transfer and moves nothing; the same key with
   * another request is the conflict (and moves nothing).
   */
  keyed?: KeyedRequest;
}

/**
 * Moves `amount` between two accounts of the user in one transaction: the record and both ledger
 * rows, or nothing (balance.insufficient when the source has less available).
 */
export async function transfer(db: Database, request: TransferRequest, now: number): Promise<TransferRecord> {
  if (request.from === request.to) throw new ApiError('transfer.sameAccount');
  const currency = await currencyOf(db, request.currencyId);
  if (!accountOpen(currency, request.from) || !accountOpen(currency, request.to)) {
    throw new ApiError('transfer.closed');
  }
  const id = await db.transaction(async (tx) => {
    const { keyed } = request;
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO wallet_transfers (user_id, currency_id, amount, from_field, to_field, idempotency_key,
         idempotency_fingerprint, created_at)
       VALUES ($1, $2, $3::numeric, $4, $5, $6, $7, $8)
       ON CONFLICT (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
       RETURNING id::text`,
      [
        request.userId,
        request.currencyId,
        request.amount,
        request.from,
        request.to,
        keyed?.key ?? null,
        keyed?.fingerprint ?? null,
        now,
      ],
    );
    if (!rows[0]) return existingTransfer(tx, request.userId, keyed!);
    const transferId = Number(rows[0].id);
    const base = {
      userId: request.userId,
      currencyId: request.currencyId,
      reason: 'transfer',
      ref: `transfer:${transferId}`,
    };
    await applyLedger(tx, [
      { ...base, field: balanceField[request.from], amount: `-${request.amount}` },
      { ...base, field: balanceField[request.to], amount: request.amount },
    ]);
    return transferId;
  });
  const page = await transferRows(db, request.userId, 1, 0, id);
  const record = page[0];
  if (!record) throw new Error('transfer not stored');
  return record;
}

/**
 * The transfer an earlier request with this key made (its insert met the key's unique index), if
 * that request was the same one.
 */
async function existingTransfer(db: Queryable, userId: number, keyed: KeyedRequest): Promise<number> {
  const { rows } = await db.query<{ id: string; fingerprint: string | null }>(
    `SELECT id::text, idempotency_fingerprint AS fingerprint FROM wallet_transfers
      WHERE user_id = $1 AND idempotency_key = $2`,
    [userId, keyed.key],
  );
  checkSameRequest(keyed, rows[0]!.fingerprint);
  return Number(rows[0]!.id);
}

interface TransferRow {
  id: string;
  currency_id: number;
  currency_name: string;
  amount: string;
  from_field: WalletAccountType;
  to_field: WalletAccountType;
  created_at: string;
}

/** The user's transfers, newest first (or the one with `id`). */
export async function transferRows(
  db: Queryable,
  userId: number,
  limit: number,
  offset: number,
  id?: number,
): Promise<TransferRecord[]> {
  const { rows } = await db.query<TransferRow>(
    `SELECT t.id::text, t.currency_id, c.name AS currency_name, t.amount::text, t.from_field, t.to_field,
            t.created_at::text
       FROM wallet_transfers t JOIN currencies c ON c.id = t.currency_id
      WHERE t.user_id = $1 AND ($2::bigint IS NULL OR t.id = $2)
      ORDER BY t.id DESC LIMIT $3 OFFSET $4`,
    [userId, id ?? null, limit, offset],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    currency: r.currency_id,
    currency_name: r.currency_name,
    number: canonicalDecimal(r.amount),
    from_field: r.from_field,
    to_field: r.to_field,
    create_time: Number(r.created_at),
  }));
}

export async function transferCount(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM wallet_transfers WHERE user_id = $1`,
    [userId],
  );
  return Number(rows[0]?.n ?? 0);
}
