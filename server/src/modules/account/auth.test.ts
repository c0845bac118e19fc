import {
  checkEmail,
  envJson,
  forget,
  login,
  logout,
  regConf,
  register,
  smsMail,
  smsSend,
  updatePassword,
  userCenter,
  userInfo,
  walletList,
} from '@exchange/protocol';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function registerUser(email: string, password = 'secret12', extra: Record<string, unknown> = {}) {
  expect(await server.call(smsMail, { user_string: email, scene: 'register' })).toEqual({
    type: 'ok',
    message: 'code.sent',
  });
  return server.call(register, {
    type: 'email',
    user_string: email,
    code: server.lastCode(email.toLowerCase(), 'register'),
    password,
    re_password: password,
    ...extra,
  });
}

async function loginAs(email: string, password = 'secret12'): Promise<string> {
  const response = await server.call(login, { user_string: email, password });
  expect(response.type).toBe('ok');
  return response.message as string;
}

describe('registration', () => {
  it('says e-mail verification is on', async () => {
    expect(await server.call(regConf)).toEqual({ type: 'ok', message: { isEmailVer: true } });
  });

  it('registers with an e-mailed code, opens wallets with demo funds, and logs in', async () => {
    expect(await registerUser('Alice@Example.com')).toEqual({ type: 'ok', message: 'register.success' });
    const token = await loginAs('alice@example.com');
    const info = await server.call(userInfo, {}, token);
    expect(info).toMatchObject({
      type: 'ok',
      message: {
        email: 'alice@example.com',
        account_number: 'alice@example.com',
        review_status: 0,
        has_trade_password: false,
      },
    });
    const wallets = (await server.call(walletList, {}, token)).message as {
      change_wallet: { balance: Array<{ currency_name: string; change_balance: string }> };
    };
    expect(wallets.change_wallet.balance.find((e) => e.currency_name === 'USDT')?.change_balance).toBe(
      '100000',
    );
  });

  it('registers a phone account by SMS with area code and an invite code', async () => {
    const token = await loginAs('alice@example.com');
    const invite = ((await server.call(userInfo, {}, token)).message as { extension_code: string })
      .extension_code;
    await server.call(smsSend, { user_string: '13800138000', scene: 'register', area_code: '86' });
    expect(server.sent.at(-1)).toMatchObject({ to: '13800138000', channel: 'sms', scene: 'register' });
    const response = await server.call(register, {
      type: 'mobile',
      user_string: '13800138000',
      code: server.lastCode('13800138000'),
      password: 'phonepass',
      re_password: 'phonepass',
      area_code: '86',
      area_code_id: 1,
      nationality: 'China',
      extension_code: invite,
    });
    expect(response).toEqual({ type: 'ok', message: 'register.success' });
    const center = await server.call(userCenter, {}, await loginAs('13800138000', 'phonepass'));
    expect(center).toMatchObject({ message: { phone: '13800138000', area_code: '86', security_level: 50 } });
  });

  it.each([
    [{ password: '123', re_password: '123' }, 'register.psw16'],
    [{ password: 'x'.repeat(17), re_password: 'x'.repeat(17) }, 'register.psw16'],
    [{ re_password: 'different' }, 'set.pswFalse'],
    [{ user_string: 'not-an-email' }, 'register.emailFalse'],
    [{ code: 'abc' }, 'code.invalid'],
    [{ code: undefined }, 'code.required'],
    [{ type: 'fax' }, 'register.badType'],
    [{ extension_code: 'NOSUCH' }, 'register.badInvite'],
    [{ user_string: 'alice@example.com' }, 'register.accountExists'],
  ])('refuses %j with %s', async (change, key) => {
    const base = {
      type: 'email',
      user_string: 'bob@example.com',
      code: '123456',
      password: 'secret12',
      re_password: 'secret12',
    };
    const response = await server.call(register, { ...base, ...change });
    expect(response).toMatchObject({ type: 'error', message: key });
  });

  it('refuses a wrong code and counts it', async () => {
    await server.call(smsMail, { user_string: 'carol@example.com', scene: 'register' });
    const right = server.lastCode('carol@example.com');
    const wrong = right === '000000' ? '111111' : '000000';
    const base = {
      type: 'email',
      user_string: 'carol@example.com',
      password: 'secret12',
      re_password: 'secret12',
    };
    expect(await server.call(register, { ...base, code: wrong })).toMatchObject({ message: 'code.invalid' });
    expect(await server.call(register, { ...base, code: right })).toMatchObject({ type: 'ok' });
  });

  it('refuses to send a code to an account of no known shape', async () => {
    expect(await server.call(smsSend, { user_string: 'abc!', scene: 'register' })).toMatchObject({
      message: 'account.badFormat',
    });
    expect(await server.call(smsSend, {})).toMatchObject({ message: 'account.required' });
  });
});

describe('codes', () => {
  it('are single use', async () => {
    await server.call(smsMail, { user_string: 'dave@example.com', scene: 'register' });
    const code = server.lastCode('dave@example.com');
    const body = {
      type: 'email',
      user_string: 'dave@example.com',
      code,
      password: 'secret12',
      re_password: 'secret12',
    };
    expect(await server.call(register, body)).toMatchObject({ type: 'ok' });
    await server.db.query(`DELETE FROM users WHERE email = 'dave@example.com'`).catch(() => undefined);
    expect(
      await server.call(checkEmail, { user_string: 'dave@example.com', scene: 'register', email_code: code }),
    ).toMatchObject({
      message: 'code.expired',
    });
  });

  it('are replaced by a resend', async () => {
    await server.call(smsMail, { user_string: 'erin@example.com', scene: 'register' });
    const first = server.lastCode('erin@example.com');
    await server.ctx.limiter.reset('code:register:erin@example.com');
    await server.call(smsMail, { user_string: 'erin@example.com', scene: 'register' });
    const second = server.lastCode('erin@example.com');
    const check = (code: string) =>
      server.call(checkEmail, { user_string: 'erin@example.com', scene: 'register', email_code: code });
    if (first !== second) expect(await check(first)).toMatchObject({ message: 'code.invalid' });
    expect(await check(second)).toEqual({ type: 'ok', message: 'code.ok' });
  });

  it('expire after ten minutes', async () => {
    await server.call(smsMail, { user_string: 'frank@example.com', scene: 'register' });
    await server.db.query(
      `UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE target = 'frank@example.com'`,
    );
    const code = server.lastCode('frank@example.com');
    expect(
      await server.call(checkEmail, {
        user_string: 'frank@example.com',
        scene: 'register',
        email_code: code,
      }),
    ).toMatchObject({
      message: 'code.expired',
    });
    const { rows } = await server.db.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM verification_codes LIMIT 1`,
    );
    expect(rows[0]?.minutes).toBe(10);
  });

  it('die after five wrong tries, even for the right code', async () => {
    await server.call(smsMail, { user_string: 'gina@example.com', scene: 'register' });
    const right = server.lastCode('gina@example.com');
    const wrong = right === '999999' ? '888888' : '999999';
    const check = (code: string) =>
      server.call(checkEmail, { user_string: 'gina@example.com', scene: 'register', email_code: code });
    for (let i = 0; i < 5; i++) expect(await check(wrong)).toMatchObject({ message: 'code.invalid' });
    expect(await check(right)).toMatchObject({ message: 'code.expired' });
  });

  it('are rate limited per account with the time to wait', async () => {
    await server.call(smsMail, { user_string: 'hank@example.com', scene: 'register' });
    expect(await server.call(smsMail, { user_string: 'hank@example.com', scene: 'register' })).toMatchObject({
      type: 'error',
      message: 'rate.limited',
      params: { seconds: expect.any(Number) },
    });
  });

  it('refuse a login or forget code for an unknown account', async () => {
    expect(await server.call(smsMail, { user_string: 'nobody@example.com', scene: 'forget' })).toMatchObject({
      message: 'account.notFound',
    });
  });
});

describe('login and sessions', () => {
  it('refuses a wrong password, a short one, and an unknown account alike', async () => {
    expect(
      await server.call(login, { user_string: 'alice@example.com', password: 'wrongpass' }),
    ).toMatchObject({
      message: 'login.failed',
    });
    expect(await server.call(login, { user_string: 'alice@example.com', password: '123' })).toMatchObject({
      message: 'login.psw6',
    });
    expect(await server.call(login, { user_string: 'zed@example.com', password: 'whatever' })).toMatchObject({
      message: 'login.failed',
    });
  });

  it('answers 999 without a token, with an unknown one, and after logout', async () => {
    expect(await server.call(userInfo)).toMatchObject({ type: 999, message: 'session.expired' });
    expect(await server.call(userInfo, {}, 'made-up')).toMatchObject({ type: 999 });
    const token = await loginAs('alice@example.com');
    expect(await server.call(logout, {}, token)).toEqual({ type: 'ok', message: 'logout.success' });
    expect(await server.call(userInfo, {}, token)).toMatchObject({ type: 999 });
  });

  it('answers 999 for an expired token', async () => {
    const token = await loginAs('alice@example.com');
    await server.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second'`);
    expect(await server.call(userInfo, {}, token)).toMatchObject({ type: 999 });
  });

  it('stores only token hashes', async () => {
    const token = await loginAs('alice@example.com');
    const { rows } = await server.db.query(`SELECT 1 FROM sessions WHERE token_hash = $1`, [token]);
    expect(rows).toHaveLength(0);
  });

  it('limits login attempts per account', async () => {
    const attempt = () => server.call(login, { user_string: 'carol@example.com', password: 'badbadbad' });
    for (let i = 0; i < 10; i++) expect(await attempt()).toMatchObject({ message: 'login.failed' });
    expect(await attempt()).toMatchObject({ message: 'rate.limited' });
  });
});

describe('login with an SMS code (LOGIN_NEED_SMSCODE)', () => {
  afterEach(() => {
    server.ctx.config.loginNeedSmsCode = false;
  });

  it('reports the setting in env.json and requires a login code', async () => {
    server.ctx.config.loginNeedSmsCode = true;
    expect(await server.call(envJson)).toMatchObject({ message: { login_need_smscode: true } });
    const body = { user_string: '13800138000', password: 'phonepass' };
    expect(await server.call(login, body)).toMatchObject({
      message: 'code.required',
      params: { field: 'sms_code' },
    });
    await server.call(smsSend, { user_string: '13800138000', scene: 'login', area_code: '86' });
    const code = server.lastCode('13800138000', 'login');
    expect(
      await server.call(login, { ...body, sms_code: code === '000000' ? '111111' : '000000' }),
    ).toMatchObject({
      message: 'code.invalid',
    });
    expect(await server.call(login, { ...body, sms_code: code })).toMatchObject({ type: 'ok' });
  });
});

describe('password changes', () => {
  it('resets a forgotten password with a code and revokes every session', async () => {
    await registerUser('ivy@example.com');
    const token = await loginAs('ivy@example.com');
    await server.call(smsMail, { user_string: 'ivy@example.com', type: 'forget' });
    const code = server.lastCode('ivy@example.com', 'forget');
    expect(await server.call(checkEmail, { user_string: 'ivy@example.com', email_code: code })).toMatchObject(
      { type: 'ok' },
    );
    const response = await server.call(forget, {
      account: 'ivy@example.com',
      password: 'newpass12',
      repassword: 'newpass12',
      code,
      scene: 'forget',
    });
    expect(response).toEqual({ type: 'ok', message: 'password.changed' });
    expect(await server.call(userInfo, {}, token)).toMatchObject({ type: 999 });
    await loginAs('ivy@example.com', 'newpass12');
  });

  it('changes the password with the old one, and refuses a wrong old one', async () => {
    const body = { account: 'ivy@example.com', password: 'third123', repassword: 'third123' };
    expect(await server.call(forget, { ...body, oldpassword: 'nope1234' })).toMatchObject({
      message: 'password.oldWrong',
    });
    expect(await server.call(forget, { ...body, oldpassword: 'newpass12' })).toMatchObject({ type: 'ok' });
    expect(
      await server.call(forget, {
        account: 'ivy@example.com',
        password: 'a1234567',
        repassword: 'b1234567',
        oldpassword: 'x',
      }),
    ).toMatchObject({
      message: 'set.pswFalse',
    });
  });

  it('updates the password of the logged-in user with a code', async () => {
    const token = await loginAs('ivy@example.com', 'third123');
    expect(
      await server.call(smsMail, { user_string: 'ivy@example.com', scene: 'update_password' }, token),
    ).toMatchObject({ type: 'ok' });
    const code = server.lastCode('ivy@example.com', 'update_password');
    expect(
      await server.call(
        updatePassword,
        { password: 'fourth12', re_password: 'fourth12', code: '000000' === code ? '111111' : '000000' },
        token,
      ),
    ).toMatchObject({
      message: 'code.invalid',
    });
    expect(
      await server.call(updatePassword, { password: 'fourth12', re_password: 'fourth12', code }, token),
    ).toMatchObject({ type: 'ok' });
    // The session that changed it stays; the others end (account-security.test.ts).
    expect(await server.call(userInfo, {}, token)).toMatchObject({ type: 'ok' });
    await loginAs('ivy@example.com', 'fourth12');
    expect(
      await server.call(updatePassword, { password: 'fourth12', re_password: 'fourth12', code }),
    ).toMatchObject({ type: 999 });
  });
});
