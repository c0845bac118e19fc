import { POLL_MS } from '@exchange/sdk';
import { useEffect, useState } from 'react';
import { monotonicNow } from '../model/countdown';

/**
 * The monotonic clock, re-read every 200 ms (spec §9 POLL_MS.microCountdown) while `active`: the
 * running orders' countdowns render from it. Idle (no running order) it does not tick.
 */
export function useNow(active: boolean, everyMs: number = POLL_MS.microCountdown): number {
  const [now, setNow] = useState(monotonicNow);
  useEffect(() => {
    if (!active) return undefined;
    setNow(monotonicNow());
    const timer = setInterval(() => setNow(monotonicNow()), everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs]);
  return now;
}
