import { readFileSync } from 'node:fs';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { operatorTokenFile } from './routes';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const advance = (payload: unknown, token?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/operator/clock',
    headers: token ? { 'x-operator-token': token } : {},
    payload: payload as Record<string, unknown>,
  });

it('moves the server clock forward for the operator and runs the background jobs once', async () => {
  let turns = 0;
  server.ctx.every(3_600_000, () => void (turns += 1));
  const secret = readFileSync(operatorTokenFile(server.config.dataDir), 'utf8').trim();
  const before = server.ctx.clock.now();

  const answer = await advance({ advance_seconds: 86_400 }, secret);

  expect(answer.json()).toMatchObject({ type: 'ok', message: { offset_ms: 86_400_000 } });
  expect(server.ctx.clock.now() - before).toBeGreaterThanOrEqual(86_400_000);
  expect(turns).toBe(1);
});

it('refuses a caller without the secret and a move backwards, leaving the clock alone', async () => {
  const secret = readFileSync(operatorTokenFile(server.config.dataDir), 'utf8').trim();
  const offset = server.ctx.clock.offsetMs;

  expect((await advance({ advance_seconds: 60 })).statusCode).toBe(403);
  expect((await advance({ advance_seconds: -60 }, secret)).json()).toEqual({
    type: 'error',
    message: 'validation.invalid',
  });
  expect(server.ctx.clock.offsetMs).toBe(offset);
});
