import { z } from 'zod';
import type { ServerModule } from '../../context';
import { decideReview } from '../account';
import { operatorForbidden as forbidden, operatorGate } from '../../http/operator-access';
import { movePrice } from './price';

export { operatorTokenFile } from '../../http/operator-access';

const decisionBody = z.object({
  user: z.string().trim().min(1).max(64),
  decision: z.enum(['approve', 'reject']),
});

/** Longest single move of the clock: a year (lock-up terms are at most that long). */
const MAX_ADVANCE_SECONDS = 366 * 24 * 3600;

const clockBody = z.object({
  advance_seconds: z.coerce.number().int().min(0).max(MAX_ADVANCE_SECONDS),
});

/**
 * Operator actions, reachable only from loopback with the secret of DATA_DIR/operator.token
 * (a running server owns the embedded database, so the CLI goes through here):
 * - POST /operator/kyc {user, decision}: approve or reject an identity under review;
 * - POST /operator/clock {advance_seconds}: moves the server clock forward and runs the background
 *   jobs once (micro expiry, lever marks, IEO phases, lock-up interest fall due at once);
 * - POST /operator/price {pair, price}: moves a pair's market price (price.ts);
 * - GET /operator/status: the clock (now, offset) and the faults of background work since start.
 */
export const operatorModule: ServerModule = {
  name: 'operator',
  // The operator's clock, price and KYC levers act on the engine owner.
  engineOwned: 'all',
  register(app, ctx) {
    const allowed = operatorGate(ctx.config.dataDir);

    app.post('/operator/kyc', async (request, reply) => {
      if (!allowed(request)) return reply.status(403).send(forbidden);
      const body = decisionBody.safeParse(request.body);
      if (!body.success) return { type: 'error', message: 'validation.invalid' };
      const id = await decideReview(ctx.db, body.data.user, body.data.decision);
      return id === null
        ? { type: 'error', message: 'operator.noReview' }
        : { type: 'ok', message: { user_id: id } };
    });

    app.post('/operator/price', async (request, reply) => {
      if (!allowed(request)) return reply.status(403).send(forbidden);
      return movePrice(ctx, request.body);
    });

    app.post('/operator/clock', async (request, reply) => {
      if (!allowed(request)) return reply.status(403).send(forbidden);
      const body = clockBody.safeParse(request.body);
      if (!body.success) return { type: 'error', message: 'validation.invalid' };
      await ctx.clock.advance(body.data.advance_seconds * 1000);
      return { type: 'ok', message: { now: ctx.clock.now(), offset_ms: ctx.clock.offsetMs } };
    });

    app.get('/operator/status', async (request, reply) => {
      if (!allowed(request)) return reply.status(403).send(forbidden);
      const faults = ctx.faults.counts();
      return {
        type: 'ok',
        message: {
          now: ctx.clock.now(),
          offset_ms: ctx.clock.offsetMs,
          background_faults: { total: faults.total, by_source: faults.bySource },
        },
      };
    });
  },
};
