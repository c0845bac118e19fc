import { openDatabase, type Database } from './index';
import { brokenReferences } from './implied-references';
import { testStorage, type TestStorage } from '../testing/test-db';

let storage: TestStorage;
let db: Database;

beforeAll(async () => {
  storage = testStorage();
  db = await openDatabase(storage);
  await db.query(
    `INSERT INTO users (id, email, password_hash, extension_code) VALUES (1, 'a@x.io', 'h', 'AAAA'), (2, 'b@x.io', 'h', 'BBBB')`,
  );
  await db.query(
    `INSERT INTO orders (id, user_id, pair_id, side, kind, price, amount, created_at, updated_at)
     SELECT 10, 1, id, 1, 'limit', 1, 1, 0, 0 FROM pairs ORDER BY id LIMIT 1`,
  );
});
afterAll(async () => {
  await db.close();
  await storage.cleanup();
});

it('finds nothing broken while the rows agree, and names each reference a row breaks', async () => {
  await db.query(`INSERT INTO spot_locks (order_id, user_id, currency_id, remaining) VALUES (10, 1, 1, 1)`);
  expect(await brokenReferences(db)).toEqual({});

  // The broken rows are written in a transaction rolled back at the end, so nothing stays.
  const rollBack = new Error('roll back');
  let broken: Record<string, number> = {};
  const write = db.transaction(async (tx) => {
    await tx.query(`INSERT INTO spot_locks (order_id, user_id, currency_id, remaining) VALUES (11, 1, 1, 1)`);
    await tx.query(
      `INSERT INTO spot_idempotency (user_id, key, order_id, created_at) VALUES (2, 'k', 10, 0)`,
    );
    await tx.query(
      `INSERT INTO orders (id, user_id, pair_id, side, kind, price, amount, created_at, updated_at)
       SELECT 12, 99, pair_id, 1, 'limit', 1, 1, 0, 0 FROM orders WHERE id = 10`,
    );
    broken = await brokenReferences(tx);
    throw rollBack;
  });
  await expect(write).rejects.toBe(rollBack);
  expect(broken).toEqual({
    'spot_locks.order_id -> orders (same user)': 1,
    'spot_idempotency.order_id -> orders (same user)': 1,
    'orders.user_id -> users': 1,
  });
  expect(await brokenReferences(db)).toEqual({});
});
