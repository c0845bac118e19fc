import type { AuditEntry, ReleaseAction } from '@exchange/protocol';
import type { Queryable } from '../../db';
import type { RemoteEntry } from './environment-file';

export interface Change {
  at: number;
  environment: string;
  remote: string;
  action: ReleaseAction;
  before: RemoteEntry | null;
  after: RemoteEntry | null;
}

/** Records a change of an environment file (in the transaction that writes the file). */
export async function recordChange(tx: Queryable, change: Change): Promise<void> {
  await tx.query(
    `INSERT INTO release_audit (at, environment, remote, action, before, after)
     VALUES ($1::bigint, $2, $3, $4, $5::json, $6::json)`,
    [
      change.at,
      change.environment,
      change.remote,
      change.action,
      change.before === null ? null : JSON.stringify(change.before),
      change.after === null ? null : JSON.stringify(change.after),
    ],
  );
}

interface AuditRow {
  at: string;
  environment: string;
  remote: string;
  action: AuditEntry['action'];
  before: Record<string, unknown> | string | null;
  after: Record<string, unknown> | string | null;
}

/** PGlite and pg both parse json columns; a driver that leaves one as text is read here. */
const json = (value: AuditRow['before']): Record<string, unknown> | null =>
  typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : value;

/** The audit log, newest first, of one environment or all. */
export async function auditList(db: Queryable, environment?: string, limit = 200): Promise<AuditEntry[]> {
  const { rows } = await db.query<AuditRow>(
    `SELECT at::text AS at, environment, remote, action, before, after FROM release_audit
      WHERE $1::text IS NULL OR environment = $1
      ORDER BY id DESC LIMIT $2`,
    [environment ?? null, limit],
  );
  return rows.map((row) => ({
    at: new Date(Number(row.at)).toISOString(),
    environment: row.environment,
    remote: row.remote,
    action: row.action,
    before: json(row.before),
    after: json(row.after),
  }));
}

/** The stable part of a remote's entry: what a rollback restores. */
export interface StableFields {
  entry: string;
  version?: string;
  integrity?: string;
}

export const stableFieldsOf = (entry: Record<string, unknown> | null): StableFields | undefined =>
  entry && typeof entry.entry === 'string'
    ? {
        entry: entry.entry,
        ...(typeof entry.version === 'string' ? { version: entry.version } : {}),
        ...(typeof entry.integrity === 'string' ? { integrity: entry.integrity } : {}),
      }
    : undefined;

export const sameStable = (a: StableFields | undefined, b: StableFields | undefined): boolean =>
  a?.entry === b?.entry && a?.version === b?.version && a?.integrity === b?.integrity;

/** How many changes of stable the audit is searched back for a previous stable. */
const HISTORY = 500;

/**
 * The stable release before the current one, from the audit log. Changes of stable, newest first:
 * each `rollback-previous` undid the forward change before it, so it is skipped along with that one;
 * the first change not undone is the one that made the current stable, and its `before` is the
 * answer. A current stable that no change recorded (the file was edited by hand) goes back to the
 * last stable the log recorded.
 */
export async function previousStable(
  db: Queryable,
  environment: string,
  remote: string,
  current: StableFields,
): Promise<StableFields | undefined> {
  const { rows } = await db.query<AuditRow>(
    `SELECT action, before, after FROM release_audit
      WHERE environment = $1 AND remote = $2 ORDER BY id DESC LIMIT $3`,
    [environment, remote, HISTORY],
  );
  const changes = rows
    .map((row) => ({
      action: row.action,
      before: stableFieldsOf(json(row.before)),
      after: stableFieldsOf(json(row.after)),
    }))
    .filter((change) => !sameStable(change.before, change.after));
  const newest = changes[0];
  if (!newest) return undefined;
  if (!sameStable(newest.after, current)) return newest.after;
  let pending = 1;
  for (const change of changes) {
    if (change.action === 'rollback-previous') pending += 1;
    else if (--pending === 0) return change.before;
  }
  return undefined;
}
