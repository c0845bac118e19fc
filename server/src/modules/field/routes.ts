import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fieldReports } from '@exchange/protocol';
import type { ServerContext, ServerModule } from '../../context';
import { ApiError } from '../../errors';
import { registerEndpoint } from '../../http/endpoint';
import { bodyLimits, jsonNestsDeeperThan, BodyTooDeep } from '../../http/body-limits';
import { pruneReports, storeReports } from './reports';
import { registerReleasesRoutes, releasesRoutes } from './releases-routes';

/**
 * Report requests per client address a minute (FIELD_REPORTS_PER_MINUTE): a page load sends one or
 * two; the default leaves room for many tabs behind one address.
 */
export const reportsPerAddress = (ctx: ServerContext) => ({
  limit: ctx.config.fieldReportsPerMinute ?? 60,
  windowMs: 60_000,
});

/** The rate-limit key of an address: hashed, so that not even the limiter's table keeps the address. */
const addressKey = (ip: string) => `field:${createHash('sha256').update(ip).digest('hex').slice(0, 24)}`;

async function takeReportAllowance(ctx: ServerContext, ip: string): Promise<void> {
  try {
    const { limit, windowMs } = reportsPerAddress(ctx);
    await ctx.limiter.take(addressKey(ip), limit, windowMs);
  } catch (error) {
    if (error instanceof ApiError && error.key === 'rate.limited')
      throw new ApiError('field.tooMany', 'error', error.params, 429);
    throw error;
  }
}

/** navigator.sendBeacon sends a string body as text/plain: read it as JSON here (this route only). */
async function registerReportRoute(scope: FastifyInstance, ctx: ServerContext): Promise<void> {
  scope.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: bodyLimits.maxBytes },
    (_request, body, done) => {
      const text = String(body);
      if (jsonNestsDeeperThan(text, bodyLimits.maxDepth)) return done(new BodyTooDeep(), undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        const malformed = Object.assign(new Error('malformed'), { statusCode: 400 });
        done(malformed, undefined);
      }
    },
  );
  registerEndpoint(scope, ctx, fieldReports, async ({ input, ip }) => {
    await takeReportAllowance(ctx, ip);
    return { accepted: await storeReports(ctx.db, ctx.clock.now(), input) };
  });
}

/**
 * Issue 25 item 4, server side (README.md): browsers' reports of remote loads (POST
 * /api/field/reports, taken by any node, stored in Postgres) and the operator's releases API
 * (/operator/releases*, forwarded to the engine owner so that one process writes the files).
 */
export const fieldModule: ServerModule = {
  name: 'field',
  engineOwned: releasesRoutes,
  async register(app, ctx) {
    await app.register(async (scope) => registerReportRoute(scope, ctx));
    registerReleasesRoutes(app, ctx);
    ctx.every(10 * 60_000, () => pruneReports(ctx.db, ctx.clock.now()));
  },
};
