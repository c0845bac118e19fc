import type { Queryable } from '../db';
import { ApiError } from '../errors';

/**
 * Fixed-window counters in the database (table `rate_limits`), so that every node of the scaled
 * topology counts the same attempts. `take` counts one attempt and throws
 * ApiError('rate.limited', {seconds}) once the key has used `limit` attempts within `windowMs`.
 */
export interface RateLimiter {
  take(key: string, limit: number, windowMs: number): Promise<void>;
  /** Counts one event of `key` without refusing; returns the count in the current window. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Events of `key` in the current window. */
  count(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
  /** Deletes the windows that have ended (a background job of the engine owner). */
  prune(): Promise<void>;
}

/**
 * One statement per attempt (atomic under concurrent requests on any node): a window that has
 * ended starts again at 1; otherwise the count goes up, capped at `cap` (a refused attempt leaves
 * it at limit + 1, so the table never grows past what decides).
 */
const countAttempt = `
  INSERT INTO rate_limits AS r (key, window_start, expires_at, count)
  VALUES ($1, $2::bigint, $2::bigint + $3::bigint, 1)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN $2::bigint >= r.expires_at THEN 1 ELSE LEAST(r.count + 1, $4::int) END,
    window_start = CASE WHEN $2::bigint >= r.expires_at THEN $2::bigint ELSE r.window_start END,
    expires_at = CASE WHEN $2::bigint >= r.expires_at THEN $2::bigint + $3::bigint ELSE r.expires_at END
  RETURNING count, expires_at::text AS expires_at`;

export function createRateLimiter(db: Queryable, enabled = true, now: () => number = Date.now): RateLimiter {
  const attempt = async (key: string, windowMs: number, cap: number) => {
    const { rows } = await db.query<{ count: number; expires_at: string }>(countAttempt, [
      key,
      now(),
      windowMs,
      cap,
    ]);
    const row = rows[0]!;
    return { count: Number(row.count), expiresAt: Number(row.expires_at) };
  };
  return {
    async hit(key, windowMs) {
      if (!enabled) return 0;
      return (await attempt(key, windowMs, 2 ** 31 - 1)).count;
    },
    async count(key, windowMs) {
      if (!enabled) return 0;
      const { rows } = await db.query<{ count: number }>(
        `SELECT count FROM rate_limits
          WHERE key = $1 AND expires_at > $2::bigint AND window_start > $2::bigint - $3::bigint`,
        [key, now(), windowMs],
      );
      return rows[0] ? Number(rows[0].count) : 0;
    },
    async take(key, limit, windowMs) {
      if (!enabled) return;
      const t = now();
      const { count, expiresAt } = await attempt(key, windowMs, limit + 1);
      if (count > limit) {
        throw new ApiError('rate.limited', 'error', { seconds: Math.ceil((expiresAt - t) / 1000) });
      }
    },
    async reset(key) {
      if (!enabled) return;
      await db.query(`DELETE FROM rate_limits WHERE key = $1`, [key]);
    },
    async prune() {
      await db.query(`DELETE FROM rate_limits WHERE expires_at <= $1::bigint`, [now()]);
    },
  };
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
  failed(key: string): Promise<ApiError>;
  /** Clears the lock of this account at this address. */
  succeeded(): Promise<void>;
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
  await limiter.take(`login:addr:${ip}`, loginPerAddress.limit, loginPerAddress.windowMs);
  await limiter.take(pairKey, loginPerAccountAndAddress.limit, loginPerAccountAndAddress.windowMs);
  const delay = slowdownMs(await limiter.count(failuresKey, loginFailuresPerAccount.windowMs));
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  return {
    async failed(key) {
      await limiter.hit(failuresKey, loginFailuresPerAccount.windowMs);
      return new ApiError(key);
    },
    succeeded: () => limiter.reset(pairKey),
  };
}
