import { bufferToAnimationFrame, useSdk, useStream, type FrameTiming } from '@exchange/sdk';
import { useMemo, useRef } from 'react';
import { scan } from 'rxjs';
import { addTrades, noTrades, type LatestTrades } from '../model/tradeList';

/**
 * Latest buys and sells from the bus's typed `match_trade` pushes (spec §4 "Trade lists"): every
 * push of a frame is taken (none may be lost), one render per frame.
 */
export function useLatestTrades(timing: FrameTiming = {}): LatestTrades {
  const { bus } = useSdk();
  const timingRef = useRef(timing);
  const trades$ = useMemo(
    () =>
      bus.stream('match_trade').pipe(bufferToAnimationFrame(timingRef.current), scan(addTrades, noTrades)),
    [bus],
  );
  return useStream(trades$, noTrades);
}
