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
 */
import { performance } from 'node:perf_hooks';
import { createClock } from '../src/services/clock';
import type { Due } from '../src/modules/micro/expiry-heap';
import { ExpiryScheduler } from '../src/modules/micro/scheduler';
import { settleStake } from '../src/modules/micro/outcome';

const ORDERS = Number(process.env.MICRO_BENCH_ORDERS ?? 100_000);
const SPREAD_MS = Number(process.env.MICRO_BENCH_SECONDS ?? 60) * 1000;
const LEAD_MS = 1000;

const print = (metric: string, value: number, unit: string) =>
  console.log(JSON.stringify({ bench: 'micro', metric, value, unit }));
const gc = (globalThis as { gc?: () => void }).gc;
const heapUsed = () => {
  gc?.();
  return process.memoryUsage().heapUsed;
};
const preciseNow = () => performance.timeOrigin + performance.now();

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function main(): Promise<void> {
  const clock = createClock();
  const random = mulberry32(11);
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
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const round = (n: number) => Math.round(n * 100) / 100;
  print('settle_lateness_p50', round(at(0.5)), 'ms');
  print('settle_lateness_p99', round(at(0.99)), 'ms');
  print('settle_lateness_max', round(sorted[sorted.length - 1]!), 'ms');
  print('running_orders', ORDERS, 'orders');
  print('memory_held', Math.round(held / 1024 / 102.4) / 10, 'MB');
  print('memory_per_order', Math.round(held / ORDERS), 'bytes');
  console.error(
    `settled ${settledCount} in ${batches} batches (${wins} won); gc ${gc ? 'forced' : 'not exposed'}`,
  );
}

void main();
