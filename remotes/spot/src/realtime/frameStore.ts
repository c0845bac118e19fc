import { animationFrame, createFrameScheduler, type ScheduleFrame } from './frameScheduler';

/**
 * An external store for `useSyncExternalStore` whose messages are folded in cheaply as they arrive
 * (`ingest`, O(1) for a snapshot stream) and reduced into the published state once per frame
 * (`publish`). React therefore renders at most once per animation frame per store, never once per
 * message, and reads one consistent snapshot.
 */
export interface FrameStore<State, Message> {
  getSnapshot(): State;
  subscribe(listener: () => void): () => void;
  /** Queue one message; the state changes at the next frame. */
  push(message: Message): void;
  /** Replace the state now (a REST snapshot); listeners hear about it at the next frame. */
  reset(state: State): void;
  dispose(): void;
}

export interface FrameStoreSpec<State, Pending, Message> {
  initial: State;
  /** What an empty queue looks like. */
  emptyQueue: () => Pending;
  /** Fold a message into the queue (e.g. keep only the newest depth snapshot, append trades). */
  enqueue: (queue: Pending, message: Message) => Pending;
  /** Apply the queue to the state, once per frame. Return the same state object for "no change". */
  reduce: (state: State, queue: Pending) => State;
  schedule?: ScheduleFrame;
  /** Publish no more often than this (0: every frame). */
  minIntervalMs?: number;
  now?: () => number;
}

export function createFrameStore<State, Pending, Message>(
  spec: FrameStoreSpec<State, Pending, Message>,
): FrameStore<State, Message> {
  let state = spec.initial;
  let queue = spec.emptyQueue();
  let queued = false;
  let notifyPending = false;
  let disposed = false;
  const listeners = new Set<() => void>();

  const scheduler = createFrameScheduler(
    () => {
      const previous = state;
      if (queued) {
        state = spec.reduce(state, queue);
        queue = spec.emptyQueue();
        queued = false;
      }
      if (state !== previous || notifyPending) {
        notifyPending = false;
        for (const listener of listeners) listener();
      }
    },
    spec.schedule ?? animationFrame,
    spec.minIntervalMs,
    spec.now,
  );

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push(message) {
      if (disposed) return;
      queue = spec.enqueue(queue, message);
      queued = true;
      scheduler.request();
    },
    reset(next) {
      if (disposed) return;
      state = next;
      queue = spec.emptyQueue();
      queued = false;
      notifyPending = true;
      scheduler.request();
    },
    dispose() {
      disposed = true;
      scheduler.cancel();
      listeners.clear();
    },
  };
}
