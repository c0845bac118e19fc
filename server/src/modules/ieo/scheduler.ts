import {
  IEO_DRAWN_EVENT,
  IEO_RESULT_EVENT,
  ProjectTimeStatus,
  type IeoDrawnPush,
  type IeoResultPush,
} from '@exchange/protocol';
import type { ServerContext } from '../../context';
import { pushBalances } from '../wallet';
import { drawProject } from './draw';
import { orderView, projectOrders } from './store';

/** How often the phases are checked (the clock's `advance` also gives the job a turn at once). */
export const IEO_TICK_MS = 1000;

/**
 * One turn of the IEO scheduler at the server's clock: projects whose start_at has come move to
 * in progress (2); each project whose end_at has come is drawn (3) in its own transaction; after the
 * commit the refunded balances are pushed to their owners, `ieo_drawn` to every socket and each
 * subscriber's result (`ieo_result`: their order, won or not completed) to that subscriber alone.
 */
export async function tickProjects(ctx: ServerContext): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.query(
    `UPDATE ieo_projects SET time_status = $2 WHERE time_status = $3 AND start_at <= $1 AND end_at > $1`,
    [now, ProjectTimeStatus.inProgress, ProjectTimeStatus.notStarted],
  );
  const { rows } = await ctx.db.query<{ id: number }>(
    `SELECT id FROM ieo_projects WHERE drawn = 0 AND end_at <= $1 ORDER BY end_at, id`,
    [now],
  );
  for (const { id } of rows) {
    const touched = await ctx.db.transaction((tx) => drawProject(tx, ctx.ledger, id, now));
    await pushBalances(ctx.db, ctx.realtime, touched);
    ctx.realtime.toAll(IEO_DRAWN_EVENT, { project_id: id } satisfies IeoDrawnPush);
    for (const order of await projectOrders(ctx.db, id))
      ctx.realtime.toUser(order.user_id, IEO_RESULT_EVENT, orderView(order) satisfies IeoResultPush);
  }
}
