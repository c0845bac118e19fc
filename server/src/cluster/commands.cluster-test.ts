import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { CommandClient, CommandConsumer } from './commands';
import { clusterKeys, connectRedis, ready } from './redis';

/**
 * The command stream on a real Redis: an engine owner reads commands and dies before answering them
 * (its connections drop, nothing is acknowledged); the next owner adopts them with XAUTOCLAIM while
 * their callers still wait.
 */

const redisUrl = process.env.REDIS_URL ?? '';
const keys = clusterKeys(`commands-${randomBytes(4).toString('hex')}`);
const connections: Array<ReturnType<typeof connectRedis>> = [];

async function connection(name: string) {
  const redis = connectRedis(redisUrl, name);
  connections.push(redis);
  await ready(redis);
  return redis;
}

/** An engine whose routes say which engine served them; with `hold`, they wait for it (a dying owner). */
function engineApp(name: string, entered: () => void, hold?: Promise<void>): FastifyInstance {
  const app = Fastify();
  const serve = async () => {
    entered();
    await hold;
    return { type: 'ok', message: `served by ${name}` };
  };
  app.post('/api/coin/trade', serve);
  app.post('/api/coin/cancel', serve);
  return app;
}

afterAll(async () => {
  const [admin] = connections;
  await admin?.del(keys.commands('main'));
  for (const redis of connections) redis.disconnect();
});

test('a new engine owner answers the commands its killed predecessor had read, replaying only what a key makes safe', async () => {
  if (!redisUrl) throw new Error('this test needs REDIS_URL');
  const writer = await connection('api');
  const subscriber = await connection('api:subscriber');
  const client = new CommandClient(writer, keys, 'api-1', 20_000);
  await subscriber.subscribe(keys.replies('api-1'));
  subscriber.on('message', (_channel: string, message: string) => client.receive(message));
  const api = Fastify();
  api.addHook('preHandler', async (request, reply) => client.forward('main', request, reply));
  api.post('/api/coin/trade', async () => ({ type: 'ok', message: 'served by the API node' }));
  api.post('/api/coin/cancel', async () => ({ type: 'ok', message: 'served by the API node' }));

  let enteredOnFirst = 0;
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const first = engineApp('engine-1', () => enteredOnFirst++, held);
  const firstReader = await connection('engine-1:reader');
  const firstWriter = await connection('engine-1');
  const firstConsumer = new CommandConsumer(first, firstReader, firstWriter, keys, 'main', 'engine-1');
  await firstConsumer.start();

  const startedAt = Date.now();
  const order = api.inject({
    method: 'POST',
    url: '/api/coin/trade',
    headers: { 'idempotency-key': 'order-1' },
    payload: { amount: '1' },
  });
  const cancel = api.inject({ method: 'POST', url: '/api/coin/cancel', payload: { id: 9 } });
  while (enteredOnFirst < 2) await new Promise((resolve) => setTimeout(resolve, 10));
  // The first owner dies mid-command: its connections drop, nothing is answered or acknowledged.
  firstReader.disconnect();
  firstWriter.disconnect();

  let enteredOnSecond = 0;
  const second = engineApp('engine-2', () => enteredOnSecond++);
  const secondConsumer = new CommandConsumer(
    second,
    await connection('engine-2:reader'),
    await connection('engine-2'),
    keys,
    'main',
    'engine-2',
  );
  await secondConsumer.start();

  expect((await order).json()).toEqual({ type: 'ok', message: 'served by engine-2' });
  expect((await cancel).json()).toEqual({ type: 'error', message: 'server.busy' });
  expect(enteredOnSecond).toBe(1); // the cancel may have run on engine-1: it is not run twice
  expect(Date.now() - startedAt).toBeLessThan(20_000); // answered, not timed out
  console.log(
    JSON.stringify({
      bench: 'cluster',
      metric: 'orphan_answered_ms',
      value: Date.now() - startedAt,
      unit: 'ms',
    }),
  );

  await secondConsumer.stop();
  // Let the dead owner's loop and held handlers end (their answers and acknowledgements fail unsent).
  release();
  await firstConsumer.stop();
  await Promise.all([api.close(), first.close(), second.close()]);
}, 30_000);
