import { rooms, SpotEvent, type CoinBalancePush, type CoinOrderPush } from '@exchange/protocol';
import type { Database } from '../../db';
import type { MarketService, UserOrder } from '../market';
import type { Realtime } from '../../realtime/realtime';
import { canonicalDecimal } from '../../money';
import { orderViews, viewOfOrder } from './views';

/**
 * Flushes start at most this often: under load (a group-commit batch every few milliseconds) one
 * read of the balances serves the changes of several batches; a lone change goes out at once.
 */
export const SPOT_PUSH_INTERVAL_MS = 50;

/**
 * Pushes a user's own order changes (`coin_order`) and the balances they moved (`coin_balance`) to
 * the user's room, after the commit. Changes that come in together are gathered and sent once, each
 * order and balance in its latest state. The changes of a user with no socket in their room (on any
 * node) are dropped unread: an API client without a socket, or a browser that reconnects later and
 * loads its orders and balances on login.
 */
export function startSpotPushes(
  market: MarketService,
  db: Pick<Database, 'query'>,
  realtime: Pick<Realtime, 'toUser' | 'roomSize'>,
  log: (error: unknown) => void,
  intervalMs = SPOT_PUSH_INTERVAL_MS,
): () => void {
  /** The latest state of each changed order, by id. */
  const orders = new Map<number, UserOrder>();
  const balances = new Map<string, { userId: number; currencyId: number }>();
  let scheduled = false;
  let flushing = false;
  let lastStart = -Infinity;
  let timer: NodeJS.Timeout | undefined;

  // One flush at a time: changes that come in meanwhile go out together with the next one.
  const start = () => {
    timer = undefined;
    lastStart = Date.now();
    flushing = true;
    void flush()
      .catch(log)
      .finally(() => {
        flushing = false;
        if (orders.size > 0 || balances.size > 0) schedule();
      });
  };
  const schedule = () => {
    if (scheduled || flushing) return;
    scheduled = true;
    const wait = lastStart + intervalMs - Date.now();
    if (wait > 0) timer = setTimeout(start, wait);
    else setImmediate(start);
  };

  const flush = async () => {
    scheduled = false;
    const orderBatch = [...orders.values()];
    const balanceBatch = [...balances.values()];
    orders.clear();
    balances.clear();
    // An order without fills is pushed as the engine's write left it; the others (their average
    // price is computed by the database) with one read, as are the balances of the whole batch.
    const known = new Map(
      orderBatch.flatMap((order) => {
        const pair = market.pairs.get(order.pairId);
        const view = pair && viewOfOrder(order, pair);
        return view ? [[order.id, view] as const] : [];
      }),
    );
    const read = await orderViews(
      db,
      orderBatch.filter((order) => !known.has(order.id)).map((order) => order.id),
    );
    for (const order of orderBatch) {
      const view = known.get(order.id) ?? read.get(order.id);
      if (view) realtime.toUser(order.userId, SpotEvent.order, { order: view } satisfies CoinOrderPush);
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

  const unsubscribe = market.on('order', ({ order }) => {
    if (realtime.roomSize(rooms.user(order.userId)) === 0) return;
    const pair = market.pairs.get(order.pairId);
    orders.set(order.id, order);
    if (pair) {
      for (const currencyId of [pair.currencyId, pair.legalId])
        balances.set(`${order.userId}:${currencyId}`, { userId: order.userId, currencyId });
    }
    schedule();
  });
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}
