import { marketApi } from '@exchange/protocol';
import { useSdk } from '@exchange/sdk';
import { useEffect, useState } from 'react';
import { filter } from 'rxjs';
import { bookFromSnapshot } from '../model/orderBook';
import { fillsFromSnapshot } from '../model/recentFills';
import { createBookStore } from './bookStore';
import { createFillsStore } from './fillsStore';

export interface DealPair {
  legalId: number;
  currencyId: number;
  /** `BTC/USDT`. */
  symbol: string;
}

/**
 * The deal centre's live data for one pair: the book and the recent fills, each a frame-coalesced
 * store fed by the socket. The snapshot (transaction/deal) is fetched on mount, after every
 * reconnect (`resync$`) and whenever the book store reports a sequence it cannot trust.
 * A pushed depth that arrives before the snapshot is kept and checked against it.
 */
export function useDealFeeds(pair: DealPair) {
  const { api, bus } = useSdk();
  const [stores] = useState(() => ({ book: createBookStore(), fills: createFillsStore() }));
  const [lastPrice, setLastPrice] = useState<string | undefined>(undefined);

  useEffect(() => {
    const { book, fills } = stores;
    let current = true;
    let fetching = false;
    const fetchSnapshot = async () => {
      if (fetching) return;
      fetching = true;
      const result = await api.call(
        marketApi.deal,
        { legal_id: pair.legalId, currency_id: pair.currencyId },
        { silent: true },
      );
      fetching = false;
      if (!current || result.type !== 'ok') return;
      book.reset({ book: bookFromSnapshot(pair.symbol, result.message), needsResync: false });
      fills.reset(fillsFromSnapshot(result.message.complete));
      setLastPrice(result.message.last_price);
    };
    void fetchSnapshot();

    const depth = bus
      .watch({ channel: 'market_depth', pair: pair.symbol.toUpperCase() })
      .subscribe((push) => book.push(push));
    const trades = bus
      .stream('match_trade')
      .pipe(filter((push) => push.currency_id === pair.currencyId && push.legal_id === pair.legalId))
      .subscribe((push) => fills.push(push.data));
    const resync = bus.resync$.subscribe(() => void fetchSnapshot());
    const unsubscribeBook = book.subscribe(() => {
      if (book.getSnapshot().needsResync) void fetchSnapshot();
    });
    return () => {
      current = false;
      depth.unsubscribe();
      trades.unsubscribe();
      resync.unsubscribe();
      unsubscribeBook();
    };
  }, [api, bus, stores, pair.legalId, pair.currencyId, pair.symbol]);

  return { ...stores, initialLastPrice: lastPrice };
}
