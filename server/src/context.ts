import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db';
import type { Realtime } from './realtime/realtime';
import type { SessionStore } from './services/sessions';
import type { RateLimiter } from './services/rate-limit';
import type { UsdtPrices } from './services/prices';
import type { Ledger } from './services/ledger';
import type { Clock } from './services/clock';
import type { Faults } from './services/faults';
import type { FillStream } from './services/fills';

/** The caller of a private call, resolved from the token (declared by the sessions service). */
export type { AuthUser } from './services/sessions';

/**
 * Services every module gets, each built once in `buildServer` (app.ts): reach them here, never
 * through another module's files. See "How to add a module" in the README.
 *
 * The kernel imports no module (DESIGN.md: no cycles between folders). A module whose service is
 * on the context adds its field here from its index.ts (`declare module '../../context'`, the way
 * fastify's decorators extend FastifyInstance): account adds `codes` and `secondFactor`, market adds
 * `markets` and `pairPrices`.
 */
export interface ServerContext {
  config: ServerConfig;
  db: Database;
  /** Pushes to every client, a room or a user's sockets. */
  realtime: Realtime;
  sessions: SessionStore;
  limiter: RateLimiter;
  /** USDT value of one unit of a currency: the live last price of its USDT pair, else the seed. */
  prices: UsdtPrices;
  /** The only way balances change: balanced entries inside a transaction. */
  ledger: Ledger;
  /** Fills published by kind (spot, lever, micro): subscribe to your kind to settle it. */
  fills: FillStream;
  /** "Now" for everything time-based; tests and the operator can advance it. */
  clock: Clock;
  /** Faults of background work, logged and counted (jobs report theirs themselves; `GET /operator/status`). */
  faults: Faults;
  log: FastifyBaseLogger;
  /**
   * False on an `api` node of the scaled topology: its books do not run, its jobs do not run, and
   * start-up repairs of engine state (stranded orders, micro expiries) are the engine owner's.
   */
  runsEngines: boolean;
  /**
   * Runs `fn` every `ms` until the server closes (one run at a time; errors are logged and counted
   * in `faults`, never crash the server, and the job runs again on its next turn).
   * `ctx.clock.advance` also gives every job a turn.
   */
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
  /**
   * Follows every pair's price, so in the scaled topology only the primary partition's engine
   * registers it (its calls are routed there; README "Scaled topology").
   */
  primaryOnly?: true;
  /**
   * The routes of this module that read or change an engine's memory (books, market makers, bars,
   * the lever and micro engines, the clock and prices): every one ('all') or these paths. An `api`
   * node of the scaled topology forwards them to the engine owner; it serves every other route
   * itself from Postgres (README "Scaled topology").
   */
  engineOwned?: 'all' | readonly string[];
  register(app: FastifyInstance, ctx: ServerContext): void | Promise<void>;
}
