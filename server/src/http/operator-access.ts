import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';

/** Where the operator secret lives; the CLIs (src/cli/*) read it from there. */
export const operatorTokenFile = (dataDir: string): string => join(dataDir, 'operator.token');

const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The answer to a request that is not the operator's. */
export const operatorForbidden = { type: 'error', message: 'operator.forbidden' } as const;

function loadOrCreateSecret(dataDir: string): Buffer {
  const file = operatorTokenFile(dataDir);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(24).toString('hex') + '\n', { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another module created it first: read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(readFileSync(file, 'utf8').trim());
}

/**
 * Every operator route's gate: the request comes from loopback (the client address, after the
 * trusted proxy) and carries the secret of DATA_DIR/operator.token in `x-operator-token`.
 */
export function operatorGate(dataDir: string): (request: FastifyRequest) => boolean {
  const secret = loadOrCreateSecret(dataDir);
  return (request) => {
    const given = Buffer.from(String(request.headers['x-operator-token'] ?? ''));
    return (
      loopbackAddresses.has(request.ip) && given.length === secret.length && timingSafeEqual(given, secret)
    );
  };
}
