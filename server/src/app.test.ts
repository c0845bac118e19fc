import type { AddressInfo } from 'node:net';
import { buildServer } from './app';
import type { ServerConfig } from './config';
import type { ServerModule } from './context';
import { envModule } from './modules/env/routes';
import { testStorage } from './testing/test-db';
import { openDatabase } from './db';

// Graceful shutdown: a request in flight when close() starts still completes and its write lands
// before the database closes; background jobs and close hooks stop.

it('lets an in-flight write finish, runs close hooks, then closes the database', async () => {
  const storage = testStorage();
  const events: string[] = [];
  let release: () => void = () => undefined;
  const slowWrite: ServerModule = {
    name: 'slow-write',
    register(app, ctx) {
      ctx.onClose(() => void events.push('hook'));
      app.post('/api/test/slow', async () => {
        events.push('request');
        await new Promise<void>((resolve) => (release = resolve));
        await ctx.db.query(
          `INSERT INTO countries (country_id, area_code, name_cn, name_en) VALUES (999, '0', 't', 't')`,
        );
        events.push('written');
        return { type: 'ok', message: 'done' };
      });
    },
  };
  const config = {
    port: 0,
    host: '127.0.0.1',
    dataDir: storage.dataDir,
    databaseUrl: storage.databaseUrl,
    databaseSchema: storage.databaseSchema,
    allowedOrigins: [],
    loginNeedSmsCode: false,
    demoFunds: false,
    kycAutoApproveSeconds: 0,
    tokenTtlHours: 1,
    rateLimits: true,
    validateResponses: true,
    logLevel: 'silent',
  } satisfies ServerConfig;
  const server = await buildServer(config, { quiet: true, modules: [envModule, slowWrite] });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (server.app.server.address() as AddressInfo).port;

  const inFlight = fetch(`http://127.0.0.1:${port}/api/test/slow`, { method: 'POST' }).then((r) => r.json());
  while (!events.includes('request')) await new Promise((r) => setTimeout(r, 10));
  const t0 = Date.now();
  const closing = server.close();
  setTimeout(() => release(), 100);
  await expect(inFlight).resolves.toEqual({ type: 'ok', message: 'done' });
  await closing;
  expect(Date.now() - t0).toBeLessThan(10_000);

  expect(events).toEqual(['request', 'written', 'hook']);
  await expect(server.db.query('SELECT 1')).rejects.toThrow();
  const reopened = await openDatabase(config);
  const { rows } = await reopened.query(`SELECT 1 FROM countries WHERE country_id = 999`);
  expect(rows).toHaveLength(1);
  await reopened.close();
  await storage.cleanup();
});
