import { randomInt } from 'node:crypto';
import type { TotpSetup, TotpStatus } from '@exchange/protocol';
import type { Database } from '../../db';
import { ApiError } from '../../errors';
import type { Clock } from '../../services/clock';
import { sha256 } from './passwords';
import type { RateLimiter } from './rate-limit';
import { matchingStep, newTotpSecret, otpauthUri } from './totp';

export const BACKUP_CODE_COUNT = 10;
/** Tries of a second-factor code per user in the window, right or wrong. */
export const SECOND_FACTOR_TRIES = { limit: 10, windowMs: 15 * 60_000 } as const;
const ISSUER = 'Exchange';

/**
 * The TOTP second factor of an account (RFC 6238, see totp.ts). Set up in two steps (a secret,
 * then a code from the app proves it was scanned), with ten backup codes shown once; each code,
 * authenticator or backup, is accepted once. Login and withdrawal ask `verify` when `isOn`.
 */
export interface SecondFactor {
  isOn(userId: number): Promise<boolean>;
  status(userId: number): Promise<TotpStatus>;
  setup(userId: number, account: string): Promise<TotpSetup>;
  /** Confirms the set-up; answers the backup codes. */
  enable(userId: number, code: string): Promise<string[]>;
  disable(userId: number, code: string): Promise<void>;
  /**
   * Accepts a current authenticator code (never the same step twice) or an unused backup code.
   * Throws `totp.invalid`, `totp.used` (a replayed code) or `rate.limited`.
   */
  verify(userId: number, code: string): Promise<void>;
  /** Throws `totp.required` when the factor is on and no code came, else verifies the code if on. */
  requireIfOn(userId: number, code: string | undefined): Promise<void>;
}

const backupAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const newBackupCode = () => {
  let code = '';
  for (let i = 0; i < 8; i++) code += backupAlphabet[randomInt(backupAlphabet.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
};
const backupHash = (code: string) => sha256(code.trim().toLowerCase().replace('-', ''));
const isAuthenticatorCode = (code: string) => /^\d{6}$/.test(code.trim());

export function createSecondFactor(db: Database, clock: Clock, limiter: RateLimiter): SecondFactor {
  const factorOf = async (userId: number) => {
    const { rows } = await db.query<{ secret: string; enabled: boolean }>(
      `SELECT secret, enabled_at IS NOT NULL AS enabled FROM totp_factors WHERE user_id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  };
  const takeTry = (userId: number): Promise<void> =>
    limiter.take(`totp:${userId}`, SECOND_FACTOR_TRIES.limit, SECOND_FACTOR_TRIES.windowMs);

  async function verifyAuthenticator(userId: number, secret: string, code: string): Promise<void> {
    const step = matchingStep(secret, code.trim(), clock.now());
    if (step === null) throw new ApiError('totp.invalid');
    // The replay guard and the acceptance are one statement, so two requests with one code cannot both pass.
    const accepted = await db.query(
      `UPDATE totp_factors SET last_step = $2 WHERE user_id = $1 AND last_step < $2`,
      [userId, step.toString()],
    );
    if (accepted.rowCount === 0) throw new ApiError('totp.used');
  }

  type Factor = Awaited<ReturnType<typeof factorOf>>;

  /** `verify` on the factor already read (the caller has taken the try). */
  async function verifyWith(userId: number, factor: Factor, code: string): Promise<void> {
    if (!factor?.enabled) throw new ApiError('totp.notOn');
    if (isAuthenticatorCode(code)) return verifyAuthenticator(userId, factor.secret, code);
    const used = await db.query(
      `UPDATE totp_backup_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
      [userId, backupHash(code)],
    );
    if (used.rowCount === 0) throw new ApiError('totp.invalid');
  }

  async function verify(userId: number, code: string): Promise<void> {
    await takeTry(userId);
    await verifyWith(userId, await factorOf(userId), code);
  }

  const isOn = async (userId: number) => (await factorOf(userId))?.enabled === true;

  return {
    isOn,
    verify,
    async requireIfOn(userId, code) {
      const factor = await factorOf(userId);
      if (!factor?.enabled) return;
      if (!code) throw new ApiError('totp.required', 'error', { field: 'totp_code' });
      await takeTry(userId);
      await verifyWith(userId, factor, code);
    },
    async status(userId) {
      const { rows } = await db.query<{ left: number }>(
        `SELECT (SELECT count(*)::int FROM totp_backup_codes b WHERE b.user_id = f.user_id AND b.used_at IS NULL) AS left
           FROM totp_factors f WHERE f.user_id = $1 AND f.enabled_at IS NOT NULL`,
        [userId],
      );
      const enabled = rows.length > 0;
      return { enabled, backup_codes_left: rows[0]?.left ?? 0 };
    },
    async setup(userId, account) {
      if (await isOn(userId)) throw new ApiError('totp.alreadyOn');
      const secret = newTotpSecret();
      await db.query(
        `INSERT INTO totp_factors (user_id, secret) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, enabled_at = NULL, last_step = 0`,
        [userId, secret],
      );
      return { secret, otpauth_url: otpauthUri(ISSUER, account, secret) };
    },
    async enable(userId, code) {
      await takeTry(userId);
      const factor = await factorOf(userId);
      if (!factor) throw new ApiError('totp.setupFirst');
      if (factor.enabled) throw new ApiError('totp.alreadyOn');
      const step = matchingStep(factor.secret, code.trim(), clock.now());
      if (step === null) throw new ApiError('totp.invalid');
      const codes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
      await db.transaction(async (tx) => {
        const done = await tx.query(
          `UPDATE totp_factors SET enabled_at = now(), last_step = $2 WHERE user_id = $1 AND enabled_at IS NULL`,
          [userId, step.toString()],
        );
        if (done.rowCount === 0) throw new ApiError('totp.alreadyOn');
        await tx.query(`DELETE FROM totp_backup_codes WHERE user_id = $1`, [userId]);
        for (const backup of codes)
          await tx.query(`INSERT INTO totp_backup_codes (user_id, code_hash) VALUES ($1, $2)`, [
            userId,
            backupHash(backup),
          ]);
      });
      return codes;
    },
    async disable(userId, code) {
      await verify(userId, code);
      await db.transaction(async (tx) => {
        await tx.query(`DELETE FROM totp_backup_codes WHERE user_id = $1`, [userId]);
        await tx.query(`DELETE FROM totp_factors WHERE user_id = $1`, [userId]);
      });
    },
  };
}
