import { legalLog, type LogEntry } from '@exchange/protocol';
import { usePagedRecords, type PagedRecords } from './usePagedRecords';

export type LogType = 'change' | 'lever' | 'legal' | 'micro' | '2' | '3' | '4';

/** One account's log (wallet/legal_log), 20 a page, with "load more" (spec §2 record panel). */
export function useLogPages(type: LogType, currency?: number): PagedRecords<LogEntry> {
  return usePagedRecords(
    legalLog,
    { type, currency: currency === undefined ? undefined : String(currency) },
    (answer) => ({ rows: answer.list, total: answer.total }),
  );
}
