import type { LeverDeal } from '@exchange/protocol';
import type { LiveModel } from '@exchange/sdk';
import {
  mergePositionPushes,
  type PositionFilter,
  type PositionPush,
  type PositionsState,
} from './positions';

/**
 * The contract page's trader data of one pair, from lever/deal: the panel's terms and balance, and
 * the pair's pending and open positions with the account's risk, kept current by the lever pushes.
 * The book itself is the sdk's shared `useDepth` channel (the lever book is the market's book).
 * At most one publish per LIVE_FLUSH_MS.
 */
export const LIVE_FLUSH_MS = 100;

export interface ContractState {
  deal: LeverDeal;
  positions: PositionsState;
}

export const selectDeal = (state: ContractState | undefined) => state?.deal;
export const selectPositions = (state: ContractState | undefined) => state?.positions;

/** The contract page lists the pair's pending (0) and open (1) positions. */
export const pagePositions = (pair: { legalId: number; currencyId: number }): PositionFilter => ({
  statuses: [0, 1],
  pair,
});

export function leverDealModel(filter: PositionFilter): LiveModel<LeverDeal, PositionPush, ContractState> {
  return {
    fromSnapshot: (deal) => ({
      deal,
      positions: {
        rows: deal.my_transaction.filter((row) => filter.statuses.includes(row.status)),
        hazardRate: deal.hazard_rate,
        profitsTotal: deal.profits_total,
      },
    }),
    merge: (state, pushes) => {
      const positions = mergePositionPushes(state.positions, pushes, filter);
      return positions === state.positions ? state : { ...state, positions };
    },
  };
}
