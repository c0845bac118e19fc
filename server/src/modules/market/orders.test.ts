import { openDatabase, type Database } from '../../db';
import { testStorage, type TestStorage } from '../../testing/test-db';
import { OrderIds } from './order-ids';
import { findOrders, insertOrders, type NewOrderRow } from './orders';
import { loadPairs, type Pair } from './pairs';

let storage: TestStorage;
let db: Database;
let pairs: Pair[];

beforeAll(async () => {
  storage = testStorage();
  db = await openDatabase(storage);
  await db.query(
    `INSERT INTO users (id, email, password_hash, extension_code) VALUES (1, 'o@x.io', 'h', 'ORD1')`,
  );
  pairs = await loadPairs(db);
});
afterAll(async () => {
  await db.close();
  await storage.cleanup();
});

it('answers a batch of new orders exactly as they are stored, in the order given', async () => {
  const [first, second] = pairs;
  const [a, b, c] = await new OrderIds().take(db, 3);
  const rows: NewOrderRow[] = [
    {
      id: a!,
      userId: 1,
      pair: first!,
      side: 'buy',
      kind: 'limit',
      price: '64000.5',
      amount: '0.25',
      ts: 1_700_000_000_000,
    },
    {
      id: b!,
      userId: 1,
      pair: second!,
      side: 'sell',
      kind: 'market',
      price: '0',
      amount: '3',
      ts: 1_700_000_000_001,
    },
    {
      id: c!,
      userId: 1,
      pair: first!,
      side: 'sell',
      kind: 'limit',
      price: '70000',
      amount: '0.000001',
      ts: 1_700_000_000_002,
    },
  ];

  const inserted = await db.transaction((tx) => insertOrders(tx, rows));
  const stored = await findOrders(
    db,
    inserted.map((o) => o.id),
    (pairId) => pairs.find((p) => p.id === pairId)?.symbol ?? '',
  );

  expect(inserted.map((o) => [o.pairId, o.side, o.kind])).toEqual(
    rows.map((r) => [r.pair.id, r.side, r.kind]),
  );
  expect(inserted.map((o) => o.id)).toEqual([...inserted.map((o) => o.id)].sort((a, b) => a - b));
  for (const order of inserted) expect(order).toEqual(stored.get(order.id));
});

it('takes order ids that rise in the order taken, across blocks, and that no other taker gets', async () => {
  const mine = new OrderIds(4);
  const theirs = new OrderIds(4);
  const first = await mine.take(db, 3);
  const between = await theirs.take(db, 5);
  const second = await mine.take(db, 3);
  const mineInOrder = [...first, ...second];

  expect(mineInOrder).toEqual([...mineInOrder].sort((a, b) => a - b));
  expect(new Set([...mineInOrder, ...between]).size).toBe(11);
  // The fourth of `mine`'s ids came from its first block, the fifth from a block taken after `theirs`.
  expect(second[1]!).toBeGreaterThan(Math.max(...between));
});
