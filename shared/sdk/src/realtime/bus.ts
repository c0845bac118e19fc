import { Subject, type Observable } from 'rxjs';
import type { TopicChannel, TopicEventOf, topicEvents } from '@exchange/protocol';
import { createConnection, type ConnectionConfig, type ConnectionState } from './connection';
import type { PushOf, PushSchemas } from './events';
import { createPushStreams, type BusProblem } from './push-streams';
import { createTopicWatch, type TopicOf } from './topic-watch';

/**
 * The realtime bus (DESIGN "Realtime"): one socket.io connection per tab (connection.ts), typed
 * streams per server event (push-streams.ts), reference-counted topic subscriptions (topic-watch.ts:
 * one subscribe on the first watcher, one unsubscribe after the last), login with the token,
 * reconnect with backoff and jitter, re-subscribe and a `resync$` signal so views re-fetch their
 * snapshots. Views never touch the socket.
 */

export type { ConnectionState, SocketFactory, SocketLike } from './connection';
export type { BusProblem } from './push-streams';

/** The push a topic's watchers get when they name none: its first event (protocol `topicEvents`). */
type FirstEventOf<C extends TopicChannel> = (typeof topicEvents)[C][0];

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

export interface BusConfig<S extends PushSchemas>
  extends Omit<ConnectionConfig, 'watchedTopics' | 'beforeOpen'> {
  /**
   * The push schemas, or how to load them: loaded before the socket opens, so no push reaches a
   * subscriber unparsed (createSdk loads them after the first paint, with the protocol chunk).
   */
  schemas: S | (() => Promise<S>);
}

export function createBus<S extends PushSchemas>(config: BusConfig<S>): RealtimeBus<S> {
  const problems = new Subject<BusProblem>();
  const loadSchemas = typeof config.schemas === 'function' ? (config.schemas as () => Promise<S>) : undefined;
  let schemas = loadSchemas ? undefined : (config.schemas as S);
  // The topic watch and the connection need each other: it sends through the connection, which
  // re-subscribes its topics on every connect. Both calls below happen after both exist.
  const topics = createTopicWatch<S>({
    stream: (event) => stream(event),
    send: (event, list) => connection.send(event, list),
  });
  const connection = createConnection({
    ...config,
    watchedTopics: () => topics.watchedTopics(),
    beforeOpen: async () => {
      if (!schemas && loadSchemas) schemas = await loadSchemas();
    },
  });
  const stream = createPushStreams({
    schemas: () => schemas,
    pushes$: connection.pushes$,
    reportProblem: (problem) => problems.next(problem),
    start: connection.start,
  });

  return {
    stream,
    watch: topics.watch,
    connectionState$: connection.state$,
    resync$: connection.resync$,
    problems$: problems.asObservable(),
    start: connection.start,
    stop: connection.stop,
  };
}
