import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** How long a signed picture URL works: long enough to fill a form, short enough to be useless later. */
export const UPLOAD_LINK_TTL_SECONDS = 3600;

export type LinkCheck = 'ok' | 'expired' | 'invalid';

/**
 * Signed, expiring picture URLs (`/api/uploads/<name>?expires=<unix s>&signature=<hmac>`): an `<img>`
 * cannot send the Authorization header, so the uploader's page gets a URL that works for an hour.
 * The key is UPLOAD_SIGNING_KEY when set (several server nodes), else a random one kept in
 * DATA_DIR/upload-signing.key.
 */
export interface UploadLinks {
  sign(name: string, nowMs: number): string;
  check(name: string, expires: unknown, signature: unknown, nowMs: number): LinkCheck;
}

export function createUploadLinks(key: string | Buffer): UploadLinks {
  const mac = (name: string, expires: string) =>
    createHmac('sha256', key).update(`${name}\n${expires}`).digest('base64url');
  return {
    sign(name, nowMs) {
      const expires = String(Math.floor(nowMs / 1000) + UPLOAD_LINK_TTL_SECONDS);
      return `/api/uploads/${name}?expires=${expires}&signature=${mac(name, expires)}`;
    },
    check(name, expires, signature, nowMs) {
      if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,13}$/.test(expires))
        return 'invalid';
      const expected = Buffer.from(mac(name, expires));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      return Number(expires) * 1000 <= nowMs ? 'expired' : 'ok';
    },
  };
}

export function uploadSigningKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): string | Buffer {
  if (env.UPLOAD_SIGNING_KEY) return env.UPLOAD_SIGNING_KEY;
  const file = join(dataDir, 'upload-signing.key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}
