import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db';
import type { Realtime } from './realtime/realtime';
import type { SessionStore } from './modules/account/sessions';
import type { CodeService } from './modules/account/codes';
import type { RateLimiter } from './modules/account/rate-limit';
import type { UsdtPrices } from './modules/wallet/prices';

/** The caller of a private call, resolved from the token. */
export interface AuthUser {
  id: number;
  /** Hash of the token used, so logout can revoke exactly that session. */
  tokenHash: string;
}

/** Services every module gets (see modules/index.ts). */
export interface ServerContext {
  config: ServerConfig;
  db: Database;
  realtime: Realtime;
  sessions: SessionStore;
  codes: CodeService;
  limiter: RateLimiter;
  /** USDT value of one unit of a currency; market data installs the live source. */
  prices: UsdtPrices;
  log: FastifyBaseLogger;
  /** Runs `fn` every `ms` until the server closes (errors are logged, never crash the server). */
  every(ms: number, fn: () => Promise<void> | void): void;
  /** Runs on shutdown, in reverse order of registration, before the database closes. */
  onClose(fn: () => Promise<void> | void): void;
}

/**
 * A feature of the server: registers its routes (with registerEndpoint) and may start background
 * work through ctx.every / ctx.onClose. Listed in modules/index.ts.
 */
export interface ServerModule {
  name: string;
  register(app: FastifyInstance, ctx: ServerContext): void | Promise<void>;
}
