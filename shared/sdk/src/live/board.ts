import type { DaymarketPush, QuotationGroup, QuotationRow } from '@exchange/protocol';

/**
 * The market board (spec §3 "Quotation group", "Day market push"): the polled quotation with live
 * `daymarket` pushes on top. Only the rule for merging the pushes; rows arrive typed.
 */

/** Stable identity of a pair across polls and pushes. */
export const boardRowKey = (row: Pick<QuotationRow, 'currency_id' | 'legal_id'>): string =>
  `${row.currency_id}/${row.legal_id}`;

function patchRow(row: QuotationRow, push: DaymarketPush): QuotationRow {
  if (row.now_price === push.now_price && row.change === push.change && row.volume === push.volume)
    return row;
  return { ...row, now_price: push.now_price, change: push.change, volume: push.volume };
}

/**
 * One frame's pushes (oldest first; the newest per pair wins) on top of the groups. A push patches
 * only the figures a board shows; rows and groups it does not change keep their identity, so
 * memoized rows do not re-render.
 */
export function applyDaymarket(groups: QuotationGroup[], pushes: readonly DaymarketPush[]): QuotationGroup[] {
  if (pushes.length === 0) return groups;
  const latest = new Map(pushes.map((push) => [boardRowKey(push), push]));
  let changed = false;
  const next = groups.map((group) => {
    let groupChanged = false;
    const quotation = group.quotation.map((row) => {
      const push = latest.get(boardRowKey(row));
      const patched = push ? patchRow(row, push) : row;
      if (patched !== row) groupChanged = true;
      return patched;
    });
    if (!groupChanged) return group;
    changed = true;
    return { ...group, quotation };
  });
  return changed ? next : groups;
}
