/**
 * `quotation_new` under load (issue 14 item 2): requests/s and p99 with 10 keep-alive connections on
 * loopback against the whole server in this process, market makers trading (so the cached answer is
 * invalidated several times a second, as in production) and a full day of 1-minute bars per pair.
 * Two paths in the same run, on the same markets:
 * - `recompute`: the former handler, every 24 h ticker recomputed from up to 1,440 bars per pair on
 *   each request (registered for the bench only, at /api/bench/quotation_recompute);
 * - `cached`: the served path, the serialised answer from memory (200 with the body; with the bots
 *   trading, an If-None-Match rarely matches, so 304s are not measured).
 */
import { marketApi } from '@exchange/protocol';
import { buildServer } from '../../src/app';
import type { ServerModule } from '../../src/context';
import { registerEndpoint } from '../../src/http/endpoint';
import { modules } from '../../src/modules';
import { quotationGroups } from '../../src/modules/market/views';
import { testStorage } from '../../src/testing/test-db';
import { benchConfig, emit, percentile, round } from '../support';
import { runLoad, type LoadResult } from './load';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.API_BENCH_SECONDS ?? 6);
const WARMUP_MS = 1000;
const RECOMPUTE_PATH = '/api/bench/quotation_recompute';

/** The former quotation_new handler, byte for byte: recomputed tickers, nothing cached. */
const recomputeModule: ServerModule = {
  name: 'bench-quotation-recompute',
  register(app, ctx) {
    registerEndpoint(app, ctx, { ...marketApi.quotationNew, path: RECOMPUTE_PATH }, async () =>
      quotationGroups(
        ctx.markets.pairs.all,
        (id) => ctx.markets.market(id),
        ctx.clock.now(),
        (market, now) => market.recomputedTicker(now),
      ),
    );
  },
};

export async function benchQuotation(): Promise<void> {
  const storage = testStorage();
  const server = await buildServer(
    benchConfig(storage),
    {
      quiet: true,
      modules: [...modules, recomputeModule],
      market: {
        bots: { seed: 424242, tickMs: [250, 500] },
        history: { days: 5, hourDays: 1, minuteHours: 24, seed: 20260101 },
      },
    },
  );
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // The generated history is written in the background: measure after it, not beside it.
    await server.ctx.markets.flush();
    const live = server.ctx.markets.liveMarkets.length;
    console.error(`api bench: ${live} live pairs, ${CONNECTIONS} connections, ${SECONDS} s per path`);

    const path = `${marketApi.quotationNew.path}?_timespan=1`;
    const measure = async (name: string, target: string) => {
      await runLoad({ port, path: target, connections: CONNECTIONS, durationMs: WARMUP_MS });
      const result = await runLoad({
        port,
        path: target,
        connections: CONNECTIONS,
        durationMs: SECONDS * 1000,
      });
      report(name, result);
      return result;
    };

    const old = await measure('recompute', RECOMPUTE_PATH);
    const cached = await measure('cached', path);
    emit('api', 'quotation_new_cached_vs_recompute_rps', round(rps(cached) / rps(old), 1), 'x');
  } finally {
    await server.close();
    await storage.cleanup();
  }
}

const rps = (r: LoadResult) => r.requests / r.seconds;

function report(name: string, r: LoadResult): void {
  emit('api', `quotation_new_${name}_rps`, Math.round(rps(r)), 'req/s');
  emit('api', `quotation_new_${name}_p50_ms`, round(percentile(r.latencies, 0.5), 2), 'ms');
  emit('api', `quotation_new_${name}_p99_ms`, round(percentile(r.latencies, 0.99), 2), 'ms');
  console.error(`  ${name}: ${r.requests} requests, statuses ${JSON.stringify([...r.statuses])}`);
}
