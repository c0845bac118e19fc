import { useCallback, useEffect, useRef, useState } from 'react';
import type { Endpoint, RequestOf, ResponseOf } from '@exchange/protocol';
import type { Observable } from 'rxjs';
import { useSdk, useSession, type Sdk } from '@exchange/sdk';

export interface PagedRecords<Row> {
  rows: Row[];
  /** True while a page is in flight (the first one or a "load more"). */
  loading: boolean;
  /** False once the last page is loaded ('no more'). */
  hasMore: boolean;
  /** The first page answered (ok or not): the list may show its empty state. */
  loaded: boolean;
  /** The first page failed: the list shows its error with a retry (`reload`). */
  failed: boolean;
  loadMore(): void;
  reload(): void;
}

/**
 * A record list read page by page (load more): `page` is added to `payload`; `read` picks the rows
 * and the total out of an answer. Private: nothing is fetched while logged out.
 */
export function usePagedRecords<E extends Endpoint, Row>(
  endpoint: E,
  payload: Omit<RequestOf<E>, 'page'>,
  read: (answer: ResponseOf<E>) => { rows: Row[]; total: number },
  /** Pushes after which the list is read again from its first page (a record was created or changed). */
  reloadOn?: (bus: Sdk['bus']) => Observable<unknown>,
): PagedRecords<Row> {
  const { api, bus } = useSdk();
  const { loggedIn } = useSession();
  const payloadKey = JSON.stringify(payload);
  const readRef = useRef(read);
  readRef.current = read;
  const [state, setState] = useState({
    rows: [] as Row[],
    page: 0,
    total: 0,
    loading: false,
    loaded: false,
    failed: false,
  });
  const generation = useRef(0);
  const busy = useRef(false);

  const fetchPage = useCallback(
    async (page: number) => {
      if (busy.current && page > 1) return;
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
        return {
          rows: page === 1 ? rows : [...previous.rows, ...rows],
          page,
          total,
          loading: false,
          loaded: true,
          failed: false,
        };
      });
    },
    [api, endpoint, payloadKey],
  );

  const reload = useCallback(() => {
    generation.current += 1;
    busy.current = false;
    setState({ rows: [], page: 0, total: 0, loading: true, loaded: false, failed: false });
    void fetchPage(1);
  }, [fetchPage]);

  useEffect(() => {
    if (loggedIn) reload();
  }, [loggedIn, reload]);

  const reloadOnRef = useRef(reloadOn);
  const watchesPushes = reloadOn !== undefined;
  useEffect(() => {
    if (!loggedIn || !watchesPushes || !reloadOnRef.current) return;
    const subscription = reloadOnRef.current(bus).subscribe(() => reload());
    return () => subscription.unsubscribe();
  }, [bus, loggedIn, watchesPushes, reload]);

  const loadMore = useCallback(() => void fetchPage(state.page + 1), [fetchPage, state.page]);
  return {
    rows: state.rows,
    loading: state.loading,
    loaded: state.loaded,
    failed: state.failed,
    hasMore: state.rows.length < state.total,
    loadMore,
    reload,
  };
}
