import type { FastifyInstance } from 'fastify';
import type { ServerContext, ServerModule } from '../../context';
import { LeverBook } from './book';
import { registerDealRoute } from './deal-route';
import { seedDemoLeverFunds } from './demo';
import { LeverEngine } from './engine';
import { registerHistoryRoutes } from './history-routes';
import { startLeverJobs } from './jobs';
import { registerOrderRoutes } from './order-routes';
import { leverPairs } from './route-pairs';
import { loadTerms } from './settings';

/**
 * Leveraged contracts (spec §7 "Lever trading"): see README.md beside this file for the calls,
 * failure keys, money rules and pushes.
 */
export const leverModule: ServerModule = {
  name: 'lever',
  // The lever engine's positions and marks live in the engine owner's memory.
  engineOwned: 'all',
  primaryOnly: true,
  async register(app, ctx) {
    const terms = await loadTerms(ctx.db, ctx.markets.pairs.all);
    const book = new LeverBook(terms, (pairId) => ctx.pairPrices.last(pairId));
    const engine = new LeverEngine(ctx, book);
    await engine.load();
    if (ctx.config.demoFunds) await seedDemoLeverFunds(ctx);
    startLeverJobs(ctx, engine);
    registerRoutes(app, ctx, engine);
  },
};

/** The calls, one concern per file: the trading screen, the position changes, the history. */
function registerRoutes(app: FastifyInstance, ctx: ServerContext, engine: LeverEngine) {
  const pairs = leverPairs(ctx, engine);
  registerDealRoute(app, ctx, engine, pairs);
  registerOrderRoutes(app, ctx, engine, pairs);
  registerHistoryRoutes(app, ctx, engine, pairs);
}
