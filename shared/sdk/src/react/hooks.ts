import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Observable } from 'rxjs';
import type { Endpoint, RequestOf, ResponseOf } from '@exchange/protocol';
import type { CallOptions, CallResult } from '../http/api-client';
import type { ConnectionState } from '../realtime/bus';
import type { SessionState } from '../session/session';
import type { StorageKey, StorageValue } from '../storage/keys';
import { useSdk } from './context';
import type { FrameTiming } from '../live/frame-scheduler';
import { latestPerFrame } from '../live/operators';

/**
 * The latest value of an Observable, one render per value. Pass a stable Observable (useMemo):
 * a new one each render resubscribes each render.
 */
export function useStream<T>(source: Observable<T>, initial: T): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const subscription = source.subscribe(setValue);
    return () => subscription.unsubscribe();
  }, [source]);
  return value;
}

/**
 * Like useStream, but renders at most once per frame with the newest value (the one frame
 * scheduler; `timing` read once per source: tests pass `{ schedule }` from `manualFrames`).
 */
export function useFrameThrottledStream<T>(source: Observable<T>, initial: T, timing: FrameTiming = {}): T {
  const timingRef = useRef(timing);
  const throttled = useMemo(() => source.pipe(latestPerFrame<T>(timingRef.current)), [source]);
  return useStream(throttled, initial);
}

export function useSession(): SessionState {
  const { session, storage } = useSdk();
  const initial = useMemo(
    () => ({ loggedIn: session.isLoggedIn, token: storage.get('token') }),
    [session, storage],
  );
  return useStream(session.session$, initial);
}

export function useStorageValue<K extends StorageKey>(key: K): StorageValue<K> | undefined {
  const { storage } = useSdk();
  const source = useMemo(() => storage.watch(key), [storage, key]);
  return useStream(source, storage.get(key));
}

export function useConnectionState(): ConnectionState {
  const { bus } = useSdk();
  return useStream(bus.connectionState$, 'connecting');
}

export interface UseCallOptions extends Pick<CallOptions, 'silent'> {
  /** Skip the call while false (e.g. until logged in). */
  enabled?: boolean;
  /** Call again every `pollMs` (spec §9: quotations 5000, open orders 10000...). */
  pollMs?: number;
  /** Call again after the socket reconnects (snapshots that pushes keep up to date). */
  refetchOnResync?: boolean;
}

export interface UseCallState<T> {
  /** The latest ok message (kept while a reload runs or after a later failure). */
  data: T | undefined;
  /** The latest result, ok or not. */
  result: CallResult<T> | undefined;
  loading: boolean;
  reload(): void;
}

/**
 * Calls `endpoint` on mount and whenever `payload` changes by value; failures are already routed
 * by the client (or silent), so views only read `data`.
 */
export function useCall<E extends Endpoint>(
  endpoint: E,
  payload: RequestOf<E>,
  options: UseCallOptions = {},
): UseCallState<ResponseOf<E>> {
  const { api, bus } = useSdk();
  const { enabled = true, pollMs, refetchOnResync = false, silent } = options;
  const payloadKey = JSON.stringify(payload ?? {});
  const requestId = `${endpoint.path} ${payloadKey}`;
  // `key` says which request the data answers, so a new payload never shows the old payload's data.
  const [state, setState] = useState<{
    key: string;
    data?: ResponseOf<E>;
    result?: CallResult<ResponseOf<E>>;
    loading: boolean;
  }>({
    key: requestId,
    loading: enabled,
  });
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((value) => value + 1), []);

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    const request = JSON.parse(payloadKey) as RequestOf<E>;
    const call = api.call as (e: E, p: RequestOf<E>, o: CallOptions) => Promise<CallResult<ResponseOf<E>>>;
    void call(endpoint, request, { silent }).then((result) => {
      if (!current) return;
      setState((previous) => ({
        key: requestId,
        result,
        data: result.type === 'ok' ? result.message : previous.key === requestId ? previous.data : undefined,
        loading: false,
      }));
    });
    return () => {
      current = false;
    };
  }, [api, endpoint, payloadKey, requestId, enabled, silent, tick]);

  useEffect(() => {
    if (!enabled || !pollMs) return undefined;
    const timer = setInterval(reload, pollMs);
    return () => clearInterval(timer);
  }, [enabled, pollMs, reload]);

  useEffect(() => {
    if (!enabled || !refetchOnResync) return undefined;
    const subscription = bus.resync$.subscribe(reload);
    return () => subscription.unsubscribe();
  }, [bus, enabled, refetchOnResync, reload]);

  const fresh = state.key === requestId;
  return {
    data: fresh ? state.data : undefined,
    result: fresh ? state.result : undefined,
    loading: fresh ? state.loading : enabled,
    reload,
  };
}

export interface UseSubmitState<E extends Endpoint> {
  /** Sends once; while a submit is pending further submits resolve `duplicate` without a request. */
  submit(payload: RequestOf<E>, options?: CallOptions): Promise<CallResult<ResponseOf<E>>>;
  /** True while a submit is in flight: disable the button (DESIGN "a submit in flight cannot be repeated"). */
  pending: boolean;
}

export function useSubmit<E extends Endpoint>(endpoint: E): UseSubmitState<E> {
  const { api } = useSdk();
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = useCallback(
    async (payload: RequestOf<E>, options: CallOptions = {}): Promise<CallResult<ResponseOf<E>>> => {
      if (inFlight.current) return { type: 'duplicate', message: 'duplicate' };
      inFlight.current = true;
      setPending(true);
      try {
        const call = api.call as (
          e: E,
          p: RequestOf<E>,
          o: CallOptions,
        ) => Promise<CallResult<ResponseOf<E>>>;
        return await call(endpoint, payload, options);
      } finally {
        inFlight.current = false;
        if (mounted.current) setPending(false);
      }
    },
    [api, endpoint],
  );
  return { submit, pending };
}
