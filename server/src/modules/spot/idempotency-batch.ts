import type { FindPlaced } from '../market/intake';
import { IDEMPOTENCY_TTL_MS } from './idempotency';

/**
 * The group-commit path's side of the coin/trade idempotency keys (idempotency.ts holds the
 * one-at-a-time calls and their table, spot_idempotency): the same reads and writes, for many keys
 * per statement. Kept beside it so a change of the table changes both.
 */

/**
 * `keyedOrderId` for the orders of a group-commit batch, in one statement inside its transaction:
 * the notes are SpotOrderNote ({key, now}); an order without a key is never a repeat.
 */
export const findKeyedOrders: FindPlaced = async (tx, orders) => {
  const keyed = orders.flatMap(({ userId, note }, index) => {
    const { key, now } = (note ?? {}) as { key?: string; now?: number };
    return key && now !== undefined ? [{ index, userId, key, now }] : [];
  });
  const answers: Array<number | undefined> = orders.map(() => undefined);
  if (keyed.length === 0) return answers;
  const { rows } = await tx.query<{ user_id: number; key: string; order_id: string }>(
    `SELECT s.user_id, s.key, s.order_id::text FROM spot_idempotency s
       JOIN unnest($1::int[], $2::text[], $3::bigint[]) AS q(user_id, key, since)
         ON s.user_id = q.user_id AND s.key = q.key AND s.created_at > q.since`,
    [keyed.map((k) => k.userId), keyed.map((k) => k.key), keyed.map((k) => k.now - IDEMPOTENCY_TTL_MS)],
  );
  const found = new Map(rows.map((r) => [`${r.user_id}:${r.key}`, Number(r.order_id)]));
  for (const k of keyed) answers[k.index] = found.get(`${k.userId}:${k.key}`);
  return answers;
};

/** A key to remember with the order it placed (`rememberKey` of idempotency.ts, for many). */
export interface RememberedKey {
  userId: number;
  key: string;
  orderId: number;
  now: number;
}

/**
 * `rememberKey` for many orders in one statement (inside the transaction that creates them), its
 * four arrays from parameter `first` on (rememberKeysParams): to run alone or as a WITH step of
 * another write.
 */
export function rememberKeysSql(first: number): string {
  const [users, keys, orders, times] = [0, 1, 2, 3].map((i) => `$${first + i}`);
  return `INSERT INTO spot_idempotency (user_id, key, order_id, created_at)
    SELECT * FROM unnest(${users}::int[], ${keys}::text[], ${orders}::bigint[], ${times}::bigint[])
    ON CONFLICT (user_id, key) DO UPDATE SET order_id = EXCLUDED.order_id, created_at = EXCLUDED.created_at`;
}

export function rememberKeysParams(keys: RememberedKey[]): unknown[] {
  return [
    keys.map((k) => k.userId),
    keys.map((k) => k.key),
    keys.map((k) => k.orderId),
    keys.map((k) => k.now),
  ];
}
