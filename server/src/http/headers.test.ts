import { startTestServer, type TestServer } from '../testing/test-server';

// API answers: nosniff always; credentials only for an allowed origin.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ allowedOrigins: ['http://localhost:3000'] });
});
afterAll(() => server.stop());

const envFrom = (origin?: string) =>
  server.app.inject({ method: 'GET', url: '/api/env.json', headers: origin ? { origin } : {} });

describe('API answer headers', () => {
  it('send nosniff on every answer, found or not', async () => {
    expect((await envFrom()).headers['x-content-type-options']).toBe('nosniff');
    const missing = await server.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allow credentials only for an allowed origin', async () => {
    const allowed = await envFrom('http://localhost:3000');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');

    for (const origin of ['https://evil.example', undefined]) {
      const answer = await envFrom(origin);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/user/info',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
