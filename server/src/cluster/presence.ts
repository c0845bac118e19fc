import type { Server, Socket } from 'socket.io';
import type { Redis } from 'ioredis';
import { clientEvents, rooms, type Topic } from '@exchange/protocol';
import type { Realtime } from '../realtime/realtime';
import type { ClusterKeys } from './redis';

/** API nodes re-announce their rooms this often; the engine forgets a node silent for `STALE_MS`. */
const HEARTBEAT_MS = 2000;
const STALE_MS = 3 * HEARTBEAT_MS;
/** Leaving rooms (disconnects) is announced at most this often; joining is announced at once. */
const LEAVE_DEBOUNCE_MS = 50;

interface PresenceMessage {
  node: string;
  rooms: Array<[string, number]>;
}

interface SnapshotRequest {
  socketId: string;
  topics: Topic[];
}

type SubscribeListener = (topic: Topic, emit: (event: string, payload: unknown) => void) => void;

/**
 * An API node's half: announces which rooms its sockets are in (the engine's publishers skip rooms
 * nobody watches) and asks the engines for the snapshot of every topic a socket subscribes to (the
 * partition owning the topic's pair answers).
 * Must be attached before `createRealtime`, so that its subscribe listener sees the rooms as they
 * were before the join (a topic already watched gets no second snapshot, as on one node).
 */
export function announceRooms(
  io: Server,
  redis: Redis,
  keys: ClusterKeys,
  nodeId: string,
  /** Every engine partition: each answers a snapshot request for the pairs it owns (others have no book). */
  partitions: readonly string[],
): () => void {
  const adapter = io.of('/').adapter;
  const publish = () => {
    const message: PresenceMessage = { node: nodeId, rooms: [] };
    for (const [room, sockets] of adapter.rooms) {
      if (!adapter.sids.has(room) && !room.startsWith('session:')) message.rooms.push([room, sockets.size]);
    }
    void redis.publish(keys.presence, JSON.stringify(message)).catch(() => undefined);
  };
  let pending: NodeJS.Timeout | undefined;
  const publishSoon = () => {
    pending ??= setTimeout(() => {
      pending = undefined;
      publish();
    }, LEAVE_DEBOUNCE_MS);
  };
  adapter.on('leave-room', publishSoon);
  adapter.on('join-room', (room: string) => {
    if (room.startsWith('user:') || room === rooms.specClient) publishSoon();
  });

  io.on('connection', (socket: Socket) => {
    socket.on('subscribe', (payload: unknown) => {
      const parsed = clientEvents.subscribe.safeParse(payload);
      if (!parsed.success) return;
      const fresh = parsed.data.topics.filter((topic) => !socket.rooms.has(rooms.ofTopic(topic)));
      if (fresh.length === 0) return;
      // After realtime.ts has joined the rooms (its listener runs right after this one).
      setImmediate(() => {
        if (!socket.connected) return;
        publish();
        const request: SnapshotRequest = { socketId: socket.id, topics: fresh };
        for (const partition of partitions)
          void redis.publish(keys.snapshots(partition), JSON.stringify(request)).catch(() => undefined);
      });
    });
  });

  const heartbeat = setInterval(publish, HEARTBEAT_MS);
  heartbeat.unref();
  return () => {
    clearInterval(heartbeat);
    if (pending) clearTimeout(pending);
  };
}

/**
 * The engine owner's half: its own sockets are few or none, so a room's size is its local sockets
 * plus those the API nodes announced; snapshot requests run the publishers' subscribe listeners with
 * an `emit` that reaches the one remote socket through the Redis adapter.
 */
export class RemoteRooms {
  private readonly nodes = new Map<string, { rooms: Map<string, number>; at: number }>();
  private readonly listeners: SubscribeListener[] = [];

  constructor(
    private readonly io: Server,
    private readonly keys: ClusterKeys,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Handles a message of the presence or the snapshot channel. */
  receive(channel: string, message: string): void {
    if (channel === this.keys.presence) {
      const presence = JSON.parse(message) as PresenceMessage;
      this.nodes.set(presence.node, { rooms: new Map(presence.rooms), at: Date.now() });
      return;
    }
    const request = JSON.parse(message) as SnapshotRequest;
    for (const topic of request.topics) {
      for (const listener of this.listeners) {
        try {
          listener(topic, (event, payload) => this.io.to(request.socketId).emit(event, payload));
        } catch (error) {
          this.onError(error);
        }
      }
    }
  }

  size(room: string): number {
    const now = Date.now();
    let total = 0;
    for (const [node, state] of this.nodes) {
      if (now - state.at > STALE_MS) this.nodes.delete(node);
      else total += state.rooms.get(room) ?? 0;
    }
    return total;
  }

  /** The engine's Realtime: pushes go through the adapter to every node; sizes count every node. */
  wrap(local: Realtime): Realtime {
    return {
      ...local,
      roomSize: (room) => local.roomSize(room) + this.size(room),
      onSubscribe: (listener) => {
        this.listeners.push(listener);
        local.onSubscribe(listener);
      },
    };
  }
}

/**
 * An API node's Realtime: pushes (balances after a transfer, session ends) reach every node through
 * the adapter; snapshots come from the engine, whose memory is live, so the publishers' listeners
 * of this node (its markets do not run) are not called.
 */
export function apiRealtime(local: Realtime): Realtime {
  return { ...local, onSubscribe: () => undefined };
}
