import type { FieldReportsBody } from '@exchange/protocol';
import type { Queryable } from '../../db';
import { scrubMessage } from './scrub';

/** How long reports are kept: the operator page shows the last hour; a day leaves room to look back. */
export const REPORT_RETENTION_MS = 24 * 3_600_000;

/**
 * Stores a request's reports in one statement, stamped with the server clock `at`. Only what the
 * report says is kept (environment, remote, release, kind, load time, scrubbed message, bucket).
 */
export async function storeReports(db: Queryable, at: number, body: FieldReportsBody): Promise<number> {
  const { reports } = body;
  await db.query(
    `INSERT INTO field_reports (at, environment, remote, release, kind, ms, message, bucket)
     SELECT $1::bigint, $2::text, r.remote, r.release, r.kind, r.ms, r.message, r.bucket
       FROM unnest($3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::smallint[])
         AS r(remote, release, kind, ms, message, bucket)`,
    [
      at,
      body.environment,
      reports.map((r) => r.remote),
      reports.map((r) => r.release),
      reports.map((r) => r.kind),
      reports.map((r) => r.ms ?? null),
      reports.map((r) => (r.message === undefined ? null : scrubMessage(r.message) || null)),
      reports.map((r) => r.bucket),
    ],
  );
  return reports.length;
}

/** Deletes reports older than the retention (a background job of the engine owner). */
export async function pruneReports(db: Queryable, now: number): Promise<void> {
  await db.query(`DELETE FROM field_reports WHERE at < $1::bigint`, [now - REPORT_RETENTION_MS]);
}
