import { SpotEvent, type CoinBalancePush, type CoinOrderPush } from '@exchange/protocol';
import type { Database } from '../../db';
import type { MarketService } from '../market/service';
import type { Realtime } from '../../realtime/realtime';
import { canonicalDecimal } from '../../money';
import { orderViews } from './views';

/**
 * Pushes a user's own order changes (`coin_order`) and the balances they moved (`coin_balance`) to
 * the user's room. Changes of one engine batch are gathered and sent once, after the commit.
 */
export function startSpotPushes(
  market: MarketService,
  db: Database,
  realtime: Realtime,
  log: (error: unknown) => void,
): () => void {
  const orders = new Map<number, number>();
  const balances = new Map<string, { userId: number; currencyId: number }>();
  let scheduled = false;
  let flushing = false;

  // One flush at a time: changes that come in meanwhile go out together with the next one.
  const schedule = () => {
    if (scheduled || flushing) return;
    scheduled = true;
    setImmediate(() => {
      flushing = true;
      void flush()
        .catch(log)
        .finally(() => {
          flushing = false;
          if (orders.size > 0 || balances.size > 0) schedule();
        });
    });
  };

  const flush = async () => {
    scheduled = false;
    const orderBatch = [...orders];
    const balanceBatch = [...balances.values()];
    orders.clear();
    balances.clear();
    // One read for the orders and one for the balances of the whole batch.
    const views = await orderViews(
      db,
      orderBatch.map(([orderId]) => orderId),
    );
    for (const [orderId, userId] of orderBatch) {
      const order = views.get(orderId);
      if (order) realtime.toUser(userId, SpotEvent.order, { order } satisfies CoinOrderPush);
    }
    if (balanceBatch.length === 0) return;
    const { rows } = await db.query<{
      user_id: number;
      currency_id: number;
      change_balance: string;
      lock_change_balance: string;
    }>(
      `SELECT w.user_id, w.currency_id, w.change_balance::text, w.lock_change_balance::text
         FROM wallets w JOIN unnest($1::int[], $2::int[]) AS q(user_id, currency_id)
           ON w.user_id = q.user_id AND w.currency_id = q.currency_id`,
      [balanceBatch.map((b) => b.userId), balanceBatch.map((b) => b.currencyId)],
    );
    const byWallet = new Map(rows.map((r) => [`${r.user_id}:${r.currency_id}`, r]));
    for (const { userId, currencyId } of balanceBatch) {
      const row = byWallet.get(`${userId}:${currencyId}`);
      if (!row) continue;
      const push: CoinBalancePush = {
        currency: currencyId,
        change_balance: canonicalDecimal(row.change_balance),
        lock_change_balance: canonicalDecimal(row.lock_change_balance),
      };
      realtime.toUser(userId, SpotEvent.balance, push);
    }
  };

  return market.on('order', ({ order }) => {
    const pair = market.pairs.get(order.pairId);
    orders.set(order.id, order.userId);
    if (pair) {
      for (const currencyId of [pair.currencyId, pair.legalId])
        balances.set(`${order.userId}:${currencyId}`, { userId: order.userId, currencyId });
    }
    schedule();
  });
}
