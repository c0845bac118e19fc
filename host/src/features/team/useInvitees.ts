import { inviteList, type Invitee } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';

export const INVITEE_PAGE_SIZE = 20;

export interface Invitees {
  status: 'loading' | 'ready' | 'failed';
  list: Invitee[];
  total: number;
  certified: number;
  hasMore: boolean;
  /** Loads the next page (or, after a failure, the page that failed). */
  loadMore: () => void;
}

/** The caller's invitees (user/invite_list), page by page, newest first. */
export function useInvitees(): Invitees {
  const { api } = useSdk();
  const [list, setList] = useState<Invitee[]>([]);
  const [counts, setCounts] = useState({ total: 0, certified: 0 });
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<Invitees['status']>('loading');
  const controller = useRef<AbortController | undefined>(undefined);

  const load = useCallback(
    async (next: number) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setStatus('loading');
      const answer = await api.call(
        inviteList,
        { page: next, limit: INVITEE_PAGE_SIZE },
        { silent: true, signal: current.signal },
      );
      if (current.signal.aborted) return;
      if (answer.type !== 'ok') {
        setStatus('failed');
        return;
      }
      setList((previous) => (next === 1 ? answer.message.list : [...previous, ...answer.message.list]));
      setCounts({ total: answer.message.total, certified: answer.message.certified });
      setPage(next);
      setStatus('ready');
    },
    [api],
  );

  useEffect(() => {
    void load(1);
    return () => controller.current?.abort();
  }, [load]);

  return {
    status,
    list,
    ...counts,
    hasMore: list.length < counts.total,
    loadMore: () => void load(page + 1),
  };
}
