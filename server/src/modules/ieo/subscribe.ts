import { ProjectOrderType, ProjectTimeStatus, type ProjectOrder } from '@exchange/protocol';
import type { ServerContext } from '../../context';
import { ApiError } from '../../errors';
import type { KeyedRequest } from '../../services/idempotency-key';
import { add, canonicalDecimal, compare } from '../../money';
import type { Touched } from '../wallet';
import { timeStatusAt } from './phases';
import { totalPrice } from './pricing';
import { heldCurrencies, orderByKey, orderOf, orderView, projectRow, timesOf, type OrderRow } from './store';

/** The house-free lock of a type-1 subscription (currency account -> its locked part). */
export const IEO_LOCK = 'ieo_lock';

/**
 * project/order (type 1) and project/lottery (type 2): one subscription per user while the project
 * is in progress. Type 1 needs the pay currency (user_has_money 1) and locks amount x price of it;
 * type 2 is for those who hold none and locks nothing. The project row is locked first, so a
 * subscription and the draw never interleave. A repeated idempotency key answers the subscription
 * the first request made and locks nothing more.
 */
export async function subscribe(
  ctx: ServerContext,
  userId: number,
  input: { project_id: number; amount: string },
  type: ProjectOrderType,
  keyed?: KeyedRequest,
): Promise<{ order: ProjectOrder; touched: Touched[] }> {
  return ctx.db.transaction(async (tx) => {
    const project = await projectRow(tx, input.project_id, true);
    // A retry answers the first subscription, even once the subscriptions have closed since.
    const done = keyed === undefined ? undefined : await orderByKey(tx, userId, keyed);
    if (done) return { order: orderView(done), touched: [] };
    const now = ctx.clock.now();
    if (timeStatusAt(timesOf(project), now) !== ProjectTimeStatus.inProgress) {
      throw new ApiError('ieo.notInProgress');
    }
    if (compare(input.amount, project.amount) > 0) {
      throw new ApiError('ieo.overSupply', 'error', { max: canonicalDecimal(project.amount) });
    }
    if (await orderOf(tx, project.id, userId)) throw new ApiError('ieo.alreadySubscribed');
    const hasMoney = (await heldCurrencies(tx, userId)).has(project.pay_currency_id);
    if (type === ProjectOrderType.order && !hasMoney) throw new ApiError('ieo.noMoney');
    if (type === ProjectOrderType.lottery && hasMoney) throw new ApiError('ieo.useOrder');

    const cost = totalPrice(input.amount, project.price);
    const locked = type === ProjectOrderType.order ? cost : '0';
    const { rows } = await tx.query<OrderRow>(
      `INSERT INTO ieo_orders (project_id, user_id, type, status, apply_amount, coin_amount, total_price, locked, created_at,
         updated_at, idempotency_key, idempotency_fingerprint)
       VALUES ($1, $2, $3, 0, $4::numeric, $4::numeric, $5::numeric, $6::numeric, $7, $7, $8, $9)
       ON CONFLICT (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
       RETURNING id, project_id, user_id, type, status, apply_amount::text, coin_amount::text,
                 total_price::text, locked::text, created_at::text, updated_at::text`,
      [
        project.id,
        userId,
        type,
        input.amount,
        cost,
        locked,
        now,
        keyed?.key ?? null,
        keyed?.fingerprint ?? null,
      ],
    );
    // The same key committed meanwhile by a request for another project: the conflict.
    if (!rows[0]) return { order: orderView((await orderByKey(tx, userId, keyed!))!), touched: [] };
    const order = rows[0];
    if (type === ProjectOrderType.order) {
      const ref = `ieo:${order.id}`;
      await ctx.ledger.apply(tx, [
        {
          userId,
          currencyId: project.pay_currency_id,
          field: 'change_balance',
          amount: `-${cost}`,
          reason: IEO_LOCK,
          ref,
        },
        {
          userId,
          currencyId: project.pay_currency_id,
          field: 'lock_change_balance',
          amount: cost,
          reason: IEO_LOCK,
          ref,
        },
      ]);
    }
    await tx.query(
      `UPDATE ieo_projects SET total_apply = $2::numeric, apply_count = apply_count + 1 WHERE id = $1`,
      [project.id, add(project.total_apply, input.amount)],
    );
    const touched = type === ProjectOrderType.order ? [{ userId, currencyId: project.pay_currency_id }] : [];
    return { order: orderView(order), touched };
  });
}
