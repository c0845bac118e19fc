import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Secrets the server must read back (TOTP secrets) kept encrypted at rest: AES-256-GCM on
 * node:crypto, a random 12-byte IV per value, the 16-byte tag checked on every read. A sealed value is
 * text, `v1:<iv b64>:<tag b64>:<ciphertext b64>`: the version names the key and the algorithm, so a
 * key rotation can add `v2` (read both, write the new one). The caller's `context` (e.g.
 * `totp:<user id>`) is the GCM associated data: a value copied to another row does not open there.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** The plain text, or throws `SecretUnreadable` (wrong key, altered value, other context). */
  open(sealed: string, context: string): string;
}

export const SECRETS_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/**
 * Whether a stored value is in a sealed form, `v<n>:…` of any version (else it predates the
 * encryption: a plain base32 TOTP secret has no `:`). A version this code does not know fails to open.
 */
export const isSealed = (value: string): boolean => /^v\d+:/.test(value);

/** A sealed value that does not open. Its message names no part of the value. */
export class SecretUnreadable extends Error {
  constructor(reason: string) {
    super(`sealed secret cannot be opened: ${reason}`);
    this.name = 'SecretUnreadable';
  }
}

const base64 = /^[A-Za-z0-9+/]*={0,2}$/;

function decode(part: string | undefined, bytes?: number): Buffer {
  if (part === undefined || !base64.test(part)) throw new SecretUnreadable('malformed');
  const buffer = Buffer.from(part, 'base64');
  if (bytes !== undefined && buffer.length !== bytes) throw new SecretUnreadable('malformed');
  return buffer;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== SECRETS_KEY_BYTES) throw new Error(`the secrets key must be ${SECRETS_KEY_BYTES} bytes`);
  const aad = (context: string) => Buffer.from(`${VERSION}\n${context}`, 'utf8');
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64')))
        .join(':');
    },
    open(sealed, context) {
      const parts = sealed.split(':');
      if (parts.length !== 4 || parts[0] !== VERSION) throw new SecretUnreadable('unknown format');
      const iv = decode(parts[1], IV_BYTES);
      const tag = decode(parts[2], TAG_BYTES);
      const body = decode(parts[3]);
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(aad(context));
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretUnreadable('wrong key or altered value');
      }
    },
  };
}

const keyHelp = `SECRETS_KEY must be ${SECRETS_KEY_BYTES} bytes written as 64 hex digits or base64 (e.g. \`openssl rand -base64 32\`)`;

/** SECRETS_KEY's value as a key: 64 hex digits or base64 (standard or url-safe) of 32 bytes. */
export function parseSecretsKey(text: string): Buffer {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (key.length === SECRETS_KEY_BYTES) return key;
  }
  // The message never repeats the value: it is meant to be a secret.
  throw new Error(`${keyHelp}; the value given is not (${value.length} characters)`);
}

/**
 * The key when SECRETS_KEY is unset: `<dataDir>/secrets.key` (mode 0600), made once with a random key.
 * Nodes of the scaled topology share DATA_DIR, so they read one file; it is created complete or not
 * at all (written aside, then hard-linked into place), so two nodes starting together agree on it.
 */
export function secretsKeyFile(dataDir: string): Buffer {
  const file = join(dataDir, 'secrets.key');
  if (!existsSync(file)) {
    const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(aside, `${randomBytes(SECRETS_KEY_BYTES).toString('hex')}\n`, { mode: 0o600 });
    try {
      linkSync(aside, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(aside);
    }
  }
  try {
    return parseSecretsKey(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`${file} does not hold a secrets key (${keyHelp.replace('SECRETS_KEY', 'it')})`);
  }
}
