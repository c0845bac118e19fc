import { forget, register, smsMail } from '@exchange/protocol';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { demoUser } from './demo-user';

// Wrong passwords must not let anyone lock the owner out: attempts count per account AND client
// address; across addresses an account is slowed down, never locked.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

function loginFrom(address: string, password: string) {
  return server.app
    .inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
      payload: new URLSearchParams({ user_string: demoUser.email, password }).toString(),
    })
    .then((r) => r.json() as { type: unknown; message: string });
}

describe('wrong passwords', () => {
  it('lock the attacking address out of the account, not the owner at another address', async () => {
    for (let i = 0; i < 10; i++)
      expect((await loginFrom('203.0.113.1', 'wrong-pass')).message).toBe('login.failed');
    expect(await loginFrom('203.0.113.1', 'wrong-pass')).toMatchObject({ message: 'rate.limited' });
    expect(await loginFrom('203.0.113.1', demoUser.password)).toMatchObject({ message: 'rate.limited' });

    for (let i = 0; i < 5; i++)
      expect((await loginFrom('203.0.113.2', 'wrong-pass')).message).toBe('login.failed');
    expect(await loginFrom('198.51.100.7', demoUser.password)).toMatchObject({ type: 'ok' });
  });

  it('slow down an account attacked from many addresses instead of locking it', async () => {
    const { slowdownMs } = await import('../../services/rate-limit');
    expect(slowdownMs(10)).toBe(0);
    expect(slowdownMs(11)).toBeGreaterThan(0);
    expect(slowdownMs(12)).toBeGreaterThan(slowdownMs(11));
    expect(slowdownMs(10_000)).toBeLessThanOrEqual(3000);
  });

  it('lock the old-password reset per address too', async () => {
    const email = 'erin@example.com';
    await server.call(smsMail, { user_string: email, scene: 'register' });
    const password = 'erin-secret';
    expect(
      await server.call(register, {
        type: 'email',
        user_string: email,
        code: server.lastCode(email),
        password,
        re_password: password,
      }),
    ).toMatchObject({ type: 'ok' });
    const reset = (address: string, oldpassword: string) =>
      server.app
        .inject({
          method: 'POST',
          url: forget.path,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
          payload: new URLSearchParams({
            account: email,
            oldpassword,
            password: 'erin-new-secret',
            repassword: 'erin-new-secret',
          }).toString(),
        })
        .then((r) => r.json() as { message: string });
    for (let i = 0; i < 10; i++)
      expect((await reset('203.0.113.3', 'wrong-pass')).message).toBe('password.oldWrong');
    expect((await reset('203.0.113.3', password)).message).toBe('rate.limited');
    expect((await reset('198.51.100.8', password)).message).toBe('password.changed');
  });
});
