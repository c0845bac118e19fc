/** What every storage call needs: Postgres SQL with $1-style parameters. */
export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; rowCount: number }>;
}

/**
 * One interface over PGlite (embedded) and node-postgres (DATABASE_URL). Only Postgres SQL is used,
 * so both behave the same. Money columns are `numeric`: select them `::text` to get decimal strings.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
