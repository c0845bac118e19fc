import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './types';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Reads `NNN_name.sql` files in version order. Numbers 001-099 are the platform's (accounts,
 * wallets, news), 100-199 the market data's; later modules take the next hundreds.
 */
export function readMigrations(dir: string): Migration[] {
  const migrations = readdirSync(dir)
    .map((file) => /^(\d{3})_([\w-]+)\.sql$/.exec(file))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ version: Number(m[1]), name: m[2] ?? '', sql: readFileSync(join(dir, m[0]), 'utf8') }))
    .sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i]?.version === migrations[i - 1]?.version) {
      throw new Error(`two migrations with version ${migrations[i]?.version}`);
    }
  }
  return migrations;
}

/**
 * Serializes migrations of one schema across processes (several engines, or an engine and an API
 * node, starting together on a new database): taken at the start of each migration's transaction,
 * released by its commit or rollback.
 */
const MIGRATION_LOCK = `SELECT pg_advisory_xact_lock(hashtext('exchange-migrate:' || current_schema()))`;

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction
 * (a failing one leaves no trace). Running it again does nothing, and so does a migration another
 * process applied while this one waited for the lock. Returns the versions applied.
 */
export async function migrate(db: Database, migrations: Migration[]): Promise<number[]> {
  await db.transaction(async (tx) => {
    await tx.query(MIGRATION_LOCK);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const done = new Set(
    (await db.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
  );
  const applied: number[] = [];
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    const ran = await db.transaction(async (tx) => {
      await tx.query(MIGRATION_LOCK);
      const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}

/**
 * Splits a script at semicolons that end a line, outside dollar-quoted bodies, so each statement
 * runs through the same transaction handle on PGlite and pg alike.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if (!inDollar && /^\s*--/.test(line)) continue;
    current += line + '\n';
    const dollars = line.match(/\$\$/g)?.length ?? 0;
    if (dollars % 2 === 1) inDollar = !inDollar;
    if (!inDollar && /;\s*$/.test(line)) {
      statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
