import type { Database } from '../../db';
import type { AuthUser } from '../../context';
import { randomToken, sha256 } from './passwords';

/**
 * Login sessions. The token handed to the client is random; only its SHA-256 is stored. A session
 * ends when it expires, on logout (that session) or on a password change (every session).
 */
export interface SessionStore {
  create(userId: number): Promise<string>;
  resolve(token: string | undefined): Promise<AuthUser | null>;
  revoke(tokenHash: string): Promise<void>;
  revokeAll(userId: number): Promise<void>;
}

export function createSessionStore(db: Database, ttlHours: number): SessionStore {
  return {
    async create(userId) {
      const token = randomToken();
      await db.query(
        `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3))`,
        [userId, sha256(token), ttlHours],
      );
      return token;
    },
    async resolve(token) {
      if (!token || token.length > 200) return null;
      const tokenHash = sha256(token);
      const { rows } = await db.query<{ user_id: number }>(
        `SELECT user_id FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
        [tokenHash],
      );
      const row = rows[0];
      return row ? { id: row.user_id, tokenHash } : null;
    },
    async revoke(tokenHash) {
      await db.query(`UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL`, [
        tokenHash,
      ]);
    },
    async revokeAll(userId) {
      await db.query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [
        userId,
      ]);
    },
  };
}
