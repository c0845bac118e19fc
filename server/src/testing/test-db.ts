import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { dropSchema } from '../db/postgres';
import { seedFromPgliteTemplate } from './pglite-template';

/**
 * Where a test file keeps its data: a fresh temp DATA_DIR always, and, when TEST_DATABASE_URL is
 * set (CI starts a Postgres), a fresh schema in that database; otherwise the embedded PGlite, copied
 * from the run's migrated template when jest's global set-up made one (`pglite-template.ts`).
 */
export interface TestStorage {
  dataDir: string;
  databaseUrl?: string;
  databaseSchema?: string;
  cleanup(): Promise<void>;
}

export function testStorage(): TestStorage {
  const dataDir = mkdtempSync(join(tmpdir(), 'exchange-server-'));
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  const databaseSchema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  if (!databaseUrl) seedFromPgliteTemplate(dataDir);
  return {
    dataDir,
    databaseUrl,
    databaseSchema,
    async cleanup() {
      if (databaseUrl && databaseSchema) await dropSchema(databaseUrl, databaseSchema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
