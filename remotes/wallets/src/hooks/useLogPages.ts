import { useCallback, useEffect, useState } from 'react';
import { legalLog, type LogEntry } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';

export type LogType = 'change' | 'lever' | 'legal' | 'micro' | '2' | '3' | '4';

export interface LogPages {
  rows: LogEntry[];
  loading: boolean;
  /** The first page failed (the list shows its error with a retry). */
  failed: boolean;
  hasMore: boolean;
  loadMore(): void;
  reload(): void;
}

/** One account's log (wallet/legal_log), 20 a page, with "load more" (spec §2 record panel). */
export function useLogPages(type: LogType, currency?: number): LogPages {
  const { api } = useSdk();
  const [rows, setRows] = useState<LogEntry[]>([]);
  const [page, setPage] = useState(1);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    void api
      .call(legalLog, { type, currency: currency === undefined ? undefined : String(currency), page })
      .then((result) => {
        if (!current) return;
        setLoading(false);
        if (result.type !== 'ok') {
          if (page === 1) setFailed(true);
          return;
        }
        setFailed(false);
        setTotal(result.message.total);
        setRows((previous) => {
          const kept = page === 1 ? [] : previous;
          const seen = new Set(kept.map((row) => row.id));
          return [...kept, ...result.message.list.filter((row) => !seen.has(row.id))];
        });
      });
    return () => {
      current = false;
    };
  }, [api, type, currency, page, generation]);

  const loadMore = useCallback(() => setPage((value) => value + 1), []);
  const reload = useCallback(() => {
    setPage(1);
    setGeneration((value) => value + 1);
  }, []);
  return { rows, loading, failed, hasMore: rows.length < total, loadMore, reload };
}
