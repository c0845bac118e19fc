/**
 * What every bench shares: seeded random draws, percentiles and the JSON line each result is
 * printed as, `{"bench","metric","value","unit"}` on stdout (details go to stderr).
 */
import type { ServerConfig } from '../src/config';
import { sfc32 } from '../src/modules/ieo/lottery';
import { testConfig } from '../src/testing/test-config';
import type { TestStorage } from '../src/testing/test-db';

/** Uniform draws in [0, 1), the same sequence for the same seed (the IEO draw's sfc32). */
export function seededRandom(seed: number): () => number {
  const next = sfc32([seed, 0x9e3779b9, 0x243f6a88, 0xb7e15162]);
  return () => next() / 2 ** 32;
}

/** The item at quantile q (0..1) of ascending `sorted`: the nearest rank at or below. */
export function percentile<T>(sorted: ArrayLike<T>, q: number): T {
  if (sorted.length === 0) throw new Error('percentile of nothing');
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export function mean(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

/** Prints one result line. */
export function emit(bench: string, metric: string, value: number, unit: string): void {
  process.stdout.write(`${JSON.stringify({ bench, metric, value, unit })}\n`);
}

/** A figure rounded to `digits` decimals for its JSON line (timings and rates, never money). */
export function round(x: number, digits = 1): number {
  return Number(x.toFixed(digits));
}

/** The server config of a bench: the test config without origins, demo funds, rate limits or response checks. */
export function benchConfig(storage: Pick<TestStorage, 'dataDir' | 'databaseUrl' | 'databaseSchema'>): ServerConfig {
  return testConfig(storage as TestStorage, {
    allowedOrigins: [],
    demoFunds: false,
    rateLimits: false,
    validateResponses: false,
  });
}
