import type { DealInfo, MarketDepthPush, TradeTick } from '@exchange/protocol';
import {
  SEQUENCE_GAP,
  bookFromSnapshot,
  depthNewerThan,
  mergeDepthPushes,
  type BookState,
  type LiveModel,
} from '@exchange/sdk';
import { addTrades, fillsFromSnapshot, type Fill } from './recentFills';

/**
 * How often the deal centre's live views publish: at most one render per animation frame AND per
 * 100 ms. The order-book bench (bench/run.mjs) measured this against every frame; see README.md.
 */
export const LIVE_FLUSH_MS = 100;

/** The deal centre's live data of one pair: one snapshot (transaction/deal) feeds both. */
export interface DealState {
  book: BookState;
  fills: Fill[];
}

export type DealPush =
  { kind: 'depth'; push: MarketDepthPush } | { kind: 'trades'; ticks: readonly TradeTick[] };

export const selectBook = (state: DealState | undefined) => state?.book;
export const selectFills = (state: DealState | undefined) => state?.fills;

/**
 * The `useLiveData` model of the deal centre. Depth pushes are full top-of-book pictures, so only the
 * newest of a frame is applied (with the sequence check: a lower seq asks for a new snapshot); every
 * trade of a frame is added, newest first.
 */
export function dealModel(symbol: string): LiveModel<DealInfo, DealPush, DealState> {
  return {
    fromSnapshot: (snapshot) => ({
      book: bookFromSnapshot(symbol, snapshot),
      fills: fillsFromSnapshot(snapshot.complete),
    }),
    merge(state, pushes) {
      const depth: MarketDepthPush[] = [];
      const ticks: TradeTick[] = [];
      for (const push of pushes) {
        if (push.kind === 'depth') depth.push(push.push);
        else ticks.push(...push.ticks);
      }
      const book = mergeDepthPushes(state.book, depth);
      if (book === SEQUENCE_GAP) return SEQUENCE_GAP;
      const fills = addTrades(state.fills, ticks);
      return book === state.book && fills === state.fills ? state : { book, fills };
    },
    // A depth push that crossed the snapshot answer is laid over it (trades are in `complete`).
    newerThan: (push, snapshot) => push.kind === 'depth' && depthNewerThan(push.push, snapshot),
  };
}
