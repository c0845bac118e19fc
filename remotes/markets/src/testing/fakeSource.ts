import { Subject, BehaviorSubject } from 'rxjs';
import type { MarketsSource, NoticeItem } from '../data/MarketsSource';
import type { MarketRow } from '../model/quotation';

/** A hand-driven MarketsSource: tests decide what loads return and push socket events. */
export function createFakeSource(options: { quotation?: unknown; notices?: NoticeItem[] } = {}) {
  const daymarket = new Subject<unknown>();
  const matchTrade = new Subject<unknown>();
  const resync = new Subject<unknown>();
  const userId = new BehaviorSubject<number | undefined>(undefined);
  const chosen: Array<{ row: MarketRow; position: { groupIndex?: number; rowIndex?: number } }> = [];
  const state = { quotation: options.quotation, notices: options.notices };
  const fetchQuotation = jest.fn(async () => state.quotation);
  const source: MarketsSource = {
    fetchQuotation,
    fetchNotices: async () => state.notices,
    daymarket$: daymarket,
    matchTrade$: matchTrade,
    resync$: resync,
    userId$: userId,
    choosePair: (row, position) => chosen.push({ row, position }),
  };
  return { source, daymarket, matchTrade, resync, userId, chosen, state, fetchQuotation };
}
