import {
  ProjectOrderType,
  projectBuy,
  projectDetail,
  projectList,
  projectLottery,
  projectOrder,
  type Endpoint,
  type ProjectOrder,
} from '@exchange/protocol';
import type { ServerContext, ServerModule } from '../../context';
import { registerEndpoint, type Call } from '../../http/endpoint';
import { InFlight, keyedCall, type KeyMessages } from '../../services/idempotency-key';
import { readerOf, variesByReader } from '../../services/reader-locale';
import { pushBalances } from '../wallet';
import { place } from './placement';
import { IEO_TICK_MS, tickProjects } from './scheduler';
import { seedProjects } from './seeds';
import { heldCurrencies, orderOf, orderView, projectPage, projectRowFor, projectView } from './store';
import { subscribe } from './subscribe';

const IEO_KEY_MESSAGES: KeyMessages = { bad: 'ieo.badIdempotencyKey', conflict: 'ieo.idempotencyConflict' };

/** IEO (spec §7): the project list and detail, subscription, lottery entry and placement; the phase scheduler. */
export const ieoModule: ServerModule = {
  name: 'ieo',
  async register(app, ctx: ServerContext) {
    await seedProjects(ctx.db, ctx.clock.now());

    registerEndpoint(app, ctx, projectList, async ({ input, request, reply, user }) => {
      const { rows, total } = await projectPage(ctx.db, input.page, input.limit, readerOf(request, user));
      variesByReader(reply);
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

    registerEndpoint(app, ctx, projectDetail, async ({ input, request, reply, user }) => {
      const row = await projectRowFor(ctx.db, input.project_id, readerOf(request, user));
      variesByReader(reply);
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
      async ({ input, me, keyed }: Call<typeof projectOrder>): Promise<ProjectOrder> => {
        const run = async () => {
          const { order, touched } = await subscribe(ctx, me.id, input, type, keyed);
          await pushBalances(ctx.db, ctx.realtime, touched);
          return order;
        };
        return subscribing.run(me.id, keyed, run);
      };
    const keyed = <E extends Endpoint>(endpoint: E) => keyedCall(endpoint, IEO_KEY_MESSAGES);
    registerEndpoint(app, ctx, keyed(projectOrder), subscription(ProjectOrderType.order));
    registerEndpoint(app, ctx, keyed(projectLottery), subscription(ProjectOrderType.lottery));

    registerEndpoint(app, ctx, keyed(projectBuy), async ({ input, me, keyed }) => {
      const run = async () => {
        const { order, touched } = await place(ctx, me.id, input, keyed);
        await pushBalances(ctx.db, ctx.realtime, touched);
        return order;
      };
      return placing.run(me.id, keyed, run);
    });

    ctx.every(IEO_TICK_MS, () => tickProjects(ctx));
  },
};
