import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { integer } from './wire';

/**
 * Issue 25 item 4: what browsers report about remote loads (POST /api/field/reports) and what the
 * operator's releases API answers (/operator/releases*, loopback + `x-operator-token`). The server
 * validates with these schemas; the host's reporter and operator page parse with them.
 */

/** A remote's name: the contract's (`markets`, `spot`...) or another of the same safe shape. */
export const remoteNamePattern = /^[a-z][a-z0-9-]{0,31}$/;
/** A release id (`<version>-<10 hex>`) or the label of an unversioned build (`dev`). */
export const releaseIdPattern = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
/** An environment's name (`local`, `compose`, `e2e`): RELEASE_ENVIRONMENTS names and `$environment`. */
export const environmentNamePattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;

export const remoteNameSchema = z.string().check(z.regex(remoteNamePattern));
export const releaseIdSchema = z.string().check(z.regex(releaseIdPattern));
export const environmentNameSchema = z.string().check(z.regex(environmentNamePattern));

export const fieldReportKinds = ['load', 'load-failed', 'integrity-failed', 'render-error'] as const;
export type FieldReportKind = (typeof fieldReportKinds)[number];
/** Every kind but `load` counts as an error of the release. */
export const fieldErrorKinds: readonly FieldReportKind[] = [
  'load-failed',
  'integrity-failed',
  'render-error',
];

export const fieldReportLimits = {
  /** Reports in one request. */
  maxReports: 50,
  /** Longest load time taken, ms (10 minutes). */
  maxMs: 600_000,
  /** The server keeps at most this many characters of a message (longer ones are cut, up to `maxMessageIn`). */
  maxMessage: 300,
  maxMessageIn: 1000,
} as const;

/** One observation of the browser: a remote of a release loaded (with its time), failed or threw. */
export const fieldReportSchema = z.object({
  remote: remoteNameSchema,
  release: releaseIdSchema,
  kind: z.enum(fieldReportKinds),
  /** Load time, ms. */
  ms: z.optional(integer.check(z.minimum(0), z.maximum(fieldReportLimits.maxMs))),
  /** What failed (the server cuts it to 300 characters and removes e-mails, long numbers, URL queries). */
  message: z.optional(z.string().check(z.maxLength(fieldReportLimits.maxMessageIn))),
  /** The user's canary bucket, 0..99 (bucketOf in @exchange/sdk). */
  bucket: integer.check(z.minimum(0), z.maximum(99)),
});
export type FieldReport = z.infer<typeof fieldReportSchema>;

export const fieldReportsBodySchema = z.object({
  /** The composition's `$environment`. */
  environment: environmentNameSchema,
  reports: z.array(fieldReportSchema).check(z.minLength(1), z.maxLength(fieldReportLimits.maxReports)),
});
export type FieldReportsBody = z.infer<typeof fieldReportsBodySchema>;

/**
 * POST /api/field/reports (JSON; `text/plain` JSON too, for navigator.sendBeacon). No session is
 * read and nothing of the caller (user, address, page) is stored; rate limited per client address:
 * `{type:'error', message:'field.tooMany'}` with HTTP 429.
 */
export const fieldReports = defineEndpoint({
  methods: ['POST'],
  path: '/api/field/reports',
  auth: false,
  request: fieldReportsBodySchema,
  response: z.object({ accepted: integer }),
});

// ---- Operator releases API (answers of /operator/releases*, envelope {type:'ok', message}) ----

export const releaseRefSchema = z.object({
  /** Release id, or the label of an unversioned build (`dev` when the file names none). */
  version: z.string(),
  entry: z.string(),
  integrity: z.optional(z.string()),
});
export type ReleaseRef = z.infer<typeof releaseRefSchema>;

export const canaryRefSchema = z.object({
  version: z.string(),
  entry: z.string(),
  integrity: z.optional(z.string()),
  /** Share of users, 0..100. */
  percent: integer,
});
export type CanaryRef = z.infer<typeof canaryRefSchema>;

/** A release kept in RELEASES_DIR/<remote>/<version>/ (its release.json). */
export const keptReleaseSchema = z.object({ version: z.string(), createdAt: z.string() });
export type KeptRelease = z.infer<typeof keptReleaseSchema>;

export const recentFieldErrorSchema = z.object({
  /** ISO time (server clock). */
  at: z.string(),
  kind: z.enum(fieldReportKinds),
  message: z.optional(z.string()),
});

/** One release's last hour in the field. */
export const releaseStatsSchema = z.object({
  release: z.string(),
  loads: integer,
  /** Load-time median and 95th percentile of `load` reports, ms (linear interpolation); null without loads. */
  load_p50_ms: z.nullable(z.number()),
  load_p95_ms: z.nullable(z.number()),
  /** load-failed + integrity-failed + render-error reports. */
  failures: integer,
  /** failures / every report of the release (0 without reports). */
  error_rate: z.number(),
  /** The latest errors, newest first (at most 10). */
  recent_errors: z.array(recentFieldErrorSchema),
});
export type ReleaseStats = z.infer<typeof releaseStatsSchema>;

export const operatorRemoteSchema = z.object({
  remote: z.string(),
  stable: releaseRefSchema,
  canary: z.optional(canaryRefSchema),
  /** Newest first. */
  kept: z.array(keptReleaseSchema),
  /** Releases with reports in the last hour. */
  stats: z.array(releaseStatsSchema),
});
export type OperatorRemote = z.infer<typeof operatorRemoteSchema>;

export const operatorEnvironmentSchema = z.object({
  name: z.string(),
  file: z.string(),
  remotes: z.array(operatorRemoteSchema),
  /** Set when the file cannot be read or is not a composition (a `server` message key); `remotes` is then empty. */
  problem: z.optional(z.string()),
});
export type OperatorEnvironment = z.infer<typeof operatorEnvironmentSchema>;

/** GET /operator/releases */
export const operatorReleasesSchema = z.object({ environments: z.array(operatorEnvironmentSchema) });
export type OperatorReleases = z.infer<typeof operatorReleasesSchema>;

const percentSchema = integer.check(z.minimum(0), z.maximum(100));

/** POST /operator/releases/canary: the canary's share (only when the remote has a canary). */
export const canaryPercentBodySchema = z.object({
  environment: environmentNameSchema,
  remote: remoteNameSchema,
  percent: percentSchema,
});
/** POST /operator/releases/canary/start: a kept release becomes the remote's canary. */
export const canaryStartBodySchema = z.object({
  environment: environmentNameSchema,
  remote: remoteNameSchema,
  version: releaseIdSchema,
  percent: percentSchema,
});
/**
 * POST /operator/releases/rollback: without `version`, drops the canary if there is one, else puts
 * back the stable release the audit log recorded before the current one; with `version`, that kept
 * release becomes stable and the canary is dropped.
 */
export const rollbackBodySchema = z.object({
  environment: environmentNameSchema,
  remote: remoteNameSchema,
  version: z.optional(releaseIdSchema),
});

export const releaseActions = [
  'canary-percent',
  'canary-start',
  'canary-drop',
  /** A kept release made stable (rollback with a version). */
  'rollback',
  /** Stable put back to the one before it (rollback without a version or canary). */
  'rollback-previous',
] as const;
export type ReleaseAction = (typeof releaseActions)[number];

/** The remote's entry in the environment file before and after a change (absent: no entry). */
export const auditEntrySchema = z.object({
  at: z.string(),
  environment: z.string(),
  remote: z.string(),
  action: z.enum(releaseActions),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /operator/releases/audit?environment= (newest first, at most 200). */
export const releaseAuditSchema = z.object({ list: z.array(auditEntrySchema) });
export type ReleaseAudit = z.infer<typeof releaseAuditSchema>;

/** What a change answers: the environment's view after it (as GET /operator/releases lists it). */
export const releaseChangeSchema = z.object({ environment: operatorEnvironmentSchema });
export type ReleaseChange = z.infer<typeof releaseChangeSchema>;
