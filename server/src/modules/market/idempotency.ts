import type { Queryable } from '../../db';

/** How long a coin/trade idempotency key answers with its first order (protocol: 24 h). */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;

export async function keyedOrderId(
  db: Queryable,
  userId: number,
  key: string,
  now: number,
): Promise<number | undefined> {
  const { rows } = await db.query<{ order_id: string }>(
    `SELECT order_id::text FROM spot_idempotency WHERE user_id = $1 AND key = $2 AND created_at > $3`,
    [userId, key, now - IDEMPOTENCY_TTL_MS],
  );
  return rows[0] ? Number(rows[0].order_id) : undefined;
}

/** Remembers the key with the order, in the transaction that creates the order (an expired row is reused). */
export async function rememberKey(
  tx: Queryable,
  userId: number,
  key: string,
  orderId: number,
  now: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO spot_idempotency (user_id, key, order_id, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, key) DO UPDATE SET order_id = EXCLUDED.order_id, created_at = EXCLUDED.created_at`,
    [userId, key, orderId, now],
  );
}

export async function pruneKeys(db: Queryable, now: number): Promise<void> {
  await db.query(`DELETE FROM spot_idempotency WHERE created_at <= $1`, [now - IDEMPOTENCY_TTL_MS]);
}
