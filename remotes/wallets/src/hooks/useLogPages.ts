import { legalLog, type LogEntry } from '@exchange/protocol';
import { usePagedList, type PagedList } from '@exchange/sdk';

export type LogType = 'change' | 'lever' | 'legal' | 'micro' | '2' | '3' | '4';

/** One account's log (wallet/legal_log), 20 a page, with "load more" (spec §2 record panel). */
export function useLogPages(type: LogType, currency?: number): PagedList<LogEntry> {
  return usePagedList({
    endpoint: legalLog,
    payload: { type, currency: currency === undefined ? undefined : String(currency) },
    silent: true,
    read: (answer) => ({ rows: answer.list, total: answer.total }),
  });
}
