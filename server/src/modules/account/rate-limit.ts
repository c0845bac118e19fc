import { ApiError } from '../../errors';

/**
 * Fixed-window counters in memory (one server process; a multi-node deployment would move them to
 * Redis). `take` counts one attempt and throws ApiError('rate.limited', {seconds}) once the key
 * has used `limit` attempts within `windowMs`.
 */
export interface RateLimiter {
  take(key: string, limit: number, windowMs: number): void;
  reset(key: string): void;
}

export function createRateLimiter(enabled = true, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key, limit, windowMs) {
      if (!enabled) return;
      const t = now();
      let w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        w = { start: t, count: 0 };
        windows.set(key, w);
        if (windows.size > 100_000) prune(windows, t, windowMs);
      }
      if (w.count >= limit) {
        throw new ApiError('rate.limited', 'error', { seconds: Math.ceil((w.start + windowMs - t) / 1000) });
      }
      w.count++;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

function prune(windows: Map<string, { start: number }>, t: number, windowMs: number): void {
  for (const [key, w] of windows) if (t - w.start >= windowMs) windows.delete(key);
}

/** Limits of spec-less policy, in one place. */
export const limits = {
  loginPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  loginPerAddress: { limit: 100, windowMs: 15 * 60_000 },
  /** The send button counts down 60 s; a second send inside a minute is refused. */
  codePerTarget: { limit: 1, windowMs: 60_000 },
  codePerAddress: { limit: 60, windowMs: 60 * 60_000 },
} as const;
