import { MICRO_PAGE_SIZE, microLists, type MicroOrderPage, type MicroOrderStatus } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { useCallback, useRef, useState } from 'react';

/**
 * "Load more" of an order list (20 a page, spec §9): the page after the `loaded` rows, of the same
 * status and pair, handed to `append` (which drops rows already shown: a pushed order shifts pages).
 */
export function useLoadMore(
  status: MicroOrderStatus,
  matchId: number | undefined,
  loaded: number,
  append: (page: MicroOrderPage) => void,
) {
  const { api } = useSdk();
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const appendRef = useRef(append);
  appendRef.current = append;

  const loadMore = useCallback(async () => {
    setLoading(true);
    setFailed(false);
    const page = Math.floor(loaded / MICRO_PAGE_SIZE) + 1;
    const request = { page, status, limit: MICRO_PAGE_SIZE, match_id: matchId };
    const result = await api.call(microLists, request, { silent: true });
    setLoading(false);
    if (result.type !== 'ok') setFailed(true);
    else appendRef.current(result.message);
  }, [api, loaded, matchId, status]);

  return { loadMore, loading, failed };
}
