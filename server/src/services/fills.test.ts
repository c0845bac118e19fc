import { openDatabase, type Database, type Queryable } from '../db';
import { testStorage, type TestStorage } from '../testing/test-db';
import { createFillStream } from './fills';

interface Kinds {
  spot: { ref: number };
  lever: { ref: number };
}

let storage: TestStorage;
let db: Database;

beforeAll(async () => {
  storage = testStorage();
  db = await openDatabase(storage);
  await db.exec(`CREATE TABLE fill_marks (subscriber text NOT NULL, ref int NOT NULL)`);
});

afterAll(async () => {
  await db?.close();
  await storage?.cleanup();
});

beforeEach(() => db.exec(`DELETE FROM fill_marks`));

const marks = async () =>
  (await db.query<{ subscriber: string; ref: number }>(`SELECT subscriber, ref FROM fill_marks`)).rows;

/** A subscriber that writes a row in the publisher's transaction. */
const marker =
  (subscriber: string) =>
  async (tx: Queryable, batch: { ref: number }): Promise<void> =>
    void (await tx.query(`INSERT INTO fill_marks (subscriber, ref) VALUES ($1, $2)`, [
      subscriber,
      batch.ref,
    ]));

const publish = (stream: ReturnType<typeof createFillStream<Kinds>>, kind: keyof Kinds, ref: number) =>
  db.transaction((tx) => stream.publish(kind, tx, { ref }));

it('delivers a kind to every subscriber of that kind, in order, and to no other kind', async () => {
  const stream = createFillStream<Kinds>();
  stream.subscribe('spot', marker('spot settlement'));
  stream.subscribe('spot', marker('spot statistics'));
  stream.subscribe('lever', marker('lever settlement'));

  await publish(stream, 'spot', 1);
  await publish(stream, 'lever', 2);

  expect(await marks()).toEqual([
    { subscriber: 'spot settlement', ref: 1 },
    { subscriber: 'spot statistics', ref: 1 },
    { subscriber: 'lever settlement', ref: 2 },
  ]);
  expect(stream.subscriberCount('spot')).toBe(2);
});

it('stops delivering to a subscriber that unsubscribed, and only to that one', async () => {
  const stream = createFillStream<Kinds>();
  const settle = marker('settlement');
  const first = stream.subscribe('spot', settle);
  stream.subscribe('spot', settle);
  first();

  await publish(stream, 'spot', 3);

  expect(await marks()).toEqual([{ subscriber: 'settlement', ref: 3 }]);
});

it('publishes inside the transaction: a failing subscriber rolls back every write of the batch', async () => {
  const stream = createFillStream<Kinds>();
  stream.subscribe('spot', marker('settlement'));
  stream.subscribe('spot', async () => {
    throw new Error('broken invariant');
  });

  await expect(publish(stream, 'spot', 4)).rejects.toThrow('broken invariant');

  expect(await marks()).toEqual([]);
});

it('publishes to nobody without subscribers', async () => {
  const stream = createFillStream<Kinds>();
  await publish(stream, 'lever', 5);
  expect(await marks()).toEqual([]);
});
