import type { LeverClosedPush, LeverPosition, LeverStatus, LeverTradePush } from '@exchange/protocol';

/*
 * A live list of the trader's positions (spec §4 Contract order tabs): a my_trade (or lever/deal)
 * snapshot, then lever_trade pushes replace matching rows and update the risk rate and profit, and
 * lever_closed pushes remove the closed ids. Pure, for the sdk's live-data layer (merged per frame).
 */

export interface PositionsState {
  rows: readonly LeverPosition[];
  /** The account's risk rate in percent ('0' with nothing open). */
  hazardRate: string;
  /** Profit and loss of every open position of the account, signed. */
  profitsTotal: string;
}

export type PositionPush =
  { kind: 'trade'; push: LeverTradePush } | { kind: 'closed'; push: LeverClosedPush };

/** Which rows a list holds: the tab's statuses and, on the contract page, one pair. */
export interface PositionFilter {
  statuses: readonly LeverStatus[];
  pair?: { legalId: number; currencyId: number };
}

export const belongsTo = (row: LeverPosition, filter: PositionFilter): boolean =>
  filter.statuses.includes(row.status) &&
  (!filter.pair || (row.legal_id === filter.pair.legalId && row.currency_id === filter.pair.currencyId));

/** Newest first, as the server lists them. */
const byNewest = (a: LeverPosition, b: LeverPosition) => b.time - a.time || b.id - a.id;

/** Applies one frame of lever pushes (oldest first) to the list. */
export function mergePositionPushes(
  state: PositionsState,
  pushes: readonly PositionPush[],
  filter: PositionFilter,
): PositionsState {
  if (pushes.length === 0) return state;
  const rows = new Map(state.rows.map((row) => [row.id, row]));
  let { hazardRate, profitsTotal } = state;
  for (const { kind, push } of pushes) {
    hazardRate = push.hazard_rate;
    profitsTotal = push.profits_total;
    if (kind === 'closed') for (const id of push.ids) rows.delete(id);
    for (const row of push.data) {
      if (belongsTo(row, filter)) rows.set(row.id, row);
      else rows.delete(row.id);
    }
  }
  return { rows: [...rows.values()].sort(byNewest), hazardRate, profitsTotal };
}

/** Spec §4 "lever_trade replaces matching orders": does the list show this id (for callers' keys). */
export const positionIds = (state: PositionsState | undefined): number[] =>
  state ? state.rows.map((row) => row.id) : [];
