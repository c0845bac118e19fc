import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { IDEMPOTENCY_KEY_HEADER, MarketEvent, spotApi, SpotEvent, type SpotOrder } from '@exchange/protocol';
import { openPostgres, dropSchema } from '../db/postgres';
import type { Database } from '../db';
import { expectBooksHold } from '../testing/books';
import { call, startNode, type Answer, type NodeProcess } from './cluster-kit';
import {
  nextEvent,
  printElapsed,
  registerTrader,
  topologyEnv,
  watchingDepth,
  type Trader,
} from './cluster-clients';

/**
 * Issue 14 §4 on loopback: one engine owner and two API nodes on one Postgres and one Redis (run by
 * `pnpm --filter @exchange/server test:cluster` with TEST_DATABASE_URL and REDIS_URL). A client on
 * node B sees the fill of an order placed through node A; node A killed with SIGKILL in the middle
 * of a burst of keyed orders loses none of them and makes none twice once they are retried on B.
 */

const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
const redisUrl = process.env.REDIS_URL ?? '';
const schema = `cluster_${randomBytes(5).toString('hex')}`;
const BTC_PAIR = { currency_id: 2, legal_id: 1 };
/** How soon node B's client must see a fill made through node A (issue 14 §4). */
const FILL_SEEN_WITHIN_MS = 1000;
const BURST = 24;

const env = topologyEnv(databaseUrl, redisUrl, schema);

let engine: NodeProcess;
let nodeA: NodeProcess;
let nodeB: NodeProcess;
let db: Database;
const sockets: Socket[] = [];

const newTrader = (node: NodeProcess, phone: string): Promise<Trader> => registerTrader(node, db, phone);

function trade(node: NodeProcess, trader: Trader, input: Record<string, unknown>, key?: string) {
  return call(
    node,
    spotApi.coinTrade,
    { ...BTC_PAIR, ...input },
    trader.token,
    key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {},
  );
}

beforeAll(async () => {
  if (!databaseUrl || !redisUrl) throw new Error('test:cluster needs TEST_DATABASE_URL and REDIS_URL');
  // The engine migrates the fresh schema first; the API nodes start on a migrated database.
  engine = await startNode('engine', { ...env, SERVER_ROLE: 'engine' });
  [nodeA, nodeB] = await Promise.all([
    startNode('api-a', { ...env, SERVER_ROLE: 'api' }),
    startNode('api-b', { ...env, SERVER_ROLE: 'api' }),
  ]);
  db = await openPostgres(databaseUrl, schema);
}, 90_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all([nodeA, nodeB, engine].filter(Boolean).map((node) => node.stop()));
  await db?.close();
  if (databaseUrl) await dropSchema(databaseUrl, schema);
}, 30_000);

test('a client on node B sees the fill of an order placed through node A', async () => {
  const seller = await newTrader(nodeA, '13900000001');
  const buyer = await newTrader(nodeA, '13900000002');
  const socket = await watchingDepth(nodeB, seller.token, 'BTC/USDT'); // the snapshot from the engine's memory
  sockets.push(socket);

  const resting = await trade(nodeA, seller, { type: 2, target_price: '99000', amount: '0.01' });
  expect(resting).toMatchObject({ type: 'ok' });
  const sellId = (resting.message as SpotOrder).id;
  const filled = nextEvent<{ order: SpotOrder }>(
    socket,
    SpotEvent.order,
    ({ order }) => order.id === sellId && order.status !== 1,
    FILL_SEEN_WITHIN_MS,
  );
  const depthAfter = nextEvent(socket, MarketEvent.depth, () => true, FILL_SEEN_WITHIN_MS);
  const sent = Date.now();
  expect(await trade(nodeA, buyer, { type: 1, target_price: '99000', amount: '0.01' })).toMatchObject({
    type: 'ok',
  });
  const [{ order }] = await Promise.all([filled, depthAfter]);
  printElapsed('fill_seen_on_other_node_ms', sent);
  expect(order).toMatchObject({ id: sellId, deal_amount: '0.01' });
  await expectBooksHold(db);
});

test('node A killed mid-burst: every keyed order retried on node B exists exactly once', async () => {
  const trader = await newTrader(nodeB, '13900000003');
  const keys = Array.from({ length: BURST }, (_, i) => `burst-${schema}-${i}`);
  const answers = new Map<string, Answer>();
  const order = (i: number) => ({ type: 1, target_price: String(1000 + i), amount: '0.01' });
  // A few clients keep orders flowing through node A; it is killed once half are answered, with
  // the others in flight or not sent yet.
  let next = 0;
  let killed = false;
  const client = async () => {
    while (next < BURST && !killed) {
      const i = next++;
      try {
        answers.set(keys[i]!, await trade(nodeA, trader, order(i), keys[i]));
      } catch {
        continue; // the connection died with node A: unanswered, retried below
      }
      if (answers.size >= BURST / 2 && !killed) {
        killed = true;
        nodeA.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, client));
  await nodeA.exited;
  expect(nodeA.child.signalCode).toBe('SIGKILL');
  const unanswered = keys.filter((key) => !answers.has(key));
  expect(unanswered.length).toBeGreaterThan(0);

  const retried = await Promise.all(
    unanswered.map((key) => trade(nodeB, trader, order(keys.indexOf(key)), key)),
  );
  unanswered.forEach((key, i) => answers.set(key, retried[i]!));

  expect([...answers.values()].filter((a) => a.type !== 'ok')).toEqual([]);
  const ids = keys.map((key) => (answers.get(key)!.message as SpotOrder).id);
  expect(new Set(ids).size).toBe(BURST);
  const { rows } = await db.query<{ id: string }>(`SELECT id::text FROM orders WHERE user_id = $1`, [
    trader.id,
  ]);
  expect(rows.map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  await expectBooksHold(db);
});
