import { randomBytes } from 'node:crypto';
import { ProjectOrderStatus, ProjectOrderType, ProjectTimeStatus } from '@exchange/protocol';
import type { Queryable } from '../../db';
import { add, isPositive } from '../../money';
import type { Touched } from '../wallet';
import type { Ledger, LedgerEntry } from '../../services/ledger';
import { draw } from './lottery';
import { refundOf, totalPrice } from './pricing';
import { ordersOfProject, projectRow } from './store';

export const IEO_REFUND = 'ieo_refund';

/** A fresh lottery seed: 128 random bits as 32 hex digits. */
export const newLotterySeed = (): string => randomBytes(16).toString('hex');

/**
 * The end of a project (spec §4 ended): draws the lottery from the project's recorded seed
 * (made at creation, shown once drawn), marks winners (status 1, coins allotted) and losers
 * (status 3), gives type-1 subscribers back what their lock holds beyond their allotment, and
 * records apply_count, win_count and total_apply. Inside the caller's transaction; a project
 * already drawn is left alone. Answers the balances it moved.
 */
export async function drawProject(
  tx: Queryable,
  ledger: Ledger,
  projectId: number,
  now: number,
): Promise<Touched[]> {
  const project = await projectRow(tx, projectId, true);
  if (project.drawn === 1) return [];
  const seed = project.lottery_seed || newLotterySeed();
  const orders = await ordersOfProject(tx, projectId);
  const allotments = new Map(
    draw(
      seed,
      orders.map((o) => ({ id: o.id, amount: o.apply_amount })),
      project.win_rate,
      project.amount,
    ).map((a) => [a.id, a]),
  );
  const entries: LedgerEntry[] = [];
  const touched: Touched[] = [];
  let totalApply = '0';
  for (const order of orders) {
    const allotment = allotments.get(order.id)!;
    const cost = allotment.won ? totalPrice(allotment.coins, project.price) : '0';
    const refund = order.type === ProjectOrderType.order ? refundOf(order.locked, cost) : '0';
    if (isPositive(refund)) {
      const common = {
        userId: order.user_id,
        currencyId: project.pay_currency_id,
        reason: IEO_REFUND,
        ref: `ieo:${order.id}`,
      };
      entries.push(
        { ...common, field: 'lock_change_balance', amount: `-${refund}` },
        { ...common, field: 'change_balance', amount: refund },
      );
      touched.push({ userId: order.user_id, currencyId: project.pay_currency_id });
    }
    totalApply = add(totalApply, order.apply_amount);
    await tx.query(
      `UPDATE ieo_orders SET status = $2, coin_amount = $3::numeric, total_price = $4::numeric,
              locked = $5::numeric, updated_at = $6 WHERE id = $1`,
      [
        order.id,
        allotment.won ? ProjectOrderStatus.won : ProjectOrderStatus.notCompleted,
        allotment.coins,
        cost,
        order.type === ProjectOrderType.order ? cost : '0',
        now,
      ],
    );
  }
  if (entries.length > 0) await ledger.apply(tx, entries);
  await tx.query(
    `UPDATE ieo_projects SET drawn = 1, lottery_seed = $2, time_status = $3, apply_count = $4,
            win_count = $5, total_apply = $6::numeric, drawn_at = $7 WHERE id = $1`,
    [
      projectId,
      seed,
      ProjectTimeStatus.ended,
      orders.length,
      [...allotments.values()].filter((a) => a.won).length,
      totalApply,
      now,
    ],
  );
  return touched;
}
