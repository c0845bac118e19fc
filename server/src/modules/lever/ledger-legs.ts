import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { canonicalDecimal, isZero } from '../../money';
import type { Ledger, LedgerEntry } from '../../services/ledger';

/** The house account on the other side of every profit and loss. */
export const LEVER_POOL = 'lever_pool';

/** One leg on the user's contract balance (free `lever_balance` or locked `lock_lever_balance`). */
export const walletLeg = (
  userId: number,
  currencyId: number,
  field: 'lever_balance' | 'lock_lever_balance',
  amount: string,
  reason: string,
  ref: string,
): LedgerEntry => ({ userId, currencyId, field, amount, reason, ref });

/** Applies the legs that move money; a short balance answers `lever.insufficientBalance`. */
export async function applyLeverLedger(ledger: Ledger, tx: Queryable, entries: LedgerEntry[]): Promise<void> {
  const moving = entries.filter((e) => !isZero(e.amount));
  if (moving.length === 0) return;
  try {
    await ledger.apply(tx, moving);
  } catch (error) {
    if (error instanceof ApiError && error.key === 'balance.insufficient')
      throw new ApiError('lever.insufficientBalance');
    throw error;
  }
}

/** The user's free contract balance of a currency ("0" without a wallet row). */
export async function readFree(
  db: Queryable,
  userId: number,
  currencyId: number,
  forUpdate = false,
): Promise<string> {
  const { rows } = await db.query<{ free: string }>(
    `SELECT lever_balance::text AS free FROM wallets WHERE user_id = $1 AND currency_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [userId, currencyId],
  );
  return canonicalDecimal(rows[0]?.free ?? '0');
}
