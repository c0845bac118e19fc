import { Redis } from 'ioredis';

/** One Redis connection; `lazyConnect` off so a wrong REDIS_URL fails at start, not at the first call. */
export function connectRedis(url: string, name: string): Redis {
  return new Redis(url, { connectionName: name, maxRetriesPerRequest: null, enableReadyCheck: true });
}

/** Resolves once the connection is ready (rejects on the first error: the node must not start half-wired). */
export function ready(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    client.once('ready', () => resolve());
    client.once('error', reject);
  });
}

/** Redis keys and channels of one exchange (REDIS_PREFIX: several may share a Redis), in one place. */
export function clusterKeys(prefix: string) {
  return {
    /** The command stream of an engine partition (XADD by API nodes, consumer group `engine`). */
    commands: (partition: string) => `${prefix}:commands:${partition}`,
    commandGroup: 'engine',
    /** Pub/sub channel of one node's answers. */
    replies: (nodeId: string) => `${prefix}:replies:${nodeId}`,
    /** Pub/sub channel of the rooms with sockets on API nodes (the engine's publishers read it). */
    presence: `${prefix}:presence`,
    /** Pub/sub channel of snapshot requests for a socket on an API node that just subscribed. */
    snapshots: (partition: string) => `${prefix}:snapshots:${partition}`,
    /** Pub/sub channel of the engine's live prices and clock offset, mirrored by API nodes. */
    engineState: (partition: string) => `${prefix}:engine-state:${partition}`,
    /** The socket.io Redis adapter's channel prefix. */
    adapter: `${prefix}:socket.io`,
  };
}

export type ClusterKeys = ReturnType<typeof clusterKeys>;
