import type { TradeTick } from '@exchange/protocol';
import { addTrades, type Fill } from '../model/recentFills';
import { createFrameStore, type FrameStore } from './frameStore';
import type { ScheduleFrame } from './frameScheduler';

/** Trades of one frame are appended to a queue and added to the capped list once per frame. */
export function createFillsStore(schedule?: ScheduleFrame): FrameStore<Fill[], readonly TradeTick[]> {
  return createFrameStore<Fill[], TradeTick[], readonly TradeTick[]>({
    initial: [],
    emptyQueue: () => [],
    enqueue: (queue, ticks) => {
      for (const tick of ticks) queue.push(tick);
      return queue;
    },
    reduce: (fills, ticks) => addTrades(fills, ticks),
    schedule,
  });
}
