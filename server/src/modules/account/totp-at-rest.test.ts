import { randomBytes } from 'node:crypto';
import {
  login,
  loginSecondFactor,
  register,
  smsMail,
  totpEnable,
  totpSetup,
  userInfo,
} from '@exchange/protocol';
import { buildServer } from '../../app';
import { createSecretBox, secretsKeyFile } from '../../services/secret-box';
import { injectCall } from '../../testing/inject-call';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { createSecondFactor, sealPlainTotpSecrets } from './second-factor';
import { newTotpSecret, totpAt } from './totp';

// TOTP secrets at rest (issue 14): sealed with the server's key, bound to their user, and rows from
// before the encryption still work and are sealed at the next start.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const password = 'secret12';

async function newUser(email: string): Promise<{ id: number; token: string }> {
  await server.call(smsMail, { user_string: email, scene: 'register' });
  const code = server.lastCode(email, 'register');
  await server.call(register, { type: 'email', user_string: email, code, password, re_password: password });
  const token = (await server.call(login, { user_string: email, password })).message as string;
  const { rows } = await server.db.query<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [email]);
  return { id: (rows[0] as { id: number }).id, token };
}

const stored = async (userId: number) =>
  (await server.db.query<{ secret: string }>(`SELECT secret FROM totp_factors WHERE user_id = $1`, [userId]))
    .rows[0]?.secret;

const codeOf = (secret: string) => totpAt(secret, server.ctx.clock.now());
const nextStep = () => server.ctx.clock.advance(30_000);
const withCode = (email: string, code: string) =>
  server.call(loginSecondFactor, { user_string: email, password, totp_code: code });

/** Closes the server and builds it again on the same storage, clock and code capture. */
async function restart(): Promise<void> {
  const { config, storage, sent } = server;
  const clock = server.ctx.clock;
  await server.close();
  const built = await buildServer(config, {
    quiet: true,
    clock,
    sender: { send: async (m) => void sent.push(m) },
  });
  server = {
    ...server,
    ...built,
    call: (endpoint, input, token) => injectCall(built.app, endpoint, input, token),
    async stop() {
      await built.close();
      await storage.cleanup();
    },
  };
}

/** Sets the factor up through the API; answers the secret the app would scan and the backup codes. */
async function turnOn(token: string): Promise<{ secret: string; backup: string[] }> {
  const secret = ((await server.call(totpSetup, {}, token)).message as { secret: string }).secret;
  const enabled = await server.call(totpEnable, { code: codeOf(secret) }, token);
  return { secret, backup: (enabled.message as { backup_codes: string[] }).backup_codes };
}

describe('TOTP secrets at rest', () => {
  it('keeps only the sealed secret in totp_factors, and set-up, enabling and login still work', async () => {
    const email = 'tara@example.com';
    const { id, token } = await newUser(email);
    const { secret } = await turnOn(token);
    const row = (await stored(id)) as string;
    expect(row).toMatch(/^v1:/);
    expect(row).not.toContain(secret);
    expect(row.toUpperCase()).not.toContain(secret);
    await nextStep();
    const ok = await withCode(email, codeOf(secret));
    expect(ok.type).toBe('ok');
    expect(await server.call(userInfo, {}, ok.message as string)).toMatchObject({ type: 'ok' });
  });

  it('does not open a sealed secret copied into another user’s row', async () => {
    const victim = await newUser('uma@example.com');
    const { secret } = await turnOn(victim.token);
    const thief = await newUser('vic@example.com');
    await turnOn(thief.token);
    await server.db.query(`UPDATE totp_factors SET secret = $2 WHERE user_id = $1`, [
      thief.id,
      await stored(victim.id),
    ]);
    await nextStep();
    expect(await withCode('vic@example.com', codeOf(secret))).toMatchObject({
      type: 'error',
      message: 'totp.unavailable',
    });
  });

  it('refuses an authenticator code clearly under another key, never logging the secret; backup codes still work', async () => {
    const email = 'wes@example.com';
    const { id, token } = await newUser(email);
    const { secret, backup } = await turnOn(token);
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => void warnings.push(args) };
    const otherKey = createSecondFactor(
      server.db,
      server.ctx.clock,
      server.ctx.limiter,
      createSecretBox(randomBytes(32)),
      log,
    );
    await nextStep();
    await expect(otherKey.verify(id, codeOf(secret), '127.0.0.1')).rejects.toMatchObject({
      key: 'totp.unavailable',
    });
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings)).not.toContain(secret);
    expect(JSON.stringify(warnings)).not.toContain(((await stored(id)) as string).split(':')[3]);
    await expect(otherKey.verify(id, backup[0] as string, '127.0.0.1')).resolves.toBeUndefined();
    // The right key still opens it.
    expect((await withCode(email, codeOf(secret))).type).toBe('ok');
  });

  it('accepts a plain secret stored before the encryption, and seals it at the next start', async () => {
    const email = 'xia@example.com';
    const { id } = await newUser(email);
    const secret = newTotpSecret();
    await server.db.query(
      `INSERT INTO totp_factors (user_id, secret, enabled_at, last_step) VALUES ($1, $2, now(), 0)`,
      [id, secret],
    );
    await nextStep();
    expect((await withCode(email, codeOf(secret))).type).toBe('ok');
    expect(await stored(id)).toBe(secret);

    await restart();
    const sealed = (await stored(id)) as string;
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain(secret);
    // Idempotent: a further pass (another start, another node) finds nothing to seal.
    const box = createSecretBox(secretsKeyFile(server.config.dataDir));
    expect(await sealPlainTotpSecrets(server.db, box)).toBe(0);
    expect(await stored(id)).toBe(sealed);
    await nextStep();
    expect((await withCode(email, codeOf(secret))).type).toBe('ok');
  });
});
