import type { QuotationGroup } from '@exchange/protocol';
import { useBoard } from '@exchange/sdk';

export interface QuotationState {
  groups: QuotationGroup[];
  /** True until the first load has answered (a later poll keeps the board on screen). */
  loading: boolean;
}

const noGroups: QuotationGroup[] = [];

/**
 * The market board's groups from the sdk's shared `board` channel (`useBoard`: polled every 5 s,
 * fetched again after a reconnect, `daymarket` pushes merged once per frame), read by every board
 * on the page through one feed.
 */
export function useQuotation(): QuotationState {
  const board = useBoard();
  return { groups: board.data ?? noGroups, loading: board.data === undefined && board.loading };
}
