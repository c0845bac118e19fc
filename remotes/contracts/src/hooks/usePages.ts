import type { Endpoint, RequestOf, ResponseOf } from '@exchange/protocol';
import { useSdk, useSession } from '@exchange/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Pages<Row> {
  rows: Row[];
  loading: boolean;
  /** The first page failed (the list offers a retry). */
  failed: boolean;
  hasMore: boolean;
  loadMore(): void;
  reload(): void;
}

/**
 * A list read page by page ('load more', spec §2 Lever record): `page` is added to `payload`,
 * `read` picks the rows and the total. Private: nothing is read while logged out. A new payload
 * (by value) starts again from page 1; an answer to an older payload is dropped.
 */
export function usePages<E extends Endpoint, Row>(
  endpoint: E,
  payload: Omit<RequestOf<E>, 'page'>,
  read: (answer: ResponseOf<E>) => { rows: Row[]; total: number },
): Pages<Row> {
  const { api } = useSdk();
  const { loggedIn } = useSession();
  const key = JSON.stringify(payload);
  const readRef = useRef(read);
  readRef.current = read;
  const generation = useRef(0);
  const [state, setState] = useState({ rows: [] as Row[], page: 0, total: 0, loading: false, failed: false });

  const fetchPage = useCallback(
    async (page: number) => {
      const mine = generation.current;
      setState((previous) => ({ ...previous, loading: true }));
      const call = api.call as (e: E, p: RequestOf<E>) => ReturnType<typeof api.call>;
      const result = await call(endpoint, { ...(JSON.parse(key) as object), page } as RequestOf<E>);
      if (mine !== generation.current) return;
      setState((previous) => {
        if (result.type !== 'ok') return { ...previous, loading: false, failed: page === 1 };
        const { rows, total } = readRef.current(result.message as ResponseOf<E>);
        return {
          rows: page === 1 ? rows : [...previous.rows, ...rows],
          page,
          total,
          loading: false,
          failed: false,
        };
      });
    },
    [api, endpoint, key],
  );

  const reload = useCallback(() => {
    generation.current += 1;
    setState({ rows: [], page: 0, total: 0, loading: true, failed: false });
    void fetchPage(1);
  }, [fetchPage]);

  useEffect(() => {
    if (loggedIn) reload();
  }, [loggedIn, reload]);

  return {
    rows: state.rows,
    loading: state.loading,
    failed: state.failed,
    hasMore: state.rows.length < state.total,
    loadMore: () => {
      if (!state.loading) void fetchPage(state.page + 1);
    },
    reload,
  };
}
