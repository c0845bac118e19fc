import type { MarketDepthPush } from '@exchange/protocol';
import { applyDepthPush, type BookState } from '../model/orderBook';
import { createFrameStore, type FrameStore } from './frameStore';
import type { ScheduleFrame } from './frameScheduler';

export interface LiveStoreOptions {
  /** Tests pass a manual frame. */
  schedule?: ScheduleFrame;
  /** Publish at most this often (default LIVE_FLUSH_MS). */
  minIntervalMs?: number;
}

/**
 * How often the live views publish: at most one render per animation frame AND per 100 ms. The
 * order-book bench (bench/run.mjs) measured this against every frame; see remotes/spot/README.md.
 */
export const LIVE_FLUSH_MS = 100;

export interface BookStoreState {
  book: BookState | null;
  /** Set when a push showed the held book cannot be trusted; the owner re-fetches the snapshot. */
  needsResync: boolean;
}

/**
 * Depth pushes are full top-of-book snapshots delivered in order, so between two frames only the
 * latest matters: the queue keeps one push (O(1) per message) and the frame applies it with the
 * sequence check. A push whose seq is below the held one sets `needsResync`.
 */
export function createBookStore({
  schedule,
  minIntervalMs = LIVE_FLUSH_MS,
}: LiveStoreOptions = {}): FrameStore<BookStoreState, MarketDepthPush> {
  return createFrameStore<BookStoreState, MarketDepthPush | null, MarketDepthPush>({
    initial: { book: null, needsResync: false },
    emptyQueue: () => null,
    enqueue: (_previous, push) => push,
    reduce: (state, latest) => {
      if (!latest) return state;
      const result = applyDepthPush(state.book, latest);
      if (result.kind === 'applied') return { book: result.book, needsResync: false };
      if (result.kind === 'resync') return state.needsResync ? state : { ...state, needsResync: true };
      return state;
    },
    schedule,
    minIntervalMs,
  });
}
