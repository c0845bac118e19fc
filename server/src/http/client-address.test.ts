import { loadConfig } from '../config';
import { startTestServer, type TestServer } from '../testing/test-server';

// Behind the production proxy (scripts/serve-static.mjs forwards /api from loopback) the client's
// address comes from X-Forwarded-For; per-address limits must count each client, not the proxy.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

function loginFrom(remoteAddress: string, forwardedFor: string | undefined, user_string: string) {
  return server.app
    .inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      payload: new URLSearchParams({ user_string, password: 'wrong-password' }).toString(),
    })
    .then((r) => r.json() as { message: string });
}

describe('client address behind the proxy', () => {
  it('counts wrong logins per forwarded client, so one client cannot exhaust everyone through the proxy', async () => {
    for (let i = 0; i < 100; i++) {
      const answer = await loginFrom('127.0.0.1', '203.0.113.5', `nobody${i}@example.com`);
      expect(answer.message).toBe('login.failed');
    }
    expect((await loginFrom('127.0.0.1', '203.0.113.5', 'next@example.com')).message).toBe('rate.limited');
    expect((await loginFrom('127.0.0.1', '198.51.100.7', 'next@example.com')).message).toBe('login.failed');
  });

  it('takes the address the trusted proxy appended, not one the client wrote before it', async () => {
    for (let i = 0; i < 100; i++) {
      const forged = `10.0.${Math.floor(i / 250)}.${i % 250}, 192.0.2.44`;
      expect((await loginFrom('127.0.0.1', forged, `a${i}@example.com`)).message).toBe('login.failed');
    }
    expect((await loginFrom('127.0.0.1', '10.9.9.9, 192.0.2.44', 'b@example.com')).message).toBe(
      'rate.limited',
    );
  });

  it('ignores X-Forwarded-For from a client that is not the trusted proxy', async () => {
    for (let i = 0; i < 100; i++) {
      const answer = await loginFrom('192.0.2.99', `10.1.0.${i}`, `c${i}@example.com`);
      expect(answer.message).toBe('login.failed');
    }
    expect((await loginFrom('192.0.2.99', '10.1.1.1', 'd@example.com')).message).toBe('rate.limited');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts loopback by default and reads off or a list of addresses', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
  });
});
