import { openDatabase, type Database } from '../db';
import { testStorage, type TestStorage } from '../testing/test-db';
import { createRateLimiter } from './rate-limit';

// The windows live in the database (one table every node shares), so the limiter is tested on it.
let storage: TestStorage;
let db: Database;

beforeAll(async () => {
  storage = testStorage();
  db = await openDatabase(storage);
});

afterAll(async () => {
  await db.close();
  await storage.cleanup();
});

describe('rate limiter', () => {
  it('refuses past the limit with the seconds to wait, and opens again after the window', async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter(db, true, () => now);
    await limiter.take('login:addr:1.2.3.4', 2, 60_000);
    await limiter.take('login:addr:1.2.3.4', 2, 60_000);
    now += 15_000;
    await expect(limiter.take('login:addr:1.2.3.4', 2, 60_000)).rejects.toMatchObject({
      key: 'rate.limited',
      params: { seconds: 45 },
    });
    await limiter.take('login:addr:5.6.7.8', 2, 60_000);
    now += 45_000;
    await expect(limiter.take('login:addr:1.2.3.4', 2, 60_000)).resolves.toBeUndefined();
  });

  it('forgets a key on reset and does nothing when disabled', async () => {
    const limiter = createRateLimiter(db, true);
    await limiter.take('k', 1, 60_000);
    await expect(limiter.take('k', 1, 60_000)).rejects.toMatchObject({ key: 'rate.limited' });
    await limiter.reset('k');
    await expect(limiter.take('k', 1, 60_000)).resolves.toBeUndefined();
    const off = createRateLimiter(db, false);
    for (let i = 0; i < 5; i++) await off.take('off', 1, 60_000);
    expect(await off.count('off', 60_000)).toBe(0);
  });

  it('counts events without refusing, per window', async () => {
    let now = 0;
    const limiter = createRateLimiter(db, true, () => now);
    expect(await limiter.count('f', 60_000)).toBe(0);
    expect(await limiter.hit('f', 60_000)).toBe(1);
    expect(await limiter.hit('f', 60_000)).toBe(2);
    expect(await limiter.count('f', 60_000)).toBe(2);
    now += 60_000;
    expect(await limiter.count('f', 60_000)).toBe(0);
    expect(await limiter.hit('f', 60_000)).toBe(1);
  });

  it('counts concurrent attempts once each: exactly `limit` of a burst pass', async () => {
    const limiter = createRateLimiter(db, true);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => limiter.take('burst', 5, 60_000)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
  });

  it('shares the windows of every limiter on the database (another node) and prunes ended ones', async () => {
    let now = 5_000_000;
    const nodeA = createRateLimiter(db, true, () => now);
    const nodeB = createRateLimiter(db, true, () => now);
    await nodeA.take('shared', 1, 60_000);
    await expect(nodeB.take('shared', 1, 60_000)).rejects.toMatchObject({ key: 'rate.limited' });
    now += 60_000;
    await nodeA.prune();
    const { rows } = await db.query(`SELECT 1 FROM rate_limits WHERE key = 'shared'`);
    expect(rows).toEqual([]);
  });
});
