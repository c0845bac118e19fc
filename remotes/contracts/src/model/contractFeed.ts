import type { DealInfo, LeverDeal, MarketDepthPush } from '@exchange/protocol';
import {
  SEQUENCE_GAP,
  bookFromSnapshot,
  depthNewerThan,
  mergeDepthPushes,
  type BookState,
  type LiveModel,
} from '@exchange/sdk';
import {
  mergePositionPushes,
  type PositionFilter,
  type PositionPush,
  type PositionsState,
} from './positions';

/**
 * The contract page's live data of one pair. A trader's snapshot is lever/deal: the book, the panel's
 * terms and balance, and the pair's pending and open positions with the account's risk. A guest's is
 * the public transaction/deal (the book only). Depth pushes replace the book (sequence-checked like
 * spot's); lever pushes update the positions. At most one publish per LIVE_FLUSH_MS.
 */
export const LIVE_FLUSH_MS = 100;

export interface ContractState {
  book: BookState;
  /** The trader's lever/deal answer (undefined for a guest). */
  deal?: LeverDeal;
  positions?: PositionsState;
}

export type ContractPush = { kind: 'depth'; push: MarketDepthPush } | PositionPush;

export const selectBook = (state: ContractState | undefined) => state?.book;
export const selectDeal = (state: ContractState | undefined) => state?.deal;
export const selectPositions = (state: ContractState | undefined) => state?.positions;
export const selectLastPrice = (state: ContractState | undefined) => state?.book.lastPrice;

/** The contract page lists the pair's pending (0) and open (1) positions. */
export const pagePositions = (pair: { legalId: number; currencyId: number }): PositionFilter => ({
  statuses: [0, 1],
  pair,
});

function mergeContract(
  state: ContractState,
  pushes: readonly ContractPush[],
  filter: PositionFilter,
): ContractState | typeof SEQUENCE_GAP {
  const depth: MarketDepthPush[] = [];
  const lever: PositionPush[] = [];
  for (const push of pushes) {
    if (push.kind === 'depth') depth.push(push.push);
    else lever.push(push);
  }
  const book = mergeDepthPushes(state.book, depth);
  if (book === SEQUENCE_GAP) return SEQUENCE_GAP;
  const positions = state.positions && mergePositionPushes(state.positions, lever, filter);
  return book === state.book && positions === state.positions ? state : { ...state, book, positions };
}

export function leverDealModel(
  symbol: string,
  filter: PositionFilter,
): LiveModel<LeverDeal, ContractPush, ContractState> {
  return {
    fromSnapshot: (deal) => ({
      book: bookFromSnapshot(symbol, {
        seq: deal.seq,
        last_price: deal.last_price,
        in: deal.lever_transaction.in,
        out: deal.lever_transaction.out,
      }),
      deal,
      positions: {
        rows: deal.my_transaction.filter((row) => filter.statuses.includes(row.status)),
        hazardRate: deal.hazard_rate,
        profitsTotal: deal.profits_total,
      },
    }),
    merge: (state, pushes) => mergeContract(state, pushes, filter),
    newerThan: (push, deal) => push.kind === 'depth' && depthNewerThan(push.push, deal),
  };
}

export function guestDealModel(symbol: string): LiveModel<DealInfo, ContractPush, ContractState> {
  return {
    fromSnapshot: (deal) => ({ book: bookFromSnapshot(symbol, deal) }),
    merge: (state, pushes) => mergeContract(state, pushes, { statuses: [] }),
    newerThan: (push, deal) => push.kind === 'depth' && depthNewerThan(push.push, deal),
  };
}
