import type { TradeTick } from '@exchange/protocol';
import { addTrades, type Fill } from '../model/recentFills';
import { createFrameStore, type FrameStore } from './frameStore';
import type { LiveStoreOptions } from './bookStore';
import { LIVE_FLUSH_MS } from './bookStore';

/** Trades of one frame are appended to a queue and added to the capped list once per frame. */
export function createFillsStore({
  schedule,
  minIntervalMs = LIVE_FLUSH_MS,
}: LiveStoreOptions = {}): FrameStore<Fill[], readonly TradeTick[]> {
  return createFrameStore<Fill[], TradeTick[], readonly TradeTick[]>({
    initial: [],
    emptyQueue: () => [],
    enqueue: (queue, ticks) => {
      for (const tick of ticks) queue.push(tick);
      return queue;
    },
    reduce: (fills, ticks) => addTrades(fills, ticks),
    schedule,
    minIntervalMs,
  });
}
