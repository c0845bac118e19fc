import type { LoginSession } from '@exchange/protocol';
import type { Database } from '../db';
import { randomToken, sha256 } from './passwords';
import { BatchLoader } from '../db/batch-loader';

/** The caller of a private call, resolved from the token (re-exported by context.ts). */
export interface AuthUser {
  id: number;
  /** Hash of the token used, so logout can revoke exactly that session. */
  tokenHash: string;
}

/** Where a login came from, kept for the login history. */
export interface LoginOrigin {
  ip: string;
  userAgent: string;
}

/** How many logins the history shows. */
export const LOGIN_HISTORY_SIZE = 20;

/**
 * Login sessions. The token handed to the client is random; only its SHA-256 is stored. A session
 * ends when it expires, on logout (that session), when the user revokes it from another one, or on a
 * password change (every other session). Whoever ends sessions also closes their sockets
 * (`ctx.realtime.endSessions` with the hashes these methods return).
 */
export interface SessionStore {
  create(userId: number, origin?: LoginOrigin): Promise<string>;
  resolve(token: string | undefined): Promise<AuthUser | null>;
  revoke(tokenHash: string): Promise<void>;
  /** Ends every live session of the user but `keepTokenHash`; answers the ended token hashes. */
  revokeAll(userId: number, keepTokenHash?: string): Promise<string[]>;
  /**
   * Ends the user's session `id` unless it is `exceptTokenHash` (the caller's own, which ends with
   * logout); answers its token hash, or null if it is not theirs, not live or the caller's.
   */
  revokeById(userId: number, id: number, exceptTokenHash: string): Promise<string | null>;
  /** The user's latest logins, newest first. */
  history(userId: number, currentTokenHash: string): Promise<LoginSession[]>;
}

const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;

export function createSessionStore(db: Database, ttlHours: number): SessionStore {
  // Lookups of concurrent requests share one query; nothing is cached, so a revoked or expired
  // session is refused by the very next request, on every node.
  const live = new BatchLoader<string, number>(async (hashes) => {
    const { rows } = await db.query<{ token_hash: string; user_id: number }>(
      `SELECT token_hash, user_id FROM sessions
        WHERE token_hash = ANY($1::text[]) AND revoked_at IS NULL AND expires_at > now()`,
      [hashes],
    );
    return new Map(rows.map((r) => [r.token_hash, r.user_id]));
  });
  return {
    async create(userId, origin) {
      const token = randomToken();
      await db.query(
        `INSERT INTO sessions (user_id, token_hash, expires_at, ip, user_agent)
         VALUES ($1, $2, now() + make_interval(hours => $3), $4, $5)`,
        [userId, sha256(token), ttlHours, origin?.ip ?? '', (origin?.userAgent ?? '').slice(0, 300)],
      );
      return token;
    },
    async resolve(token) {
      if (!token || token.length > 200) return null;
      const tokenHash = sha256(token);
      const userId = await live.get(tokenHash);
      return userId === undefined ? null : { id: userId, tokenHash };
    },
    async revoke(tokenHash) {
      await db.query(`UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL`, [
        tokenHash,
      ]);
    },
    async revokeAll(userId, keepTokenHash) {
      const { rows } = await db.query<{ token_hash: string }>(
        `UPDATE sessions SET revoked_at = now()
         WHERE user_id = $1 AND revoked_at IS NULL AND token_hash <> $2 RETURNING token_hash`,
        [userId, keepTokenHash ?? ''],
      );
      return rows.map((row) => row.token_hash);
    },
    async revokeById(userId, id, exceptTokenHash) {
      const { rows } = await db.query<{ token_hash: string }>(
        `UPDATE sessions SET revoked_at = now()
         WHERE id = $1 AND user_id = $2 AND token_hash <> $3 AND revoked_at IS NULL AND expires_at > now()
         RETURNING token_hash`,
        [id, userId, exceptTokenHash],
      );
      return rows[0]?.token_hash ?? null;
    },
    async history(userId, currentTokenHash) {
      const { rows } = await db.query<LoginSession>(
        `SELECT id, ${utc('created_at')} AS created_at, ip, user_agent, token_hash = $2 AS current,
           (revoked_at IS NULL AND expires_at > now()) AS active,
           COALESCE(${utc('revoked_at')}, '') AS ended_at
         FROM sessions WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $3`,
        [userId, currentTokenHash, LOGIN_HISTORY_SIZE],
      );
      return rows;
    },
  };
}
