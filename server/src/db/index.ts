import { join } from 'node:path';
import { readMigrations, migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Database } from './types';
import { migrationsDir } from '../paths';

export type { Database, Queryable } from './types';

export interface OpenDatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  databaseSchema?: string;
}

/** Where the embedded database of a server's `dataDir` lives. */
export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'db');
}

/** Opens PGlite in `<dataDir>/db`, or Postgres when a URL is given, and applies pending migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.databaseSchema)
    : await openPglite(pgliteDir(options.dataDir));
  try {
    await migrate(db, readMigrations(migrationsDir()));
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
