import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { CommandClient, CommandConsumer, type Answer, type Command } from './commands';
import { clusterKeys } from './redis';

/**
 * The API node's and the engine's halves of a forwarded call, wired through an in-memory stand-in
 * for the few Redis commands they use (the real Redis runs in test:cluster).
 */

const keys = clusterKeys('unit');

/**
 * XADD appends, XREADGROUP hands out what was added once, PUBLISH delivers to `onPublish`; XAUTOCLAIM
 * hands out, in one page, what `orphans` holds (entries an earlier consumer read and never acknowledged).
 */
function fakeRedis(onPublish: (channel: string, message: string) => void) {
  const stream: Array<[string, string[]]> = [];
  const orphans: Array<[string, string[]]> = [];
  let delivered = 0;
  let waiter: (() => void) | undefined;
  const fake = {
    added: stream,
    orphans,
    async xadd(...args: Array<string | number>) {
      const id = `${stream.length + 1}-0`;
      stream.push([id, args.slice(-2).map(String)]);
      waiter?.();
      return id;
    },
    async xgroup() {
      return 'OK';
    },
    async xreadgroup() {
      if (delivered === stream.length)
        await new Promise<void>((resolve) => setTimeout((waiter = resolve), 50));
      const batch = stream.slice(delivered);
      delivered = stream.length;
      return batch.length > 0 ? [[keys.commands('main'), batch]] : null;
    },
    async xautoclaim() {
      return ['0-0', orphans.splice(0), []];
    },
    async xack() {
      return 1;
    },
    async publish(channel: string, message: string) {
      onPublish(channel, message);
      return 1;
    },
  };
  return fake;
}

/** The engine's side of partition `main`, reading and answering through the fake. */
function engineConsumer(engine: FastifyInstance, redis: ReturnType<typeof fakeRedis>, name: string) {
  const fake = redis as unknown as Redis;
  return new CommandConsumer(engine, fake, fake, keys, 'main', name);
}

function apiNode(
  redis: ReturnType<typeof fakeRedis>,
  timeoutMs: number,
): { app: FastifyInstance; client: CommandClient } {
  const app = Fastify();
  const client = new CommandClient(redis as unknown as Redis, keys, 'api-1', timeoutMs);
  app.addHook('preHandler', async (request, reply) => client.forward('main', request, reply));
  app.post('/api/coin/trade', async () => ({ type: 'ok', message: 'served locally' }));
  return { app, client };
}

test('a call nobody answers in time answers server.busy with status 200, never a 5xx', async () => {
  const redis = fakeRedis(() => undefined);
  const { app } = apiNode(redis, 50);
  const response = await app.inject({ method: 'POST', url: '/api/coin/trade', payload: { amount: '1' } });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ type: 'error', message: 'server.busy' });
  const command = JSON.parse(redis.added[0]![1][1]!) as Command;
  expect(command).toMatchObject({
    method: 'POST',
    url: '/api/coin/trade',
    body: { amount: '1' },
    node: 'api-1',
  });
  await app.close();
});

test('the engine replays the call through its own route and the API node answers what it answered', async () => {
  const redis = fakeRedis((channel, message) => {
    expect(channel).toBe(keys.replies('api-1'));
    api.client.receive(message);
  });
  const api = apiNode(redis, 5000);
  const engine = Fastify();
  engine.post('/api/coin/trade', async (request, reply) => {
    reply.header('etag', '"v1"');
    return {
      type: 'ok',
      message: {
        body: request.body,
        token: request.headers.authorization,
        key: request.headers['idempotency-key'],
        cookie: request.headers.cookie ?? null,
      },
    };
  });
  const consumer = engineConsumer(engine, redis, 'engine');
  await consumer.start();

  const response = await api.app.inject({
    method: 'POST',
    url: '/api/coin/trade',
    headers: { authorization: 'Bearer t', 'idempotency-key': 'k-1', cookie: 'not forwarded' },
    payload: { amount: '1' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers.etag).toBe('"v1"');
  expect(response.json()).toEqual({
    type: 'ok',
    message: { body: { amount: '1' }, token: 'Bearer t', key: 'k-1', cookie: null },
  });
  await consumer.stop();
  await Promise.all([api.app.close(), engine.close()]);
});

test('a command past its deadline is dropped unexecuted', async () => {
  const published: Answer[] = [];
  const redis = fakeRedis((_channel, message) => published.push(JSON.parse(message) as Answer));
  let executed = 0;
  const engine = Fastify();
  engine.post('/api/coin/trade', async () => ({ type: 'ok', message: ++executed }));
  const consumer = engineConsumer(engine, redis, 'engine');
  await consumer.start();
  const late: Command = {
    id: 'x',
    node: 'api-1',
    method: 'POST',
    url: '/api/coin/trade',
    headers: {},
    ip: '127.0.0.1',
    deadline: Date.now() - 1,
  };
  await redis.xadd(keys.commands('main'), '*', 'c', JSON.stringify(late));
  const fresh: Command = { ...late, id: 'y', deadline: Date.now() + 60_000 };
  await redis.xadd(keys.commands('main'), '*', 'c', JSON.stringify(fresh));
  while (published.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
  await consumer.stop();
  expect(executed).toBe(1);
  expect(published.map((answer) => answer.id)).toEqual(['y']);
  await engine.close();
});

test('a new owner runs what its dead predecessor read and never answered, when a replay cannot do it twice', async () => {
  const published: Answer[] = [];
  const redis = fakeRedis((_channel, message) => published.push(JSON.parse(message) as Answer));
  const executed: string[] = [];
  const engine = Fastify();
  engine.post('/api/coin/trade', async (request) => {
    executed.push(`trade ${String(request.headers['idempotency-key'])}`);
    return { type: 'ok', message: 'placed' };
  });
  engine.post('/api/coin/cancel', async () => {
    executed.push('cancel');
    return { type: 'ok', message: 'cancelled' };
  });
  engine.get('/api/coin/list', async () => {
    executed.push('list');
    return { type: 'ok', message: [] };
  });
  const base = { node: 'api-1', headers: {}, ip: '127.0.0.1', deadline: Date.now() + 60_000 };
  const orphan = (command: Command): [string, string[]] => [
    `${command.id}-0`,
    ['c', JSON.stringify(command)],
  ];
  redis.orphans.push(
    orphan({
      ...base,
      id: 'keyed',
      method: 'POST',
      url: '/api/coin/trade',
      headers: { 'idempotency-key': 'k-7' },
    }),
    orphan({ ...base, id: 'unkeyed', method: 'POST', url: '/api/coin/cancel', body: { id: 3 } }),
    orphan({ ...base, id: 'read', method: 'GET', url: '/api/coin/list' }),
    orphan({ ...base, id: 'late', method: 'GET', url: '/api/coin/list', deadline: Date.now() - 1 }),
  );
  const consumer = engineConsumer(engine, redis, 'engine-2');
  await consumer.start();
  await consumer.stop();

  // The cancel may have run on the dead owner: it is not run twice, its caller hears server.busy now.
  expect(executed.sort()).toEqual(['list', 'trade k-7']);
  const byId = new Map(published.map((answer) => [answer.id, answer]));
  expect([...byId.keys()].sort()).toEqual(['keyed', 'read', 'unkeyed']);
  expect(JSON.parse(byId.get('keyed')!.body)).toEqual({ type: 'ok', message: 'placed' });
  expect(byId.get('unkeyed')).toMatchObject({
    status: 200,
    headers: { 'content-type': expect.stringContaining('json') },
  });
  expect(JSON.parse(byId.get('unkeyed')!.body)).toEqual({ type: 'error', message: 'server.busy' });
  await engine.close();
});
