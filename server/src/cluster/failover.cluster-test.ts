import { randomBytes } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, spotApi, type SpotOrder } from '@exchange/protocol';
import { openPostgres, dropSchema } from '../db/postgres';
import type { Database } from '../db';
import { expectBooksHold } from '../testing/books';
import { call, startNode, startStandby, type Answer, type NodeProcess } from './cluster-kit';
import { printElapsed, registerTrader, topologyEnv, type Trader } from './cluster-clients';

/**
 * A standby engine (cluster/ownership.ts) on loopback: an engine owns the partition, a second engine
 * for it waits, one API node serves. The owner is killed with SIGKILL: the standby takes the
 * partition over from what the owner committed (a resting order is still on the book and fills),
 * and an order sent while no engine ran is answered once a retry with its key gets through.
 */

const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
const redisUrl = process.env.REDIS_URL ?? '';
const schema = `cluster_${randomBytes(5).toString('hex')}`;
const BTC_PAIR = { currency_id: 2, legal_id: 1 };
/** A call forwarded while no engine runs waits this long before the API node answers server.busy. */
const ENGINE_TIMEOUT_MS = 1500;

const env = topologyEnv(databaseUrl, redisUrl, schema, { ENGINE_TIMEOUT_MS: String(ENGINE_TIMEOUT_MS) });

let owner: NodeProcess;
let standby: Awaited<ReturnType<typeof startStandby>>;
let api: NodeProcess;
let db: Database;
const started: NodeProcess[] = [];

function trade(trader: Trader, input: Record<string, unknown>, key: string): Promise<Answer> {
  return call(api, spotApi.coinTrade, { ...BTC_PAIR, ...input }, trader.token, {
    [IDEMPOTENCY_KEY_HEADER]: key,
  });
}

/** Sends the keyed order until an answer other than server.busy comes (a retry as the panel does). */
async function tradeUntilAnswered(trader: Trader, input: Record<string, unknown>, key: string) {
  for (let tries = 0; tries < 40; tries++) {
    const answer = await trade(trader, input, key).catch(() => undefined);
    if (answer && answer.message !== 'server.busy') return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer for ${key}`);
}

beforeAll(async () => {
  if (!databaseUrl || !redisUrl) throw new Error('test:cluster needs TEST_DATABASE_URL and REDIS_URL');
  owner = await startNode('engine-1', { ...env, SERVER_ROLE: 'engine' });
  started.push(owner);
  [standby, api] = await Promise.all([
    startStandby('engine-2', { ...env, SERVER_ROLE: 'engine' }),
    startNode('api', { ...env, SERVER_ROLE: 'api' }),
  ]);
  started.push(api);
  db = await openPostgres(databaseUrl, schema);
}, 90_000);

afterAll(async () => {
  if (standby && standby.child.exitCode === null) standby.child.kill('SIGTERM');
  await Promise.all(started.map((node) => node.stop()));
  await db?.close();
  if (databaseUrl) await dropSchema(databaseUrl, schema);
}, 30_000);

test('the standby engine takes the partition over when its owner is killed, books and all', async () => {
  const seller = await registerTrader(api, db, '13900000011');
  const buyer = await registerTrader(api, db, '13900000012');
  const resting = await trade(seller, { type: 2, target_price: '99000', amount: '0.01' }, 'failover-sell-1');
  expect(resting).toMatchObject({ type: 'ok', message: { status: 1 } });
  const sellId = (resting.message as SpotOrder).id;
  // A stop-limit waits off the book at the owner; the standby reloads it with the partition.
  const stop = await trade(
    seller,
    { type: 2, kind: 'stop_limit', target_price: '990', trigger_price: '1000', amount: '0.01' },
    'failover-stop-1',
  );
  expect(stop).toMatchObject({ type: 'ok', message: { status: 1, trigger_state: 'waiting' } });
  const stopId = (stop.message as SpotOrder).id;

  owner.child.kill('SIGKILL');
  await owner.exited;
  const killedAt = Date.now();
  // Sent while no engine runs: answered by the standby once it has taken over (maybe after retries).
  const buy = tradeUntilAnswered(buyer, { type: 1, target_price: '99000', amount: '0.01' }, 'failover-buy-1');
  const taken = await standby.listening;
  started.push(taken);
  printElapsed('engine_takeover_ms', killedAt);

  expect(await buy).toMatchObject({ type: 'ok', message: { status: 2, deal_amount: '0.01' } });
  const again = await trade(buyer, { type: 1, target_price: '99000', amount: '0.01' }, 'failover-buy-1');
  expect(again).toEqual(await buy);
  const { rows } = await db.query<{ id: string; status: number }>(
    `SELECT id::text, status FROM orders WHERE user_id = ANY($1::int[]) ORDER BY id`,
    [[seller.id, buyer.id]],
  );
  expect(rows).toEqual([
    { id: String(sellId), status: 2 },
    { id: String(stopId), status: 1 },
    { id: expect.any(String), status: 2 },
  ]);
  // Held by the new owner (not closed as stranded at its start): the cancel reaches it there.
  const cancelled = await call(api, spotApi.coinCancelTrade, { id: stopId }, seller.token);
  expect(cancelled).toMatchObject({ type: 'ok', message: { status: 3, trigger_state: 'waiting' } });
  await expectBooksHold(db);
}, 90_000);

test('a second standby for an owned partition waits instead of opening its books', async () => {
  const second = await startStandby('engine-3', { ...env, SERVER_ROLE: 'engine' });
  expect(second.child.exitCode).toBeNull();
  expect(second.output()).not.toMatch(/listening on/);
  second.child.kill('SIGTERM');
  await new Promise((resolve) => second.child.once('exit', resolve));
}, 60_000);
