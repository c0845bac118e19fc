import { SpotEvent, type CoinBalancePush, type CoinOrderPush } from '@exchange/protocol';
import type { Database } from '../../db';
import type { MarketService } from '../market/service';
import type { Realtime } from '../../realtime/realtime';
import { canonicalDecimal } from '../../money';
import { orderView } from './views';

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

  const flush = async () => {
    scheduled = false;
    const orderBatch = [...orders];
    const balanceBatch = [...balances.values()];
    orders.clear();
    balances.clear();
    for (const [orderId, userId] of orderBatch) {
      const order = await orderView(db, orderId);
      if (order) realtime.toUser(userId, SpotEvent.order, { order } satisfies CoinOrderPush);
    }
    for (const { userId, currencyId } of balanceBatch) {
      const { rows } = await db.query<{ change_balance: string; lock_change_balance: string }>(
        `SELECT change_balance::text, lock_change_balance::text FROM wallets WHERE user_id = $1 AND currency_id = $2`,
        [userId, currencyId],
      );
      const row = rows[0];
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
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => void flush().catch(log));
  });
}
