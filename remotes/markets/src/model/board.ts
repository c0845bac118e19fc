import type { DaymarketPush, QuotationGroup, QuotationRow } from '@exchange/protocol';
import type { LiveModel } from '@exchange/sdk';

/**
 * The market board's data (spec §3 "Quotation group", "Day market push"): the polled quotation with
 * live `daymarket` pushes on top. Rows arrive typed and read by the protocol; this is only the rule
 * for merging the pushes.
 */

/** Stable identity of a pair across polls and pushes. */
export const rowKey = (row: Pick<QuotationRow, 'currency_id' | 'legal_id'>): string =>
  `${row.currency_id}/${row.legal_id}`;

export const allRows = (groups: readonly QuotationGroup[]): QuotationRow[] =>
  groups.flatMap((group) => group.quotation);

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
  const latest = new Map(pushes.map((push) => [rowKey(push), push]));
  let changed = false;
  const next = groups.map((group) => {
    let groupChanged = false;
    const quotation = group.quotation.map((row) => {
      const push = latest.get(rowKey(row));
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

/** The board as a live model of the sdk: each poll is the snapshot of record, pushes merge per frame. */
export const boardModel: LiveModel<QuotationGroup[], DaymarketPush, QuotationGroup[]> = {
  fromSnapshot: (groups) => groups,
  merge: applyDaymarket,
};
