import { randomInt } from 'node:crypto';
import type { TotpSetup, TotpStatus } from '@exchange/protocol';
import type { Database } from '../../db';
import { ApiError } from '../../errors';
import type { Clock } from '../../services/clock';
import { isSealed, SecretUnreadable, type SecretBox } from '../../services/secret-box';
import { sha256 } from '../../services/passwords';
import { limits, slowdownMs, type RateLimiter } from '../../services/rate-limit';
import { matchingStep, newTotpSecret, otpauthUri } from './totp';

export const BACKUP_CODE_COUNT = 10;
/**
 * Tries of a second-factor code per user AND client address in the window (a right code gives them
 * back): a lock stops that address only, so someone who knows the password cannot lock the owner,
 * elsewhere, out of login or withdrawals. Wrong codes on a user from every address together slow
 * each try down past `limits.loginFailuresPerAccount.free`, as wrong passwords do (`slowdownMs`).
 */
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
  enable(userId: number, code: string, ip: string): Promise<string[]>;
  disable(userId: number, code: string, ip: string): Promise<void>;
  /**
   * Accepts a current authenticator code (never the same step twice) or an unused backup code.
   * Throws `totp.invalid`, `totp.used` (a replayed code), `rate.limited`, or `totp.unavailable` for
   * an authenticator code when the stored secret does not decrypt (backup codes still work then).
   * `ip` is the caller's address, for the tries (SECOND_FACTOR_TRIES).
   */
  verify(userId: number, code: string, ip: string): Promise<void>;
  /** Throws `totp.required` when the factor is on and no code came, else verifies the code if on. */
  requireIfOn(userId: number, code: string | undefined, ip: string): Promise<void>;
}

const backupAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const newBackupCode = () => {
  let code = '';
  for (let i = 0; i < 8; i++) code += backupAlphabet[randomInt(backupAlphabet.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
};
const backupHash = (code: string) => sha256(code.trim().toLowerCase().replace('-', ''));
const isAuthenticatorCode = (code: string) => /^\d{6}$/.test(code.trim());
/** The associated data of a user's sealed secret: it opens in that user's row only. */
const secretContext = (userId: number) => `totp:${userId}`;

/**
 * The secret is stored sealed (services/secret-box.ts, key SECRETS_KEY or DATA_DIR/secrets.key).
 * `log` hears of a secret that does not open (user id only, never the value).
 */
export function createSecondFactor(
  db: Database,
  clock: Clock,
  limiter: RateLimiter,
  box: SecretBox,
  log?: { warn(details: { userId: number }, message: string): void },
): SecondFactor {
  /**
   * The base32 secret of a stored value. A plain value is one written before the encryption that the
   * start-up pass (sealPlainTotpSecrets) has not reached yet, e.g. by an older node of a rolling
   * upgrade; it is read as it is and sealed at the next start.
   */
  function secretOf(userId: number, stored: string): string {
    if (!isSealed(stored)) return stored;
    try {
      return box.open(stored, secretContext(userId));
    } catch (error) {
      if (!(error instanceof SecretUnreadable)) throw error;
      log?.warn({ userId }, 'TOTP secret does not decrypt with this SECRETS_KEY (wrong key or altered row)');
      throw new ApiError('totp.unavailable');
    }
  }

  const factorOf = async (userId: number) => {
    const { rows } = await db.query<{ secret: string; enabled: boolean }>(
      `SELECT secret, enabled_at IS NOT NULL AS enabled FROM totp_factors WHERE user_id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  };
  /**
   * Runs `check` (which throws `totp.invalid` on a wrong code) within the tries of the user at this
   * address, slowed down once the user's wrong codes from everywhere pass the free ones.
   */
  async function withinTries<T>(userId: number, ip: string, check: () => Promise<T>): Promise<T> {
    const pairKey = `totp:${userId}:${ip}`;
    const failuresKey = `totp:failures:${userId}`;
    const { windowMs } = limits.loginFailuresPerAccount;
    await limiter.take(pairKey, SECOND_FACTOR_TRIES.limit, SECOND_FACTOR_TRIES.windowMs);
    const delay = slowdownMs(await limiter.count(failuresKey, windowMs));
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    try {
      const result = await check();
      await limiter.reset(pairKey);
      return result;
    } catch (error) {
      if (error instanceof ApiError && error.key === 'totp.invalid') await limiter.hit(failuresKey, windowMs);
      throw error;
    }
  }

  async function verifyAuthenticator(userId: number, stored: string, code: string): Promise<void> {
    const step = matchingStep(secretOf(userId, stored), code.trim(), clock.now());
    if (step === null) throw new ApiError('totp.invalid');
    // The replay guard and the acceptance are one statement, so two requests with one code cannot both pass.
    const accepted = await db.query(
      `UPDATE totp_factors SET last_step = $2 WHERE user_id = $1 AND last_step < $2`,
      [userId, step.toString()],
    );
    if (accepted.rowCount === 0) throw new ApiError('totp.used');
  }

  type Factor = Awaited<ReturnType<typeof factorOf>>;

  /** `verify` on the factor already read (the caller counts the try). */
  async function verifyWith(userId: number, factor: Factor, code: string): Promise<void> {
    if (!factor?.enabled) throw new ApiError('totp.notOn');
    if (isAuthenticatorCode(code)) return verifyAuthenticator(userId, factor.secret, code);
    const used = await db.query(
      `UPDATE totp_backup_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
      [userId, backupHash(code)],
    );
    if (used.rowCount === 0) throw new ApiError('totp.invalid');
  }

  async function verify(userId: number, code: string, ip: string): Promise<void> {
    const factor = await factorOf(userId);
    await withinTries(userId, ip, () => verifyWith(userId, factor, code));
  }

  const isOn = async (userId: number) => (await factorOf(userId))?.enabled === true;

  return {
    isOn,
    verify,
    async requireIfOn(userId, code, ip) {
      const factor = await factorOf(userId);
      if (!factor?.enabled) return;
      if (!code) throw new ApiError('totp.required', 'error', { field: 'totp_code' });
      await withinTries(userId, ip, () => verifyWith(userId, factor, code));
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
        [userId, box.seal(secret, secretContext(userId))],
      );
      return { secret, otpauth_url: otpauthUri(ISSUER, account, secret) };
    },
    async enable(userId, code, ip) {
      const factor = await factorOf(userId);
      if (!factor) throw new ApiError('totp.setupFirst');
      if (factor.enabled) throw new ApiError('totp.alreadyOn');
      const step = await withinTries(userId, ip, async () => {
        const matching = matchingStep(secretOf(userId, factor.secret), code.trim(), clock.now());
        if (matching === null) throw new ApiError('totp.invalid');
        return matching;
      });
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
    async disable(userId, code, ip) {
      await verify(userId, code, ip);
      await db.transaction(async (tx) => {
        await tx.query(`DELETE FROM totp_backup_codes WHERE user_id = $1`, [userId]);
        await tx.query(`DELETE FROM totp_factors WHERE user_id = $1`, [userId]);
      });
    },
  };
}

/**
 * Seals every TOTP secret still stored plain (rows from before the encryption); answers how many.
 * Run at every start, so no plain secret stays at rest past the first start of this version (a
 * read-time re-encryption would leave the secrets of users who never log in plain). Usually one read
 * that finds nothing. Each update applies only if the row still holds the plain value it read, so
 * nodes starting together neither seal twice nor overwrite a new set-up; no transaction is needed.
 */
export async function sealPlainTotpSecrets(db: Database, box: SecretBox): Promise<number> {
  const { rows } = await db.query<{ user_id: number; secret: string }>(
    `SELECT user_id, secret FROM totp_factors WHERE secret !~ '^v[0-9]+:' ORDER BY user_id`,
  );
  let sealed = 0;
  for (const row of rows) {
    const done = await db.query(`UPDATE totp_factors SET secret = $3 WHERE user_id = $1 AND secret = $2`, [
      row.user_id,
      row.secret,
      box.seal(row.secret, secretContext(row.user_id)),
    ]);
    sealed += done.rowCount;
  }
  return sealed;
}
