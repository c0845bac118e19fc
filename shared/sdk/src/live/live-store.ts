import { createFrameStore, type FrameStore } from './frame-store';
import type { FrameTiming } from './frame-scheduler';

/** Returned by a merge when the pushes show the held state cannot be trusted (a sequence gap). */
export const SEQUENCE_GAP: unique symbol = Symbol('sequence gap');
export type SequenceGap = typeof SEQUENCE_GAP;

/**
 * How one screen's data is built: a snapshot (the REST answer) and, optionally, typed pushes merged
 * into it once per frame. Pure functions: test them without React, reuse them in any remote.
 */
export interface LiveModel<Snapshot, Push, State> {
  /** The state a snapshot gives; `previous` is what was held before a re-fetch (undefined at first). */
  fromSnapshot(snapshot: Snapshot, previous: State | undefined): State;
  /**
   * Merges the pushes of one frame (oldest first). Return the same state for "no change", or
   * `SEQUENCE_GAP` when a push shows the state cannot be trusted: the state is kept and the snapshot
   * is fetched again.
   */
  merge?(state: State, pushes: readonly Push[]): State | SequenceGap;
  /**
   * `'all'` (default): `merge` gets every push of the frame. `'latest'`: only the newest one, for
   * streams whose every push is a full picture (depth): O(1) per push under a storm.
   */
  coalesce?: 'all' | 'latest';
  /**
   * True when `push`, received while the snapshot call was in flight, is newer than that snapshot:
   * it is merged again on top of the snapshot instead of being lost under it. A snapshot answer can
   * cross newer pushes (the call and a socket re-subscribe after a reconnect race, or the answer is
   * simply slower than the socket); without this, the view shows the older snapshot until the
   * next push, which on a quiet pair may be minutes away. Absent: every such push is dropped.
   */
  newerThan?(push: Push, snapshot: Snapshot): boolean;
}

/** A frame store holding a live model's state (undefined until the first snapshot). */
export interface LiveStore<Snapshot, Push, State> extends FrameStore<State | undefined, Push> {
  /** A snapshot call starts: pushes from now on are kept for `applySnapshot` (see `newerThan`). */
  snapshotRequested(): void;
  /**
   * Replaces the state with the snapshot's; pushes queued before it are dropped, except those
   * received since `snapshotRequested` that the model finds newer than the snapshot.
   */
  applySnapshot(snapshot: Snapshot): void;
  /** The snapshot call failed: stop keeping pushes for it. */
  snapshotAbandoned(): void;
}

export interface LiveStoreOptions extends FrameTiming {
  /** Called (inside a frame) when `merge` returned SEQUENCE_GAP. */
  onGap?: () => void;
}

/**
 * The non-React core of `useLiveData`: pushes queue up and are merged once per due frame; pushes
 * that arrive before the first snapshot are dropped (the snapshot is newer).
 */
export function createLiveStore<Snapshot, Push, State>(
  model: LiveModel<Snapshot, Push, State>,
  options: LiveStoreOptions = {},
): LiveStore<Snapshot, Push, State> {
  const latestOnly = model.coalesce === 'latest';
  const store = createFrameStore<State | undefined, Push[], Push>({
    ...options,
    initial: undefined,
    emptyQueue: () => [],
    enqueue: (queue, push) => {
      if (latestOnly) queue[0] = push;
      else queue.push(push);
      return queue;
    },
    reduce: (state, pushes) => {
      if (state === undefined || !model.merge || pushes.length === 0) return state;
      const next = model.merge(state, pushes);
      if (next !== SEQUENCE_GAP) return next;
      options.onGap?.();
      return state;
    },
  });
  // Pushes received while a snapshot call is in flight (only when the model can date them).
  let crossing: Push[] | null = null;
  return {
    ...store,
    push(message) {
      store.push(message);
      if (!crossing) return;
      if (latestOnly) crossing[0] = message;
      else crossing.push(message);
    },
    snapshotRequested() {
      if (model.newerThan) crossing = [];
    },
    applySnapshot(snapshot) {
      const received = crossing ?? [];
      crossing = null;
      store.reset(model.fromSnapshot(snapshot, store.getSnapshot()));
      for (const push of received) if (model.newerThan?.(push, snapshot)) store.push(push);
    },
    snapshotAbandoned() {
      crossing = null;
    },
  };
}
