import type { WalletRecord } from '@exchange/protocol';
import type { Database } from '../../db';
import { ApiError } from '../../errors';
import { checkSameRequest, type KeyedRequest } from '../../services/idempotency-key';
import { compare, isPositive, sub } from '../../money';
import type { Touched } from './balance-pushes';
import { applyLedger, type LedgerEntry } from '../../services/ledger';
import { recordById, recordSelect, type RecordRow } from './record-views';

/** House account withdrawals leave through; fees go to `fees`. */
export const WITHDRAW_HOUSE = 'withdrawals';
export const FEE_HOUSE = 'fees';

export interface WithdrawalRequest {
  userId: number;
  currencyId: number;
  /** A network key, or 'bank'. */
  channel: string;
  account: 'change' | 'legal';
  amount: string;
  fee: string;
  /** Where it goes: the address, or the bank card. */
  external: string;
  memo: string;
  keyed?: KeyedRequest;
}

/**
 * Records a withdrawal under review and freezes its amount (balance -> locked balance) in one
 * transaction. Requests of one user are serialised (a row lock on the user): a second request with
 * the same Idempotency-Key answers that withdrawal instead of freezing the funds twice (the same key
 * with another request is the conflict). Without a key, or with another key, an identical request
 * is another withdrawal.
 */
export async function requestWithdrawal(
  db: Database,
  request: WithdrawalRequest,
  now: number,
): Promise<{ record: WalletRecord; created: boolean }> {
  if (!isPositive(request.amount) || compare(request.fee, request.amount) >= 0) {
    throw new Error('requestWithdrawal: amount must exceed the fee');
  }
  const result = await db.transaction(async (tx) => {
    await tx.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [request.userId]);
    const { keyed } = request;
    if (keyed) {
      const { rows: same } = await tx.query<{ id: string; fingerprint: string | null }>(
        `SELECT id::text, idempotency_fingerprint AS fingerprint FROM wallet_records
          WHERE user_id = $1 AND idempotency_key = $2`,
        [request.userId, keyed.key],
      );
      if (same[0]) {
        checkSameRequest(keyed, same[0].fingerprint);
        return { id: Number(same[0].id), created: false };
      }
    }
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO wallet_records (user_id, currency_id, way, channel, account, amount, fee, external, memo,
         status, idempotency_key, idempotency_fingerprint, created_at, updated_at)
       VALUES ($1, $2, 'sell', $3, $4, $5::numeric, $6::numeric, $7, $8, 'review', $9, $10, $11, $11)
       RETURNING id::text`,
      [
        request.userId,
        request.currencyId,
        request.channel,
        request.account,
        request.amount,
        request.fee,
        request.external,
        request.memo,
        keyed?.key ?? null,
        keyed?.fingerprint ?? null,
        now,
      ],
    );
    const id = Number(rows[0]?.id);
    const available = request.account === 'legal' ? 'legal_balance' : 'change_balance';
    const locked = request.account === 'legal' ? 'lock_legal_balance' : 'lock_change_balance';
    const ref = `withdraw:${id}`;
    const base = { userId: request.userId, currencyId: request.currencyId, reason: 'withdraw_freeze', ref };
    await applyLedger(tx, [
      { ...base, field: available, amount: `-${request.amount}` },
      { ...base, field: locked, amount: request.amount },
    ]);
    return { id, created: true };
  });
  const record = await recordById(db, result.id);
  if (!record) throw new ApiError('operator.noWithdrawal');
  return { record, created: result.created };
}

export type Decision = 'approve' | 'reject';

/**
 * The operator's decision on a withdrawal under review: approve pays it out (the locked amount
 * leaves: what arrives to `withdrawals`, the fee to `fees`); reject returns it to the balance.
 * Null when there is no such withdrawal under review.
 */
export async function decideWithdrawal(
  db: Database,
  id: number,
  decision: Decision,
  now: number,
): Promise<{ record: WalletRecord; touched: Touched } | null> {
  const row = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `UPDATE wallet_records SET status = $2, updated_at = $3
        WHERE id = $1 AND way = 'sell' AND status = 'review' RETURNING id::text`,
      [id, decision === 'approve' ? 'completed' : 'rejected', now],
    );
    if (!rows[0]) return null;
    const { rows: full } = await tx.query<RecordRow>(`${recordSelect} WHERE r.id = $1`, [id]);
    const record = full[0] as RecordRow;
    const available = record.account === 'legal' ? 'legal_balance' : 'change_balance';
    const locked = record.account === 'legal' ? 'lock_legal_balance' : 'lock_change_balance';
    const ref = `withdraw:${id}`;
    const user = { userId: record.user_id, currencyId: record.currency_id, ref };
    const entries: LedgerEntry[] =
      decision === 'approve'
        ? [
            { ...user, field: locked, amount: `-${record.amount}`, reason: 'withdraw' },
            {
              house: WITHDRAW_HOUSE,
              currencyId: record.currency_id,
              amount: sub(record.amount, record.fee),
              reason: 'withdraw',
              ref,
            },
            ...(isPositive(record.fee)
              ? [
                  {
                    house: FEE_HOUSE,
                    currencyId: record.currency_id,
                    amount: record.fee,
                    reason: 'withdraw_fee',
                    ref,
                  },
                ]
              : []),
          ]
        : [
            { ...user, field: locked, amount: `-${record.amount}`, reason: 'withdraw_reject' },
            { ...user, field: available, amount: record.amount, reason: 'withdraw_reject' },
          ];
    await applyLedger(tx, entries);
    return record;
  });
  if (!row) return null;
  const record = await recordById(db, id);
  if (!record) return null;
  return { record, touched: { userId: row.user_id, currencyId: row.currency_id } };
}
