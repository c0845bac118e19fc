import { BehaviorSubject, Subject, distinctUntilChanged, type Observable } from 'rxjs';
import type { Topic } from '@exchange/protocol';
import type { ApiClient } from '../http/api-client';
import type { FailureRouter } from '../http/failure-routing';
import type { TypedStorage } from '../storage/store';
import { backoffDelay, defaultBackoff, type BackoffOptions } from './backoff';
import { socketUrl } from './socket-url';
import { batches } from './topics';

/**
 * The bus's one socket (DESIGN "Realtime"): found through env.json, logged in with the token,
 * reconnected with backoff and jitter (sooner when the browser comes back online), re-subscribed
 * to the watched topics on every connect, and a `resync$` after each reconnect.
 */

export type ConnectionState = 'connecting' | 'online' | 'offline';

/** The part of a socket.io-client Socket the bus uses (tests pass a fake). */
export interface SocketLike {
  readonly connected: boolean;
  connect(): void;
  disconnect(): void;
  on(event: 'connect' | 'disconnect' | 'connect_error', listener: (reason?: unknown) => void): void;
  onAny(listener: (event: string, payload: unknown) => void): void;
  emit(event: string, payload: unknown, ack?: (answer: unknown) => void): void;
}

export type SocketFactory = (url: string) => SocketLike;

export interface ConnectionConfig {
  api: ApiClient;
  storage: TypedStorage;
  router: FailureRouter;
  createSocket: SocketFactory;
  /** The page's location (for the socket URL); defaults to `window.location`. */
  location?: Pick<Location, 'protocol' | 'hostname' | 'port' | 'origin'>;
  backoff?: BackoffOptions;
  /** Where `online` events come from; defaults to `window`. */
  eventTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** The topics watched now: subscribed again on every connect. */
  watchedTopics: () => Topic[];
  /**
   * Runs before the socket opens, retried with backoff while it rejects: the bus loads its push
   * schemas here, so no push arrives before it can be parsed.
   */
  beforeOpen?: () => Promise<void>;
}

export interface Connection {
  readonly state$: Observable<ConnectionState>;
  readonly resync$: Observable<void>;
  /** Every server event as it arrives, unparsed. */
  readonly pushes$: Observable<{ event: string; payload: unknown }>;
  /** Sends (un)subscribe for topics when connected; a connect re-sends the watched ones anyway. */
  send(event: 'subscribe' | 'unsubscribe', topics: Topic[]): void;
  start(): void;
  stop(): void;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function createConnection(config: ConnectionConfig): Connection {
  const { api, storage, router } = config;
  const backoff = config.backoff ?? defaultBackoff;
  const eventTarget = config.eventTarget ?? (typeof window === 'undefined' ? undefined : window);
  const state = new BehaviorSubject<ConnectionState>('connecting');
  const resync = new Subject<void>();
  const pushes = new Subject<{ event: string; payload: unknown }>();

  let socket: SocketLike | undefined;
  let started = false;
  let stopped = false;
  let everConnected = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const send = (event: 'subscribe' | 'unsubscribe', topics: Topic[]) => {
    if (!socket?.connected) return; // re-sent on connect
    for (const batch of batches(topics)) socket.emit(event, { topics: batch });
  };

  function loginWithToken(): void {
    const token = storage.get('token');
    if (!token || !socket?.connected) return;
    socket.emit('login', { token }, (answer) => {
      if (isObject(answer) && answer.type === 999 && typeof answer.message === 'string') {
        router.route({ type: 999, message: answer.message }, { sentToken: token });
      }
    });
  }

  function scheduleRetry(run: () => void): void {
    if (stopped || retryTimer) return;
    state.next('offline');
    const delay = backoffDelay(attempt, backoff);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (stopped) return;
      state.next('connecting');
      run();
    }, delay);
  }

  function retryNow(): void {
    if (stopped || socket?.connected) return;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = undefined;
    state.next('connecting');
    if (socket) socket.connect();
    else void open();
  }

  function onConnect(): void {
    attempt = 0;
    loginWithToken();
    const topics = config.watchedTopics();
    // Even with no topic yet: a socket that never subscribes is served as a spec §7 client, which
    // receives every pair's market pushes.
    if (topics.length === 0) socket?.emit('subscribe', { topics: [] });
    else send('subscribe', topics);
    state.next('online');
    if (everConnected) resync.next();
    everConnected = true;
  }

  async function open(): Promise<void> {
    if (config.beforeOpen) {
      try {
        await config.beforeOpen();
      } catch {
        return scheduleRetry(() => void open()); // e.g. the protocol chunk did not load (offline)
      }
    }
    const env = await api.call((protocol) => protocol.envJson, {}, { silent: true });
    if (stopped) return;
    if (env.type !== 'ok') return scheduleRetry(() => void open());
    storage.set('socketPort', env.message.socket_io_port);
    const location = config.location ?? window.location;
    const created = config.createSocket(socketUrl(location, env.message.socket_io_port));
    socket = created;
    created.on('connect', onConnect);
    created.on('disconnect', () => scheduleRetry(() => created.connect()));
    created.on('connect_error', () => scheduleRetry(() => created.connect()));
    created.onAny((event, payload) => pushes.next({ event, payload }));
    created.connect();
  }

  const onOnline = () => retryNow();

  // A login in this tab or another binds the socket to the user; a logout needs a fresh, anonymous one.
  storage.watch('token').subscribe((token) => {
    if (!socket?.connected) return;
    if (token) loginWithToken();
    else {
      socket.disconnect();
      retryNow();
    }
  });

  return {
    state$: state.pipe(distinctUntilChanged()),
    resync$: resync.asObservable(),
    pushes$: pushes.asObservable(),
    send,
    start() {
      if (started) return;
      started = true;
      eventTarget?.addEventListener('online', onOnline);
      void open();
    },
    stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      eventTarget?.removeEventListener('online', onOnline);
      socket?.disconnect();
      state.next('offline');
    },
  };
}
