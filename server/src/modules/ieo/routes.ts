import {
  ProjectOrderType,
  projectBuy,
  projectDetail,
  projectList,
  projectLottery,
  projectOrder,
  type ProjectOrder,
} from '@exchange/protocol';
import type { ServerContext, ServerModule } from '../../context';
import { registerEndpoint, type Call } from '../../http/endpoint';
import { idempotencyKeyOf, InFlight } from '../../services/idempotency-key';
import { pushBalances } from '../wallet';
import { place } from './placement';
import { IEO_TICK_MS, tickProjects } from './scheduler';
import { seedProjects } from './seeds';
import { heldCurrencies, orderOf, orderView, projectPage, projectRow, projectView } from './store';
import { subscribe } from './subscribe';

/** IEO (spec §7): the project list and detail, subscription, lottery entry and placement; the phase scheduler. */
export const ieoModule: ServerModule = {
  name: 'ieo',
  async register(app, ctx: ServerContext) {
    await seedProjects(ctx.db, ctx.clock.now());

    registerEndpoint(app, ctx, projectList, async ({ input, user }) => {
      const { rows, total } = await projectPage(ctx.db, input.page, input.limit);
      const held = await heldCurrencies(ctx.db, user?.id);
      const now = ctx.clock.now();
      return {
        list: rows.map((row) => projectView(row, now, held)),
        page: input.page,
        limit: input.limit,
        total,
        server_time: now,
      };
    });

    registerEndpoint(app, ctx, projectDetail, async ({ input, user }) => {
      const row = await projectRow(ctx.db, input.project_id);
      const held = await heldCurrencies(ctx.db, user?.id);
      const order = user ? await orderOf(ctx.db, row.id, user.id) : undefined;
      const now = ctx.clock.now();
      return {
        info: projectView(row, now, held),
        order_info: order ? orderView(order) : null,
        server_time: now,
      };
    });

    const subscribing = new InFlight<ProjectOrder>();
    const placing = new InFlight<ProjectOrder>();
    const subscription =
      (type: ProjectOrderType) =>
      async ({ input, me, request }: Call<typeof projectOrder>): Promise<ProjectOrder> => {
        const key = idempotencyKeyOf(request, 'ieo.badIdempotencyKey');
        const run = async () => {
          const { order, touched } = await subscribe(ctx, me.id, input, type, key);
          await pushBalances(ctx.db, ctx.realtime, touched);
          return order;
        };
        return subscribing.run(me.id, key, run);
      };
    registerEndpoint(app, ctx, projectOrder, subscription(ProjectOrderType.order));
    registerEndpoint(app, ctx, projectLottery, subscription(ProjectOrderType.lottery));

    registerEndpoint(app, ctx, projectBuy, async ({ input, me, request }) => {
      const key = idempotencyKeyOf(request, 'ieo.badIdempotencyKey');
      const run = async () => {
        const { order, touched } = await place(ctx, me.id, input, key);
        await pushBalances(ctx.db, ctx.realtime, touched);
        return order;
      };
      return placing.run(me.id, key, run);
    });

    ctx.every(IEO_TICK_MS, () => tickProjects(ctx));
  },
};
