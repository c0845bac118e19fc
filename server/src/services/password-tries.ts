import type { RateLimiter } from './rate-limit';

/** Wrong trade passwords an account may enter per window, wherever one is asked (lever, withdrawal). */
export const TRADE_PASSWORD_TRIES = { limit: 10, windowMs: 15 * 60_000 } as const;

const queues = new Map<string, Promise<void>>();

/** Runs the tasks of one key one after another (in this process); other keys are not held up. */
export async function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const tail = previous.then(() => mine);
  queues.set(key, tail);
  await previous;
  try {
    return await task();
  } finally {
    release();
    if (queues.get(key) === tail) queues.delete(key);
  }
}

/**
 * Checks a password within the tries of `key`: the try is taken before the (slow) check and a right
 * password gives it back. The checks of one key run one at a time, so a concurrent burst of wrong
 * guesses is counted guess by guess (none reads a count the others have not raised yet), and a burst
 * of right ones never uses up the budget. Throws `rate.limited` once the tries are used up.
 */
export function verifyWithinTries(
  limiter: RateLimiter,
  key: string,
  verify: () => Promise<boolean>,
  tries: { limit: number; windowMs: number } = TRADE_PASSWORD_TRIES,
): Promise<boolean> {
  return oneAtATime(key, async () => {
    await limiter.take(key, tries.limit, tries.windowMs);
    const right = await verify();
    if (right) await limiter.reset(key);
    return right;
  });
}
