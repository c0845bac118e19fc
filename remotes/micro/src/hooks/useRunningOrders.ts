import { MICRO_PAGE_SIZE, microLists, MicroOrderStatus, type MicroOrder } from '@exchange/protocol';
import { DELAY_MS, useLiveData, type FrameTiming } from '@exchange/sdk';
import { useCallback, useEffect } from 'react';
import { map } from 'rxjs';
import { monotonicNow } from '../model/countdown';
import {
  addPlaced,
  applyClosed,
  nextLeave,
  runningFromPage,
  withoutLeft,
  type RunningState,
} from '../model/runningOrders';
import { useLoadMore } from './useLoadMore';

/** A running order whose countdown ended this long ago without its micro_closed push: ask again. */
export const OVERDUE_RELOAD_MS = 2000;

/**
 * The caller's running orders (of one pair, or all) through the sdk's live-data layer: page 1, the
 * `micro_closed` pushes merged once per frame (the row is replaced, then leaves after 0.5 s), a
 * reload 1.5 s after load (spec §9), after a reconnect, and when a countdown ended but no push came.
 */
export function useRunningOrders(matchId: number | undefined, timing: FrameTiming = {}) {
  const live = useLiveData({
    ...timing,
    endpoint: microLists,
    payload: { page: 1, status: MicroOrderStatus.running, limit: MICRO_PAGE_SIZE, match_id: matchId },
    requiresLogin: true,
    fromSnapshot: (page, previous: RunningState | undefined) =>
      runningFromPage(page, monotonicNow(), previous),
    pushes: (bus) => bus.stream('micro_closed').pipe(map((push) => push.data)),
    merge: (state, closed) => applyClosed(state, closed, monotonicNow()),
  });
  const { reload, update, data } = live;

  useEffect(() => {
    const timer = setTimeout(reload, DELAY_MS.microListReload);
    return () => clearTimeout(timer);
  }, [reload, matchId]);

  const leaveAt = nextLeave(data);
  useEffect(() => {
    if (leaveAt === undefined) return undefined;
    // Timer delays are whole milliseconds (a fraction is cut off), so the timer may fire a fraction
    // before `leaveAt` by the monotonic clock: the rows due at `leaveAt` leave then all the same.
    // Otherwise nothing would change, no new timer would be set, and the row would stay for good.
    const timer = setTimeout(
      () => update((state) => withoutLeft(state, Math.max(monotonicNow(), leaveAt))),
      Math.max(0, Math.ceil(leaveAt - monotonicNow())),
    );
    return () => clearTimeout(timer);
  }, [leaveAt, update]);

  const overdueAt = data?.rows
    .filter((row) => row.leaveAt === undefined)
    .reduce<number | undefined>((soonest, row) => Math.min(soonest ?? Infinity, row.deadline), undefined);
  useEffect(() => {
    if (overdueAt === undefined) return undefined;
    const timer = setTimeout(reload, Math.max(0, overdueAt + OVERDUE_RELOAD_MS - monotonicNow()));
    return () => clearTimeout(timer);
  }, [overdueAt, reload]);

  const placed = useCallback(
    (order: MicroOrder) => update((state) => addPlaced(state, order, monotonicNow())),
    [update],
  );
  const more = useLoadMore(MicroOrderStatus.running, matchId, data?.rows.length ?? 0, (page) =>
    update((state) => {
      const next = runningFromPage(page, monotonicNow());
      const known = new Set(state.rows.map((row) => row.order.id));
      return {
        rows: [...state.rows, ...next.rows.filter((row) => !known.has(row.order.id))],
        total: page.total,
      };
    }),
  );
  return { ...live, placed, more };
}
