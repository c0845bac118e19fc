import type { Queryable } from '../db';

/**
 * What each kind of trading publishes per engine batch. The module that runs an engine declares its
 * kind by declaration merging, next to the batch type (the market module declares `spot`):
 *
 *   declare module '../../services/fills' {
 *     interface FillKinds { lever: LeverFillBatch }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface FillKinds {}

export type FillKind = keyof FillKinds;

/**
 * Runs inside the transaction that records the batch: move balances with `ctx.ledger.apply(tx, …)`.
 * Throwing rolls the whole batch back (the engine's memory has already changed), so a subscriber
 * throws only on a broken invariant, never on a user error (refuse those before the order is placed).
 */
export type FillSubscriber<K extends keyof Kinds, Kinds = FillKinds> = (
  tx: Queryable,
  batch: Kinds[K],
) => Promise<void>;

/** Fills by kind, to any number of subscribers per kind (spot, lever and micro settle independently). */
export interface FillStream<Kinds = FillKinds> {
  /** Adds a subscriber of one kind; returns its unsubscribe. Subscribers run in subscription order. */
  subscribe<K extends keyof Kinds>(kind: K, subscriber: FillSubscriber<K, Kinds>): () => void;
  /** Runs every subscriber of `kind`, one after the other, inside the publisher's transaction. */
  publish<K extends keyof Kinds>(kind: K, tx: Queryable, batch: Kinds[K]): Promise<void>;
  /** Number of subscribers of a kind. */
  subscriberCount(kind: keyof Kinds): number;
}

/** The server's stream is `createFillStream()`; tests may type their own kinds. */
export function createFillStream<Kinds = FillKinds>(): FillStream<Kinds> {
  type Entry = (tx: Queryable, batch: unknown) => Promise<void>;
  const subscribers = new Map<keyof Kinds, Set<Entry>>();
  const of = (kind: keyof Kinds) => {
    let set = subscribers.get(kind);
    if (!set) subscribers.set(kind, (set = new Set()));
    return set;
  };
  return {
    subscribe(kind, subscriber) {
      // A fresh wrapper per call, so subscribing one function twice runs it twice and each
      // unsubscribe removes exactly its own subscription.
      const entry: Entry = (tx, batch) => subscriber(tx, batch as Kinds[typeof kind]);
      of(kind).add(entry);
      return () => void of(kind).delete(entry);
    },
    async publish(kind, tx, batch) {
      for (const subscriber of [...of(kind)]) await subscriber(tx, batch);
    },
    subscriberCount: (kind) => of(kind).size,
  };
}
