import type { MatchTradePush } from '@exchange/protocol';
import { createFrameStore, useFrameStore, useSdk, type FrameTiming } from '@exchange/sdk';
import { useEffect, useState } from 'react';
import { addTrades, noTrades, type LatestTrades } from '../model/tradeList';

/**
 * Latest buys and sells from the `latest_trades` topic's typed `match_trade` pushes (every pair) (spec §4 "Trade lists"), on the
 * sdk's frame store: every push of a frame is taken (none may be lost), one render per frame.
 * `timing` is read once (tests pass `{ schedule }` from `manualFrames`).
 */
export function useLatestTrades(timing: FrameTiming = {}): LatestTrades {
  const { bus } = useSdk();
  const [store] = useState(() =>
    createFrameStore<LatestTrades, MatchTradePush[], MatchTradePush>({
      ...timing,
      initial: noTrades,
      emptyQueue: () => [],
      enqueue: (queue, push) => {
        queue.push(push);
        return queue;
      },
      reduce: addTrades,
    }),
  );
  useEffect(() => {
    const subscription = bus.watch({ channel: 'latest_trades' }).subscribe((push) => store.push(push));
    return () => subscription.unsubscribe();
  }, [bus, store]);
  return useFrameStore(store);
}
