import { marketApi, type QuotationRow } from '@exchange/protocol';
import { POLL_MS, useLiveData, type FrameTiming } from '@exchange/sdk';
import { applyDaymarket, microPairs } from '../model/pairs';

export interface MicroPairsState {
  rows: QuotationRow[];
  /** True until the first answer. */
  loading: boolean;
}

const none: QuotationRow[] = [];

/**
 * The pairs open for seconds trading (spec §5), live as the market board is: `currency/quotation_new`
 * every 5 s (spec §9), again after a reconnect, the `board` topic's `daymarket` pushes merged once per frame.
 */
export function useMicroPairs(timing: FrameTiming = {}): MicroPairsState {
  const live = useLiveData({
    ...timing,
    endpoint: marketApi.quotationNew,
    payload: {},
    pollMs: POLL_MS.quotation,
    fromSnapshot: microPairs,
    pushes: (bus) => bus.watch({ channel: 'board' }),
    merge: applyDaymarket,
  });
  return { rows: live.data ?? none, loading: live.data === undefined && live.loading };
}
