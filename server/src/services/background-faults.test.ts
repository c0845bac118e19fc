import { readFileSync } from 'node:fs';
import { buildServer, type BuiltServer } from '../app';
import type { ServerModule } from '../context';
import { modules } from '../modules';
import { MarketMaker } from '../modules/market/market-maker';
import { operatorTokenFile } from '../http/operator-access';
import { testConfig } from '../testing/test-config';
import { testStorage, type TestStorage } from '../testing/test-db';

// Issue 22 §8: one throw in a background job (a settlement run, a lottery) or a market maker's tick
// used to take the whole process down. Now it is logged, counted for ops and retried.

let storage: TestStorage;
let server: BuiltServer;
let url: string;
let failingRuns = 0;

const failingJob: ServerModule = {
  name: 'failing-job',
  register(_app, ctx) {
    ctx.every(3600_000, () => {
      failingRuns += 1;
      throw new Error('settlement run failed');
    });
  },
};

beforeAll(async () => {
  storage = testStorage();
  jest.spyOn(MarketMaker.prototype, 'tick').mockImplementationOnce(() => {
    throw new Error('kline 1min: bar at 0 is older than the last one (1)');
  });
  server = await buildServer(testConfig(storage), {
    quiet: true,
    modules: [...modules, failingJob],
    market: { bots: { seed: 7, tickMs: [5, 10] } },
  });
  url = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server.close();
  await storage.cleanup();
  jest.restoreAllMocks();
});

async function status(): Promise<{ total: number; by_source: Record<string, number> }> {
  const response = await fetch(`${url}/operator/status`, {
    headers: { 'x-operator-token': readFileSync(operatorTokenFile(storage.dataDir), 'utf8').trim() },
  });
  const answer = (await response.json()) as {
    message: { background_faults: { total: number; by_source: Record<string, number> } };
  };
  return answer.message.background_faults;
}

it('counts a throwing job, runs it again on its next turn and keeps serving HTTP', async () => {
  await server.ctx.clock.advance(0);
  await server.ctx.clock.advance(0);
  expect(failingRuns).toBe(2);
  expect((await status()).by_source.job).toBe(2);
  expect((await fetch(`${url}/api/env.json`)).status).toBe(200);
});

it('counts a market maker tick that threw, and the makers trade on', async () => {
  const trade = new Promise<void>((resolve) => {
    const stop = server.ctx.markets.on('trade', () => {
      stop();
      resolve();
    });
  });
  await trade;
  const faults = await status();
  const makerFaults = Object.entries(faults.by_source).filter(([source]) =>
    source.startsWith('market maker'),
  );
  expect(makerFaults).toHaveLength(1);
  expect(makerFaults[0]![1]).toBe(1);
  expect((await fetch(`${url}/api/env.json`)).status).toBe(200);
});
