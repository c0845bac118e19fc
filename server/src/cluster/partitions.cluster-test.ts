import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import {
  exchangeApi,
  leverApi,
  login,
  marketApi,
  spotApi,
  SpotEvent,
  type DealInfo,
  type LeverPosition,
  type QuotationGroup,
  type SpotOrder,
} from '@exchange/protocol';
import { openPostgres, dropSchema } from '../db/postgres';
import type { Database } from '../db';
import { expectBooksHold } from '../testing/books';
import { demoUser } from '../services/demo-account';
import { call, startNode, type NodeProcess } from './cluster-kit';
import {
  nextEvent,
  printElapsed,
  registerTrader,
  topologyEnv,
  watchingDepth,
  type Trader,
} from './cluster-clients';

/**
 * Several engine partitions (README "Scaled topology"): engine `a` owns BTC/USDT and ETH/USDT,
 * engine `b` every other pair (and is the primary); two API nodes route each call to its pair's
 * owner. Run by `pnpm --filter @exchange/server test:cluster` with TEST_DATABASE_URL and REDIS_URL.
 */

const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
const redisUrl = process.env.REDIS_URL ?? '';
const schema = `partitions_${randomBytes(5).toString('hex')}`;
const MAP = 'a=BTC/USDT,ETH/USDT;b=*';
const BTC = { currency_id: 2, legal_id: 1 }; // partition a
const SOL = { currency_id: 5, legal_id: 1 }; // partition b
/** How soon node B's client must see a fill made through node A (issue 14 §4). */
const FILL_SEEN_WITHIN_MS = 1000;

const env = topologyEnv(databaseUrl, redisUrl, schema, { ENGINE_PARTITIONS: MAP });

let engineA: NodeProcess;
let engineB: NodeProcess;
let nodeA: NodeProcess;
let nodeB: NodeProcess;
let db: Database;
let seller: Trader;
let buyer: Trader;
const sockets: Socket[] = [];

function trade(node: NodeProcess, trader: Trader, pair: object, input: Record<string, unknown>) {
  return call(node, spotApi.coinTrade, { ...pair, ...input }, trader.token);
}

beforeAll(async () => {
  if (!databaseUrl || !redisUrl) throw new Error('test:cluster needs TEST_DATABASE_URL and REDIS_URL');
  // Engine a migrates the fresh schema; the others start on a migrated database.
  engineA = await startNode('engine-a', { ...env, SERVER_ROLE: 'engine', ENGINE_PARTITION: 'a' });
  [engineB, nodeA, nodeB] = await Promise.all([
    startNode('engine-b', { ...env, SERVER_ROLE: 'engine', ENGINE_PARTITION: 'b' }),
    startNode('api-a', { ...env, SERVER_ROLE: 'api' }),
    startNode('api-b', { ...env, SERVER_ROLE: 'api' }),
  ]);
  db = await openPostgres(databaseUrl, schema);
  seller = await registerTrader(nodeA, db, '13900000011');
  buyer = await registerTrader(nodeB, db, '13900000012');
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all([nodeA, nodeB, engineA, engineB].filter(Boolean).map((node) => node.stop()));
  await db?.close();
  if (databaseUrl) await dropSchema(databaseUrl, schema);
}, 30_000);

test('an order of partition a placed through node A fills, and a client on node B sees the fill', async () => {
  const socket = await watchingDepth(nodeB, seller.token, 'BTC/USDT'); // the snapshot from engine a's book
  sockets.push(socket);

  const resting = await trade(nodeA, seller, BTC, { type: 2, target_price: '99000', amount: '0.01' });
  expect(resting).toMatchObject({ type: 'ok' });
  const sellId = (resting.message as SpotOrder).id;
  const filled = nextEvent<{ order: SpotOrder }>(
    socket,
    SpotEvent.order,
    ({ order }) => order.id === sellId && order.status !== 1,
    FILL_SEEN_WITHIN_MS,
  );
  const sent = Date.now();
  const taken = await trade(nodeA, buyer, BTC, { type: 1, target_price: '99000', amount: '0.01' });
  expect(taken).toMatchObject({ type: 'ok' });
  const { order } = await filled;
  printElapsed('partition_fill_seen_on_other_node_ms', sent);
  expect(order).toMatchObject({ id: sellId, deal_amount: '0.01' });
  await expectBooksHold(db);
});

test("an order of partition b goes to b's book, not a's; its cancel through the other node too", async () => {
  const placed = await trade(nodeA, seller, SOL, { type: 2, target_price: '160', amount: '1' });
  expect(placed).toMatchObject({ type: 'ok' });
  const orderId = (placed.message as SpotOrder).id;
  const asks = async (node: NodeProcess) =>
    ((await call(node, marketApi.deal, SOL)).message as DealInfo).out.map((level) => level.price);
  expect(await asks(nodeB)).toContain('160');
  expect(await asks(engineB)).toContain('160');
  expect(await asks(engineA)).toEqual([]); // a has no SOL book at all
  // Engine a itself refuses SOL orders: it does not own the pair.
  expect(await trade(engineA, seller, SOL, { type: 2, target_price: '161', amount: '1' })).toMatchObject({
    type: 'error',
    message: 'spot.pairClosed',
  });

  const cancelled = await call(nodeB, spotApi.coinCancelTrade, { id: orderId }, seller.token);
  expect(cancelled).toMatchObject({ type: 'ok' });
  expect(await asks(engineB)).not.toContain('160');
  const { rows } = await db.query<{ status: number }>('SELECT status FROM orders WHERE id = $1', [orderId]);
  expect(rows[0]?.status).toBe(3);
  await expectBooksHold(db);
});

test('quotation_new through either API node lists the pairs of both partitions at their live prices', async () => {
  // A SOL trade on partition b (BTC traded at 99000 on partition a above).
  expect(await trade(nodeB, seller, SOL, { type: 2, target_price: '152', amount: '1' })).toMatchObject({
    type: 'ok',
  });
  expect(await trade(nodeB, buyer, SOL, { type: 1, target_price: '152', amount: '1' })).toMatchObject({
    type: 'ok',
  });
  for (const node of [nodeA, nodeB]) {
    const answer = await call(node, marketApi.quotationNew);
    expect(answer.type).toBe('ok');
    const rows = (answer.message as QuotationGroup[]).flatMap((group) => group.quotation);
    const price = (currencyId: number) => rows.find((row) => row.currency_id === currencyId)?.now_price;
    expect([price(BTC.currency_id), price(SOL.currency_id)]).toEqual(['99000', '152']);
    expect(rows.length).toBeGreaterThan(10);
  }
  // The merged answer carries a validator like the one-process read.
  const first = await fetch(`${nodeA.url}${marketApi.quotationNew.path}`);
  const etag = first.headers.get('etag') ?? '';
  expect(etag).not.toBe('');
  const again = await fetch(`${nodeA.url}${marketApi.quotationNew.path}`, {
    headers: { 'if-none-match': etag },
  });
  expect(again.status).toBe(304);
  // In the reader's language, as one process answers it: each partition reads Accept-Language.
  const chinese = await fetch(`${nodeA.url}${marketApi.quotationNew.path}`, {
    headers: { 'accept-language': 'zh-CN' },
  });
  expect(chinese.headers.get('vary')).toMatch(/Accept-Language/);
  const rows = ((await chinese.json()) as { message: QuotationGroup[] }).message.flatMap((g) => g.quotation);
  const content = (currencyId: number) => rows.find((row) => row.currency_id === currencyId)?.content;
  expect(content(BTC.currency_id)).toMatch(/^<p>比特币/);
  expect(content(SOL.currency_id)).toMatch(/^<p>Solana 是/);
});

test("the primary (b) prices partition a's pairs at a's live price: quick exchange quotes", async () => {
  // exchange/* runs on the primary only; BTC traded at 99000 on partition a, SOL at 152 on b itself.
  for (const node of [nodeA, nodeB]) {
    const answer = await call(node, exchangeApi.exchangeCurrencies, {}, buyer.token);
    expect(answer.type).toBe('ok');
    const { list } = answer.message as { list: Array<{ currency: number; price: string }> };
    const price = (currencyId: number) => Number(list.find((row) => row.currency === currencyId)?.price);
    expect([price(BTC.currency_id), price(SOL.currency_id)]).toEqual([99000, 152]);
  }
});

test("lever on the primary opens a position of partition a's pair at a's latest trade price", async () => {
  const token = (await call(nodeA, login, { user_string: demoUser.email, password: demoUser.password }))
    .message as string;
  let share = 0; // each submit a different request (the same one within 5 s answers the first position)
  const open = async () => {
    const input = { ...BTC, multiple: 10, share: ++share, type: 1, password: demoUser.tradePassword };
    const answer = await call(nodeA, leverApi.submit, input, token);
    expect(answer.type).toBe('ok');
    return (answer.message as LeverPosition).origin_price;
  };
  expect(await open()).toBe('99000');
  // A new BTC price on partition a reaches the primary (shared within 100 ms of the trade).
  expect(await trade(nodeB, seller, BTC, { type: 2, target_price: '100000', amount: '0.01' })).toMatchObject({
    type: 'ok',
  });
  expect(await trade(nodeB, buyer, BTC, { type: 1, target_price: '100000', amount: '0.01' })).toMatchObject({
    type: 'ok',
  });
  let price = await open();
  for (let tries = 0; price !== '100000' && tries < 20; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    price = await open();
  }
  expect(price).toBe('100000');
});

test('a bad partition map refuses to start, saying what is wrong', async () => {
  const engine = { ...env, SERVER_ROLE: 'engine', ENGINE_PARTITION: 'a' };
  await expect(
    startNode('bad-twice', { ...engine, ENGINE_PARTITIONS: 'a=BTC/USDT;b=btc-usdt,*' }),
  ).rejects.toThrow(/ENGINE_PARTITIONS: partition b: \* stands alone/);
  await expect(
    startNode('bad-dup', { ...engine, ENGINE_PARTITIONS: 'a=BTC/USDT;b=BTC/USDT' }),
  ).rejects.toThrow(/ENGINE_PARTITIONS: BTC\/USDT is in two partitions \(a and b\)/);
  await expect(startNode('bad-name', { ...engine, ENGINE_PARTITIONS: 'a=XYZ/USDT;b=*' })).rejects.toThrow(
    /ENGINE_PARTITIONS: partition a: XYZ\/USDT is not a pair of this exchange/,
  );
}, 60_000);
