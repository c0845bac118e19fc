import { resolve } from 'node:path';
import { defaultDataDir } from './paths';

/** Everything the server reads from its environment, resolved once at start (see README). */
export interface ServerConfig {
  /** HTTP + socket.io port; 0 picks a free one (tests). */
  port: number;
  host: string;
  /** Folder of the embedded database, the outbox and uploads. */
  dataDir: string;
  /** A real Postgres instead of the embedded PGlite. */
  databaseUrl?: string;
  /** Postgres schema to work in (tests isolate themselves with a fresh one). */
  databaseSchema?: string;
  allowedOrigins: string[];
  /**
   * Which peers are proxies whose X-Forwarded-For is believed (fastify's `trustProxy`): `false`
   * (none) or addresses/CIDRs/names (`loopback`, `uniquelocal`). Default `loopback`:
   * scripts/serve-static.mjs on the same machine.
   */
  trustProxy?: TrustProxy;
  /** What env.json reports as socket_io_port (a proxy may publish another port). */
  socketIoPublicPort?: number;
  loginNeedSmsCode: boolean;
  /** The app download link env.json sends; unset, the header shows no app-download QR (spec §2 "app status"). */
  appDownloadUrl?: string;
  /** Credit new accounts with demo funds. */
  demoFunds: boolean;
  /** Seconds after which a submitted identity is approved automatically; 0 disables it. */
  kycAutoApproveSeconds: number;
  tokenTtlHours: number;
  /** Turn rate limits off (load tests only). */
  rateLimits: boolean;
  /** Check every ok response against its protocol schema (tests). */
  validateResponses: boolean;
  logLevel: string;
}

export type TrustProxy = false | string[] | 'loopback';

/** TRUST_PROXY: unset = loopback; 0/false/off = none; else a comma list of addresses, CIDRs or names. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'loopback') return 'loopback';
  if (['0', 'false', 'no', 'off', 'none'].includes(text.toLowerCase())) return false;
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

const defaultOrigins = [3000, 3001, 3002, 3003, 3004, 3005, 3006].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number.parseInt(value, 10);
  if (!Number.isFinite(n) || n < 0) throw new Error(`not a non-negative integer: ${value}`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: int(env.PORT, 4000),
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR || defaultDataDir()),
    databaseUrl,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    allowedOrigins: env.ALLOWED_ORIGINS
      ? env.ALLOWED_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : defaultOrigins,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    socketIoPublicPort: env.SOCKET_IO_PUBLIC_PORT ? int(env.SOCKET_IO_PUBLIC_PORT, 0) : undefined,
    loginNeedSmsCode: flag(env.LOGIN_NEED_SMSCODE, false),
    appDownloadUrl: env.APP_DOWNLOAD_URL?.trim() || undefined,
    demoFunds: flag(env.DEMO_FUNDS, databaseUrl === undefined),
    kycAutoApproveSeconds: int(env.KYC_AUTO_APPROVE_SECONDS, 30),
    tokenTtlHours: int(env.TOKEN_TTL_HOURS, 24 * 7),
    rateLimits: flag(env.RATE_LIMITS, true),
    validateResponses: flag(env.VALIDATE_RESPONSES, false),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
