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
import { createSessionStore } from './modules/account/sessions';
import { createCodeService } from './modules/account/codes';
import { outboxSender, type CodeSender } from './modules/account/sender';
import { createRateLimiter } from './modules/account/rate-limit';
import { ensureDemoUser } from './modules/account/demo-user';
import { createUsdtPrices } from './modules/wallet/prices';
import { modules as defaultModules } from './modules';
import { mkdirSync } from 'node:fs';

export interface BuildOptions {
  /** Replaces the outbox sender (tests capture codes this way). */
  sender?: CodeSender;
  modules?: ServerModule[];
  /** Turn the fastify logger off (tests). */
  quiet?: boolean;
}

export interface BuiltServer {
  app: FastifyInstance;
  io: Server;
  ctx: ServerContext;
  db: Database;
  /** Stops accepting, lets in-flight requests finish, stops modules, closes the database. */
  close(): Promise<void>;
}

/**
 * Builds the whole server without listening: storage (migrated), services, socket.io on the same
 * HTTP server, and every module's routes. Call `app.listen({ port, host })` to serve.
 */
export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<BuiltServer> {
  mkdirSync(config.dataDir, { recursive: true });
  const db = await openDatabase(config);
  const app = Fastify({
    logger: options.quiet ? false : { level: config.logLevel },
    bodyLimit: 256 * 1024,
    trustProxy: false,
  });
  const io = new Server(app.server, {
    cors: { origin: config.allowedOrigins, credentials: true },
    allowRequest: (req, callback) => callback(null, originAllowed(req.headers.origin, config.allowedOrigins)),
  });

  const timers: NodeJS.Timeout[] = [];
  const closeHooks: Array<() => Promise<void> | void> = [];
  const sessions = createSessionStore(db, config.tokenTtlHours);
  const prices = createUsdtPrices();
  const ctx: ServerContext = {
    config,
    db,
    realtime: createRealtime(io, sessions),
    sessions,
    codes: createCodeService(db, options.sender ?? outboxSender(config.dataDir, app.log)),
    limiter: createRateLimiter(config.rateLimits),
    prices,
    log: app.log,
    every(ms, fn) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        Promise.resolve()
          .then(fn)
          .catch((error: unknown) => app.log.error({ err: error }, 'background job failed'))
          .finally(() => (running = false));
      }, ms);
      timer.unref();
      timers.push(timer);
    },
    onClose(fn) {
      closeHooks.push(fn);
    },
  };

  await app.register(cors, { origin: config.allowedOrigins, credentials: true });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: uploadLimits.maxBytes, files: 1, fields: 10 } });
  installErrorHandling(app);

  const seeded = await db.query<{ currency_id: number; seed_price: string }>(
    `SELECT currency_id, seed_price FROM pairs WHERE legal_id = 1`,
  );
  prices.setFallback(new Map(seeded.rows.map((r) => [r.currency_id, r.seed_price])));
  if (config.demoFunds) await ensureDemoUser(db);

  for (const module of options.modules ?? defaultModules) await module.register(app, ctx);

  let closed = false;
  return {
    app,
    io,
    ctx,
    db,
    async close() {
      if (closed) return;
      closed = true;
      for (const timer of timers) clearInterval(timer);
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
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await db.close();
    },
  };
}

/** Bad bodies and unknown routes get an envelope with a key, never a bare 500. */
function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: { statusCode?: number; code?: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ type: 'error', message: 'server.internal' });
    }
    const message =
      status === 413 ? 'request.tooLarge' : status === 415 ? 'request.badContentType' : 'request.malformed';
    return reply.status(status).send({ type: 'error', message });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ type: 'error', message: 'request.notFound' }),
  );
}
