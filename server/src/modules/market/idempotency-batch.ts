import type { SqlStep } from '../../db/sql-step';
import { IDEMPOTENCY_TTL_MS } from './idempotency';

/**
 * The group-commit path's side of the coin/trade idempotency keys (idempotency.ts holds the
 * one-at-a-time calls and their table, spot_idempotency): the same read and write, for many keys
 * at once, as parts of the batch's statements. Kept beside it so a change of the table changes both.
 */

/** A key an order was sent with, the fingerprint of its request, at `now` (the server clock). */
export interface SentKey {
  userId: number;
  key: string;
  fingerprint: string;
  now: number;
}

/**
 * `keyedOrderId` for many keys: a SELECT of (user_id, key, order_id, fingerprint) for the keys that already
 * placed an order within the TTL, to run as a `WITH` step of the batch's read.
 */
export function keyedOrdersStep(keys: readonly SentKey[]): SqlStep {
  return {
    sql: (first) => {
      const [users, names, since] = [0, 1, 2].map((i) => `$${first + i}`);
      return `SELECT s.user_id, s.key, s.order_id, s.fingerprint FROM spot_idempotency s
        JOIN unnest(${users}::int[], ${names}::text[], ${since}::bigint[]) AS q(user_id, key, since)
          ON s.user_id = q.user_id AND s.key = q.key AND s.created_at > q.since`;
    },
    params: [keys.map((k) => k.userId), keys.map((k) => k.key), keys.map((k) => k.now - IDEMPOTENCY_TTL_MS)],
  };
}

/** A key to remember with the order it placed. */
export interface RememberedKey extends SentKey {
  orderId: number;
}

/**
 * `rememberKey` for many orders (inside the transaction that creates them), as a `WITH` step of
 * another write.
 */
export function rememberKeysStep(keys: readonly RememberedKey[]): SqlStep {
  return {
    sql: (first) => {
      const [users, names, prints, orders, times] = [0, 1, 2, 3, 4].map((i) => `$${first + i}`);
      return `INSERT INTO spot_idempotency (user_id, key, fingerprint, order_id, created_at)
        SELECT * FROM unnest(${users}::int[], ${names}::text[], ${prints}::text[], ${orders}::bigint[], ${times}::bigint[])
        ON CONFLICT (user_id, key) DO UPDATE
          SET fingerprint = EXCLUDED.fingerprint, order_id = EXCLUDED.order_id, created_at = EXCLUDED.created_at`;
    },
    params: [
      keys.map((k) => k.userId),
      keys.map((k) => k.key),
      keys.map((k) => k.fingerprint),
      keys.map((k) => k.orderId),
      keys.map((k) => k.now),
    ],
  };
}
