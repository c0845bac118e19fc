import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { ServerModule } from '../../context';
import { decideReview } from '../account/kyc';

/** Where the operator secret lives; the CLI (src/cli/kyc-approve.ts) reads it from there. */
export const operatorTokenFile = (dataDir: string): string => join(dataDir, 'operator.token');

function loadOrCreateToken(dataDir: string): string {
  const file = operatorTokenFile(dataDir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(24).toString('hex');
  writeFileSync(file, token + '\n', { mode: 0o600 });
  return token;
}

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
 *   jobs once (micro expiry, lever marks, IEO phases, lock-up interest fall due at once).
 */
export const operatorModule: ServerModule = {
  name: 'operator',
  register(app, ctx) {
    const secret = Buffer.from(loadOrCreateToken(ctx.config.dataDir));
    const allowed = (request: FastifyRequest): boolean => {
      const given = Buffer.from(String(request.headers['x-operator-token'] ?? ''));
      const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.ip);
      return loopback && given.length === secret.length && timingSafeEqual(given, secret);
    };
    const forbidden = { type: 'error', message: 'operator.forbidden' } as const;

    app.post('/operator/kyc', async (request, reply) => {
      if (!allowed(request)) return reply.status(403).send(forbidden);
      const body = decisionBody.safeParse(request.body);
      if (!body.success) return { type: 'error', message: 'validation.invalid' };
      const id = await decideReview(ctx.db, body.data.user, body.data.decision);
      return id === null
        ? { type: 'error', message: 'operator.noReview' }
        : { type: 'ok', message: { user_id: id } };
    });

    app.post('/operator/clock', async (request, reply) => {
      if (!allowed(request)) return reply.status(403).send(forbidden);
      const body = clockBody.safeParse(request.body);
      if (!body.success) return { type: 'error', message: 'validation.invalid' };
      await ctx.clock.advance(body.data.advance_seconds * 1000);
      return { type: 'ok', message: { now: ctx.clock.now(), offset_ms: ctx.clock.offsetMs } };
    });
  },
};
