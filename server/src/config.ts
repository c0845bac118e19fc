import { isAbsolute, resolve } from 'node:path';
import { defaultDataDir, defaultReleasesDir } from './paths';
import { parsePartitionMap, type PartitionMap } from './partition-map';
import { parseSecretsKey } from './services/secret-box';

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
  /**
   * SECRETS_KEY: the 32-byte key that encrypts secrets at rest (TOTP secrets; services/secret-box.ts).
   * Unset: a random key kept in `<dataDir>/secrets.key`, made on the first start.
   */
  secretsKey?: Buffer;
  /** Turn rate limits off (load tests only). */
  rateLimits: boolean;
  /** Check every ok response against its protocol schema (tests). */
  validateResponses: boolean;
  logLevel: string;
  /**
   * SERVER_ROLE: `all` (one process: engines, jobs and HTTP; the default), `api` (HTTP + socket.io
   * only, engine calls forwarded over Redis) or `engine` (owns the matching engines and every
   * background job of one partition). See "Scaled topology" in the README.
   */
  role?: ServerRole;
  /** REDIS_URL: required by the `api` and `engine` roles (commands, replies, socket fan-out). */
  redisUrl?: string;
  /** REDIS_PREFIX: the prefix of every Redis key and channel (several exchanges may share a Redis). */
  redisPrefix?: string;
  /**
   * ENGINE_PARTITION: the partition an `engine` process owns, one of `partitions` (optional when the
   * map has one partition; default `main`).
   */
  partition?: string;
  /** ENGINE_PARTITIONS: which partition owns which pairs (partition-map.ts; default `main=*`). */
  partitions?: PartitionMap;
  /** NODE_ID: this process's name on Redis (reply channel, presence); unique per process. */
  nodeId?: string;
  /** ENGINE_TIMEOUT_MS: how long an `api` node waits for the engine's answer to a forwarded call. */
  engineTimeoutMs?: number;
  /**
   * RELEASE_ENVIRONMENTS: the environment files (remotes.json) the operator's releases API reads and
   * changes, by name (`local=/abs/host/public/remotes.json;e2e=/abs/e2e/remotes.json`). Unset: none.
   */
  releaseEnvironments?: ReleaseEnvironment[];
  /** RELEASES_DIR: where kept releases live (`<dir>/<remote>/<id>/release.json`; default `<repo>/releases`). */
  releasesDir?: string;
  /** FIELD_REPORTS_PER_MINUTE: field-report requests one client address may send a minute (default 60). */
  fieldReportsPerMinute?: number;
}

/** One environment of RELEASE_ENVIRONMENTS: its name and the absolute path of its remotes.json. */
export interface ReleaseEnvironment {
  name: string;
  file: string;
}

const environmentName = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;

/**
 * RELEASE_ENVIRONMENTS: `name=/abs/file` entries separated by `;` (blank entries ignored). A malformed
 * entry, a bad or repeated name or a relative path stops the start with a message naming it.
 */
export function parseReleaseEnvironments(value: string | undefined): ReleaseEnvironment[] {
  const environments: ReleaseEnvironment[] = [];
  for (const part of (value ?? '').split(';')) {
    const text = part.trim();
    if (text === '') continue;
    const at = text.indexOf('=');
    const name = at < 0 ? '' : text.slice(0, at).trim();
    const file = at < 0 ? '' : text.slice(at + 1).trim();
    if (!environmentName.test(name) || file === '')
      throw new Error(
        `RELEASE_ENVIRONMENTS: "${text}" is not name=/absolute/file (name: letters, digits, - and _)`,
      );
    if (!isAbsolute(file))
      throw new Error(`RELEASE_ENVIRONMENTS: the file of ${name} must be an absolute path`);
    if (environments.some((e) => e.name === name))
      throw new Error(`RELEASE_ENVIRONMENTS: ${name} is listed twice`);
    environments.push({ name, file: resolve(file) });
  }
  return environments;
}

export type ServerRole = 'all' | 'api' | 'engine';

function parseRole(value: string | undefined): ServerRole {
  const role = value?.trim() || 'all';
  if (role === 'all' || role === 'api' || role === 'engine') return role;
  throw new Error(`SERVER_ROLE must be all, api or engine, not ${role}`);
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

/** The engine's partition: named by ENGINE_PARTITION, which the map must hold (implied when it has one). */
function enginePartition(value: string | undefined, map: PartitionMap, role: ServerRole): string {
  const names = map.partitions.map((p) => p.name);
  const name = value?.trim() || (names.length === 1 ? names[0]! : '');
  if (role === 'engine' && !names.includes(name))
    throw new Error(
      name === ''
        ? `SERVER_ROLE=engine needs ENGINE_PARTITION, one of the partitions of ENGINE_PARTITIONS (${names.join(', ')})`
        : `ENGINE_PARTITION ${name} is not a partition of ENGINE_PARTITIONS (${names.join(', ')})`,
    );
  return name || map.primary;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  const role = parseRole(env.SERVER_ROLE);
  const redisUrl = env.REDIS_URL || undefined;
  if (role !== 'all' && (!redisUrl || !databaseUrl))
    throw new Error(`SERVER_ROLE=${role} needs REDIS_URL and DATABASE_URL (Postgres)`);
  const partitions = parsePartitionMap(env.ENGINE_PARTITIONS);
  const partition = enginePartition(env.ENGINE_PARTITION, partitions, role);
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
    secretsKey: env.SECRETS_KEY?.trim() ? parseSecretsKey(env.SECRETS_KEY) : undefined,
    rateLimits: flag(env.RATE_LIMITS, true),
    validateResponses: flag(env.VALIDATE_RESPONSES, false),
    logLevel: env.LOG_LEVEL || 'info',
    role,
    redisUrl,
    redisPrefix: env.REDIS_PREFIX || 'exchange',
    partition,
    partitions,
    nodeId: env.NODE_ID || `${role}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
    engineTimeoutMs: int(env.ENGINE_TIMEOUT_MS, 10_000),
    releaseEnvironments: parseReleaseEnvironments(env.RELEASE_ENVIRONMENTS),
    releasesDir: resolve(env.RELEASES_DIR || defaultReleasesDir()),
    fieldReportsPerMinute: int(env.FIELD_REPORTS_PER_MINUTE, 60),
  };
}
