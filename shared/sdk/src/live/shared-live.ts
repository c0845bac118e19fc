import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Observable, Subscription } from 'rxjs';
import type { CallResult } from '../http/api-client';
import type { Sdk } from '../create-sdk';
import { useSdk } from '../react/context';
import type { FrameTiming } from './frame-scheduler';
import type { FrameSource } from './frame-store';
import { createLiveStore, type LiveModel, type LiveStore } from './live-store';
import { useFrameStore } from './use-frame-store';

/**
 * One realtime channel's data, shared by every component that shows it (dYdX v4-web's keyed,
 * reference-counted stores): the first reader starts the snapshot call, the pushes, the poll and the
 * re-fetch after a reconnect; later readers of the same key read the same store; the last one to
 * leave stops it all. Built on the live-data layer (`createLiveStore`): pushes merge once per frame.
 */
export interface SharedLiveSpec<Snapshot, Push, State> extends LiveModel<Snapshot, Push, State> {
  /** Readers of the same key share one store; the key must name everything the data depends on. */
  key: string;
  /** The snapshot call, silent (a failed background read keeps what is shown, §8). */
  fetch: (api: Sdk['api']) => Promise<CallResult<Snapshot>>;
  pushes?: (bus: Sdk['bus']) => Observable<Push>;
  pollMs?: number;
  /** Nothing is read while false (a private channel while logged out). Default true. */
  enabled?: boolean;
}

export interface SharedLiveStatus<Snapshot> {
  /** True while a snapshot call is in flight. */
  loading: boolean;
  /** The latest snapshot answer, ok or not. */
  result: CallResult<Snapshot> | undefined;
}

export interface SharedLive<Snapshot, State> {
  store: FrameSource<State | undefined>;
  status: FrameSource<SharedLiveStatus<Snapshot>>;
  reload(): void;
}

interface Entry {
  readers: number;
  feed: SharedLive<unknown, unknown>;
  stop(): void;
}

const registries = new WeakMap<Sdk, Map<string, Entry>>();

function statusSource<Snapshot>() {
  let value: SharedLiveStatus<Snapshot> = { loading: true, result: undefined };
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => value,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: SharedLiveStatus<Snapshot>) {
      value = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

function startFeed<Snapshot, Push, State>(
  sdk: Sdk,
  spec: SharedLiveSpec<Snapshot, Push, State>,
  timing: FrameTiming,
): Entry {
  let stopped = false;
  let inFlight = false;
  let again = false;
  const status = statusSource<Snapshot>();
  const live: LiveStore<Snapshot, Push, State> = createLiveStore(spec, {
    ...timing,
    onGap: () => void fetchSnapshot(),
  });
  async function fetchSnapshot(): Promise<void> {
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = true;
    status.set({ ...status.getSnapshot(), loading: true });
    live.snapshotRequested();
    const result = await spec.fetch(sdk.api);
    inFlight = false;
    if (stopped) return;
    if (result.type === 'ok') live.applySnapshot(result.message);
    else live.snapshotAbandoned();
    status.set({ loading: false, result });
    if (again) {
      again = false;
      void fetchSnapshot();
    }
  }
  const subscriptions: Subscription[] = [sdk.bus.resync$.subscribe(() => void fetchSnapshot())];
  if (spec.pushes) subscriptions.push(spec.pushes(sdk.bus).subscribe((push) => live.push(push)));
  const timer = spec.pollMs ? setInterval(() => void fetchSnapshot(), spec.pollMs) : undefined;
  void fetchSnapshot();
  return {
    readers: 0,
    feed: { store: live, status, reload: () => void fetchSnapshot() } as SharedLive<unknown, unknown>,
    stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      for (const subscription of subscriptions) subscription.unsubscribe();
      live.dispose();
    },
  };
}

/** Takes a reader's share of the key's feed (starting it if first); call the returned release once. */
export function acquireSharedLive<Snapshot, Push, State>(
  sdk: Sdk,
  spec: SharedLiveSpec<Snapshot, Push, State>,
  timing: FrameTiming = {},
): { feed: SharedLive<Snapshot, State>; release(): void } {
  let registry = registries.get(sdk);
  if (!registry) registries.set(sdk, (registry = new Map()));
  let entry = registry.get(spec.key);
  if (!entry) registry.set(spec.key, (entry = startFeed(sdk, spec, timing)));
  entry.readers += 1;
  const owned = entry;
  let released = false;
  return {
    feed: owned.feed as SharedLive<Snapshot, State>,
    release() {
      if (released) return;
      released = true;
      owned.readers -= 1;
      if (owned.readers > 0) return;
      owned.stop();
      if (registry.get(spec.key) === owned) registry.delete(spec.key);
    },
  };
}

export interface SharedLiveData<Snapshot, State> extends SharedLiveStatus<Snapshot> {
  /** Undefined until the first snapshot. */
  data: State | undefined;
  reload(): void;
}

const idle: FrameSource<undefined> = { getSnapshot: () => undefined, subscribe: () => () => undefined };
const notStarted: SharedLiveStatus<never> = { loading: false, result: undefined };
const idleStatus: FrameSource<SharedLiveStatus<never>> = {
  getSnapshot: () => notStarted,
  subscribe: () => () => undefined,
};

/**
 * Reads a shared channel (see `SharedLiveSpec`) while mounted; renders at most once per frame.
 * `spec` is read when its key changes; `timing` by the reader that starts the feed.
 */
export function useSharedLive<Snapshot, Push, State>(
  spec: SharedLiveSpec<Snapshot, Push, State>,
  timing: FrameTiming = {},
): SharedLiveData<Snapshot, State> {
  const sdk = useSdk();
  const [feed, setFeed] = useState<SharedLive<Snapshot, State> | undefined>(undefined);
  const { key, enabled = true } = spec;
  useEffect(() => {
    if (!enabled) return undefined;
    const share = acquireSharedLive(sdk, spec, timing);
    setFeed(share.feed);
    return () => {
      setFeed(undefined);
      share.release();
    };
    // The key names the data; a spec with the same key is the same feed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sdk, key, enabled]);
  const data = useFrameStore<State | undefined>(feed?.store ?? idle);
  const status = useSyncExternalStore(
    (feed?.status ?? idleStatus).subscribe,
    (feed?.status ?? idleStatus).getSnapshot,
  );
  const reload = useCallback(() => feed?.reload(), [feed]);
  return { data, loading: feed ? status.loading : enabled, result: status.result, reload };
}
