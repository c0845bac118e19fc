import { spotApi, type SpotOrder } from '@exchange/protocol';
import { POLL_MS, usePagedList, type StoredPair } from '@exchange/sdk';
import { filter, interval, map, merge } from 'rxjs';
import { mergeOrder, type OrdersView } from '../model/orders';

/** The four lists share one request and one answer (a page of orders). */
const endpointOf: Record<OrdersView, typeof spotApi.transactionAll> = {
  all: spotApi.transactionAll,
  buy: spotApi.transactionIn,
  sell: spotApi.transactionOut,
  history: spotApi.transactionComplete,
};

/**
 * One view of the user's spot orders (spec §2 "Spot open orders"), 20 a page through the sdk's
 * `usePagedList`: only `pair`'s orders when given; page 1 read again every 10 s (spec §9) and after
 * a reconnect; the user's `coin_order` pushes (a placed, filled or cancelled order) merged as they
 * come. Nothing is read while logged out (a private endpoint).
 */
export function useSpotOrders(view: OrdersView, pair?: Pick<StoredPair, 'legalId' | 'currencyId'>) {
  const ofScope = (order: SpotOrder) =>
    !pair || (order.legal_id === pair.legalId && order.currency_id === pair.currencyId);
  return usePagedList({
    endpoint: endpointOf[view],
    payload: pair ? { legal_id: pair.legalId, currency_id: pair.currencyId } : {},
    read: (page) => ({ rows: page.list, total: page.total }),
    silent: true,
    reloadOn: (bus) => merge(bus.resync$, interval(POLL_MS.openOrders)),
    pushes: (bus) =>
      bus.stream('coin_order').pipe(
        map((push) => push.order),
        filter(ofScope),
      ),
    merge: (rows, order) => mergeOrder(rows, order, view),
  });
}
