import { MICRO_PAGE_SIZE, microLists, MicroOrderStatus, type MicroOrder } from '@exchange/protocol';
import { usePagedList } from '@exchange/sdk';
import { map } from 'rxjs';

/** Pushed closed orders go on top (newest first), once each. */
export function prependClosed(rows: MicroOrder[], closed: readonly MicroOrder[]): MicroOrder[] {
  const known = new Set(rows.map((order) => order.id));
  const fresh = closed.filter((order) => !known.has(order.id)).reverse();
  return fresh.length === 0 ? rows : [...fresh, ...rows];
}

/**
 * The caller's closed orders (all pairs), 20 a page (spec §9) through the sdk's `usePagedList`:
 * read when first shown, `micro_closed` pushes on top, page 1 again after a reconnect.
 */
export function useClosedOrders(enabled: boolean) {
  return usePagedList({
    endpoint: microLists,
    payload: { status: MicroOrderStatus.closed, limit: MICRO_PAGE_SIZE },
    read: (page) => ({ rows: page.list, total: page.total }),
    enabled,
    silent: true,
    pushes: (bus) => bus.stream('micro_closed').pipe(map((push) => push.data)),
    merge: (rows, closed) => prependClosed(rows, [closed]),
    reloadOn: (bus) => bus.resync$,
  });
}
