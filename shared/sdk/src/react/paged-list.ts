import { useCallback, useEffect, useRef, useState } from 'react';
import type { Observable } from 'rxjs';
import type { Endpoint, RequestOf, ResponseOf } from '@exchange/protocol';
import type { Sdk } from '../create-sdk';
import { failureNotice, type FailureNotice } from '../http/failure-notice';
import { useSdk } from './context';
import { useSession } from './hooks';

export interface PagedList<Row> {
  /** Every row loaded so far, page after page. */
  rows: Row[];
  /** A page is in flight (the first one or the next). */
  loading: boolean;
  /** The first page answered (ok or not): the list may show its empty state. */
  loaded: boolean;
  /** The first page failed: show the error with a retry (`reload`). */
  failed: boolean;
  /** A later page failed: the rows stay, `loadMore` asks for it again. */
  moreFailed: boolean;
  /** What to show for the last failed page (`failureNotice`), null when none or nothing to show. */
  failure: FailureNotice | null;
  /** False once every row is loaded ('no more'). */
  hasMore: boolean;
  /** Reads the next page (nothing while a page is in flight or when there is no more). */
  loadMore(): void;
  /** Starts again from page 1 (answers to earlier requests are dropped). */
  reload(): void;
  /** Reads page 1 again, keeping the rows on screen until it answers (later pages are dropped). */
  refresh(): void;
  /**
   * A local change to the loaded rows (e.g. a cancelled order), kept until the next reload; the
   * total follows the rows it adds or removes.
   */
  update(recipe: (rows: Row[]) => Row[]): void;
}

type PagePayload<E extends Endpoint> = Omit<RequestOf<E>, 'page'>;

/**
 * `payload`: the request besides `page`, required when the endpoint needs more than `page`; a new
 * value (compared by value) starts again from page 1.
 */
type PayloadOption<P> = Partial<P> extends P ? { payload?: P } : { payload: P };

export type PagedListOptions<E extends Endpoint, Row, Push = unknown> = {
  endpoint: E;
  /** Picks the rows and the total out of one page's answer; `shown`: the rows held before it. */
  read: (answer: ResponseOf<E>, shown: readonly Row[]) => { rows: Row[]; total: number };
  /** Pushes after which page 1 is read again (`refresh`: a row was created or changed, a reconnect). */
  reloadOn?: (bus: Sdk['bus']) => Observable<unknown>;
  /** Nothing is read while false (a tab not shown yet); the rows are dropped. Default true. */
  enabled?: boolean;
  /** The screen shows failures itself (`failure`), so the routing toasts none (§8 routes still apply). */
  silent?: boolean;
} & PayloadOption<PagePayload<E>> &
  LivePages<Row, Push>;

/** Typed pushes folded into the loaded rows as they come (a new or settled order). */
type LivePages<Row, Push> =
  | { pushes?: undefined; merge?: undefined }
  | {
      pushes: (bus: Sdk['bus']) => Observable<Push>;
      /** The rows after one push; the total grows or shrinks by the rows it added or removed. */
      merge: (rows: Row[], push: Push) => Row[];
    };

interface PageState<Row> {
  rows: Row[];
  page: number;
  total: number;
  loading: boolean;
  loaded: boolean;
  failed: boolean;
  moreFailed: boolean;
  failure: FailureNotice | null;
}

const emptyState = <Row>(loading: boolean): PageState<Row> => ({
  rows: [],
  page: 0,
  total: 0,
  loading,
  loaded: false,
  failed: false,
  moreFailed: false,
  failure: null,
});

/** New rows for the list; the total follows the rows added or removed (a pushed or cancelled order). */
function withRows<Row>(state: PageState<Row>, rows: Row[]): PageState<Row> {
  if (rows === state.rows) return state;
  return { ...state, rows, total: Math.max(0, state.total + rows.length - state.rows.length) };
}

/**
 * A list read page by page (`page` 1, 2... added to `payload`) for 'load more' buttons and infinite
 * scroll. A private endpoint (`auth`) reads nothing while logged out and forgets its rows on logout.
 */
export function usePagedList<E extends Endpoint, Row, Push = unknown>(
  options: PagedListOptions<E, Row, Push>,
): PagedList<Row> {
  const { endpoint, read, reloadOn, enabled = true, silent = false } = options;
  const { api, bus } = useSdk();
  const { loggedIn } = useSession();
  const active = enabled && (!endpoint.auth || loggedIn);
  const payloadKey = JSON.stringify(options.payload ?? {});
  const readRef = useRef(read);
  readRef.current = read;
  const [state, setState] = useState<PageState<Row>>(() => emptyState(active));
  const shown = useRef(state.rows);
  shown.current = state.rows;
  const generation = useRef(0);
  const busy = useRef(false);

  const fetchPage = useCallback(
    async (page: number) => {
      if (busy.current) return;
      busy.current = true;
      const mine = generation.current;
      setState((previous) => ({ ...previous, loading: true }));
      const request = { ...(JSON.parse(payloadKey) as object), page } as RequestOf<E>;
      const call = api.call as (e: E, p: RequestOf<E>, o: { silent: boolean }) => ReturnType<typeof api.call>;
      const result = await call(endpoint, request, { silent });
      if (mine !== generation.current) return;
      busy.current = false;
      if (result.type !== 'ok') {
        const failure = failureNotice(result);
        setState((previous) => {
          const first = page === 1 && previous.page === 0;
          return { ...previous, loading: false, loaded: true, failed: first, moreFailed: page > 1, failure };
        });
        return;
      }
      // Read on receipt (not in a later render): a reader may anchor times on the answer.
      const { rows, total } = readRef.current(result.message as ResponseOf<E>, shown.current);
      setState((previous) => {
        const merged = page === 1 ? rows : [...previous.rows, ...rows];
        // A later page with no rows ends the list even if the total said more (no endless scroll).
        const known = page > 1 && rows.length === 0 ? merged.length : total;
        return { ...emptyState<Row>(false), rows: merged, page, total: known, loaded: true };
      });
    },
    [api, endpoint, payloadKey, silent],
  );

  const reload = useCallback(() => {
    generation.current += 1;
    busy.current = false;
    setState(emptyState(true));
    void fetchPage(1);
  }, [fetchPage]);

  const refresh = useCallback(() => {
    generation.current += 1;
    busy.current = false;
    void fetchPage(1);
  }, [fetchPage]);

  useEffect(() => {
    if (active) {
      reload();
      return;
    }
    generation.current += 1;
    busy.current = false;
    setState(emptyState(false));
  }, [active, reload]);

  const reloadOnRef = useRef(reloadOn);
  reloadOnRef.current = reloadOn;
  const watchesPushes = reloadOn !== undefined;
  useEffect(() => {
    if (!active || !watchesPushes || !reloadOnRef.current) return undefined;
    const subscription = reloadOnRef.current(bus).subscribe(() => refresh());
    return () => subscription.unsubscribe();
  }, [active, bus, watchesPushes, refresh]);

  const mergeRef = useRef(options.merge);
  mergeRef.current = options.merge;
  const pushesRef = useRef(options.pushes);
  pushesRef.current = options.pushes;
  const live = options.pushes !== undefined;
  useEffect(() => {
    if (!active || !live || !pushesRef.current) return undefined;
    const subscription = pushesRef.current(bus).subscribe((push) =>
      setState((previous) => {
        if (!previous.loaded || previous.failed || !mergeRef.current) return previous;
        return withRows(previous, mergeRef.current(previous.rows, push));
      }),
    );
    return () => subscription.unsubscribe();
  }, [active, bus, live]);

  const hasMore = state.loaded && !state.failed && state.rows.length < state.total;
  const loadMore = useCallback(() => {
    if (hasMore) void fetchPage(state.page + 1);
  }, [fetchPage, hasMore, state.page]);
  const update = useCallback((recipe: (rows: Row[]) => Row[]) => {
    setState((previous) => withRows(previous, recipe(previous.rows)));
  }, []);

  return {
    rows: state.rows,
    loading: state.loading,
    loaded: state.loaded,
    failed: state.failed,
    moreFailed: state.moreFailed,
    failure: state.failure,
    hasMore,
    loadMore,
    reload,
    refresh,
    update,
  };
}
