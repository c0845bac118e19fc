import {
  MICRO_PAGE_SIZE,
  microLists,
  MicroOrderStatus,
  type MicroOrder,
  type MicroOrderPage,
} from '@exchange/protocol';
import { useLiveData, type FrameTiming } from '@exchange/sdk';
import { map } from 'rxjs';
import { useLoadMore } from './useLoadMore';

export interface ClosedState {
  rows: MicroOrder[];
  total: number;
}

const fromPage = (page: MicroOrderPage): ClosedState => ({ rows: page.list, total: page.total });

/** Pushed closed orders go on top (newest first), once each. */
export function prependClosed(state: ClosedState, closed: readonly MicroOrder[]): ClosedState {
  const known = new Set(state.rows.map((order) => order.id));
  const fresh = closed.filter((order) => !known.has(order.id)).reverse();
  if (fresh.length === 0) return state;
  return { rows: [...fresh, ...state.rows], total: state.total + fresh.length };
}

/** The caller's closed orders (all pairs), page 1 live (`micro_closed` on top), more pages on demand. */
export function useClosedOrders(enabled: boolean, timing: FrameTiming = {}) {
  const live = useLiveData({
    ...timing,
    endpoint: microLists,
    payload: { page: 1, status: MicroOrderStatus.closed, limit: MICRO_PAGE_SIZE },
    requiresLogin: true,
    enabled,
    fromSnapshot: fromPage,
    pushes: (bus) => bus.stream('micro_closed').pipe(map((push) => push.data)),
    merge: prependClosed,
  });
  const { update } = live;
  const more = useLoadMore(MicroOrderStatus.closed, undefined, live.data?.rows.length ?? 0, (page) =>
    update((state) => {
      const known = new Set(state.rows.map((order) => order.id));
      return {
        rows: [...state.rows, ...page.list.filter((order) => !known.has(order.id))],
        total: page.total,
      };
    }),
  );
  return { ...live, more };
}
