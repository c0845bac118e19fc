/**
 * `coin/trade` under load (issue 14 item 1): orders/s and latency with 50 keep-alive connections on
 * loopback against the whole server in this process. Funded users place limit orders far from the
 * market (half buys far below, half sells far above: they rest, nothing fills), each with an
 * Idempotency-Key as the trading panel sends it; one request in ten cancels the connection's oldest
 * resting order. Market makers are off, so the figures are the intake's alone.
 * Two paths in the same run, on the same server and storage, taking turns for API_BENCH_ROUNDS rounds
 * (5; each figure printed is the median of its rounds):
 * - `single`: today's path, one transaction to insert and lock each order plus one to record it;
 * - `group`: group commit, the orders and cancels that arrive together written in one transaction
 *   (the mean batch is printed too).
 * PGlite always; Postgres too when BENCH_DATABASE_URL is set (a fresh schema, dropped after).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildServer, type BuiltServer } from '../../src/app';
import { dropSchema } from '../../src/db/postgres';
import type { IntakeMode } from '../../src/modules/market/service';
import { benchConfig, emit, percentile, round } from '../support';
import type { LoadResult } from './load';
import type { ClientJob, ClientResult } from './coin-trade-client';

const CONNECTIONS = 50;
const USERS = 200;
const SECONDS = Number(process.env.API_BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.API_BENCH_ROUNDS ?? 5);
const WARMUP_MS = 1000;
const CANCEL_EVERY = 10;
const BTC_USDT = { legal_id: 1, currency_id: 2 };

export async function benchCoinTrade(): Promise<void> {
  await benchOn('pglite', undefined);
  const url = process.env.BENCH_DATABASE_URL;
  if (url) await benchOn('postgres', url);
  else console.error('api bench: BENCH_DATABASE_URL not set, coin_trade on Postgres skipped');
}

async function benchOn(storage: 'pglite' | 'postgres', databaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-coin-trade-'));
  const databaseSchema = databaseUrl ? `bench_${randomBytes(6).toString('hex')}` : undefined;
  const server = await buildServer(benchConfig({ dataDir, databaseUrl, databaseSchema }), {
    quiet: true,
    market: { bots: false, history: { days: 2, hourDays: 1, minuteHours: 2, seed: 7 } },
  });
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await server.ctx.markets.flush();
    const tokens = await fundedUsers(server);
    const prices = farPrices(server);
    console.error(
      `api bench coin_trade on ${storage}: ${USERS} users, ${CONNECTIONS} connections, ${SECONDS} s per path`,
    );
    // The machine is shared and noisy: the paths take turns for ROUNDS rounds and each figure is
    // the median of its rounds, so a burst of someone else's work does not decide the ratio.
    const results = new Map<IntakeMode, Counted[]>();
    const modes = (process.env.API_BENCH_MODES ?? 'single,group').split(',') as IntakeMode[];
    for (let round = 0; round < ROUNDS; round++) {
      for (const mode of modes) {
        server.ctx.markets.intake = mode;
        await load(port, tokens, prices, WARMUP_MS);
        const before = server.ctx.markets.intakeWritten;
        const result = await load(port, tokens, prices, SECONDS * 1000);
        const after = server.ctx.markets.intakeWritten;
        const batches = after.batches - before.batches;
        result.batchMean = batches > 0 ? (after.items - before.items) / batches : undefined;
        results.set(mode, [...(results.get(mode) ?? []), result]);
        console.error(
          `  ${storage} ${mode} round ${round + 1}: ${Math.round(ops(result))} req/s, ` +
            `p99 ${round2(percentile(result.latencies, 0.99))} ms`,
        );
      }
    }
    for (const [mode, rounds] of results) report(storage, mode, rounds);
    const single = results.get('single');
    const group = results.get('group');
    if (single && group)
      emit(
        'api',
        `coin_trade_${storage}_group_vs_single`,
        round(medianOf(group, ops) / medianOf(single, ops), 1),
        'x',
      );
  } finally {
    await server.close();
    if (databaseUrl && databaseSchema) await dropSchema(databaseUrl, databaseSchema);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Counted extends LoadResult {
  failures: Map<string, number>;
  /** Orders and cancels per group-commit batch (group path only). */
  batchMean?: number;
}

/**
 * Runs the load from a worker thread (coin-trade-client.ts): the embedded database runs on the main
 * thread and holds it while it works, so a client sharing that thread would measure its own waits.
 */
function load(
  port: number,
  tokens: string[],
  prices: { buy: string; sell: string; amount: string },
  durationMs: number,
): Promise<Counted> {
  const job: ClientJob = {
    port,
    tokens,
    prices,
    durationMs,
    connections: CONNECTIONS,
    cancelEvery: CANCEL_EVERY,
  };
  const worker = new Worker(new URL('./coin-trade-client.mjs', import.meta.url), { workerData: job });
  return new Promise((resolve, reject) => {
    worker.once('message', (r: ClientResult) =>
      resolve({
        requests: r.requests,
        seconds: r.seconds,
        latencies: Float64Array.from(r.latencies),
        statuses: new Map(r.statuses),
        failures: new Map(r.failures),
      }),
    );
    worker.once('error', reject);
  });
}

async function fundedUsers(server: BuiltServer): Promise<string[]> {
  const { db, ctx } = server;
  const tokens: string[] = [];
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, trade_password_hash, extension_code)
     SELECT 'bench' || g || '@x.io', 'h', 'h', 'B' || g FROM generate_series(1, $1::int) g RETURNING id`,
    [USERS],
  );
  await db.transaction((tx) =>
    ctx.ledger.apply(
      tx,
      rows.flatMap(({ id }) =>
        [1, 2].flatMap((currencyId) => [
          { house: 'issuance', currencyId, amount: '-1000000000', reason: 'bench' },
          { userId: id, currencyId, field: 'change_balance' as const, amount: '1000000000', reason: 'bench' },
        ]),
      ),
    ),
  );
  for (const { id } of rows) tokens.push(await ctx.sessions.create(id));
  return tokens;
}

function farPrices(server: BuiltServer): { buy: string; sell: string; amount: string } {
  const pair = server.ctx.markets.pairs.byCurrencies(BTC_USDT.currency_id, BTC_USDT.legal_id)!;
  const live = server.ctx.markets.market(pair.id)!;
  const s = pair.scale;
  const last = live.lastPrice;
  return {
    buy: s.price.fromUnits(Math.max(1, Math.floor(last / 4))),
    sell: s.price.fromUnits(last * 4),
    amount: s.amount.fromUnits(1),
  };
}

const ops = (r: LoadResult) => r.requests / r.seconds;
const round2 = (x: number) => round(x, 2);

/** The median over rounds of one figure of a round. */
function medianOf(rounds: Counted[], figure: (r: Counted) => number): number {
  const values = rounds.map(figure).sort((a, b) => a - b);
  return percentile(values, 0.5);
}

function report(storage: string, mode: IntakeMode, rounds: Counted[]): void {
  const name = `coin_trade_${storage}_${mode}`;
  emit('api', `${name}_rps`, Math.round(medianOf(rounds, ops)), 'req/s');
  emit('api', `${name}_p50_ms`, round2(medianOf(rounds, (r) => percentile(r.latencies, 0.5))), 'ms');
  emit('api', `${name}_p99_ms`, round2(medianOf(rounds, (r) => percentile(r.latencies, 0.99))), 'ms');
  const batchMeans = rounds.flatMap((r) => (r.batchMean === undefined ? [] : [r.batchMean]));
  if (batchMeans.length > 0)
    emit(
      'api',
      `${name}_batch_mean`,
      round(
        percentile(
          batchMeans.sort((a, b) => a - b),
          0.5,
        ),
        1,
      ),
      'items',
    );
  const statuses = new Map<number, number>();
  const failures = new Map<string, number>();
  for (const r of rounds) {
    for (const [status, n] of r.statuses) statuses.set(status, (statuses.get(status) ?? 0) + n);
    for (const [key, n] of r.failures) failures.set(key, (failures.get(key) ?? 0) + n);
  }
  console.error(
    `  ${storage} ${mode}: medians of ${rounds.length} rounds; statuses ${JSON.stringify([...statuses])}, ` +
      `failures ${JSON.stringify([...failures])}`,
  );
}
