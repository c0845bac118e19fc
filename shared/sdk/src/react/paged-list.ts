import { useCallback, useEffect, useRef, useState } from 'react';
import type { Observable } from 'rxjs';
import type { Endpoint, RequestOf, ResponseOf } from '@exchange/protocol';
import type { Sdk } from '../create-sdk';
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
  /** False once every row is loaded ('no more'). */
  hasMore: boolean;
  /** Reads the next page (nothing while a page is in flight or when there is no more). */
  loadMore(): void;
  /** Starts again from page 1 (answers to earlier requests are dropped). */
  reload(): void;
  /** A local change to the loaded rows (e.g. a cancelled order), kept until the next reload. */
  update(recipe: (rows: Row[]) => Row[]): void;
}

type PagePayload<E extends Endpoint> = Omit<RequestOf<E>, 'page'>;

/**
 * `payload`: the request besides `page`, required when the endpoint needs more than `page`; a new
 * value (compared by value) starts again from page 1.
 */
type PayloadOption<P> = Partial<P> extends P ? { payload?: P } : { payload: P };

export type PagedListOptions<E extends Endpoint, Row> = {
  endpoint: E;
  /** Picks the rows and the total out of one page's answer. */
  read: (answer: ResponseOf<E>) => { rows: Row[]; total: number };
  /** Pushes after which the list is read again from page 1 (a row was created or changed). */
  reloadOn?: (bus: Sdk['bus']) => Observable<unknown>;
} & PayloadOption<PagePayload<E>>;

interface PageState<Row> {
  rows: Row[];
  page: number;
  total: number;
  loading: boolean;
  loaded: boolean;
  failed: boolean;
}

const emptyState = <Row>(loading: boolean): PageState<Row> => ({
  rows: [],
  page: 0,
  total: 0,
  loading,
  loaded: false,
  failed: false,
});

/**
 * A list read page by page (`page` 1, 2... added to `payload`) for 'load more' buttons and infinite
 * scroll. A private endpoint (`auth`) reads nothing while logged out and forgets its rows on logout.
 */
export function usePagedList<E extends Endpoint, Row>(options: PagedListOptions<E, Row>): PagedList<Row> {
  const { endpoint, read, reloadOn } = options;
  const { api, bus } = useSdk();
  const { loggedIn } = useSession();
  const active = !endpoint.auth || loggedIn;
  const payloadKey = JSON.stringify(options.payload ?? {});
  const readRef = useRef(read);
  readRef.current = read;
  const [state, setState] = useState<PageState<Row>>(() => emptyState(active));
  const generation = useRef(0);
  const busy = useRef(false);

  const fetchPage = useCallback(
    async (page: number) => {
      if (busy.current) return;
      busy.current = true;
      const mine = generation.current;
      setState((previous) => ({ ...previous, loading: true }));
      const request = { ...(JSON.parse(payloadKey) as object), page } as RequestOf<E>;
      const call = api.call as (e: E, p: RequestOf<E>) => ReturnType<typeof api.call>;
      const result = await call(endpoint, request);
      if (mine !== generation.current) return;
      busy.current = false;
      setState((previous) => {
        if (result.type !== 'ok') return { ...previous, loading: false, loaded: true, failed: page === 1 };
        const { rows, total } = readRef.current(result.message as ResponseOf<E>);
        const merged = page === 1 ? rows : [...previous.rows, ...rows];
        // A later page with no rows ends the list even if the total said more (no endless scroll).
        const known = page > 1 && rows.length === 0 ? merged.length : total;
        return { rows: merged, page, total: known, loading: false, loaded: true, failed: false };
      });
    },
    [api, endpoint, payloadKey],
  );

  const reload = useCallback(() => {
    generation.current += 1;
    busy.current = false;
    setState(emptyState(true));
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
    const subscription = reloadOnRef.current(bus).subscribe(() => reload());
    return () => subscription.unsubscribe();
  }, [active, bus, watchesPushes, reload]);

  const hasMore = state.loaded && !state.failed && state.rows.length < state.total;
  const loadMore = useCallback(() => {
    if (hasMore) void fetchPage(state.page + 1);
  }, [fetchPage, hasMore, state.page]);
  const update = useCallback((recipe: (rows: Row[]) => Row[]) => {
    setState((previous) => ({ ...previous, rows: recipe(previous.rows) }));
  }, []);

  return {
    rows: state.rows,
    loading: state.loading,
    loaded: state.loaded,
    failed: state.failed,
    hasMore,
    loadMore,
    reload,
    update,
  };
}
