import type { MicroOrder, MicroOrderPage } from '@exchange/protocol';
import { deadlineOf } from './countdown';

/**
 * The Seconds page's running list (spec §4 "Micro order"): each row keeps the order and the
 * monotonic moment it settles (anchored on the answer that brought it, see countdown.ts). A
 * `micro_closed` push replaces the row with the closed order, which stays `LEAVE_AFTER_MS` so the
 * trader sees the end price and profit, then leaves the running list.
 */

/** Spec §4: a closed row leaves the running list after 0.5 s. */
export const LEAVE_AFTER_MS = 500;

export interface RunningRow {
  order: MicroOrder;
  /** Monotonic ms at which the countdown reaches 0. */
  deadline: number;
  /** Monotonic ms at which a closed row leaves the list; undefined while running. */
  leaveAt?: number;
}

export interface RunningState {
  rows: RunningRow[];
  /** Page 1's total, for "load more" on the full history. */
  total: number;
}

const rowOf = (order: MicroOrder, receivedAt: number): RunningRow => ({
  order,
  deadline: deadlineOf(order.remain_milli_seconds, receivedAt),
});

export function runningFromPage(
  page: MicroOrderPage,
  receivedAt: number,
  previous?: RunningState,
): RunningState {
  // A row already closed here by a push stays closed until it leaves, even if the page still lists it.
  const closing = new Map(
    (previous?.rows ?? []).filter((row) => row.leaveAt !== undefined).map((row) => [row.order.id, row]),
  );
  const rows = page.list
    .filter((order) => order.status === 1)
    .map((order) => closing.get(order.id) ?? rowOf(order, receivedAt));
  for (const row of closing.values()) if (!rows.includes(row)) rows.push(row);
  return { rows: sortNewestFirst(rows), total: page.total };
}

const sortNewestFirst = (rows: RunningRow[]) =>
  [...rows].sort((a, b) => b.order.created_at - a.order.created_at || b.order.id - a.order.id);

/** One frame's `micro_closed` orders: each replaces its running row, which leaves at `now + 0.5 s`. */
export function applyClosed(state: RunningState, closed: readonly MicroOrder[], now: number): RunningState {
  if (closed.length === 0) return state;
  const byId = new Map(closed.map((order) => [order.id, order]));
  let changed = false;
  const rows = state.rows.map((row) => {
    const order = byId.get(row.order.id);
    if (!order || row.leaveAt !== undefined) return row;
    changed = true;
    return { ...row, order, leaveAt: now + LEAVE_AFTER_MS };
  });
  return changed ? { ...state, rows } : state;
}

/** A just-placed order (the submit's answer), anchored on that answer; no duplicate of a listed one. */
export function addPlaced(state: RunningState, order: MicroOrder, receivedAt: number): RunningState {
  if (state.rows.some((row) => row.order.id === order.id)) return state;
  return { rows: sortNewestFirst([rowOf(order, receivedAt), ...state.rows]), total: state.total + 1 };
}

/** Drops the closed rows whose time to leave has come. */
export function withoutLeft(state: RunningState, now: number): RunningState {
  const rows = state.rows.filter((row) => row.leaveAt === undefined || row.leaveAt > now);
  return rows.length === state.rows.length
    ? state
    : { rows, total: Math.max(0, state.total - (state.rows.length - rows.length)) };
}

/** The next moment a closed row leaves, if any. */
export const nextLeave = (state: RunningState | undefined): number | undefined =>
  state?.rows.reduce<number | undefined>(
    (soonest, row) => (row.leaveAt === undefined ? soonest : Math.min(soonest ?? Infinity, row.leaveAt)),
    undefined,
  );
