import { openDatabase, type Database } from './index';
import { migrate, readMigrations, splitStatements } from './migrate';
import { migrationsDir } from '../paths';
import { applyLedger, ledgerTotals } from '../services/ledger';
import { canonicalDecimal } from '../money';
import { testStorage, type TestStorage } from '../testing/test-db';

let storage: TestStorage;
let db: Database;

beforeAll(async () => {
  storage = testStorage();
  db = await openDatabase(storage);
  await db.query(
    `INSERT INTO users (id, email, password_hash, extension_code) VALUES (1, 'a@x.io', 'h', 'AAAA'), (2, 'b@x.io', 'h', 'BBBB')`,
  );
});
afterAll(async () => {
  await db.close();
  await storage.cleanup();
});

describe('migrations', () => {
  it('seeds at least 12 displayed pairs against USDT in all three categories', async () => {
    const { rows } = await db.query<{ category: number; n: number }>(
      `SELECT category, count(*)::int AS n FROM pairs WHERE legal_id = 1 GROUP BY category ORDER BY category`,
    );
    expect(rows.map((r) => r.category)).toEqual([1, 2, 3]);
    expect(rows.reduce((s, r) => s + r.n, 0)).toBeGreaterThanOrEqual(12);
  });

  it('has applied every migration, in order', async () => {
    const { rows } = await db.query<{ version: number }>(
      `SELECT version FROM schema_migrations ORDER BY version`,
    );
    expect(rows.map((r) => r.version)).toEqual(readMigrations(migrationsDir()).map((m) => m.version));
  });

  it('does nothing when applied again', async () => {
    expect(await migrate(db, readMigrations(migrationsDir()))).toEqual([]);
  });

  it('migrates a new database once when two processes start on it together', async () => {
    const fresh = testStorage();
    try {
      if (fresh.databaseUrl) {
        // Two processes' pools on one new schema, migrating at the same time.
        const [a, b] = await Promise.all([openDatabase(fresh), openDatabase(fresh)]);
        const { rows } = await a.query<{ n: number }>(`SELECT count(*)::int AS n FROM schema_migrations`);
        expect(rows[0]?.n).toBe(readMigrations(migrationsDir()).length);
        await Promise.all([a.close(), b.close()]);
      } else {
        // PGlite serves one process per directory: two migrations at once on one handle.
        const one = await openDatabase(fresh);
        // A version past every real migration (990 is the price alerts').
        const late = { version: 9990, name: 'late', sql: 'CREATE TABLE late_9990 (a int);' };
        const runs = await Promise.all([migrate(one, [late]), migrate(one, [late])]);
        expect(runs.flat()).toEqual([9990]);
        await one.close();
      }
    } finally {
      await fresh.cleanup();
    }
  });

  it('rolls back a failing migration completely', async () => {
    const bad = { version: 999, name: 'bad', sql: 'CREATE TABLE t999 (a int);\nSELECT nope FROM missing;' };
    await expect(migrate(db, [bad])).rejects.toThrow();
    const { rows } = await db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 't999'`);
    expect(rows).toHaveLength(0);
  });

  it('splits scripts at line-ending semicolons only', () => {
    expect(splitStatements("-- c\nSELECT 'a;b';\nSELECT $$x;\n$$;\n")).toEqual([
      "SELECT 'a;b';",
      'SELECT $$x;\n$$;',
    ]);
  });
});

describe('applyLedger', () => {
  it('moves balances and conserves the total of every currency', async () => {
    await db.transaction((tx) =>
      applyLedger(tx, [
        { house: 'issuance', currencyId: 1, amount: '-100.5', reason: 'demo' },
        { userId: 1, currencyId: 1, field: 'change_balance', amount: '100.5', reason: 'demo' },
      ]),
    );
    await db.transaction((tx) =>
      applyLedger(tx, [
        { userId: 1, currencyId: 1, field: 'change_balance', amount: '-0.1', reason: 'fee' },
        { house: 'fees', currencyId: 1, amount: '0.1', reason: 'fee' },
      ]),
    );
    const { rows } = await db.query<{ b: string }>(
      `SELECT change_balance::text AS b FROM wallets WHERE user_id = 1 AND currency_id = 1`,
    );
    expect(canonicalDecimal(rows[0]?.b ?? '')).toBe('100.4');
    const totals = await ledgerTotals(db);
    expect(canonicalDecimal(totals.get(1) ?? '')).toBe('0');
  });

  it('refuses an overdraft and leaves no partial write', async () => {
    const before = await db.query(`SELECT count(*)::int AS n FROM ledger`);
    await expect(
      db.transaction(async (tx) => {
        await applyLedger(tx, [
          { userId: 2, currencyId: 1, field: 'lever_balance', amount: '5', reason: 't' },
          { userId: 1, currencyId: 1, field: 'change_balance', amount: '-5', reason: 't' },
        ]);
        await applyLedger(tx, [
          { userId: 2, currencyId: 1, field: 'change_balance', amount: '-1', reason: 't' },
          { house: 'fees', currencyId: 1, amount: '1', reason: 't' },
        ]);
      }),
    ).rejects.toMatchObject({ key: 'balance.insufficient' });
    const after = await db.query(`SELECT count(*)::int AS n FROM ledger`);
    expect(after.rows).toEqual(before.rows);
    const { rows } = await db.query(`SELECT 1 FROM wallets WHERE user_id = 2`);
    expect(rows).toHaveLength(0);
  });

  it('refuses entries that do not sum to zero', async () => {
    await expect(
      db.transaction((tx) =>
        applyLedger(tx, [{ userId: 1, currencyId: 1, field: 'change_balance', amount: '1', reason: 'gift' }]),
      ),
    ).rejects.toThrow(/sum to zero/);
  });
});
