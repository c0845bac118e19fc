import { BehaviorSubject, Observable, Subject, defer, distinctUntilChanged, filter, share } from 'rxjs';
import { topicEvents, type Topic, type TopicChannel, type TopicEventOf } from '@exchange/protocol';
import type { ApiClient } from '../http/api-client';
import type { FailureRouter } from '../http/failure-routing';
import type { TypedStorage } from '../storage/store';
import { backoffDelay, defaultBackoff, type BackoffOptions } from './backoff';
import type { PushOf, PushSchemas } from './events';
import { socketUrl } from './socket-url';
import { batches, normalizePair, topicKey } from './topics';

/**
 * The realtime bus (DESIGN "Realtime"): one socket.io connection per tab, typed streams per server
 * event, reference-counted topic subscriptions (one subscribe on the first watcher, one unsubscribe
 * after the last), login with the token, reconnect with backoff and jitter, re-subscribe and a
 * `resync$` signal so views re-fetch their snapshots. Views never touch the socket.
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

type TopicOf<C extends TopicChannel> = Extract<Topic, { channel: C }>;
/** The push a topic's watchers get when they name none: its first event (protocol `topicEvents`). */
type FirstEventOf<C extends TopicChannel> = (typeof topicEvents)[C][0];

export interface BusProblem {
  event: string;
  detail: string;
}

export interface RealtimeBus<S extends PushSchemas> {
  /** Every push of one server event, parsed; malformed pushes are dropped and reported. */
  stream<K extends keyof S & string>(event: K): Observable<PushOf<S, K>>;
  /**
   * The pushes of one topic, while subscribed; the server subscription is shared by all watchers.
   * A topic that carries several events (`trades`: match_trade and transaction) is watched once per
   * event: `watch(topic, 'transaction')`; without an event, its first one.
   */
  watch<
    C extends TopicChannel,
    E extends TopicEventOf<C> & keyof S & string = FirstEventOf<C> & keyof S & string,
  >(
    topic: TopicOf<C>,
    event?: E,
  ): Observable<PushOf<S, E>>;
  readonly connectionState$: Observable<ConnectionState>;
  /** After each reconnect, once topics are re-subscribed: re-fetch snapshots (depth, lists...). */
  readonly resync$: Observable<void>;
  readonly problems$: Observable<BusProblem>;
  /** Connects (idempotent). Streams and watches also start the bus on first use. */
  start(): void;
  /** Closes the connection for good (tests, standalone teardown). */
  stop(): void;
}

export interface BusConfig<S extends PushSchemas> {
  /**
   * The push schemas, or how to load them: loaded before the socket opens, so no push reaches a
   * subscriber unparsed (createSdk loads them after the first paint, with the protocol chunk).
   */
  schemas: S | (() => Promise<S>);
  api: ApiClient;
  storage: TypedStorage;
  router: FailureRouter;
  createSocket: SocketFactory;
  /** The page's location (for the socket URL); defaults to `window.location`. */
  location?: Pick<Location, 'protocol' | 'hostname' | 'port' | 'origin'>;
  backoff?: BackoffOptions;
  /** Where `online` events come from; defaults to `window`. */
  eventTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function createBus<S extends PushSchemas>(config: BusConfig<S>): RealtimeBus<S> {
  const { api, storage, router } = config;
  const loadSchemas = typeof config.schemas === 'function' ? (config.schemas as () => Promise<S>) : undefined;
  let schemas = loadSchemas ? undefined : (config.schemas as S);
  const backoff = config.backoff ?? defaultBackoff;
  const eventTarget = config.eventTarget ?? (typeof window === 'undefined' ? undefined : window);
  const state = new BehaviorSubject<ConnectionState>('connecting');
  const resync = new Subject<void>();
  const problems = new Subject<BusProblem>();
  const pushes = new Subject<{ event: string; payload: unknown }>();
  const watched = new Map<string, { topic: Topic; count: number }>();

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
    send(
      'subscribe',
      [...watched.values()].map((entry) => entry.topic),
    );
    state.next('online');
    if (everConnected) resync.next();
    everConnected = true;
  }

  async function open(): Promise<void> {
    if (!schemas && loadSchemas) {
      try {
        schemas = await loadSchemas();
      } catch {
        return scheduleRetry(() => void open()); // the protocol chunk did not load (offline)
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

  function start(): void {
    if (started) return;
    started = true;
    eventTarget?.addEventListener('online', onOnline);
    void open();
  }

  // A login in this tab or another binds the socket to the user; a logout needs a fresh, anonymous one.
  storage.watch('token').subscribe((token) => {
    if (!socket?.connected) return;
    if (token) loginWithToken();
    else {
      socket.disconnect();
      retryNow();
    }
  });

  const streams = new Map<string, Observable<unknown>>();
  function stream<K extends keyof S & string>(event: K): Observable<PushOf<S, K>> {
    let existing = streams.get(event);
    if (!existing) {
      existing = new Observable<unknown>((subscriber) =>
        pushes.pipe(filter((push) => push.event === event)).subscribe((push) => {
          // Pushes arrive only on a socket opened after the schemas were loaded.
          const parsed = schemas?.[event]?.safeParse(push.payload);
          if (parsed?.success) subscriber.next(parsed.data);
          else problems.next({ event, detail: parsed?.error.message ?? 'no schema' });
        }),
      ).pipe(share());
      streams.set(event, existing);
    }
    const shared = existing as Observable<PushOf<S, K>>;
    return defer(() => {
      start();
      return shared;
    });
  }

  function watch<C extends TopicChannel, E extends TopicEventOf<C> & keyof S & string>(
    requested: TopicOf<C>,
    requestedEvent?: E,
  ): Observable<PushOf<S, E>> {
    // The server accepts pair topics as `BASE/QUOTE` in upper case.
    const topic = (
      'pair' in requested ? { ...requested, pair: requested.pair.toUpperCase() } : requested
    ) as Topic;
    const event = (requestedEvent ?? topicEvents[topic.channel][0]) as E;
    const pair = 'pair' in topic ? normalizePair(topic.pair) : undefined;
    const matches = (push: unknown) => {
      if (pair === undefined) return true; // board, latest_trades: every pair
      if (!isObject(push)) return false;
      const symbol = typeof push.symbol === 'string' ? push.symbol : '';
      if (normalizePair(symbol) !== pair) return false;
      return topic.channel !== 'kline' || push.period === topic.period;
    };
    return new Observable<PushOf<S, E>>((subscriber) => {
      const key = topicKey(topic);
      const subscription = stream(event)
        .pipe(filter((push) => matches(push)))
        .subscribe(subscriber);
      const entry = watched.get(key);
      if (entry) entry.count += 1;
      else {
        watched.set(key, { topic, count: 1 });
        send('subscribe', [topic]);
      }
      return () => {
        subscription.unsubscribe();
        const current = watched.get(key);
        if (!current) return;
        current.count -= 1;
        if (current.count === 0) {
          watched.delete(key);
          send('unsubscribe', [current.topic]);
        }
      };
    });
  }

  return {
    stream,
    watch,
    connectionState$: state.pipe(distinctUntilChanged()),
    resync$: resync.asObservable(),
    problems$: problems.asObservable(),
    start,
    stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      eventTarget?.removeEventListener('online', onOnline);
      socket?.disconnect();
      state.next('offline');
    },
  };
}
