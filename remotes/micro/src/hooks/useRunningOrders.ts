import { MICRO_PAGE_SIZE, microLists, MicroOrderStatus, type MicroOrder } from '@exchange/protocol';
import { DELAY_MS, usePagedList } from '@exchange/sdk';
import { useCallback, useEffect } from 'react';
import { map } from 'rxjs';
import { monotonicNow } from '../model/countdown';
import {
  addPlaced,
  applyClosed,
  nextLeave,
  runningFromPage,
  withoutLeft,
  type RunningRow,
} from '../model/runningOrders';

/** A running order whose countdown ended this long ago without its micro_closed push: ask again. */
export const OVERDUE_RELOAD_MS = 2000;

const held = (rows: readonly RunningRow[]) => ({ rows: [...rows], total: rows.length });

/**
 * The caller's running orders (of one pair, or all), 20 a page through the sdk's `usePagedList`:
 * `micro_closed` pushes replace a row (which leaves after 0.5 s), page 1 is read again 1.5 s after
 * load (spec §9), after a reconnect, and when a countdown ended but no push came.
 */
export function useRunningOrders(matchId: number | undefined) {
  const list = usePagedList({
    endpoint: microLists,
    payload: { status: MicroOrderStatus.running, limit: MICRO_PAGE_SIZE, match_id: matchId },
    read: (page, shown: readonly RunningRow[]) => runningFromPage(page, monotonicNow(), held(shown)),
    silent: true,
    pushes: (bus) => bus.stream('micro_closed').pipe(map((push) => push.data)),
    merge: (rows, closed) => applyClosed(held(rows), [closed], monotonicNow()).rows,
    reloadOn: (bus) => bus.resync$,
  });
  const { refresh, update, rows } = list;

  useEffect(() => {
    const timer = setTimeout(refresh, DELAY_MS.microListReload);
    return () => clearTimeout(timer);
  }, [refresh, matchId]);

  const leaveAt = nextLeave(held(rows));
  useEffect(() => {
    if (leaveAt === undefined) return undefined;
    // Timer delays are whole milliseconds (a fraction is cut off), so the timer may fire a fraction
    // before `leaveAt` by the monotonic clock: the rows due at `leaveAt` leave then all the same.
    // Otherwise nothing would change, no new timer would be set, and the row would stay for good.
    const timer = setTimeout(
      () => update((shown) => withoutLeft(held(shown), Math.max(monotonicNow(), leaveAt)).rows),
      Math.max(0, Math.ceil(leaveAt - monotonicNow())),
    );
    return () => clearTimeout(timer);
  }, [leaveAt, update]);

  const overdueAt = rows
    .filter((row) => row.leaveAt === undefined)
    .reduce<number | undefined>((soonest, row) => Math.min(soonest ?? Infinity, row.deadline), undefined);
  useEffect(() => {
    if (overdueAt === undefined) return undefined;
    const timer = setTimeout(refresh, Math.max(0, overdueAt + OVERDUE_RELOAD_MS - monotonicNow()));
    return () => clearTimeout(timer);
  }, [overdueAt, refresh]);

  const placed = useCallback(
    (order: MicroOrder) => update((shown) => addPlaced(held(shown), order, monotonicNow()).rows),
    [update],
  );
  return { ...list, placed };
}
