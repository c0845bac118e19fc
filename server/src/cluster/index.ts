import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { ServerConfig } from '../config';
import type { ServerContext } from '../context';
import type { Realtime } from '../realtime/realtime';
import { EngineStateMirror, shareEngineState } from './engine-state';
import { CommandClient, CommandConsumer } from './commands';
import { isEngineOwned } from '../http/engine-routes';
import { sendMerged } from './merge';
import type { PartitionRouter } from './partitions';
import { destinationOf, type RoutingDeps } from './routing';
import { announceRooms, apiRealtime, RemoteRooms } from './presence';
import { clusterKeys, connectRedis, ready } from './redis';

/** The scaled roles' wiring (README "Scaled topology"); `SERVER_ROLE=all` builds none of it. */
export interface Cluster {
  /** Wraps the node's Realtime for its role (room sizes and snapshots across nodes). */
  realtime(local: Realtime): Realtime;
  /**
   * Once the context is built: each engine shares its partition's live prices and clock offset;
   * API nodes and the other partitions' engines mirror them (`engine-state.ts`).
   */
  shareState(ctx: ServerContext): Promise<void>;
  /** Engine role: starts consuming the partition's commands (after every route is registered). */
  serveCommands(): Promise<void>;
  /** Engine role: stops consuming, waiting for the commands running (call before the HTTP server closes). */
  drain(): Promise<void>;
  /** Answers the calls still waiting (`server.busy`), stops announcing, closes Redis. */
  close(): Promise<void>;
}

/**
 * Connects to Redis, puts socket.io on the Redis adapter (a push on any node reaches the sockets of
 * every node) and, by role: an `api` node forwards the engine's calls (the routes each module declares `engineOwned`) over the
 * command stream of the partition owning the call's pair (routing.ts; calls listing every pair go to
 * every partition, merge.ts) and announces its rooms; an `engine` node consumes its partition's
 * stream, counts the API nodes' rooms and answers snapshot requests for its pairs. Call before
 * `createRealtime` and before the modules register.
 */
export async function startCluster(
  app: FastifyInstance,
  io: Server,
  config: ServerConfig,
  router: PartitionRouter,
): Promise<Cluster> {
  const role = config.role ?? 'all';
  const url = config.redisUrl;
  if (role === 'all' || !url) throw new Error('startCluster needs SERVER_ROLE=api|engine and REDIS_URL');
  const nodeId = config.nodeId ?? `${role}-${process.pid}`;
  const partition = config.partition ?? router.primary;
  /** The partitions whose state this node mirrors: all of them on an API node, the others on an engine. */
  const mirrored = router.names.filter((name) => role === 'api' || name !== partition);
  const keys = clusterKeys(config.redisPrefix ?? 'exchange');
  const writer = connectRedis(url, `${nodeId}:writer`);
  const subscriber = connectRedis(url, `${nodeId}:subscriber`);
  const adapterPub = connectRedis(url, `${nodeId}:adapter-pub`);
  const adapterSub = adapterPub.duplicate();
  const connections = [writer, subscriber, adapterPub, adapterSub];
  await Promise.all(connections.map(ready));
  io.adapter(createAdapter(adapterPub, adapterSub, { key: keys.adapter }));

  const closers: Array<() => Promise<void> | void> = [];
  /** Subscribes a mirror to the state of the partitions this node does not own. */
  const mirror = async (target: EngineStateMirror) => {
    for (const name of mirrored) handlers.set(keys.engineState(name), (message) => target.receive(message));
    if (mirrored.length > 0) await subscriber.subscribe(...mirrored.map((name) => keys.engineState(name)));
  };
  let wrap: (local: Realtime) => Realtime;
  let serveCommands = async () => undefined as void;
  let drain = async () => undefined as void;
  let shareState: (ctx: ServerContext) => Promise<void>;
  /** Pub/sub messages by channel (one subscriber connection per node). */
  const handlers = new Map<string, (message: string) => void>();
  subscriber.on('message', (channel: string, message: string) => {
    try {
      handlers.get(channel)?.(message);
    } catch (error) {
      app.log.error({ err: error, channel }, 'cluster: a bad message');
    }
  });

  if (role === 'api') {
    const client = new CommandClient(writer, keys, nodeId, config.engineTimeoutMs ?? 10_000);
    handlers.set(keys.replies(nodeId), (message) => client.receive(message));
    await subscriber.subscribe(keys.replies(nodeId));
    let routing: RoutingDeps | undefined;
    shareState = async (ctx) => {
      routing = { router, pairs: ctx.markets.pairs, db: ctx.db };
      await mirror(new EngineStateMirror(ctx));
    };
    app.addHook('preHandler', async (request, reply) => {
      const route = request.routeOptions.url;
      if (route === undefined || !isEngineOwned(request) || !routing) return;
      const to = await destinationOf(route, request, routing);
      if ('partition' in to) return client.forward(to.partition, request, reply);
      const answers = await Promise.all(router.names.map((name) => client.call(name, request, false)));
      const byPartition = new Map(router.names.map((name, i) => [name, answers[i]]));
      return sendMerged(request, reply, byPartition, router, routing.pairs);
    });
    closers.push(announceRooms(io, writer, keys, nodeId, router.names), () => client.abandonAll());
    wrap = apiRealtime;
  } else {
    const remote = new RemoteRooms(io, keys, (error) =>
      app.log.error({ err: error }, 'cluster: snapshot failed'),
    );
    for (const channel of [keys.presence, keys.snapshots(partition)])
      handlers.set(channel, (message) => remote.receive(channel, message));
    await subscriber.subscribe(keys.presence, keys.snapshots(partition));
    shareState = async (ctx) => {
      closers.push(shareEngineState(ctx, writer, keys.engineState(partition)));
      await mirror(new EngineStateMirror(ctx, (id) => ctx.markets.usdtPrice(id)));
    };
    const reader = connectRedis(url, `${nodeId}:reader`);
    connections.push(reader);
    await ready(reader);
    const consumer = new CommandConsumer(app, reader, writer, keys, partition, nodeId);
    serveCommands = () => consumer.start();
    drain = () => consumer.stop();
    wrap = (local) => remote.wrap(local);
  }

  return {
    realtime: (local) => wrap(local),
    shareState: (ctx) => shareState(ctx),
    serveCommands,
    drain: () => drain(),
    async close() {
      for (const close of closers) await close();
      await Promise.all(connections.map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}
