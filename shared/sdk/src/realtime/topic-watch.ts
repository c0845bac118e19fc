import { Observable, filter } from 'rxjs';
import { topicEvents, type Topic, type TopicChannel, type TopicEventOf } from '@exchange/protocol';
import type { PushOf, PushSchemas } from './events';
import { normalizePair, topicKey } from './topics';

export type TopicOf<C extends TopicChannel> = Extract<Topic, { channel: C }>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Reference-counted topic subscriptions: the first watcher of a topic subscribes it on the server,
 * the last one to leave unsubscribes it; each watcher gets only the pushes of its topic (its pair,
 * and for klines its period) from the event's shared stream.
 */
export function createTopicWatch<S extends PushSchemas>(options: {
  stream: <K extends keyof S & string>(event: K) => Observable<PushOf<S, K>>;
  send: (event: 'subscribe' | 'unsubscribe', topics: Topic[]) => void;
}) {
  const { stream, send } = options;
  const watched = new Map<string, { topic: Topic; count: number }>();

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

  return { watch, watchedTopics: (): Topic[] => [...watched.values()].map((entry) => entry.topic) };
}
