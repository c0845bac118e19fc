import { createFrameScheduler, type FrameTiming } from './frame-scheduler';

/** The read side of a frame store: what a component subscribes to (`useFrameStore`). */
export interface FrameSource<State> {
  getSnapshot(): State;
  subscribe(listener: () => void): () => void;
}

/**
 * An external store for `useSyncExternalStore` whose messages are folded in cheaply as they arrive
 * (`push`, O(1) for a snapshot stream) and reduced into the published state once per frame. React
 * therefore renders at most once per frame per store, never once per message, and reads one
 * consistent snapshot.
 */
export interface FrameStore<State, Message> extends FrameSource<State> {
  /** Queue one message; the state changes at the next due frame. */
  push(message: Message): void;
  /** Replace the state now and drop the queue (a REST snapshot); listeners hear at the next frame. */
  reset(state: State): void;
  /** Change the state now, keeping queued messages (a local edit); listeners hear at the next frame. */
  update(recipe: (state: State) => State): void;
  dispose(): void;
}

export interface FrameStoreSpec<State, Pending, Message> extends FrameTiming {
  initial: State;
  /** What an empty queue looks like. */
  emptyQueue: () => Pending;
  /** Fold a message into the queue (e.g. keep only the newest depth snapshot, append trades). */
  enqueue: (queue: Pending, message: Message) => Pending;
  /** Apply the queue to the state, once per frame. Return the same state object for "no change". */
  reduce: (state: State, queue: Pending) => State;
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

  const scheduler = createFrameScheduler(() => {
    const previous = state;
    if (queued) {
      const pending = queue;
      queue = spec.emptyQueue();
      queued = false;
      state = spec.reduce(state, pending);
    }
    if (state !== previous || notifyPending) {
      notifyPending = false;
      for (const listener of listeners) listener();
    }
  }, spec);

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
    update(recipe) {
      if (disposed) return;
      const next = recipe(state);
      if (next === state) return;
      state = next;
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
