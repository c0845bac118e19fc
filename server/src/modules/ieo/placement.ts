import { ProjectOrderStatus, ProjectOrderType, type ProjectOrder } from '@exchange/protocol';
import type { ServerContext } from '../../context';
import { ApiError } from '../../errors';
import type { KeyedRequest } from '../../services/idempotency-key';
import { canonicalDecimal, compare } from '../../money';
import type { Touched } from '../wallet';
import type { LedgerEntry } from '../../services/ledger';
import { placementOpen } from './phases';
import { orderByKey, orderOf, orderView, projectRow, timesOf } from './store';

/** The house account that sells the projects' coins and takes the payments. */
export const IEO_HOUSE = 'ieo';
export const IEO_BUY = 'ieo_buy';
export const IEO_COIN = 'ieo_coin';

/**
 * project/buy: a winner's placement after sell_begin. Pays total_price (from the lock for type 1,
 * from the currency account for type 2: balance.insufficient when it does not cover it) to the
 * IEO house and credits coin_amount coins from it. `totalPrice` is what the screen showed. A
 * repeated idempotency key answers the order the first request placed and pays nothing more.
 */
export async function place(
  ctx: ServerContext,
  userId: number,
  input: { project_id: number; total_price: string },
  keyed?: KeyedRequest,
): Promise<{ order: ProjectOrder; touched: Touched[] }> {
  const placing = ctx.db.transaction(async (tx) => {
    const project = await projectRow(tx, input.project_id);
    const order = await orderOf(tx, project.id, userId, true);
    // Read after the lock, so a placement of the same key committed meanwhile is seen.
    const done = keyed === undefined ? undefined : await orderByKey(tx, userId, keyed, 'placement');
    if (done) return { order: orderView(done), touched: [] };
    if (!order) throw new ApiError('ieo.noOrder');
    const now = ctx.clock.now();
    if (!placementOpen(timesOf(project), now)) {
      throw new ApiError('ieo.placementNotOpen', 'error', { sell_begin: Number(project.sell_begin) });
    }
    if (order.status === ProjectOrderStatus.placed) throw new ApiError('ieo.alreadyPlaced');
    if (order.status !== ProjectOrderStatus.won) throw new ApiError('ieo.notWinner');
    if (compare(input.total_price, order.total_price) !== 0) {
      throw new ApiError('ieo.priceMismatch', 'error', { total_price: canonicalDecimal(order.total_price) });
    }
    const ref = `ieo:${order.id}`;
    const pay = project.pay_currency_id;
    const coin = project.currency_id;
    const price = canonicalDecimal(order.total_price);
    const coins = canonicalDecimal(order.coin_amount);
    const payField = order.type === ProjectOrderType.order ? 'lock_change_balance' : 'change_balance';
    const entries: LedgerEntry[] = [
      { userId, currencyId: pay, field: payField, amount: `-${price}`, reason: IEO_BUY, ref },
      { house: IEO_HOUSE, currencyId: pay, amount: price, reason: IEO_BUY, ref },
      { house: IEO_HOUSE, currencyId: coin, amount: `-${coins}`, reason: IEO_COIN, ref },
      { userId, currencyId: coin, field: 'change_balance', amount: coins, reason: IEO_COIN, ref },
    ];
    await ctx.ledger.apply(tx, entries);
    await tx.query(
      `UPDATE ieo_orders SET status = $2, locked = 0, updated_at = $3, placement_idempotency_key = $4,
         placement_idempotency_fingerprint = $5 WHERE id = $1`,
      [order.id, ProjectOrderStatus.placed, now, keyed?.key ?? null, keyed?.fingerprint ?? null],
    );
    const placed = await orderOf(tx, project.id, userId);
    return {
      order: orderView(placed!),
      touched: [
        { userId, currencyId: pay },
        { userId, currencyId: coin },
      ],
    };
  });
  return placing.catch(async (error: unknown) => {
    // The same key committed meanwhile by a placement of another order: the conflict.
    if (keyed === undefined || (error as { code?: string }).code !== '23505') throw error;
    return { order: orderView((await orderByKey(ctx.db, userId, keyed, 'placement'))!), touched: [] };
  });
}
