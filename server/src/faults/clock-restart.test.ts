import { readFileSync } from 'node:fs';
import { operatorTokenFile } from '../http/operator-access';
import { testStorage, type TestStorage } from '../testing/test-db';
import { freePort, startChildServer, type ChildServer } from './child-server';

// Issue 22 §8, as a new user does it: start the server, `clock:advance 7200`, let the market makers
// trade under the advanced clock, stop it with SIGTERM, start it again. The second start used to
// exit within a second (a maker's trade two hours before the stored bars threw in a timer).

jest.setTimeout(300_000);

const makers = { MARKET_BOTS: '1', MARKET_TICK_MS: '50-100' };
const MINUTE = 60_000;

interface Status {
  now: number;
  offset_ms: number;
  background_faults: { total: number; by_source: Record<string, number> };
}

let storage: TestStorage;
let child: ChildServer | undefined;
beforeAll(() => {
  storage = testStorage();
});
afterAll(async () => {
  await child?.stop();
  await storage.cleanup();
});

async function operator<T>(server: ChildServer, path: string, body?: object): Promise<T> {
  const token = readFileSync(operatorTokenFile(storage.dataDir), 'utf8').trim();
  const response = await fetch(server.url + path, {
    method: body ? 'POST' : 'GET',
    headers: { 'x-operator-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as { type: string; message: T };
  expect(answer.type).toBe('ok');
  return answer.message;
}

/** The newest 1-minute BTC/USDT bar the server serves (up to a day past the wall clock). */
async function lastBar(server: ChildServer): Promise<{ time: number; volume: string } | undefined> {
  const to = Math.floor(Date.now() / 1000) + 24 * 3600;
  const query = new URLSearchParams({
    symbol: 'BTC/USDT',
    period: '1min',
    from: String(to - 3 * 24 * 3600),
    to: String(to),
  });
  const body = (await (await fetch(`${server.url}/api/currency/new_timeshar?${query}`)).json()) as {
    data: Array<{ time: number; volume: string }>;
  };
  return body.data[body.data.length - 1];
}

async function until<T>(what: string, probe: () => Promise<T | undefined | false>): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const found = await probe();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never happened: ${what}`);
}

it('keeps the advanced clock across SIGTERM and a restart, and the makers trade on after it', async () => {
  child = await startChildServer(storage, await freePort(), makers);
  const advanced = await operator<{ now: number; offset_ms: number }>(child, '/operator/clock', {
    advance_seconds: 7200,
  });
  expect(advanced.offset_ms).toBe(7_200_000);
  const firstRun = child;
  const written = await until('a bar under the advanced clock', async () => {
    const bar = await lastBar(firstRun);
    return bar && bar.time >= Math.floor(advanced.now / MINUTE) * MINUTE && bar;
  });
  await child.stop();
  expect(child.process.exitCode).toBe(0);

  child = await startChildServer(storage, await freePort(), makers);
  const secondRun = child;
  const restored = await operator<Status>(child, '/operator/status');
  expect(restored.offset_ms).toBe(7_200_000);
  expect(restored.now).toBeGreaterThanOrEqual(advanced.now);
  // A trade after the restart: the newest bar moves on (a later bar, or more volume in the same one).
  const atStart = await lastBar(child);
  const traded = await until('a trade after the restart', async () => {
    const bar = await lastBar(secondRun);
    return bar && (bar.time !== atStart?.time || bar.volume !== atStart?.volume) && bar;
  });
  expect(traded.time).toBeGreaterThanOrEqual(written.time);
  expect(child.process.exitCode).toBeNull();
  expect((await operator<Status>(child, '/operator/status')).background_faults.total).toBe(0);
});
