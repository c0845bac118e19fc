import type { Observable } from 'rxjs';
import { api } from '@exchange/protocol';
import { type ApiClient, choosePair, type TypedStorage } from '@exchange/sdk';
import type { MarketsSource, NoticeItem } from './MarketsSource';

/** Spec §7: news category 11 holds the notices shown on home. */
export const NOTICE_CATEGORY = 11;
const NOTICE_LIMIT = 9;

/** The part of `useSdk()` this remote uses (kept structural so the port stays narrow). */
export interface MarketsSdk {
  api: Pick<ApiClient, 'call'>;
  bus: {
    stream(event: 'daymarket' | 'match_trade'): Observable<unknown>;
    readonly resync$: Observable<unknown>;
  };
  storage: TypedStorage;
}

/** Wires the markets port to the shared sdk: silent loads (§8), bus streams, the typed store. */
export function createSdkMarketsSource(sdk: MarketsSdk): MarketsSource {
  return {
    async fetchQuotation() {
      const result = await sdk.api.call(api.quotationNew, {}, { silent: true });
      return result.type === 'ok' ? result.message : undefined;
    },
    async fetchNotices(): Promise<NoticeItem[] | undefined> {
      const result = await sdk.api.call(
        api.newsList,
        { c_id: NOTICE_CATEGORY, page: 1, limit: NOTICE_LIMIT },
        { silent: true },
      );
      return result.type === 'ok' ? result.message.list : undefined;
    },
    daymarket$: sdk.bus.stream('daymarket'),
    matchTrade$: sdk.bus.stream('match_trade'),
    resync$: sdk.bus.resync$,
    userId$: sdk.storage.watch('user_id'),
    choosePair: (row, position) => choosePair(sdk.storage, row, position),
  };
}
