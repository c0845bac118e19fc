import type { Server, Socket } from 'socket.io';
import { clientEvents, fail, ok, rooms, type Topic } from '@exchange/protocol';
import type { SessionStore } from '../services/sessions';

/**
 * How server code pushes to sockets (market data, spot, micro, lever...). Event names and payloads
 * are those of `@exchange/protocol` (serverEventNames, market push schemas).
 */
export interface Realtime {
  toAll(event: string, payload: unknown): void;
  /** A room such as `depth:BTC/USDT` or `kline:BTC/USDT:1min` (see `rooms` in the protocol). */
  toRoom(room: string, event: string, payload: unknown): void;
  /** Once to every socket in any of these rooms (a socket in two of them gets it once). */
  toRooms(rooms: readonly string[], event: string, payload: unknown): void;
  toUser(userId: number, event: string, payload: unknown): void;
  /**
   * Called when a socket subscribes to a topic, with a function that emits to that socket only,
   * so a publisher can send the current snapshot at once.
   */
  onSubscribe(listener: (topic: Topic, emit: (event: string, payload: unknown) => void) => void): void;
  /** Number of sockets in a room (publishers skip work nobody watches). */
  roomSize(room: string): number;
  /**
   * Closes the sockets logged in with these sessions (token hashes), on every node: a revoked
   * session must stop receiving the user's pushes at once. The client reconnects, its login answers
   * 999 and the page goes to login.
   */
  endSessions(tokenHashes: readonly string[]): void;
}

/** The room of the sockets logged in with one session. */
const sessionRoom = (tokenHash: string) => `session:${tokenHash}`;

type Ack = (response: unknown) => void;

/**
 * Wires the client events of the protocol (login, subscribe, unsubscribe) on `io` and returns the
 * publisher. Every client event is validated; the answer goes through the acknowledgement callback
 * when the client passed one.
 */
export function createRealtime(io: Server, sessions: SessionStore): Realtime {
  const subscribeListeners: Array<(topic: Topic, emit: (event: string, payload: unknown) => void) => void> =
    [];

  io.on('connection', (socket: Socket) => {
    // A spec §7 client never subscribes: it gets every public market push until it does.
    void socket.join(rooms.specClient);
    const answer = (ack: unknown, response: unknown) => {
      if (typeof ack === 'function') (ack as Ack)(response);
    };

    socket.on('login', async (payload: unknown, ack?: unknown) => {
      const parsed = clientEvents.login.safeParse(payload);
      const user = parsed.success ? await sessions.resolve(parsed.data.token).catch(() => null) : null;
      if (!user) return answer(ack, fail('session.expired', 999));
      for (const room of socket.rooms)
        if (room.startsWith('user:') || room.startsWith('session:')) await socket.leave(room);
      await socket.join([rooms.user(user.id), sessionRoom(user.tokenHash)]);
      socket.data.userId = user.id;
      answer(ack, ok({ user_id: user.id }));
    });

    socket.on('subscribe', async (payload: unknown, ack?: unknown) => {
      const parsed = clientEvents.subscribe.safeParse(payload);
      if (!parsed.success) return answer(ack, fail('socket.badTopics'));
      const joined = parsed.data.topics.map(rooms.ofTopic);
      // Subscribing again to a watched topic changes nothing: no second snapshot.
      const fresh = parsed.data.topics.filter((topic) => !socket.rooms.has(rooms.ofTopic(topic)));
      await socket.join(joined);
      // Our own client from now on: only its topics (joined first, so no push falls between).
      if (socket.rooms.has(rooms.specClient)) await socket.leave(rooms.specClient);
      answer(ack, ok({ rooms: joined }));
      for (const topic of fresh) {
        for (const listener of subscribeListeners) {
          try {
            listener(topic, (event, data) => socket.emit(event, data));
          } catch {
            // a publisher's snapshot failure must not break the subscription
          }
        }
      }
    });

    socket.on('unsubscribe', async (payload: unknown, ack?: unknown) => {
      const parsed = clientEvents.unsubscribe.safeParse(payload);
      if (!parsed.success) return answer(ack, fail('socket.badTopics'));
      const left = parsed.data.topics.map(rooms.ofTopic);
      for (const room of left) await socket.leave(room);
      answer(ack, ok({ rooms: left }));
    });
  });

  return {
    toAll: (event, payload) => io.emit(event, payload),
    toRoom: (room, event, payload) => io.to(room).emit(event, payload),
    toRooms: (names, event, payload) => {
      if (names.length > 0) io.to([...names]).emit(event, payload);
    },
    toUser: (userId, event, payload) => io.to(rooms.user(userId)).emit(event, payload),
    onSubscribe: (listener) => subscribeListeners.push(listener),
    roomSize: (room) => io.sockets.adapter.rooms.get(room)?.size ?? 0,
    endSessions: (tokenHashes) => {
      if (tokenHashes.length > 0) io.in(tokenHashes.map(sessionRoom)).disconnectSockets(true);
    },
  };
}

/** Browsers send Origin: it must be on the allow-list. Non-browser clients send none. */
export function originAllowed(origin: string | undefined, allowed: string[]): boolean {
  return origin === undefined || allowed.includes(origin);
}
