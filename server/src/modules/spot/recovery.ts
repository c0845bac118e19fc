import type { Database } from '../../db';
import type { Ledger } from '../../services/ledger';
import { releaseLock } from './settlement';

/**
 * At start: an open order that is not on its book (a market order interrupted between its lock and
 * its match, or a limit order the book could not take back) can never fill, so it is closed (2 if
 * something filled, else 3) and the rest of its lock returns to the trader. Returns the ids closed.
 */
export async function closeStrandedOrders(
  db: Database,
  ledger: Ledger,
  onBook: (orderId: number, pairId: number) => boolean,
  now: number,
): Promise<number[]> {
  const { rows } = await db.query<{ id: string; pair_id: number }>(
    `SELECT id::text, pair_id FROM orders WHERE status = 1 ORDER BY id`,
  );
  const stranded = rows
    .map((r) => ({ id: Number(r.id), pairId: r.pair_id }))
    .filter((o) => !onBook(o.id, o.pairId));
  for (const order of stranded) {
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE orders SET status = CASE WHEN deal_amount > 0 THEN 2 ELSE 3 END, updated_at = $2 WHERE id = $1 AND status = 1`,
        [order.id, now],
      );
      await releaseLock(tx, ledger, order.id);
    });
  }
  return stranded.map((o) => o.id);
}
