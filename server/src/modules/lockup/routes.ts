import {
  LOCKUP_ORDER_EVENT,
  lockupCancel,
  lockupConfig,
  lockupDeposit,
  lockupOrders,
  type LockupOrder,
} from '@exchange/protocol';
import type { ServerContext, ServerModule } from '../../context';
import { registerEndpoint } from '../../http/endpoint';
import { InFlight, keyedCall } from '../../services/idempotency-key';
import { pushBalances, type Touched } from '../wallet';
import { accrue, cancel, deposit } from './deposits';
import { DAY_MS } from './interest';
import { configs, dueOrderIds, orderPage, orderView, ownOrder, runningOrderForUpdate } from './store';

/** Tells the owner's open pages the order as lh/deposit/order now lists it (`lockup_order`). */
function pushOrder(ctx: ServerContext, userId: number, order: LockupOrder): void {
  ctx.realtime.toUser(userId, LOCKUP_ORDER_EVENT, order);
}

/** How often the accrual runs (the clock's `advance` also gives it a turn at once). */
export const LOCKUP_TICK_MS = 1000;

/**
 * One turn of the lock-up job at the server's clock: each running order with a full day more
 * records its interest; each one at maturity is paid out, in its own transaction. After the commit
 * the order is pushed to its owner (`lockup_order`: the deposit list shows the day's interest
 * without a reload) and the paid balances too.
 */
export async function tickDeposits(ctx: ServerContext): Promise<void> {
  const now = ctx.clock.now();
  for (const id of await dueOrderIds(ctx.db, now, DAY_MS)) {
    const changed = await ctx.db.transaction(async (tx) => {
      const row = await runningOrderForUpdate(tx, id);
      if (!row) return null;
      const touched: Touched | null = await accrue(tx, ctx.ledger, row, now);
      return { touched, order: await ownOrder(tx, row.user_id, row.id) };
    });
    if (!changed) continue;
    pushOrder(ctx, changed.order.user_id, orderView(changed.order, now));
    if (changed.touched) await pushBalances(ctx.db, ctx.realtime, [changed.touched]);
  }
}

/** Lock-up deposits (spec §7): products, deposit, the order list, cancel; daily accrual and payout. */
export const lockupModule: ServerModule = {
  name: 'lockup',
  register(app, ctx: ServerContext) {
    registerEndpoint(app, ctx, lockupConfig, () => configs(ctx.db));

    const inFlight = new InFlight<LockupOrder>();
    const keyedDeposit = keyedCall(lockupDeposit, {
      bad: 'lockup.badIdempotencyKey',
      conflict: 'lockup.idempotencyConflict',
    });
    registerEndpoint(app, ctx, keyedDeposit, async ({ input, me, keyed }) => {
      const run = async () => {
        const { order, touched } = await deposit(ctx, me.id, input, keyed);
        await pushBalances(ctx.db, ctx.realtime, touched);
        pushOrder(ctx, me.id, order);
        return order;
      };
      return inFlight.run(me.id, keyed, run);
    });

    registerEndpoint(app, ctx, lockupOrders, async ({ input, me }) => {
      const { rows, total } = await orderPage(ctx.db, me.id, input.page, input.limit);
      const now = ctx.clock.now();
      return {
        order_list: rows.map((row) => orderView(row, now)),
        page: input.page,
        limit: input.limit,
        total,
        server_time: now,
      };
    });

    registerEndpoint(app, ctx, lockupCancel, async ({ input, me }) => {
      const { order, touched } = await cancel(ctx, me.id, input.id);
      await pushBalances(ctx.db, ctx.realtime, touched);
      pushOrder(ctx, me.id, order);
      return order;
    });

    ctx.every(LOCKUP_TICK_MS, () => tickDeposits(ctx));
  },
};
