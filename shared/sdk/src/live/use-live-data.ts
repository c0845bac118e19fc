import { useCallback, useEffect, useRef, useState } from 'react';
import type { Observable } from 'rxjs';
import type { Endpoint, RequestOf, ResponseOf } from '@exchange/protocol';
import type { CallOptions, CallResult } from '../http/api-client';
import type { Sdk } from '../create-sdk';
import { useSdk } from '../react/context';
import { useSession } from '../react/hooks';
import type { FrameTiming } from './frame-scheduler';
import type { FrameSource } from './frame-store';
import { createLiveStore, type LiveModel } from './live-store';
import { useFrameStore } from './use-frame-store';

export interface LiveDataOptions<E extends Endpoint, Push, State>
  extends LiveModel<ResponseOf<E>, Push, State>, FrameTiming {
  /** The snapshot call (a protocol endpoint) and its payload; a new payload (by value) starts afresh. */
  endpoint: E;
  payload: RequestOf<E>;
  /**
   * The typed pushes to merge, from the bus (already parsed by the protocol: never re-parse), e.g.
   * `(bus) => bus.watch({ channel: 'market_depth', pair })`. Subscribed once per endpoint + payload.
   */
  pushes?: (bus: Sdk['bus']) => Observable<Push>;
  /** Nothing is fetched or subscribed while false; the data is dropped. Default true. */
  enabled?: boolean;
  /** A private screen: as `enabled: false` while logged out (and the data is dropped on logout). */
  requiresLogin?: boolean;
  /** Fetch the snapshot again every `pollMs` (spec §9); a poll never overlaps a fetch in flight. */
  pollMs?: number;
  /** Fetch again after the socket reconnects (`bus.resync$`). Default true. */
  refetchOnReconnect?: boolean;
  /** Background call: failures are not toasted (type 999 and the other §8 routes still apply). Default true. */
  silent?: boolean;
}

export interface LiveStoreHandle<E extends Endpoint, State> {
  /** The frame-coalesced state; hand it to the components that render it (`useFrameStore`). */
  store: FrameSource<State | undefined>;
  /** True while the snapshot call is in flight. */
  loading: boolean;
  /** The latest snapshot answer, ok or not. */
  result: CallResult<ResponseOf<E>> | undefined;
  /** Fetch the snapshot again now (after the user placed an order...). */
  reload(): void;
  /** A local change (a cancelled row, a loaded page), kept until the next snapshot. */
  update(recipe: (state: State) => State): void;
}

export interface LiveData<E extends Endpoint, State> extends LiveStoreHandle<E, State> {
  /** Undefined until the first snapshot (and while disabled). */
  data: State | undefined;
}

interface Status<T> {
  key: string;
  loading: boolean;
  result?: CallResult<T>;
}

const noop = () => undefined;

/**
 * The live-data pattern of every screen (DESIGN.md "Realtime"), without subscribing the caller to
 * the state: a snapshot call, typed pushes merged by `merge` once per frame (and per
 * `minIntervalMs`), polling (`pollMs`), a re-fetch after a reconnect and when `merge` reports
 * `SEQUENCE_GAP`. Use it when only children render the state (an order book beside other panels);
 * otherwise use `useLiveData`.
 *
 * `fromSnapshot`, `merge` and `pushes` are read from the latest render; the model's `coalesce` and
 * the frame timing are read once.
 */
export function useLiveStore<E extends Endpoint, Push, State>(
  options: LiveDataOptions<E, Push, State>,
): LiveStoreHandle<E, State> {
  const { api, bus } = useSdk();
  const { loggedIn } = useSession();
  const { endpoint, enabled = true, requiresLogin = false, pollMs, refetchOnReconnect = true } = options;
  const silent = options.silent ?? true;
  const active = enabled && (!requiresLogin || loggedIn);
  const payloadKey = JSON.stringify(options.payload ?? {});
  const requestKey = `${endpoint.path} ${payloadKey}`;

  const latest = useRef(options);
  latest.current = options;
  const onGap = useRef<() => void>(noop);
  /** Fetches the current request's snapshot; `queue`: see fetchSnapshot. */
  const fetchNow = useRef<(queue: boolean) => void>(noop);

  const [live] = useState(() =>
    createLiveStore<ResponseOf<E>, Push, State>(
      {
        fromSnapshot: (snapshot, previous) => latest.current.fromSnapshot(snapshot, previous),
        merge: (state, pushes) => latest.current.merge?.(state, pushes) ?? state,
        coalesce: options.coalesce,
        newerThan:
          options.newerThan && ((push, snapshot) => latest.current.newerThan?.(push, snapshot) ?? false),
      },
      {
        schedule: options.schedule,
        minIntervalMs: options.minIntervalMs,
        now: options.now,
        onGap: () => onGap.current(),
      },
    ),
  );
  const [status, setStatus] = useState<Status<ResponseOf<E>>>({ key: requestKey, loading: active });

  useEffect(() => {
    live.reset(undefined);
    if (!active) {
      setStatus({ key: requestKey, loading: false });
      return undefined;
    }
    let current = true;
    let inFlight = false;
    let again = false;
    const request = JSON.parse(payloadKey) as RequestOf<E>;
    const call = api.call as (e: E, p: RequestOf<E>, o: CallOptions) => Promise<CallResult<ResponseOf<E>>>;
    /** `queue`: a fetch asked for during one in flight runs after it (its answer may predate the ask). */
    const fetchSnapshot = async (queue: boolean) => {
      if (inFlight) {
        again ||= queue;
        return;
      }
      inFlight = true;
      setStatus((previous) => ({ ...previous, key: requestKey, loading: true }));
      live.snapshotRequested();
      const result = await call(endpoint, request, { silent });
      inFlight = false;
      if (!current) return;
      if (result.type === 'ok') live.applySnapshot(result.message);
      else live.snapshotAbandoned();
      setStatus({ key: requestKey, loading: false, result });
      if (again) {
        again = false;
        void fetchSnapshot(false);
      }
    };
    fetchNow.current = (queue) => void fetchSnapshot(queue);
    onGap.current = () => void fetchSnapshot(false);
    void fetchSnapshot(false);

    const pushes = latest.current.pushes?.(bus).subscribe((push) => live.push(push));
    return () => {
      current = false;
      fetchNow.current = noop;
      onGap.current = noop;
      pushes?.unsubscribe();
    };
  }, [api, bus, live, endpoint, requestKey, payloadKey, active, silent]);

  // Poll and reconnect apart from the request: changing them neither drops the data nor re-fetches.
  useEffect(() => {
    if (!active || !pollMs) return undefined;
    const timer = setInterval(() => fetchNow.current(false), pollMs);
    return () => clearInterval(timer);
  }, [active, pollMs, requestKey]);

  useEffect(() => {
    if (!active || !refetchOnReconnect) return undefined;
    const resync = bus.resync$.subscribe(() => fetchNow.current(true));
    return () => resync.unsubscribe();
  }, [active, bus, refetchOnReconnect]);

  const reload = useCallback(() => fetchNow.current(true), []);
  const update = useCallback(
    (recipe: (state: State) => State) =>
      live.update((state) => (state === undefined ? state : recipe(state))),
    [live],
  );
  const fresh = status.key === requestKey;
  return {
    store: live,
    loading: fresh ? status.loading : active,
    result: fresh ? status.result : undefined,
    reload,
    update,
  };
}

/**
 * One hook for "snapshot + typed pushes + polling + re-fetch after a reconnect or a gap", rendering
 * the caller at most once per frame. Example (a user's balance, spec §9 10 s poll):
 *
 * ```ts
 * const balance = useLiveData({
 *   endpoint: walletDetail,
 *   payload: { currency, type: 'change' },
 *   requiresLogin: true,
 *   pollMs: POLL_MS.balances,
 *   fromSnapshot: (detail) => detail.change_balance,
 *   pushes: (bus) => bus.stream('coin_balance').pipe(filter((push) => push.currency === currency)),
 *   merge: (_held, pushes) => pushes[pushes.length - 1]!.change_balance,
 * });
 * balance.data; // string | undefined
 * ```
 */
export function useLiveData<E extends Endpoint, Push, State>(
  options: LiveDataOptions<E, Push, State>,
): LiveData<E, State> {
  const handle = useLiveStore(options);
  const data = useFrameStore(handle.store);
  return { ...handle, data };
}
