import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { CommandClient, CommandConsumer, type Answer, type Command } from './commands';
import { clusterKeys } from './redis';

/**
 * The API node's and the engine's halves of a forwarded call, wired through an in-memory stand-in
 * for the few Redis commands they use (the real Redis runs in test:cluster).
 */

const keys = clusterKeys('unit');

/** XADD appends, XREADGROUP hands out what was added once, PUBLISH delivers to `onPublish`. */
function fakeRedis(onPublish: (channel: string, message: string) => void) {
  const stream: Array<[string, string[]]> = [];
  let delivered = 0;
  let waiter: (() => void) | undefined;
  const fake = {
    added: stream,
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
  const consumer = new CommandConsumer(
    engine,
    redis as unknown as Redis,
    redis as unknown as Redis,
    keys,
    'main',
    'engine',
  );
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
  const consumer = new CommandConsumer(
    engine,
    redis as unknown as Redis,
    redis as unknown as Redis,
    keys,
    'main',
    'engine',
  );
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
