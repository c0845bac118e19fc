import type { SpotOrder } from '@exchange/protocol';

/** Open-order tabs of spec §2 "Spot open orders"; history shows completed orders. */
export type OrdersView = 'all' | 'buy' | 'sell' | 'history';

/** Spec §4: a cancelled order is removed from the list (the server may still send it in a page). */
export const withoutOrder = (orders: readonly SpotOrder[], id: number): SpotOrder[] =>
  orders.filter((order) => order.id !== id);

/**
 * Merges a pushed order change into the rows of one view: an open order of the view's side is
 * inserted or replaced; anything else (completed, cancelled, other side) leaves the open lists.
 */
export function mergeOrder(orders: readonly SpotOrder[], order: SpotOrder, view: OrdersView): SpotOrder[] {
  const belongs =
    view === 'history'
      ? order.status === 2
      : order.status === 1 && (view === 'all' || (view === 'buy' ? order.type === 1 : order.type === 2));
  const index = orders.findIndex((candidate) => candidate.id === order.id);
  if (!belongs) return index === -1 ? [...orders] : withoutOrder(orders, order.id);
  if (index === -1) return [order, ...orders];
  const next = [...orders];
  next[index] = order;
  return next;
}
