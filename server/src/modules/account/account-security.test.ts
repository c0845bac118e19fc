import { io as connect, type Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import {
  login,
  loginSecondFactor,
  register,
  revokeSession,
  sessionList,
  smsMail,
  totpDisable,
  totpEnable,
  totpSetup,
  totpStatus,
  updatePassword,
  userCenter,
  userInfo,
  walletOut,
  bindTradePassword,
  type LoginSession,
} from '@exchange/protocol';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { totpAt } from './totp';

let server: TestServer;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.stop();
});

async function newUser(email: string, password = 'secret12'): Promise<string> {
  await server.call(smsMail, { user_string: email, scene: 'register' });
  const code = server.lastCode(email, 'register');
  expect(
    await server.call(register, { type: 'email', user_string: email, code, password, re_password: password }),
  ).toMatchObject({ type: 'ok' });
  return loginAs(email, password);
}

async function loginAs(email: string, password = 'secret12'): Promise<string> {
  const response = await server.call(login, { user_string: email, password });
  expect(response.type).toBe('ok');
  return response.message as string;
}

/** A socket logged in with `token`, resolving when the login is acknowledged. */
async function socketOf(token: string): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  expect(await socket.timeout(5000).emitWithAck('login', { token })).toMatchObject({ type: 'ok' });
  return socket;
}

const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => {
    if (!socket.connected) resolve('already');
    socket.once('disconnect', (reason) => resolve(reason));
  });

async function passwordCode(email: string, token: string): Promise<string> {
  expect(await server.call(smsMail, { user_string: email, scene: 'update_password' }, token)).toMatchObject({
    type: 'ok',
  });
  return server.lastCode(email, 'update_password');
}

const change = (token: string, code: string, password = 'changed12') =>
  server.call(updatePassword, { password, re_password: password, code }, token);

describe('safe/update_password', () => {
  const email = 'pia@example.com';

  it('refuses a wrong code, a code never sent and an expired one', async () => {
    const token = await newUser(email);
    expect(await change(token, '123456')).toMatchObject({ message: 'code.expired' });
    const code = await passwordCode(email, token);
    expect(await change(token, code === '000000' ? '111111' : '000000')).toMatchObject({
      message: 'code.invalid',
    });
    await server.db.query(`UPDATE verification_codes SET expires_at = now() - interval '1 second'`);
    expect(await change(token, code)).toMatchObject({ message: 'code.expired' });
    await loginAs(email, 'secret12');
  });

  it('changes the password, keeps this session, ends the others and closes their sockets', async () => {
    const email = 'pat@example.com';
    const here = await newUser(email);
    const elsewhere = await loginAs(email);
    const socket = await socketOf(elsewhere);
    const closed = disconnected(socket);
    const code = await passwordCode(email, here);
    expect(await change(here, code)).toEqual({ type: 'ok', message: 'password.changed' });
    expect(await closed).toBe('io server disconnect');
    expect(await server.call(userInfo, {}, here)).toMatchObject({ type: 'ok' });
    expect(await server.call(userInfo, {}, elsewhere)).toMatchObject({ type: 999 });
    expect(await server.call(login, { user_string: email, password: 'secret12' })).toMatchObject({
      message: 'login.failed',
    });
    await loginAs(email, 'changed12');
    // The code was used up: sent once, accepted once.
    expect(await change(here, code, 'third1234')).toMatchObject({ message: 'code.expired' });
  });
});

describe('sessions', () => {
  const email = 'quinn@example.com';

  it('lists logins newest first, marks the current one, and revokes another (its socket too)', async () => {
    const first = await newUser(email);
    const second = await loginAs(email);
    const list = (await server.call(sessionList, {}, second)).message as LoginSession[];
    expect(list.map((s) => [s.current, s.active])).toEqual([
      [true, true],
      [false, true],
    ]);
    const other = list[1] as LoginSession;
    expect(other.ended_at).toBe('');
    const socket = await socketOf(first);
    const closed = disconnected(socket);
    expect(await server.call(revokeSession, { id: other.id }, second)).toEqual({
      type: 'ok',
      message: 'session.revoked',
    });
    expect(await closed).toBe('io server disconnect');
    expect(await server.call(userInfo, {}, first)).toMatchObject({ type: 999 });
    const after = (await server.call(sessionList, {}, second)).message as LoginSession[];
    expect(after[1]).toMatchObject({ active: false, ended_at: expect.stringMatching(/^\d{4}-/) });
  });

  it('does not revoke the current session, an ended one or another user’s', async () => {
    const mine = await loginAs(email);
    const list = (await server.call(sessionList, {}, mine)).message as LoginSession[];
    const current = list.find((s) => s.current) as LoginSession;
    expect(await server.call(revokeSession, { id: current.id }, mine)).toMatchObject({
      message: 'session.notFound',
    });
    const ended = list.find((s) => !s.active) as LoginSession;
    expect(await server.call(revokeSession, { id: ended.id }, mine)).toMatchObject({
      message: 'session.notFound',
    });
    const stranger = await newUser('rex@example.com');
    expect(await server.call(revokeSession, { id: current.id }, stranger)).toMatchObject({
      message: 'session.notFound',
    });
    expect(await server.call(userInfo, {}, mine)).toMatchObject({ type: 'ok' });
  });
});

describe('TOTP second factor', () => {
  const email = 'sam@example.com';
  let token: string;
  let secret: string;
  let backupCodes: string[];
  const codeNow = () => totpAt(secret, server.ctx.clock.now());
  const nextStep = () => server.ctx.clock.advance(30_000);

  it('is set up with a secret and turned on only by a right code, answering 10 backup codes', async () => {
    token = await newUser(email);
    expect(await server.call(totpStatus, {}, token)).toEqual({
      type: 'ok',
      message: { enabled: false, backup_codes_left: 0 },
    });
    expect(await server.call(totpEnable, { code: '123456' }, token)).toMatchObject({
      message: 'totp.setupFirst',
    });
    const setup = (await server.call(totpSetup, {}, token)).message as { secret: string; otpauth_url: string };
    secret = setup.secret;
    expect(setup.otpauth_url).toContain(`secret=${secret}`);
    expect(setup.otpauth_url).toContain('sam%40example.com');
    const wrong = codeNow() === '000000' ? '111111' : '000000';
    expect(await server.call(totpEnable, { code: wrong }, token)).toMatchObject({ message: 'totp.invalid' });
    const enabled = await server.call(totpEnable, { code: codeNow() }, token);
    backupCodes = (enabled.message as { backup_codes: string[] }).backup_codes;
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    expect(await server.call(totpStatus, {}, token)).toEqual({
      type: 'ok',
      message: { enabled: true, backup_codes_left: 10 },
    });
    expect(await server.call(totpSetup, {}, token)).toMatchObject({ message: 'totp.alreadyOn' });
  });

  it('is asked for at login after a right password, and a code is accepted once', async () => {
    expect(await server.call(login, { user_string: email, password: 'wrong123' })).toMatchObject({
      message: 'login.failed',
    });
    expect(await server.call(login, { user_string: email, password: 'secret12' })).toMatchObject({
      type: 'error',
      message: 'totp.required',
    });
    await nextStep();
    const code = codeNow();
    const second = { user_string: email, password: 'secret12', totp_code: code };
    expect(await server.call(loginSecondFactor, { ...second, password: 'wrong123' })).toMatchObject({
      message: 'login.failed',
    });
    const ok = await server.call(loginSecondFactor, second);
    expect(ok.type).toBe('ok');
    expect(await server.call(userInfo, {}, ok.message as string)).toMatchObject({ type: 'ok' });
    expect(await server.call(loginSecondFactor, second)).toMatchObject({ message: 'totp.used' });
  });

  it('accepts each backup code once', async () => {
    const backup = backupCodes[0] as string;
    const body = { user_string: email, password: 'secret12', totp_code: backup.toUpperCase() };
    expect((await server.call(loginSecondFactor, body)).type).toBe('ok');
    expect(await server.call(loginSecondFactor, body)).toMatchObject({ message: 'totp.invalid' });
    expect(await server.call(totpStatus, {}, token)).toMatchObject({ message: { backup_codes_left: 9 } });
  });

  it('is needed for a withdrawal', async () => {
    // Binding a trade password asks for the second factor too (issue 22).
    expect(await server.call(bindTradePassword, { password: '123456', re_password: '123456' }, token)).toMatchObject(
      { message: 'totp.required' },
    );
    await nextStep();
    expect(
      await server.call(
        bindTradePassword,
        { password: '123456', re_password: '123456', totp_code: codeNow() },
        token,
      ),
    ).toMatchObject({ message: 'trade.bound' });
    const withdrawal = {
      currency: 1,
      type: 'erc20',
      number: '10',
      address: '0x' + 'a'.repeat(40),
      pay_password: '123456',
    };
    expect(await server.call(walletOut, withdrawal, token)).toMatchObject({ message: 'totp.required' });
    await nextStep();
    const answer = await server.call(walletOut, { ...withdrawal, totp_code: codeNow() }, token);
    expect(answer.message).not.toBe('totp.required');
    expect(answer.message).not.toBe('totp.invalid');
  });

  it('is turned off only with a code, and login is one step again', async () => {
    expect(await server.call(totpDisable, { code: '' }, token)).toMatchObject({ message: 'totp.enterCode' });
    expect(await server.call(totpDisable, { code: backupCodes[0] as string }, token)).toMatchObject({
      message: 'totp.invalid',
    });
    expect(await server.call(totpDisable, { code: backupCodes[1] as string }, token)).toEqual({
      type: 'ok',
      message: 'totp.off',
    });
    expect(await server.call(totpStatus, {}, token)).toMatchObject({ message: { enabled: false } });
    await loginAs(email);
    expect(await server.call(userCenter, {}, token)).toMatchObject({ type: 'ok' });
  });
});
