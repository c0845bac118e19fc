import type { Queryable } from '../../db';
import { checkSameRequest, type KeyedRequest, type KeyMessages } from '../../services/idempotency-key';

export const SPOT_KEY_MESSAGES: KeyMessages = {
  bad: 'spot.badIdempotencyKey',
  conflict: 'spot.idempotencyConflict',
};

/** How long a coin/trade idempotency key answers with its first order (protocol: 24 h). */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;

/** The order the key placed within the TTL, if any; the conflict if another request placed it. */
export async function keyedOrderId(
  db: Queryable,
  userId: number,
  keyed: KeyedRequest,
  now: number,
): Promise<number | undefined> {
  const { rows } = await db.query<{ order_id: string; fingerprint: string | null }>(
    `SELECT order_id::text, fingerprint FROM spot_idempotency WHERE user_id = $1 AND key = $2 AND created_at > $3`,
    [userId, keyed.key, now - IDEMPOTENCY_TTL_MS],
  );
  if (!rows[0]) return undefined;
  checkSameRequest(keyed, rows[0].fingerprint);
  return Number(rows[0].order_id);
}

/** Remembers the key with the order, in the transaction that creates the order (an expired row is reused). */
export async function rememberKey(
  tx: Queryable,
  userId: number,
  keyed: KeyedRequest,
  orderId: number,
  now: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO spot_idempotency (user_id, key, fingerprint, order_id, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, key) DO UPDATE
       SET fingerprint = EXCLUDED.fingerprint, order_id = EXCLUDED.order_id, created_at = EXCLUDED.created_at`,
    [userId, keyed.key, keyed.fingerprint, orderId, now],
  );
}

export async function pruneKeys(db: Queryable, now: number): Promise<void> {
  await db.query(`DELETE FROM spot_idempotency WHERE created_at <= $1`, [now - IDEMPOTENCY_TTL_MS]);
}
