import type { FieldReportKind, ReleaseStats } from '@exchange/protocol';
import type { Queryable } from '../../db';

/** The operator page's window: the last hour of the server clock. */
export const STATS_WINDOW_MS = 3_600_000;
/** Errors listed per release. */
export const RECENT_ERRORS = 10;

interface Totals {
  remote: string;
  release: string;
  total: string;
  loads: string;
  failures: string;
  p50: number | null;
  p95: number | null;
}

interface RecentError {
  remote: string;
  release: string;
  at: string;
  kind: FieldReportKind;
  message: string | null;
}

const round = (ms: number | null) => (ms === null ? null : Math.round(Number(ms) * 10) / 10);

/**
 * Each release's last hour in `environment` (reports with `at` in (now - 1 h, now]), by remote:
 * loads, load-time p50/p95 of the `load` reports (Postgres percentile_cont: linear interpolation, to
 * 0.1 ms), failures (every other kind), error rate = failures / all reports, and the latest errors.
 */
export async function releaseStats(
  db: Queryable,
  environment: string,
  now: number,
): Promise<Map<string, ReleaseStats[]>> {
  const since = now - STATS_WINDOW_MS;
  const totals = await db.query<Totals>(
    `SELECT remote, release, count(*)::text AS total,
            count(*) FILTER (WHERE kind = 'load')::text AS loads,
            count(*) FILTER (WHERE kind <> 'load')::text AS failures,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) FILTER (WHERE kind = 'load' AND ms IS NOT NULL) AS p50,
            percentile_cont(0.95) WITHIN GROUP (ORDER BY ms) FILTER (WHERE kind = 'load' AND ms IS NOT NULL) AS p95
       FROM field_reports
      WHERE environment = $1 AND at > $2::bigint AND at <= $3::bigint
      GROUP BY remote, release
      ORDER BY remote, release`,
    [environment, since, now],
  );
  const recent = await db.query<RecentError>(
    `SELECT remote, release, at::text AS at, kind, message FROM (
       SELECT remote, release, at, kind, message,
              row_number() OVER (PARTITION BY remote, release ORDER BY at DESC, id DESC) AS n
         FROM field_reports
        WHERE environment = $1 AND at > $2::bigint AND at <= $3::bigint AND kind <> 'load'
     ) latest
     WHERE n <= $4
     ORDER BY remote, release, n`,
    [environment, since, now, RECENT_ERRORS],
  );
  const errorsOf = new Map<string, ReleaseStats['recent_errors']>();
  for (const row of recent.rows) {
    const key = `${row.remote}\n${row.release}`;
    const list = errorsOf.get(key) ?? [];
    list.push({
      at: new Date(Number(row.at)).toISOString(),
      kind: row.kind,
      ...(row.message === null ? {} : { message: row.message }),
    });
    errorsOf.set(key, list);
  }
  const byRemote = new Map<string, ReleaseStats[]>();
  for (const row of totals.rows) {
    const total = Number(row.total);
    const failures = Number(row.failures);
    const list = byRemote.get(row.remote) ?? [];
    list.push({
      release: row.release,
      loads: Number(row.loads),
      load_p50_ms: round(row.p50),
      load_p95_ms: round(row.p95),
      failures,
      error_rate: total === 0 ? 0 : failures / total,
      recent_errors: errorsOf.get(`${row.remote}\n${row.release}`) ?? [],
    });
    byRemote.set(row.remote, list);
  }
  return byRemote;
}
