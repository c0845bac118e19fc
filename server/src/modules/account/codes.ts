import { randomInt } from 'node:crypto';
import type { Database } from '../../db';
import { ApiError } from '../../errors';
import type { CodeChannel, CodeSender } from './sender';
import { sha256 } from '../../services/passwords';

export const CODE_LIFETIME_MINUTES = 10;
export const CODE_MAX_WRONG_TRIES = 5;

/**
 * Verification codes: 6 random digits, valid 10 minutes, single use. Sending again for the same
 * target and scene replaces the previous code; 5 wrong tries invalidate it.
 */
export interface CodeService {
  send(target: string, channel: CodeChannel, scene: string): Promise<void>;
  /**
   * Throws ApiError `code.invalid` (wrong, counts a try), `code.expired` (none live: never sent,
   * expired, used or invalidated). With `consume`, a right code is used up.
   */
  verify(target: string, scene: string, code: string, options: { consume: boolean }): Promise<void>;
}

export function createCodeService(db: Database, sender: CodeSender): CodeService {
  return {
    async send(target, channel, scene) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.query(
        `INSERT INTO verification_codes (target, scene, channel, code_hash, tries, expires_at)
         VALUES ($1, $2, $3, $4, 0, now() + make_interval(mins => $5))
         ON CONFLICT (target, scene) DO UPDATE SET channel = EXCLUDED.channel, code_hash = EXCLUDED.code_hash,
           tries = 0, expires_at = EXCLUDED.expires_at, created_at = now()`,
        [target, scene, channel, sha256(code), CODE_LIFETIME_MINUTES],
      );
      await sender.send({ to: target, channel, scene, code });
    },
    async verify(target, scene, code, { consume }) {
      const { rows } = await db.query<{ code_hash: string; tries: number }>(
        `SELECT code_hash, tries FROM verification_codes WHERE target = $1 AND scene = $2 AND expires_at > now()`,
        [target, scene],
      );
      const live = rows[0];
      if (!live || live.tries >= CODE_MAX_WRONG_TRIES) throw new ApiError('code.expired');
      if (live.code_hash !== sha256(code)) {
        await db.query(`UPDATE verification_codes SET tries = tries + 1 WHERE target = $1 AND scene = $2`, [
          target,
          scene,
        ]);
        throw new ApiError('code.invalid');
      }
      if (consume) {
        // Single use even under concurrent requests: only the one that deletes the row wins.
        const deleted = await db.query(
          `DELETE FROM verification_codes WHERE target = $1 AND scene = $2 AND code_hash = $3`,
          [target, scene, live.code_hash],
        );
        if (deleted.rowCount === 0) throw new ApiError('code.expired');
      }
    },
  };
}
