import { useCallback, useEffect, useRef, useState } from 'react';
import type { Endpoint, RequestOf, ResponseOf } from '@exchange/protocol';
import { useSdk, useSession } from '@exchange/sdk';

export interface Pages<Row> {
  rows: Row[];
  /** A page is in flight (the first one or the next). */
  loading: boolean;
  /** False once every row is loaded ('no more'). */
  hasMore: boolean;
  /** The first page answered (ok or not): the list may show its empty state. */
  loaded: boolean;
  /** The first page failed: show the error with a retry (`reload`). */
  failed: boolean;
  loadMore(): void;
  reload(): void;
  /** A local change to the loaded rows (a cancelled order), kept until the next reload. */
  update(recipe: (rows: Row[]) => Row[]): void;
}

export interface PagesOptions<E extends Endpoint, Row> {
  endpoint: E;
  /** Picks the rows and the total out of an answer. */
  read: (answer: ResponseOf<E>) => { rows: Row[]; total: number };
  /** A private list: nothing is read while logged out. */
  requiresLogin?: boolean;
}

/** A list read page by page (`page` 1, 2...; the endpoint's default `limit`): load more or infinite scroll. */
export function usePages<E extends Endpoint, Row>({
  endpoint,
  read,
  requiresLogin,
}: PagesOptions<E, Row>): Pages<Row> {
  const { api } = useSdk();
  const { loggedIn } = useSession();
  const active = !requiresLogin || loggedIn;
  const readRef = useRef(read);
  readRef.current = read;
  const [state, setState] = useState({
    rows: [] as Row[],
    page: 0,
    total: 0,
    loading: active,
    loaded: false,
    failed: false,
  });
  const generation = useRef(0);
  const busy = useRef(false);

  const fetchPage = useCallback(
    async (page: number) => {
      if (busy.current) return;
      busy.current = true;
      const mine = generation.current;
      setState((previous) => ({ ...previous, loading: true }));
      const call = api.call as (e: E, p: RequestOf<E>) => ReturnType<typeof api.call>;
      const result = await call(endpoint, { page } as RequestOf<E>);
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
    [api, endpoint],
  );

  const reload = useCallback(() => {
    generation.current += 1;
    busy.current = false;
    setState({ rows: [], page: 0, total: 0, loading: true, loaded: false, failed: false });
    void fetchPage(1);
  }, [fetchPage]);

  useEffect(() => {
    if (active) reload();
    else setState({ rows: [], page: 0, total: 0, loading: false, loaded: false, failed: false });
  }, [active, reload]);

  const hasMore = state.loaded && !state.failed && state.rows.length < state.total;
  const loadMore = useCallback(() => {
    if (hasMore) void fetchPage(state.page + 1);
  }, [fetchPage, hasMore, state.page]);
  const update = useCallback((recipe: (rows: Row[]) => Row[]) => {
    setState((previous) => ({ ...previous, rows: recipe(previous.rows) }));
  }, []);
  return { ...state, hasMore, loadMore, reload, update };
}
