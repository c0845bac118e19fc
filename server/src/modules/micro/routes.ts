import { microApi, type MicroOrder } from '@exchange/protocol';
import { InFlight, keyedCall } from '../../services/idempotency-key';
import type { ServerContext, ServerModule } from '../../context';
import { registerEndpoint } from '../../http/endpoint';
import { creditDemoMicroFunds } from './demo';
import { payableCurrencies, secondsOptions } from './offer';
import { listOrders, orderView, runningExpiries, type StoredMicroOrder } from './orders';
import { PriceHistory } from './price-history';
import { ExpiryScheduler } from './scheduler';
import { microSettler } from './settlement';
import { submitOrder } from './submit';
import type { Due } from './expiry-heap';

/** How often price changes are written and the scheduler is given a turn (besides its own timer). */
const FLUSH_MS = 1000;

/**
 * Seconds trading (spec §7 "Micro trading"): the offer, submit (stake locked from the micro balance
 * through the ledger, open price and time stamped), the lists, and the settlement scheduler that
 * closes each order at its expiry with the price then and pushes `micro_closed`. README.md beside.
 */
export const microModule: ServerModule = {
  name: 'micro',
  // Micro orders settle on the engine owner's price and clock.
  engineOwned: 'all',
  primaryOnly: true,
  async register(app, ctx) {
    const history = new PriceHistory();
    const microPairs = ctx.markets.pairs.all.filter((p) => p.openMicrotrade === 1);
    const symbolOf = ctx.markets.pairs.symbolOf;
    const livePrice = (pairId: number): string | undefined => {
      const pair = ctx.markets.pairs.get(pairId);
      const ticks = ctx.pairPrices.last(pairId);
      return pair && ticks !== undefined ? pair.scale.price.fromUnits(ticks) : pair?.seedPrice;
    };
    const sample = (now: number) => {
      for (const pair of microPairs) {
        const price = livePrice(pair.id);
        if (price !== undefined) history.record(pair.id, now, price);
      }
    };

    const settle = microSettler({
      db: ctx.db,
      ledger: ctx.ledger,
      realtime: ctx.realtime,
      history,
      symbolOf,
      sample,
      warn: (message, details) => ctx.log.warn(details, message),
    });
    const scheduler = new ExpiryScheduler<Due>({
      now: () => ctx.clock.now(),
      settle: async (due, now) => void (await settle(due, now)),
      onError: (error) => ctx.faults.report('micro settlement', error),
    });

    // Orders due while the server was down settle now, before the markets run, each with the stored
    // price of its expiry (the live price at restart is recorded at the restart instant, after them).
    if (ctx.runsEngines) {
      for (const due of await runningExpiries(ctx.db)) scheduler.add(due);
      await scheduler.runDue();
    }

    const stopTrades = ctx.markets.on('trade', (pair, trades) => {
      const last = trades[trades.length - 1];
      if (pair.openMicrotrade === 1 && last)
        history.record(pair.id, last.ts, pair.scale.price.fromUnits(last.price));
    });
    ctx.every(FLUSH_MS, () => scheduler.runDue());
    ctx.every(FLUSH_MS, async () => {
      sample(ctx.clock.now());
      await history.flush(ctx.db);
    });
    ctx.every(3600_000, () => history.prune(ctx.db, ctx.clock.now()));
    ctx.onClose(async () => {
      stopTrades();
      scheduler.stop();
      if (!ctx.runsEngines) return;
      sample(ctx.clock.now());
      await history.flush(ctx.db);
    });
    if (ctx.config.demoFunds) await creditDemoMicroFunds(ctx);

    registerRoutes(app, ctx, {
      symbolOf,
      openPrice: (pairId, now) => {
        const price = livePrice(pairId);
        if (price !== undefined) history.record(pairId, now, price);
        return price;
      },
      accepted: (order) => scheduler.add({ id: order.id, dueAt: order.endAt }),
    });
  },
};

interface RouteDeps {
  symbolOf: (pairId: number) => string;
  openPrice: (pairId: number, now: number) => string | undefined;
  accepted: (order: StoredMicroOrder) => void;
}

function registerRoutes(app: Parameters<ServerModule['register']>[0], ctx: ServerContext, deps: RouteDeps) {
  const inFlight = new InFlight<StoredMicroOrder>();
  const view = (order: StoredMicroOrder): MicroOrder => orderView(order, deps.symbolOf, ctx.clock.now());

  registerEndpoint(app, ctx, microApi.microPayableCurrencies, async ({ me }) =>
    payableCurrencies(ctx.db, me.id),
  );
  registerEndpoint(app, ctx, microApi.microSeconds, async () => secondsOptions(ctx.db));

  const submit = keyedCall(microApi.microSubmit, {
    bad: 'micro.badIdempotencyKey',
    conflict: 'micro.idempotencyConflict',
  });
  registerEndpoint(app, ctx, submit, async ({ input, me, keyed }) => {
    const order = await inFlight.run(me.id, keyed, () => submitOrder({ ctx, ...deps }, me.id, input, keyed));
    return view(order);
  });

  registerEndpoint(app, ctx, microApi.microLists, async ({ input, me }) =>
    listOrders(
      ctx.db,
      { userId: me.id, status: input.status, pairId: input.match_id, page: input.page, limit: input.limit },
      deps.symbolOf,
      ctx.clock.now(),
    ),
  );
}
