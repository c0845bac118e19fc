import { spotApi, type CancelledSpotOrder, type SpotOrder } from '@exchange/protocol';
import type { ServerContext, ServerModule } from '../../context';
import { ApiError } from '../../errors';
import { registerEndpoint } from '../../http/endpoint';
import { InFlight, keyedCall } from '../../services/idempotency-key';
import {
  keyedOrderId,
  pruneKeys,
  rememberKey,
  reserveFunds,
  spotAdmission,
  SPOT_KEY_MESSAGES,
  type MarketService,
  type SpotOrderNote,
  type UserOrder,
} from '../market';
import { checkStopCap, conditionalOrderInput } from './conditional-input';
import { closeStrandedOrders } from './recovery';
import { spotSettlement } from './settlement';
import { orderPage, orderView, orderViews, viewOfOrder } from './views';
import { BatchLoader } from '../../db/batch-loader';
import { startSpotPushes } from './pushes';

/**
 * Spot trading (spec §7 "Spot trading"): coin/trade with funds locked on placing and settled on
 * fills (subscribed to the 'spot' fills of `ctx.fills`), fees per pair, idempotency keys; the order
 * lists; cancel. Orders go through the shared market service `ctx.markets`.
 */
export const spotModule: ServerModule = {
  name: 'spot',
  // Placing and cancelling go through the book; the order lists are read from Postgres.
  engineOwned: [spotApi.coinTrade.path, spotApi.coinCancelTrade.path, spotApi.transactionDel.path],
  async register(app, ctx) {
    const market = ctx.markets;
    const rates = await loadFeeRates(ctx);
    const closed = ctx.runsEngines
      ? await closeStrandedOrders(
          ctx.db,
          ctx.ledger,
          // Another partition's orders are on its owner's book (scaled topology).
          (orderId, pairId) => !market.owns(pairId) || (market.market(pairId)?.holds(orderId) ?? false),
          ctx.clock.now(),
        )
      : [];
    if (closed.length > 0)
      ctx.log.warn({ orders: closed }, 'spot: closed open orders that were not on a book');
    const unsubscribe = ctx.fills.subscribe(
      'spot',
      spotSettlement((pairId) => rates.get(pairId) ?? '0', ctx.ledger),
    );
    const stopPushes = startSpotPushes(market, ctx.db, ctx.realtime, (error) =>
      ctx.log.error({ err: error }, 'spot push failed'),
    );
    ctx.onClose(() => {
      stopPushes();
      unsubscribe();
    });
    ctx.every(3600_000, () => pruneKeys(ctx.db, ctx.clock.now()));
    registerRoutes(app, ctx, market);
  },
};

async function loadFeeRates(ctx: ServerContext): Promise<Map<number, string>> {
  const { rows } = await ctx.db.query<{ id: number; rate: string }>(
    `SELECT id, spot_fee_rate::text AS rate FROM pairs`,
  );
  return new Map(rows.map((r) => [r.id, r.rate]));
}

function registerRoutes(
  app: Parameters<ServerModule['register']>[0],
  ctx: ServerContext,
  market: MarketService,
) {
  const inFlight = new InFlight<SpotOrder>();
  // The group-commit path (market.intake 'group', the default) checks the trade password and the
  // idempotency key inside the batch, and answers an order without fills as its write left it; the
  // answers that need a read (average price) are read together.
  const single = () => market.intake === 'single';
  const views = new BatchLoader<number, SpotOrder>((ids) => orderViews(ctx.db, ids));
  const admitMany = spotAdmission(ctx.ledger, (pairId) => market.market(pairId));
  const view = async (orderId: number): Promise<SpotOrder> => {
    const order = single() ? await orderView(ctx.db, orderId) : await views.get(orderId);
    if (!order) throw new ApiError('spot.orderNotFound');
    return order;
  };
  const answer = (order: UserOrder): Promise<SpotOrder> => {
    const pair = market.pairs.get(order.pairId);
    const known = !single() && pair ? viewOfOrder(order, pair) : undefined;
    return known ? Promise.resolve(known) : view(order.id);
  };

  const coinTrade = keyedCall(spotApi.coinTrade, SPOT_KEY_MESSAGES);
  registerEndpoint(app, ctx, coinTrade, async ({ input, me, keyed }) => {
    if (single()) {
      const { rows } = await ctx.db.query<{ has: boolean }>(
        `SELECT trade_password_hash IS NOT NULL AS has FROM users WHERE id = $1`,
        [me.id],
      );
      if (!rows[0]?.has) throw new ApiError('spot.noTradePassword', 'not');
    }
    const pair = market.pairs.byCurrencies(input.currency_id, input.legal_id);
    if (!pair) throw new ApiError('market.unknownPair');
    const live = market.market(pair.id);
    if (!live) throw new ApiError('spot.pairClosed');
    const asked = conditionalOrderInput(input, live);
    if (asked.type === 'stop_limit' || asked.type === 'oco') await checkStopCap(ctx.db, me.id);

    const place = async (): Promise<SpotOrder> => {
      const now = ctx.clock.now();
      if (keyed && single()) {
        const existing = await keyedOrderId(ctx.db, me.id, keyed, now);
        if (existing !== undefined) return view(existing);
      }
      const { order } = await market.placeOrder(
        { userId: me.id, pairId: pair.id, ...asked },
        single()
          ? {
              reserve: async (tx, created) => {
                await reserveFunds(tx, ctx.ledger, created, live);
                if (keyed) await rememberKey(tx, me.id, keyed, created.id, now);
              },
            }
          : { admitMany, note: { keyed, now } satisfies SpotOrderNote },
      );
      return answer(order);
    };
    return inFlight.run(me.id, keyed, place);
  });

  registerEndpoint(app, ctx, spotApi.coinList, async ({ input, me }) =>
    orderPage(
      ctx.db,
      { userId: me.id, currencyId: input.currency, statuses: input.status ? [input.status] : undefined },
      input.page,
    ),
  );

  const openList =
    (side?: 1 | 2) =>
    async ({
      input,
      me,
    }: {
      input: { page: number; legal_id?: number; currency_id?: number };
      me: { id: number };
    }) =>
      orderPage(
        ctx.db,
        {
          userId: me.id,
          statuses: [1],
          side,
          ...pairFilter(input),
        },
        input.page,
      );
  registerEndpoint(app, ctx, spotApi.transactionIn, openList(1));
  registerEndpoint(app, ctx, spotApi.transactionOut, openList(2));
  registerEndpoint(app, ctx, spotApi.transactionAll, openList());
  registerEndpoint(app, ctx, spotApi.transactionComplete, async ({ input, me }) =>
    orderPage(ctx.db, { userId: me.id, statuses: [2], ...pairFilter(input) }, input.page),
  );

  const cancel = async (userId: number, orderId: number): Promise<CancelledSpotOrder> => {
    const cancelled = await market.cancelOrder(userId, orderId);
    return { ...(await answer(cancelled)), message: 'spot.cancelled' };
  };
  registerEndpoint(app, ctx, spotApi.coinCancelTrade, async ({ input, me }) => cancel(me.id, input.id));
  registerEndpoint(app, ctx, spotApi.transactionDel, async ({ input, me }) => {
    const { rows } = await ctx.db.query<{ side: number }>(
      `SELECT side FROM orders WHERE id = $1 AND user_id = $2`,
      [input.id, me.id],
    );
    if (rows[0]?.side !== input.type) throw new ApiError('spot.orderNotFound');
    return cancel(me.id, input.id);
  });
}

/** Both ids filter one pair; one alone is ignored (protocol: both or neither). */
function pairFilter(input: { legal_id?: number; currency_id?: number }) {
  return input.legal_id !== undefined && input.currency_id !== undefined
    ? { legalId: input.legal_id, currencyId: input.currency_id }
    : {};
}
