/**
 * Reconnect delays: exponential with "equal jitter" (half fixed, half random), so thousands of tabs
 * dropped by one server restart do not all come back in the same millisecond.
 */
export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  /** Returns [0, 1); injectable for tests. */
  random?: () => number;
}

export const defaultBackoff: BackoffOptions = { baseMs: 500, maxMs: 15000 };

/** Delay before reconnect attempt number `attempt` (0 for the first retry). */
export function backoffDelay(attempt: number, options: BackoffOptions = defaultBackoff): number {
  const random = options.random ?? Math.random;
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
