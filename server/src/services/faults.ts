import type { FastifyBaseLogger } from 'fastify';

/** Faults of background work (jobs, market makers, timers), counted for ops (`GET /operator/status`). */
export interface Faults {
  /** Logs `error` as a fault of `source` (e.g. `job`, `market maker BTC/USDT`) and counts it. */
  report(source: string, error: unknown): void;
  /** Faults since start: in total and per source. */
  counts(): { total: number; bySource: Record<string, number> };
}

export function createFaultCounter(log: Pick<FastifyBaseLogger, 'error'>): Faults {
  const bySource = new Map<string, number>();
  let total = 0;
  return {
    report(source, error) {
      total += 1;
      const count = (bySource.get(source) ?? 0) + 1;
      bySource.set(source, count);
      log.error({ err: error, source, count }, `background fault (${source}): retried on its next turn`);
    },
    counts: () => ({ total, bySource: Object.fromEntries(bySource) }),
  };
}
