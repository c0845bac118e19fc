/**
 * Seconds-trading settlement timing: `pnpm bench:micro` (root) prints JSON lines
 * {"bench":"micro","metric":...,"value":...,"unit":...}. Details go to stderr.
 *
 * 100,000 running orders (MICRO_BENCH_ORDERS) expire at random instants spread over 60 s
 * (MICRO_BENCH_SECONDS) of the wall clock. The module's ExpiryScheduler (min-heap + one timer,
 * on a server clock reading the wall clock) hands due orders to a settle step that does the
 * module's per-order work in memory (outcome arithmetic on decimal strings, the closed view) with
 * an I/O hop per batch where the transaction would be. Lateness = when an order reaches the
 * settle step minus its expiry, measured on the real clock. Memory held = heap growth for the
 * running orders the scheduler keeps (after GC when run with --expose-gc).
 *
 * Then the storage side: MICRO_BENCH_DB_ORDERS (5,000) running orders of 100 users in an embedded
 * PGlite are settled by the module's real settle step (`microSettler`: lock, price, ledger
 * entries, close, balance and micro_closed pushes) in the scheduler's batches of 500.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db';
import type { Realtime } from '../src/realtime/realtime';
import { ledger } from '../src/services/ledger';
import { PriceHistory } from '../src/modules/micro/price-history';
import { microSettler } from '../src/modules/micro/settlement';
import { createClock } from '../src/services/clock';
import type { Due } from '../src/modules/micro/expiry-heap';
import { ExpiryScheduler } from '../src/modules/micro/scheduler';
import { settleStake } from '../src/modules/micro/outcome';
import { emit, percentile, seededRandom } from './support';

const ORDERS = Number(process.env.MICRO_BENCH_ORDERS ?? 100_000);
const SPREAD_MS = Number(process.env.MICRO_BENCH_SECONDS ?? 60) * 1000;
const LEAD_MS = 1000;
const DB_ORDERS = Number(process.env.MICRO_BENCH_DB_ORDERS ?? 5000);
const DB_USERS = 100;
const BATCH = 500;

const print = (metric: string, value: number, unit: string) => emit('micro', metric, value, unit);
const gc = (globalThis as { gc?: () => void }).gc;
const heapUsed = () => {
  gc?.();
  return process.memoryUsage().heapUsed;
};
const preciseNow = () => performance.timeOrigin + performance.now();

async function main(): Promise<void> {
  const clock = createClock();
  const random = seededRandom(11);
  const lateness = new Float64Array(ORDERS);
  let settledCount = 0;
  let batches = 0;
  let wins = 0;
  let done: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (done = resolve));

  const scheduler = new ExpiryScheduler<Due>({
    now: clock.now,
    onError: (error) => console.error(error),
    settle: async (due) => {
      const reached = preciseNow();
      batches += 1;
      for (const order of due) {
        lateness[settledCount] = reached - order.dueAt;
        settledCount += 1;
        const outcome = settleStake({
          type: order.id % 2 === 0 ? 1 : 2,
          number: '100',
          fee: '1',
          profitRatio: '80',
          openPrice: '65000.12',
          endPrice: order.id % 3 === 0 ? '65000.12' : '65010.5',
        });
        if (outcome.result === 1) wins += 1;
      }
      // Where the module awaits its transaction.
      await new Promise((resolve) => setImmediate(resolve));
      if (settledCount === ORDERS) done();
    },
  });

  const before = heapUsed();
  const start = clock.now() + LEAD_MS;
  for (let id = 1; id <= ORDERS; id += 1) {
    scheduler.add({ id, dueAt: start + Math.floor(random() * SPREAD_MS) });
  }
  const held = heapUsed() - before;
  console.error(`micro bench: ${ORDERS} orders due over ${SPREAD_MS / 1000} s; waiting for them...`);
  // The scheduler's timers are unref'd (they never hold a server open): keep this process alive.
  const keepAlive = setInterval(() => undefined, 1000);
  await finished;
  clearInterval(keepAlive);
  scheduler.stop();

  const sorted = Float64Array.from(lateness).sort();
  const at = (q: number) => percentile(sorted, q);
  const round = (n: number) => Math.round(n * 100) / 100;
  print('settle_lateness_p50', round(at(0.5)), 'ms');
  print('settle_lateness_p99', round(at(0.99)), 'ms');
  print('settle_lateness_max', round(at(1)), 'ms');
  print('running_orders', ORDERS, 'orders');
  print('memory_held', Math.round(held / 1024 / 102.4) / 10, 'MB');
  print('memory_per_order', Math.round(held / ORDERS), 'bytes');
  console.error(
    `settled ${settledCount} in ${batches} batches (${wins} won); gc ${gc ? 'forced' : 'not exposed'}`,
  );
}

/** Settles DB_ORDERS stored orders through the module's settle step; returns orders per second. */
async function storageThroughput(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'micro-bench-'));
  const db = await openDatabase({ dataDir });
  try {
    const T = 1_767_600_000_000;
    await db.query(
      `INSERT INTO users (email, password_hash, extension_code)
       SELECT 'bench' || i || '@micro.local', 'x', 'B' || i FROM generate_series(1, $1) AS i`,
      [DB_USERS],
    );
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(`SELECT id FROM users WHERE email LIKE 'bench%'`);
      const each = String((DB_ORDERS / DB_USERS) * 10);
      await ledger.apply(tx, [
        { house: 'issuance', currencyId: 1, amount: `-${String(DB_ORDERS * 10)}`, reason: 'bench' },
        ...rows.map((r) => ({
          userId: r.id,
          currencyId: 1,
          field: 'lock_micro_balance' as const,
          amount: each,
          reason: 'bench',
        })),
      ]);
      await tx.query(
        `INSERT INTO micro_orders (user_id, pair_id, currency_id, type, seconds, number, fee, profit_ratio,
           open_price, created_at, end_at)
         SELECT (SELECT min(id) FROM users WHERE email LIKE 'bench%') + (i % $2), 1, 1, 1 + (i % 2), 30, 10, 0.1,
                80, 65000, $3::bigint, $3::bigint + 30000
           FROM generate_series(0, $1 - 1) AS i`,
        [DB_ORDERS, DB_USERS, T],
      );
    });
    const history = new PriceHistory();
    history.record(1, T, '65010');
    const silent: Realtime = {
      toAll: () => undefined,
      toRoom: () => undefined,
      toUser: () => undefined,
      onSubscribe: () => () => undefined,
      roomSize: () => 0,
    } as unknown as Realtime;
    const settle = microSettler({
      db,
      ledger,
      realtime: silent,
      history,
      symbolOf: () => 'BTC/USDT',
      sample: () => undefined,
      warn: () => undefined,
    });
    const { rows } = await db.query<{ id: number }>(`SELECT id FROM micro_orders ORDER BY id`);
    const started = performance.now();
    for (let i = 0; i < rows.length; i += BATCH) {
      await settle(
        rows.slice(i, i + BATCH).map((r) => ({ id: r.id, dueAt: T + 30000 })),
        T + 30000,
      );
    }
    const seconds = (performance.now() - started) / 1000;
    const totals = await ledger.totals(db);
    if ([...totals.values()].some((t) => !/^-?0(\.0*)?$/.test(t))) throw new Error('ledger not conserved');
    return Math.round(rows.length / seconds);
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main()
  .then(async () => {
    if (DB_ORDERS > 0) print('settle_storage_throughput', await storageThroughput(), 'orders/s');
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
