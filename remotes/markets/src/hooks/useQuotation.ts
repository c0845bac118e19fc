import { marketApi, type QuotationGroup } from '@exchange/protocol';
import { POLL_MS, useLiveData, type FrameTiming } from '@exchange/sdk';
import { boardModel } from '../model/board';

export interface QuotationState {
  groups: QuotationGroup[];
  /** True until the first load has answered (a later poll keeps the board on screen). */
  loading: boolean;
}

const noGroups: QuotationGroup[] = [];

/**
 * The market board's data through the sdk's live-data layer: `currency/quotation_new` polled every
 * 5 s (spec §9; silent, a failed poll keeps what is shown, §8), fetched again after a reconnect, and
 * the `daymarket` pushes of the `board` topic (every pair) merged on top at most once per frame.
 */
export function useQuotation(timing: FrameTiming = {}): QuotationState {
  const board = useLiveData({
    ...boardModel,
    ...timing,
    endpoint: marketApi.quotationNew,
    payload: {},
    pollMs: POLL_MS.quotation,
    pushes: (bus) => bus.watch({ channel: 'board' }),
  });
  return { groups: board.data ?? noGroups, loading: board.data === undefined && board.loading };
}
