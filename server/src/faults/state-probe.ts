import type { Database } from '../db';
import { ledgerTotals } from '../services/ledger';

/**
 * What a rejected call must not change: the row count of every table (found in information_schema,
 * so tables other engineers add are covered) and the ledger totals per currency. Plus a write
 * counter per table, kept by a row trigger the probe installs on the test database, which also
 * catches an UPDATE that leaves the counts alone (e.g. a balance moved and not moved back).
 */

/**
 * Tables a rejected call may legitimately write, each with why. Matched by exact name, or by the
 * patterns below for the rate-limit and idempotency tables the scale-out work is moving into Postgres.
 */
export const BOOKKEEPING_TABLES: Record<string, string> = {
  verification_codes: 'a wrong code counts a try (5 wrong tries invalidate the code)',
  schema_migrations: 'written only at start, never by a call',
  fuzz_writes: "the probe's own counter",
  micro_price_history: 'a background job flushes the recorded prices every second, whatever call is running',
};
export const BOOKKEEPING_PATTERNS: { pattern: RegExp; why: string }[] = [
  { pattern: /rate|limit|throttle/, why: 'rate-limit counters count rejected tries by design' },
  { pattern: /idempot/, why: 'idempotency keys record a request, not a state change' },
];

export const isBookkeeping = (table: string): boolean =>
  table in BOOKKEEPING_TABLES || BOOKKEEPING_PATTERNS.some(({ pattern }) => pattern.test(table));

export interface Snapshot {
  counts: Record<string, number>;
  ledger: Record<string, string>;
  writes: Record<string, number>;
}

export interface StateProbe {
  tables: string[];
  snapshot(): Promise<Snapshot>;
  /** The writes counter only (one cheap query). */
  writes(): Promise<Record<string, number>>;
}

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

export async function installStateProbe(db: Database): Promise<StateProbe> {
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const tables = rows.map((r) => r.table_name).filter((name) => !isBookkeeping(name));
  await db.exec(`
    CREATE TABLE IF NOT EXISTS fuzz_writes (table_name text PRIMARY KEY, n bigint NOT NULL);
    CREATE OR REPLACE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO fuzz_writes VALUES (TG_TABLE_NAME, 1)
        ON CONFLICT (table_name) DO UPDATE SET n = fuzz_writes.n + 1;
      RETURN NULL;
    END $$;`);
  for (const table of tables) {
    await db.exec(
      `CREATE TRIGGER fuzz_count_write AFTER INSERT OR UPDATE OR DELETE ON ${quote(table)}
         FOR EACH ROW EXECUTE FUNCTION fuzz_count_write()`,
    );
  }
  const countQuery = tables
    .map((table) => `SELECT '${table}' AS t, count(*)::int AS n FROM ${quote(table)}`)
    .join(' UNION ALL ');
  const writes = async () => {
    const result = await db.query<{ table_name: string; n: string }>(
      `SELECT table_name, n::text FROM fuzz_writes`,
    );
    return Object.fromEntries(result.rows.map((r) => [r.table_name, Number(r.n)]));
  };
  return {
    tables,
    writes,
    async snapshot() {
      const counts = await db.query<{ t: string; n: number }>(countQuery);
      const totals = await ledgerTotals(db);
      return {
        counts: Object.fromEntries(counts.rows.map((r) => [r.t, r.n])),
        ledger: Object.fromEntries([...totals].map(([currency, total]) => [String(currency), total])),
        writes: await writes(),
      };
    },
  };
}

/** What differs between two snapshots (empty: nothing changed). */
export function changes(before: Snapshot, after: Snapshot): string[] {
  return (['counts', 'ledger', 'writes'] as const).flatMap((part) =>
    differences(part, before[part], after[part]),
  );
}

/** The keys whose values differ, as `label.key: before -> after`. */
export function differences(
  label: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter((key) => before[key] !== after[key])
    .map((key) => `${label}.${key}: ${String(before[key])} -> ${String(after[key])}`);
}
