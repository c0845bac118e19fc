import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { createSecretBox, isSealed, parseSecretsKey, SecretUnreadable, secretsKeyFile } from './secret-box';

const key = randomBytes(32);
const box = createSecretBox(key);
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** `sealed` with one bit of part `index` (1 iv, 2 tag, 3 ciphertext) flipped. */
function flipped(sealed: string, index: number): string {
  const parts = sealed.split(':');
  const bytes = Buffer.from(parts[index] as string, 'base64');
  bytes[0] = (bytes[0] as number) ^ 1;
  parts[index] = bytes.toString('base64');
  return parts.join(':');
}

describe('secret box (AES-256-GCM)', () => {
  it('opens what it sealed, in the versioned text form, without the secret in it', () => {
    const sealed = box.seal(secret, 'totp:7');
    expect(sealed).toMatch(/^v1:[A-Za-z0-9+/]{16}:[A-Za-z0-9+/]{22}==:[A-Za-z0-9+/=]+$/);
    expect(sealed).not.toContain(secret);
    expect(isSealed(sealed)).toBe(true);
    expect(isSealed(secret)).toBe(false);
    expect(box.open(sealed, 'totp:7')).toBe(secret);
    expect(createSecretBox(Buffer.from(key)).open(sealed, 'totp:7')).toBe(secret);
  });

  it('seals one secret differently each time (a fresh IV)', () => {
    const first = box.seal(secret, 'totp:7');
    const second = box.seal(secret, 'totp:7');
    expect(first).not.toBe(second);
    expect(first.split(':')[1]).not.toBe(second.split(':')[1]);
    expect([box.open(first, 'totp:7'), box.open(second, 'totp:7')]).toEqual([secret, secret]);
  });

  it('refuses an altered IV, tag or ciphertext', () => {
    const sealed = box.seal(secret, 'totp:7');
    for (const part of [1, 2, 3])
      expect(() => box.open(flipped(sealed, part), 'totp:7')).toThrow(SecretUnreadable);
  });

  it('refuses a value sealed for another user (another context)', () => {
    expect(() => box.open(box.seal(secret, 'totp:7'), 'totp:8')).toThrow(SecretUnreadable);
  });

  it('refuses another key, and says nothing of the value', () => {
    const sealed = box.seal(secret, 'totp:7');
    const other = createSecretBox(randomBytes(32));
    expect(() => other.open(sealed, 'totp:7')).toThrow(SecretUnreadable);
    try {
      other.open(sealed, 'totp:7');
    } catch (error) {
      expect(String(error)).not.toContain(sealed.split(':')[3]);
    }
  });

  it('refuses malformed and unknown-version values', () => {
    const sealed = box.seal(secret, 'totp:7');
    for (const value of [
      'v2' + sealed.slice(2),
      sealed.split(':').slice(0, 3).join(':'),
      sealed.replace(/:[^:]+:/, ':AAAA:'),
      `${sealed}:extra`,
      'v1:***:***:***',
    ])
      expect(() => box.open(value, 'totp:7')).toThrow(SecretUnreadable);
  });

  it('takes only a 32-byte key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow('32 bytes');
  });
});

describe('SECRETS_KEY', () => {
  it('is 64 hex digits or base64 (standard or url-safe) of 32 bytes', () => {
    const bytes = randomBytes(32);
    expect(parseSecretsKey(bytes.toString('hex'))).toEqual(bytes);
    expect(parseSecretsKey(` ${bytes.toString('base64')}\n`)).toEqual(bytes);
    expect(parseSecretsKey(bytes.toString('base64url'))).toEqual(bytes);
  });

  it('stops the start with a clear message when malformed, never repeating the value', () => {
    for (const value of [
      'secret-password',
      randomBytes(16).toString('hex'),
      randomBytes(33).toString('base64'),
    ]) {
      expect(() => loadConfig({ SECRETS_KEY: value })).toThrow(/^SECRETS_KEY must be 32 bytes/);
      expect(() => loadConfig({ SECRETS_KEY: value })).not.toThrow(value);
    }
  });

  it('is read by the config when set; unset or empty leaves the key file to the server', () => {
    const bytes = randomBytes(32);
    expect(loadConfig({ SECRETS_KEY: bytes.toString('hex') }).secretsKey).toEqual(bytes);
    expect(loadConfig({}).secretsKey).toBeUndefined();
    expect(loadConfig({ SECRETS_KEY: '' }).secretsKey).toBeUndefined();
  });
});

describe('the key file (SECRETS_KEY unset)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'secrets-key-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is made once in the data directory, readable by the owner only, and read again after', () => {
    const first = secretsKeyFile(dir);
    const file = join(dir, 'secrets.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(parseSecretsKey(readFileSync(file, 'utf8'))).toEqual(first);
    expect(secretsKeyFile(dir)).toEqual(first);
    expect(first).toHaveLength(32);
    expect(secretsKeyFile(mkdtempSync(join(dir, 'other-')))).not.toEqual(first);
  });

  it('stops the start when the file holds no key', () => {
    writeFileSync(join(dir, 'secrets.key'), 'not a key');
    expect(() => secretsKeyFile(dir)).toThrow(/secrets\.key does not hold a secrets key/);
  });
});
