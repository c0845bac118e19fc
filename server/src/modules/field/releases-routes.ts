import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  canaryPercentBodySchema,
  canaryStartBodySchema,
  environmentNameSchema,
  fail,
  ok,
  rollbackBodySchema,
  type ReleaseAction,
} from '@exchange/protocol';
import * as z from 'zod/mini';
import type { ReleaseEnvironment } from '../../config';
import type { ServerContext } from '../../context';
import { ApiError } from '../../errors';
import { operatorForbidden, operatorGate } from '../../http/operator-access';
import { auditList, previousStable, recordChange, stableFieldsOf } from './audit';
import { withCanary, withCanaryPercent, withoutCanary, withStable, withStableRelease } from './changes';
import {
  readComposition,
  remoteEntry,
  serialized,
  writeComposition,
  type RemoteEntry,
} from './environment-file';
import { environmentView } from './environment-view';
import { keptRelease } from './kept-releases';

/** The routes of the operator's releases API (engine-owned: one process writes the files). */
export const releasesRoutes = [
  '/operator/releases',
  '/operator/releases/canary',
  '/operator/releases/canary/start',
  '/operator/releases/rollback',
  '/operator/releases/audit',
] as const;

const auditQuery = z.object({ environment: z.optional(environmentNameSchema) });

interface Decided {
  action: ReleaseAction;
  after: RemoteEntry;
}

/**
 * GET /operator/releases, the changes (canary share, canary start, rollback) and the audit log,
 * behind the operator gate (loopback + x-operator-token). The environment file is read on every
 * call and is the source of truth: a change applies to the file as it is now (edited by hand or
 * not), is written back whole and atomically, and is recorded in `release_audit` with the remote's
 * entry before and after, in the transaction that writes the file.
 */
export function registerReleasesRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const allowed = operatorGate(ctx.config.dataDir);
  const environments = ctx.config.releaseEnvironments ?? [];
  const releasesDir = ctx.config.releasesDir ?? '';

  const environmentNamed = (name: string): ReleaseEnvironment => {
    const found = environments.find((environment) => environment.name === name);
    if (!found) throw new ApiError('operator.unknownEnvironment', 'error', { environment: name });
    return found;
  };

  /** Answers `{type:'ok', message}` or the ApiError's failure; 403 without the gate. */
  const answer = async (allowedCall: boolean, reply: FastifyReply, run: () => Promise<unknown>) => {
    if (!allowedCall) return reply.status(403).send(operatorForbidden);
    try {
      return ok(await run());
    } catch (error) {
      if (error instanceof ApiError) return fail(error.key, error.type, error.params);
      throw error;
    }
  };

  const parse = <T>(
    schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
    value: unknown,
  ): T => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new ApiError('validation.invalid');
    return parsed.data;
  };

  /** Reads the file, lets `decide` change the remote's entry, writes file and audit, answers the view. */
  const change = (name: string, remote: string, decide: (entry: RemoteEntry) => Promise<Decided>) => {
    const environment = environmentNamed(name);
    return serialized(environment.file, async () => {
      const doc = await readComposition(environment.file, environment.name);
      const before = remoteEntry(doc, remote);
      const { action, after } = await decide(before);
      doc[remote] = after;
      const at = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        await recordChange(tx, { at, environment: environment.name, remote, action, before, after });
        await writeComposition(environment.file, doc);
      });
      ctx.log.info({ environment: environment.name, remote, action }, 'release change');
      return { environment: await environmentView(ctx.db, environment, releasesDir, ctx.clock.now(), doc) };
    });
  };

  app.get('/operator/releases', (request, reply) =>
    answer(allowed(request), reply, async () => ({
      environments: await Promise.all(
        environments.map((environment) => environmentView(ctx.db, environment, releasesDir, ctx.clock.now())),
      ),
    })),
  );

  app.get('/operator/releases/audit', (request, reply) =>
    answer(allowed(request), reply, async () => {
      const { environment } = parse(auditQuery, request.query);
      if (environment !== undefined) environmentNamed(environment);
      return { list: await auditList(ctx.db, environment) };
    }),
  );

  app.post('/operator/releases/canary', (request, reply) =>
    answer(allowed(request), reply, async () => {
      const body = parse(canaryPercentBodySchema, request.body);
      return change(body.environment, body.remote, async (entry) => {
        if (!entry.canary) throw new ApiError('operator.noCanary', 'error', { remote: body.remote });
        return { action: 'canary-percent', after: withCanaryPercent(entry, body.percent) };
      });
    }),
  );

  app.post('/operator/releases/canary/start', (request, reply) =>
    answer(allowed(request), reply, async () => {
      const body = parse(canaryStartBodySchema, request.body);
      return change(body.environment, body.remote, async (entry) => {
        const release = await keptRelease(releasesDir, body.remote, body.version);
        return { action: 'canary-start', after: withCanary(entry, release, body.percent) };
      });
    }),
  );

  app.post('/operator/releases/rollback', (request, reply) =>
    answer(allowed(request), reply, async () => {
      const body = parse(rollbackBodySchema, request.body);
      return change(body.environment, body.remote, async (entry) => {
        if (body.version !== undefined) {
          const release = await keptRelease(releasesDir, body.remote, body.version);
          return { action: 'rollback', after: withStableRelease(entry, release) };
        }
        if (entry.canary) return { action: 'canary-drop', after: withoutCanary(entry) };
        const current = stableFieldsOf(entry)!;
        const previous = await previousStable(ctx.db, body.environment, body.remote, current);
        if (!previous) throw new ApiError('operator.noPreviousRelease', 'error', { remote: body.remote });
        return { action: 'rollback-previous', after: withStable(entry, previous) };
      });
    }),
  );
}
