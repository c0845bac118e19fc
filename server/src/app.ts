import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { Server } from 'socket.io';
import { uploadLimits } from '@exchange/protocol';
import type { ServerConfig } from './config';
import type { ServerContext, ServerModule } from './context';
import { openDatabase, type Database } from './db';
import { createRealtime, originAllowed } from './realtime/realtime';
import { createSessionStore } from './services/sessions';
import {
  createCodeService,
  createSecondFactor,
  ensureDemoUser,
  outboxSender,
  sealPlainTotpSecrets,
  type CodeSender,
} from './modules/account';
import { createRateLimiter } from './services/rate-limit';
import { createUsdtPrices } from './services/prices';
import { ledger } from './services/ledger';
import {
  createPairPrices,
  loadPairs,
  marketOptionsFromEnv,
  MarketService,
  type MarketModuleOptions,
  type Pair,
} from './modules/market';
import { createClock, type Clock } from './services/clock';
import { createSecretBox, secretsKeyFile } from './services/secret-box';
import { createFillStream } from './services/fills';
import { createJobs } from './services/jobs';
import { keepClockOffset } from './services/clock-store';
import { createFaultCounter, type Faults } from './services/faults';
import { modules as defaultModules } from './modules';
import { startCluster, type Cluster } from './cluster';
import { markEngineRoutes } from './http/engine-routes';
import { ownPartition } from './cluster/ownership';
import { PartitionRouter } from './cluster/partitions';
import { parsePartitionMap } from './partition-map';
import { mkdirSync } from 'node:fs';
import { BODY_TOO_DEEP, bodyLimits, installBodyLimits } from './http/body-limits';

export interface BuildOptions {
  /** Replaces the outbox sender (tests capture codes this way). */
  sender?: CodeSender;
  modules?: ServerModule[];
  /** The server clock (tests pass `createClock({ frozenAt })`); the wall clock by default. */
  clock?: Clock;
  /** Market makers and back-filled history; the environment's settings by default (README). */
  market?: Partial<MarketModuleOptions>;
  /** Turn the fastify logger off (tests). */
  quiet?: boolean;
}

/** One method and path the server answers (HEAD, which fastify adds to every GET, left out). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

export interface BuiltServer {
  app: FastifyInstance;
  /** Every route registered, e.g. for tests that must reach every call. */
  routes: readonly RegisteredRoute[];
  io: Server;
  ctx: ServerContext;
  db: Database;
  /** Stops accepting, lets in-flight requests finish, stops modules, closes the database. */
  close(): Promise<void>;
}

/**
 * Builds the whole server without listening: storage (migrated), the shared services of the context
 * (clock, prices, ledger, markets, fills, pushes, jobs), socket.io on the same HTTP server, and
 * every module's routes. The markets start running once every module has subscribed to its fills.
 * Call `app.listen({ port, host })` to serve.
 */
export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<BuiltServer> {
  mkdirSync(config.dataDir, { recursive: true });
  // Before the database: a key file that cannot be read stops the start with nothing opened.
  const secrets = createSecretBox(config.secretsKey ?? secretsKeyFile(config.dataDir));
  const db = await openDatabase(config);
  const app = Fastify({
    logger: options.quiet ? false : { level: config.logLevel },
    bodyLimit: bodyLimits.maxBytes,
    // request.ip is the client's address as the trusted proxy forwarded it (per-address limits).
    trustProxy: config.trustProxy ?? 'loopback',
  });
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  const io = new Server(app.server, {
    cors: { origin: config.allowedOrigins, credentials: true },
    allowRequest: (req, callback) => callback(null, originAllowed(req.headers.origin, config.allowedOrigins)),
  });

  const role = config.role ?? 'all';
  // Scaled topology: which partition owns which pair (a bad map stops the start here).
  const router =
    role === 'all'
      ? undefined
      : new PartitionRouter(config.partitions ?? parsePartitionMap(undefined), await loadPairs(db));
  const partition = config.partition ?? router?.primary;
  /** Runs the jobs, lever and micro: the one process, or the primary partition's engine. */
  const primary = role === 'all' || (role === 'engine' && partition === router?.primary);
  const owns =
    role === 'engine' && router ? (pair: Pair) => router.ownerOf(pair.id) === partition : undefined;
  // An engine owns its partition before it touches anything of it; a second one waits here (standby).
  const ownership =
    role === 'engine' && partition && config.databaseUrl
      ? await ownPartition({
          url: config.databaseUrl,
          schema: config.databaseSchema,
          partition,
          onStandby: () => app.log.warn(`standby for partition ${partition}: waiting for its owner to stop`),
          onLost: (error) => {
            app.log.fatal({ err: error }, `lost the ownership of partition ${partition}: stopping`);
            process.exit(70);
          },
        })
      : undefined;
  if (ownership) app.log.warn(`owner of partition ${partition}`);
  // Before createRealtime: the cluster's socket listeners must run before realtime.ts's (presence.ts).
  const cluster: Cluster | undefined = router ? await startCluster(app, io, config, router) : undefined;
  const closeHooks: Array<() => Promise<void> | void> = [];
  const sessions = createSessionStore(db, config.tokenTtlHours);
  const prices = createUsdtPrices();
  const clock = options.clock ?? createClock();
  // Before the jobs subscribe: the stored offset is restored, and each advance is stored before its job turn.
  closeHooks.push(await keepClockOffset(db, clock));
  const faults = createFaultCounter(app.log);
  const jobs = createJobs(clock, faults, primary);
  const fills = createFillStream();
  const limiter = createRateLimiter(db, config.rateLimits);
  const sealed = await sealPlainTotpSecrets(db, secrets);
  if (sealed > 0) app.log.info(`encrypted ${sealed} TOTP secret(s) stored before secrets at rest`);
  jobs.every(10 * 60_000, () => limiter.prune());
  const markets = await openMarkets(db, clock, fills, options.market, app.log, faults, role !== 'api', owns);
  const ctx: ServerContext = {
    config,
    db,
    realtime: cluster ? cluster.realtime(createRealtime(io, sessions)) : createRealtime(io, sessions),
    sessions,
    codes: createCodeService(db, options.sender ?? outboxSender(config.dataDir, app.log)),
    limiter,
    secondFactor: createSecondFactor(db, clock, limiter, secrets, app.log),
    prices,
    ledger,
    // An api node's books are never run (its engine calls go to the owner): no makers, no history.
    markets,
    pairPrices: createPairPrices(markets),
    fills,
    clock,
    faults,
    log: app.log,
    runsEngines: role !== 'api',
    every: jobs.every,
    onClose(fn) {
      closeHooks.push(fn);
    },
  };

  // A request from an origin not on the list gets no CORS header at all (no Allow-Credentials).
  await app.register(cors, {
    origin: (origin, callback) =>
      callback(null, origin !== undefined && config.allowedOrigins.includes(origin)),
    credentials: true,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  installBodyLimits(app);
  await app.register(formbody, { bodyLimit: bodyLimits.maxBytes });
  await app.register(multipart, { limits: { fileSize: uploadLimits.maxBytes, files: 1, fields: 10 } });
  installErrorHandling(app);

  const seeded = await db.query<{ currency_id: number; seed_price: string }>(
    `SELECT currency_id, seed_price FROM pairs WHERE legal_id = 1`,
  );
  prices.setFallback(new Map(seeded.rows.map((r) => [r.currency_id, r.seed_price])));
  prices.setSource((currencyId) => ctx.markets.usdtPrice(currencyId)); // the cluster's mirror may wrap it
  await cluster?.shareState(ctx);
  if (config.demoFunds) await ensureDemoUser(db);

  const registering = markEngineRoutes(app);
  for (const module of options.modules ?? defaultModules) {
    if (module.primaryOnly && role === 'engine' && !primary) continue;
    registering(module);
    await module.register(app, ctx);
  }
  registering(undefined);
  if (role !== 'api') ctx.markets.run();
  await cluster?.serveCommands();

  let closed = false;
  return {
    app,
    routes,
    io,
    ctx,
    db,
    async close() {
      if (closed) return;
      closed = true;
      jobs.stop();
      await cluster?.drain();
      io.disconnectSockets(true);
      // Keep-alive connections that were busy when closing began would otherwise hold the server
      // open until their idle timeout (72 s in fastify): drop each one as soon as it goes idle.
      const sweeper = setInterval(() => app.server.closeIdleConnections(), 50);
      await app.close().finally(() => clearInterval(sweeper));
      for (const hook of closeHooks.reverse()) {
        try {
          await hook();
        } catch (error) {
          app.log.error({ err: error }, 'close hook failed');
        }
      }
      await ctx.markets.close();
      await cluster?.close();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await db.close();
      await ownership?.release();
    },
  };
}

function openMarkets(
  db: Database,
  clock: Clock,
  fills: ServerContext['fills'],
  overrides: Partial<MarketModuleOptions> | undefined,
  log: FastifyInstance['log'],
  faults: Faults,
  engines: boolean,
  owns: ((pair: Pair) => boolean) | undefined,
): Promise<MarketService> {
  const settings = { ...marketOptionsFromEnv(), ...overrides };
  return MarketService.open({
    db,
    now: clock.now,
    fills,
    bots: engines ? settings.bots : false,
    history: engines ? settings.history : false,
    log: (message) => log.warn(message),
    fault: faults.report,
    owns,
  });
}

/** Bad bodies and unknown routes get an envelope with a key, never a bare 500. */
function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: { statusCode?: number; code?: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ type: 'error', message: 'server.internal' });
    }
    // A body past the limits (http/body-limits.ts) is refused with 400 and says which limit.
    if (error.code === BODY_TOO_DEEP) return reply.status(400).send({ type: 'error', message: 'request.tooDeep' });
    if (status === 413) return reply.status(400).send({ type: 'error', message: 'request.tooLarge' });
    const message = status === 415 ? 'request.badContentType' : 'request.malformed';
    return reply.status(status).send({ type: 'error', message });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ type: 'error', message: 'request.notFound' }),
  );
}
