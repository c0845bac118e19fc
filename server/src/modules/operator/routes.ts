import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { ServerModule } from '../../context';
import { decideReview } from '../account/kyc';

/** Where the operator secret lives; the CLI (src/cli/kyc-approve.ts) reads it from there. */
export const operatorTokenFile = (dataDir: string): string => join(dataDir, 'operator.token');

function loadOrCreateToken(dataDir: string): string {
  const file = operatorTokenFile(dataDir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(24).toString('hex');
  writeFileSync(file, token + '\n', { mode: 0o600 });
  return token;
}

const decisionBody = z.object({
  user: z.string().trim().min(1).max(64),
  decision: z.enum(['approve', 'reject']),
});

/**
 * Operator actions, reachable only from loopback with the secret of DATA_DIR/operator.token
 * (a running server owns the embedded database, so the CLI goes through here).
 */
export const operatorModule: ServerModule = {
  name: 'operator',
  register(app, ctx) {
    const secret = Buffer.from(loadOrCreateToken(ctx.config.dataDir));
    app.post('/operator/kyc', async (request, reply) => {
      const given = Buffer.from(String(request.headers['x-operator-token'] ?? ''));
      const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.ip);
      if (!loopback || given.length !== secret.length || !timingSafeEqual(given, secret)) {
        return reply.status(403).send({ type: 'error', message: 'operator.forbidden' });
      }
      const body = decisionBody.safeParse(request.body);
      if (!body.success) return { type: 'error', message: 'validation.invalid' };
      const id = await decideReview(ctx.db, body.data.user, body.data.decision);
      return id === null
        ? { type: 'error', message: 'operator.noReview' }
        : { type: 'ok', message: { user_id: id } };
    });
  },
};
