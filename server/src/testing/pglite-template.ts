import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, pgliteDir } from '../db';

// A new PGlite database takes ~5 s to create and migrate on a busy 2-core machine, and the server's
// suites open about seventy. Jest's global set-up migrates one database per run; each test file's
// storage starts as a copy of it (~0.3 s). The template is rebuilt from the migrations every run,
// so a copy is exactly what migrating a fresh database gives. Postgres runs (TEST_DATABASE_URL)
// make a fresh schema per file instead and never use it.

const TEMPLATE_ENV = 'EXCHANGE_TEST_PGLITE_TEMPLATE';

/** Jest globalSetup: a migrated PGlite folder, announced to the workers through the environment. */
export async function createPgliteTemplate(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'exchange-pglite-template-'));
  const db = await openDatabase({ dataDir });
  await db.close();
  process.env[TEMPLATE_ENV] = dataDir;
}

/** Jest globalTeardown. */
export function removePgliteTemplate(): void {
  const dataDir = process.env[TEMPLATE_ENV];
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

/** Seeds `dataDir` with the migrated template when this run made one; nothing when it made none. */
export function seedFromPgliteTemplate(dataDir: string): void {
  const template = process.env[TEMPLATE_ENV];
  if (!template) return;
  cpSync(pgliteDir(template), pgliteDir(dataDir), { recursive: true });
}
