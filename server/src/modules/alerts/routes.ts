import { alertsAdd, alertsCancel, alertsList } from '@exchange/protocol';
import type { ServerContext, ServerModule } from '../../context';
import { ApiError } from '../../errors';
import { registerEndpoint } from '../../http/endpoint';
import { levelTicks, reaches } from './book';
import { alertPage, cancelAlert, insertAlert } from './store';
import { AlertWatch } from './watch';

/**
 * Price alerts (README): add, list, cancel, and their evaluation on every trade at the engine that
 * owns the pair. add and cancel change what that engine watches, so an `api` node of the scaled
 * topology forwards them to the pair's owner (`engineOwned`, cluster/routing.ts); the list is read
 * from the database by any node.
 */
export const alertsModule: ServerModule = {
  name: 'alerts',
  engineOwned: [alertsAdd.path, alertsCancel.path],
  async register(app, ctx: ServerContext) {
    const watch = ctx.runsEngines ? new AlertWatch(ctx) : undefined;
    if (watch) {
      await watch.start();
      ctx.onClose(() => watch.close());
    }

    registerEndpoint(app, ctx, alertsAdd, async ({ input, me }) => {
      const pair = ctx.markets.pairs.byCurrencies(input.currency_id, input.legal_id);
      const market = pair && pair.openCoinTrade === 1 ? ctx.markets.market(pair.id) : undefined;
      if (!pair || !market) throw new ApiError('alerts.pairUnknown');
      const level = levelTicks(pair.scale.price, input.direction, input.price);
      if (level === undefined) throw new ApiError('alerts.enterPrice', 'error', { field: 'price' });
      if (reaches({ direction: input.direction, ticks: level }, market.lastPrice)) {
        const price = pair.scale.price.fromUnits(market.lastPrice);
        throw new ApiError(
          input.direction === 'above' ? 'alerts.alreadyAbove' : 'alerts.alreadyBelow',
          'error',
          {
            price,
          },
        );
      }
      const alert = await ctx.db.transaction((tx) =>
        insertAlert(tx, {
          userId: me.id,
          pairId: pair.id,
          direction: input.direction,
          price: input.price,
          now: ctx.clock.now(),
        }),
      );
      watch?.arm({ id: alert.id, pairId: pair.id, direction: alert.direction, price: alert.price });
      return alert;
    });

    registerEndpoint(app, ctx, alertsList, async ({ input, me }) => {
      let pairId: number | undefined;
      if (input.legal_id !== undefined || input.currency_id !== undefined) {
        const pair =
          input.legal_id !== undefined && input.currency_id !== undefined
            ? ctx.markets.pairs.byCurrencies(input.currency_id, input.legal_id)
            : undefined;
        if (!pair) throw new ApiError('alerts.pairUnknown');
        pairId = pair.id;
      }
      const { list, total } = await alertPage(
        ctx.db,
        me.id,
        { state: input.state, pairId },
        input.page,
        input.limit,
      );
      return { list, page: input.page, limit: input.limit, total };
    });

    registerEndpoint(app, ctx, alertsCancel, async ({ input, me }) => {
      const { alert } = await cancelAlert(ctx.db, me.id, input.id, ctx.clock.now());
      watch?.disarm(alert.id);
      return alert;
    });
  },
};
