import type { Socket } from 'socket.io-client';
import type { SocketLike, SocketFactory } from './bus';

type Listener = (reason?: unknown) => void;

/**
 * The real socket. socket.io's own reconnection is off: the bus owns reconnecting (with jitter),
 * because socket.io does not reconnect after a server-side disconnect and the bus must re-login
 * and re-subscribe either way.
 *
 * socket.io-client (about 13 KB gzip) is fetched when the bus first connects, not with the page:
 * the first paint does not need it. Calls made before it arrives are replayed in order; a failed
 * fetch is reported as `connect_error`, so the bus's backoff retries it like any failed connect.
 */
export const socketIoFactory: SocketFactory = (url) => {
  let socket: Socket | undefined;
  let loading: Promise<void> | undefined;
  const listeners: Array<(socket: Socket) => void> = []; // applied to the socket once it exists
  const queued: Array<(socket: Socket) => void> = []; // calls waiting for the socket, in order
  const connectErrorListeners: Listener[] = [];

  const load = () => {
    loading ??= import('socket.io-client').then(
      ({ io }) => {
        const created = io(url, {
          autoConnect: false,
          reconnection: false,
          withCredentials: true,
          // WebSocket first, long-polling only where it cannot open. Not polling-then-upgrade: a
          // network drop during that upgrade leaves engine.io-client's polling paused for good, so
          // the socket looks connected and receives nothing until its 45 s ping timeout
          // (e2e/harness socket-faults test).
          transports: ['websocket', 'polling'],
          tryAllTransports: true,
        });
        socket = created;
        for (const listen of listeners) listen(created);
        for (const run of queued.splice(0)) run(created);
      },
      (error: unknown) => {
        loading = undefined;
        queued.length = 0; // the failed connect is reported; the bus calls connect() again
        for (const listener of connectErrorListeners) listener(error);
      },
    );
  };
  const withSocket = (run: (socket: Socket) => void) => {
    if (socket) run(socket);
    else {
      queued.push(run);
      load();
    }
  };
  const listen = (register: (socket: Socket) => void) => {
    if (socket) register(socket);
    else listeners.push(register);
  };

  const lazy: SocketLike = {
    get connected() {
      return socket?.connected ?? false;
    },
    connect: () => withSocket((s) => void s.connect()),
    disconnect: () => withSocket((s) => void s.disconnect()),
    on: (event, listener) => {
      if (event === 'connect_error') connectErrorListeners.push(listener);
      listen((s) => void s.on(event, listener));
    },
    onAny: (listener) => listen((s) => void s.onAny(listener)),
    emit: (event, payload, ack) =>
      withSocket((s) => void (ack ? s.emit(event, payload, ack) : s.emit(event, payload))),
  };
  return lazy;
};
