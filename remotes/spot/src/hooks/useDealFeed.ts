import { marketApi } from '@exchange/protocol';
import { useLiveStore } from '@exchange/sdk';
import { useMemo } from 'react';
import { filter, map, merge } from 'rxjs';
import { LIVE_FLUSH_MS, dealModel, type DealPush } from '../model/deal';

export interface DealPair {
  legalId: number;
  currencyId: number;
  /** `BTC/USDT`. */
  symbol: string;
}

/**
 * The book and recent fills of one pair through the sdk's live-data layer: the transaction/deal
 * snapshot, the pair's depth and trades topics merged at most once per frame and per
 * LIVE_FLUSH_MS, a re-fetch after a reconnect or a sequence gap. Only the components that read the
 * store (OrderBook, RecentFills) render on a push.
 */
export function useDealFeed(pair: DealPair) {
  const model = useMemo(() => dealModel(pair.symbol), [pair.symbol]);
  return useLiveStore({
    ...model,
    endpoint: marketApi.deal,
    payload: { legal_id: pair.legalId, currency_id: pair.currencyId },
    pushes: (bus) =>
      merge(
        bus
          .watch({ channel: 'market_depth', pair: pair.symbol })
          .pipe(map((push): DealPush => ({ kind: 'depth', push }))),
        bus.watch({ channel: 'trades', pair: pair.symbol }).pipe(
          filter((push) => push.currency_id === pair.currencyId && push.legal_id === pair.legalId),
          map((push): DealPush => ({ kind: 'trades', ticks: push.data })),
        ),
      ),
    coalesce: 'all',
    minIntervalMs: LIVE_FLUSH_MS,
  });
}
