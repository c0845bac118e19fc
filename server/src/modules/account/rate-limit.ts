import { ApiError } from '../../errors';

/**
 * Fixed-window counters in memory (one server process; a multi-node deployment would move them to
 * Redis). `take` counts one attempt and throws ApiError('rate.limited', {seconds}) once the key
 * has used `limit` attempts within `windowMs`.
 */
export interface RateLimiter {
  take(key: string, limit: number, windowMs: number): void;
  /** Counts one event of `key` without refusing; returns the count in the current window. */
  hit(key: string, windowMs: number): number;
  /** Events of `key` in the current window. */
  count(key: string, windowMs: number): number;
  reset(key: string): void;
}

export function createRateLimiter(enabled = true, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string, windowMs: number, t: number) => {
    let w = windows.get(key);
    if (!w || t - w.start >= windowMs) {
      w = { start: t, count: 0 };
      windows.set(key, w);
      if (windows.size > 100_000) prune(windows, t, windowMs);
    }
    return w;
  };
  return {
    hit(key, windowMs) {
      if (!enabled) return 0;
      const w = current(key, windowMs, now());
      return ++w.count;
    },
    count(key, windowMs) {
      const w = windows.get(key);
      return enabled && w && now() - w.start < windowMs ? w.count : 0;
    },
    take(key, limit, windowMs) {
      if (!enabled) return;
      const t = now();
      const w = current(key, windowMs, t);
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
  /**
   * Password guesses on one account from one client address (login and the old-password reset): a
   * lock here stops that address only, so nobody can lock the owner out from elsewhere.
   */
  loginPerAccountAndAddress: { limit: 10, windowMs: 15 * 60_000 },
  /** Wrong passwords on one account from every address: past `free`, each try is slowed down. */
  loginFailuresPerAccount: { free: 10, windowMs: 15 * 60_000 },
  /** Trade-password tries of a logged-in user. */
  loginPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  loginPerAddress: { limit: 100, windowMs: 15 * 60_000 },
  /** The send button counts down 60 s; a second send inside a minute is refused. */
  codePerTarget: { limit: 1, windowMs: 60_000 },
  /** The password-reset send buttons count down 31 s (spec §9): a resend after 30 s is allowed. */
  resetCodePerTarget: { limit: 1, windowMs: 30_000 },
  codePerAddress: { limit: 60, windowMs: 60 * 60_000 },
} as const;

/**
 * Delay before checking a password of an account that failed `failures` times in the window: none
 * up to `loginFailuresPerAccount.free`, then 250 ms more per failure, at most 3 s. Guessing from many
 * addresses gets slow; the owner still gets in.
 */
export function slowdownMs(failures: number): number {
  const over = failures - limits.loginFailuresPerAccount.free;
  return over <= 0 ? 0 : Math.min(250 * over, 3000);
}

export interface PasswordGuess {
  /** Counts the wrong guess; returns the error `key` to throw. */
  failed(key: string): ApiError;
  /** Clears the lock of this account at this address. */
  succeeded(): void;
}

/**
 * Before checking a password of `account` from `ip`: refuses past the per-address and the
 * per-account-and-address limits (`rate.limited`), and waits `slowdownMs` of the account's recent
 * failures from every address. Used by login and the old-password reset.
 */
export async function passwordGuard(
  limiter: RateLimiter,
  account: string,
  ip: string,
): Promise<PasswordGuess> {
  const { loginPerAddress, loginPerAccountAndAddress, loginFailuresPerAccount } = limits;
  const pairKey = `login:${account}:${ip}`;
  const failuresKey = `login:failures:${account}`;
  limiter.take(`login:addr:${ip}`, loginPerAddress.limit, loginPerAddress.windowMs);
  limiter.take(pairKey, loginPerAccountAndAddress.limit, loginPerAccountAndAddress.windowMs);
  const delay = slowdownMs(limiter.count(failuresKey, loginFailuresPerAccount.windowMs));
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  return {
    failed(key) {
      limiter.hit(failuresKey, loginFailuresPerAccount.windowMs);
      return new ApiError(key);
    },
    succeeded() {
      limiter.reset(pairKey);
    },
  };
}
